/**
 * The default SMS provider: every message goes to the `sms_outbox` table (the demo and the tests
 * read codes there) and to the server log. A deployment with a real SMS gateway provides its own
 * SmsProvider in AppDeps; nothing else changes.
 */
import { maskPhone } from '../src/common/validation';
import type { Logger, SmsProvider } from './deps';

export function outboxSms(logger: Logger): SmsProvider {
  return {
    async send(db, { shopId, phone, text, at }) {
      await db.insertInto('sms_outbox').values({ shop_id: shopId, phone, content: text, created_at: at }).execute();
      logger.info(`SMS to ${maskPhone(phone)}: ${text}`);
    },
  };
}
