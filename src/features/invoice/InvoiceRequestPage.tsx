/**
 * /invoice/request (SF_INVOICE_MAKE_OUT), SPEC.md section 2 "Invoice application" (REQUIREMENTS
 * INV-REQ): a two-step wizard titled '商户管理 - 发票申请'.
 *
 * Step 1: the notice box with the seven notes; a filter form (billing month range, amount range
 * with 2 decimals, search); the billable items, 20 a page, as a table on desktop and selectable cards
 * on a phone; the pending-amount total of the selection and the request button, which needs
 * SF_INVOICE_MAKE_OUT (selecting without it warns) and at least one item. Any reload of the list
 * clears the selection.
 * Step 2: the summary (count, total, header, issue type name, invoice type name), the mailing
 * address selector, submit and back. Submit is ignored while in flight; success shows '提交成功'
 * and goes to /invoice/list. A banner links to /invoice/info while no valid invoice info is set.
 */
import { ArrowLeftOutlined, CheckOutlined, FileDoneOutlined, SearchOutlined } from '@ant-design/icons';
import { Alert, App, Button, Card, Checkbox, DatePicker, Descriptions, Empty, Pagination, Spin, Steps, Table, Tooltip, Typography } from 'antd';
import type { TableProps } from 'antd';
import type { Dayjs } from 'dayjs';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router-dom';
import { ApiFailure } from '../../api/client';
import { ajaxMakeOut, drawBill, getAcctList } from '../../api/invoice';
import { ErrCode } from '../../common/api';
import { INVOICE_ITEM_PAGE_SIZE } from '../../common/constants';
import { hasInvoiceInfo, type AcctItem, type AcctListParam, type ArrInvoiceInfo } from '../../common/invoice';
import { AddressPicker } from '../../components/AddressPicker';
import { SearchBar } from '../../components/SearchBar';
import type { MessageId } from '../../locales/zh-CN';
import { useIsPhone } from '../../shell/useViewport';
import { amountBounds, AmountRange, formatYuan, InvoicePageHeading, Money, sumYuan, useInvoiceRights, type AmountRangeValue } from './shared';

export const REQUEST_NOTES: readonly MessageId[] = [
  'invoice.request.note1',
  'invoice.request.note2',
  'invoice.request.note3',
  'invoice.request.note4',
  'invoice.request.note5',
  'invoice.request.note6',
  'invoice.request.note7',
];

type MonthRange = [Dayjs | null, Dayjs | null] | null;

interface Filter {
  months: MonthRange;
  amount: AmountRangeValue;
}

/** The `param` of getAcctList / ajaxMakeOut: months as YYYY-MM, amounts with 2 decimals [INV-REQ-06]. */
export function acctParam(f: Filter, page: number): AcctListParam {
  const param: AcctListParam = { curr_page: page, page_count: INVOICE_ITEM_PAGE_SIZE, ...amountBounds(f.amount) };
  let [from, to] = f.months ?? [null, null];
  if (from && to && from.isAfter(to)) [from, to] = [to, from];
  if (from) param.bill_date_min = from.format('YYYY-MM');
  if (to) param.bill_date_max = to.format('YYYY-MM');
  return param;
}

