/**
 * Component tests talk to the real backend through msw (mocks/node.ts): one in-memory database
 * per test file, migrated and seeded once, and put back to that seeded state before every test.
 * So a test sees the demo data and whatever it adds itself, never what another test left, and
 * the order tests run in cannot change their outcome.
 *
 * After each test setupWeb.ts waits for the requests still being answered, stops the test's
 * sagas, unmounts, and only then forgets the browser's cookies and storage: nothing of one test
 * answers into the next.
 */
import { http } from 'msw';
import { createTestBackend, type TestBackend } from '../../mocks/node';
import { setActiveBackend, waitForRequestsToSettle } from './settle';

export interface BackendHandle {
  /** The backend of this test file (set in beforeAll). */
  readonly current: TestBackend;
}

export interface TestBackendOptions {
  /**
   * Data every test of the file needs beyond the demo seed (staff with chosen rights, a role with
   * other rights, say): added once, after seeding, and part of the state each test starts from.
   * It may write to `backend.db` or call the API (the product's own functions, or `backend.app`);
   * the cookie jar is emptied afterwards. Find rows by name, here and in the tests: ids depend on
   * the seed.
   */
  fixtures?: (backend: TestBackend) => Promise<void>;
}

/**
 * Sets up the backend of a web test file: call once at the top of the file. Before each test the
 * database is restored to the seeded state (plus `fixtures`), the cookie jar and the browser's
 * storage are empty, and msw has only the backend's handler (`server.use` overrides last one
 * test). Costs about 100 ms per file and 1 ms per test.
 */
export function setupTestBackend(options: TestBackendOptions = {}): BackendHandle {
  let backend: TestBackend | null = null;
  beforeAll(async () => {
    backend = await createTestBackend();
    backend.server.listen({ onUnhandledRequest: 'error' });
    if (options.fixtures) {
      await options.fixtures(backend);
      await waitForRequestsToSettle(backend);
      backend.jar.clear();
      backend.snapshot();
    }
    setActiveBackend(backend);
  });
  beforeEach(() => {
    backend?.restore();
  });
  afterAll(async () => {
    setActiveBackend(null);
    if (!backend) return;
    await waitForRequestsToSettle(backend);
    backend.server.close();
    await backend.close();
  });
  return {
    get current(): TestBackend {
      if (!backend) throw new Error('the test backend starts in beforeAll');
      return backend;
    },
  };
}

/** A request the backend saw: its URL, method, headers and body text. */
export interface SeenRequest {
  url: URL;
  method: string;
  headers: Headers;
  body: string;
}

/** Every request the backend of `backend` sees during `work`, in order. */
export async function recordRequests(backend: BackendHandle, work: () => Promise<unknown>): Promise<SeenRequest[]> {
  const seen: SeenRequest[] = [];
  const listener = async ({ request }: { request: Request }) => {
    seen.push({ url: new URL(request.url), method: request.method, headers: request.headers, body: await request.clone().text() });
  };
  backend.current.server.events.on('request:start', listener);
  try {
    await work();
  } finally {
    backend.current.server.events.removeListener('request:start', listener);
  }
  return seen;
}

/**
 * Sends multipart posts to `path` (an API path: '/ErpGoods-importGoods') to the real route. The
 * harness's forwarding (mocks/forwardRequest.ts) loses a multipart request's headers under jsdom, so
 * here the headers are copied one by one, as the browser would send them, with the page's origin
 * and the session cookie.
 */
export function forwardUploads(backend: BackendHandle, path: `/${string}`): void {
  backend.current.server.use(
    http.post(`*/api${path}`, async ({ request }) => {
      const headers = new Headers();
      for (const [name, value] of request.headers) headers.set(name, value);
      headers.set('origin', new URL(request.url).origin);
      headers.set('cookie', backend.current.jar.header());
      const body = new Uint8Array(await request.arrayBuffer());
      headers.set('content-length', String(body.byteLength));
      const copy = new Request(request.url, { method: 'POST', headers, body });
      Object.defineProperty(copy, 'headers', { value: headers, configurable: true });
      return backend.current.app.fetch(copy);
    }),
  );
}
