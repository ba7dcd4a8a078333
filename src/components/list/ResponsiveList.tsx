/**
 * A paged list that fits the screen (SPEC.md breakpoints [SHELL-30]): an antd Table from 680 px,
 * cards below. One set of columns drives both: each column says where it goes on a card (`card`).
 * The list pages, sorts ('field direction'), selects (only the rows `isSelectable` allows), shows
 * the total, an empty state and a loading state.
 *
 * Every column has a width, the least it gets: the table is as wide as their sum (wider screens share
 * out the rest), so where they do not fit (tablets, 680–1279 px, and small laptops) it scrolls
 * sideways, a fixed column (the actions) staying in view while the others pass beside it, never under
 * it. Text longer than its column ends in an ellipsis, the whole text in its title.
 */
import { Checkbox, Empty, Pagination, Spin } from 'antd';
import type { TableColumnType } from 'antd';
import { cloneElement, isValidElement, lazy, Suspense, useId, type Key, type KeyboardEvent, type ReactElement, type ReactNode } from 'react';
import type { PaginationProps } from 'antd';
import { useIntl } from 'react-intl';
import type { CardSlot } from '../../common/listColumns';
import { PHONE_QUERY, useIsPhone } from '../useViewport';
import './ResponsiveList.css';

/** Where a column shows on a phone's card: declared once, with the columns (src/common/listColumns.ts). */
export type { CardSlot };

export interface ListColumn<Row> extends Omit<TableColumnType<Row>, 'width'> {
  key: string;
  /** Its width in px, the least it gets (DEFAULT_COLUMN_WIDTH when not given): room for its title and usual content in both languages. */
  width?: number;
  /** Sortable by this field of `order` ('field direction'). */
  sortField?: string;
  /** Its place on a card: title (head, left), extra (head, right), row (label and value, the default), note (a line of its own), actions (the foot), none. */
  card?: CardSlot;
  /** Its content on a card, when not the table cell's; nothing (null, '') leaves the line out. */
  cardRender?: (row: Row) => ReactNode;
  /**
   * Left out of the table, the last such column first, where the columns would not fit the width the
   * table has (what it shows is elsewhere on the page too); it stays on the phone's card.
   */
  optional?: boolean;
}

export interface ListRowSelection<Row> {
  keys: readonly Key[];
  onChange: (keys: Key[]) => void;
  /** Rows that may not be selected show a disabled box (table) or none (card). */
  isSelectable?: (row: Row) => boolean;
  /** The box's accessible name on a card. */
  label?: (row: Row) => string;
  /** A click anywhere on a row or card toggles it. */
  byRowClick?: boolean;
}

/** What a list shows and how it pages and sorts: the part a paged query supplies (`list.view`). */
export interface ListView<Row> {
  rows: readonly Row[];
  rowKey: (row: Row) => Key;
  loading: boolean;
  total: number;
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  /** 'field direction' of the sorted column; present when the list sorts. */
  order?: string;
  /** A new order; null when the user turned sorting off (the list's default applies). */
  onOrderChange?: (order: string | null) => void;
  /** Page sizes to choose from (a size changer by the pager); absent: pageSize only. */
  pageSizes?: readonly number[];
  onPageSizeChange?: (size: number) => void;
}

export interface ResponsiveListProps<Row> extends ListView<Row> {
  columns: readonly ListColumn<Row>[];
  selection?: ListRowSelection<Row>;
  /** What an empty list says. */
  empty?: ReactNode;
  /** A short, fixed list (a page's settings): every row shows at once, with no pager or total. */
  unpaged?: boolean;
  /** data-testid of the cards' container and of each card. */
  testIds?: { cards?: string; card?: string };
  /** The table's row density (the user's choice, useColumnSettings); absent: small on tablets, middle wider. */
  density?: 'large' | 'middle' | 'small';
}

/** The width of a column that gives none. */
export const DEFAULT_COLUMN_WIDTH = 160;
/** The width of the selection column (its checkbox and padding). */
export const SELECTION_COLUMN_WIDTH = 48;

/**
 * The table's width in px: every column at its width. Narrower screens scroll it sideways instead of
 * squeezing columns, which would push their content under a fixed column.
 */
export function tableWidthOf(columns: readonly Pick<ListColumn<never>, 'width'>[], selectable: boolean): number {
  return columns.reduce((sum, c) => sum + (c.width ?? DEFAULT_COLUMN_WIDTH), selectable ? SELECTION_COLUMN_WIDTH : 0);
}

