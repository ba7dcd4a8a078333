/**
 * Log management (SPEC.md section 7 "Logs"; REQUIREMENTS API-LOG, LOGS): the login, staff, order and
 * scheduling logs of the session's shop, every filter, order and page done in SQL over the
 * (shop, time) indexes; deleting and clearing staff-log rows, each recorded in a kept row that no
 * deletion removes.
 */
import { sql, type RawBuilder, type Selectable, type SelectQueryBuilder } from 'kysely';
import * as v from 'valibot';
import { ErrCode } from '../../../../src/common/api';
import {
  AjaxLoginLogs,
  ClearLogs,
  DelLogs,
  GetLoginLogs,
  GetOrdersLogs,
  LOGIN_SOURCES,
  PD_OPERATION,
  PdLogs,
  PdLogsNew,
  StaffLogsList,
  ExportLogs,
  loginLogSchema,
  orderLogSchema,
  pdLogNewSchema,
  pdLogSchema,
  staffLogSchema,
  LOG_EXPORT_KINDS,
  LOG_EXPORT_MAX_ROWS,
  type LogExportKind,
  type LoginLogRow,
  type PdLogNewRow,
  type PdLogRow,
  type StaffLogRow,
} from '../../../../src/common/logs';
import { optDay, type ListOrder } from '../../../../src/common/params';
import { DAY_MS, dayStartMs, formatDateTime } from '../../../../src/common/time';
import { ApiError, badRequest, notFound } from '../../../http/errors';
import { route, type AuthedCtx } from '../../../http/route';
import { memorySheetWriter, XLSX_TYPE } from '../../../export/sheet';
import { fileResponse } from '../../../http/fileResponse';
import type { RightCode } from '../../../../src/common/rights';
import type { ServerMessageId } from '../../../../src/common/messages/zh-CN';
import type { Database } from '../../../db/schema';
import { contains, equals } from '../../../db/textMatch';
import { countedTotal } from '../../../logs/logCounts';
import { pageAfter, pageOf, type KeysetPage, type KeyValues } from '../../../db/paging';
import { sheetColumns, sheetValue, type ColumnDecl } from '../../../../src/common/listColumns';
import { LOG_COLUMNS } from '../../../../src/common/logColumns';
import { auditText } from '../../../logs/auditText';
import { staffLogTextsIn } from '../../../logs/staffLogTexts';
import type { Locale } from '../../../../src/common/messages/format';
import { orderLogRow } from '../../../orders/orderLog';

/** The staff log's menu (日志管理). */
const MENU = 'route.staff.logs' satisfies ServerMessageId;

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
 * The filtered rows, ordered by `order` and then by the row id the same way (a stable order for rows
 * of the same second), to be paged by `pageOf`.
 */
function sortedRows<T extends LogTable>(q: SelectQueryBuilder<Database, T, object>, order: ListOrder<string>, idColumn: string) {
  const dir = sql.raw(order.direction);
  const rows = q
    .selectAll()
    .orderBy(sql`${sql.ref(order.field)} ${dir}`)
    .orderBy(sql`${sql.ref(idColumn)} ${dir}`);
  // selectAll() over a table named by a type parameter: Kysely cannot spell the row type itself.
  return rows as unknown as SelectQueryBuilder<Database, T, Selectable<Database[T]>>;
}

export const ajaxLoginLogs = route(AjaxLoginLogs, {
  access: { anyOf: ['SF_LOGINLOG_QUERY'] },
  handle: async () => ({ data: LOGIN_SOURCES.map((s) => ({ ...s })) }),
});

type LoginFilters = v.InferOutput<typeof loginLogSchema>;

function loginQuery(ctx: AuthedCtx, f: LoginFilters) {
  let q = shopRows(ctx, 'login_logs', 'login_time', range(f.start_date, f.end_date));
  if (f.user_id !== undefined) q = q.where('user_id', '=', f.user_id);
  if (f.login_ip) q = q.where('login_ip', '=', f.login_ip);
  if (f.login_source !== undefined) q = q.where('source_id', '=', f.login_source);
  return q;
}

const loginRow = (r: Selectable<Database['login_logs']>): LoginLogRow => ({
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
});

export const getLoginLogs = route(GetLoginLogs, {
  access: { anyOf: ['SF_LOGINLOG_QUERY'] },
  async handle(ctx) {
    const f = ctx.fields.param;
    const kept = f.login_ip
      ? undefined
      : () => countedTotal(ctx.db, ctx.session.shop.shop_id, { kind: 'login', ...range(f.start_date, f.end_date), user_id: f.user_id, source_id: f.login_source });
    const { total, rows } = await pageOf(sortedRows(loginQuery(ctx, f), f.order, 'login_id'), f, kept);
    return { logsCnt: total, logs: rows.map(loginRow) };
  },
});

