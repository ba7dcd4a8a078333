/**
 * Paid seats (SPEC.md "Balance entry", "Renewal plans"; issue: paid seats and renewals).
 *
 * A seat runs until `users.exp_date` (0 = never ends: the master, and shops that do not sell seats).
 * Buying N months debits the plan's price from `shops.balance` and writes a balance entry, in the
 * caller's transaction: the debit is one guarded UPDATE (`balance >= price`), so concurrent buys
 * can never spend money the shop does not have, and the person's row is read locked (PostgreSQL
 * FOR UPDATE; SQLite runs one writer at a time), so concurrent buys for one person each extend
 * the end the previous one wrote.
 */
import { ErrCode } from '../../src/common/api';
import { SEAT_PLANS, SEAT_RENEW_AHEAD_MS } from '../../src/common/constants';
import { fenToYuan } from '../../src/common/money';
import { StaffState, type PricingStrategy } from '../../src/common/staff';
import { addMonths, formatDate, formatDateTime } from '../../src/common/time';
import type { TextValues } from '../../src/common/messages/format';
import type { ServerMessageId } from '../../src/common/messages/zh-CN';
import { randomBytes } from '../auth/crypto';
import type { Db, Executor, SqlDialect, Tx } from '../db/schema';
import { ApiError } from '../http/errors';
import { auditText } from '../logs/auditText';
import { staffLogColumns } from '../logs/staffLogTexts';
import { inWriteTransaction } from '../db/writeTransaction';

export type Translate = (id: ServerMessageId, values?: TextValues) => string;

/** balance_entries.balance_type */
export const BalanceType = { topUp: 1, seatBought: 2, seatRenewed: 3 } as const;

/** The plans keyed by month count, named in the reader's language, prices in yuan [ORG-45]. */
export function pricingStrategy(t: Translate): PricingStrategy {
  return Object.fromEntries(
    Object.entries(SEAT_PLANS).map(([months, plan]) => [months, { name: t('staff.plan.months', { months }), price: plan.priceFen / 100, discount: plan.discount }]),
  );
}

/**
 * A new order number: 'S', the time to the second and twelve random digits (27 characters). Many
 * buys share a second, so the random part carries the uniqueness: with 10^12 values a clash of the
 * unique key is out of reach even for thousands of buys in one second.
 */
function orderNo(now: number): string {
  const digits = [...randomBytes(12)].map((b) => String(b % 10)).join('');
  return `S${formatDateTime(now).replace(/\D/g, '')}${digits}`;
}

interface SeatPurchase {
  shopId: number;
  userId: number;
  months: number;
  now: number;
  type: typeof BalanceType.seatBought | typeof BalanceType.seatRenewed;
}

/**
 * Debits the plan and extends the person's seat, inside the caller's transaction (which has locked
 * the person's row). Refuses an unknown plan or a balance that does not cover it, changing nothing.
 */
export async function buySeat(db: Tx, p: SeatPurchase): Promise<{ expDate: number; balance: number; priceFen: number }> {
  const plan = SEAT_PLANS[p.months];
  if (!plan) throw ApiError.of(ErrCode.BAD_REQUEST, 'staff.server.badPlan', { months: p.months });
  const debited = await db
    .updateTable('shops')
    .set((eb) => ({ balance: eb('balance', '-', plan.priceFen) }))
    .where('shop_id', '=', p.shopId)
    .where('balance', '>=', plan.priceFen)
    .returning('balance')
    .executeTakeFirst();
  if (!debited) {
    const shop = await db.selectFrom('shops').select('balance').where('shop_id', '=', p.shopId).executeTakeFirstOrThrow();
    throw ApiError.of(ErrCode.BAD_REQUEST, 'staff.server.balanceShort', { price: fenToYuan(plan.priceFen), balance: fenToYuan(Number(shop.balance)) });
  }
  const person = await db.selectFrom('users').select('exp_date').where('shop_id', '=', p.shopId).where('user_id', '=', p.userId).executeTakeFirstOrThrow();
  const start = Math.max(Number(person.exp_date), p.now);
  const expDate = addMonths(start, p.months);
  await db.updateTable('users').set({ exp_date: expDate, exp_flag: 0 }).where('shop_id', '=', p.shopId).where('user_id', '=', p.userId).execute();
  const balance = Number(debited.balance);
  await db
    .insertInto('balance_entries')
    .values({
      shop_id: p.shopId,
      order_no: orderNo(p.now),
      balance_type: p.type,
      amount: -plan.priceFen,
      pre_amount: balance + plan.priceFen,
      eff_date: start,
      exp_date: expDate,
      user_id: p.userId,
      months: p.months,
      created_at: p.now,
    })
    .execute();
  return { expDate, balance, priceFen: plan.priceFen };
}

