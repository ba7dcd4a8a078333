/**
 * /invoice/list (SF_INVOICE_LIST), SPEC.md section 2 "Invoice list page" (REQUIREMENTS INV-LIST):
 * title '商户管理 - 发票列表', breadcrumb 商户管理 > 发票管理 > 发票列表; filters amount range,
 * application date range and state (all/1/2/3); search and batch withdraw; the table selects only
 * state 1 rows, sorts by sending order 'field direction', pages by 20 with the total shown; only
 * state 1 rows offer withdraw (with SF_INVOICE_MAKE_OUT, which the server requires), whose success
 * shows the server's err_msg and refreshes the list 500 ms later; issued invoices download as
 * invoice_no plus the file's extension. On a phone the rows are cards. The query lives in the URL;
 * the filters reset to their defaults, and a list that filters found empty says to widen them. The
 * list kit's toolbar holds the batch bar, the export of the filtered rows (.xlsx), density and columns.
 */
import { DownloadOutlined, FileAddOutlined, RollbackOutlined } from '@ant-design/icons';
import { App, Button, Card, Typography } from 'antd';
import dayjs from 'dayjs';
import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { api } from '../../../api/client';
import { downloadInvoice } from '../../../api/invoice';
import { confirmDialog, messageApi } from '../../../app/feedback';
import { useT } from '../../../app/useT';
import { INVOICE_WITHDRAW_REFRESH_MS } from '../../../common/constants';
import { INVOICE_STATE_ISSUED, INVOICE_STATE_NAME, INVOICE_STATE_WITHDRAWN, InvoiceBackInvoice, isWithdrawable, type InvoiceRow } from '../../../common/invoice';
import type { Locale } from '../../../common/messages/format';
import { actionColumnWidth, CELL_PADDING, fitWidth, textWidth } from '../../../components/list/columnWidth';
import { useDeclaredColumns } from '../../../components/list/declare';
import { saveXlsx, xlsxOf } from '../../../components/list/exportXlsx';
import { singleActionBatch } from '../../../components/list/BatchBar';
import { ListToolbar } from '../../../components/list/ListToolbar';
import { ResponsiveList, type ListColumn } from '../../../components/list/ResponsiveList';
import { useColumnSettings } from '../../../components/list/useColumnSettings';
import { usePagedQuery, type ListQuery } from '../../../components/list/usePagedQuery';
import { PageHeader } from '../../../components/PageHeader';
import { useIsPhone } from '../../../components/useViewport';
import { InvoiceListFilters } from './InvoiceListFilters';
import { allInvoices, INVOICE_COLUMNS, INVOICE_LIST, type InvoiceFilters } from './invoiceList';
import { InvoiceStateTag, useInvoiceRights } from './shared';

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
      const reply = await api.call(InvoiceBackInvoice, { invoice_id: ids });
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

/** The declared columns with the page's renders; the action column as wide as its widest button in the UI's language. */
function useInvoiceColumns(actions: InvoiceActions): ListColumn<InvoiceRow>[] {
  const t = useT();
  const actionsWidth = fitWidth([actionColumnWidth([t('invoice.list.withdraw'), t('invoice.list.download')], { perLine: 1, icon: true }) - CELL_PADDING, textWidth(t('invoice.list.actions'))]);
  return useDeclaredColumns(INVOICE_COLUMNS, {
    invoice_no: { render: (_: unknown, row: InvoiceRow) => <InvoiceNumber row={row} /> },
    item_count: { align: 'center' },
    invoice_state: { render: (_: unknown, row: InvoiceRow) => <InvoiceStateTag state={row.invoice_state} /> },
    issue_date: { cardRender: (row: InvoiceRow) => (row.issue_date ? <ShortTime value={row.issue_date} /> : null) },
    actions: {
      fixed: 'right',
      width: actionsWidth,
      render: (_: unknown, row: InvoiceRow) => (actions.mayWithdraw(row) || mayDownload(row) ? <RowActions row={row} actions={actions} /> : null),
    },
  });
}

/** Saves the rows of the applied filters (every page) as an .xlsx file, dates as Excel dates. */
function useInvoiceExport(query: ListQuery<InvoiceFilters>) {
  const t = useT();
  const locale = useIntl().locale as Locale;
  return async () => {
    const rows = await allInvoices(query);
    const name = `invoices-${dayjs().format('YYYY-MM-DD')}.xlsx`;
    saveXlsx(await xlsxOf(INVOICE_COLUMNS, rows, locale, (id) => t(id), t('invoice.list.sheet')), name);
    messageApi().success(t('list.exported', { name }));
  };
}

export default function InvoiceListPage() {
  const intl = useIntl();
  const rights = useInvoiceRights();
  const isPhone = useIsPhone();
  const list = usePagedQuery(INVOICE_LIST);
  const actions = useInvoiceActions(list.reload);
  const settings = useColumnSettings('invoices', useInvoiceColumns(actions));
  const exportRows = useInvoiceExport(list.query);
  const selected = list.selection.keys.map(Number);
  const withdrawSelected = () => void actions.withdraw(selected, intl.formatMessage({ id: 'invoice.list.withdrawConfirm' }, { count: selected.length }));

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
        <InvoiceListFilters list={list} />
      </Card>
      <Card className="inv-card inv-list-card" size={isPhone ? 'small' : 'medium'}>
        <ListToolbar
          settings={settings}
          onExport={exportRows}
          // Shown with nothing selected too, its button disabled until rows are chosen [INV-LIST-07].
          batch={
            rights.makeOut
              ? singleActionBatch(selected.length, () => list.selection.set([]), {
                  label: intl.formatMessage({ id: 'invoice.list.batchWithdraw' }),
                  danger: true,
                  icon: <RollbackOutlined />,
                  busy: actions.withdrawing,
                  onClick: withdrawSelected,
                })
              : undefined
          }
        />
        <ResponsiveList<InvoiceRow>
          {...list.view}
          columns={settings.columns}
          density={settings.density}
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
      </Card>
    </div>
  );
}
