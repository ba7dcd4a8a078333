/**
 * The order drawer's sub-orders (补单; src/common/subOrders.ts): each sub-order of the order with
 * its number, state, reason, author, amount and rooms (StoreOrders-subOrdsInfo-orderNo-{no}), the
 * moves its state allows and the user's rights hold (SUB_ORDER_MOVES: submit, confirm, close; the
 * last two ask first), its edit form while it is open, and a new one while the order takes them
 * (price locked; confirmed, in production or arrived; not in the recycle bin). The section is shown
 * only where sub-orders are, or may be made: an order still being edited changes itself instead.
 */
import { PlusOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Flex, Skeleton, Tag, Typography } from 'antd';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { api } from '../../../api/client';
import { useRequest } from '../../../api/useRequest';
import { confirmDialog, messageApi } from '../../../app/feedback';
import { useT } from '../../../app/useT';
import type { OrderRecord } from '../../../common/orders';
import { canAccess } from '../../../common/rights';
import {
  OPEN_SUB_STATES,
  SUB_MOVE_CALLS,
  SUB_ORDER_MOVES,
  SUB_ORDER_PARENT_STATES,
  subOrderCall,
  SubOrdsInfo,
  type SubOrderMove,
  type SubOrderRecord,
  type SubOrdStateValue,
} from '../../../common/subOrders';
import { selectAuthInfo } from '../../../app/session/sessionSlice';
import { useAppSelector } from '../../../app/store';
import { Money } from '../../../components/list/fields';
import type { MessageId } from '../../../locales/zh-CN';
import { OrderRooms } from './OrderRooms';

const SUB_STATE: Readonly<Record<SubOrdStateValue, { name: MessageId; color?: string }>> = {
  0: { name: 'orderList.sub.state.0' },
  1: { name: 'orderList.sub.state.1', color: 'blue' },
  3: { name: 'orderList.sub.state.3', color: 'success' },
  9: { name: 'orderList.sub.state.9' },
};

/** In the order of a sub-order's life; the first shown is the primary button. Confirm and close ask first. */
const MOVES: readonly { move: SubOrderMove; ask?: MessageId; danger?: true }[] = [
  { move: 'submitSubOrd' },
  { move: 'confirmSubOrd', ask: 'orderList.sub.ask.confirmSubOrd' },
  { move: 'closeSubOrd', ask: 'orderList.sub.ask.closeSubOrd', danger: true },
];

/** Whether the order takes a new sub-order now (the server decides again). */
const takesSubOrders = (o: OrderRecord) => o.is_deleted === 0 && o.price_lock === 1 && (SUB_ORDER_PARENT_STATES as readonly number[]).includes(o.ord_state);

export const subOrderFormPath = {
  create: (orderNo: string) => `/orders/edit?parent=${encodeURIComponent(orderNo)}`,
  edit: (subOrderNo: string) => `/orders/edit?sub_order_no=${encodeURIComponent(subOrderNo)}`,
};