export default function InvoiceRequestPage() {
  const intl = useIntl();
  const { message, modal } = App.useApp();
  const navigate = useNavigate();
  const rights = useInvoiceRights();
  const isPhone = useIsPhone();
  const t = useCallback((id: MessageId, values?: Record<string, string | number>) => intl.formatMessage({ id }, values), [intl]);

  const [step, setStep] = useState(0);
  const [months, setMonths] = useState<MonthRange>(null);
  const [amount, setAmount] = useState<AmountRangeValue>({});
  // What the list shows: a filter and a page. Every search makes a new query (a reload), and the
  // selection belongs to one query, so any reload clears it [INV-REQ-14].
  const [query, setQuery] = useState<{ filter: Filter; page: number }>({ filter: { months: null, amount: {} }, page: 1 });
  const [result, setResult] = useState<{ query: typeof query; items: AcctItem[]; count: number } | null>(null);
  const [selection, setSelection] = useState<{ query: typeof query; items: AcctItem[] }>({ query, items: [] });
  const [info, setInfo] = useState<ArrInvoiceInfo | null>(null);
  const [billable, setBillable] = useState<{ amount: string; count: number } | null>(null);
  const [addressId, setAddressId] = useState<number | undefined>(undefined);
  const [submitting, setSubmitting] = useState(false);
  const inFlight = useRef(false);

  const loading = result?.query !== query;
  const items = result?.items ?? [];
  const count = result?.count ?? 0;
  const page = query.page;
  const selected = selection.query === query ? selection.items : [];
  const setSelected = (next: AcctItem[]) => setSelection({ query, items: next });
  const setPage = (p: number) => setQuery((q) => ({ ...q, page: p }));

  // [INV-REQ-06] The page of items, and the totals and invoice info of ajaxMakeOut.
  useEffect(() => {
    let current = true;
    const param = acctParam(query.filter, query.page);
    Promise.allSettled([getAcctList(param), ajaxMakeOut(param)]).then(([list, makeOut]) => {
      if (!current) return;
      setResult(list.status === 'fulfilled' ? { query, items: list.value.data, count: list.value.count } : { query, items: [], count: 0 });
      if (makeOut.status === 'fulfilled') {
        setInfo(makeOut.value.arrInvoiceInfo);
        setBillable({ amount: makeOut.value.total_amount, count: makeOut.value.total_count });
      }
    });
    return () => {
      current = false;
    };
  }, [query]);

  const validInfo = info !== null && hasInvoiceInfo(info) ? info : null;

  const search = () => setQuery({ filter: { months, amount }, page: 1 });

  const noRight = () => message.warning(t('server.noRight'));

  /** [INV-REQ-13] Selecting without SF_INVOICE_MAKE_OUT warns and selects nothing. */
  const select = (next: AcctItem[]) => {
    if (!rights.makeOut) {
      noRight();
      return;
    }
    setSelected(next);
  };

  const toggle = (item: AcctItem) => {
    const on = selected.some((s) => s.acct_item_id === item.acct_item_id);
    select(on ? selected.filter((s) => s.acct_item_id !== item.acct_item_id) : [...selected, item]);
  };

  const selectedTotal = sumYuan(selected.map((s) => s.amount));

  /** [INV-REQ-11, INV-REQ-12, INV-REQ-15, INV-REQ-16] */
  const request = () => {
    if (!rights.makeOut) {
      noRight();
      return;
    }
    if (selected.length === 0) {
      message.warning(t('invoice.request.itemsRequired'));
      return;
    }
    if (!validInfo) {
      message.warning(t('invoice.info.invalid'));
      return;
    }
    // Step 2 starts on the invoice info's own mailing address.
    setAddressId((id) => id ?? validInfo.address_id);
    setStep(1);
    if (window.scrollY > 0) window.scrollTo({ top: 0 });
  };

  /** [INV-REQ-21..26] */
  const submit = async () => {
    if (inFlight.current) return;
    if (!rights.makeOut) {
      noRight();
      return;
    }
    if (!addressId) {
      message.error(t('invoice.info.addressRequired'));
      return;
    }
    if (selected.length === 0) {
      message.warning(t('invoice.request.itemsRequired'));
      return;
    }
    inFlight.current = true;
    setSubmitting(true);
    try {
      await drawBill(
        selected.map((s) => s.acct_item_id),
        addressId,
      );
      message.success(t('invoice.info.submitted'));
      navigate('/invoice/list');
    } catch (e) {
      if (e instanceof ApiFailure) {
        if (e.code === ErrCode.NO_RIGHT) message.warning(e.message || t('server.noRight'));
        else if (e.code !== ErrCode.NOT_LOGGED_IN) modal.error({ title: t('error.dialog.title'), content: `${e.code}: ${e.message}`, okText: t('common.ok') });
      }
      /* a transport failure has shown '系统出错' */
    } finally {
      inFlight.current = false;
      setSubmitting(false);
    }
  };

  const noInfoBanner =
    info !== null && !validInfo ? (
      <Alert
        type="warning"
        showIcon
        data-testid="no-info-banner"
        title={t('invoice.request.noInfo')}
        action={
          <Link to="/invoice/info">
            <Button size="small" type="primary">
              {t('invoice.request.goSetInfo')}
            </Button>
          </Link>
        }
      />
    ) : null;

  // ---- step 1 ----

  const columns: TableProps<AcctItem>['columns'] = [
    { key: 'month', dataIndex: 'billing_cycle_id', title: t('invoice.item.month'), width: 110 },
    { key: 'type', dataIndex: 'item_type_name', title: t('invoice.item.type'), width: 130 },
    { key: 'source', dataIndex: 'item_source_name', title: t('invoice.item.source') },
    { key: 'amount', dataIndex: 'amount', title: t('invoice.item.amount'), align: 'right', width: 160, render: (v: string) => <Money value={v} /> },
  ];

  const selectedIds = selected.map((s) => s.acct_item_id);

  const itemCards = (
    <div className="inv-cards" role="group" aria-label={t('invoice.request.step1')} data-testid="item-cards">
      {items.map((item) => {
        const on = selectedIds.includes(item.acct_item_id);
        return (
          <div
            key={item.acct_item_id}
            role="checkbox"
            aria-checked={on}
            tabIndex={0}
            data-testid="item-card"
            className={`inv-item-card${on ? ' inv-item-card-selected' : ''}`}
            onClick={() => toggle(item)}
            onKeyDown={(e) => {
              if (e.key === ' ' || e.key === 'Enter') {
                e.preventDefault();
                toggle(item);
              }
            }}
          >
            <div className="inv-card-head">
              <span className="inv-card-title">
                <Checkbox checked={on} tabIndex={-1} style={{ marginInlineEnd: 8, pointerEvents: 'none' }} />
                {item.billing_cycle_id} · {item.item_type_name}
              </span>
              <Money value={item.amount} strong />
            </div>
            <div className="inv-muted" style={{ fontSize: 13 }}>
              {item.item_source_name}
            </div>
          </div>
        );
      })}
    </div>
  );

  const requestButton = (
    <Button type="primary" size="large" icon={<FileDoneOutlined />} disabled={!rights.makeOut} onClick={request}>
      {t('invoice.request.make')}
    </Button>
  );

  const stepOne = (
    <>
      <Alert
        type="info"
        showIcon
        className="inv-notice"
        data-testid="notice-box"
        title={t('invoice.request.noticeTitle')}
        description={
          <ol>
            {REQUEST_NOTES.map((id) => (
              <li key={id}>{t(id)}</li>
            ))}
          </ol>
        }
      />
      <Card className="inv-card" size={isPhone ? 'small' : 'medium'}>
        <SearchBar
          onSubmit={search}
          defaultExpanded
          fields={[
            {
              key: 'months',
              label: t('invoice.request.billMonth'),
              htmlFor: 'inv-req-months',
              node: (
                <DatePicker.RangePicker
                  id={{ start: 'inv-req-months' }}
                  picker="month"
                  format="YYYY-MM"
                  value={months}
                  onChange={(v) => setMonths(v as MonthRange)}
                  placeholder={[t('invoice.request.monthStart'), t('invoice.request.monthEnd')]}
                  allowEmpty={[true, true]}
                  inputReadOnly={isPhone}
                />
              ),
            },
            { key: 'amount', label: t('invoice.request.amount'), htmlFor: 'inv-req-amount-min', node: <AmountRange value={amount} onChange={setAmount} idPrefix="inv-req-amount" /> },
          ]}
          actions={
            <Button type="primary" icon={<SearchOutlined />} onClick={search} loading={loading}>
              {t('invoice.search')}
            </Button>
          }
        />
      </Card>
      <Card className="inv-card" size={isPhone ? 'small' : 'medium'} styles={isPhone ? { body: { padding: 8, background: '#f7f8fb' } } : undefined}>
        {isPhone ? (
          <Spin spinning={loading}>
            {items.length === 0 ? <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('invoice.request.empty')} /> : itemCards}
            {count > 0 && (
              <div className="inv-pager">
                <Pagination simple current={page} pageSize={INVOICE_ITEM_PAGE_SIZE} total={count} showSizeChanger={false} onChange={setPage} />
              </div>
            )}
          </Spin>
        ) : (
          <Table<AcctItem>
            rowKey="acct_item_id"
            size="middle"
            loading={loading}
            columns={columns}
            dataSource={items}
            locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('invoice.request.empty')} /> }}
            rowSelection={{
              selectedRowKeys: selectedIds,
              onChange: (_keys, rows) => select(rows),
            }}
            onRow={(item) => ({
              style: { cursor: 'pointer' },
              onClick: (e) => {
                // The checkbox cell selects by itself.
                if (!(e.target as HTMLElement).closest('.ant-table-selection-column')) toggle(item);
              },
            })}
            pagination={{
              current: page,
              pageSize: INVOICE_ITEM_PAGE_SIZE,
              total: count,
              showSizeChanger: false,
              showTotal: (n) => t('invoice.list.total', { total: n }),
              onChange: setPage,
            }}
          />
        )}
      </Card>
      <div className="inv-footer-bar inv-footer-bar-sticky" data-testid="request-bar">
        <div>
          <div className="inv-total-line">
            <span>{t('invoice.request.selectedCount', { count: selected.length })}</span>
            <span className="inv-hide-phone">{t('invoice.request.pendingTotal')}</span>
            <span data-testid="pending-total">
              <Money value={selectedTotal} strong />
            </span>
          </div>
          {billable && (
            <Typography.Text type="secondary" className="inv-hide-phone" style={{ fontSize: 12 }}>
              {t('invoice.request.billable', { count: billable.count, amount: formatYuan(billable.amount) })}
            </Typography.Text>
          )}
        </div>
        {rights.makeOut ? requestButton : <Tooltip title={t('invoice.noRightTip')}>{<span>{requestButton}</span>}</Tooltip>}
      </div>
    </>
  );

  // ---- step 2 ----

  const stepTwo = (
    <>
      <Card className="inv-card" title={t('invoice.request.summary')} size={isPhone ? 'small' : 'medium'} extra={<Link to="/invoice/info">{t('invoice.request.editInfo')}</Link>}>
        <Descriptions
          data-testid="request-summary"
          column={{ xs: 1, sm: 1, md: 2, lg: 3, xl: 3, xxl: 3 }}
          size="small"
          items={[
            { key: 'count', label: t('invoice.request.count'), children: t('invoice.request.countValue', { count: selected.length }) },
            { key: 'total', label: t('invoice.request.total'), children: <Money value={selectedTotal} strong /> },
            { key: 'header', label: t('invoice.info.header'), children: validInfo?.invoice_header ?? '—' },
            { key: 'issue', label: t('invoice.info.issueType'), children: validInfo?.issue_type_name ?? '—' },
            { key: 'type', label: t('invoice.info.invoiceType'), children: validInfo?.invoice_type_name ?? '—' },
          ]}
        />
      </Card>
      <Card className="inv-card" title={t('invoice.address.title')} size={isPhone ? 'small' : 'medium'}>
        <AddressPicker value={addressId} onChange={setAddressId} requireComplete editable={rights.makeOut} />
      </Card>
      <div className="inv-footer-bar inv-footer-bar-sticky inv-footer-bar-split">
        <Button size="large" icon={<ArrowLeftOutlined />} onClick={() => setStep(0)} disabled={submitting}>
          {t('invoice.request.back')}
        </Button>
        <Button type="primary" size="large" icon={<CheckOutlined />} loading={submitting} onClick={() => void submit()}>
          {t('invoice.request.submit')}
        </Button>
      </div>
    </>
  );

  return (
    <div className="inv-page">
      <InvoicePageHeading title="invoice.request.title" page="invoice.request.heading" />
      {noInfoBanner}
      <Card className="inv-card" size="small">
        <Steps
          current={step}
          size="small"
          responsive={false}
          items={[{ title: t('invoice.request.step1') }, { title: t('invoice.request.step2') }]}
        />
      </Card>
      {step === 0 ? stepOne : stepTwo}
    </div>
  );
}
