/**
 * The follow-up list's query: customer, staff, day range and due as URL parameters
 * (`#/custfollow?crm=12&cname=华美&user=3&uname=li&from=2026-11-01&to=2026-11-27&due=1&page=2`),
 * how a query becomes the `param` of CustFollow-getFollows, and the columns, declared once for the
 * table and the phone's cards. The chosen customer's and person's names ride along in the URL, so a
 * filter read back from it shows who it is without asking the server (as the staff filters do).
 */
import { api } from '../../../api/client';
import { CRM_LIMITS, FOLLOW_PAGE_SIZE, GetFollows, type FollowDue, type FollowListParam, type FollowRecord } from '../../../common/crm';
import { declareColumns } from '../../../common/listColumns';
import { fitWidth, tagWidth, textWidth } from '../../../components/list/columnWidth';
import { choiceParam, dayParam, filterCodec, idParam, textParam } from '../../../components/list/queryCodec';
import { PAGE_SIZES, type ListDefinition, type ListQuery } from '../../../components/list/usePagedQuery';
import type { MessageId } from '../../../locales/zh-CN';

/** The due filter's choices: the list kit's "all" is 0. */
export const DUE_FILTER = { all: 0, today: 1, overdue: 2 } as const;
type DueChoice = (typeof DUE_FILTER)[keyof typeof DUE_FILTER];
const WIRE_DUE: Record<DueChoice, FollowDue | ''> = { [DUE_FILTER.all]: '', [DUE_FILTER.today]: 'today', [DUE_FILTER.overdue]: 'overdue' };

export interface FollowFilters {
  /** A customer (0: every one) and its name. */
  customer: number;
  customerName: string;
  /** A person of the shop (0: everyone) and their name. */
  staff: number;
  staffName: string;
  /** Days the follow-ups were written, 'YYYY-MM-DD'. */
  from?: string;
  to?: string;
  due: DueChoice;
}

export const FOLLOW_FILTERS = filterCodec<FollowFilters>(
  { customer: 0, customerName: '', staff: 0, staffName: '', due: DUE_FILTER.all },
  {
    customer: idParam('crm'),
    customerName: textParam('cname', CRM_LIMITS.z_name),
    staff: idParam('user'),
    staffName: textParam('uname'),
    from: dayParam('from'),
    to: dayParam('to'),
    due: choiceParam('due', [DUE_FILTER.all, DUE_FILTER.today, DUE_FILTER.overdue]),
  },
);

/** The `param` of CustFollow-getFollows for a query. */
export function followListParam({ filters, page, pageSize }: ListQuery<FollowFilters>): FollowListParam {
  return {
    curr_page: page,
    page_count: pageSize,
    crm_id: filters.customer || '',
    user_id: filters.staff || '',
    date_min: filters.from,
    date_max: filters.to,
    due: WIRE_DUE[filters.due],
  };
}

export const FOLLOW_LIST: ListDefinition<FollowFilters, FollowRecord> = {
  filters: FOLLOW_FILTERS,
  pageSize: FOLLOW_PAGE_SIZE,
  pageSizes: PAGE_SIZES,
  load: async (query) => {
    const reply = await api.call(GetFollows, { param: followListParam(query) });
    return { rows: reply.data, total: reply.count };
  },
  rowKey: (row) => row.follow_id,
};

/** The customer column's least width; the page widens it to the customer type in the UI's language. */
export const FOLLOW_CUSTOMER_WIDTH = 160;

/**
 * The follow-up list's columns; the page renders the customer (with its type), the method and the
 * next date (with its due tag, the column sized to the date and the longer tag in the UI's
 * language). The widths are the least their content needs (src/components/list/columnWidth.ts), so
 * on a 1280 px screen (about 986 px for the table) all of them show whole in both languages; the
 * content wraps. Narrower, the method gives way first (it is on the cards), then the table scrolls.
 */
export const FOLLOW_COLUMNS = declareColumns<FollowRecord, MessageId>([
  { key: 'customer', field: 'z_name', title: 'follow.col.customer', width: FOLLOW_CUSTOMER_WIDTH, card: 'title' },
  { key: 'staff', field: 'user_name', title: 'follow.col.staff', width: 104 },
  // The header, '跟进方式', is the widest of it.
  { key: 'method', field: 'method', title: 'follow.col.method', width: fitWidth([textWidth('跟进方式')]), optional: true },
  { key: 'content', field: 'content', title: 'follow.col.content', width: 224, card: 'note' },
  // The whole 'YYYY-MM-DD HH:mm:ss'.
  { key: 'date', field: 'created_at', title: 'follow.col.date', kind: 'datetime', width: fitWidth([textWidth('2026-11-27 14:30:00')]) },
  { key: 'next', field: 'next_date', title: 'follow.col.next', width: 200, card: 'extra' },
]);

/** The gap between the next date and its due tag (custFollow.css .follow-next). */
const NEXT_GAP = 6;

/** The next follow-up column's width: the date and, beside it, the longest of the due tags `tags` (in the UI's language). */
export const nextColumnWidth = (tags: readonly string[]): number => fitWidth([textWidth('2026-11-27') + NEXT_GAP + Math.max(...tags.map(tagWidth))]);