type StaffFilters = v.InferOutput<typeof staffLogSchema>;

function staffQuery(ctx: AuthedCtx, f: StaffFilters) {
  let q = shopRows(ctx, 'staff_logs', 'oper_date', range(f.start_date, f.end_date));
  if (f.user_id !== undefined) q = q.where('user_id', '=', f.user_id);
  return q;
}

/** A staff-log row with its texts in `locale` (the rule: in en-US nothing Chinese but the shop's own data). */
const staffRow = (r: Selectable<Database['staff_logs']>, locale: Locale): StaffLogRow => ({
  log_id: r.log_id,
  login_name: r.login_name,
  ...staffLogTextsIn(r, locale),
  oper_date: timeText(r.oper_date),
  kept: r.kept,
});

export const staffLogs = route(StaffLogsList, {
  access: { anyOf: ['SF_STAFF_LOG_QUERY'] },
  async handle(ctx) {
    const f = ctx.fields.param;
    const kept = () => countedTotal(ctx.db, ctx.session.shop.shop_id, { kind: 'staff', ...range(f.start_date, f.end_date), user_id: f.user_id });
    const { total, rows } = await pageOf(sortedRows(staffQuery(ctx, f), f.order, 'log_id'), f, kept);
    return { logsCnt: total, logs: rows.map((r) => staffRow(r, ctx.locale)) };
  },
});

type OrderFilters = v.InferOutput<typeof orderLogSchema>;

function orderQuery(ctx: AuthedCtx, f: OrderFilters) {
  let q = shopRows(ctx, 'order_logs', 'oper_date', range(f.open_dateL, f.open_dateU));
  if (f.oper_user_id !== undefined) q = q.where('user_id', '=', f.oper_user_id);
  if (f.order_no) q = q.where('order_no', '=', f.order_no);
  if (f.custom_order_no) q = q.where('custom_order_no', '=', f.custom_order_no);
  for (const key of ['store_name', 'cosignee_name', 'cosignee_address'] as const) {
    const text = f[key];
    if (text) q = q.where(contains(key, text));
  }
  return q;
}

