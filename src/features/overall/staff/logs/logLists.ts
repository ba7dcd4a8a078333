/**
 * The queries of the log lists [LOGS-14..17] [LOGS-23]: their filters as URL parameters
 * (`#/staff/logs?tab=login&from=2026-10-24&to=2026-11-24&user=12&who=demo_sales`), 20 rows a page,
 * the day range defaulting to a month ago to today, and how each becomes its call's `param`.
 */
import dayjs from 'dayjs';
import { api } from '../../../../api/client';
import {
  GetLoginLogs,
  GetOrdersLogs,
  PdLogs,
  PdLogsNew,
  StaffLogsList,
  LOGIN_LOG_ORDER_FIELDS,
  ORDER_LOG_ORDER_FIELDS,
  PD_LOG_NEW_ORDER_FIELDS,
  PD_LOG_ORDER_FIELDS,
  PD_OPERATION,
  STAFF_LOG_ORDER_FIELDS,
  type LoginLogRow,
  type OrderLogRow,
  type PdLogNewRow,
  type PdLogParam,
  type PdLogRow,
  type StaffLogRow,
} from '../../../../common/logs';
import { choiceParam, dayParam, filterCodec, idParam, textParam, type FilterParams } from '../../../../components/list/queryCodec';
import { PAGE_SIZES, type ListDefinition, type ListQuery } from '../../../../components/list/usePagedQuery';

const DAY = 'YYYY-MM-DD';

/** What every log list filters by: a day range and one person (their id, and their name to show). */
export interface LogFiltersBase {
  from: string;
  to: string;
  user?: number;
  who?: string;
}

export interface LoginLogFilters extends LogFiltersBase {
  ip: string;
  source: 0 | 1 | 2 | 3;
}

export interface OrderLogFilters extends LogFiltersBase {
  orderNo: string;
  customNo: string;
  store: string;
  consignee: string;
  address: string;
}

export interface PdLogFilters extends LogFiltersBase {
  planNo: string;
  orderNo: string;
  consignee: string;
  remark: string;
  /** Old format only: 0 all, 1 create, 2 cut, 3 nullify [LOGS-22]. */
  type: 0 | 1 | 2 | 3;
}

/** A month ago to today [LOGS-15] [LOGS-17]. */
export function defaultRange(now = dayjs()): { from: string; to: string } {
  return { from: now.subtract(1, 'month').format(DAY), to: now.format(DAY) };
}

function baseParams(): FilterParams<LogFiltersBase> {
  return { from: dayParam('from'), to: dayParam('to'), user: idParam('user'), who: textParam('who') };
}

const paging = (page: number, pageSize: number, order: string) => ({ curr_page: page, page_count: pageSize, order });
const text = (value: string) => value.trim() || undefined;

function pdParam(f: PdLogFilters, withTime: boolean): PdLogParam {
  return {
    // The new format takes the range to the second [LOGS-23].
    start_time: withTime ? `${f.from} 00:00:00` : f.from,
    end_time: withTime ? `${f.to} 23:59:59` : f.to,
    opt_ids: f.user ? String(f.user) : undefined,
    plan_no: text(f.planNo),
    order_no: text(f.orderNo),
    cosignee_name: text(f.consignee),
    plan_remark: text(f.remark),
  };
}

/** Each list's call `param` for a query (also what its export sends). */
export const LOG_PARAMS = {
  login: ({ filters: f, page, pageSize, order }: ListQuery<LoginLogFilters>) => ({ ...paging(page, pageSize, order), start_date: f.from, end_date: f.to, user_id: f.user, login_ip: text(f.ip), login_source: f.source || undefined }),
  staff: ({ filters: f, page, pageSize, order }: ListQuery<LogFiltersBase>) => ({ ...paging(page, pageSize, order), start_date: f.from, end_date: f.to, user_id: f.user }),
  order: ({ filters: f, page, pageSize, order }: ListQuery<OrderLogFilters>) => ({
    ...paging(page, pageSize, order),
    open_dateL: f.from,
    open_dateU: f.to,
    oper_user_id: f.user,
    order_no: text(f.orderNo),
    custom_order_no: text(f.customNo),
    store_name: text(f.store),
    cosignee_name: text(f.consignee),
    cosignee_address: text(f.address),
  }),
  pdNew: ({ filters: f, page, pageSize, order }: ListQuery<PdLogFilters>) => ({ ...paging(page, pageSize, order), ...pdParam(f, true) }),
  pdOld: ({ filters: f, page, pageSize, order }: ListQuery<PdLogFilters>) => ({ ...paging(page, pageSize, order), ...pdParam(f, false), opt_type: f.type || undefined }),
};

