/**
 * Log management (SPEC.md section 7 "Logs"; REQUIREMENTS API-LOG, LOGS): the login, staff, order and
 * scheduling logs of the session's shop, every filter, order and page done in SQL over the
 * (shop, time) indexes; deleting and clearing staff-log rows, each recorded in a kept row that no
 * deletion removes.
 */
import { sql, type RawBuilder, type Selectable, type SelectQueryBuilder } from 'kysely';
import * as v from 'valibot';
import { ErrCode } from '../../src/common/api';
import {
  AjaxLoginLogs,
  ClearLogs,
  DelLogs,
  GetLoginLogs,
  GetOrdersLogs,
  LOGIN_LOG_ORDER_FIELDS,
  LOGIN_SOURCES,
  ORDER_LOG_ORDER_FIELDS,
  PD_LOG_NEW_ORDER_FIELDS,
  PD_LOG_ORDER_FIELDS,
  PD_OPERATION,
  PdLogs,
  PdLogsNew,
  STAFF_LOG_ORDER_FIELDS,
  StaffLogsList,
  type FieldChange,
} from '../../src/common/logs';
import { idList, optChoice, optDay, optInt, optText, orderEntry, pagingEntries, paramObject, problem, type ListOrder } from '../../src/common/params';
import { dayStartMs, formatDateTime } from '../../src/common/time';
import { ApiError, badRequest } from '../http/errors';
import { route, type AuthedCtx } from '../http/route';
import type { Database } from '../db/schema';
import { contains, equals } from '../db/textMatch';

const MENU = '日志管理';
const DAY_MS = 24 * 60 * 60 * 1000;
const PAGE_SIZE = 20;
/** Most rows one delete may name. */
const MAX_DELETE = 500;

const shortText = (max: number) => v.pipe(optText, v.check((s) => s === undefined || s.length <= max, problem('server.fieldType')));
/** 'YYYY-MM-DD' or 'YYYY-MM-DD HH:mm:ss' [LOGS-23]. */
const optDayOrTime = v.pipe(
  optText,
  v.check((s) => s === undefined || /^\d{4}-\d{2}-\d{2}( \d{2}:\d{2}:\d{2})?$/.test(s), problem('param.badDay')),
);

/** [from, to) in ms of a day range; a bound is open when its day is absent. */
function range(start: string | undefined, end: string | undefined): { from?: number; to?: number } {
  const at = (text: string, endOfDay: boolean) => {
    if (text.length > 10) return Date.parse(`${text.replace(' ', 'T')}+08:00`) + (endOfDay ? 1000 : 0);
    return dayStartMs(text) + (endOfDay ? DAY_MS : 0);
  };
  return { from: start ? at(start, false) : undefined, to: end ? at(end, true) : undefined };
}

const timeText = (ms: number) => (ms > 0 ? formatDateTime(ms) : '');

const sourceName = (id: number) => LOGIN_SOURCES.find((s) => s.source_id === id)?.source_ch_name ?? '';

/** The log tables, each listed newest first over its (shop, time) index. */
type LogTable = 'login_logs' | 'staff_logs' | 'order_logs' | 'pd_logs' | 'pd_logs_new';

/** The session's shop's rows of `table` whose `time` falls in [from, to). */
function shopRows<T extends LogTable>(ctx: AuthedCtx, table: T, time: string, { from, to }: { from?: number; to?: number }): SelectQueryBuilder<Database, T, object> {
  let q = ctx.db.selectFrom(table as LogTable).where('shop_id', '=', ctx.session.shop.shop_id);
  if (from !== undefined) q = q.where(sql<boolean>`${sql.ref(time)} >= ${from}`);
  if (to !== undefined) q = q.where(sql<boolean>`${sql.ref(time)} < ${to}`);
  // The union of tables narrowed back to the one asked for.
  return q as unknown as SelectQueryBuilder<Database, T, object>;
}

/**
 * The exact count of the filtered rows and the asked-for page of them, ordered by `order` and then
 * by the row id the same way (a stable order for rows of the same second).
 */
