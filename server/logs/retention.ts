/**
 * The log retention job: each shop keeps its login, staff, order and scheduling logs for
 * `shops.log_retention_days` (default 365) days; older rows are deleted, a shop at a time, each in
 * its own transaction. Staff-log rows that record a deletion (`kept`) are never purged, and a purge
 * that removed staff-log rows is itself recorded in one, under the shop's master account.
 */
import type { Db } from '../db/schema';
import { auditText } from './auditText';
import { staffLogColumns } from './staffLogTexts';
import { inWriteTransaction } from '../db/writeTransaction';
import { DAY_MS } from '../../src/common/time';


export interface RetentionResult {
  shops: number;
  deleted: number;
}

type Purgeable = { table: 'login_logs'; time: 'login_time' } | { table: 'order_logs' | 'staff_logs'; time: 'oper_date' } | { table: 'pd_logs'; time: 'create_time' } | { table: 'pd_logs_new'; time: 'operation_time' };

const TABLES: readonly Purgeable[] = [
  { table: 'login_logs', time: 'login_time' },
  { table: 'order_logs', time: 'oper_date' },
  { table: 'pd_logs', time: 'create_time' },
  { table: 'pd_logs_new', time: 'operation_time' },
];

export async function runLogRetention(db: Db, now: number): Promise<RetentionResult> {
  const shops = await db.selectFrom('shops').select(['shop_id', 'shop_muid', 'log_retention_days']).execute();
  let deleted = 0;
  for (const shop of shops) {
    const before = now - shop.log_retention_days * DAY_MS;
    deleted += await inWriteTransaction(db, async (trx) => {
      let n = 0;
      for (const { table, time } of TABLES) {
        // Each table has its own time column; the union above keeps table and column together.
        const result = await trx
          .deleteFrom(table as 'login_logs')
          .where('shop_id', '=', shop.shop_id)
          .where(time as 'login_time', '<', before)
          .executeTakeFirst();
        n += Number(result.numDeletedRows);
      }
      const staff = await trx.deleteFrom('staff_logs').where('shop_id', '=', shop.shop_id).where('kept', '=', 0).where('oper_date', '<', before).executeTakeFirst();
      const staffRows = Number(staff.numDeletedRows);
      if (staffRows > 0 && shop.shop_muid !== null) {
        const master = await trx.selectFrom('users').select('login_name').where('user_id', '=', shop.shop_muid).executeTakeFirst();
        await trx
          .insertInto('staff_logs')
          .values({
            shop_id: shop.shop_id,
            user_id: shop.shop_muid,
            login_name: master?.login_name ?? '',
            ...staffLogColumns({
              menu: 'route.staff.logs',
              fn: 'audit.fn.logsPurged',
              content: auditText('audit.logs.purged', { days: shop.log_retention_days, count: staffRows, date: new Date(before + 8 * 3_600_000).toISOString().slice(0, 10) }),
            }),
            oper_date: now,
            kept: 1,
          })
          .execute();
      }
      return n + staffRows;
    });
  }
  return { shops: shops.length, deleted };
}
