/**
 * The list kit driven by one column declaration (src/common/listColumns.ts): the table's columns and
 * the phone's cards come from it, an export writes its columns with days and times as real dates, and
 * a batch bar shows while rows are selected.
 */
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import ExcelJS from 'exceljs';
import { useState, type Key } from 'react';
import { renderApp } from '../../../tests/helpers/renderApp';
import { setViewportWidth } from '../../../tests/helpers/viewport';
import { declareColumns, sheetDate } from '../../common/listColumns';
import { enUS } from '../../locales/en-US';
import type { MessageId } from '../../locales/zh-CN';
import { BatchBar } from './BatchBar';
import { useDeclaredColumns } from './declare';
import { xlsxOf } from './exportXlsx';
import { ResponsiveList } from './ResponsiveList';

interface Entry {
  id: number;
  login_name: string;
  nick_name: string;
  oper_date: string;
  amount: string;
  operation_type: number;
}

const ROWS: Entry[] = [
  { id: 1, login_name: 'demo_sales', nick_name: '小王', oper_date: '2026-11-24 09:30:05', amount: '1234.50', operation_type: 2 },
  { id: 2, login_name: 'zhou_sales', nick_name: '', oper_date: '2026-11-23 18:00:00', amount: '20', operation_type: 3 },
];

const COLUMNS = declareColumns<Entry, MessageId>([
  { key: 'who', field: 'login_name', title: 'logs.col.operator', kind: 'person', nickField: 'nick_name', width: 150, card: 'title' },
  { key: 'oper_date', field: 'oper_date', title: 'logs.col.time', kind: 'datetime', width: 176, sortField: 'oper_date', card: 'extra' },
  { key: 'amount', field: 'amount', title: 'invoice.list.amount', kind: 'money', width: 140 },
  { key: 'type', field: 'operation_type', title: 'logs.col.action', kind: 'state', states: { 2: 'logs.pd.type.2', 3: 'logs.pd.type.3' }, width: 96 },
]);

function DeclaredList({ selectable = false }: { selectable?: boolean }) {
  const columns = useDeclaredColumns(COLUMNS);
  const [keys, setKeys] = useState<Key[]>([]);
  return (
    <>
      <BatchBar count={keys.length} onClear={() => setKeys([])}>
        <button type="button">批量删除</button>
      </BatchBar>
      <ResponsiveList<Entry>
        rows={ROWS}
        rowKey={(r) => r.id}
        columns={columns}
        loading={false}
        total={2}
        page={1}
        pageSize={20}
        onPageChange={() => undefined}
        selection={selectable ? { keys, onChange: setKeys, label: (r) => `选择 ${r.id}` } : undefined}
        testIds={{ cards: 'cards', card: 'card' }}
      />
    </>
  );
}

afterEach(cleanup);

describe('one declaration per column', () => {
  it('[LOGS-08] [SHELL-30] on a desktop the table has the declared columns in order, titled in the UI language, each rendered by its kind', async () => {
    setViewportWidth(1280);
    renderApp(<DeclaredList />, { boot: false });
    await waitFor(() => expect(document.querySelector('.ant-table')).not.toBeNull());
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['操作人', '操作时间', '发票金额', '操作']);
    const first = screen.getAllByRole('row')[1];
    expect(within(first).getByText('demo_sales')).toBeInTheDocument();
    expect(within(first).getByText('（小王）')).toBeInTheDocument();
    expect(within(first).getByText('2026-11-24 09:30:05')).toBeInTheDocument();
    expect(within(first).getByTestId('money')).toHaveTextContent('¥1,234.50');
    expect(within(first).getByText('开料')).toBeInTheDocument();
    // The declared width is the column's least width: the table is their sum wide.
    expect(document.querySelector<HTMLTableElement>('.ant-table-content table')!.style.width).toBe(`${150 + 176 + 140 + 96}px`);
  });

  it('[LOGS-09] [SHELL-30] on a phone the same declaration makes the cards: the title and extra at the head, the others as labelled lines', () => {
    setViewportWidth(375);
    renderApp(<DeclaredList />, { boot: false });
    const cards = screen.getAllByTestId('card');
    expect(cards).toHaveLength(2);
    const head = cards[0].querySelector('.rlist-card-head')!;
    expect(head).toHaveTextContent('demo_sales（小王）');
    expect(head).toHaveTextContent('2026-11-24 09:30:05');
    const lines = [...cards[0].querySelectorAll('.rlist-card-row')].map((line) => line.textContent);
    expect(lines).toEqual(['发票金额¥1,234.50', '操作开料']);
  });

  it('[INV-LIST-07] [INV-LIST-08] a batch bar with the count and the batch actions shows above the list only while rows are selected, and clears them', async () => {
    setViewportWidth(1280);
    renderApp(<DeclaredList selectable />, { boot: false });
    await waitFor(() => expect(document.querySelector('.ant-table')).not.toBeNull());
    expect(screen.queryByText('批量删除')).toBeNull();
    fireEvent.click(screen.getByRole('checkbox', { name: '选择 1' }));
    fireEvent.click(screen.getByRole('checkbox', { name: '选择 2' }));
    const bar = screen.getByRole('region', { name: '已选 2 项' });
    expect(within(bar).getByRole('button', { name: '批量删除' })).toBeInTheDocument();
    fireEvent.click(within(bar).getByRole('button', { name: '取消选择' }));
    expect(screen.queryByRole('region', { name: /已选/ })).toBeNull();
    expect(screen.getByRole('checkbox', { name: '选择 1' })).not.toBeChecked();
  });
});

describe('export to .xlsx from the declaration', () => {
  it('[LOGS-08] writes the declared columns headed in the language asked for, times as real dates with a date format, amounts as numbers, states by name', async () => {
    const bytes = await xlsxOf(COLUMNS, ROWS, 'en-US', (id) => enUS[id], 'Logs');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(bytes.buffer as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    expect(sheet.name).toBe('Logs');
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(['By', 'Time', 'Invoice amount', 'Action']);
    const time = sheet.getRow(2).getCell(2);
    expect(time.value).toBeInstanceOf(Date);
    // The clock time of the list, whatever the zone the file is opened in.
    expect((time.value as Date).toISOString()).toBe('2026-11-24T09:30:05.000Z');
    expect(time.numFmt).toBe('yyyy-mm-dd hh:mm:ss');
    expect(sheet.getRow(2).getCell(1).value).toBe('demo_sales（小王）');
    expect(sheet.getRow(2).getCell(3).value).toBe(1234.5);
    expect(sheet.getRow(2).getCell(4).value).toBe('Cut');
    expect(sheet.getRow(3).getCell(1).value).toBe('zhou_sales');
    expect(sheet.rowCount).toBe(3);
  });

  it('[LOGS-08] reads only real days as dates', () => {
    expect(sheetDate('2026-02-30')).toBeNull();
    expect(sheetDate('—')).toBeNull();
    expect(sheetDate('2026-02-28')?.toISOString()).toBe('2026-02-28T00:00:00.000Z');
  });
});
