/**
 * The default SMS provider: every message goes to the `sms_outbox` table (the demo and the tests
 * read codes there). On a demo host the text, check code included, is also written to the log;
 * elsewhere the log says only that a message went out, since a log is read by more people than
 * should hold codes. A deployment with a real SMS gateway provides its own SmsProvider in AppDeps;
 * nothing else changes.
 */
import { maskPhone } from '../src/common/validation';
import type { Logger, SmsProvider } from './deps';

export function outboxSms(logger: Logger, { demo = false }: { demo?: boolean } = {}): SmsProvider {
  return {
    async send(db, { shopId, phone, text, at }) {
      await db.insertInto('sms_outbox').values({ shop_id: shopId, phone, content: text, created_at: at }).execute();
      logger.info(demo ? `SMS to ${maskPhone(phone)}: ${text}` : `SMS to ${maskPhone(phone)} (text in sms_outbox)`);
    },
  };
}
