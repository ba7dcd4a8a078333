/**
 * Makes console.error and console.warn during a web test fail that test. React reports an update
 * outside act(), a key missing from a list or a state update of an unmounted component through
 * console.error; antd reports a deprecated prop through console.warn/error. Each is a bug in the
 * test or in the product, and a log full of them hides the one that matters, so none may pass
 * unnoticed. Installed once per test file by setupWeb.ts, which checks after each test.
 */
import { format } from 'node:util';

type Level = 'error' | 'warn';

export interface ConsoleCall {
  level: Level;
  message: string;
  /** Where the call came from, for the failure message. */
  stack: string;
}

/**
 * Console output that comes from third-party code and says nothing about this product or its
 * tests. Keep it short: every entry is a message nobody can act on from here.
 */
const THIRD_PARTY_NOISE: readonly { pattern: RegExp; why: string }[] = [
  {
    // Redux Toolkit's development-only checks of the store time themselves and warn past 32 ms.
    // On a loaded machine they do: the warning measures the machine, not the code under test.
    pattern: /^(ImmutableStateInvariantMiddleware|SerializableStateInvariantMiddleware) took \d+ms, which is more than the warning threshold/,
    why: 'Redux Toolkit dev checks: a timing of the machine',
  },
];

const allowedInThisTest: RegExp[] = [];
let calls: ConsoleCall[] = [];
let installed = false;

/**
 * Lets a test expect console output it provokes on purpose (React logs the error an error
 * boundary caught). Only for the current test; `pattern` is matched against the whole message.
 */
export function allowConsoleInThisTest(pattern: RegExp): void {
  allowedInThisTest.push(pattern);
}

function isAllowed(message: string): boolean {
  return THIRD_PARTY_NOISE.some((n) => n.pattern.test(message)) || allowedInThisTest.some((p) => p.test(message));
}

/**
 * Wraps console.error and console.warn: allowed output is dropped, anything else recorded (with
 * where it came from) for the failure that reports it; it is not printed a second time.
 */
export function installConsoleGuard(): void {
  if (installed) return;
  installed = true;
  for (const level of ['error', 'warn'] as const) {
    console[level] = (...args: unknown[]) => {
      const message = format(...args);
      if (isAllowed(message)) return;
      calls.push({ level, message, stack: new Error().stack?.split('\n').slice(2, 14).join('\n') ?? '' });
    };
  }
}

/** The unexpected calls since the last take, and forgets the per-test allowances. */
export function takeConsoleCalls(): ConsoleCall[] {
  const taken = calls;
  calls = [];
  allowedInThisTest.length = 0;
  return taken;
}

export function describeConsoleCalls(taken: readonly ConsoleCall[]): string {
  return taken.map((c) => `console.${c.level}: ${c.message.split('\n').slice(0, 12).join('\n  ')}\n${c.stack}`).join('\n\n');
}
