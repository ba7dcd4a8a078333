/**
 * The payments of an order, in the order drawer (issue 29 "Payments"): the receipts as a ledger
 * (day, method, amount, the paid total after each, comment, who), the paid total by method, and
 * for holders of SF_STORE_ORD_PAYMENT, in the states that take money (submitted to arrived, not in
 * the recycle bin) and while something is due: recording a receipt and asking for an online payment
 * (the sandbox provider's QR code). A receipt's comment is edited in place. The dialog judges with the
 * server's rules (src/common/orderPayments.ts), so what it lets through the server takes unless the
 * order changed meanwhile; after a receipt the drawer's order is read again (`onChanged`).
 */
import { Alert, Button, Form, Input, Modal, Radio, Space, Typography } from 'antd';
import { lazy, useState } from 'react';
import { useIntl } from 'react-intl';
import { api } from '../../../api/client';
import { messageApi } from '../../../app/feedback';
import { useT } from '../../../app/useT';
import { useRequest } from '../../../api/useRequest';
import { declareColumns } from '../../../common/listColumns';
import { yuanToFen } from '../../../common/money';
import {
  AjaxPaymentList,
  ErpPayData,
  isPayable,
  MANUAL_PAY_METHODS,
  PAYMENT_LIMITS,
  paidDateRule,
  paymentAmountRule,
  paymentCommentRule,
  paymentMethodRule,
  SetPayment,
  SetPayMentComment,
  shopToday,
  type PaymentRow,
  type PayMethodValue,
} from '../../../common/orderPayments';
import type { OrderRecord } from '../../../common/orders';
import { formRule, limit } from '../../../components/formRules';
import { LazyBoundary } from '../../../components/Lazy';
import { LazyDayPicker } from '../../../components/LazyDatePicker';
import { useDeclaredColumns } from '../../../components/list/declare';
import { ResponsiveList, type ListColumn } from '../../../components/list/ResponsiveList';
import { useRight } from '../../../components/RequireRight';
import type { MessageId } from '../../../locales/zh-CN';

const methodName = (method: number) => `payment.method.${method}` as MessageId;

const COLUMNS = declareColumns<PaymentRow, MessageId>([
  { key: 'paid_date', field: 'paid_date', title: 'orderPay.col.date', width: 104, card: 'title' },
  { key: 'method', field: 'method', title: 'orderPay.col.method', width: 96, text: (row, _locale, t) => t(methodName(row.method)) },
  { key: 'amount', field: 'amount', title: 'orderPay.col.amount', kind: 'money', width: 112, card: 'extra' },
  { key: 'paid_after', field: 'paid_after', title: 'orderPay.col.after', kind: 'money', width: 112 },
  { key: 'comment', field: 'comment', title: 'orderPay.col.comment', width: 160 },
  { key: 'nick_name', field: 'nick_name', title: 'orderPay.col.by', width: 96, optional: true },
]);

/** A receipt's comment, edited in place by holders of the payment right (saved on Enter or blur). */
function CommentCell({ row, editable, onSaved }: { row: PaymentRow; editable: boolean; onSaved: () => void }) {
  const t = useT();
  if (!editable) return <span>{row.comment || '—'}</span>;
  const save = async (text: string) => {
    const comment = text.trim();
    if (comment === row.comment) return;
    const invalid = paymentCommentRule(comment);
    if (invalid) {
      messageApi().error(t(invalid.id as MessageId, invalid.values));
      return;
    }
    try {
      const r = await api.call(SetPayMentComment, { payment_id: row.payment_id, comment });
      messageApi().success(r.err_msg ?? '');
      onSaved();
    } catch {
      /* the request layer showed why */
    }
  };
  return (
    <Typography.Text editable={{ onChange: (text) => void save(text), tooltip: t('orderPay.comment.edit'), maxLength: PAYMENT_LIMITS.comment, text: row.comment }} className="order-pay-comment">
      {row.comment || '—'}
    </Typography.Text>
  );
}

interface ReceiptValues {
  amount: string;
  method: PayMethodValue;
  paid_date: string;
  comment: string;
}

