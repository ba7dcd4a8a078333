/**
 * The left menu of an area, built from its route table [ROUTE-04..07]: an entry whose right the
 * user lacks is hidden (a comma list of rights is a list of alternatives, an entry without a right
 * always shows), entries of one `menu.group` sit together under its heading, and a group with no
 * visible entry is hidden. A route with `highlight` selects that entry while it is open.
 */
import { Menu, Tag, type MenuProps } from 'antd';
import { useMemo, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link, matchPath, useLocation, useNavigate } from 'react-router-dom';
import { canAccess, type AuthInfo } from '../common/access';
import type { AreaRoute } from './areaRoute';
import { selectAuthInfo } from '../app/session/sessionSlice';
import { useAppSelector } from '../app/store';
import type { MessageId } from '../locales/zh-CN';

export interface MenuEntry {
  kind: 'entry';
  /** The route's path, also the menu key. */
  key: string;
  label: MessageId;
  icon?: ReactNode;
  /** Its page is a placeholder: the entry says so before the click. */
  coming?: boolean;
}

export interface MenuGroup {
  kind: 'group';
  /** 'group:' plus the group's label id. */
  key: string;
  label: MessageId;
  entries: MenuEntry[];
}

export type MenuNode = MenuEntry | MenuGroup;

export const groupKey = (label: MessageId): string => `group:${label}`;

/** The visible menu of `routes` for a user with `auth`, groups in the order of their first entry. */
export function visibleMenu(routes: readonly AreaRoute[], auth: AuthInfo): MenuNode[] {
  const nodes: MenuNode[] = [];
  const groups = new Map<MessageId, MenuGroup>();
  for (const route of routes) {
    if (!route.menu || !canAccess(auth, route.right)) continue;
    const entry: MenuEntry = { kind: 'entry', key: route.path, label: route.menu.label, icon: route.menu.icon };
    if (route.pending) entry.coming = true;
    const groupLabel = route.menu.group;
    if (!groupLabel) {
      nodes.push(entry);
      continue;
    }
    let group = groups.get(groupLabel);
    if (!group) {
      group = { kind: 'group', key: groupKey(groupLabel), label: groupLabel, entries: [] };
      groups.set(groupLabel, group);
      nodes.push(group);
    }
    group.entries.push(entry);
  }
  // Groups are only created for a visible entry, so none is empty; the filter states the rule.
  return nodes.filter((n) => n.kind === 'entry' || n.entries.length > 0);
}

/** The route open at `pathname` (exact match first, then the longest prefix). */
export function routeAt(routes: readonly AreaRoute[], pathname: string): AreaRoute | undefined {
  return (
    routes.find((r) => matchPath({ path: r.path, end: true }, pathname)) ??
    [...routes].sort((a, b) => b.path.length - a.path.length).find((r) => matchPath({ path: r.path, end: false }, pathname))
  );
}

/**
 * The menu key to select at `pathname`: the open route's `highlight`, else its own path. With `auth`,
 * nothing when the user lacks the open route's right: the page shown is the no-permission page,
 * which no menu entry stands for.
 */
export function selectedMenuKey(routes: readonly AreaRoute[], pathname: string, auth?: AuthInfo): string | undefined {
  const route = routeAt(routes, pathname);
  if (!route || (auth && !canAccess(auth, route.right))) return undefined;
  return route.highlight ?? route.path;
}

function groupOf(nodes: readonly MenuNode[], key: string | undefined): string | undefined {
  if (!key) return undefined;
  return nodes.find((n) => n.kind === 'group' && n.entries.some((e) => e.key === key))?.key;
}

export interface AreaMenuProps {
  routes: readonly AreaRoute[];
  /** Icons only (the tablet's collapsed sider). */
  collapsed?: boolean;
  /** Called after an entry is chosen (the phone's drawer closes). */
  onNavigate?: () => void;
}

export function useVisibleMenu(routes: readonly AreaRoute[]): MenuNode[] {
  const auth = useAppSelector(selectAuthInfo);
  return useMemo(() => visibleMenu(routes, auth), [routes, auth]);
}

export function AreaMenu({ routes, collapsed = false, onNavigate }: AreaMenuProps) {
  const intl = useIntl();
  const location = useLocation();
  const navigate = useNavigate();
  const nodes = useVisibleMenu(routes);
  const auth = useAppSelector(selectAuthInfo);
  const selected = selectedMenuKey(routes, location.pathname, auth);
  const selectedGroup = groupOf(nodes, selected);
  const [openKeys, setOpenKeys] = useState<string[]>(() => (selectedGroup ? [selectedGroup] : nodes.filter((n) => n.kind === 'group').slice(0, 1).map((n) => n.key)));

  // Moving to a page of another group (a link, the back button) opens that group too.
  const [openedFor, setOpenedFor] = useState(selectedGroup);
  if (selectedGroup !== openedFor) {
    setOpenedFor(selectedGroup);
    if (selectedGroup && !openKeys.includes(selectedGroup)) setOpenKeys([...openKeys, selectedGroup]);
  }

  const entryItem = (e: MenuEntry) => ({
    key: e.key,
    icon: e.icon,
    label: e.coming ? (
      // The tag always shows: a name too long for the menu's width gives way first (shell.css).
      <Link to={e.key} onClick={onNavigate} className="coming-entry">
        <span className="coming-entry-label" title={intl.formatMessage({ id: e.label })}>
          {intl.formatMessage({ id: e.label })}
        </span>{' '}
        <ComingTag />
      </Link>
    ) : (
      <Link to={e.key} onClick={onNavigate}>
        {intl.formatMessage({ id: e.label })}
      </Link>
    ),
  });

  const items: MenuProps['items'] = nodes.map((n) =>
    n.kind === 'entry'
      ? entryItem(n)
      : {
          key: n.key,
          // Collapsed, a group shows as an icon only: its first entry's.
          icon: collapsed ? n.entries[0]?.icon : undefined,
          label: intl.formatMessage({ id: n.label }),
          children: n.entries.map(entryItem),
        },
  );

  return (
    <Menu
      className="area-menu"
      mode="inline"
      inlineCollapsed={collapsed}
      selectedKeys={selected ? [selected] : []}
      {...(collapsed ? {} : { openKeys, onOpenChange: setOpenKeys })}
      items={items}
      // Enter on an entry the arrow keys moved to: the entry's link is not what has the focus, so
      // follow it here (a click reaches the link itself).
      onClick={({ key, domEvent }) => {
        if (domEvent.type !== 'keydown') return;
        navigate(key);
        onNavigate?.();
      }}
    />
  );
}

/** The mark of a page that is a placeholder for now (a menu entry, a dashboard tile). */
export function ComingTag() {
  const intl = useIntl();
  return (
    <Tag className="coming-tag" variant="filled">
      {intl.formatMessage({ id: 'route.coming' })}
    </Tag>
  );
}
