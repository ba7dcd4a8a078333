/**
 * The query of a paged list page: filters, page and sort ('field direction'), kept in the hash
 * URL's search part so that a reload, a shared link, back and forward all show the same page of the
 * same list. The rows load through useRequest, so a reply that arrives late for an old query is
 * ignored. The selection belongs to the rows of one load: any new query, and any reload, clears it.
 *
 *   const invoices = usePagedQuery(INVOICE_LIST);   // a ListDefinition, a module constant
 *   invoices.rows, invoices.total, invoices.loading, invoices.query.page ...
 *   invoices.setDraft({ state: 2 }); invoices.search();   // filters are applied by search
 *   invoices.setPage(3); invoices.setOrder('amount asc'); invoices.reload();
 *   invoices.setPageSize(50);   // a list whose definition offers `pageSizes`
 *   invoices.reset();   // the default filters from page 1; invoices.filtered says whether any apply
 *   invoices.selection.keys, invoices.selection.set([...])
 *   <ResponsiveList {...invoices.view} columns={columns} />   // rows, paging and sort wired in one go
 */
import { useCallback, useEffect, useMemo, useState, type Key } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useRequest } from '../../api/useRequest';
import type { ListView } from './ResponsiveList';
import { ORDER_PARAM, PAGE_PARAM, PAGE_SIZE_PARAM, readOrder, readPage, readPageSize, type FilterCodec, type SortSpec } from './queryCodec';

export interface ListQuery<F> {
  filters: F;
  /** From 1. */
  page: number;
  pageSize: number;
  /** 'field direction'; '' for a list without sorting. */
  order: string;
}

export interface ListPage<Row> {
  rows: Row[];
  total: number;
  /** What the server said about this page (the report lists' err_msg when nothing is found). */
  message?: string;
  /** Counts by a field's values under the filters but that field (the order list's state tabs). */
  facets?: Readonly<Record<string, number>>;
  /** Figures of every row under the filters, not only this page's (the sales statistics' totals line). */
  totals?: Readonly<Record<string, string | number>>;
}

/** What a list page is: read once, so define it outside the component. */
export interface ListDefinition<F, Row> {
  filters: FilterCodec<F>;
  /** The page size, or the default one of `pageSizes`. */
  pageSize: number;
  /**
   * Page sizes the user may choose from (a size changer, the choice in the URL); absent: pageSize
   * only. For lists whose selection must span more rows than one default page (the selection is
   * cleared when the list reloads, so it never spans pages).
   */
  pageSizes?: readonly number[];
  sort?: SortSpec;
  load: (query: ListQuery<F>) => Promise<ListPage<Row>>;
  rowKey: (row: Row) => Key;
}

export interface ListSelection<Row> {
  keys: Key[];
  /** The selected rows among those shown. */
  rows: Row[];
  set: (keys: Key[]) => void;
  toggle: (row: Row) => void;
}

export interface PagedQuery<F, Row> {
  query: ListQuery<F>;
  rows: Row[];
  total: number;
  loading: boolean;
  /** The last load failed (the list then shows no rows). */
  failed: boolean;
  /** The last load's message from the server, if it gave one. */
  message: string | undefined;
  /** The last load's facets (ListPage.facets); the previous load's stay while the next loads. */
  facets: Readonly<Record<string, number>> | undefined;
  /** The last load's totals (ListPage.totals); the previous load's stay while the next loads. */
  totals: Readonly<Record<string, string | number>> | undefined;
  /** The filter inputs, applied by `search`; they follow the URL (back, forward). */
  draft: F;
  setDraft: (change: Partial<F>) => void;
  /** Applies the draft from page 1 (reloads when nothing changed). */
  search: () => void;
  setFilters: (filters: F) => void;
  /** Back to the default filters (inputs and URL) from page 1; the sort stays. */
  reset: () => void;
  /** The applied filters are not the defaults: an empty list may be down to them. */
  filtered: boolean;
  setPage: (page: number) => void;
  /** A size of the definition's `pageSizes`, from page 1. */
  setPageSize: (size: number) => void;
  /** null: the default order. */
  setOrder: (order: string | null) => void;
  reload: () => void;
  selection: ListSelection<Row>;
  /** What a `ResponsiveList` of this query shows and how it pages and sorts: `<ResponsiveList {...list.view} columns={...} />`. */
  view: ListView<Row>;
}