async function pageOf<T extends LogTable>(
  q: SelectQueryBuilder<Database, T, object>,
  f: { curr_page: number; page_count: number; order: ListOrder<string> },
  idColumn: string,
): Promise<{ total: number; rows: Selectable<Database[T]>[] }> {
  const [{ n }] = await q.select((eb) => eb.fn.countAll<number>().as('n')).execute();
  const dir = sql.raw(f.order.direction);
  const rows = await q
    .selectAll()
    .orderBy(sql`${sql.ref(f.order.field)} ${dir}`)
    .orderBy(sql`${sql.ref(idColumn)} ${dir}`)
    .limit(f.page_count)
    .offset((f.curr_page - 1) * f.page_count)
    .execute();
  // selectAll() over a table named by a type parameter: Kysely cannot spell the row type itself.
  return { total: Number(n), rows: rows as unknown as Selectable<Database[T]>[] };
}

export const ajaxLoginLogs = route(AjaxLoginLogs, {
  access: { anyOf: ['SF_LOGINLOG_QUERY'] },
  handle: async () => ({ data: LOGIN_SOURCES.map((s) => ({ ...s })) }),
});

const loginParam = paramObject({
  ...pagingEntries(PAGE_SIZE),
  start_date: optDay,
  end_date: optDay,
  user_id: optInt,
  login_ip: shortText(45),
  login_source: optChoice(LOGIN_SOURCES.map((s) => s.source_id)),
  order: orderEntry(LOGIN_LOG_ORDER_FIELDS, 'login_time desc'),
});

export const getLoginLogs = route(GetLoginLogs, {
  access: { anyOf: ['SF_LOGINLOG_QUERY'] },
  async handle(ctx) {
    const f = ctx.input.json('param', loginParam, { required: false });
    let q = shopRows(ctx, 'login_logs', 'login_time', range(f.start_date, f.end_date));
    if (f.user_id !== undefined) q = q.where('user_id', '=', f.user_id);
    if (f.login_ip) q = q.where('login_ip', '=', f.login_ip);
    if (f.login_source !== undefined) q = q.where('source_id', '=', f.login_source);
    const { total, rows } = await pageOf(q, f, 'login_id');
    return {
      logsCnt: total,
      logs: rows.map((r) => ({
        login_id: r.login_id,
        login_name: r.login_name,
        login_ip: r.login_ip,
        login_mac: r.login_mac,
        province: r.province,
        source_id: r.source_id,
        source_ch_name: sourceName(r.source_id),
        login_time: timeText(r.login_time),
        success: r.success,
        fail_reason: r.fail_reason,
        browser: r.browser,
        os: r.os,
      })),
    };
  },
});

const staffParam = paramObject({
  ...pagingEntries(PAGE_SIZE),
  start_date: optDay,
  end_date: optDay,
  user_id: optInt,
  order: orderEntry(STAFF_LOG_ORDER_FIELDS, 'oper_date desc'),
});

function changesOf(json: string): FieldChange[] {
  if (!json) return [];
  try {
    const parsed: unknown = JSON.parse(json);
    return Array.isArray(parsed) ? (parsed as FieldChange[]) : [];
  } catch {
    return [];
  }
}

export const staffLogs = route(StaffLogsList, {
  access: { anyOf: ['SF_STAFF_LOG_QUERY'] },
  async handle(ctx) {
    const f = ctx.input.json('param', staffParam, { required: false });
    let q = shopRows(ctx, 'staff_logs', 'oper_date', range(f.start_date, f.end_date));
    if (f.user_id !== undefined) q = q.where('user_id', '=', f.user_id);
    const { total, rows } = await pageOf(q, f, 'log_id');
    return {
      logsCnt: total,
      logs: rows.map((r) => ({
        log_id: r.log_id,
        login_name: r.login_name,
        menu_ch_name: r.menu_ch_name,
        function_ch_name: r.function_ch_name,
        oper_content: r.oper_content,
        oper_date: timeText(r.oper_date),
        changes: changesOf(r.changes),
        kept: r.kept,
      })),
    };
  },
});

const orderParam = paramObject({
  ...pagingEntries(PAGE_SIZE),
  open_dateL: optDay,
  open_dateU: optDay,
  oper_user_id: optInt,
  order_no: shortText(32),
  custom_order_no: shortText(40),
  store_name: shortText(60),
  cosignee_name: shortText(40),
  cosignee_address: shortText(100),
  order: orderEntry(ORDER_LOG_ORDER_FIELDS, 'oper_date desc'),
});

