/**
 * Deleting an order of the recycle bin, or the whole bin, for good [API-ORD-37] [API-ORD-42]
 * [API-ORD-43]: it cannot be undone, so the server asks for the six-digit code it sends to the shop
 * master's phone. The dialog sends the code (waiting out the resend time the server names), takes
 * the code the master reads out, and deletes; a wrong or expired code is refused by the server and
 * the dialog stays open to try again.
 */
import { Button, Flex, Input, Modal, Typography } from 'antd';
import { useState } from 'react';
import { messageApi } from '../../../app/feedback';
import { useT } from '../../../app/useT';
import { SMS_CODE_LENGTH, SMS_RESEND_SECONDS } from '../../../common/staffRules';
import { useCountdown } from '../../../components/form/useCountdown';
import { clearOrderForGood, emptyRecycleBin, sendClearCode, sendEmptyBinCode } from './orderClear';
import { canAccess } from '../../../common/rights';
import { selectAuthInfo } from '../../../app/session/sessionSlice';
import { useAppSelector } from '../../../app/store';

const CODE = new RegExp(`^\\d{${SMS_CODE_LENGTH}}$`);

/** `orderNo`: the order to delete; null: every order of the recycle bin. */
export function ClearForGoodDialog({ orderNo, onDeleted, onCancel }: { orderNo: string | null; onDeleted: () => void; onCancel: () => void }) {
  const t = useT();
  const [code, setCode] = useState('');
  const [left, startCountdown] = useCountdown();
  const [sending, setSending] = useState(false);
  const [deleting, setDeleting] = useState(false);

  async function send() {
    setSending(true);
    try {
      const reply = await (orderNo ? sendClearCode(orderNo) : sendEmptyBinCode());
      startCountdown(reply.resend_after > 0 ? reply.resend_after : SMS_RESEND_SECONDS);
      messageApi().success(reply.err_msg ?? '');
    } catch {
      // The request layer showed why (too soon, no phone on the master account).
    } finally {
      setSending(false);
    }
  }

  async function remove() {
    setDeleting(true);
    try {
      const reply = await (orderNo ? clearOrderForGood(orderNo, code) : emptyRecycleBin(code));
      messageApi().success(reply.err_msg ?? '');
      onDeleted();
    } catch {
      setDeleting(false);
    }
  }

  return (
    <Modal
      open
      title={orderNo ? t('orderList.clearForGood.title', { no: orderNo }) : t('orderList.emptyBin')}
      okText={t(orderNo ? 'orderList.clearForGood' : 'orderList.emptyBin')}
      cancelText={t('common.cancel')}
      okButtonProps={{ danger: true, disabled: !CODE.test(code) }}
      confirmLoading={deleting}
      onOk={() => void remove()}
      onCancel={onCancel}
    >
      <Typography.Paragraph>{t(orderNo ? 'orderList.clearForGood.text' : 'orderList.emptyBin.text')}</Typography.Paragraph>
      <Flex gap={8}>
        <Input
          aria-label={t('orderList.clearForGood.code')}
          placeholder={t('orderList.clearForGood.code')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={SMS_CODE_LENGTH}
          value={code}
          onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))}
        />
        <Button onClick={() => void send()} loading={sending} disabled={left > 0}>
          {left > 0 ? t('orderList.clearForGood.wait', { seconds: left }) : t('orderList.clearForGood.send')}
        </Button>
      </Flex>
    </Modal>
  );
}

/** The recycle bin's "empty" button, for holders of SF_STORE_ORD_DELETE while the bin has orders; `onEmptied`: the list reads anew. */
export function EmptyBinButton({ onEmptied }: { onEmptied: () => void }) {
  const t = useT();
  const auth = useAppSelector(selectAuthInfo);
  const [open, setOpen] = useState(false);
  if (!canAccess(auth, 'SF_STORE_ORD_DELETE')) return null;
  return (
    <>
      <Button danger onClick={() => setOpen(true)}>
        {t('orderList.emptyBin')}
      </Button>
      {open && (
        <ClearForGoodDialog
          orderNo={null}
          onCancel={() => setOpen(false)}
          onDeleted={() => {
            setOpen(false);
            onEmptied();
          }}
        />
      )}
    </>
  );
}
