/** Finds Chromium once for the whole browser-test run; each test file starts its own server (serverPerFile.ts). */
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { ROOT } from './server';

export default async function globalSetup(): Promise<void> {
  if (!process.env.CHROMIUM_PATH) {
    // Not started through run.mjs: ask scripts/ensure-chromium.mjs (an ES module) where Chromium is.
    const script = `import { findChromium } from ${JSON.stringify(join(ROOT, 'scripts/ensure-chromium.mjs'))}; console.log(findChromium() ?? '')`;
    const found = execFileSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' }).trim();
    if (found) process.env.CHROMIUM_PATH = found;
  }
}