export interface SeatJobResult {
  renewed: number;
  /** Seats due for renewal whose shop's balance did not cover the plan. */
  unpaid: number;
  /** Seats newly flagged expired. */
  expired: number;
}

async function lockPerson(trx: Tx, dialect: SqlDialect, userId: number) {
  let q = trx.selectFrom('users').selectAll().where('user_id', '=', userId);
  if (dialect === 'postgres') q = q.forUpdate();
  return q.executeTakeFirst();
}

/** Renews one due seat for a month in its own transaction; 'unpaid' when the balance is short. */
async function renewDueSeat(db: Db, dialect: SqlDialect, userId: number, now: number): Promise<'renewed' | 'unpaid' | 'skipped'> {
  try {
    return await inWriteTransaction(db, async (trx) => {
      const person = await lockPerson(trx, dialect, userId);
      // Looked at again under the lock: someone may have renewed or turned it off meanwhile.
      if (!person || person.auto_renew !== 1 || person.state === StaffState.left || person.exp_date <= 0 || person.exp_date > now + SEAT_RENEW_AHEAD_MS) return 'skipped';
      const shop = await trx.selectFrom('shops').select(['shop_muid', 'can_pay']).where('shop_id', '=', person.shop_id).executeTakeFirstOrThrow();
      if (shop.can_pay !== 1) return 'skipped';
      const { expDate, priceFen } = await buySeat(trx, { shopId: person.shop_id, userId, months: 1, now, type: BalanceType.seatRenewed });
      const master = await trx.selectFrom('users').select(['user_id', 'login_name']).where('user_id', '=', shop.shop_muid ?? -1).executeTakeFirst();
      if (master) {
        // The shop's own automatic action, recorded under its master account.
        await trx
          .insertInto('staff_logs')
          .values({
            shop_id: person.shop_id,
            user_id: master.user_id,
            login_name: master.login_name,
            ...staffLogColumns({
              menu: 'route.staff.org',
              fn: 'audit.fn.autoRenewed',
              content: auditText('audit.seat.autoRenewed', { who: person.full_name || person.login_name, amount: fenToYuan(priceFen), date: formatDate(expDate) }),
            }),
            oper_date: now,
          })
          .execute();
      }
      return 'renewed';
    });
  } catch (e) {
    if (e instanceof ApiError && e.text?.id === 'staff.server.balanceShort') return 'unpaid';
    throw e;
  }
}

/**
 * The daily seat job: renews for a month the seats with auto-renew on that end within
 * SEAT_RENEW_AHEAD_MS (when the shop sells seats and its balance covers it), then flags the seats
 * that have ended. Runs at start and daily in the hosts; tests call it with their clock.
 */
export async function runSeatJob(db: Db, dialect: SqlDialect, now: number): Promise<SeatJobResult> {
  const due = await db
    .selectFrom('users')
    .select('user_id')
    .where('auto_renew', '=', 1)
    .where('exp_date', '>', 0)
    .where('exp_date', '<=', now + SEAT_RENEW_AHEAD_MS)
    .where('state', 'in', [StaffState.inUse, StaffState.disabled])
    .orderBy('exp_date')
    .execute();
  const result: SeatJobResult = { renewed: 0, unpaid: 0, expired: 0 };
  for (const { user_id } of due) {
    const outcome = await renewDueSeat(db, dialect, user_id, now);
    if (outcome !== 'skipped') result[outcome] += 1;
  }
  const flagged = await db.updateTable('users').set({ exp_flag: 1 }).where('exp_date', '>', 0).where('exp_date', '<=', now).where('exp_flag', '=', 0).executeTakeFirst();
  result.expired = Number(flagged.numUpdatedRows);
  return result;
}

/** Balance entries of the shop, newest first, as the page shows them. */
export async function latestEntries(db: Executor, shopId: number, t: Translate, limit = 20) {
  const rows = await db.selectFrom('balance_entries').selectAll().where('shop_id', '=', shopId).orderBy('created_at', 'desc').orderBy('entry_id', 'desc').limit(limit).execute();
  const when = (ms: number) => (ms > 0 ? formatDateTime(ms) : '');
  return rows.map((r) => ({
    order_no: r.order_no,
    balance_type_name: t(`staff.balanceType.${r.balance_type}` as ServerMessageId),
    amount: Number(r.amount) / 100,
    pre_amount: Number(r.pre_amount) / 100,
    state: r.state,
    eff_date: when(Number(r.eff_date)),
    exp_date: when(Number(r.exp_date)),
  }));
}
