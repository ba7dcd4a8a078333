/**
 * Shared set-up of the roles page tests (src/features/overall/staff/roles): rendering a route of the overall area
 * through the real route table, recording the bodies of /api posts, creating and changing roles through the API
 * as the master (then logging out of the test "browser"), and cheap DOM lookups of the rights panel.
 */
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { api } from '../../src/api/client';
import { login } from '../../src/api/user';
import { indexArea } from '../../src/routes/indexRoutes';
import { ALL_RIGHTS } from '../../src/common/rights';
import { AjaxGroup, NewGrp, SetCADFunc } from '../../src/common/roles';
import { AreaLayout } from '../../src/shell/AreaLayout';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../server/db/seed';
import type { BackendHandle } from './backend';
import { renderApp } from './renderApp';

export const SALES_ROLE = '销售专员';

export function renderArea(route: string) {
  return renderApp(
    <Routes>
      <Route path="*" element={<AreaLayout definition={indexArea} />} />
    </Routes>,
    { route, boot: 'index' },
  );
}

export const logIn = (who: keyof typeof DEMO_ACCOUNTS) => login({ login_name: DEMO_ACCOUNTS[who], password: DEMO_PASSWORD });

export interface RecordedPost {
  path: string;
  body: Record<string, string>;
}

/** Every /api request from now on until the test ends, with its form fields, in order. */
export function recordPosts(backend: BackendHandle): RecordedPost[] {
  const posts: RecordedPost[] = [];
  backend.current.server.events.on('request:start', ({ request }) => {
    const path = new URL(request.url).pathname.replace(/^\/api/, '');
    const entry: RecordedPost = { path, body: {} };
    posts.push(entry);
    if (request.method === 'POST') {
      void request
        .clone()
        .text()
        .then((text) => {
          entry.body = Object.fromEntries(new URLSearchParams(text));
        });
    }
  });
  return posts;
}

export const postsTo = (posts: RecordedPost[], path: string) => posts.filter((p) => p.path === path);

export const fidOf = (code: string) => ALL_RIGHTS.find((r) => r.code === code)!.fid;

export async function groupIdOf(name: string): Promise<number> {
  const { data } = await api.call(AjaxGroup);
  return data.find((g) => g.group_name === name)!.group_id;
}

/** As the master, creates a role through the API, then logs out; answers its id. */
export async function createRole(backend: BackendHandle, name: string): Promise<number> {
  await logIn('master');
  const { grpID } = await api.call(NewGrp, { grpName: name }, { silent: true });
  backend.current.jar.clear();
  return grpID;
}

/** As the master, stores a WebCAD function value for the role, then logs out. */
export async function storeCadFunctions(backend: BackendHandle, roleName: string, value: string) {
  await logIn('master');
  await api.call(SetCADFunc, { groupID: await groupIdOf(roleName), cadFuncs: value });
  backend.current.jar.clear();
}

/** A user that ignores CSS pointer-events (antd's disabled checkboxes set it). */
export const user = () => userEvent.setup({ pointerEventsCheck: 0 });

/**
 * DOM lookups: role queries over the whole area layout (menu, header, ~100 checkboxes with tooltips)
 * cost seconds each in jsdom, so the big parts are found by their classes and role queries run
 * inside small scopes.
 */
export function activePanel(): HTMLElement {
  const panel = document.querySelector<HTMLElement>('.rights-tabs [role=tabpanel][aria-hidden=false]');
  if (!panel) throw new Error('no active rights tab');
  return panel;
}

/** The checkbox of the leaf (or WebCAD function) whose label is `name`, in the active tab. */
export function checkbox(name: string, scope: HTMLElement = activePanel()): HTMLInputElement {
  const wrapper = [...scope.querySelectorAll<HTMLElement>('label.ant-checkbox-wrapper')].find((w) => w.textContent?.trim() === name);
  const input = wrapper?.querySelector<HTMLInputElement>('input[type=checkbox]');
  if (!input) throw new Error(`no checkbox "${name}" in the active tab`);
  return input;
}

/** The label element of a leaf (for hovering). */
export const leafLabel = (name: string) => checkbox(name).closest('label')!;

/** All checkboxes of the active tab. */
export const allBoxes = () => [...activePanel().querySelectorAll<HTMLInputElement>('input[type=checkbox]')];

/** The panel's head (role name and buttons). */
export function panelHead(): HTMLElement {
  const head = document.querySelector<HTMLElement>('.rights-panel-head');
  if (!head) throw new Error('no rights panel');
  return head;
}

/**
 * The button in `scope` whose text (spaces removed: antd spaces out '确 定') or aria-label is
 * `label`; null when there is none. Much cheaper than getByRole's accessible names in jsdom.
 */
export function queryButton(scope: HTMLElement, label: string): HTMLButtonElement | null {
  return (
    [...scope.querySelectorAll<HTMLButtonElement>('button')].find(
      (b) => b.getAttribute('aria-label') === label || (b.textContent ?? '').replace(/\s/g, '') === label,
    ) ?? null
  );
}

export function button(scope: HTMLElement, label: string): HTMLButtonElement {
  const found = queryButton(scope, label);
  if (!found) throw new Error(`no button "${label}"`);
  return found;
}

/** The rights tab bar. */
export function tabList(): HTMLElement {
  const list = document.querySelector<HTMLElement>('.rights-tabs [role=tablist]');
  if (!list) throw new Error('no rights tabs');
  return list;
}

/** The role list items (desktop). */
export const roleItems = () => [...document.querySelectorAll<HTMLElement>('.named-item')];
export const roleItem = (name: string) => roleItems().find((li) => li.querySelector('.named-item-name')?.textContent === name);

