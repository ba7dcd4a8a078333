/**
 * Set-up of the 'web' jest project (jsdom): jest-dom matchers, the browser APIs antd needs that
 * jsdom lacks, and what keeps the tests of a file independent of each other:
 *
 * - after each test, in this order: wait for the requests still being answered (the page still
 *   mounted, the session cookie still held, so a late reply lands where it was meant to), stop
 *   the sagas the test started, unmount, wait again, close antd's static dialogs and toasts, and
 *   forget cookies, storage, msw overrides, mocks and the chosen language;
 * - before each test the backend's database goes back to its seeded state (backend.ts);
 * - console.error / console.warn during a test fail it (consoleGuard.ts).
 *
 * RTL's own cleanup is switched off (jest.config.ts loads '@testing-library/react/dont-cleanup-after-each')
 * because it would unmount before the requests in flight have been answered; it is called here.
 */
// First: viewport.ts keeps the matchMedia it finds at import as the one to go back to.
import './jsdomShims';
import '@testing-library/jest-dom';
import { cleanup, configure, getConfig } from '@testing-library/react/pure';
import { message, Modal, notification } from 'antd';
import { refreshLanguage } from '../../src/app/i18n';
import { addAllMessages } from './messages';
import { describeConsoleCalls, installConsoleGuard, takeConsoleCalls } from './consoleGuard';
import { cancelSagaTasks } from './sagaTasks';
import { activeBackend, waitForRequestsToSettle } from './settle';
import { resetViewport } from './viewport';

// Every saga task a store starts is recorded, so that the test's end can stop it (sagaTasks.ts).
jest.mock('redux-saga', () => {
  const actual = jest.requireActual<typeof import('redux-saga')>('redux-saga');
  const { trackSagaTask: track } = jest.requireActual<typeof import('./sagaTasks')>('./sagaTasks');
  const createTrackedMiddleware: typeof actual.default = (options) => {
    const middleware = actual.default(options);
    const run = middleware.run;
    middleware.run = ((...args: Parameters<typeof run>) => track(run(...args))) as typeof run;
    return middleware;
  };
  return { __esModule: true, ...actual, default: createTrackedMiddleware };
});

// Pages here render through the real backend (msw → app → SQLite); on a shared, loaded machine a
// first render can take well over testing-library's default 1 s. Waiting longer changes no verdict.
configure({ asyncUtilTimeout: 10_000 });
// Above asyncUtilTimeout, so a missing element fails as such (with the DOM printed) instead of as
// a timed-out test, whose body jest abandons but cannot stop: it would go on typing into the next
// test's page. (`testTimeout` in a jest project entry is ignored: it is a global option only.)
jest.setTimeout(60_000);

// What RTL's auto-cleanup module would have set: React checks act() only in an act environment.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

installConsoleGuard();

// Both languages' messages, loaded at once: the pages switch language without waiting.
addAllMessages();

/** Runs `work` the way waitFor does: React renders as it would in a browser, with no act() warnings. */
const outsideAct = <T>(work: () => Promise<T>): Promise<T> => getConfig().asyncWrapper(work) as Promise<T>;

/** antd's static dialogs and toasts live outside any test's React tree; they are closed here. */
async function closeStaticFeedback(): Promise<void> {
  const open = () => document.querySelector('.ant-modal-root, .ant-message, .ant-notification');
  if (!open()) return;
  Modal.destroyAll();
  message.destroy();
  notification.destroy();
  await outsideAct(async () => {
    for (let i = 0; i < 50 && document.querySelector('.ant-modal-root .ant-modal, .ant-message-notice, .ant-notification-notice'); i++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  });
}

async function tidyAfterTest(): Promise<void> {
  // The waits below need real time; a test's fake timers would never let them end.
  jest.useRealTimers();
  const backend = activeBackend();
  if (backend) await outsideAct(() => waitForRequestsToSettle(backend));
  cancelSagaTasks();
  cleanup();
  if (backend) await outsideAct(() => waitForRequestsToSettle(backend));
  await closeStaticFeedback();
  // What is left is not React's any more (a script tag a test added, an emptied portal).
  document.body.innerHTML = '';
  backend?.jar.clear();
  backend?.server.resetHandlers();
  backend?.server.events.removeAllListeners();
  localStorage.clear();
  sessionStorage.clear();
  jest.restoreAllMocks();
  resetViewport();
  refreshLanguage();
}

let lastTest = '';
beforeEach(() => {
  const between = takeConsoleCalls();
  lastTest = expect.getState().currentTestName ?? '';
  if (between.length) throw new Error(`console output between tests (after the previous test's own afterEach hooks):\n\n${describeConsoleCalls(between)}`);
});

afterEach(async () => {
  // Console output of the tidying belongs to the test too (a late reply's warning, say).
  const tidied = await tidyAfterTest().then(
    () => null,
    (error: unknown) => error,
  );
  const calls = takeConsoleCalls();
  if (calls.length) throw new Error(`"${lastTest}" wrote to the console; fix the cause (see tests/helpers/consoleGuard.ts):\n\n${describeConsoleCalls(calls)}`);
  if (tidied) throw tidied;
});

afterAll(() => {
  const late = takeConsoleCalls();
  if (late.length) throw new Error(`console output after the last test of the file:\n\n${describeConsoleCalls(late)}`);
});
