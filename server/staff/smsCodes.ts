/**
 * SMS check codes for adding staff (SPEC.md "SMS button"; DESIGN.md): a random six-digit code per
 * (shop, phone), stored only as a hash with its expiry and a count of wrong tries, sent through the
 * SMS provider and never returned to the browser. A resend within SMS_RESEND_SECONDS is refused
 * here as well as counted down on the button.
 */
import { ErrCode } from '../../src/common/api';
import { SMS_CODE_LENGTH, SMS_RESEND_SECONDS } from '../../src/common/staffRules';
import { constantTimeEqual, randomBytes, sha256Hex } from '../auth/crypto';
import type { Executor } from '../db/schema';
import type { SmsProvider } from '../deps';
import { ApiError } from '../http/errors';
import type { TextValues } from '../../src/common/messages/format';
import type { ServerMessageId } from '../../src/common/messages/zh-CN';

export const SMS_CODE_TTL_MS = 10 * 60 * 1000;
/** Wrong codes a pending code survives; the next one needs a new code. */
export const SMS_CODE_MAX_ATTEMPTS = 5;

/**
 * `purpose` binds a code to what it was sent for (an order's permanent deletion names the order), so
 * a code sent for one thing is wrong for another; the staff codes have none, and hash as before.
 */
const codeHash = (shopId: number, phone: string, code: string, purpose = '') => sha256Hex(purpose ? `sms:${shopId}:${phone}:${purpose}:${code}` : `sms:${shopId}:${phone}:${code}`);

/** A uniformly random code of SMS_CODE_LENGTH digits (rejection sampling keeps it unbiased). */
function randomCode(): string {
  let out = '';
  while (out.length < SMS_CODE_LENGTH) {
    for (const byte of randomBytes(16)) if (byte < 250 && out.length < SMS_CODE_LENGTH) out += String(byte % 10);
  }
  return out;
}

interface SendCodeArgs {
  shopId: number;
  phone: string;
  now: number;
  sms: SmsProvider;
  /** The message text in the shop's language, with the code filled in. */
  text: (code: string, minutes: number) => string;
  /** What the code is for (see codeHash); checkCode must be given the same. */
  purpose?: string;
}

/** Makes and sends a new code for the phone; refused while the last one is younger than the resend wait. Answers the wait in seconds. */
export async function sendCheckCode(db: Executor, { shopId, phone, now, sms, text, purpose }: SendCodeArgs): Promise<number> {
  const last = await db.selectFrom('sms_codes').select('sent_at').where('shop_id', '=', shopId).where('phone', '=', phone).executeTakeFirst();
  const waitMs = last ? last.sent_at + SMS_RESEND_SECONDS * 1000 - now : 0;
  if (waitMs > 0) throw ApiError.of(ErrCode.TOO_MANY_ATTEMPTS, 'staff.server.codeWait', { seconds: Math.ceil(waitMs / 1000) }, { retry_after: Math.ceil(waitMs / 1000) });
  const code = randomCode();
  const row = { code_hash: await codeHash(shopId, phone, code, purpose), sent_at: now, expires_at: now + SMS_CODE_TTL_MS, attempts: 0 };
  await db
    .insertInto('sms_codes')
    .values({ shop_id: shopId, phone, ...row })
    .onConflict((oc) => oc.columns(['shop_id', 'phone']).doUpdateSet(row))
    .execute();
  await sms.send(db, { shopId, phone, text: text(code, SMS_CODE_TTL_MS / 60_000), at: now });
  return SMS_RESEND_SECONDS;
}

const refuse = (id: ServerMessageId, values?: TextValues) => ApiError.of(ErrCode.BAD_REQUEST, id, values);

/**
 * Checks a code inside the caller's transaction. A right code is used up with the caller's write (so
 * a write that fails keeps it); a wrong one is counted, and the caller then commits without its write
 * and refuses, so that the count sticks.
 */
export async function checkCode(db: Executor, shopId: number, phone: string, code: string, now: number, purpose?: string): Promise<'ok' | 'wrong'> {
  const row = await db.selectFrom('sms_codes').selectAll().where('shop_id', '=', shopId).where('phone', '=', phone).executeTakeFirst();
  if (!row || row.expires_at <= now || row.attempts >= SMS_CODE_MAX_ATTEMPTS) throw refuse('staff.server.codeExpired');
  if (constantTimeEqual(row.code_hash, await codeHash(shopId, phone, code, purpose))) {
    // Used up by exactly one caller: of two requests with the same code at once (PostgreSQL reads
    // the row in both), the one whose delete finds it gone was beaten to it.
    const used = await db.deleteFrom('sms_codes').where('shop_id', '=', shopId).where('phone', '=', phone).where('code_hash', '=', row.code_hash).executeTakeFirst();
    if (Number(used.numDeletedRows) !== 1) throw refuse('staff.server.codeExpired');
    return 'ok';
  }
  await db.updateTable('sms_codes').set({ attempts: row.attempts + 1 }).where('shop_id', '=', shopId).where('phone', '=', phone).execute();
  return 'wrong';
}
