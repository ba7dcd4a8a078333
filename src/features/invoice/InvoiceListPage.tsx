/**
 * /invoice/list (SF_INVOICE_LIST), SPEC.md section 2 "Invoice list page" (REQUIREMENTS INV-LIST):
 * title '商户管理 - 发票列表', breadcrumb 商户管理 > 发票管理 > 发票列表; filters amount range,
 * application date range and state (all/1/2/3); search and batch withdraw; the table selects only
 * state 1 rows, sorts by sending order 'field direction', pages by 20 with the total shown; only
 * state 1 rows offer withdraw (with SF_INVOICE_MAKE_OUT, which the server requires), whose success
 * shows the server's err_msg and refreshes the list 500 ms later; issued invoices download as
 * invoice_no plus the file's extension. On a phone the rows are cards.
 */
import { DownloadOutlined, FileAddOutlined, RollbackOutlined, SearchOutlined } from '@ant-design/icons';
import { App, Button, Card, Checkbox, DatePicker, Empty, Pagination, Select, Spin, Table, Typography } from 'antd';
import type { TableProps } from 'antd';
import type { SortOrder } from 'antd/es/table/interface';
import type { Dayjs } from 'dayjs';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { ApiFailure } from '../../api/client';
import { backInvoice, downloadInvoice, getLists } from '../../api/invoice';
import { confirmDialog } from '../../app/feedback';
import { INVOICE_PAGE_SIZE, INVOICE_WITHDRAW_REFRESH_MS } from '../../common/constants';
import {
  DEFAULT_INVOICE_ORDER,
  INVOICE_STATE_ISSUED,
  INVOICE_STATES,
  INVOICE_STATE_NAME,
  isWithdrawable,
  parseInvoiceOrder,
  type InvoiceListParam,
  type InvoiceOrderField,
  type InvoiceRow,
} from '../../common/invoice';
import type { MessageId } from '../../locales/zh-CN';
import { SearchBar } from '../../components/SearchBar';
import { useIsPhone } from '../../shell/useViewport';
import { amountBounds, AmountRange, InvoicePageHeading, InvoiceStateTag, Money, useInvoiceRights, type AmountRangeValue } from './shared';

interface Query {
  page: number;
  order: string;
  amount: AmountRangeValue;
  dates: [Dayjs | null, Dayjs | null] | null;
  /** 0 = all. */
  state: number;
}

/** The day of a 'YYYY-MM-DD HH:mm:ss' reply date (the full time on hover), or '—'. */
function ShortTime({ value }: { value: string }) {
  if (!value) return <span className="inv-muted">—</span>;
  return (
    <span className="inv-nowrap" title={value}>
      {value.slice(0, 10)}
    </span>
  );
}

const FIRST_QUERY: Query = { page: 1, order: DEFAULT_INVOICE_ORDER, amount: {}, dates: null, state: 0 };

/** The `param` of Invoice-getLists for a query [API-INV-11]. */
export function listParam(q: Query): InvoiceListParam {
  const param: InvoiceListParam = { curr_page: q.page, page_count: INVOICE_PAGE_SIZE, order: q.order, invoice_state: q.state, ...amountBounds(q.amount) };
  if (q.dates?.[0]) param.create_date_min = q.dates[0].format('YYYY-MM-DD');
  if (q.dates?.[1]) param.create_date_max = q.dates[1].format('YYYY-MM-DD');
  return param;
}

const sortOrderOf = (order: string, field: InvoiceOrderField): SortOrder => {
  const parsed = parseInvoiceOrder(order);
  if (!parsed || parsed.field !== field) return null;
  return parsed.direction === 'asc' ? 'ascend' : 'descend';
};