export const getOrdersLogs = route(GetOrdersLogs, {
  access: { anyOf: ['SF_LOGINLOG_QUERY'] },
  async handle(ctx) {
    const f = ctx.input.json('param', orderParam, { required: false });
    let q = shopRows(ctx, 'order_logs', 'oper_date', range(f.open_dateL, f.open_dateU));
    if (f.oper_user_id !== undefined) q = q.where('user_id', '=', f.oper_user_id);
    if (f.order_no) q = q.where('order_no', '=', f.order_no);
    if (f.custom_order_no) q = q.where('custom_order_no', '=', f.custom_order_no);
    for (const key of ['store_name', 'cosignee_name', 'cosignee_address'] as const) {
      const text = f[key];
      if (text) q = q.where(contains(key, text));
    }
    const { total, rows } = await pageOf(q, f, 'log_id');
    return {
      count: total,
      data: rows.map((r) => ({
        log_id: r.log_id,
        login_name: r.login_name,
        nick_name: r.nick_name,
        order_no: r.order_no,
        custom_order_no: r.custom_order_no,
        store_name: r.store_name,
        cosignee_name: r.cosignee_name,
        cosignee_address: r.cosignee_address,
        action: r.action,
        oper_date: timeText(r.oper_date),
      })),
    };
  },
});

const OPT_IDS = /^\d{1,9}(,\d{1,9}){0,49}$/;

const planParam = (fields: readonly [string, ...string[]], fallback: string, withType: boolean) =>
  paramObject({
    ...pagingEntries(PAGE_SIZE),
    start_time: optDayOrTime,
    end_time: optDayOrTime,
    opt_ids: v.pipe(optText, v.check((s) => s === undefined || OPT_IDS.test(s), problem('server.fieldType'))),
    plan_no: shortText(32),
    order_no: shortText(32),
    custom_order_no: shortText(40),
    store_crm_id: optInt,
    cosignee_name: shortText(40),
    cosignee_address: shortText(100),
    plan_remark: shortText(100),
    opt_type: withType ? optChoice(Object.values(PD_OPERATION)) : v.optional(v.any()),
    order: orderEntry(fields, fallback as `${string} asc`),
  });

const pdParam = planParam(PD_LOG_ORDER_FIELDS, 'create_time desc', true);
const pdNewParam = planParam(PD_LOG_NEW_ORDER_FIELDS, 'operation_time desc', false);

export const pdLogs = route(PdLogs, {
  access: { anyOf: ['SF_LOGINLOG_QUERY'] },
  async handle(ctx) {
    const f = ctx.input.json('param', pdParam, { required: false });
    let q = shopRows(ctx, 'pd_logs', 'create_time', range(f.start_time, f.end_time));
    const ids = f.opt_ids?.split(',').map(Number);
    // An operator filter finds the plans they created, cut or nullified; with a type, that step only.
    const type = f.opt_type as number | undefined;
    if (type === PD_OPERATION.cut) q = q.where('cut_finish_time', '>', 0);
    if (type === PD_OPERATION.nullify) q = q.where('nullify_time', '>', 0);
    if (ids) {
      const column = type === PD_OPERATION.cut ? 'cut_uid' : type === PD_OPERATION.nullify ? 'nullify_uid' : type === PD_OPERATION.create ? 'create_uid' : null;
      q = column ? q.where(column, 'in', ids) : q.where((eb) => eb.or([eb('create_uid', 'in', ids), eb('cut_uid', 'in', ids), eb('nullify_uid', 'in', ids)]));
    }
    for (const condition of planConditions(f)) q = q.where(condition);
    const { total, rows } = await pageOf(q, f, 'log_id');
    return {
      count: total,
      data: rows.map((r) => ({
        log_id: r.log_id,
        plan_no: r.plan_no,
        create_name: r.create_name,
        create_nick_name: r.create_nick_name,
        create_time: timeText(r.create_time),
        cut_opr_name: r.cut_opr_name,
        cut_opr_nick_name: r.cut_opr_nick_name,
        cut_finish_time: timeText(r.cut_finish_time),
        nullify_opr_name: r.nullify_opr_name,
        nullify_opr_nick_name: r.nullify_opr_nick_name,
        nullify_time: timeText(r.nullify_time),
        machine_name: r.machine_name,
        remark: r.remark,
      })),
    };
  },
});

