/**
 * The responsive list: a table from 680 px, as wide as its columns' widths and scrolling sideways
 * where they do not fit (so a fixed column never covers another), cards below.
 */
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Key } from 'react';
import { renderApp } from '../../../tests/helpers/renderApp';
import { setViewportWidth } from '../../../tests/helpers/viewport';
import { ResponsiveList, type ListColumn, type ResponsiveListProps } from './ResponsiveList';

interface Item {
  id: number;
  name: string;
  amount: string;
  state: 1 | 2;
}

const ITEMS: Item[] = [
  { id: 1, name: '甲', amount: '10.00', state: 1 },
  { id: 2, name: '乙', amount: '20.00', state: 2 },
];

const COLUMNS: ListColumn<Item>[] = [
  { key: 'name', dataIndex: 'name', title: '名称', width: 200, card: 'title' },
  { key: 'amount', dataIndex: 'amount', title: '金额', width: 120, sortField: 'amount' },
  { key: 'state', dataIndex: 'state', title: '状态', width: 100, card: 'extra' },
  { key: 'actions', title: '操作', width: 120, fixed: 'right', render: (_: unknown, item) => <button type="button">处理 {item.id}</button> },
];

function renderList(props: Partial<ResponsiveListProps<Item>> = {}) {
  const onPageChange = jest.fn();
  const onOrderChange = jest.fn();
  const onSelect = jest.fn<void, [Key[]]>();
  renderApp(
    <ResponsiveList<Item>
      rows={ITEMS}
      rowKey={(item) => item.id}
      columns={COLUMNS}
      loading={false}
      total={42}
      page={1}
      pageSize={20}
      onPageChange={onPageChange}
      order="amount asc"
      onOrderChange={onOrderChange}
      selection={{ keys: [], onChange: onSelect, isSelectable: (item) => item.state === 1, label: (item) => `选择 ${item.id}` }}
      testIds={{ cards: 'cards', card: 'card' }}
      {...props}
    />,
    { boot: false },
  );
  return { onPageChange, onOrderChange, onSelect };
}

const fixedCells = () => document.querySelectorAll('.ant-table-cell-fix-right, .ant-table-cell-fix-start, .ant-table-cell-fix-end, .ant-table-cell-fix-left');