/**
 * The table, loaded where it shows (from 680 px): a phone shows cards and never fetches antd's
 * Table. A wide screen starts fetching it as soon as this module runs, beside the page's own
 * requests. A failed load reaches the page's error boundary (a reload offer).
 */
const loadListTable = () => import(/* webpackChunkName: "list-table" */ './ListTable');
// Generic again: lazy() keeps the props of one instantiation only.
const ListTable = lazy(loadListTable) as unknown as <Row extends object>(props: ResponsiveListProps<Row>) => ReactNode;
if (typeof window !== 'undefined' && !window.matchMedia?.(PHONE_QUERY).matches) void loadListTable().catch(() => undefined);

export function ResponsiveList<Row extends object>(props: ResponsiveListProps<Row>) {
  const isPhone = useIsPhone();
  if (isPhone) return <ListCards {...props} />;
  return (
    <Suspense
      fallback={
        <div className="rlist-table-loading">
          <Spin />
        </div>
      }
    >
      <ListTable {...props} />
    </Suspense>
  );
}

export function useTotalText(): (total: number) => string {
  const intl = useIntl();
  return (total) => intl.formatMessage({ id: 'list.total' }, { total });
}

/**
 * The pager's previous/next buttons named in the UI's language: antd's hold only an arrow icon (and
 * the translated text sits in a title on the list item around them, which names no button).
 */
export function usePagerItemRender(): PaginationProps['itemRender'] {
  const intl = useIntl();
  return (_page, type, element) => {
    if ((type !== 'prev' && type !== 'next') || !isValidElement(element)) return element;
    return cloneElement(element as ReactElement<{ 'aria-label'?: string }>, { 'aria-label': intl.formatMessage({ id: type === 'prev' ? 'list.prevPage' : 'list.nextPage' }) });
  };
}

export function emptyState(empty: ReactNode): ReactNode {
  return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={empty} />;
}

type PagerProps = Pick<ListView<never>, 'page' | 'pageSize' | 'total' | 'onPageChange' | 'pageSizes' | 'onPageSizeChange'>;

/**
 * The pager's props for antd's Pagination: the page, and with `pageSizes` a size changer (antd's
 * own, its options worded by antd's locale; a new size goes to `onPageSizeChange`, which starts from
 * page 1). `sizeLabel` names the changer: antd's Chinese name for it, 页码, means the page number.
 * `sizeId` is the changer's id, one per pager (useId): left to antd, every changer of a test run has
 * the same id, which then names a dialog's title too (aria-labelledby finds the first).
 */
export function pagerProps({ page, pageSize, total, onPageChange, pageSizes, onPageSizeChange }: PagerProps, sizeLabel: string, sizeId?: string): PaginationProps {
  return {
    current: page,
    pageSize,
    total,
    // A plain choice, not a search box that opens a phone's keyboard.
    showSizeChanger: pageSizes && onPageSizeChange ? { 'aria-label': sizeLabel, showSearch: false, id: sizeId } : false,
    pageSizeOptions: pageSizes?.map(String),
    onChange: (next, size) => (size !== pageSize && onPageSizeChange ? onPageSizeChange(size) : onPageChange(next)),
  };
}

/** The pager under cards (a phone's list, a grid): the page, previous and next, the size, and the total. */
export function ListPager(props: PagerProps) {
  const intl = useIntl();
  const totalText = useTotalText();
  const itemRender = usePagerItemRender();
  const sizeId = useId();
  if (props.total <= 0) return null;
  return (
    <div className="rlist-pager">
      <Pagination simple {...pagerProps(props, intl.formatMessage({ id: 'list.pageSize' }), sizeId)} itemRender={itemRender} />
      <span className="rlist-muted">{totalText(props.total)}</span>
    </div>
  );
}

