/**
 * The table of a ResponsiveList (from 680 px), a chunk of its own: antd's Table loads only where it
 * shows (ResponsiveList.tsx).
 */
import { Table } from 'antd';
import type { TableColumnType, TableProps } from 'antd';
import type { SortOrder } from 'antd/es/table/interface';
import { useEffect, useId, useRef, useState, type RefObject } from 'react';
import { useIntl } from 'react-intl';
import { useIsTablet } from '../useViewport';
import { fitColumns } from './columnWidth';
import { DEFAULT_COLUMN_WIDTH, emptyState, pagerProps, SELECTION_COLUMN_WIDTH, tableWidthOf, usePagerItemRender, useTotalText, type ResponsiveListProps } from './ResponsiveList';

/** The width in px of the element `ref` holds, following its resizes (undefined before it is laid out). */
function useWidth(): [RefObject<HTMLDivElement | null>, number | undefined] {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState<number>();
  useEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    setWidth(element.clientWidth || undefined);
    const observer = new ResizeObserver(() => setWidth(element.clientWidth || undefined));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width];
}

const sortOrderOf = (order: string | undefined, field: string): SortOrder => {
  const [f, direction] = (order ?? '').split(' ');
  if (f !== field) return null;
  return direction === 'asc' ? 'ascend' : 'descend';
};

export default function ListTable<Row extends object>({ rows, rowKey, columns, loading, total, page, pageSize, onPageChange, pageSizes, onPageSizeChange, order, onOrderChange, selection, empty, unpaged, density }: ResponsiveListProps<Row>) {
  const intl = useIntl();
  const isTablet = useIsTablet();
  const totalText = useTotalText();
  const itemRender = usePagerItemRender();
  const sizeId = useId();

  const [wrapper, available] = useWidth();
  const shown = fitColumns(columns, available, (c) => tableWidthOf(c, selection !== undefined));
  const tableColumns: TableColumnType<Row>[] = shown.map(({ sortField, optional: _optional, card: _card, cardRender: _cardRender, width, ellipsis, ...column }) => ({
    ...column,
    width: width ?? DEFAULT_COLUMN_WIDTH,
    // Text cut at the column's width, the whole of it in the title; a fixed column (the actions) is
    // given the width its content needs instead.
    ellipsis: ellipsis ?? (column.fixed ? false : { showTitle: true }),
    ...(sortField ? { sorter: true, sortOrder: sortOrderOf(order, sortField), sortDirections: ['descend', 'ascend'] as SortOrder[] } : {}),
  }));

  const onChange: TableProps<Row>['onChange'] = (_pagination, _filters, sorter, extra) => {
    if (extra.action !== 'sort' || !onOrderChange) return;
    const s = Array.isArray(sorter) ? sorter[0] : sorter;
    const field = columns.find((c) => c.key === s?.columnKey)?.sortField;
    onOrderChange(s?.order && field ? `${field} ${s.order === 'ascend' ? 'asc' : 'desc'}` : null);
  };

  const toggle = (row: Row) => {
    if (!selection || (selection.isSelectable && !selection.isSelectable(row))) return;
    const key = rowKey(row);
    selection.onChange(selection.keys.includes(key) ? selection.keys.filter((k) => k !== key) : [...selection.keys, key]);
  };

  return (
    <div ref={wrapper}>
    <Table<Row>
      className="rlist-table"
      rowKey={rowKey}
      size={density ?? (isTablet ? 'small' : 'middle')}
      loading={loading}
      columns={tableColumns}
      dataSource={rows as Row[]}
      // The columns' widths are kept as given (content never widens one over its neighbour), and the
      // table is their sum wide: it scrolls sideways where they do not fit.
      tableLayout="fixed"
      scroll={{ x: tableWidthOf(shown, selection !== undefined) }}
      onChange={onChange}
      locale={{ emptyText: emptyState(empty) }}
      rowSelection={
        selection && {
          selectedRowKeys: [...selection.keys],
          columnWidth: SELECTION_COLUMN_WIDTH,
          onChange: (keys) => selection.onChange(keys),
          // Named in the UI's language (antd's own names are English: 'Select all', 'Select row 3').
          getTitleCheckboxProps: () => ({ 'aria-label': intl.formatMessage({ id: 'list.selectAll' }) }),
          getCheckboxProps: (row) => ({
            disabled: selection.isSelectable ? !selection.isSelectable(row) : false,
            name: String(rowKey(row)),
            'aria-label': selection.label?.(row) ?? intl.formatMessage({ id: 'list.select' }),
          }),
        }
      }
      onRow={
        selection?.byRowClick
          ? (row) => ({
              className: 'rlist-row-clickable',
              // The checkbox cell selects by itself.
              onClick: (e) => {
                if (!(e.target as HTMLElement).closest('.ant-table-selection-column')) toggle(row);
              },
            })
          : undefined
      }
      pagination={unpaged ? false : { ...pagerProps({ page, pageSize, total, onPageChange, pageSizes, onPageSizeChange }, intl.formatMessage({ id: 'list.pageSize' }), sizeId), showTotal: totalText, itemRender }}
    />
    </div>
  );
}
