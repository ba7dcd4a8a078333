/**
 * Gives each browser-test file a server of its own (setupFilesAfterEnv of jest.e2e.config.ts): fresh
 * demo data before the file's first test, stopped after its last, so a file that fails half-way
 * (a right granted and never revoked, say) cannot fail another file.
 */
import { basename } from 'node:path';
import { startFileServer, stopFileServer } from './server';

beforeAll(async () => {
  await startFileServer(`e2e-${basename(expect.getState().testPath ?? 'unknown', '.e2e.test.ts')}-server`);
}, 90_000);

afterAll(async () => {
  await stopFileServer();
}, 30_000);
