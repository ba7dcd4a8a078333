/**
 * One order, read-only, in a drawer (StoreOrders-ajaxOrder): its facts (numbers, customer, state
 * and price lock, consignee, delivery, times, remark) and amounts, its payments, each room with its
 * boards and goods lines (OrderRooms), its design drawings, its sub-orders and its memos; the moves
 * it allows below.
 */
import { Button, Descriptions, Drawer, Skeleton } from 'antd';
import { api } from '../../../api/client';
import { useRequest } from '../../../api/useRequest';
import { useT, type Translate } from '../../../app/useT';
import { AjaxOrder, type OrderRecord } from '../../../common/orders';
import { Money } from '../../../components/list/fields';
import { LazyResult } from '../../../components/LazyResult';
import { useIsPhone } from '../../../components/useViewport';
import { OrderStateTag } from './OrderStateTag';
import { OrderFiles } from './OrderFiles';
import { OrderMemos } from './OrderMemos';
import { OrderPayments } from './OrderPayments';
import { OrderActions } from './OrderActions';
import { OrderRooms } from './OrderRooms';
import { OrderSubOrders } from './OrderSubOrders';

/** The order's facts, in two columns on a wide screen. */
function orderFacts(order: OrderRecord, t: Translate) {
  const text = (value: string) => value || '—';
  return [
    { key: 'no', label: t('orderList.col.orderNo'), children: order.order_no },
    { key: 'custom', label: t('orderList.col.customNo'), children: text(order.custom_order_no) },
    { key: 'customer', label: t('orderList.col.customer'), children: order.store_name || t('orderList.noCustomer') },
    { key: 'state', label: t('orderList.col.state'), children: <OrderStateTag order={order} /> },
    { key: 'consignee', label: t('orderList.col.consignee'), children: text(order.cosignee_name) },
    { key: 'phone', label: t('orderList.drawer.phone'), children: text(order.cosignee_phone) },
    { key: 'address', label: t('orderList.drawer.address'), children: text(order.cosignee_address), span: 'filled' as const },
    { key: 'delivery', label: t('orderList.col.delivery'), children: text(order.delivery_date) },
    { key: 'created', label: t('orderList.col.created'), children: order.create_date },
    { key: 'updated', label: t('orderList.drawer.updated'), children: order.update_date },
    { key: 'remark', label: t('orderList.drawer.remark'), children: text(order.remark), span: 'filled' as const },
  ];
}

/** The order's total, paid and due. */
function OrderMoney({ order }: { order: OrderRecord }) {
  const t = useT();
  const items = [
    { key: 'total', label: t('orderList.col.total'), children: <Money value={order.total} strong /> },
    { key: 'paid', label: t('orderList.col.paid'), children: <Money value={order.paid} /> },
    { key: 'due', label: t('orderList.col.due'), children: <Money value={order.due} strong /> },
  ];
  return <Descriptions className="order-money" title={t('orderList.drawer.money')} size="small" bordered column={{ xs: 1, sm: 3 }} items={items} />;
}

function OrderContent({ order, onChanged }: { order: OrderRecord; onChanged?: () => void }) {
  const t = useT();
  return (
    <div className="order-detail">
      <Descriptions title={t('orderList.drawer.facts')} size="small" bordered column={{ xs: 1, sm: 2 }} items={orderFacts(order, t)} />
      <OrderMoney order={order} />
      <OrderPayments order={order} onChanged={onChanged} />
      <OrderRooms rooms={order.rooms} />
      <OrderFiles orderNo={order.order_no} />
      {/* Sub-orders are made of price-locked orders only (and a price lock is never lifted). */}
      {order.price_lock === 1 && <OrderSubOrders order={order} onChanged={onChanged} />}
      <OrderMemos orderNo={order.order_no} inBin={order.is_deleted === 1} />
    </div>
  );
}

const readOrder = (orderNo: string) => api.call(AjaxOrder, { order_no: orderNo });

/** `onChanged`: the order moved (or was found moved): the list shows it anew too. */
export function OrderDrawer({ orderNo, onClose, onChanged }: { orderNo: string; onClose: () => void; onChanged?: () => void }) {
  const t = useT();
  const isPhone = useIsPhone();
  const reply = useRequest(readOrder, { params: [orderNo] });
  const order = reply.data?.order;
  let body;
  const changed = () => {
    void reply.reload();
    onChanged?.();
  };
  if (order) body = <OrderContent order={order} onChanged={changed} />;
  else if (reply.error && !reply.loading)
    body = (
      <LazyResult status="warning" title={t('orderList.drawer.failed')} extra={<Button onClick={() => void reply.reload()}>{t('orderList.drawer.retry')}</Button>} />
    );
  else body = <Skeleton active paragraph={{ rows: 8 }} />;
  return (
    <Drawer open title={t('orderList.drawer.title', { no: orderNo })} size={isPhone ? '100%' : 'min(1000px, 100vw)'} onClose={onClose} destroyOnHidden className="order-drawer" footer={
        order && (
          <OrderActions
            order={order}
            onMoved={changed}
            onGone={() => {
              onChanged?.();
              onClose();
            }}
          />
        )
      }
    >
      {body}
    </Drawer>
  );
}
