/**
 * The sub-order form (补单; src/common/subOrders.ts), on the order form's page: `?parent={order_no}`
 * makes a new sub-order of a price-locked order (StoreOrders-newSubOrd), `?sub_order_no=` edits an
 * open one (alterSubOrd). Its order is shown read-only (number, customer, consignee, state); the
 * reason and the rooms are typed as an order's, with the same board grid, goods lines, unit prices
 * from the order's customer's quotation, totals, checks and kept draft. Loaded only when asked for,
 * so the order form's own page carries none of it.
 */
import { Alert, Button, Card, Descriptions, Form, Input, Spin } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { api } from '../../../api/client';
import { useRequest } from '../../../api/useRequest';
import { useT } from '../../../app/useT';
import type { OrderSummary } from '../../../common/orders';
import {
  AlterSubOrd,
  CreateSubOrdInfo,
  NewSubOrd,
  OPEN_SUB_STATES,
  SUB_ORDER_LIMITS,
  subOrderCall,
  subOrderDataSchema,
  SubOrdsInfo,
  type SubOrderRecord,
} from '../../../common/subOrders';
import { useFormDraft } from '../../../components/form/useFormDraft';
import { limit } from '../../../components/formRules';
import { LazyResult } from '../../../components/LazyResult';
import { blankOrder, dataOf, offerKey, problemsOf, roomValuesOf, type OrderFormValues } from './orderForm';
import { RoomsEditor } from './RoomsEditor';
import { TotalsBar } from './TotalsBar';
import { useOffer } from './useOffer';
import { useOrderRule } from './useOrderRule';
import { useOrderSave, type SaveTarget } from './useOrderSave';

/** The order's fields stay blank but for its customer (whose prices the rooms take); the reason is the sub-order's own. */
type SubOrderValues = OrderFormValues & { reason: string };

const listOf = (orderNo: string) => `/orders/list?no=${encodeURIComponent(orderNo)}`;

/** The order a sub-order number belongs to: `{order_no}-{n}`. */
export const parentOfSubOrder = (subOrderNo: string) => subOrderNo.replace(/-\d+$/, '');

function subOrderTarget(orderNo: string, subOrderNo: string | null): SaveTarget<SubOrderValues> {
  const document = (values: SubOrderValues) => ({ reason: values.reason.trim(), rooms: dataOf(values).rooms });
  return {
    problems: (values) => problemsOf(document(values), subOrderDataSchema),
    send: async (values) => {
      const data = document(values);
      const reply = subOrderNo ? await api.call(AlterSubOrd, { sub_order_no: subOrderNo, data }, { silent: true }) : await api.call(NewSubOrd, { order_no: orderNo, data }, { silent: true });
      return reply.sub_order_no;
    },
    saved: 'orderEdit.sub.saved',
  };
}

/** The order the sub-order belongs to, read-only. */
function ParentFacts({ order }: { order: OrderSummary }) {
  const t = useT();
  const items = [
    { key: 'no', label: t('orderEdit.sub.order'), children: order.order_no },
    { key: 'customer', label: t('orderEdit.customer'), children: order.store_name || '—' },
    { key: 'consignee', label: t('orderEdit.cosigneeName'), children: order.cosignee_name || '—' },
    { key: 'state', label: t('orderEdit.sub.orderState'), children: t(`orderList.state.${order.ord_state}`) },
  ];
  return <Descriptions size="small" column={{ xs: 1, sm: 2 }} items={items} className="order-sub-parent" />;
}

function SubForm({ order, sub, initial }: { order: OrderSummary; sub: SubOrderRecord | null; initial: SubOrderValues }) {
  const t = useT();
  const navigate = useNavigate();
  const [form] = Form.useForm<SubOrderValues>();
  const draft = useFormDraft({ form, name: sub ? `sub-order-${sub.sub_order_no}` : `sub-order-new-${order.order_no}`, initial });
  const rule = useOrderRule();
  const key = (Form.useWatch((all: SubOrderValues) => offerKey(all).key, form) as string | undefined) ?? offerKey(initial).key;
  const offer = useOffer(key);
  const target = useMemo(() => subOrderTarget(order.order_no, sub?.sub_order_no ?? null), [order.order_no, sub]);
  const save = useOrderSave(form, target, draft);
  const reasonLabel = t('orderEdit.sub.reason');

  useEffect(() => {
    if (save.savedNo && !draft.dirty) navigate(listOf(order.order_no));
  }, [save.savedNo, draft.dirty, navigate, order.order_no]);

  return (
    <Form<SubOrderValues>
      form={form}
      name="sub-order"
      layout="vertical"
      initialValues={initial}
      onValuesChange={() => {
        save.clearRefusal();
        draft.onValuesChange();
      }}
      disabled={save.saving}
      className="order-edit-form"
    >
      {draft.ui}
      <Card size="small" title={sub ? t('orderEdit.sub.editTitle', { no: sub.sub_order_no }) : t('orderEdit.sub.newTitle', { no: order.order_no })}>
        <ParentFacts order={order} />
        <Form.Item
          name="reason"
          label={reasonLabel}
          rules={[
            { required: true, whitespace: true, message: t('orderEdit.sub.reasonRequired') },
            { max: SUB_ORDER_LIMITS.reason, message: t('orderEdit.rule.tooLong', { field: reasonLabel, max: SUB_ORDER_LIMITS.reason }) },
          ]}
        >
          <Input.TextArea rows={2} count={limit(SUB_ORDER_LIMITS.reason)} placeholder={t('orderEdit.sub.reasonPlaceholder')} />
        </Form.Item>
      </Card>
      <Card size="small" title={t('orderEdit.section.rooms')} className="order-edit-rooms">
        {offer.failed && <Alert type="warning" showIcon className="order-offer-alert" title={t('orderEdit.priceUnavailable')} />}
        <RoomsEditor rule={rule} prices={offer.prices} />
      </Card>
      <TotalsBar prices={offer.prices} pricing={offer.loading} save={save} onCancel={() => navigate(listOf(order.order_no))} />
    </Form>
  );
}

