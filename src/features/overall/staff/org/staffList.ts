/**
 * The org page's staff list [ORG-16] [ORG-18]: the tab (on the job / left), the department and a
 * keyword as URL parameters (`#/staff/org?tab=left&dep=2&q=李`), 20 a page, and how a query becomes
 * the `param` of ShopStaff-getStaff.
 */
import { api } from '../../../../api/client';
import { declareColumns } from '../../../../common/listColumns';
import { GetStaff, StaffState, type StaffListParam, type StaffRecord } from '../../../../common/staff';
import { choiceParam, filterCodec, idParam, textParam } from '../../../../components/list/queryCodec';
import { PAGE_SIZES, type ListDefinition } from '../../../../components/list/usePagedQuery';
import type { MessageId } from '../../../../locales/zh-CN';

/** The whole shop: no department filter. */
export const ALL_DEPARTMENTS = -1;

export interface StaffFilters {
  /** 1 on the job (in use and disabled), 0 left. */
  onJob: 0 | 1;
  /** A department id, or ALL_DEPARTMENTS. */
  dep: number;
  keyword: string;
}

export const STAFF_FILTERS = filterCodec<StaffFilters>(
  { onJob: 1, dep: ALL_DEPARTMENTS, keyword: '' },
  { onJob: choiceParam('job', [0, 1]), dep: idParam('dep'), keyword: textParam('q') },
);

export const STAFF_LIST: ListDefinition<StaffFilters, StaffRecord> = {
  filters: STAFF_FILTERS,
  pageSize: GetStaff.pageSize,
  pageSizes: PAGE_SIZES,
  load: async ({ filters, page, pageSize }) => {
    const reply = await api.call(GetStaff, {
      param: {
        curr_page: page,
        page_count: pageSize,
        state: filters.onJob ? '' : StaffState.left,
        dep_id: filters.dep === ALL_DEPARTMENTS ? '' : filters.dep,
        master: 1,
        keyword: filters.keyword || undefined,
      } satisfies StaffListParam,
    });
    return { rows: reply.staff, total: reply.staffCnt };
  },
  rowKey: (row) => row.staff_id,
};

/**
 * The list's columns, declared once for the table and the cards (the list is not exported). The page
 * renders each cell, and gives the state and action columns their widths from the texts in the UI's
 * language; the state column is only on the on-the-job tab.
 */
export const STAFF_COLUMNS = declareColumns<StaffRecord, MessageId>([
  { key: 'who', field: 'login_name', title: 'staff.col.account', width: 180, card: 'title' },
  // The department is also the picker's choice beside or above the list: it gives way first.
  { key: 'placement', field: 'department_name', title: 'staff.col.placement', width: 150, optional: true },
  { key: 'seat', field: 'exp_date', title: 'staff.col.seat', width: 160 },
  { key: 'state', field: 'state', title: 'staff.col.state', kind: 'state', width: 112, card: 'extra' },
  { key: 'actions', title: 'staff.col.actions', kind: 'actions', width: 112, card: 'actions' },
]);
