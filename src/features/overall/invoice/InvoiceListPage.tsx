/**
 * /invoice/list (SF_INVOICE_LIST), SPEC.md section 2 "Invoice list page" (REQUIREMENTS INV-LIST):
 * title '商户管理 - 发票列表', breadcrumb 商户管理 > 发票管理 > 发票列表; filters amount range,
 * application date range and state (all/1/2/3); search and batch withdraw; the table selects only
 * state 1 rows, sorts by sending order 'field direction', pages by 20 with the total shown; only
 * state 1 rows offer withdraw (with SF_INVOICE_MAKE_OUT, which the server requires), whose success
 * shows the server's err_msg and refreshes the list 500 ms later; issued invoices download as
 * invoice_no plus the file's extension. On a phone the rows are cards. The query lives in the URL;
 * the filters reset to their defaults, and a list that filters found empty says to widen them.
 */
import { DownloadOutlined, FileAddOutlined, RollbackOutlined } from '@ant-design/icons';
import { App, Button, Card, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { backInvoice, downloadInvoice } from '../../../api/invoice';
import { confirmDialog } from '../../../app/feedback';
import { INVOICE_WITHDRAW_REFRESH_MS } from '../../../common/constants';
import { INVOICE_STATE_ISSUED, INVOICE_STATE_NAME, INVOICE_STATE_WITHDRAWN, isWithdrawable, type InvoiceRow } from '../../../common/invoice';
import { ResponsiveList, type ListColumn } from '../../../components/list/ResponsiveList';
import { usePagedQuery } from '../../../components/list/usePagedQuery';
import { PageHeader } from '../../../components/PageHeader';
import { useIsPhone } from '../../../components/useViewport';
import { InvoiceListFilters } from './InvoiceListFilters';
import { INVOICE_LIST } from './invoiceList';
import { InvoiceStateTag, Money, useInvoiceRights } from './shared';

/** The day of a 'YYYY-MM-DD HH:mm:ss' reply date (the full time on hover), or '—'. */
function ShortTime({ value }: { value: string }) {
  if (!value) return <span className="inv-muted">—</span>;
  return <span title={value}>{value.slice(0, 10)}</span>;
}

/** The invoice number (or 'not issued yet', or 'withdrawn' [INV-LIST-14]), with the comments, if any, under it. */
function InvoiceNumber({ row }: { row: InvoiceRow }) {
  const intl = useIntl();
  const noNumber = intl.formatMessage({ id: row.invoice_state === INVOICE_STATE_WITHDRAWN ? INVOICE_STATE_NAME[INVOICE_STATE_WITHDRAWN] : 'invoice.list.pendingNo' });
  return (
    <div className="inv-no-cell">
      {row.invoice_no ? <span title={row.invoice_no}>{row.invoice_no}</span> : <span className="inv-muted">{noNumber}</span>}
      {row.comments && (
        <Typography.Text type="secondary" ellipsis={{ tooltip: row.comments }} className="inv-comment">
          {intl.formatMessage({ id: 'invoice.list.commentLine' }, { comments: row.comments })}
        </Typography.Text>
      )}
    </div>
  );
}

/** Withdrawing [INV-LIST-15..19] and downloading [INV-LIST-21]; `refresh` reloads the list. */
function useInvoiceActions(refresh: () => void) {
  const intl = useIntl();
  const { message } = App.useApp();
  const rights = useInvoiceRights();
  const [withdrawing, setWithdrawing] = useState(false);
  const [downloading, setDownloading] = useState<string | null>(null);
  const refreshTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(refreshTimer.current), []);

  /** Withdraws after the user confirms, shows the server's err_msg, refreshes 500 ms later. */
  const withdraw = async (ids: number[], confirmText: string) => {
    if (withdrawing) return;
    if (!rights.makeOut) {
      message.warning(intl.formatMessage({ id: 'server.noRight' }));
      return;
    }
    if (ids.length === 0) {
      message.warning(intl.formatMessage({ id: 'invoice.withdraw.none' }));
      return;
    }
    if (!(await confirmDialog({ title: confirmText }))) return;
    setWithdrawing(true);
    try {
      const reply = await backInvoice(ids);
      message.success(reply.err_msg || intl.formatMessage({ id: 'invoice.withdraw.done' }));
      clearTimeout(refreshTimer.current);
      refreshTimer.current = setTimeout(refresh, INVOICE_WITHDRAW_REFRESH_MS);
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
    } catch {
      /* the request layer has shown why (the login confirmation, '错误信息' or '系统出错') */
    } finally {
      setDownloading(null);
    }
  };

  return { withdraw, download, withdrawing, downloading, mayWithdraw: (row: InvoiceRow) => rights.makeOut && isWithdrawable(row.invoice_state) };
}

type InvoiceActions = ReturnType<typeof useInvoiceActions>;

/** An issued invoice with its file [INV-LIST-21]. */
const mayDownload = (row: InvoiceRow) => row.invoice_state === INVOICE_STATE_ISSUED && row.invoice_file !== '';

