/**
 * The customer list's query: type, tag, name and state as URL parameters
 * (`#/crm?type=3&tag=4&q=华&state=1&page=2`), how a query becomes the `param` of
 * Crm-getErpCrmByTags, and the list's columns, declared once for the table and the phone's cards.
 */
import { api } from '../../../api/client';
import { ALL_TAGS, CRM_LIMITS, CRM_PAGE_SIZE, CRM_TYPES, CrmState, GetErpCrmByTags, type CrmListParam, type CrmRecord, type CrmTypeValue } from '../../../common/crm';
import { declareColumns } from '../../../common/listColumns';
import { fitWidth, textWidth } from '../../../components/list/columnWidth';
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

/** The name column's least width; the page widens it to the customer type's tag in the UI's language. */
export const CRM_NAME_WIDTH = 152;

/**
 * The customer list's columns; the page renders the name (with its type and dealer), the tag, the
 * state and the actions, and sizes the name, state and actions to their texts in the UI's language.
 * The widths are the least their content needs (the kit's measure, src/components/list/columnWidth.ts),
 * so that on a 1280 px screen (about 986 px for the table) every column shows, the optional ones
 * included, in both languages; narrower, level, owner and region give way (they stay on the cards).
 */
export const CRM_COLUMNS = declareColumns<CrmRecord, MessageId>([
  { key: 'name', field: 'z_name', title: 'crm.col.name', width: CRM_NAME_WIDTH, card: 'title' },
  // An 11-digit mobile number whole.
  { key: 'phone', field: 'z_phone', title: 'crm.col.phone', width: fitWidth([textWidth('13800000000')]) },
  // A six-character tag ('新开发经销商') at the default density.
  { key: 'tag', field: 'tag_name', title: 'crm.col.tag', width: 104 },
  { key: 'level', field: 'level_name', title: 'crm.col.level', width: 80, optional: true },
  { key: 'owner', field: 'owner_name', title: 'crm.col.owner', width: 88, optional: true },
  // A longer region ends in an ellipsis, the whole of it in the cell's title.
  { key: 'region', field: 'city_name', title: 'crm.col.region', width: 112, optional: true },
  { key: 'state', field: 'state', title: 'crm.col.state', kind: 'state', width: 96, card: 'extra', states: { 1: 'crm.state.inUse', 0: 'crm.state.stopped' } },
  { key: 'actions', title: 'crm.col.actions', kind: 'actions', width: 96 },
]);
