/**
 * The online payment dialog of the order drawer's payments (ErpOrders-erpCcbPayOnline): an amount
 * (at most what is due, the server's rule), then the payment provider's pay link and the QR code
 * that carries it; the sandbox provider says that no real money moves and that an operator confirms
 * the request (README "Online payments of orders"). Its own chunk: the QR code is shown rarely.
 */
import { Alert, Form, Input, Modal, Space, Typography } from 'antd';
import QRCode from 'antd/es/qr-code';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { api } from '../../../api/client';
import { useT } from '../../../app/useT';
import { yuanToFen } from '../../../common/money';
import { ErpCcbPayOnline, paymentAmountRule } from '../../../common/orderPayments';
import type { OrderRecord } from '../../../common/orders';
import { formRule } from '../../../components/formRules';

/** The online payment dialog: an amount, then the provider's pay link and its QR code. */
export default function OnlineDialog({ order, onClose }: { order: OrderRecord; onClose: () => void }) {
  const t = useT();
  const intl = useIntl();
  const [form] = Form.useForm<{ amount: string }>();
  const [asked, setAsked] = useState<{ request_id: number; pay_url: string; qr_text: string; sandbox: boolean } | null>(null);
  const [saving, setSaving] = useState(false);
  const dueFen = yuanToFen(order.due) ?? 0;

  async function ask({ amount }: { amount: string }) {
    setSaving(true);
    try {
      setAsked(await api.call(ErpCcbPayOnline, { order_no: order.order_no, amount: amount.trim() }));
    } catch {
      /* the request layer showed why */
    } finally {
      setSaving(false);
    }
  }

  return (
    <Modal
      open
      title={t('orderPay.online.title', { no: order.order_no })}
      okText={asked ? t('orderPay.online.close') : t('orderPay.online.create')}
      cancelText={t('orderPay.form.cancel')}
      confirmLoading={saving}
      onOk={() => (asked ? onClose() : form.submit())}
      onCancel={onClose}
      destroyOnHidden
    >
      {asked ? (
        <Space orientation="vertical" align="center" style={{ width: '100%' }} data-testid="order-pay-qr">
          <QRCode value={asked.qr_text} type="svg" />
          <Typography.Link href={asked.pay_url} target="_blank" rel="noreferrer" copyable>
            {t('orderPay.online.link')}
          </Typography.Link>
          {asked.sandbox && <Alert type="info" showIcon title={t('orderPay.online.sandbox', { id: asked.request_id })} />}
        </Space>
      ) : (
        <Form form={form} name="order-pay-online" layout="vertical" initialValues={{ amount: order.due }} onFinish={(v) => void ask(v)} disabled={saving}>
          <Form.Item name="amount" label={t('orderPay.form.amount')} extra={t('orderPay.form.amountHint', { due: order.due })} required rules={[formRule(intl, (v) => paymentAmountRule(v, dueFen))]}>
            <Input inputMode="decimal" autoFocus />
          </Form.Item>
        </Form>
      )}
    </Modal>
  );
}
