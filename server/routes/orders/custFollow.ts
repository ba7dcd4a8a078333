/**
 * Follow-ups (跟进记录) of the session's shop's customers (issue 28, `/custfollow`).
 *
 * Decisions where the spec is silent:
 * - A follow-up is written by the session's person, about a customer of the shop (a stopped one
 *   too: the history goes on); its next date is today or later.
 * - "Due today" and "overdue" look at each customer's latest follow-up only: once someone follows
 *   up again, the earlier promise is kept and no longer due.
 * - Days are the shop's calendar (UTC+8), as every date of the product.
 */
import type { ExpressionBuilder } from 'kysely';
import { AddFollow, GetFollows, nextDateRule, type FollowDue, type FollowMethodValue } from '../../../src/common/crm';
import { DAY_MS, dayStartMs, formatDate, formatDateTime } from '../../../src/common/time';
import { pageOf } from '../../db/paging';
import type { Database } from '../../db/schema';
import { badRequest } from '../../http/errors';
import { route } from '../../http/route';
import { auditText } from '../../logs/auditText';
import { FOLLOW_MENU, lockCustomer } from '../../crm/customers';

/** A later follow-up of the same customer than `f` (the query's row). */
const laterFollow = (eb: ExpressionBuilder<Database & { f: Database['cust_follows'] }, 'f'>) =>
  eb
    .selectFrom('cust_follows as later')
    .select('later.follow_id')
    .whereRef('later.shop_id', '=', 'f.shop_id')
    .whereRef('later.crm_id', '=', 'f.crm_id')
    .whereRef('later.follow_id', '>', 'f.follow_id');

/** The due state of a follow-up: its next date, if it is the customer's latest, against today. */
function dueOf(nextDate: string | null, latest: boolean, today: string): FollowDue | '' {
  if (!nextDate || !latest) return '';
  if (nextDate === today) return 'today';
  return nextDate < today ? 'overdue' : '';
}

export const getFollows = route(GetFollows, {
  access: { anyOf: ['SF_ERP_STORE_MEMO_QUERY'] },
  async handle(ctx) {
    const p = ctx.fields.param;
    const today = formatDate(ctx.now);
    let q = ctx.db
      .selectFrom('cust_follows as f')
      .innerJoin('customers as c', (j) => j.onRef('c.shop_id', '=', 'f.shop_id').onRef('c.crm_id', '=', 'f.crm_id'))
      .innerJoin('users as u', (j) => j.onRef('u.shop_id', '=', 'f.shop_id').onRef('u.user_id', '=', 'f.user_id'))
      .select(['f.follow_id', 'f.crm_id', 'c.z_name', 'c.crm_type', 'f.user_id', 'u.full_name', 'u.login_name', 'f.method', 'f.content', 'f.next_date', 'f.created_at'])
      // Whether it is the customer's latest follow-up: only that one's next date can be due (`due` of each row).
      .select((eb) => eb.not(eb.exists(laterFollow(eb))).as('latest'))
      .where('f.shop_id', '=', ctx.session.shop.shop_id);
    if (p.crm_id !== undefined) q = q.where('f.crm_id', '=', p.crm_id);
    if (p.user_id !== undefined) q = q.where('f.user_id', '=', p.user_id);
    if (p.date_min !== undefined) q = q.where('f.created_at', '>=', dayStartMs(p.date_min));
    if (p.date_max !== undefined) q = q.where('f.created_at', '<', dayStartMs(p.date_max) + DAY_MS);
    if (p.due !== undefined) {
      q = q
        .where('f.next_date', p.due === 'today' ? '=' : '<', today)
        .where((eb) => eb.not(eb.exists(laterFollow(eb))));
    }
    const page = await pageOf(q.orderBy('f.created_at', 'desc').orderBy('f.follow_id', 'desc'), p);
    return {
      data: page.rows.map((r) => ({
        follow_id: r.follow_id,
        crm_id: r.crm_id,
        z_name: r.z_name,
        crm_type: r.crm_type,
        user_id: r.user_id,
        user_name: r.full_name || r.login_name,
        method: r.method as FollowMethodValue,
        content: r.content,
        next_date: r.next_date ?? '',
        due: dueOf(r.next_date, Boolean(r.latest), today),
        created_at: formatDateTime(Number(r.created_at)),
      })),
      count: page.total,
    };
  },
});

export const addFollow = route(AddFollow, {
  access: { anyOf: ['SF_ERP_STORE_MEMO_NEW'] },
  async handle(ctx) {
    const { crm_id: crmId, method, content, next_date: nextDate } = ctx.fields;
    // A blank date (a form's empty field) is no next follow-up, as an absent one is.
    if (nextDate) {
      const problem = nextDateRule(nextDate, formatDate(ctx.now));
      if (problem) throw badRequest(problem.id, problem.values);
    }
    const shopId = ctx.session.shop.shop_id;
    const followId = await ctx.write(async ({ db, audit }) => {
      // Locked: a deletion of the customer meanwhile waits, and cannot leave the follow-up orphaned.
      const customer = await lockCustomer(db, ctx.deps.dialect, shopId, crmId);
      const row = await db
        .insertInto('cust_follows')
        .values({ shop_id: shopId, crm_id: crmId, user_id: ctx.session.user.user_id, method, content, next_date: nextDate || null, created_at: ctx.now })
        .returning('follow_id')
        .executeTakeFirstOrThrow();
      await audit(FOLLOW_MENU, 'audit.fn.followAdded', auditText('audit.follow.added', { name: customer.z_name, method: auditText(`crm.method.${method as FollowMethodValue}`) }));
      return row.follow_id;
    });
    return { follow_id: followId, err_msg: ctx.t('crm.followAdded') };
  },
});

export const custFollowRoutes = [getFollows, addFollow];