export const getOrdersLogs = route(GetOrdersLogs, {
  // Right (SPEC.md names none; docs/DESIGN.md, rights of the routes): order and scheduling logs are tabs of the log page beside the login log.
  access: { anyOf: ['SF_LOGINLOG_QUERY'] },
  async handle(ctx) {
    const f = ctx.fields.param;
    const { total, rows } = await pageOf(sortedRows(orderQuery(ctx, f), f.order, 'log_id'), f);
    return { count: total, data: rows.map((r) => orderLogRow(r, ctx.locale)) };
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

type PdFilters = v.InferOutput<typeof pdLogSchema>;
type PdNewFilters = v.InferOutput<typeof pdLogNewSchema>;

function pdQuery(ctx: AuthedCtx, f: PdFilters) {
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
  return q;
}

const pdRow = (r: Selectable<Database['pd_logs']>): PdLogRow => ({
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
});

export const pdLogs = route(PdLogs, {
  // Right (SPEC.md names none; docs/DESIGN.md, rights of the routes): as the order log.
  access: { anyOf: ['SF_LOGINLOG_QUERY'] },
  async handle(ctx) {
    const f = ctx.fields.param;
    const { total, rows } = await pageOf(sortedRows(pdQuery(ctx, f), f.order, 'log_id'), f);
    return { count: total, data: rows.map(pdRow) };
  },
});

function pdNewQuery(ctx: AuthedCtx, f: PdNewFilters) {
  let q = shopRows(ctx, 'pd_logs_new', 'operation_time', range(f.start_time, f.end_time));
  const ids = f.opt_ids?.split(',').map(Number);
  if (ids) q = q.where('operator_id', 'in', ids);
  for (const condition of planConditions(f)) q = q.where(condition);
  return q;
}

const pdNewRow = (r: Selectable<Database['pd_logs_new']>): PdLogNewRow => ({
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
});

export const pdLogsNew = route(PdLogsNew, {
  // Right (SPEC.md names none; docs/DESIGN.md, rights of the routes): as the order log.
  access: { anyOf: ['SF_LOGINLOG_QUERY'] },
  async handle(ctx) {
    const f = ctx.fields.param;
    const { total, rows } = await pageOf(sortedRows(pdNewQuery(ctx, f), f.order, 'log_id'), f);
    return { count: total, data: rows.map(pdNewRow) };
  },
});

export const delLogs = route(DelLogs, {
  access: { anyOf: ['SF_STAFF_LOG_DELETE'] },
  async handle(ctx) {
    const ids = [...new Set(ctx.fields.logsID)];
    if (!ids.length) throw badRequest('server.fieldRequired', { field: 'logsID' });
    const deleted = await ctx.write(async ({ db, audit }) => {
      // All or nothing: a deletion that could only be partly done deletes none and names the rows
      // that stop it, so "删除成功" always means every named row is gone.
      const shopId = ctx.session.shop.shop_id;
      const found = await db.selectFrom('staff_logs').select(['log_id', 'kept']).where('shop_id', '=', shopId).where('log_id', 'in', ids).execute();
      const missing = ids.filter((id) => !found.some((r) => r.log_id === id));
      if (missing.length) throw notFound('audit.logs.what.staff', missing);
      const kept = found.filter((r) => r.kept === 1).map((r) => r.log_id);
      if (kept.length) throw ApiError.of(ErrCode.BAD_REQUEST, 'logs.server.keptRows', { ids: kept.join(',') });
      const result = await db.deleteFrom('staff_logs').where('shop_id', '=', shopId).where('kept', '=', 0).where('log_id', 'in', ids).executeTakeFirst();
      const n = Number(result.numDeletedRows);
      // Another request deleted some of them meanwhile (PostgreSQL: both read them before either deleted).
      if (n !== ids.length) throw ApiError.of(ErrCode.CONFLICT, 'logs.server.changedMeanwhile');
      await audit(MENU, 'audit.fn.logsDeleted', auditText(ids.length > 20 ? 'audit.logs.deletedMore' : 'audit.logs.deleted', { count: n, ids: ids.slice(0, 20) }), { kept: true });
      return n;
    });
    return { deleted, err_msg: ctx.t('logs.deleted') };
  },
});

export const clearLogs = route(ClearLogs, {
  access: { anyOf: ['SF_STAFF_LOG_DELETE'] },
  async handle(ctx) {
    const { start_date: start, end_date: end } = ctx.fields;
    for (const [field, day] of [['start_date', start], ['end_date', end]] as const) {
      if (day !== undefined && !v.safeParse(optDay, day).success) throw badRequest('param.badDay', { field });
    }
    const { from, to } = range(start, end);
    const deleted = await ctx.write(async ({ db, audit }) => {
      let q = db.deleteFrom('staff_logs').where('shop_id', '=', ctx.session.shop.shop_id).where('kept', '=', 0);
      if (from !== undefined) q = q.where('oper_date', '>=', from);
      if (to !== undefined) q = q.where('oper_date', '<', to);
      const n = Number((await q.executeTakeFirst()).numDeletedRows);
      const span =
        start || end ? auditText('audit.logs.span', { from: start ?? auditText('audit.logs.spanEarliest'), to: end ?? auditText('audit.logs.spanToday') }) : auditText('audit.logs.spanAll');
      await audit(MENU, 'audit.fn.logsCleared', auditText('audit.logs.cleared', { count: n, span }), { kept: true });
      return n;
    });
    return { deleted, err_msg: ctx.t('logs.cleared') };
  },
});

// ---- export ----

/** Rows fetched per round trip while exporting. */
const EXPORT_BATCH = 1000;

interface ExportKind<F, Row> {
  right: RightCode;
  param: v.GenericSchema<unknown, F>;
  query: (ctx: AuthedCtx, f: F) => SelectQueryBuilder<Database, LogTable, object>;
  time: string;
  id: string;
  /** A stored row as the list shows it in the request's language. */
  row: (r: never, locale: Locale) => Row;
  /** The staff log's word for it. */
  what: ServerMessageId;
}

const kind = <F, Row>(k: ExportKind<F, Row>) => k as unknown as ExportKind<unknown, Record<string, unknown>>;

const EXPORTS: Record<LogExportKind, ExportKind<unknown, Record<string, unknown>>> = {
  login: kind({
    right: 'SF_LOGINLOG_QUERY',
    param: loginLogSchema,
    query: loginQuery,
    time: 'login_time',
    id: 'login_id',
    row: loginRow,
    what: 'audit.logs.what.login',
  }),
  staff: kind({
    right: 'SF_STAFF_LOG_QUERY',
    param: staffLogSchema,
    query: staffQuery,
    time: 'oper_date',
    id: 'log_id',
    row: staffRow,
    what: 'audit.logs.what.staff',
  }),
  order: kind({
    right: 'SF_LOGINLOG_QUERY',
    param: orderLogSchema,
    query: orderQuery,
    time: 'oper_date',
    id: 'log_id',
    row: orderLogRow,
    what: 'audit.logs.what.order',
  }),
  pdNew: kind({
    right: 'SF_LOGINLOG_QUERY',
    param: pdLogNewSchema,
    query: pdNewQuery,
    time: 'operation_time',
    id: 'log_id',
    row: pdNewRow,
    what: 'audit.logs.what.pdNew',
  }),
  pdOld: kind({
    right: 'SF_LOGINLOG_QUERY',
    param: pdLogSchema,
    query: pdQuery,
    time: 'create_time',
    id: 'log_id',
    row: pdRow,
    what: 'audit.logs.what.pdOld',
  }),
};

/**
 * The filter's rows up to `newestId`, newest first, a batch at a time: each batch starts after the
 * last row of the one before (time, then id), so every batch is an index range, however deep into
 * the export.
 */
async function* batchesOf(ctx: AuthedCtx, k: ExportKind<unknown, Record<string, unknown>>, f: unknown, limit: number, newestId: number): AsyncGenerator<Record<string, unknown>[]> {
  const newestFirst = [
    { column: k.time, direction: 'desc' },
    { column: k.id, direction: 'desc' },
  ] as const;
  let after: KeyValues | null = null;
  let sent = 0;
  while (sent < limit) {
    const q = k
      .query(ctx, f)
      .where(sql<boolean>`${sql.ref(k.id)} <= ${newestId}`)
      .selectAll();
    const { rows, next }: KeysetPage<object> = await pageAfter(q, newestFirst, after, Math.min(EXPORT_BATCH, limit - sent));
    if (!rows.length) return;
    after = next;
    sent += rows.length;
    yield rows.map((r) => k.row(r as never, ctx.locale));
  }
}

export const exportLogs = route(ExportLogs, {
  // Right (SPEC.md names none; docs/DESIGN.md, rights of the routes): each log exports what its list shows (the handler checks the log's own right).
  access: { anyOf: ['SF_LOGINLOG_QUERY', 'SF_STAFF_LOG_QUERY'] },
  // It writes the staff log: the same-origin checks of a write, though a GET (a file download).
  changesState: true,
  async handle(ctx) {
    const name = ctx.input.str('kind', { required: true, max: 10 });
    const k = (LOG_EXPORT_KINDS as readonly string[]).includes(name) ? EXPORTS[name as LogExportKind] : undefined;
    if (!k) throw badRequest('param.badChoice', { field: 'kind', choices: LOG_EXPORT_KINDS.join('、') });
    ctx.requireRight(k.right);
    const f = ctx.input.json('param', k.param, { required: false });
    // The rows as they are now, before the export's own audit row joins them: counted, and the
    // batches read none above the newest id of this moment.
    const [{ n, newest }] = await k
      .query(ctx, f)
      .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.max<number | null>(sql.ref(k.id)).as('newest')])
      .execute();
    const total = Math.min(Number(n), LOG_EXPORT_MAX_ROWS);
    // The export is an act worth knowing about: who took which rows out, before the first byte goes.
    await ctx.write(({ audit }) => audit(MENU, 'audit.fn.logsExported', auditText('audit.logs.exported', { what: auditText(k.what), count: total })));
    // The list's own columns (src/common/logColumns.ts), titled in the request's language; times are
    // real Excel dates holding the list's clock time (sheetValue), so a sheet sorts and filters them.
    const declared = LOG_COLUMNS[name as LogExportKind] as unknown as readonly ColumnDecl<Record<string, unknown>>[];
    const columns = sheetColumns(declared, (id) => ctx.t(id));
    const rows = (async function* () {
      for await (const batch of batchesOf(ctx, k, f, total, Number(newest ?? 0))) yield batch.map((row) => Object.fromEntries(declared.filter((c) => columns.some((s) => s.key === c.key)).map((c) => [c.key, sheetValue(c, row, ctx.locale, (id) => ctx.t(id))])));
    })();
    const body = await (ctx.deps.sheetWriter ?? memorySheetWriter)(ctx.t(`logs.tab.${name === 'pdNew' || name === 'pdOld' ? 'pd' : name}` as ServerMessageId), columns, rows);
    const day = formatDateTime(ctx.now).slice(0, 10);
    return fileResponse({ stream: body, mime: XLSX_TYPE, filename: `logs-${name}-${day}.xlsx` });
  },
});

export const logRoutes = [ajaxLoginLogs, getLoginLogs, staffLogs, getOrdersLogs, pdLogs, pdLogsNew, delLogs, clearLogs, exportLogs];
