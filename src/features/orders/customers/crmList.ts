/**
 * The customer list's query: type, tag, name and state as URL parameters
 * (`#/crm?type=3&tag=4&q=华&state=1&page=2`), how a query becomes the `param` of
 * Crm-getErpCrmByTags, and the list's columns, declared once for the table and the phone's cards.
 */
import { api } from '../../../api/client';
import { ALL_TAGS, CRM_LIMITS, CRM_PAGE_SIZE, CRM_TYPES, CrmState, GetErpCrmByTags, type CrmListParam, type CrmRecord, type CrmTypeValue } from '../../../common/crm';
import { declareColumns } from '../../../common/listColumns';
import { choiceParam, filterCodec, idParam, textParam } from '../../../components/list/queryCodec';
import { PAGE_SIZES, type ListDefinition, type ListQuery } from '../../../components/list/usePagedQuery';
import type { MessageId } from '../../../locales/zh-CN';

/** The state filter's choices: the list kit's "all" is 0, so a stopped customer is 2 here (0 on the wire). */
export const STATE_FILTER = { all: 0, inUse: 1, stopped: 2 } as const;

export interface CrmFilters {
  /** 0: every type. */
  type: 0 | CrmTypeValue;
  /** 0: every tag (ALL_TAGS on the wire). */
  tag: number;
  /** Part of the name. */
  name: string;
  state: (typeof STATE_FILTER)[keyof typeof STATE_FILTER];
}

export const CRM_FILTERS = filterCodec<CrmFilters>(
  { type: 0, tag: 0, name: '', state: STATE_FILTER.all },
  {
    type: choiceParam('type', [0, ...CRM_TYPES]),
    tag: idParam('tag'),
    name: textParam('q', CRM_LIMITS.keyword),
    state: choiceParam('state', [STATE_FILTER.all, STATE_FILTER.inUse, STATE_FILTER.stopped]),
  },
);

const WIRE_STATE = { [STATE_FILTER.all]: '', [STATE_FILTER.inUse]: CrmState.inUse, [STATE_FILTER.stopped]: CrmState.stopped } as const;

/** The `param` of Crm-getErpCrmByTags for a query [API-CRM-01]. */
export function crmListParam({ filters, page, pageSize }: ListQuery<CrmFilters>): CrmListParam {
  return {
    curr_page: page,
    page_count: pageSize,
    tag_id: filters.tag || ALL_TAGS,
    crm_type: filters.type || '',
    z_name: filters.name.trim() || undefined,
    state: WIRE_STATE[filters.state],
  };
}

export const CRM_LIST: ListDefinition<CrmFilters, CrmRecord> = {
  filters: CRM_FILTERS,
  pageSize: CRM_PAGE_SIZE,
  pageSizes: PAGE_SIZES,
  load: async (query) => {
    const reply = await api.call(GetErpCrmByTags, { param: crmListParam(query) });
    return { rows: reply.data, total: reply.count };
  },
  rowKey: (row) => row.crm_id,
};

/** The customer list's columns; the page renders the name (with its type and dealer), the tag, the state and the actions. */
export const CRM_COLUMNS = declareColumns<CrmRecord, MessageId>([
  { key: 'name', field: 'z_name', title: 'crm.col.name', width: 200, card: 'title' },
  { key: 'phone', field: 'z_phone', title: 'crm.col.phone', width: 136 },
  { key: 'tag', field: 'tag_name', title: 'crm.col.tag', width: 128 },
  { key: 'level', field: 'level_name', title: 'crm.col.level', width: 96, optional: true },
  { key: 'owner', field: 'owner_name', title: 'crm.col.owner', width: 112, optional: true },
  { key: 'region', field: 'city_name', title: 'crm.col.region', width: 140, optional: true },
  { key: 'state', field: 'state', title: 'crm.col.state', kind: 'state', width: 96, card: 'extra', states: { 1: 'crm.state.inUse', 0: 'crm.state.stopped' } },
  { key: 'actions', title: 'crm.col.actions', kind: 'actions', width: 200 },
]);