function ListCards<Row extends object>({ rows, rowKey, columns, loading, total, page, pageSize, onPageChange, pageSizes, onPageSizeChange, selection, empty, unpaged, testIds }: ResponsiveListProps<Row>) {
  const toggle = (row: Row, on: boolean) => {
    if (!selection) return;
    const key = rowKey(row);
    selection.onChange(on ? [...selection.keys.filter((k) => k !== key), key] : selection.keys.filter((k) => k !== key));
  };
  return (
    <Spin spinning={loading}>
      {rows.length === 0 ? (
        emptyState(empty)
      ) : (
        <div className="rlist-cards" data-testid={testIds?.cards}>
          {rows.map((row) => (
            <ListCard
              key={rowKey(row)}
              row={row}
              columns={columns}
              selection={selection}
              selected={selection?.keys.includes(rowKey(row)) ?? false}
              onToggle={(on) => toggle(row, on)}
              testId={testIds?.card}
            />
          ))}
        </div>
      )}
      {!unpaged && <ListPager page={page} pageSize={pageSize} total={total} onPageChange={onPageChange} pageSizes={pageSizes} onPageSizeChange={onPageSizeChange} />}
    </Spin>
  );
}

/** A column's content for `row`: its card render, else its table render, else its field. */
function cellOf<Row extends object>(column: ListColumn<Row>, row: Row, index: number): ReactNode {
  if (column.cardRender) return column.cardRender(row);
  const field = typeof column.dataIndex === 'string' || typeof column.dataIndex === 'number' ? column.dataIndex : undefined;
  const value: unknown = field === undefined ? undefined : (row as Record<string | number, unknown>)[field];
  if (column.render) return column.render(value, row, index) as ReactNode;
  return value === undefined || value === null ? null : String(value);
}

const isBlank = (node: ReactNode) => node === null || node === undefined || node === false || node === '';

interface ListCardProps<Row> {
  row: Row;
  columns: readonly ListColumn<Row>[];
  selection?: ListRowSelection<Row>;
  selected: boolean;
  onToggle: (on: boolean) => void;
  testId?: string;
}

function ListCard<Row extends object>({ row, columns, selection, selected, onToggle, testId }: ListCardProps<Row>) {
  const intl = useIntl();
  const slot = (c: ListColumn<Row>): CardSlot => c.card ?? (c.key === 'actions' ? 'actions' : 'row');
  const cells = (s: CardSlot) => columns.filter((c) => slot(c) === s).map((c) => ({ column: c, node: cellOf(c, row, 0) })).filter((x) => !isBlank(x.node));
  const selectable = selection !== undefined && (!selection.isSelectable || selection.isSelectable(row));
  const byClick = selectable && selection?.byRowClick === true;
  const actions = cells('actions');
  const className = ['rlist-card', byClick ? 'rlist-card-clickable' : '', selected ? 'rlist-card-selected' : ''].filter(Boolean).join(' ');

  // A card selected by a click anywhere is itself the checkbox (its box only shows the state).
  const asCheckbox = byClick
    ? {
        role: 'checkbox',
        'aria-checked': selected,
        tabIndex: 0,
        onClick: () => onToggle(!selected),
        onKeyDown: (e: KeyboardEvent) => {
          if (e.key === ' ' || e.key === 'Enter') {
            e.preventDefault();
            onToggle(!selected);
          }
        },
      }
    : {};

  return (
    <div className={className} data-testid={testId} {...asCheckbox}>
      <div className="rlist-card-head">
        <span className="rlist-card-title">
          {selectable &&
            (byClick ? (
              // Only shows the state: the card itself is the checkbox, so this one is inert (neither
              // focusable nor seen by screen readers).
              <span inert>
                <Checkbox checked={selected} tabIndex={-1} className="rlist-card-box rlist-card-box-passive" />
              </span>
            ) : (
              <Checkbox
                checked={selected}
                onChange={(e) => onToggle(e.target.checked)}
                className="rlist-card-box"
                aria-label={selection?.label?.(row) ?? intl.formatMessage({ id: 'list.select' })}
              />
            ))}
          {cells('title').map(({ column, node }) => (
            <span key={column.key}>{node}</span>
          ))}
        </span>
        {cells('extra').map(({ column, node }) => (
          <span key={column.key}>{node}</span>
        ))}
      </div>
      {cells('row').map(({ column, node }) => (
        <div className="rlist-card-row" key={column.key}>
          <span>{typeof column.title === 'function' ? null : column.title}</span>
          <span>{node}</span>
        </div>
      ))}
      {cells('note').map(({ column, node }) => (
        <div className="rlist-card-note" key={column.key}>
          {node}
        </div>
      ))}
      {actions.length > 0 && (
        <div className="rlist-card-actions">
          {actions.map(({ column, node }) => (
            <span key={column.key}>{node}</span>
          ))}
        </div>
      )}
    </div>
  );
}