/** Why no sub-order can be made or edited here, with the way back to the order. */
function CannotBe({ title, orderNo }: { title: string; orderNo: string }) {
  const t = useT();
  return (
    <LazyResult
      status="info"
      title={title}
      extra={
        <Link to={listOf(orderNo)}>
          <Button type="primary">{t('orderEdit.backToList')}</Button>
        </Link>
      }
    />
  );
}

function LoadFailed({ message, retry }: { message: string; retry: () => void }) {
  const t = useT();
  return <LazyResult status="warning" title={t('orderEdit.loadFailed')} subTitle={message} extra={<Button onClick={retry}>{t('orderEdit.retry')}</Button>} />;
}

/** Starting values: the order's customer (for its prices), the reason and rooms given. */
function startValues(order: OrderSummary, firstRoom: string, sub: SubOrderRecord | null): SubOrderValues {
  const blank = blankOrder(firstRoom);
  return {
    ...blank,
    customer: order.store_crm_id ? { crm_id: order.store_crm_id, z_name: order.store_name } : null,
    reason: sub?.reason ?? '',
    rooms: sub ? roomValuesOf(sub.rooms) : blank.rooms,
  };
}

function NewSubOrder({ orderNo }: { orderNo: string }) {
  const t = useT();
  const read = useRequest((no: string) => api.call(subOrderCall(CreateSubOrdInfo, no), {}, { silent: true }), { params: [orderNo] });
  const [firstRoom] = useState(() => t('orderEdit.room.defaultName', { n: 1 }));
  const info = read.data;
  const initial = useMemo(() => (info ? startValues(info.order, firstRoom, null) : null), [info, firstRoom]);
  if (read.error) return <LoadFailed message={read.error.message} retry={() => void read.reload()} />;
  if (!info || !initial) return <Spin className="order-edit-loading" />;
  if (!info.allowed) return <CannotBe title={info.why_not} orderNo={orderNo} />;
  return <SubForm order={info.order} sub={null} initial={initial} />;
}

function EditSubOrder({ subOrderNo }: { subOrderNo: string }) {
  const t = useT();
  const orderNo = parentOfSubOrder(subOrderNo);
  const read = useRequest((no: string) => api.call(subOrderCall(SubOrdsInfo, no), {}, { silent: true }), { params: [orderNo] });
  const [firstRoom] = useState(() => t('orderEdit.room.defaultName', { n: 1 }));
  const sub = read.data?.data.find((s) => s.sub_order_no === subOrderNo) ?? null;
  const order = read.data?.order;
  const initial = useMemo(() => (order && sub ? startValues(order, firstRoom, sub) : null), [order, sub, firstRoom]);
  if (read.error) return <LoadFailed message={read.error.message} retry={() => void read.reload()} />;
  if (!read.data || !order) return <Spin className="order-edit-loading" />;
  if (!sub || !initial) return <CannotBe title={t('orderEdit.sub.notFound', { no: subOrderNo })} orderNo={orderNo} />;
  if (!OPEN_SUB_STATES.includes(sub.sub_state)) return <CannotBe title={t('orderEdit.sub.readOnly', { no: subOrderNo, state: t(`orderList.sub.state.${sub.sub_state}`) })} orderNo={orderNo} />;
  return <SubForm key={subOrderNo} order={order} sub={sub} initial={initial} />;
}

/** `parent`: a new sub-order of that order; `subOrderNo`: that sub-order edited. */
export default function SubOrderForm({ parent, subOrderNo }: { parent: string | null; subOrderNo: string | null }) {
  if (subOrderNo) return <EditSubOrder subOrderNo={subOrderNo} />;
  return <NewSubOrder orderNo={parent ?? ''} />;
}
