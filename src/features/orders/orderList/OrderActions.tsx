/**
 * What may be done to an order now, in the drawer's footer: each move of the state machine
 * (src/common/orders.ts ORDER_MOVES) whose rule holds for the order's state, price lock and bin flag
 * and whose right the user holds, nothing else; and the edit form while its content may change.
 * Moves that cannot be undone by the user (confirm, lock the price, close, into the bin) ask first;
 * finishing an order with money still due asks for the reason the server requires. A confirmed or
 * later order can be sent to the production MES again (SYSCFG-17/18), by whoever may confirm orders
 * or edit the system configuration, as the server's route allows. The server
 * decides again: a move raced by someone else is refused there and the drawer shows the order anew.
 */
import { Button, Flex, Input, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { api } from '../../../api/client';
import { confirmDialog, messageApi } from '../../../app/feedback';
import { useT } from '../../../app/useT';
import { yuanToFen } from '../../../common/money';
import { CloseOrd, EDITABLE_STATES, isMesSyncable, MOVE_CALLS, moveRuleFor, OrdState, SyncMesSale, type OrderMove, type OrderRecord, type OrdStateValue } from '../../../common/orders';
import { canAccess } from '../../../common/rights';
import { selectAuthInfo } from '../../../app/session/sessionSlice';
import { useAppSelector } from '../../../app/store';
import { ClearForGoodDialog } from './ClearForGoodDialog';
import type { MessageId } from '../../../locales/zh-CN';

type SimpleMove = keyof typeof MOVE_CALLS;

interface MoveButton {
  move: SimpleMove | 'closeOrd';
  label: MessageId;
  /** The question asked before the move (none: made at once). */
  ask?: MessageId;
  danger?: true;
}

/** In the order of an order's life: the first one shown is the next step, the primary button. */
const BUTTONS: readonly MoveButton[] = [
  { move: 'submitOrd', label: 'orderList.move.submitOrd' },
  { move: 'recOrd', label: 'orderList.move.recOrd' },
  { move: 'confirmOrd', label: 'orderList.move.confirmOrd', ask: 'orderList.move.confirmOrd.ask' },
  { move: 'lockPrice', label: 'orderList.move.lockPrice', ask: 'orderList.move.lockPrice.ask' },
  { move: 'process', label: 'orderList.move.process' },
  { move: 'orderArrival', label: 'orderList.move.orderArrival' },
  { move: 'closeOrd', label: 'orderList.move.close', ask: 'orderList.move.close.ask', danger: true },
  { move: 'recoverOrd', label: 'orderList.move.recoverOrd' },
  { move: 'clear', label: 'orderList.move.clear', ask: 'orderList.move.clear.ask', danger: true },
];

/** closeOrd finishes an arrived order and closes the others: one button, named for what it does. */
const finishes = (order: OrderRecord) => order.ord_state === OrdState.arrived;

/** The finishing of an order with money due: the server requires a reason. */
function FinishDialog({ order, onFinish, onCancel }: { order: OrderRecord; onFinish: (reason: string) => Promise<boolean>; onCancel: () => void }) {
  const t = useT();
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const ok = async () => {
    setBusy(true);
    if (!(await onFinish(reason.trim()))) setBusy(false);
  };
  return (
    <Modal open title={t('orderList.move.finish.title', { no: order.order_no })} okText={t('orderList.move.finish')} cancelText={t('common.cancel')} okButtonProps={{ disabled: !reason.trim(), danger: true }} confirmLoading={busy} onOk={() => void ok()} onCancel={onCancel}>
      <Typography.Paragraph>{t('orderList.move.finish.due', { due: order.due })}</Typography.Paragraph>
      <Input.TextArea aria-label={t('orderList.move.finish.reason')} placeholder={t('orderList.move.finish.reason')} value={reason} maxLength={200} showCount autoFocus rows={3} onChange={(e) => setReason(e.target.value)} />
    </Modal>
  );
}

/** `onMoved`: the order changed (read it anew); `onGone`: it was deleted for good (nothing left to show). */
export function OrderActions({ order, onMoved, onGone }: { order: OrderRecord; onMoved: () => void; onGone?: () => void }) {
  const t = useT();
  const navigate = useNavigate();
  const auth = useAppSelector(selectAuthInfo);
  const [busy, setBusy] = useState<string | null>(null);
  const [finishing, setFinishing] = useState(false);
  const [clearing, setClearing] = useState(false);
  const shown = BUTTONS.filter((b) => {
    const rule = moveRuleFor(b.move as OrderMove, order);
    return rule !== undefined && canAccess(auth, rule.right);
  });
  const editable = order.is_deleted === 0 && order.price_lock === 0 && EDITABLE_STATES.includes(order.ord_state as OrdStateValue);
  const mayEdit = editable && canAccess(auth, order.ord_state === OrdState.draft ? ['SF_STORE_ORD_NEW', 'SF_STORE_ORD_EDIT'] : ['SF_STORE_ORD_EDIT']);

  const clearRule = moveRuleFor('realClearOrd', order);
  const mayClear = clearRule !== undefined && canAccess(auth, clearRule.right);
  const maySync = isMesSyncable(order) && canAccess(auth, ['SF_BASE_CONFIG_EDIT', 'SF_STORE_ORD_CONFIRM']);

  /** Sends the order's detail and quotation to the MES after asking; the order itself does not change. */
  async function syncToMes() {
    if (!(await confirmDialog({ title: t('orderList.mes.ask', { no: order.order_no }) }))) return;
    setBusy('mes');
    try {
      const reply = await api.call(SyncMesSale, { order_no: order.order_no });
      messageApi().success(reply.err_msg ?? '');
    } catch {
      // Refused: the request layer has shown why.
    } finally {
      setBusy(null);
    }
  }

  /** Makes the move; true when the server made it (a refusal is shown by the request layer). */
  async function make(b: MoveButton, reason = ''): Promise<boolean> {
    setBusy(b.move);
    try {
      const reply = b.move === 'closeOrd' ? await api.call(CloseOrd, { order_no: order.order_no, reason }) : await api.call(MOVE_CALLS[b.move], { order_no: order.order_no });
      messageApi().success(reply.err_msg ?? '');
      return true;
    } catch {
      return false;
    } finally {
      setBusy(null);
      // Made or refused (someone else moved it first): the drawer and the list show the order as it is now.
      onMoved();
    }
  }

  async function press(b: MoveButton) {
    if (b.move === 'closeOrd' && finishes(order) && (yuanToFen(order.due) ?? 0) > 0) return setFinishing(true);
    const ask = b.move === 'closeOrd' && finishes(order) ? 'orderList.move.finish.ask' : b.ask;
    if (ask && !(await confirmDialog({ title: t(ask, { no: order.order_no }), okButtonProps: { danger: b.danger } }))) return;
    await make(b);
  }

  if (shown.length === 0 && !mayEdit && !maySync && !mayClear) return null;
  const close = BUTTONS.find((b) => b.move === 'closeOrd') as MoveButton;
  return (
    <Flex wrap gap={8} className="order-actions" role="group" aria-label={t('orderList.move.group')}>
      {shown.map((b, i) => (
        <Button key={b.move} type={i === 0 && !b.danger ? 'primary' : 'default'} danger={b.danger} loading={busy === b.move} disabled={busy !== null && busy !== b.move} onClick={() => void press(b)}>
          {b.move === 'closeOrd' && finishes(order) ? t('orderList.move.finish') : t(b.label)}
        </Button>
      ))}
      {mayClear && (
        <Button danger disabled={busy !== null} onClick={() => setClearing(true)}>
          {t('orderList.clearForGood')}
        </Button>
      )}
      {clearing && (
        <ClearForGoodDialog
          orderNo={order.order_no}
          onCancel={() => setClearing(false)}
          onDeleted={() => {
            setClearing(false);
            (onGone ?? onMoved)();
          }}
        />
      )}
      {maySync && (
        <Button loading={busy === 'mes'} disabled={busy !== null && busy !== 'mes'} onClick={() => void syncToMes()}>
          {t('orderList.mes.sync')}
        </Button>
      )}
      {mayEdit && (
        <Button disabled={busy !== null} onClick={() => navigate(`/orders/edit?order_no=${encodeURIComponent(order.order_no)}`)}>
          {t('orderList.move.edit')}
        </Button>
      )}
      {finishing && (
        <FinishDialog
          order={order}
          onCancel={() => setFinishing(false)}
          onFinish={async (reason) => {
            const made = await make(close, reason);
            if (made) setFinishing(false);
            return made;
          }}
        />
      )}
    </Flex>
  );
}
