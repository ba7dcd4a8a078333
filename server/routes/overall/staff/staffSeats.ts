/**
 * Paid seats of the session's shop (SPEC.md "Org structure"; ORG-26..28, ORG-40..47, API-STAFF-13..15):
 * the balance, buying a seat for a number of months, and auto-renewal.
 *
 * Decisions where the spec is silent:
 * - Nobody buys or sets auto-renewal for their own seat, the master has no seat, and a person who
 *   left has none to renew [ORG-42].
 * - Turning auto-renewal to the value it has is answered as done (the page may send it twice).
 */
import { ErrCode } from '../../../../src/common/api';
import { fenToYuan } from '../../../../src/common/money';
import { BuySeat, GetBalance, RenewSeat, StaffState } from '../../../../src/common/staff';
import { formatDate } from '../../../../src/common/time';
import type { Tx, UserRow } from '../../../db/schema';
import { ApiError } from '../../../http/errors';
import { route, type AuthedCtx } from '../../../http/route';
import { auditText } from '../../../logs/auditText';
import { BalanceType, buySeat, latestEntries, pricingStrategy } from '../../../staff/seats';
import { lockStaff } from '../../../staff/staffRecords';
import { ORG_MENU } from '../../../staff/departments';

const who = (u: UserRow) => u.full_name || u.login_name;

/** The person whose seat is paid for or renewed, locked: not the caller, not the master, on the job. */
async function seatHolder(ctx: AuthedCtx, db: Tx, staffId: number): Promise<UserRow> {
  const row = await lockStaff(db, ctx.deps.dialect, ctx.session.shop.shop_id, staffId);
  if (row.user_id === ctx.session.user.user_id) throw ApiError.of(ErrCode.NO_RIGHT, 'staff.server.self');
  if (row.user_id === ctx.session.shop.shop_muid) throw ApiError.of(ErrCode.BAD_REQUEST, 'staff.server.master');
  if (row.state === StaffState.left) throw ApiError.of(ErrCode.BAD_REQUEST, 'staff.server.notOnJob');
  return row;
}

export const getBalance = route(GetBalance, {
  // Right (SPEC.md names none; docs/DESIGN.md, rights of the routes): the balance is shown on the org page and used by seat buying.
  access: { anyOf: ['SF_STAFF_BUY', 'SF_STAFF_QUERY'] },
  async handle(ctx) {
    const shop = await ctx.db.selectFrom('shops').select(['balance', 'can_pay']).where('shop_id', '=', ctx.session.shop.shop_id).executeTakeFirstOrThrow();
    return {
      balanceInfo: {
        balance: Number(shop.balance) / 100,
        can_pay: shop.can_pay,
        entries: await latestEntries(ctx.db, ctx.session.shop.shop_id, ctx.t),
        pricing_strategy: pricingStrategy(ctx.t),
      },
    };
  },
});

export const buy = route(BuySeat, {
  access: { anyOf: ['SF_STAFF_BUY'] },
  async handle(ctx) {
    const { staffID: staffId, buyMonths: months } = ctx.fields;
    const shopId = ctx.session.shop.shop_id;
    const bought = await ctx.write(async ({ db, audit }) => {
      const person = await seatHolder(ctx, db, staffId);
      const shop = await db.selectFrom('shops').select('can_pay').where('shop_id', '=', shopId).executeTakeFirstOrThrow();
      if (shop.can_pay !== 1) throw ApiError.of(ErrCode.BAD_REQUEST, 'staff.server.noSeatSale');
      const result = await buySeat(db, { shopId, userId: person.user_id, months, now: ctx.now, type: BalanceType.seatBought });
      await audit(ORG_MENU, 'audit.fn.seatRenewed', auditText('audit.seat.renewed', { who: who(person), months, amount: fenToYuan(result.priceFen), date: formatDate(result.expDate) }));
      return result;
    });
    return { exp_date: formatDate(bought.expDate), balance: bought.balance / 100, err_msg: ctx.t('staff.renewed') };
  },
});

export const renew = route(RenewSeat, {
  access: { anyOf: ['SF_STAFF_BUY'] },
  async handle(ctx) {
    const { staffID: staffId, renewMonths: months } = ctx.fields;
    await ctx.write(async ({ db, audit }) => {
      const person = await seatHolder(ctx, db, staffId);
      if (person.auto_renew === months) return;
      await db.updateTable('users').set({ auto_renew: months }).where('shop_id', '=', ctx.session.shop.shop_id).where('user_id', '=', staffId).execute();
      await audit(ORG_MENU, months ? 'audit.fn.autoRenewOn' : 'audit.fn.autoRenewOff', auditText(months ? 'audit.seat.autoRenewOn' : 'audit.seat.autoRenewOff', { who: who(person) }));
    });
    return { err_msg: ctx.t(months ? 'staff.autoRenewOn' : 'staff.autoRenewOff') };
  },
});

export const staffSeatRoutes = [getBalance, buy, renew];