function SubOrderCard({ sub, onMoved }: { sub: SubOrderRecord; onMoved: () => void }) {
  const t = useT();
  const navigate = useNavigate();
  const auth = useAppSelector(selectAuthInfo);
  const headingId = useId();
  const [busy, setBusy] = useState<SubOrderMove | null>(null);
  const state = SUB_STATE[sub.sub_state];
  const moves = MOVES.filter(({ move }) => SUB_ORDER_MOVES[move].from.includes(sub.sub_state) && canAccess(auth, SUB_ORDER_MOVES[move].right));
  const mayEdit = OPEN_SUB_STATES.includes(sub.sub_state) && canAccess(auth, 'SF_STORE_ORD_EDIT');

  async function press({ move, ask, danger }: (typeof MOVES)[number]) {
    if (ask && !(await confirmDialog({ title: t(ask, { no: sub.sub_order_no }), okButtonProps: { danger } }))) return;
    setBusy(move);
    try {
      const reply = await api.call(SUB_MOVE_CALLS[move], { sub_order_no: sub.sub_order_no });
      messageApi().success(reply.err_msg ?? '');
    } catch {
      // Refused (the request layer said why): the section shows the sub-order as it is now.
    } finally {
      setBusy(null);
      onMoved();
    }
  }

  return (
    <Card
      size="small"
      className="order-sub"
      data-testid="order-sub"
      aria-labelledby={headingId}
      title={
        <span className="order-sub-head">
          <Typography.Title level={4} id={headingId} className="order-sub-no">
            {sub.sub_order_no}
          </Typography.Title>
          <Tag color={state.color}>{t(state.name)}</Tag>
        </span>
      }
      extra={<Money value={sub.total} strong />}
    >
      <Typography.Paragraph className="order-sub-reason">
        <Typography.Text type="secondary">{t('orderList.sub.reason')}</Typography.Text> {sub.reason}
      </Typography.Paragraph>
      <Typography.Paragraph type="secondary" className="order-sub-by">
        {t('orderList.sub.by', { name: sub.creator_name || '—', date: sub.create_date })}
      </Typography.Paragraph>
      <OrderRooms rooms={sub.rooms} level={4} />
      {(moves.length > 0 || mayEdit) && (
        <Flex wrap gap={8} className="order-sub-actions" role="group" aria-label={t('orderList.sub.actions', { no: sub.sub_order_no })}>
          {moves.map((m, i) => (
            <Button key={m.move} type={i === 0 && !m.danger ? 'primary' : 'default'} danger={m.danger} loading={busy === m.move} disabled={busy !== null && busy !== m.move} onClick={() => void press(m)}>
              {t(`orderList.sub.move.${m.move}`)}
            </Button>
          ))}
          {mayEdit && (
            <Button disabled={busy !== null} onClick={() => navigate(subOrderFormPath.edit(sub.sub_order_no))}>
              {t('orderList.sub.edit')}
            </Button>
          )}
        </Flex>
      )}
    </Card>
  );
}

const readSubOrders = (orderNo: string) => api.call(subOrderCall(SubOrdsInfo, orderNo), {});

/** `onChanged`: a sub-order moved, so the order's figures may have too. */
export function OrderSubOrders({ order, onChanged }: { order: OrderRecord; onChanged?: () => void }) {
  const t = useT();
  const navigate = useNavigate();
  const headingId = useId();
  const auth = useAppSelector(selectAuthInfo);
  const mayCreate = takesSubOrders(order) && canAccess(auth, 'SF_STORE_ORD_EDIT');
  const reply = useRequest(readSubOrders, { params: [order.order_no] });
  const subs = reply.data?.data;
  // Nothing to show: no sub-orders and none may be made (the order still changes itself, or is over).
  if (subs && subs.length === 0 && !mayCreate) return null;
  const moved = () => {
    void reply.reload();
    onChanged?.();
  };
  let body;
  if (subs) {
    body = subs.length ? (
      subs.map((sub) => <SubOrderCard key={sub.sub_order_no} sub={sub} onMoved={moved} />)
    ) : (
      <Typography.Text type="secondary">{t('orderList.sub.empty')}</Typography.Text>
    );
  } else if (reply.error && !reply.loading) {
    body = <Alert type="warning" showIcon title={t('orderList.sub.failed')} action={<Button onClick={() => void reply.reload()}>{t('orderList.sub.retry')}</Button>} />;
  } else body = <Skeleton active paragraph={{ rows: 2 }} />;
  const totals = reply.data?.totals;
  return (
    <section className="order-subs" aria-labelledby={headingId} data-testid="order-subs">
      <div className="order-room-head">
        <Typography.Title level={3} id={headingId} className="order-room-name">
          {t('orderList.sub.title')}
        </Typography.Title>
        {totals && subs && subs.length > 0 && (
          <Typography.Text type="secondary">{t('orderList.sub.summary', { confirmed: totals.confirmed, open: totals.open, withOrder: totals.with_order })}</Typography.Text>
        )}
        {mayCreate && (
          <Button className="order-room-total" icon={<PlusOutlined />} onClick={() => navigate(subOrderFormPath.create(order.order_no))}>
            {t('orderList.sub.new')}
          </Button>
        )}
      </div>
      {body}
    </section>
  );
}
