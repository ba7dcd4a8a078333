/**
 * Log management over HTTP (SPEC.md section 7 "Logs"; REQUIREMENTS API-LOG, LOGS-20..28): every
 * list scoped to the session's shop with its filters in SQL, logins written with their browser and
 * system, staff-log rows of edits with their before and after, deletes and clears recorded in rows
 * that cannot be deleted.
 */
import { ErrCode } from '../../src/common/api';
import { AjaxLoginLogs, ClearLogs, DelLogs, GetLoginLogs, GetOrdersLogs, PdLogs, PdLogsNew, StaffLogsList, type StaffLogParam, type StaffLogRow } from '../../src/common/logs';
import { wireFields } from '../../src/common/contract';
import { EsPost } from '../../src/common/staff';
import { dayStartMs, formatDate } from '../../src/common/time';
import ExcelJS from 'exceljs';
import { runLogRetention } from '../../server/logs/retention';
import { renderStaffLog, storedTexts } from '../../server/logs/staffLogTexts';
import { DEMO_LOG_TEXTS } from '../../server/db/seeds/logs';
import { DEMO_STAFF_TEXTS } from '../../server/db/seeds/staff';
import { addStaffWithRights } from '../helpers/staff';
import { backendPerTest } from '../helpers/testApp';

const t = backendPerTest('demo_admin', { withLogs: true });
const DAY = 24 * 60 * 60 * 1000;
const CHROME_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/128.0.0.0 Safari/537.36';
const WECHAT_ANDROID = 'Mozilla/5.0 (Linux; Android 13; PGT-AN10) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/116.0.0.0 Mobile Safari/537.36 MicroMessenger/8.0.49.2600';

const shopId = async (name: string) => (await t.b.db.selectFrom('shops').select('shop_id').where('shop_name', '=', name).executeTakeFirstOrThrow()).shop_id;
const userId = async (login: string) => (await t.b.db.selectFrom('users').select('user_id').where('login_name', '=', login).executeTakeFirstOrThrow()).user_id;
const today = () => formatDate(t.b.clock.now());

describe('login logs', () => {
  it('[API-LOG-01] [LOGS-13] offers the login sources', async () => {
    const reply = await t.master.call(AjaxLoginLogs);
    expect(reply.data).toEqual([
      { source_id: 1, source_ch_name: '电脑网页' },
      { source_id: 2, source_ch_name: '手机网页' },
      { source_id: 3, source_ch_name: '微信' },
    ]);
  });

  it('[API-LOG-02] [LOGS-24] every attempt is a row with its address, source, browser and system, newest first, 20 a page', async () => {
    const pc = t.b.client({ ip: '10.20.0.1' });
    await pc.post('/User-login', { login_name: 'demo_sales', password: 'furniture-2026' }, { 'user-agent': CHROME_WINDOWS });
    const phone = t.b.client({ ip: '10.20.0.2' });
    await phone.post('/User-login', { login_name: 'demo_sales', password: 'wrong-pass' }, { 'user-agent': WECHAT_ANDROID });
    const reply = await t.master.call(GetLoginLogs, { param: { curr_page: 1, page_count: 20, user_id: await userId('demo_sales'), start_date: today(), end_date: today() } });
    expect(reply.logsCnt).toBe(2);
    const [failed, ok] = reply.logs;
    expect(Object.keys(ok).sort()).toEqual(['browser', 'fail_reason', 'login_id', 'login_ip', 'login_mac', 'login_name', 'login_time', 'os', 'province', 'source_ch_name', 'source_id', 'success'].sort());
    expect(ok).toMatchObject({ login_name: 'demo_sales', login_ip: '10.20.0.1', source_id: 1, source_ch_name: '电脑网页', browser: 'Chrome 128', os: 'Windows 10', success: 1, fail_reason: '' });
    expect(failed).toMatchObject({ login_ip: '10.20.0.2', source_id: 3, source_ch_name: '微信', browser: 'WeChat 8', os: 'Android 13', success: 0, fail_reason: 'password' });
    expect(ok.login_time).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });

  it('[API-LOG-02] filters by day range, address and source in SQL, and pages with an exact count', async () => {
    const all = await t.master.call(GetLoginLogs, { param: { page_count: 100 } });
    expect(all.logsCnt).toBeGreaterThan(300);
    const monthAgo = formatDate(t.b.clock.now() - 30 * DAY);
    const month = await t.master.call(GetLoginLogs, { param: { start_date: monthAgo, end_date: today(), page_count: 100 } });
    expect(month.logsCnt).toBeLessThan(all.logsCnt);
    expect(month.logs.every((l) => l.login_time.slice(0, 10) >= monthAgo)).toBe(true);
    const wechat = await t.master.call(GetLoginLogs, { param: { login_source: 3, page_count: 100 } });
    expect(wechat.logsCnt).toBeGreaterThan(0);
    expect(wechat.logs.every((l) => l.source_id === 3)).toBe(true);
    const ip = await t.master.call(GetLoginLogs, { param: { login_ip: '183.6.112.24', page_count: 5, curr_page: 2 } });
    expect(ip.logs.every((l) => l.login_ip === '183.6.112.24')).toBe(true);
    expect(ip.logs).toHaveLength(5);
    const oldest = await t.master.call(GetLoginLogs, { param: { order: 'login_time asc', page_count: 1 } });
    expect(oldest.logs[0].login_time <= all.logs[0].login_time).toBe(true);
    expect((await t.master.call(GetLoginLogs, { param: { order: 'password desc' } })).err_code).toBe(ErrCode.BAD_REQUEST);
  });

  it('[API-LOG-02] a login from an address of China is logged with its province; a private address with none', async () => {
    await t.b.client({ ip: '218.4.167.70' }).post('/User-login', { login_name: 'demo_sales', password: 'furniture-2026' });
    await t.b.client({ ip: '::ffff:183.6.112.24' }).post('/User-login', { login_name: 'demo_sales', password: 'wrong-pass' });
    await t.b.client({ ip: '192.168.1.20' }).post('/User-login', { login_name: 'demo_sales', password: 'furniture-2026' });
    const reply = await t.master.call(GetLoginLogs, { param: { user_id: await userId('demo_sales'), start_date: today(), end_date: today(), order: 'login_time asc' } });
    expect(reply.logs.map((l) => [l.login_ip, l.province])).toEqual([
      ['218.4.167.70', '江苏省'],
      // An IPv4 client seen through a dual-stack socket is logged by its IPv4 address.
      ['183.6.112.24', '广东省'],
      ['192.168.1.20', ''],
    ]);
  });

  it('another shop never sees these rows; without SF_LOGINLOG_QUERY the call is refused', async () => {
    const south = t.b.client();
    await south.login('south_admin');
    const reply = await south.call(GetLoginLogs, { param: { page_count: 100 } });
    const demoNames = (await t.b.db.selectFrom('users').select('login_name').where('shop_id', '=', await shopId('演示家具厂')).execute()).map((u) => u.login_name);
    expect(reply.logs.some((l) => demoNames.includes(l.login_name))).toBe(false);
    await addStaffWithRights(t.b.db, 'no_logs', ['SF_STAFF_QUERY'], { now: t.b.clock.now() });
    const c = t.b.client();
    await c.login('no_logs');
    expect((await c.call(GetLoginLogs)).err_code).toBe(ErrCode.NO_RIGHT);
  });
});

