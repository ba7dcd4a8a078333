/**
 * What the rights tabs show, shared by the role editor and the my-rights page: the three rights
 * trees (tabs 1 to 3) and the WebCAD functions with the allowed ones (tab 4) [ROLES-15].
 */
import type { CadFunctionDef } from '../../../../common/cadFunctions';
import type { RightsType } from '../../../../common/rights';
import { encodeRights, RIGHTS_TABS, type RightsTree } from '../../../../common/rightsTree';
import type { MessageId } from '../../../../locales/zh-CN';

export type TreeTabKey = (typeof RIGHTS_TABS)[number]['key'];
export type RightsTabKey = TreeTabKey | '4';

export const RIGHTS_TAB_KEYS: readonly RightsTabKey[] = ['1', '2', '3', '4'];

export const RIGHTS_TAB_LABELS: Record<RightsTabKey, MessageId> = {
  '1': 'rights.tab.erp',
  '2': 'rights.tab.mes',
  '3': 'rights.tab.cad',
  '4': 'rights.tab.cadFunc',
};

/** rightsType of each tree tab: 1 ERP, 2 MES, 3 CAD [ROLES-22]. */
export const RIGHTS_TYPE_OF: Record<TreeTabKey, RightsType> = Object.fromEntries(RIGHTS_TABS.map((t) => [t.key, t.rightsType])) as Record<
  TreeTabKey,
  RightsType
>;

export interface RightsView {
  trees: Record<TreeTabKey, RightsTree>;
  cadFunctions: readonly CadFunctionDef[];
  /** Commands of the allowed WebCAD functions (shown checked). */
  cadAllowed: ReadonlySet<string>;
}

export const isTreeTab = (key: RightsTabKey): key is TreeTabKey => key !== '4';

function sameSet(a: ReadonlySet<string>, b: ReadonlySet<string>): boolean {
  return a.size === b.size && [...a].every((x) => b.has(x));
}

/** The tabs whose selection differs between `saved` and `draft`, in tab order [ROLES-21]. */
export function changedTabs(saved: RightsView, draft: RightsView): RightsTabKey[] {
  return RIGHTS_TAB_KEYS.filter((key) =>
    isTreeTab(key) ? encodeRights(saved.trees[key]) !== encodeRights(draft.trees[key]) : !sameSet(saved.cadAllowed, draft.cadAllowed),
  );
}
