/** Starts one server for the whole browser-test run; globalTeardown.ts stops it. */
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { ROOT, startServer, type RunningServer } from './server';

/** Shared with globalTeardown, which jest runs in this same process. */
const holder = globalThis as { __E2E_SERVER__?: RunningServer };

export default async function globalSetup(): Promise<void> {
  if (!process.env.CHROMIUM_PATH) {
    // Not started through run.mjs: ask scripts/ensure-chromium.mjs (an ES module) where Chromium is.
    const script = `import { findChromium } from ${JSON.stringify(join(ROOT, 'scripts/ensure-chromium.mjs'))}; console.log(findChromium() ?? '')`;
    const found = execFileSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' }).trim();
    if (found) process.env.CHROMIUM_PATH = found;
  }
  const server = await startServer();
  holder.__E2E_SERVER__ = server;
  process.env.E2E_BASE_URL = server.baseUrl; // inherited by the test workers
}
