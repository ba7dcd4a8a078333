/**
 * The backend of the running web test file, as the after-test tidying needs it, and waiting for
 * it to go quiet: no request being answered, and none started for a short while. A reply reaches
 * the page a few macrotasks after the app has answered (msw, axios, a saga, React), and that reply
 * may start the next request (login status, then the archive config), hence the quiet window
 * rather than a single look at the counter.
 *
 * Apart from backend.ts so that setupWeb.ts can use it without loading the server into test files
 * that never start one.
 */
import type { TestBackend } from '../../mocks/node';

/** Long enough for a reply to reach its caller and start a follow-up request on a loaded machine. */
const QUIET_MS = 30;
/** A test that keeps requesting for this long has a loop in it; say so rather than hang. */
const GIVE_UP_MS = 15_000;

let active: TestBackend | null = null;

/** The backend of the running test file, if it set one up. */
export const activeBackend = (): TestBackend | null => active;

export function setActiveBackend(backend: TestBackend | null): void {
  active = backend;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export async function waitForRequestsToSettle(backend: Pick<TestBackend, 'pending' | 'started'>): Promise<void> {
  const deadline = Date.now() + GIVE_UP_MS;
  for (;;) {
    const seen = backend.started;
    await sleep(QUIET_MS);
    if (backend.pending === 0 && backend.started === seen) return;
    if (Date.now() > deadline) {
      throw new Error(`requests were still being made ${GIVE_UP_MS} ms after the test ended (${backend.pending} being answered)`);
    }
  }
}