const NO_ROWS: ListPage<never> = { rows: [], total: 0 };

/** The page sizes a list offers (ProTable's and RuoYi's choice). */
export const PAGE_SIZES: readonly number[] = [10, 20, 50, 100];

/** PAGE_SIZES with a list's own default among them (a gallery of 30 a page keeps its 30). */
export const pageSizesWith = (size: number): readonly number[] => [...new Set([...PAGE_SIZES, size])].sort((a, b) => a - b);

/** The parts of a definition that say how its query reads and writes. */
type QueryShape<F> = Pick<ListDefinition<F, never>, 'filters' | 'pageSize' | 'pageSizes' | 'sort'>;

/** The query's parameters in a fixed order (page, size, order, filters), defaults left out. */
function queryParams<F>(definition: QueryShape<F>, query: ListQuery<F>): URLSearchParams {
  const params = new URLSearchParams();
  if (query.page > 1) params.set(PAGE_PARAM, String(query.page));
  if (query.pageSize !== definition.pageSize) params.set(PAGE_SIZE_PARAM, String(query.pageSize));
  if (definition.sort && query.order !== definition.sort.defaultOrder) params.set(ORDER_PARAM, query.order);
  definition.filters.write(query.filters, params);
  return params;
}

function readQuery<F>(definition: QueryShape<F>, search: URLSearchParams): ListQuery<F> {
  return { filters: definition.filters.read(search), page: readPage(search), pageSize: readPageSize(search, definition.pageSize, definition.pageSizes), order: readOrder(search, definition.sort) };
}

export function usePagedQuery<F, Row>(definitionArg: ListDefinition<F, Row>): PagedQuery<F, Row> {
  const [definition] = useState(definitionArg);
  const location = useLocation();
  const navigate = useNavigate();

  // The URL's query in canonical text: URLs that mean the same query share one query object.
  const canonical = queryParams(definition, readQuery(definition, new URLSearchParams(location.search))).toString();
  const query = useMemo(() => readQuery(definition, new URLSearchParams(canonical)), [definition, canonical]);

  const [reloads, setReloads] = useState(0);
  const reload = useCallback(() => setReloads((n) => n + 1), []);
  const loadPage = useCallback((q: ListQuery<F>, _reload: number) => definition.load(q), [definition]);
  const result = useRequest(loadPage, { params: [query, reloads] });
  const failed = !result.loading && result.error !== undefined;
  const { rows, total, message, facets, totals } = failed ? NO_ROWS : (result.data ?? NO_ROWS);

  /** Shows `change` of the query; false when the URL already says so. */
  const go = (change: Partial<ListQuery<F>>, replace = false): boolean => {
    const next = queryParams(definition, { ...query, ...change });
    if (next.toString() === canonical) return false;
    // Parameters the list does not own stay as they are.
    const owned = new Set([PAGE_PARAM, PAGE_SIZE_PARAM, ORDER_PARAM, ...definition.filters.names]);
    new URLSearchParams(location.search).forEach((value, name) => {
      if (!owned.has(name)) next.append(name, value);
    });
    const text = next.toString();
    // Navigate once the current event is over: the router changes location in a transition, and a
    // transition started inside a form's submit event (Enter in a filter) makes React treat that
    // submit as a form action, which it is not.
    queueMicrotask(() => navigate({ pathname: location.pathname, search: text ? `?${text}` : '' }, { replace }));
    return true;
  };

  // A page beyond the last (a stale link, or rows gone since) shows the last page instead.
  const lastPage = Math.max(1, Math.ceil(total / query.pageSize));
  const beyondLastPage = !result.loading && !failed && query.page > lastPage;
  useEffect(() => {
    if (beyondLastPage) navigate({ pathname: location.pathname, search: withPage(location.search, lastPage) }, { replace: true });
  }, [beyondLastPage, lastPage, location.pathname, location.search, navigate]);

  const appliedKey = filtersKey(definition.filters, query.filters);
  const defaultsKey = filtersKey(definition.filters, definition.filters.defaults);
  const draft = useDraft(query.filters, appliedKey);
  const selection = useRowSelection(`${canonical}#${reloads}`, rows, definition.rowKey);
  const setPage = (page: number) => void go({ page });
  const setPageSize = (pageSize: number) => {
    if (definition.pageSizes?.includes(pageSize)) go({ pageSize, page: 1 });
  };
  const setOrder = (order: string | null) => void go({ order: order ?? definition.sort?.defaultOrder ?? '', page: 1 });
  const view: ListView<Row> = { rows, rowKey: definition.rowKey, loading: result.loading, total, page: query.page, pageSize: query.pageSize, onPageChange: setPage };
  if (definition.sort) Object.assign(view, { order: query.order, onOrderChange: setOrder });
  if (definition.pageSizes) Object.assign(view, { pageSizes: definition.pageSizes, onPageSizeChange: setPageSize });

  return {
    query,
    rows,
    total,
    loading: result.loading,
    failed,
    message,
    facets,
    totals,
    draft: draft.value,
    setDraft: draft.change,
    search: () => {
      // First the draft learns what is coming, so that it keeps its edits whenever the URL arrives.
      draft.keepFor(filtersKey(definition.filters, draft.value));
      if (!go({ filters: draft.value, page: 1 })) reload();
    },
    setFilters: (filters) => void go({ filters, page: 1 }),
    reset: () => {
      const defaults = definition.filters.defaults;
      draft.replace(defaults, defaultsKey);
      go({ filters: defaults, page: 1 });
    },
    filtered: appliedKey !== defaultsKey,
    setPage,
    setPageSize,
    setOrder,
    reload,
    selection,
    view,
  };
}