export interface LogLists {
  login: ListDefinition<LoginLogFilters, LoginLogRow>;
  staff: ListDefinition<LogFiltersBase, StaffLogRow>;
  order: ListDefinition<OrderLogFilters, OrderLogRow>;
  pdNew: ListDefinition<PdLogFilters, PdLogNewRow>;
  pdOld: ListDefinition<PdLogFilters, PdLogRow>;
}

/** The five lists, their day range defaulting to a month before `now`. */
export function logLists(now = dayjs()): LogLists {
  const range = defaultRange(now);
  const pdFilters = filterCodec<PdLogFilters>(
    { ...range, planNo: '', orderNo: '', consignee: '', remark: '', type: 0 },
    { ...baseParams(), planNo: textParam('plan'), orderNo: textParam('order_no'), consignee: textParam('consignee'), remark: textParam('remark'), type: choiceParam('type', [0, 1, 2, 3]) },
  );
  return {
    login: {
      filters: filterCodec<LoginLogFilters>({ ...range, ip: '', source: 0 }, { ...baseParams(), ip: textParam('ip', 45), source: choiceParam('source', [0, 1, 2, 3]) }),
      pageSize: GetLoginLogs.pageSize,
      pageSizes: PAGE_SIZES,
      sort: { fields: LOGIN_LOG_ORDER_FIELDS, defaultOrder: 'login_time desc' },
      load: async (query) => {
        const reply = await api.call(GetLoginLogs, { param: LOG_PARAMS.login(query) });
        return { rows: reply.logs, total: reply.logsCnt };
      },
      rowKey: (row) => row.login_id,
    },
    staff: {
      filters: filterCodec<LogFiltersBase>({ ...range }, baseParams()),
      pageSize: StaffLogsList.pageSize,
      pageSizes: PAGE_SIZES,
      sort: { fields: STAFF_LOG_ORDER_FIELDS, defaultOrder: 'oper_date desc' },
      load: async (query) => {
        const reply = await api.call(StaffLogsList, { param: LOG_PARAMS.staff(query) });
        return { rows: reply.logs, total: reply.logsCnt };
      },
      rowKey: (row) => row.log_id,
    },
    order: {
      filters: filterCodec<OrderLogFilters>(
        { ...range, orderNo: '', customNo: '', store: '', consignee: '', address: '' },
        { ...baseParams(), orderNo: textParam('order_no'), customNo: textParam('custom_no'), store: textParam('store'), consignee: textParam('consignee'), address: textParam('address', 100) },
      ),
      pageSize: GetOrdersLogs.pageSize,
      pageSizes: PAGE_SIZES,
      sort: { fields: ORDER_LOG_ORDER_FIELDS, defaultOrder: 'oper_date desc' },
      load: async (query) => {
        const reply = await api.call(GetOrdersLogs, { param: LOG_PARAMS.order(query) });
        return { rows: reply.data, total: reply.count };
      },
      rowKey: (row) => row.log_id,
    },
    pdNew: {
      filters: pdFilters,
      pageSize: PdLogsNew.pageSize,
      pageSizes: PAGE_SIZES,
      sort: { fields: PD_LOG_NEW_ORDER_FIELDS, defaultOrder: 'operation_time desc' },
      load: async (query) => {
        const reply = await api.call(PdLogsNew, { param: LOG_PARAMS.pdNew(query) });
        return { rows: reply.data, total: reply.count };
      },
      rowKey: (row) => row.log_id,
    },
    pdOld: {
      filters: pdFilters,
      pageSize: PdLogs.pageSize,
      pageSizes: PAGE_SIZES,
      sort: { fields: PD_LOG_ORDER_FIELDS, defaultOrder: 'create_time desc' },
      load: async (query) => {
        const reply = await api.call(PdLogs, { param: LOG_PARAMS.pdOld(query) });
        return { rows: reply.data, total: reply.count };
      },
      rowKey: (row) => row.log_id,
    },
  };
}

export const PD_TYPES = [PD_OPERATION.create, PD_OPERATION.cut, PD_OPERATION.nullify] as const;