export default function InvoiceListPage() {
  const intl = useIntl();
  const { message } = App.useApp();
  const rights = useInvoiceRights();
  const isPhone = useIsPhone();
  const t = useCallback((id: MessageId, values?: Record<string, string | number>) => intl.formatMessage({ id }, values), [intl]);

  // The filter inputs (applied by search) and the query the list shows.
  const [amount, setAmount] = useState<AmountRangeValue>({});
  const [dates, setDates] = useState<Query['dates']>(null);
  const [state, setState] = useState(0);
  const [query, setQuery] = useState<Query>(FIRST_QUERY);

  // The reply of the query shown; a newer query means loading. The selection belongs to one query,
  // so any reload clears it.
  const [result, setResult] = useState<{ query: Query; rows: InvoiceRow[]; total: number } | null>(null);
  const [selection, setSelection] = useState<{ query: Query; ids: number[] }>({ query: FIRST_QUERY, ids: [] });
  const [withdrawing, setWithdrawing] = useState(false);
  const [downloading, setDownloading] = useState<string | null>(null);
  const refreshTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const loading = result?.query !== query;
  const rows = result?.rows ?? [];
  const total = result?.total ?? 0;
  const selected = selection.query === query ? selection.ids : [];
  const setSelected = useCallback((next: number[] | ((ids: number[]) => number[])) => {
    setSelection((s) => {
      const current = s.query === query ? s.ids : [];
      return { query, ids: typeof next === 'function' ? next(current) : next };
    });
  }, [query]);

  useEffect(() => {
    let current = true;
    getLists(listParam(query)).then(
      (reply) => current && setResult({ query, rows: reply.data, total: reply.count }),
      () => current && setResult({ query, rows: [], total: 0 }),
    );
    return () => {
      current = false;
    };
  }, [query]);

  useEffect(() => () => clearTimeout(refreshTimer.current), []);

  const search = () => setQuery((q) => ({ ...q, page: 1, amount, dates, state }));

  /** [INV-LIST-16..19] Withdraw, show the server's err_msg, refresh after 500 ms. */
  const withdraw = async (ids: number[], confirmText: string) => {
    if (withdrawing) return;
    if (!rights.makeOut) {
      message.warning(t('server.noRight'));
      return;
    }
    if (ids.length === 0) {
      message.warning(t('invoice.withdraw.none'));
      return;
    }
    if (!(await confirmDialog({ title: confirmText }))) return;
    setWithdrawing(true);
    try {
      const reply = await backInvoice(ids);
      message.success(reply.err_msg || t('invoice.withdraw.done'));
      clearTimeout(refreshTimer.current);
      refreshTimer.current = setTimeout(() => setQuery((q) => ({ ...q })), INVOICE_WITHDRAW_REFRESH_MS);
    } catch {
      /* the request layer has shown the server's message */
    } finally {
      setWithdrawing(false);
    }
  };

  const download = async (row: InvoiceRow) => {
    setDownloading(row.invoice_no);
    try {
      await downloadInvoice(row);
    } catch (e) {
      message.error(e instanceof ApiFailure ? `${e.code}: ${e.message}` : t('error.system.content'));
    } finally {
      setDownloading(null);
    }
  };

  const withdrawButton = (row: InvoiceRow) =>
    rights.makeOut && isWithdrawable(row.invoice_state) ? (
      <Button
        size="small"
        type="link"
        danger
        icon={<RollbackOutlined />}
        disabled={withdrawing}
        onClick={() => void withdraw([row.invoice_id], t('invoice.list.withdrawOneConfirm'))}
      >
        {t('invoice.list.withdraw')}
      </Button>
    ) : null;

  const downloadButton = (row: InvoiceRow) =>
    row.invoice_state === INVOICE_STATE_ISSUED && row.invoice_file ? (
      <Button
        size="small"
        type="link"
        icon={<DownloadOutlined />}
        loading={downloading === row.invoice_no}
        onClick={() => void download(row)}
        aria-label={`${t('invoice.list.download')} ${row.invoice_no}`}
      >
        {t('invoice.list.download')}
      </Button>
    ) : null;

  const sortable = (field: InvoiceOrderField) => ({ sorter: true, sortOrder: sortOrderOf(query.order, field), sortDirections: ['descend', 'ascend'] as SortOrder[] });

  const columns: TableProps<InvoiceRow>['columns'] = [
    {
      key: 'invoice_no',
      title: t('invoice.list.invoiceNo'),
      dataIndex: 'invoice_no',
      width: 200,
      // The few comments sit under the number rather than in a column of their own.
      render: (no: string, row) => (
        <div className="inv-no-cell">
          {no ? <span className="inv-nowrap">{no}</span> : <span className="inv-muted">{t('invoice.list.pendingNo')}</span>}
          {row.comments && (
            <Typography.Text type="secondary" ellipsis={{ tooltip: row.comments }} className="inv-comment">
              {t('invoice.list.comments')}：{row.comments}
            </Typography.Text>
          )}
        </div>
      ),
    },
    { key: 'amount', dataIndex: 'amount', title: t('invoice.list.amount'), align: 'right', width: 124, render: (v: string) => <Money value={v} />, ...sortable('amount') },
    { key: 'item_count', dataIndex: 'item_count', title: t('invoice.list.items'), align: 'center', width: 76 },
    { key: 'create_date', dataIndex: 'create_date', title: t('invoice.list.createDate'), width: 132, render: (v: string) => <ShortTime value={v} />, ...sortable('create_date') },
    {
      key: 'invoice_state',
      dataIndex: 'invoice_state',
      title: t('invoice.list.state'),
      width: 104,
      render: (s: InvoiceRow['invoice_state']) => <InvoiceStateTag state={s} />,
      ...sortable('invoice_state'),
    },
    { key: 'issue_date', dataIndex: 'issue_date', title: t('invoice.list.issueDate'), width: 132, render: (v: string) => <ShortTime value={v} />, ...sortable('issue_date') },
    {
      key: 'actions',
      title: t('invoice.list.actions'),
      fixed: 'right',
      width: 120,
      render: (_: unknown, row) => (
        <span style={{ whiteSpace: 'nowrap' }}>
          {withdrawButton(row)}
          {downloadButton(row)}
        </span>
      ),
    },
  ];

  const onTableChange: TableProps<InvoiceRow>['onChange'] = (pagination, _filters, sorter, extra) => {
    if (extra.action === 'sort') {
      const s = Array.isArray(sorter) ? sorter[0] : sorter;
      const order = s?.order && s.columnKey ? `${String(s.columnKey)} ${s.order === 'ascend' ? 'asc' : 'desc'}` : DEFAULT_INVOICE_ORDER;
      setQuery((q) => ({ ...q, order, page: 1 }));
    } else if (extra.action === 'paginate') {
      setQuery((q) => ({ ...q, page: pagination.current ?? 1 }));
    }
  };

  const showTotal = (n: number) => t('invoice.list.total', { total: n });

  const toggleCard = (row: InvoiceRow, checked: boolean) => setSelected((s) => (checked ? [...s, row.invoice_id] : s.filter((id) => id !== row.invoice_id)));

  const cards = (
    <Spin spinning={loading}>
      {rows.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />
      ) : (
        <div className="inv-cards" data-testid="invoice-cards">
          {rows.map((row) => {
            const selectable = rights.makeOut && isWithdrawable(row.invoice_state);
            const isSelected = selected.includes(row.invoice_id);
            return (
              <div key={row.invoice_id} className={`inv-item-card inv-item-card-static${isSelected ? ' inv-item-card-selected' : ''}`} data-testid="invoice-card">
                <div className="inv-card-head">
                  <span className="inv-card-title">
                    {selectable && (
                      <Checkbox
                        checked={isSelected}
                        onChange={(e) => toggleCard(row, e.target.checked)}
                        style={{ marginInlineEnd: 8 }}
                        aria-label={`${t('invoice.list.batchWithdraw')} ${row.invoice_id}`}
                      />
                    )}
                    {row.invoice_no || <span className="inv-muted">{t('invoice.list.pendingNo')}</span>}
                  </span>
                  <InvoiceStateTag state={row.invoice_state} />
                </div>
                <div className="inv-card-row">
                  <span>{t('invoice.list.amount')}</span>
                  <Money value={row.amount} strong />
                </div>
                <div className="inv-card-row">
                  <span>{t('invoice.list.createDate')}</span>
                  <span>{row.create_date}</span>
                </div>
                {row.issue_date && (
                  <div className="inv-card-row">
                    <span>{t('invoice.list.issueDate')}</span>
                    <span>{row.issue_date}</span>
                  </div>
                )}
                <div className="inv-card-row">
                  <span>{t('invoice.list.items')}</span>
                  <span>{row.item_count}</span>
                </div>
                {row.comments && (
                  <div className="inv-card-row">
                    <span>{t('invoice.list.comments')}</span>
                    <span>{row.comments}</span>
                  </div>
                )}
                {(withdrawButton(row) || downloadButton(row)) && (
                  <div className="inv-card-actions">
                    {withdrawButton(row)}
                    {downloadButton(row)}
                  </div>
                )}
              </div>
            );
          })}
        </div>
      )}
      {total > 0 && (
        <div className="inv-pager">
          <Pagination
            simple
            current={query.page}
            pageSize={INVOICE_PAGE_SIZE}
            total={total}
            showSizeChanger={false}
            onChange={(page) => setQuery((q) => ({ ...q, page }))}
          />
        </div>
      )}
      {total > 0 && <div className="inv-pager inv-muted">{showTotal(total)}</div>}
    </Spin>
  );

  return (
    <div className="inv-page">
      <InvoicePageHeading
        title="invoice.list.title"
        page="invoice.list.heading"
        extra={
          rights.makeOut ? (
            <Link to="/invoice/request">
              <Button type="primary" icon={<FileAddOutlined />}>
                {t('invoice.list.request')}
              </Button>
            </Link>
          ) : null
        }
      />
      <Card className="inv-card" size={isPhone ? 'small' : 'medium'}>
        <SearchBar
          onSubmit={search}
          defaultExpanded={!isPhone}
          fields={[
            { key: 'amount', label: t('invoice.list.amount'), htmlFor: 'inv-list-amount-min', node: <AmountRange value={amount} onChange={setAmount} idPrefix="inv-list-amount" /> },
            {
              key: 'state',
              label: t('invoice.list.state'),
              htmlFor: 'inv-list-state',
              node: (
                <Select
                  id="inv-list-state"
                  style={{ minWidth: 120 }}
                  value={state}
                  onChange={setState}
                  options={[{ value: 0, label: t('invoice.list.stateAll') }, ...INVOICE_STATES.map((s) => ({ value: s, label: t(INVOICE_STATE_NAME[s]) }))]}
                />
              ),
            },
          ]}
          more={[
            {
              key: 'dates',
              label: t('invoice.list.createDate'),
              htmlFor: 'inv-list-dates',
              node: (
                <DatePicker.RangePicker
                  id={{ start: 'inv-list-dates' }}
                  value={dates}
                  onChange={(v) => setDates(v as Query['dates'])}
                  placeholder={[t('invoice.list.dateStart'), t('invoice.list.dateEnd')]}
                  allowEmpty={[true, true]}
                  inputReadOnly={isPhone}
                />
              ),
            },
          ]}
          actions={
            <>
              <Button type="primary" icon={<SearchOutlined />} onClick={search} loading={loading}>
                {t('invoice.search')}
              </Button>
              {rights.makeOut && (
                <Button
                  danger
                  icon={<RollbackOutlined />}
                  disabled={selected.length === 0 || withdrawing}
                  onClick={() => void withdraw(selected, t('invoice.list.withdrawConfirm', { count: selected.length }))}
                >
                  {t('invoice.list.batchWithdraw')}
                  {selected.length > 0 ? ` (${selected.length})` : ''}
                </Button>
              )}
            </>
          }
        />
      </Card>
      <Card className="inv-card" size={isPhone ? 'small' : 'medium'} styles={isPhone ? { body: { padding: 8, background: '#f7f8fb' } } : undefined}>
        {isPhone ? (
          cards
        ) : (
          <Table<InvoiceRow>
            rowKey="invoice_id"
            size="middle"
            loading={loading}
            columns={columns}
            dataSource={rows}
            scroll={{ x: 940 }}
            onChange={onTableChange}
            locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} /> }}
            rowSelection={
              rights.makeOut
                ? {
                    selectedRowKeys: selected,
                    onChange: (keys) => setSelected(keys.map(Number)),
                    getCheckboxProps: (row) => ({ disabled: !isWithdrawable(row.invoice_state), name: String(row.invoice_id) }),
                  }
                : undefined
            }
            pagination={{ current: query.page, pageSize: INVOICE_PAGE_SIZE, total, showSizeChanger: false, showTotal }}
          />
        )}
        {!isPhone && selected.length > 0 && (
          <Typography.Text type="secondary">{t('invoice.list.selected', { count: selected.length })}</Typography.Text>
        )}
      </Card>
    </div>
  );
}