/** The filters' URL text: equal filters, equal text. */
function filtersKey<F>(codec: FilterCodec<F>, filters: F): string {
  const params = new URLSearchParams();
  codec.write(filters, params);
  return params.toString();
}

function withPage(search: string, page: number): string {
  const params = new URLSearchParams(search);
  if (page > 1) params.set(PAGE_PARAM, String(page));
  else params.delete(PAGE_PARAM);
  const text = params.toString();
  return text ? `?${text}` : '';
}

/**
 * Filter inputs that start from the applied filters and go back to them when the URL brings others
 * (back, forward, a link). `appliedKey` names the applied filters; `keepFor(key)` says the list is
 * about to apply filters `key` taken from this draft, so edits made meanwhile survive their arrival;
 * `replace(value, key)` sets the whole draft to `value` (filters `key`) on its way to being applied.
 */
function useDraft<F>(applied: F, appliedKey: string) {
  const [draft, setDraft] = useState<{ value: F; base: string; target: string | null }>({ value: applied, base: appliedKey, target: null });
  const valid = (d: typeof draft) => d.base === appliedKey || d.target === appliedKey;
  const current = (d: typeof draft) => (valid(d) ? d.value : applied);
  // Adjusted while rendering, as soon as the URL's filters change: other filters arrived (back,
  // forward) and the draft starts again from them; or those it was searched with, and it keeps on.
  if (!valid(draft)) setDraft({ value: applied, base: appliedKey, target: null });
  else if (draft.target === appliedKey) setDraft({ value: draft.value, base: appliedKey, target: null });
  // Functional updates: an input's change and a search in one event (Enter in a date field) compose.
  return {
    value: current(draft),
    change: (patch: Partial<F>) => setDraft((d) => ({ value: { ...current(d), ...patch }, base: appliedKey, target: valid(d) ? d.target : null })),
    keepFor: (key: string) => setDraft((d) => ({ value: current(d), base: appliedKey, target: key })),
    replace: (value: F, key: string) => setDraft({ value, base: appliedKey, target: key }),
  };
}

/** The keys selected among the rows of the load named `loadKey`; another load starts empty. */
function useRowSelection<Row>(loadKey: string, rows: Row[], rowKey: (row: Row) => Key): ListSelection<Row> {
  const [selected, setSelected] = useState<{ of: string; keys: Key[] }>({ of: loadKey, keys: [] });
  // Only rows on show can be selected: a key of rows that went away is dropped.
  const keys = selected.of === loadKey ? selected.keys.filter((k) => rows.some((r) => rowKey(r) === k)) : [];
  const set = (next: Key[]) => setSelected({ of: loadKey, keys: next });
  return {
    keys,
    rows: rows.filter((r) => keys.includes(rowKey(r))),
    set,
    toggle: (row) => {
      const key = rowKey(row);
      set(keys.includes(key) ? keys.filter((k) => k !== key) : [...keys, key]);
    },
  };
}
