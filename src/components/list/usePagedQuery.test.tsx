/**
 * The paged-query hook on the invoice list's definition (its URL codec, sort fields and page size),
 * with the rows loaded by a fake whose replies the test answers one by one, in any order.
 */
import { act, render } from '@testing-library/react';
import { MemoryRouter, useLocation, useNavigate, type NavigateFunction } from 'react-router-dom';
import type { InvoiceRow } from '../../common/invoice';
import { INVOICE_LIST, invoiceListParam, type InvoiceFilters } from '../../features/overall/invoice/invoiceList';
import { usePagedQuery, type ListDefinition, type ListPage, type ListQuery, type PagedQuery } from './usePagedQuery';

interface PendingLoad {
  query: ListQuery<InvoiceFilters>;
  answer: (page: ListPage<InvoiceRow>) => Promise<void>;
}

/** A definition whose loads wait until the test answers them. */
function controlledList() {
  const loads: PendingLoad[] = [];
  const definition: ListDefinition<InvoiceFilters, InvoiceRow> = {
    ...INVOICE_LIST,
    load: (query) =>
      new Promise((resolve) => {
        loads.push({
          query,
          answer: async (page) => {
            await act(async () => resolve(page));
          },
        });
      }),
  };
  return { definition, loads };
}

const row = (invoice_id: number, invoice_state: InvoiceRow['invoice_state'] = 1): InvoiceRow => ({
  invoice_id,
  amount: '100.00',
  create_date: '2026-01-02 10:00:00',
  invoice_state,
  invoice_no: '',
  invoice_file: '',
  invoice_file_name: '',
  issue_date: '',
  comments: '',
  item_count: 1,
});

const rowsOf = (...ids: number[]): ListPage<InvoiceRow> => ({ rows: ids.map((id) => row(id)), total: 45 });

interface Seen {
  list: PagedQuery<InvoiceFilters, InvoiceRow>;
  url: string;
  navigate: NavigateFunction;
}

function renderList(definition: ListDefinition<InvoiceFilters, InvoiceRow>, url = '/invoice/list') {
  const seen = {} as Seen;
  function Probe() {
    seen.list = usePagedQuery(definition);
    const location = useLocation();
    seen.url = `${location.pathname}${location.search}`;
    seen.navigate = useNavigate();
    return null;
  }
  const view = render(
    <MemoryRouter initialEntries={[url]}>
      <Probe />
    </MemoryRouter>,
  );
  return { seen, ...view };
}

/** Runs a change of the list and lets its navigation happen. */
const change = (work: () => void) => act(async () => work());

