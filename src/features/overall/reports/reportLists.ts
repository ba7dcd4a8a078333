/**
 * The queries of the two report lists [RPT-MY-02..06] [RPT-MKT-01..06]: name and type filters and the
 * sort as URL parameters (`#/reports/market?type=31&order=down_cnt+desc&page=2`), 30 a page, and how
 * a query becomes the lists' `params`.
 */
import { api } from '../../../api/client';
import {
  MARKET_DEFAULT_ORDER,
  MY_REPORTS_DEFAULT_ORDER,
  REPORT_NAME_MAX,
  REPORT_ORDER_FIELDS,
  REPORT_TYPE_IDS,
  ReportMarketList,
  ReportMarketMyList,
  type ReportListParams,
  type ReportListReply,
  type ReportTemplate,
} from '../../../common/reports';
import type { ApiReply } from '../../../common/api';
import { choiceParam, filterCodec, textParam } from '../../../components/list/queryCodec';
import { pageSizesWith, type ListDefinition, type ListQuery } from '../../../components/list/usePagedQuery';

export interface ReportFilters {
  name: string;
  /** 0: every type. */
  type: number;
}

const REPORT_FILTERS = filterCodec<ReportFilters>({ name: '', type: 0 }, { name: textParam('name', REPORT_NAME_MAX), type: choiceParam('type', [0, ...REPORT_TYPE_IDS]) });

/** The lists' `params` for a query [API-RPT-03] [API-RPT-04]. */
export function reportListParams({ filters, page, pageSize, order }: ListQuery<ReportFilters>): ReportListParams {
  return { curr_page: page, page_count: pageSize, order, report_name: filters.name.trim() || undefined, report_type: filters.type };
}

function definition(
  list: typeof ReportMarketList | typeof ReportMarketMyList,
  load: (params: ReportListParams) => Promise<ApiReply<ReportListReply>>,
  defaultOrder: string,
): ListDefinition<ReportFilters, ReportTemplate> {
  return {
    filters: REPORT_FILTERS,
    pageSize: list.pageSize,
    pageSizes: pageSizesWith(list.pageSize),
    sort: { fields: REPORT_ORDER_FIELDS, defaultOrder },
    load: async (query) => {
      const reply = await load(reportListParams(query));
      return { rows: reply.reports, total: reply.count, message: reply.err_msg };
    },
    rowKey: (row) => row.report_id,
  };
}

export const MY_REPORTS = definition(ReportMarketMyList, (params) => api.call(ReportMarketMyList, { params }), MY_REPORTS_DEFAULT_ORDER);
export const MARKET_REPORTS = definition(ReportMarketList, (params) => api.call(ReportMarketList, { params }), MARKET_DEFAULT_ORDER);