describe('responsive list', () => {
  it('[SHELL-30] is a table from 680 px', async () => {
    setViewportWidth(680);
    renderList();
    // The table's code loads where it shows (ResponsiveList.tsx).
    await waitFor(() => expect(document.querySelector('.ant-table')).not.toBeNull());
    expect(screen.queryByTestId('cards')).toBeNull();
  });

  it('[SHELL-30] is cards under 680 px', () => {
    setViewportWidth(679);
    renderList();
    expect(document.querySelector('.ant-table')).toBeNull();
    expect(screen.getAllByTestId('card')).toHaveLength(2);
  });

  it.each([800, 1024, 1280])('[SHELL-30] at %i px the table is as wide as its columns, each keeping its width, and scrolls sideways where they do not fit', (width) => {
    setViewportWidth(width);
    renderList();
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['', '名称', '金额', '状态', '操作']);
    const table = document.querySelector<HTMLTableElement>('.ant-table-content table')!;
    // 48 (selection) + 200 + 120 + 100 + 120: never narrower, so no column is squeezed under the fixed one.
    expect(table.style.width).toBe('588px');
    expect(table.style.minWidth).toBe('100%');
    expect(table.style.tableLayout).toBe('fixed');
    expect([...table.querySelectorAll('colgroup col')].map((c) => (c as HTMLElement).style.width)).toEqual(['48px', '200px', '120px', '100px', '120px']);
    // The actions stay in view, fixed at the right end.
    expect(screen.getByRole('columnheader', { name: '操作' })).toHaveClass('ant-table-cell-fix-end');
  });

  it('[SHELL-30] cuts long text at its column with an ellipsis and the whole text as its title; gives a column without a width 160 px', () => {
    setViewportWidth(1024);
    const long = '一段很长很长的名称，在两百像素的列里放不下，需要省略号';
    renderApp(
      <ResponsiveList<Item>
        rows={[{ id: 1, name: long, amount: '1.00', state: 1 }]}
        rowKey={(item) => item.id}
        columns={[{ key: 'name', dataIndex: 'name', title: '名称' }, ...COLUMNS.slice(1)]}
        loading={false}
        total={1}
        page={1}
        pageSize={20}
        onPageChange={jest.fn()}
      />,
      { boot: false },
    );
    const cell = screen.getByText(long).closest('td')!;
    expect(cell).toHaveClass('ant-table-cell-ellipsis');
    expect(screen.getByTitle(long)).toBeInTheDocument();
    // No selection column: 160 + 120 + 100 + 120.
    expect(document.querySelector<HTMLTableElement>('.ant-table-content table')!.style.width).toBe('500px');
    // The fixed actions are never cut.
    expect(screen.getByRole('button', { name: '处理 1' }).closest('td')).not.toHaveClass('ant-table-cell-ellipsis');
  });

  it('[SHELL-30] keeps a fixed column on a desktop wide enough for all columns', () => {
    setViewportWidth(1280);
    renderList();
    expect(fixedCells().length).toBeGreaterThan(0);
  });

  it('sends the sort as "field direction" and pages', () => {
    setViewportWidth(1280);
    const { onOrderChange, onPageChange } = renderList({ order: 'name asc' });
    fireEvent.click(screen.getByRole('columnheader', { name: /金额/ }));
    expect(onOrderChange).toHaveBeenCalledWith('amount desc');
    fireEvent.click(screen.getByRole('listitem', { name: '3' }));
    expect(onPageChange).toHaveBeenCalledWith(3);
    expect(screen.getByText('共 42 条')).toBeInTheDocument();
  });

  it('on cards offers the box only on selectable rows, shows the total and pages', () => {
    setViewportWidth(375);
    const { onSelect } = renderList();
    const [first, second] = screen.getAllByTestId('card');
    expect(within(second).queryByRole('checkbox')).toBeNull();
    fireEvent.click(within(first).getByRole('checkbox', { name: '选择 1' }));
    expect(onSelect).toHaveBeenCalledWith([1]);
    expect(within(first).getByText('金额')).toBeInTheDocument();
    expect(within(first).getByRole('button', { name: '处理 1' })).toBeInTheDocument();
    expect(screen.getByText('共 42 条')).toBeInTheDocument();
  });

  it('a short fixed list (unpaged) shows every row with no pager or total, as a table and as cards', async () => {
    setViewportWidth(1280);
    renderList({ unpaged: true, total: 2 });
    await waitFor(() => expect(document.querySelector('.ant-table')).not.toBeNull());
    expect(document.querySelector('.ant-pagination')).toBeNull();
    expect(screen.queryByText('共 2 条')).toBeNull();
    cleanup();
    setViewportWidth(375);
    renderList({ unpaged: true, total: 2 });
    expect(screen.getAllByTestId('card')).toHaveLength(2);
    expect(screen.queryByText('共 2 条')).toBeNull();
  });

  it('makes a whole card the checkbox when a click on the row selects it', () => {
    setViewportWidth(375);
    const onChange = jest.fn();
    renderList({ selection: { keys: [1], onChange, byRowClick: true } });
    const [first, second] = screen.getAllByTestId('card');
    expect(first).toHaveAttribute('role', 'checkbox');
    expect(first).toHaveAttribute('aria-checked', 'true');
    fireEvent.click(first);
    expect(onChange).toHaveBeenLastCalledWith([]);
    fireEvent.keyDown(second, { key: ' ' });
    expect(onChange).toHaveBeenLastCalledWith([1, 2]);
  });

  it('says so when there is nothing to show', () => {
    setViewportWidth(1280);
    renderList({ rows: [], total: 0, empty: '暂无数据了' });
    expect(screen.getByText('暂无数据了')).toBeInTheDocument();
  });
});