describe('staff logs', () => {
  it('[API-LOG-04] [LOGS-26] an edit is a row with the before and after of each changed field, personal data masked', async () => {
    const zhou = await userId('zhou_sales');
    // Without the shop's SMS check a new phone needs no code.
    await t.b.db.updateTable('shops').set({ staff_check: 0 }).where('shop_id', '=', await shopId('演示家具厂')).execute();
    expect((await t.master.call(EsPost, { param: { staffID: zhou, nickName: '阿斌', userPhone: '13911119999', userSex: 2 } })).err_code).toBe(0);
    const reply = await t.master.call(StaffLogsList, { param: { start_date: today(), end_date: today(), user_id: await userId('demo_admin') } });
    const row = reply.logs[0];
    expect(Object.keys(row).sort()).toEqual(['changes', 'function_ch_name', 'kept', 'log_id', 'login_name', 'menu_ch_name', 'oper_content', 'oper_date'].sort());
    expect(row).toMatchObject({ login_name: 'demo_admin', menu_ch_name: '组织架构', function_ch_name: '修改员工', kept: 0 });
    expect(row.changes).toEqual([
      { field: '昵称', before: '文斌', after: '阿斌' },
      { field: '手机号码', before: '139****0001', after: '139****9999' },
      { field: '性别', before: '男', after: '女' },
    ]);
  });

  it('[API-LOG-07] [LOGS-20] deletes the named rows of the shop, and records it in a row that cannot be deleted', async () => {
    const demo = await shopId('演示家具厂');
    const mine = await t.b.db.selectFrom('staff_logs').select('log_id').where('shop_id', '=', demo).where('kept', '=', 0).orderBy('log_id').limit(2).execute();
    const reply = await t.master.call(DelLogs, { logsID: mine.map((r) => r.log_id) });
    expect(reply).toMatchObject({ err_code: 0, deleted: 2, err_msg: '删除成功' });
    expect(await t.b.db.selectFrom('staff_logs').select('log_id').where('log_id', 'in', mine.map((r) => r.log_id)).execute()).toEqual([]);
    const record = await t.b.db.selectFrom('staff_logs').selectAll().where('shop_id', '=', demo).orderBy('log_id', 'desc').executeTakeFirstOrThrow();
    expect(record).toMatchObject({ function_ch_name: '删除日志', kept: 1, login_name: 'demo_admin' });
    expect(record.oper_content).toBe(`删除员工日志 2 条（编号 ${mine[0].log_id}、${mine[1].log_id}）`);
    // The record itself cannot be deleted, and says why.
    expect(await t.master.call(DelLogs, { logsID: [record.log_id] })).toMatchObject({ err_code: ErrCode.BAD_REQUEST, err_msg: `日志 ${record.log_id} 记录的是删除操作，不能删除；未删除任何日志` });
    expect(await t.b.db.selectFrom('staff_logs').select('log_id').where('log_id', '=', record.log_id).execute()).toHaveLength(1);
  });

  it('[API-LOG-07] never answers 删除成功 over a partial result: one row it may not delete keeps every named row, and the reply names it', async () => {
    const demo = await shopId('演示家具厂');
    const south = await shopId('南方板材定制');
    const [mine] = await t.b.db.selectFrom('staff_logs').select('log_id').where('shop_id', '=', demo).where('kept', '=', 0).orderBy('log_id').limit(1).execute();
    const [theirs] = await t.b.db.selectFrom('staff_logs').select('log_id').where('shop_id', '=', south).limit(1).execute();
    const count = async () => Number((await t.b.db.selectFrom('staff_logs').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
    const before = await count();
    // Another shop's row is "not found" here, as everywhere.
    expect(await t.master.call(DelLogs, { logsID: [mine.log_id, theirs.log_id] })).toMatchObject({ err_code: ErrCode.NOT_FOUND, err_msg: `员工日志 ${theirs.log_id} 不存在` });
    await t.master.call(DelLogs, { logsID: [mine.log_id] });
    const record = await t.b.db.selectFrom('staff_logs').select('log_id').where('shop_id', '=', demo).where('kept', '=', 1).orderBy('log_id', 'desc').executeTakeFirstOrThrow();
    const [other] = await t.b.db.selectFrom('staff_logs').select('log_id').where('shop_id', '=', demo).where('kept', '=', 0).orderBy('log_id').limit(1).execute();
    expect((await t.master.call(DelLogs, { logsID: [other.log_id, record.log_id] })).err_code).toBe(ErrCode.BAD_REQUEST);
    // The first call deleted nothing; the second deleted mine and wrote its record; the third nothing.
    expect(await count()).toBe(before);
    expect(await t.b.db.selectFrom('staff_logs').select('log_id').where('log_id', '=', other.log_id).execute()).toHaveLength(1);
  });

  it.each([
    ['/shopLogs-pdLogs', PdLogs],
    ['/shopLogs-pdLogsNew', PdLogsNew],
  ] as const)('[API-LOG-05] [API-LOG-06] [LOGS-23] %s refuses impossible days and times as the other log lists do', async (_path, endpoint) => {
    for (const bad of ['2024-02-30', '2025-13-01', '2024-02-28 24:00:00', '2024-02-28 12:60:00']) {
      const reply = await t.master.call(endpoint, { param: { start_time: bad } });
      expect(reply.err_code).toBe(ErrCode.BAD_REQUEST);
      expect(reply.err_msg).toContain('YYYY-MM-DD');
    }
    for (const good of ['2024-02-29', '2024-02-29 23:59:59']) expect((await t.master.call(endpoint, { param: { start_time: good, end_time: good } })).err_code).toBe(0);
  });

  it('[API-LOG-08] [LOGS-21] clearing a range says 清空成功, leaves other days and the kept rows, and is recorded with its count and range', async () => {
    const demo = await shopId('演示家具厂');
    const count = async () => Number((await t.b.db.selectFrom('staff_logs').select((eb) => eb.fn.countAll<number>().as('n')).where('shop_id', '=', demo).executeTakeFirstOrThrow()).n);
    const before = await count();
    const from = formatDate(t.b.clock.now() - 60 * DAY);
    const reply = await t.master.call(ClearLogs, { start_date: from, end_date: today() });
    expect(reply).toMatchObject({ err_code: 0, err_msg: '清空成功' });
    expect(reply.deleted).toBeGreaterThan(0);
    expect(await count()).toBe(before - reply.deleted + 1);
    const record = await t.b.db.selectFrom('staff_logs').selectAll().where('shop_id', '=', demo).orderBy('log_id', 'desc').executeTakeFirstOrThrow();
    expect(record).toMatchObject({ function_ch_name: '清空日志', kept: 1, oper_content: `清空员工日志 ${reply.deleted} 条（范围：${from} 至 ${today()}）` });
    // A clear of everything keeps every record of a deletion.
    await t.master.call(ClearLogs);
    const left = await t.b.db.selectFrom('staff_logs').select(['kept', 'function_ch_name']).where('shop_id', '=', demo).execute();
    expect(left.every((r) => r.kept === 1)).toBe(true);
    expect(left).toHaveLength(2);
  });

  it('[LOGS-18] without SF_STAFF_LOG_DELETE deleting and clearing are refused and write no row', async () => {
    await addStaffWithRights(t.b.db, 'log_reader', ['SF_STAFF_LOG_QUERY'], { now: t.b.clock.now() });
    const c = t.b.client();
    await c.login('log_reader');
    const rowsBefore = await t.b.db.selectFrom('staff_logs').select('log_id').execute();
    expect((await c.call(StaffLogsList)).err_code).toBe(0);
    expect((await c.call(DelLogs, { logsID: [rowsBefore[0].log_id] })).err_code).toBe(ErrCode.NO_RIGHT);
    expect((await c.call(ClearLogs)).err_code).toBe(ErrCode.NO_RIGHT);
    expect(await t.b.db.selectFrom('staff_logs').select('log_id').execute()).toHaveLength(rowsBefore.length);
  });
});

describe('order and scheduling logs', () => {
  it('[API-LOG-03] [LOGS-25] order logs carry the order, store, consignee and action; text filters match anywhere, literally', async () => {
    const all = await t.master.call(GetOrdersLogs, { param: { page_count: 20 } });
    expect(all.count).toBeGreaterThan(100);
    expect(Object.keys(all.data[0]).sort()).toEqual(['action', 'cosignee_address', 'cosignee_name', 'custom_order_no', 'log_id', 'login_name', 'nick_name', 'oper_date', 'order_no', 'store_name'].sort());
    const one = all.data[0].order_no;
    const byOrder = await t.master.call(GetOrdersLogs, { param: { order_no: one, page_count: 100 } });
    expect(byOrder.data.every((r) => r.order_no === one)).toBe(true);
    const byAddress = await t.master.call(GetOrdersLogs, { param: { cosignee_address: '天河', page_count: 100 } });
    expect(byAddress.count).toBeGreaterThan(0);
    expect(byAddress.data.every((r) => r.cosignee_address.includes('天河'))).toBe(true);
    expect((await t.master.call(GetOrdersLogs, { param: { store_name: '%' } })).count).toBe(0);
  });

  it('[LOGS-04] [API-LOG-03] a sub-account holding SF_LOGINLOG_QUERY alone reads the order logs; one holding the other log rights without it is refused', async () => {
    await addStaffWithRights(t.b.db, 'order_log_reader', ['SF_LOGINLOG_QUERY'], { now: t.b.clock.now() });
    const reader = t.b.client({ ip: '10.21.0.1' });
    await reader.login('order_log_reader');
    const read = await reader.call(GetOrdersLogs, { param: { page_count: 20 } });
    expect(read.err_code).toBe(0);
    expect(read.count).toBeGreaterThan(0);
    expect(read.data.length).toBeGreaterThan(0);

    await addStaffWithRights(t.b.db, 'staff_log_only', ['SF_STAFF_LOG_QUERY', 'SF_STAFF_LOG_DELETE', 'SF_STAFF_QUERY'], { now: t.b.clock.now() });
    const other = t.b.client({ ip: '10.21.0.2' });
    await other.login('staff_log_only');
    const refused = await other.call(GetOrdersLogs, { param: { page_count: 20 } });
    expect(refused.err_code).toBe(ErrCode.NO_RIGHT);
    expect(refused.data).toBeUndefined();
  });

  it('[LOGS-14] login logs and order logs come 20 a page when the page size is not sent', async () => {
    const login = await t.master.call(GetLoginLogs, { param: { curr_page: 1 } });
    expect(login.logsCnt).toBeGreaterThan(20);
    expect(login.logs).toHaveLength(20);
    const orders = await t.master.call(GetOrdersLogs, { param: { curr_page: 1 } });
    expect(orders.count).toBeGreaterThan(20);
    expect(orders.data).toHaveLength(20);
    // Page 2 goes on from row 21.
    const second = await t.master.call(GetOrdersLogs, { param: { curr_page: 2 } });
    expect(second.data).toHaveLength(20);
    expect(second.data.map((r) => r.log_id)).not.toContain(orders.data[19].log_id);
  });

  it('[API-LOG-05] [LOGS-22] [LOGS-27] old scheduling logs: a row per plan; type 2 lists the cut plans, 3 the nullified', async () => {
    const all = await t.master.call(PdLogs, { param: { page_count: 100 } });
    expect(all.count).toBeGreaterThan(0);
    expect(Object.keys(all.data[0]).sort()).toEqual(
      ['create_name', 'create_nick_name', 'create_time', 'cut_finish_time', 'cut_opr_name', 'cut_opr_nick_name', 'log_id', 'machine_name', 'nullify_opr_name', 'nullify_opr_nick_name', 'nullify_time', 'plan_no', 'remark'].sort(),
    );
    const cut = await t.master.call(PdLogs, { param: { opt_type: 2, page_count: 100 } });
    expect(cut.data.every((r) => r.cut_finish_time !== '')).toBe(true);
    const nullified = await t.master.call(PdLogs, { param: { opt_type: 3, page_count: 100 } });
    expect(nullified.data.every((r) => r.nullify_time !== '' && r.cut_finish_time === '')).toBe(true);
    expect(cut.count + nullified.count).toBeLessThanOrEqual(all.count);
  });

  it('[API-LOG-06] [LOGS-23] [LOGS-28] new scheduling logs: a row per step, the range taken to the second', async () => {
    const all = await t.master.call(PdLogsNew, { param: { page_count: 100, order: 'operation_time asc' } });
    expect(Object.keys(all.data[0]).sort()).toEqual(
      ['creator_name', 'creator_nick_name', 'log_id', 'machine_name', 'operatior_name', 'operatior_nick_name', 'operation_remark', 'operation_time', 'operation_type', 'plan_no', 'plan_remark'].sort(),
    );
    const first = all.data[0].operation_time;
    const day = first.slice(0, 10);
    const sameDay = await t.master.call(PdLogsNew, { param: { start_time: `${day} 00:00:00`, end_time: `${day} 23:59:59`, page_count: 100 } });
    expect(sameDay.data.every((r) => r.operation_time.startsWith(day))).toBe(true);
    const before = await t.master.call(PdLogsNew, { param: { start_time: `${day} 00:00:00`, end_time: first, page_count: 100 } });
    expect(before.data.map((r) => r.operation_time)).toContain(first);
  });
});

describe('retention', () => {
  it('purges each shop\'s rows older than its retention period, keeps the records of deletions, and records the purge', async () => {
    const demo = await shopId('演示家具厂');
    const south = await shopId('南方板材定制');
    await t.b.db.updateTable('shops').set({ log_retention_days: 30 }).where('shop_id', '=', demo).execute();
    await t.master.call(DelLogs, { logsID: [(await t.b.db.selectFrom('staff_logs').select('log_id').where('shop_id', '=', demo).orderBy('oper_date').executeTakeFirstOrThrow()).log_id] });
    // The record of that delete is old by the time the job runs: it stays all the same.
    t.b.clock.advance(40 * DAY);
    const southBefore = await t.b.db.selectFrom('login_logs').select('login_id').where('shop_id', '=', south).execute();
    const result = await runLogRetention(t.b.db, t.b.clock.now());
    expect(result.deleted).toBeGreaterThan(0);
    const cutoff = t.b.clock.now() - 30 * DAY;
    for (const [table, time] of [['login_logs', 'login_time'], ['order_logs', 'oper_date'], ['pd_logs', 'create_time'], ['pd_logs_new', 'operation_time']] as const) {
      const old = await t.b.db.selectFrom(table as 'login_logs').select('shop_id').where('shop_id', '=', demo).where(time as 'login_time', '<', cutoff).execute();
      expect({ table, old: old.length }).toEqual({ table, old: 0 });
    }
    const staff = await t.b.db.selectFrom('staff_logs').select(['kept', 'oper_date', 'function_ch_name', 'oper_content']).where('shop_id', '=', demo).execute();
    expect(staff.filter((r) => r.oper_date < cutoff).every((r) => r.kept === 1)).toBe(true);
    expect(staff.find((r) => r.function_ch_name === '删除日志')).toBeDefined();
    expect(staff.find((r) => r.function_ch_name === '日志保留期清理')?.oper_content).toMatch(/^按保留期 30 天清理员工日志 \d+ 条/);
    // The other shop keeps 365 days: its rows (at most 180 days old) all stay.
    expect(await t.b.db.selectFrom('login_logs').select('login_id').where('shop_id', '=', south).execute()).toHaveLength(southBefore.length);
  });
});

describe('totals at any size', () => {
  /** The rows of the demo shop's `table` a list with these filters shows, counted one by one. */
  async function rowsOf(table: 'login_logs' | 'staff_logs', f: { start_date?: string; end_date?: string; user_id?: number; login_source?: number }) {
    const time = table === 'login_logs' ? 'login_time' : 'oper_date';
    let q = t.b.db.selectFrom(table as 'login_logs').select((eb) => eb.fn.countAll<number>().as('n')).where('shop_id', '=', await shopId('演示家具厂'));
    if (f.start_date) q = q.where(time as 'login_time', '>=', dayStartMs(f.start_date));
    if (f.end_date) q = q.where(time as 'login_time', '<', dayStartMs(f.end_date) + DAY);
    if (f.user_id !== undefined) q = q.where('user_id', '=', f.user_id);
    if (f.login_source !== undefined) q = q.where('source_id', '=', f.login_source);
    return Number((await q.executeTakeFirstOrThrow()).n);
  }

  /** Every filter the two lists take, alone and together: each list's total equals its rows. */
  async function expectExactTotals() {
    const sales = await userId('demo_sales');
    const monthAgo = formatDate(t.b.clock.now() - 30 * DAY);
    const filters = [{}, { user_id: sales }, { start_date: monthAgo, end_date: today() }, { start_date: monthAgo }, { end_date: monthAgo, user_id: sales }, { user_id: 999999 }];
    for (const f of [...filters, { login_source: 3 }, { user_id: sales, login_source: 1, start_date: monthAgo, end_date: today() }]) {
      const reply = await t.master.call(GetLoginLogs, { param: { ...f, page_count: 1 } });
      expect({ f, total: reply.logsCnt }).toEqual({ f, total: await rowsOf('login_logs', f) });
    }
    for (const f of filters) {
      const reply = await t.master.call(StaffLogsList, { param: { ...f, page_count: 1 } });
      expect({ f, total: reply.logsCnt }).toEqual({ f, total: await rowsOf('staff_logs', f) });
    }
  }

  it('[API-LOG-02] [API-LOG-04] list totals stay exact through logins, audited writes, deletes, clears and the retention purge', async () => {
    await expectExactTotals();
    await t.b.client({ ip: '10.30.0.1' }).post('/User-login', { login_name: 'demo_sales', password: 'furniture-2026' }, { 'user-agent': WECHAT_ANDROID });
    await t.b.client({ ip: '10.30.0.2' }).post('/User-login', { login_name: 'demo_sales', password: 'wrong-pass' });
    await t.b.client({ ip: '10.30.0.3' }).post('/User-login', { login_name: 'nobody_here', password: 'wrong-pass' });
    // Writers at once: each transaction adds to the same day's counts.
    await Promise.all(
      Array.from({ length: 16 }, (_, i) =>
        i % 2 ? t.b.client({ ip: `10.31.0.${i}` }).post('/User-login', { login_name: 'demo_sales', password: 'furniture-2026' }) : t.master.call(ClearLogs, { start_date: '2000-01-01', end_date: '2000-01-01' }),
      ),
    );
    const oldest = await t.b.db.selectFrom('staff_logs').select('log_id').where('shop_id', '=', await shopId('演示家具厂')).orderBy('oper_date').limit(3).execute();
    await t.master.call(DelLogs, { logsID: oldest.map((r) => r.log_id) });
    await expectExactTotals();
    await t.master.call(ClearLogs, { start_date: formatDate(t.b.clock.now() - 20 * DAY), end_date: formatDate(t.b.clock.now() - 10 * DAY) });
    await t.b.db.updateTable('shops').set({ log_retention_days: 60 }).execute();
    await runLogRetention(t.b.db, t.b.clock.now());
    await expectExactTotals();
  });
});

describe('export', () => {
  /** GETs an export as the browser does (the ajax header), and reads the workbook's first sheet. */
  async function exported(query: Record<string, string>) {
    const res = await t.master.raw(`/api/ShopLogs-export?${new URLSearchParams(query).toString()}`, { headers: { 'x-requested-with': 'XMLHttpRequest', 'sec-fetch-site': 'same-origin' } });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await res.arrayBuffer());
    const sheet = workbook.worksheets[0];
    const rows: string[][] = [];
    // A date cell holds the list's clock time in its UTC fields (Excel dates have no zone): written back
    // as 'YYYY-MM-DD HH:mm:ss', it reads as the list showed it in the shop's time zone.
    const text = (v: unknown) => (v instanceof Date ? v.toISOString().slice(0, 19).replace('T', ' ') : String(v ?? ''));
    sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1).map(text)));
    return { res, sheet, rows };
  }

  it('exports the rows of the current filter to an .xlsx file, headed in the request\'s language, and writes the export to the staff log', async () => {
    const monthAgo = formatDate(t.b.clock.now() - 30 * DAY);
    const param = JSON.stringify({ start_date: monthAgo, end_date: today(), login_source: 3 });
    const { res, sheet, rows } = await exported({ kind: 'login', param });
    expect(res.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="logs-login-\d{4}-\d{2}-\d{2}\.xlsx"$/);
    expect([res.headers.get('cache-control'), res.headers.get('x-content-type-options'), res.headers.get('content-security-policy')]).toEqual(['private, no-store', 'nosniff', "default-src 'none'; sandbox"]);
    expect(sheet.name).toBe('登录日志');
    expect(rows[0]).toEqual(['账号', '登录时间', '结果', 'IP 地址', '属地', '登录来源', '浏览器 / 系统']);
    const listed = await t.master.call(GetLoginLogs, { param: { start_date: monthAgo, end_date: today(), login_source: 3, page_count: 100 } });
    expect(rows.length - 1).toBe(listed.logsCnt);
    // The login times are Excel dates with a date format, holding the times the list shows.
    expect(sheet.getRow(2).getCell(2).value).toBeInstanceOf(Date);
    expect(sheet.getRow(2).getCell(2).numFmt).toBe('yyyy-mm-dd hh:mm:ss');
    expect(rows.slice(1).map((r) => r[1])).toEqual(listed.logs.map((l) => l.login_time));
    expect(rows.slice(1).every((r) => r[5] === '微信')).toBe(true);
    // The demo's people log in from Guangdong and Jiangsu (the province of each address).
    expect(new Set(rows.slice(1).map((r) => r[4]))).toEqual(new Set(['广东省', '江苏省']));
    const log = await t.b.db.selectFrom('staff_logs').select(['function_ch_name', 'oper_content']).orderBy('log_id', 'desc').executeTakeFirstOrThrow();
    expect(log).toEqual({ function_ch_name: '导出日志', oper_content: `导出登录日志 ${listed.logsCnt} 条` });
  });

  it('pages through thousands of rows in batches, every row once, newest first', async () => {
    const demo = await shopId('演示家具厂');
    const now = t.b.clock.now();
    const many = Array.from({ length: 2500 }, (_, i) => ({ shop_id: demo, user_id: null, login_name: 'burst', login_ip: '10.9.0.1', login_mac: '', province: '', source_id: 1, success: 0, fail_reason: 'password' as const, login_time: now - Math.floor(i / 3) * 1000 }));
    for (let i = 0; i < many.length; i += 500) await t.b.db.insertInto('login_logs').values(many.slice(i, i + 500)).execute();
    const { rows } = await exported({ kind: 'login', param: JSON.stringify({ login_ip: '10.9.0.1' }) });
    expect(rows.length - 1).toBe(2500);
    const times = rows.slice(1).map((r) => r[1]);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('needs the right of the list it exports; another shop exports only its own', async () => {
    await addStaffWithRights(t.b.db, 'staff_log_only', ['SF_STAFF_LOG_QUERY'], { now: t.b.clock.now() });
    const c = t.b.client();
    await c.login('staff_log_only');
    expect((await c.get('/ShopLogs-export', { kind: 'login' })).err_code).toBe(ErrCode.NO_RIGHT);
    expect((await c.get('/ShopLogs-export', { kind: 'nope' })).err_code).toBe(ErrCode.BAD_REQUEST);
    const south = t.b.client();
    await south.login('south_admin');
    const res = await south.raw('/api/ShopLogs-export?kind=order', { headers: { 'x-requested-with': 'XMLHttpRequest', 'sec-fetch-site': 'same-origin' } });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await res.arrayBuffer());
    const southStores = new Set<string>();
    workbook.worksheets[0].eachRow((row, i) => i > 1 && southStores.add(String(row.getCell(1).value)));
    const demoOrders = await t.b.db.selectFrom('order_logs').select('order_no').where('shop_id', '=', await shopId('演示家具厂')).execute();
    const southOrders = await t.b.db.selectFrom('order_logs').select('order_no').where('shop_id', '=', await shopId('南方板材定制')).execute();
    expect(southStores.size).toBe(new Set(southOrders.map((o) => o.order_no)).size);
    expect(demoOrders.some((o) => southStores.has(o.order_no) && !southOrders.some((s) => s.order_no === o.order_no))).toBe(false);
  });
});

