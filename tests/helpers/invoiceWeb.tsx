/**
 * Helpers of the invoice component tests: logging in (as the master, or as demo_finance after the
 * master changed the 财务专员 role's rights through the API), rendering a page once the session is
 * loaded, recording the /api calls the page makes, and a phone-sized viewport.
 */
import { act, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { Link, Route, Routes, useLocation } from 'react-router-dom';
import { apiNoError } from '../../src/api/client';
import { login } from '../../src/api/user';
import { selectSessionStatus } from '../../src/app/session/sessionSlice';
import { useAppSelector } from '../../src/app/store';
import type { ApiReply } from '../../src/common/api';
import { ALL_RIGHTS } from '../../src/common/rights';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../server/db/seed';
import type { BackendHandle } from './backend';
import { renderApp } from './renderApp';
import { fakeMediaQueryList } from './mediaQuery';

export const FINANCE_ROLE = '财务专员';

export async function logInAs(name: string): Promise<void> {
  const reply = await login({ login_name: name, password: DEMO_PASSWORD });
  if (reply.err_code !== 0) throw new Error(`login ${name}: ${reply.err_msg}`);
}

/**
 * As the master, gives the 财务专员 role exactly `rights` of the ERP category through
 * POST /ShopStaff-editGrpRightsNew (the server adds each group's first right, as the editor does),
 * then logs in as demo_finance, who holds that role.
 */
export async function logInAsFinanceWith(rights: readonly string[]): Promise<void> {
  await logInAs(DEMO_ACCOUNTS.master);
  const groups = await apiNoError.post<ApiReply<{ data: { group_id: number; group_name: string }[] }>>('/shopStaff-ajaxGroup');
  const group = groups.data.find((g) => g.group_name === FINANCE_ROLE);
  if (!group) throw new Error('no 财务专员 role');
  const fids = ALL_RIGHTS.filter((r) => r.rightsType === 1 && rights.includes(r.code)).map((r) => r.fid);
  const saved = await apiNoError.post<ApiReply>('/ShopStaff-editGrpRightsNew', { grpID: group.group_id, grpRights: fids.length ? fids.join(',') : '-1', rightsType: 1 });
  if (saved.err_code !== 0) throw new Error(`editGrpRightsNew: ${saved.err_msg}`);
  await logInAs(DEMO_ACCOUNTS.finance);
}

/** Renders children once User-loginStatus has answered (the area layout does the same). */
function WhenSessionReady({ children }: { children: ReactNode }) {
  const status = useAppSelector(selectSessionStatus);
  return status === 'ready' ? <>{children}</> : null;
}

/** Shows where the app navigated to. */
function Elsewhere() {
  const location = useLocation();
  return <div data-testid="elsewhere">{`${location.pathname}${location.search}`}</div>;
}

export interface RenderPageOptions {
  /** A data router (its `router` returned): to move through the history as the browser's Back does. */
  dataRouter?: boolean;
  /** Links to these paths beside the page, each named by its path: leaving the page as a menu entry does. */
  links?: readonly string[];
}

/** Renders a page at its route, the session loaded; any other route shows its path. */
export function renderPage(page: ReactNode, route: string, { dataRouter = false, links = [] }: RenderPageOptions = {}) {
  return renderApp(
    <>
      <Routes>
        <Route path={route.split('?')[0]} element={<WhenSessionReady>{page}</WhenSessionReady>} />
        <Route path="*" element={<Elsewhere />} />
      </Routes>
      {links.length > 0 && (
        <nav aria-label="test links">
          {links.map((to) => (
            <Link key={to} to={to}>
              {to}
            </Link>
          ))}
        </nav>
      )}
    </>,
    { route, dataRouter },
  );
}

export interface RecordedCall {
  path: string;
  method: string;
  body: URLSearchParams;
  /** The query string's parameters (GET calls). */
  query: URLSearchParams;
  at: number;
}

/** Records every /api call from now on (path without '/api', the form body, the time). */
export function recordCalls(backend: BackendHandle): RecordedCall[] {
  const calls: RecordedCall[] = [];
  backend.current.server.events.on('request:start', ({ request }) => {
    const copy = request.clone();
    const at = Date.now();
    const url = new URL(copy.url);
    const entry: RecordedCall = { path: url.pathname.replace(/^\/api/, ''), method: copy.method, body: new URLSearchParams(), query: url.searchParams, at };
    calls.push(entry);
    if (copy.method !== 'GET') {
      void copy.text().then((text) => {
        entry.body = new URLSearchParams(text);
      });
    }
  });
  return calls;
}

export const callsTo = (calls: RecordedCall[], path: string) => calls.filter((c) => c.path === path);

/** Makes `(max-width: 679px)` match, as on a phone; returns the undo. */
export function phoneViewport(): () => void {
  const original = window.matchMedia;
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: (query: string): MediaQueryList => fakeMediaQueryList(query, /max-width:\s*(\d+)px/.test(query) && Number(/max-width:\s*(\d+)px/.exec(query)![1]) >= 375),
  });
  return () => Object.defineProperty(window, 'matchMedia', { configurable: true, value: original });
}

