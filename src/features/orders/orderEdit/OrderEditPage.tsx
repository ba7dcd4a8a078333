/**
 * The order form (/orders/edit, SF_STORE_ORD_NEW or SF_STORE_ORD_EDIT): a new order, or with
 * `?order_no=` an order whose content may still change (a draft, submitted or received order whose
 * price is not locked). The customer through the dealer search dialog, the consignee, the rooms with
 * their boards and goods lines; area and amounts follow the typing (unit prices from the quotation),
 * the totals stay in view. Saving is newOrd / alterOrd; a field or row the rules refuse keeps what
 * was typed and gets the cursor; what is typed is kept as a draft (useFormDraft) until saved.
 * With `?parent=` or `?sub_order_no=` the page is the sub-order form (SubOrderForm.tsx) instead.
 */
import { Alert, Button, Card, Form, Spin, Typography } from 'antd';
import { lazy, useEffect, useMemo, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { api } from '../../../api/client';
import { useRequest } from '../../../api/useRequest';
import { useT } from '../../../app/useT';
import { AjaxOrder, EDITABLE_STATES, type OrderRecord } from '../../../common/orders';
import { useFormDraft } from '../../../components/form/useFormDraft';
import { LazyBoundary } from '../../../components/Lazy';
import { LazyResult } from '../../../components/LazyResult';
import { PageHeader } from '../../../components/PageHeader';
import { OrderHeaderFields } from './OrderHeaderFields';
import { blankOrder, offerKey, valuesOfOrder, type OrderFormValues } from './orderForm';
import { RoomsEditor } from './RoomsEditor';
import { TotalsBar } from './TotalsBar';
import { useOffer } from './useOffer';
import { useOrderRule } from './useOrderRule';
import { orderTarget, useOrderSave } from './useOrderSave';
import './orderEdit.css';

const LIST = '/orders/list';

/** A sub-order (`?parent=` or `?sub_order_no=`): its form comes with its own chunk, only when asked for. */
const SubOrderForm = lazy(() =>
  Promise.all([import(/* webpackChunkName: "sub-order-form" */ './SubOrderForm'), import('../../../app/i18n').then((i18n) => i18n.loadPagePack('subOrderForm'))]).then(([form]) => form),
);

const isEditable = (o: OrderRecord) => o.is_deleted === 0 && o.price_lock === 0 && EDITABLE_STATES.includes(o.ord_state);

function OrderForm({ orderNo, initial }: { orderNo: string | null; initial: OrderFormValues }) {
  const t = useT();
  const navigate = useNavigate();
  const [form] = Form.useForm<OrderFormValues>();
  const draft = useFormDraft({ form, name: orderNo ? `order-${orderNo}` : 'order-new', initial, personal: ['cosignee_phone'] });
  const rule = useOrderRule();
  const key = (Form.useWatch((all: OrderFormValues) => offerKey(all).key, form) as string | undefined) ?? offerKey(initial).key;
  const offer = useOffer(key);
  const target = useMemo(() => orderTarget(orderNo), [orderNo]);
  const save = useOrderSave(form, target, draft);

  useEffect(() => {
    // After the render that ended the draft: the leave guard no longer holds the way back to the list.
    if (save.savedNo && !draft.dirty) navigate(LIST);
  }, [save.savedNo, draft.dirty, navigate]);

  return (
    <Form<OrderFormValues>
      form={form}
      name="order"
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
      {orderNo && (
        <Typography.Paragraph type="secondary" className="order-edit-no">
          {t('orderEdit.title.edit', { no: orderNo })}
        </Typography.Paragraph>
      )}
      <Card size="small" title={t('orderEdit.section.order')}>
        <OrderHeaderFields rule={rule} />
      </Card>
      <Card size="small" title={t('orderEdit.section.rooms')} className="order-edit-rooms">
        {offer.failed && <Alert type="warning" showIcon className="order-offer-alert" title={t('orderEdit.priceUnavailable')} />}
        <RoomsEditor rule={rule} prices={offer.prices} />
      </Card>
      <TotalsBar prices={offer.prices} pricing={offer.loading} save={save} onCancel={() => navigate(LIST)} />
    </Form>
  );
}

/** An order that may no longer change: said, with the way back. */
function ReadOnly({ order }: { order: OrderRecord }) {
  const t = useT();
  return (
    <LazyResult
      status="info"
      title={t('orderEdit.readOnly', { no: order.order_no, state: t(`orderList.state.${order.ord_state}`) })}
      extra={
        <Link to={LIST}>
          <Button type="primary">{t('orderEdit.backToList')}</Button>
        </Link>
      }
    />
  );
}

function EditExisting({ orderNo }: { orderNo: string }) {
  const t = useT();
  const read = useRequest((no: string) => api.call(AjaxOrder, { order_no: no }, { silent: true }), { params: [orderNo] });
  const order = read.data?.order;
  const initial = useMemo(() => (order ? valuesOfOrder(order) : null), [order]);
  if (read.error)
    return (
      <LazyResult
        status="warning"
        title={t('orderEdit.loadFailed')}
        subTitle={read.error.message}
        extra={[
          <Button key="retry" onClick={() => void read.reload()}>
            {t('orderEdit.retry')}
          </Button>,
          <Link key="back" to={LIST}>
            {t('orderEdit.backToList')}
          </Link>,
        ]}
      />
    );
  if (!order || !initial) return <Spin className="order-edit-loading" />;
  if (!isEditable(order)) return <ReadOnly order={order} />;
  return <OrderForm key={orderNo} orderNo={orderNo} initial={initial} />;
}

export default function OrderEditPage() {
  const t = useT();
  const [params] = useSearchParams();
  const orderNo = params.get('order_no');
  const parent = params.get('parent');
  const subOrderNo = params.get('sub_order_no');
  // The first room's name in the language in use; kept stable so the draft compares against one start.
  const [blank] = useState(() => blankOrder(t('orderEdit.room.defaultName', { n: 1 })));
  return (
    <div className="order-edit-page page-stack">
      <PageHeader />
      {parent || subOrderNo ? (
        <LazyBoundary fallback={<Spin className="order-edit-loading" />}>
          <SubOrderForm key={subOrderNo ?? `new-${parent}`} parent={parent} subOrderNo={subOrderNo} />
        </LazyBoundary>
      ) : orderNo ? (
        <EditExisting orderNo={orderNo} />
      ) : (
        <OrderForm key="new" orderNo={null} initial={blank} />
      )}
    </div>
  );
}