describe('staff logs in the reader\'s language', () => {
  const CJK = /[\u3400-\u9fff\uff00-\uffef\u3000-\u303f]/;

  /** The staff-log list as the page asks for it in `locale` (the X-Locale header the app sends). */
  async function listIn(locale: 'zh-CN' | 'en-US', param: StaffLogParam) {
    const reply = await t.master.post('/ShopLogs-list', wireFields({ param }), { 'X-Locale': locale });
    expect(reply.err_code).toBe(0);
    return (reply as unknown as { logs: StaffLogRow[] }).logs;
  }

  /** What is left of a row's texts once the shop's own data is taken out. */
  const withoutData = (row: StaffLogRow, data: readonly string[]) => {
    let text = [row.menu_ch_name, row.function_ch_name, row.oper_content, ...row.changes.flatMap((c) => [c.field, c.before, c.after])].join('\n');
    for (const d of [...data].sort((a, b) => b.length - a.length)) text = text.split(d).join(' ');
    return text;
  };

  it('[API-LOG-04] [I18N-01] an audited edit reads in English for en-US (menu, function, content, labels, product words) and in zh-CN exactly as stored', async () => {
    const demo = await shopId('演示家具厂');
    await t.b.db.updateTable('shops').set({ staff_check: 0 }).where('shop_id', '=', demo).execute();
    const finance = (await t.b.db.selectFrom('staff_groups').select('group_id').where('shop_id', '=', demo).where('group_name', '=', '财务专员').executeTakeFirstOrThrow()).group_id;
    const param = { staffID: await userId('zhou_sales'), nickName: '阿斌', userSex: 2, depID: 0, ifChat: 1, userPass: 'new-pass-26', userPass2: 'new-pass-26', grpID: String(finance) };
    expect((await t.master.call(EsPost, { param })).err_code).toBe(0);
    const filter = { start_date: today(), end_date: today(), user_id: await userId('demo_admin') };

    const [en] = await listIn('en-US', filter);
    expect(en).toMatchObject({
      menu_ch_name: 'Org structure',
      function_ch_name: 'Edit staff',
      oper_content: 'Edited staff member 周文斌 (zhou_sales): Nickname, Sex, Department, Online chat, Password, Position roles',
    });
    expect(en.changes).toEqual([
      { field: 'Nickname', before: '文斌', after: '阿斌' },
      { field: 'Sex', before: 'Male', after: 'Female' },
      { field: 'Department', before: '销售部', after: 'My team' },
      { field: 'Online chat', before: 'Disabled', after: 'Enabled' },
      { field: 'Password', before: '******', after: '****** (changed)' },
      { field: 'Position roles', before: '销售专员', after: '财务专员' },
    ]);
    expect(withoutData(en, ['周文斌', '文斌', '阿斌', '销售部', '销售专员', '财务专员'])).not.toMatch(CJK);

    const [zh] = await listIn('zh-CN', filter);
    expect(zh.log_id).toBe(en.log_id);
    const stored = await t.b.db.selectFrom('staff_logs').selectAll().where('log_id', '=', zh.log_id).executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ menu_ch_name: '组织架构', function_ch_name: '修改员工', oper_content: '修改员工 周文斌（zhou_sales）：昵称、性别、组织架构、在线沟通、登录密码、岗位角色' });
    expect(zh).toMatchObject({ menu_ch_name: stored.menu_ch_name, function_ch_name: stored.function_ch_name, oper_content: stored.oper_content, changes: JSON.parse(stored.changes) as unknown });
    expect(zh.changes).toEqual([
      { field: '昵称', before: '文斌', after: '阿斌' },
      { field: '性别', before: '男', after: '女' },
      { field: '组织架构', before: '销售部', after: '我的团队' },
      { field: '在线沟通', before: '不开通', after: '开通' },
      { field: '登录密码', before: '******', after: '******（已修改）' },
      { field: '岗位角色', before: '销售专员', after: '财务专员' },
    ]);
    // The stored messages read in zh-CN word for word as the stored columns.
    const { changes, ...texts } = renderStaffLog(storedTexts(stored.texts)!, 'zh-CN');
    expect({ ...texts, changes: JSON.stringify(changes) }).toEqual({ menu_ch_name: stored.menu_ch_name, function_ch_name: stored.function_ch_name, oper_content: stored.oper_content, changes: stored.changes });
  });

  it('[API-LOG-04] [API-LOG-07] [API-LOG-08] deletes, clears and the export are recorded in both languages; older rows show as stored', async () => {
    const demo = await shopId('演示家具厂');
    const [oldest] = await t.b.db.selectFrom('staff_logs').select('log_id').where('shop_id', '=', demo).orderBy('log_id').limit(1).execute();
    await t.master.call(DelLogs, { logsID: [oldest.log_id] });
    const from = formatDate(t.b.clock.now() - 400 * DAY);
    const cleared = await t.master.call(ClearLogs, { start_date: from });
    // A row as the product wrote it before the messages were kept.
    await t.b.db
      .insertInto('staff_logs')
      .values({ shop_id: demo, user_id: await userId('demo_admin'), login_name: 'demo_admin', menu_ch_name: '企业设置', function_ch_name: '修改企业信息', oper_content: '修改企业信息：联系电话', oper_date: t.b.clock.now() })
      .execute();
    const [old, clear, del] = await listIn('en-US', { page_count: 3 });
    expect(old).toMatchObject({ menu_ch_name: '企业设置', function_ch_name: '修改企业信息', oper_content: '修改企业信息：联系电话', changes: [] });
    expect(clear).toMatchObject({ menu_ch_name: 'Log management', function_ch_name: 'Clear logs', oper_content: `Cleared staff log rows: ${cleared.deleted} (range: ${from} to today)`, kept: 1 });
    expect(del).toMatchObject({ function_ch_name: 'Delete logs', oper_content: `Deleted staff log rows: 1 (IDs ${oldest.log_id})`, kept: 1 });
    const [, zhClear] = await listIn('zh-CN', { page_count: 3 });
    expect(zhClear.oper_content).toBe(`清空员工日志 ${cleared.deleted} 条（范围：${from} 至 今天）`);

    const res = await t.master.raw('/api/ShopLogs-export?kind=staff', { headers: { 'x-requested-with': 'XMLHttpRequest', 'sec-fetch-site': 'same-origin', 'X-Locale': 'en-US' } });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await res.arrayBuffer());
    const rows: string[][] = [];
    workbook.worksheets[0].eachRow((row) => rows.push((row.values as unknown[]).slice(1).map((v) => String(v ?? ''))));
    expect(rows[0]).toEqual(['Account', 'Time', 'Menu / function', 'What was done']);
    // The file holds the rows as they were when it was asked for: the export's own record is not among them.
    expect(rows.slice(1).map((r) => r.slice(2))).toEqual([
      ['企业设置 / 修改企业信息', '修改企业信息：联系电话'],
      ['Log management / Clear logs', `Cleared staff log rows: ${cleared.deleted} (range: ${from} to today)`],
      ['Log management / Delete logs', `Deleted staff log rows: 1 (IDs ${oldest.log_id})`],
    ]);
    expect(rows.map((r) => r.slice(2))).toContainEqual(['Log management / Clear logs', `Cleared staff log rows: ${cleared.deleted} (range: ${from} to today)`]);
    const log = await t.b.db.selectFrom('staff_logs').select(['function_ch_name', 'oper_content']).orderBy('log_id', 'desc').executeTakeFirstOrThrow();
    expect(log).toEqual({ function_ch_name: '导出日志', oper_content: '导出员工日志 3 条' });
  });

  it('[I18N-01] the demo shop\'s seeded staff log reads in English but for the shop\'s own data', async () => {
    const logs = [...(await listIn('en-US', { page_count: 100 })), ...(await listIn('en-US', { page_count: 100, curr_page: 2 }))];
    expect(logs.length).toBeGreaterThanOrEqual(150);
    const chinese = logs.map((row) => withoutData(row, [...DEMO_LOG_TEXTS, ...DEMO_STAFF_TEXTS])).filter((rest) => CJK.test(rest));
    expect(chinese).toEqual([]);
    expect(logs.map((r) => r.function_ch_name)).toEqual(expect.arrayContaining(['Edit staff', 'Change role rights', 'Request invoice', 'Edit invoice info']));
  });
});
