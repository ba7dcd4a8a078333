/**
 * The staff form's SMS code button [STAFF-FORM-24..29]: checks the phone first (empty: '手机号码不能为空',
 * malformed: '手机号码格式不对', shown in the phone field; then the form's rules of the field, so that a
 * phone already taken is named there and costs no SMS), asks ShopStaff-getCheckCode to send the code,
 * toasts the server's message with the phone, and counts down 120 s (or what the server says is left)
 * before a resend. A refused send frees the button at once.
 */
import { Button } from 'antd';
import { useState } from 'react';
import { api } from '../../../../api/client';
import { messageApi } from '../../../../app/feedback';
import { useCountdown } from '../../../../components/form/useCountdown';
import { useT } from '../../../../app/useT';
import { GetCheckCode } from '../../../../common/staff';
import { SMS_RESEND_SECONDS, staffPhoneRule } from '../../../../common/staffRules';

interface SmsCodeButtonProps {
  /** The phone as typed. */
  phone: () => string;
  /** Shows a refusal of the phone in its field. */
  onBadPhone: (message: string) => void;
  /** The form's own check of the phone field (showing why in the field); false: no code is sent. */
  phoneAccepted?: () => Promise<boolean>;
  disabled?: boolean;
}

export function SmsCodeButton({ phone, onBadPhone, phoneAccepted, disabled }: SmsCodeButtonProps) {
  const t = useT();
  const [left, startCountdown] = useCountdown();
  const [sending, setSending] = useState(false);

  async function send() {
    const number = phone().trim();
    const invalid = staffPhoneRule(number);
    if (invalid) {
      onBadPhone(t(invalid.id));
      return;
    }
    setSending(true);
    if (phoneAccepted && !(await phoneAccepted())) {
      setSending(false);
      return;
    }
    startCountdown(SMS_RESEND_SECONDS);
    try {
      const reply = await api.call(GetCheckCode, { phoneNbr: number });
      startCountdown(reply.resend_after > 0 ? reply.resend_after : SMS_RESEND_SECONDS);
      messageApi().success(t('staff.sms.sent', { message: reply.err_msg || t('staff.codeSent'), phone: number }));
    } catch {
      // The request layer showed why; the button may be used again at once [STAFF-FORM-29].
      startCountdown(0);
    } finally {
      setSending(false);
    }
  }

  return (
    <Button className="staff-sms-button" onClick={() => void send()} loading={sending} disabled={disabled || left > 0}>
      {left > 0 ? t('staff.sms.wait', { seconds: left }) : t('staff.sms.send')}
    </Button>
  );
}
