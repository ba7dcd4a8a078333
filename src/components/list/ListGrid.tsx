/**
 * A paged query's rows as a grid of cards (template galleries and the like), with the kit's loading
 * state, empty state and pager: `<ListGrid {...list.view} renderItem={(row) => <Card ... />} />`.
 * Columns follow the room there is: one on a phone, as many as fit `minItemWidth` beside each other
 * on wider screens, never clipped.
 */
import { Spin } from 'antd';
import type { CSSProperties, ReactNode } from 'react';
import { emptyState, ListPager, type ListView } from './ResponsiveList';
import './ResponsiveList.css';

export interface ListGridProps<Row> extends ListView<Row> {
  renderItem: (row: Row) => ReactNode;
  /** The least width of a card in px (default 220). */
  minItemWidth?: number;
  /** What an empty list says; null: the page shows its own. */
  empty?: ReactNode;
  testId?: string;
}

export function ListGrid<Row>({ rows, rowKey, loading, total, page, pageSize, onPageChange, pageSizes, onPageSizeChange, renderItem, minItemWidth = 220, empty, testId }: ListGridProps<Row>) {
  const style = { '--rlist-grid-min': `${minItemWidth}px` } as CSSProperties;
  return (
    <Spin spinning={loading}>
      {rows.length === 0 ? (
        empty !== null && emptyState(empty)
      ) : (
        <ul className="rlist-grid" style={style} data-testid={testId}>
          {rows.map((row) => (
            <li key={rowKey(row)} className="rlist-grid-item">
              {renderItem(row)}
            </li>
          ))}
        </ul>
      )}
      <ListPager page={page} pageSize={pageSize} total={total} onPageChange={onPageChange} pageSizes={pageSizes} onPageSizeChange={onPageSizeChange} />
    </Spin>
  );
}