/** A row's withdraw and download buttons (render it only for a row that has one of them). */
function RowActions({ row, actions }: { row: InvoiceRow; actions: InvoiceActions }) {
  const intl = useIntl();
  const withdrawLabel = intl.formatMessage({ id: 'invoice.list.withdraw' });
  const downloadLabel = intl.formatMessage({ id: 'invoice.list.download' });
  return (
    <span className="inv-row-actions">
      {actions.mayWithdraw(row) && (
        <Button
          size="small"
          type="link"
          danger
          icon={<RollbackOutlined />}
          disabled={actions.withdrawing}
          onClick={() => void actions.withdraw([row.invoice_id], intl.formatMessage({ id: 'invoice.list.withdrawOneConfirm' }))}
        >
          {withdrawLabel}
        </Button>
      )}
      {mayDownload(row) && (
        <Button size="small" type="link" icon={<DownloadOutlined />} loading={actions.downloading === row.invoice_no} onClick={() => void actions.download(row)} aria-label={`${downloadLabel} ${row.invoice_no}`}>
          {downloadLabel}
        </Button>
      )}
    </span>
  );
}

/** Each width fits its title (with the sort arrows) and usual content in zh-CN and en-US. */
function useInvoiceColumns(actions: InvoiceActions): ListColumn<InvoiceRow>[] {
  const intl = useIntl();
  const title = (id: 'amount' | 'items' | 'createDate' | 'state' | 'issueDate' | 'invoiceNo' | 'actions') => intl.formatMessage({ id: `invoice.list.${id}` });
  return [
    { key: 'invoice_no', dataIndex: 'invoice_no', title: title('invoiceNo'), width: 190, card: 'title', render: (_: string, row) => <InvoiceNumber row={row} /> },
    { key: 'amount', dataIndex: 'amount', title: title('amount'), align: 'right', width: 140, sortField: 'amount', render: (v: string) => <Money value={v} /> },
    { key: 'item_count', dataIndex: 'item_count', title: title('items'), align: 'center', width: 72 },
    { key: 'create_date', dataIndex: 'create_date', title: title('createDate'), width: 144, sortField: 'create_date', render: (v: string) => <ShortTime value={v} /> },
    { key: 'invoice_state', dataIndex: 'invoice_state', title: title('state'), width: 124, sortField: 'invoice_state', card: 'extra', render: (s: InvoiceRow['invoice_state']) => <InvoiceStateTag state={s} /> },
    {
      key: 'issue_date',
      dataIndex: 'issue_date',
      title: title('issueDate'),
      width: 116,
      sortField: 'issue_date',
      render: (v: string) => <ShortTime value={v} />,
      cardRender: (row) => (row.issue_date ? <ShortTime value={row.issue_date} /> : null),
    },
    {
      key: 'actions',
      title: title('actions'),
      fixed: 'right',
      width: 128,
      card: 'actions',
      render: (_: unknown, row) => (actions.mayWithdraw(row) || mayDownload(row) ? <RowActions row={row} actions={actions} /> : null),
    },
  ];
}

export default function InvoiceListPage() {
  const intl = useIntl();
  const rights = useInvoiceRights();
  const isPhone = useIsPhone();
  const list = usePagedQuery(INVOICE_LIST);
  const actions = useInvoiceActions(list.reload);
  const columns = useInvoiceColumns(actions);
  const selected = list.selection.keys.map(Number);

  return (
    <div className="inv-page">
      <PageHeader
        title="invoice.list.title"
        extra={
          rights.makeOut ? (
            <Link to="/invoice/request">
              <Button type="primary" icon={<FileAddOutlined />}>
                <FormattedMessage id="invoice.list.request" />
              </Button>
            </Link>
          ) : null
        }
      />
      <Card className="inv-card" size={isPhone ? 'small' : 'medium'}>
        <InvoiceListFilters
          list={list}
          batchWithdraw={
            rights.makeOut
              ? { count: selected.length, busy: actions.withdrawing, run: () => void actions.withdraw(selected, intl.formatMessage({ id: 'invoice.list.withdrawConfirm' }, { count: selected.length })) }
              : undefined
          }
        />
      </Card>
      <Card className="inv-card inv-list-card" size={isPhone ? 'small' : 'medium'}>
        <ResponsiveList<InvoiceRow>
          {...list.view}
          columns={columns}
          selection={
            rights.makeOut
              ? {
                  keys: list.selection.keys,
                  onChange: list.selection.set,
                  isSelectable: (row) => isWithdrawable(row.invoice_state),
                  label: (row) => `${intl.formatMessage({ id: 'invoice.list.batchWithdraw' })} ${row.invoice_id}`,
                }
              : undefined
          }
          empty={
            list.filtered && !list.failed ? (
              <span data-testid="invoice-no-match">
                {intl.formatMessage({ id: 'invoice.list.noMatch' })}
                <Button type="link" size="small" onClick={list.reset}>
                  {intl.formatMessage({ id: 'invoice.list.clearFilters' })}
                </Button>
              </span>
            ) : undefined
          }
          testIds={{ cards: 'invoice-cards', card: 'invoice-card' }}
        />
        {!isPhone && selected.length > 0 && <Typography.Text type="secondary">{intl.formatMessage({ id: 'invoice.list.selected' }, { count: selected.length })}</Typography.Text>}
      </Card>
    </div>
  );
}
