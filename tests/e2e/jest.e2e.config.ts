/** @jest-config-loader esbuild-register */
/**
 * Browser tests: real Chromium (playwright-core) against the built Node host. Run through
 * `npm run test:e2e` (tests/e2e/run.mjs), which finds Chromium and builds first.
 */
import type { Config } from 'jest';

const config: Config = {
  rootDir: '../..',
  displayName: 'e2e',
  testEnvironment: 'node',
  transform: { '^.+\\.[cm]?[jt]sx?$': 'babel-jest' },
  testMatch: ['<rootDir>/tests/e2e/**/*.e2e.test.ts'],
  globalSetup: '<rootDir>/tests/e2e/globalSetup.ts',
  // A server of its own for every test file: one file's changes or failures never reach another.
  setupFilesAfterEnv: ['<rootDir>/tests/e2e/serverPerFile.ts'],
  testTimeout: 120_000,
  maxWorkers: 1,
};

export default config;
