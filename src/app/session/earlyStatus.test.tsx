/**
 * The early session request (earlyStatus.ts) against the real backend (msw -> server/app.ts): an
 * area page's first status call takes its reply, once; anything but a good reply leaves the call to
 * the request layer.
 */
import { http, HttpResponse } from 'msw';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../../server/db/seed';
import { recordRequests, setupTestBackend } from '../../../tests/helpers/backend';
import { login, loginStatus } from '../../api/user';
import { sendEarlyStatus, takeEarlyStatus } from './earlyStatus';

const backend = setupTestBackend();

/** How many status calls reach the backend during `work`. */
async function statusCallsDuring(work: () => Promise<unknown>): Promise<number> {
  const seen = await recordRequests(backend, work);
  return seen.filter((request) => request.url.pathname === '/api/User-loginStatus').length;
}

it('[API-SESS-01] the page’s first status call takes the early reply, once; the next one asks the server', async () => {
  await login({ login_name: DEMO_ACCOUNTS.master, password: DEMO_PASSWORD });
  const calls = await statusCallsDuring(async () => {
    sendEarlyStatus(window);
    const first = await loginStatus();
    expect(first.user_info.login_name).toBe(DEMO_ACCOUNTS.master);
    expect(first.auth_info.SF_STAFF_QUERY).toBe(true);
  });
  expect(calls).toBe(1);
  expect(await statusCallsDuring(() => loginStatus())).toBe(1);
  await expect(takeEarlyStatus(window)).resolves.toBeNull();
});

it('[API-SESS-01] without an early request, the status call asks the server', async () => {
  await expect(takeEarlyStatus(window)).resolves.toBeNull();
  expect(await statusCallsDuring(() => loginStatus())).toBe(1);
});

it('an early request that failed, or answered a refusal, is not taken: the request layer asks again', async () => {
  backend.current.server.use(http.get('*/api/User-loginStatus', () => new HttpResponse('down', { status: 502 }), { once: true }));
  sendEarlyStatus(window);
  await expect(takeEarlyStatus(window)).resolves.toBeNull();

  backend.current.server.use(http.get('*/api/User-loginStatus', () => HttpResponse.json({ err_code: 10001, err_msg: '忙' }), { once: true }));
  sendEarlyStatus(window);
  await expect(takeEarlyStatus(window)).resolves.toBeNull();

  backend.current.server.use(http.get('*/api/User-loginStatus', () => HttpResponse.error(), { once: true }));
  sendEarlyStatus(window);
  expect(await statusCallsDuring(() => loginStatus())).toBe(1);
});