describe('usePagedQuery', () => {
  it('[INV-LIST-10] [INV-LIST-12] keeps page, sort and filters in the URL, so a reload of the URL shows the same page of the same list', async () => {
    const first = controlledList();
    const { seen, unmount } = renderList(first.definition);
    expect(first.loads[0].query).toEqual({ filters: { state: 0 }, page: 1, pageSize: 20, order: 'create_date desc' });
    await first.loads[0].answer(rowsOf(1, 2));

    await change(() => seen.list.setOrder('amount asc'));
    await change(() => seen.list.setDraft({ state: 1, amountMin: 100, dateMin: '2026-01-01' }));
    await change(() => seen.list.search());
    await change(() => seen.list.setPage(2));
    expect(seen.url).toBe('/invoice/list?page=2&order=amount+asc&state=1&amount_min=100.00&create_date_min=2026-01-01');
    const shown = first.loads.at(-1)!.query;
    expect(shown).toEqual({ filters: { state: 1, amountMin: 100, dateMin: '2026-01-01' }, page: 2, pageSize: 20, order: 'amount asc' });
    expect(invoiceListParam(shown)).toEqual({ curr_page: 2, page_count: 20, order: 'amount asc', invoice_state: 1, amount_min: '100.00', create_date_min: '2026-01-01' });
    unmount();

    // The same URL opened afresh (a reload, a shared link) asks for the same page of the same list.
    const reloaded = controlledList();
    const again = renderList(reloaded.definition, seen.url);
    expect(reloaded.loads).toHaveLength(1);
    expect(reloaded.loads[0].query).toEqual(shown);
    expect(again.seen.list.draft).toEqual({ state: 1, amountMin: 100, dateMin: '2026-01-01' });
  });

  it('reads malformed URL values as their defaults', async () => {
    const { definition, loads } = controlledList();
    renderList(definition, '/invoice/list?page=-3&order=amount%3Bdrop+asc&state=9&amount_min=-5&amount_max=1.234&create_date_min=2026-02-30&create_date_max=2026-03-01');
    expect(loads[0].query).toEqual({ filters: { state: 0, dateMax: '2026-03-01' }, page: 1, pageSize: 20, order: 'create_date desc' });
    await loads[0].answer(rowsOf(1));
  });

  it('[INV-REQ-14] [INV-LIST-08] clears the selection when the query changes, and when the list reloads', async () => {
    const { definition, loads } = controlledList();
    const { seen } = renderList(definition);
    await loads[0].answer(rowsOf(1, 2, 3));
    await change(() => seen.list.selection.set([1, 3]));
    expect(seen.list.selection.keys).toEqual([1, 3]);
    expect(seen.list.selection.rows.map((r) => r.invoice_id)).toEqual([1, 3]);

    await change(() => seen.list.setPage(2));
    expect(seen.list.selection.keys).toEqual([]);
    await loads[1].answer(rowsOf(4, 5));
    await change(() => seen.list.selection.toggle(row(5)));
    expect(seen.list.selection.keys).toEqual([5]);

    await change(() => seen.list.reload());
    expect(seen.list.selection.keys).toEqual([]);
    expect(loads).toHaveLength(3);
    expect(loads[2].query).toBe(loads[1].query);
    await loads[2].answer(rowsOf(4, 5));
    expect(seen.list.selection.keys).toEqual([]);
  });

  it('ignores a reply that arrives late for an older query', async () => {
    const { definition, loads } = controlledList();
    const { seen } = renderList(definition);
    await loads[0].answer(rowsOf(1));
    await change(() => seen.list.setPage(2));
    await change(() => seen.list.setPage(3));
    const [forPage2, forPage3] = [loads[1], loads[2]];
    expect([forPage2.query.page, forPage3.query.page]).toEqual([2, 3]);

    await forPage3.answer(rowsOf(300));
    expect(seen.list.loading).toBe(false);
    expect(seen.list.rows.map((r) => r.invoice_id)).toEqual([300]);
    // Page 2's reply comes last: it must not replace what page 3 shows.
    await forPage2.answer(rowsOf(200));
    expect(seen.list.query.page).toBe(3);
    expect(seen.list.rows.map((r) => r.invoice_id)).toEqual([300]);
    expect(seen.list.loading).toBe(false);
  });

  it('follows back and forward, filter inputs included', async () => {
    const { definition, loads } = controlledList();
    const { seen } = renderList(definition);
    await loads[0].answer(rowsOf(1));
    await change(() => seen.list.setDraft({ state: 2 }));
    await change(() => seen.list.search());
    await loads.at(-1)!.answer(rowsOf(2));
    await change(() => seen.list.setPage(2));
    await loads.at(-1)!.answer(rowsOf(3));
    expect(seen.url).toBe('/invoice/list?page=2&state=2');

    await change(() => seen.navigate(-1));
    expect(seen.url).toBe('/invoice/list?state=2');
    expect(seen.list.query.page).toBe(1);
    expect(loads.at(-1)!.query).toMatchObject({ page: 1, filters: { state: 2 } });
    await loads.at(-1)!.answer(rowsOf(2));
    expect(seen.list.rows.map((r) => r.invoice_id)).toEqual([2]);

    // Back to the unfiltered list: the filter inputs show what the list shows again.
    await change(() => seen.list.setDraft({ amountMax: 50 }));
    await change(() => seen.navigate(-1));
    expect(seen.url).toBe('/invoice/list');
    expect(seen.list.draft).toEqual({ state: 0 });
    await loads.at(-1)!.answer(rowsOf(1));

    await change(() => seen.navigate(2));
    expect(seen.list.query).toMatchObject({ page: 2, filters: { state: 2 } });
    expect(seen.list.draft).toEqual({ state: 2 });
    await loads.at(-1)!.answer(rowsOf(3));
  });

  it('keeps filter inputs changed while a search is on its way', async () => {
    const { definition, loads } = controlledList();
    const { seen } = renderList(definition);
    await loads[0].answer(rowsOf(1));
    await change(() => seen.list.setDraft({ state: 3 }));
    await change(() => {
      seen.list.search();
      // Typed in the same moment, before the search's URL arrived (Enter in a date field does this).
      seen.list.setDraft({ amountMin: 10 });
    });
    expect(seen.list.query.filters).toEqual({ state: 3 });
    expect(seen.list.draft).toEqual({ state: 3, amountMin: 10 });
    await loads.at(-1)!.answer(rowsOf(1));
    expect(seen.list.draft).toEqual({ state: 3, amountMin: 10 });
  });

  it('[INV-LIST-06] reset goes back to the default filters from page 1, inputs and URL alike, and keeps the sort', async () => {
    const { definition, loads } = controlledList();
    const { seen } = renderList(definition, '/invoice/list?page=2&order=amount+asc&state=1&amount_min=100.00&create_date_max=2026-03-01&from=menu');
    expect(seen.list.filtered).toBe(true);
    await loads[0].answer(rowsOf(1));
    // A filter typed but not searched goes too.
    await change(() => seen.list.setDraft({ amountMax: 50 }));

    await change(() => seen.list.reset());
    // Nothing of the old filters or page stays in the URL; a parameter the list does not own does.
    expect(seen.url).toBe('/invoice/list?order=amount+asc&from=menu');
    expect(seen.list.draft).toEqual({ state: 0 });
    expect(seen.list.filtered).toBe(false);
    expect(loads.at(-1)!.query).toEqual({ filters: { state: 0 }, page: 1, pageSize: 20, order: 'amount asc' });
    await loads.at(-1)!.answer(rowsOf(1, 2));

    // Reset with only typed filters: the inputs clear, the list shown stays as it is.
    const count = loads.length;
    await change(() => seen.list.setDraft({ state: 2, amountMin: 5 }));
    await change(() => seen.list.reset());
    expect(seen.list.draft).toEqual({ state: 0 });
    expect(seen.url).toBe('/invoice/list?order=amount+asc&from=menu');
    expect(loads).toHaveLength(count);
  });

  it('shows the last page instead of a page beyond it', async () => {
    const { definition, loads } = controlledList();
    const { seen } = renderList(definition, '/invoice/list?page=9&state=1');
    expect(loads[0].query.page).toBe(9);
    await loads[0].answer({ rows: [], total: 45 });
    expect(seen.url).toBe('/invoice/list?page=3&state=1');
    expect(loads.at(-1)!.query.page).toBe(3);
    await loads.at(-1)!.answer(rowsOf(41, 42, 43, 44, 45));
  });
});
