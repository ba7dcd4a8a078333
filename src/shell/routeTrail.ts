/**
 * The current page's place in the route table: which route a path opens, and the breadcrumb trail
 * (section > menu group > page) that the page header shows, so no page writes its own breadcrumb.
 */
import { matchPath } from 'react-router-dom';
import type { Area } from '../common/constants';
import type { MessageId } from '../locales/zh-CN';
import type { AreaRoute } from './areaRoute';

/**
 * The first crumb of the overall area's groups as SPEC.md section 2 gives them: enterprise settings
 * [SHOP-01, SYSCFG-01], staff [LOGS-07] and invoices [INV-LIST-02] sit under 商户管理 (merchant
 * management); the reports [RPT-MY-01] under 综合管理 (integrated management), the area's own
 * section, which is also that of every other group of the area.
 */
const SECTION_OF_GROUP: Partial<Record<MessageId, MessageId>> = {
  'menuGroup.enterprise': 'section.merchant',
  'menuGroup.staff': 'section.merchant',
  'menuGroup.invoice': 'section.merchant',
};

/**
 * An area's own section in a breadcrumb: the spec's 'integrated management' for the overall area
 * (its short name in the top navigation is another message); the others' names.
 */
const SECTION_OF_AREA: Partial<Record<Area, MessageId>> = { index: 'section.integrated' };

/** The route of `routes` that `pathname` opens: an exact match first, else the longest prefix. */
export function findRoute(routes: readonly AreaRoute[], pathname: string): AreaRoute | undefined {
  return (
    routes.find((r) => matchPath({ path: r.path, end: true }, pathname)) ??
    [...routes].sort((a, b) => b.path.length - a.path.length).find((r) => matchPath({ path: r.path, end: false }, pathname))
  );
}

/** The section a route's page sits in: its group's section, else the area. */
export const sectionOf = (area: Area, route: Pick<AreaRoute, 'group'>): MessageId => (route.group && SECTION_OF_GROUP[route.group]) || SECTION_OF_AREA[area] || `area.${area}`;

/** The breadcrumb of a route's page: section, menu group (when it has one), page title. */
export function trailOf(area: Area, route: Pick<AreaRoute, 'group' | 'title'>): MessageId[] {
  return [sectionOf(area, route), ...(route.group ? [route.group] : []), ...(route.title ? [route.title] : [])];
}