/** The record-payment dialog: amount (at most what is due), method, day paid (not after today), comment. */
function ReceiptDialog({ order, onClose, onSaved }: { order: OrderRecord; onClose: () => void; onSaved: () => void }) {
  const t = useT();
  const intl = useIntl();
  const [form] = Form.useForm<ReceiptValues>();
  const [saving, setSaving] = useState(false);
  const [today] = useState(() => shopToday(Date.now()));
  const dueFen = yuanToFen(order.due) ?? 0;

  async function save(values: ReceiptValues) {
    setSaving(true);
    try {
      const r = await api.call(SetPayment, { order_no: order.order_no, amount: values.amount.trim(), method: values.method, paid_date: values.paid_date, comment: values.comment.trim() });
      messageApi().success(r.err_msg ?? '');
      onSaved();
    } catch {
      /* the request layer showed why; the dialog keeps what was typed */
    } finally {
      setSaving(false);
    }
  }

  return (
    <Modal
      open
      title={t('orderPay.form.title', { no: order.order_no })}
      okText={t('orderPay.form.save')}
      cancelText={t('orderPay.form.cancel')}
      confirmLoading={saving}
      onOk={() => form.submit()}
      onCancel={onClose}
      mask={{ closable: false }}
      destroyOnHidden
    >
      <Form<ReceiptValues> form={form} name="order-payment" layout="vertical" initialValues={{ amount: order.due, method: 2, paid_date: today, comment: '' }} onFinish={(v) => void save(v)} disabled={saving}>
        <Form.Item name="amount" label={t('orderPay.form.amount')} extra={t('orderPay.form.amountHint', { due: order.due })} required rules={[formRule(intl, (v) => paymentAmountRule(v, dueFen))]}>
          <Input inputMode="decimal" autoFocus />
        </Form.Item>
        <Form.Item name="method" label={t('orderPay.form.method')} required rules={[{ validator: (_r, v: number) => (paymentMethodRule(v) ? Promise.reject(new Error(t('payment.rule.method'))) : Promise.resolve()) }]}>
          <Radio.Group optionType="button" options={MANUAL_PAY_METHODS.map((value) => ({ value, label: t(methodName(value)) }))} />
        </Form.Item>
        <Form.Item name="paid_date" label={t('orderPay.form.date')} required rules={[formRule(intl, (v) => paidDateRule(v, today))]}>
          <LazyDayPicker />
        </Form.Item>
        <Form.Item name="comment" label={t('orderPay.form.comment')} rules={[formRule(intl, paymentCommentRule)]}>
          <Input.TextArea rows={2} count={limit(PAYMENT_LIMITS.comment)} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** The online payment dialog (with its QR code), loaded the first time it opens. */
const OnlineDialog = lazy(() => import(/* webpackChunkName: "order-pay-online" */ './OrderPayOnline'));

const readPayments = (orderNo: string) => Promise.all([api.call(AjaxPaymentList, { order_no: orderNo }), api.call(ErpPayData, { order_no: orderNo })]);

export function OrderPayments({ order, onChanged }: { order: OrderRecord; onChanged?: () => void }) {
  const t = useT();
  const canPay = useRight('SF_STORE_ORD_PAYMENT');
  const reply = useRequest(readPayments, { params: [order.order_no] });
  const [dialog, setDialog] = useState<'receipt' | 'online' | null>(null);
  const rows = reply.data?.[0].data ?? [];
  const methods = (reply.data?.[1].data.methods ?? []).filter((m) => m.count > 0);
  const takesMoney = canPay && isPayable(order) && (yuanToFen(order.due) ?? 0) > 0;
  const columns: ListColumn<PaymentRow>[] = useDeclaredColumns(COLUMNS, {
    comment: { render: (_: unknown, row: PaymentRow) => <CommentCell row={row} editable={canPay} onSaved={() => void reply.reload()} /> },
  });
  const saved = () => {
    setDialog(null);
    onChanged?.();
    void reply.reload();
  };
  return (
    <section className="order-payments" data-testid="order-payments" aria-label={t('orderPay.title')}>
      <div className="order-room-head">
        <Typography.Title level={3} className="order-room-name">
          {t('orderPay.title')}
        </Typography.Title>
        <Typography.Text type="secondary">
          {t('orderPay.summary', { paid: order.paid, due: order.due })}
          {methods.map((m) => ` · ${t('orderPay.byMethod', { method: t(methodName(m.method)), amount: m.amount })}`).join('')}
        </Typography.Text>
        {takesMoney && (
          <Space className="order-room-total">
            <Button type="primary" onClick={() => setDialog('receipt')}>
              {t('orderPay.record')}
            </Button>
            <Button onClick={() => setDialog('online')}>{t('orderPay.online')}</Button>
          </Space>
        )}
      </div>
      {reply.error && !reply.loading ? (
        <Alert type="warning" showIcon title={t('orderPay.failed')} action={<Button onClick={() => void reply.reload()}>{t('orderPay.retry')}</Button>} />
      ) : (
        <ResponsiveList<PaymentRow>
          rows={rows}
          rowKey={(r) => r.payment_id}
          columns={columns}
          loading={reply.loading && !reply.data}
          total={rows.length}
          page={1}
          pageSize={Math.max(rows.length, 1)}
          onPageChange={() => undefined}
          unpaged
          density="small"
          empty={t('orderPay.empty')}
          testIds={{ cards: 'order-payment-cards', card: 'order-payment' }}
        />
      )}
      {dialog === 'receipt' && <ReceiptDialog order={order} onClose={() => setDialog(null)} onSaved={saved} />}
      {dialog === 'online' && (
        <LazyBoundary fallback={null}>
          <OnlineDialog order={order} onClose={() => setDialog(null)} />
        </LazyBoundary>
      )}
    </section>
  );
}
