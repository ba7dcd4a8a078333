#!/usr/bin/env node
/**
 * `npm run test:e2e`: finds (or installs) Chromium, builds the app (`npm run build`), then runs the
 * browser tests with tests/e2e/jest.e2e.config.ts and exits with jest's code.
 *   --no-build   skip the build (use the existing dist/ and build/server/main.cjs)
 * Other arguments go to jest (e.g. a test name pattern: -t ROUTE-02).
 */
import { spawnSync } from 'node:child_process';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureChromium } from '../../scripts/ensure-chromium.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const args = process.argv.slice(2);
const skipBuild = args.includes('--no-build');
const jestArgs = args.filter((a) => a !== '--no-build');

/** Runs a command in the repository root with no stdin; returns its exit code. */
function run(command, commandArgs, env = process.env) {
  console.log(`\n> ${[command, ...commandArgs].join(' ')}`);
  const result = spawnSync(command, commandArgs, { cwd: root, env, stdio: ['ignore', 'inherit', 'inherit'] });
  if (result.error) console.error(result.error.message);
  return result.status ?? 1;
}

const chromiumPath = ensureChromium();
if (!chromiumPath) process.exit(1);
console.log(`e2e: Chromium at ${chromiumPath}`);

if (!skipBuild) {
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const code = run(npm, ['run', 'build']);
  if (code !== 0) {
    console.error(`e2e: "npm run build" failed (exit ${code}).`);
    process.exit(code);
  }
}

const jestBin = join(root, 'node_modules/jest/bin/jest.js');
const code = run(process.execPath, [jestBin, '--config', 'tests/e2e/jest.e2e.config.ts', ...jestArgs], {
  ...process.env,
  CHROMIUM_PATH: chromiumPath,
});
process.exit(code);