/**
 * A button by its label; antd puts a space between two Chinese characters ('确 定'), and an icon
 * adds its own name in front ('rollback 撤回').
 */
export function buttonName(label: string): RegExp {
  return new RegExp(`^\\s*(?:[a-z-]+\\s+)?${[...label].map((c) => c.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('\\s*')}\\s*$`);
}

/** userEvent without typing delays, and without the pointer-events check antd's motion trips. */
export const setupUser = (options: Parameters<typeof userEvent.setup>[0] = {}) => userEvent.setup({ delay: null, pointerEventsCheck: 0, ...options });

/**
 * The visible buttons whose text (spaces ignored) is `label`, found by text: much faster than
 * getByRole on pages with big antd tables.
 */
export function buttonsLabelled(label: string, container: ParentNode = document): HTMLButtonElement[] {
  const want = label.replace(/\s+/g, '');
  // A count may follow the label: '批量撤回 (2)'.
  const labelled = (text: string) => text === want || (text.startsWith(want) && /^\(\d+\)$/.test(text.slice(want.length)));
  return [...container.querySelectorAll<HTMLButtonElement>('button')].filter(
    (b) => labelled((b.textContent ?? '').replace(/\s+/g, '')) && !b.closest('[aria-hidden="true"], .ant-modal-wrap[style*="display: none"]'),
  );
}

/** The one visible button labelled `label` (the last one when several, e.g. stacked dialogs). */
export function button(label: string, container: ParentNode = document): HTMLButtonElement {
  const found = buttonsLabelled(label, container);
  if (found.length === 0) throw new Error(`no button labelled ${label}`);
  return found[found.length - 1];
}

/** The OK button of the open confirm dialog (antd Modal.confirm or Popconfirm). */
export async function confirmOpenDialog(): Promise<void> {
  const ok = await waitFor(() => {
    const found = [...document.querySelectorAll<HTMLButtonElement>('.ant-modal-confirm button, .ant-popconfirm button')].filter(
      (b) => (b.textContent ?? '').replace(/\s+/g, '') === '确定',
    );
    if (found.length === 0) throw new Error('no open confirm dialog');
    return found[found.length - 1];
  });
  // The click closes the dialog and starts the confirmed action: state updates React must see in act().
  await act(async () => {
    ok.click();
  });
}

/**
 * Catches the files the page saves (src/api/saveBlob.ts: a blob URL and a link's click, which jsdom
 * cannot follow): each blob with the name it is saved under. `restore` puts the link's click back.
 */
export function catchDownloads(): { saved: { blob: Blob; name: string }[]; restore: () => void } {
  const saved: { blob: Blob; name: string }[] = [];
  let lastBlob: Blob | null = null;
  Object.defineProperty(URL, 'createObjectURL', { configurable: true, value: jest.fn((b: Blob) => ((lastBlob = b), 'blob:download')) });
  Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, value: jest.fn() });
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ blob: lastBlob!, name: this.download });
  });
  return { saved, restore: () => click.mockRestore() };
}