/** The filters both scheduling-log formats share, as conditions on the columns they have in common. */
function planConditions(f: { plan_no?: string; order_no?: string; custom_order_no?: string; store_crm_id?: number; cosignee_name?: string; cosignee_address?: string; plan_remark?: string }) {
  return [
    f.plan_no && equals('plan_no', f.plan_no),
    f.order_no && equals('order_no', f.order_no),
    f.custom_order_no && equals('custom_order_no', f.custom_order_no),
    f.store_crm_id !== undefined && equals('store_crm_id', f.store_crm_id),
    f.cosignee_name && contains('cosignee_name', f.cosignee_name),
    f.cosignee_address && contains('cosignee_address', f.cosignee_address),
    f.plan_remark && contains('plan_remark', f.plan_remark),
  ].filter((c): c is RawBuilder<boolean> => typeof c === 'object');
}

export const pdLogsNew = route(PdLogsNew, {
  access: { anyOf: ['SF_LOGINLOG_QUERY'] },
  async handle(ctx) {
    const f = ctx.input.json('param', pdNewParam, { required: false });
    let q = shopRows(ctx, 'pd_logs_new', 'operation_time', range(f.start_time, f.end_time));
    const ids = f.opt_ids?.split(',').map(Number);
    if (ids) q = q.where('operator_id', 'in', ids);
    for (const condition of planConditions(f)) q = q.where(condition);
    const { total, rows } = await pageOf(q, f, 'log_id');
    return {
      count: total,
      data: rows.map((r) => ({
        log_id: r.log_id,
        plan_no: r.plan_no,
        operation_remark: r.operation_remark,
        operation_type: r.operation_type,
        operation_time: timeText(r.operation_time),
        creator_name: r.creator_name,
        creator_nick_name: r.creator_nick_name,
        operatior_name: r.operatior_name,
        operatior_nick_name: r.operatior_nick_name,
        machine_name: r.machine_name,
        plan_remark: r.plan_remark,
      })),
    };
  },
});

export const delLogs = route(DelLogs, {
  access: { anyOf: ['SF_STAFF_LOG_DELETE'] },
  async handle(ctx) {
    const ids = ctx.input.json('logsID', idList(MAX_DELETE));
    if (!ids.length) throw badRequest('server.fieldRequired', { field: 'logsID' });
    const deleted = await ctx.write(async ({ db, audit }) => {
      const result = await db.deleteFrom('staff_logs').where('shop_id', '=', ctx.session.shop.shop_id).where('kept', '=', 0).where('log_id', 'in', ids).executeTakeFirst();
      const n = Number(result.numDeletedRows);
      if (n === 0) throw ApiError.of(ErrCode.NOT_FOUND, 'logs.server.nothingDeleted');
      await audit(MENU, '删除日志', `删除员工日志 ${n} 条（编号 ${ids.slice(0, 20).join('、')}${ids.length > 20 ? ' 等' : ''}）`, { kept: true });
      return n;
    });
    return { deleted, err_msg: ctx.t('logs.deleted') };
  },
});

export const clearLogs = route(ClearLogs, {
  access: { anyOf: ['SF_STAFF_LOG_DELETE'] },
  async handle(ctx) {
    const start = ctx.input.str('start_date', { max: 10 });
    const end = ctx.input.str('end_date', { max: 10 });
    for (const [field, day] of [['start_date', start], ['end_date', end]] as const) {
      if (day !== undefined && !v.safeParse(optDay, day).success) throw badRequest('param.badDay', { field });
    }
    const { from, to } = range(start, end);
    const deleted = await ctx.write(async ({ db, audit }) => {
      let q = db.deleteFrom('staff_logs').where('shop_id', '=', ctx.session.shop.shop_id).where('kept', '=', 0);
      if (from !== undefined) q = q.where('oper_date', '>=', from);
      if (to !== undefined) q = q.where('oper_date', '<', to);
      const n = Number((await q.executeTakeFirst()).numDeletedRows);
      const span = start || end ? `${start ?? '最早'} 至 ${end ?? '今天'}` : '全部';
      await audit(MENU, '清空日志', `清空员工日志 ${n} 条（范围：${span}）`, { kept: true });
      return n;
    });
    return { deleted, err_msg: ctx.t('logs.cleared') };
  },
});

export const logRoutes = [ajaxLoginLogs, getLoginLogs, staffLogs, getOrdersLogs, pdLogs, pdLogsNew, delLogs, clearLogs];
