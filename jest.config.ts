/** @jest-config-loader esbuild-register */
import { availableParallelism } from 'node:os';
import type { Config } from 'jest';

/** ESM-only packages that jest must transform. */
const esmPackages = ['react-intl', '@formatjs', 'intl-messageformat', 'msw', '@mswjs', '@open-draft', 'rettime', 'until-async', 'cookie', 'tough-cookie', 'headers-polyfill', 'outvariant', 'strict-event-emitter', 'is-node-process', '@bundled-es-modules', 'react-markdown', 'remark-.*', 'mdast-.*', 'micromark.*', 'unist-.*', 'unified', 'bail', 'is-plain-obj', 'trough', 'vfile.*', 'decode-named-character-reference', 'character-entities.*', 'property-information', 'hast-.*', 'space-separated-tokens', 'comma-separated-tokens', 'zwitch', 'longest-streak', 'ccount', 'escape-string-regexp', 'markdown-table', 'trim-lines', 'html-url-attributes', 'devlop', 'estree-util-.*', 'stringify-entities', 'fast-check', 'pure-rand'];

const common = {
  transform: { '^.+\\.[cm]?[jt]sx?$': 'babel-jest' },
  transformIgnorePatterns: [`/node_modules/(?!(${esmPackages.join('|')})/)`],
  moduleNameMapper: {
    '^@ant-design/colors/es/(.*)$': '@ant-design/colors/lib/$1',
    // antd's components imported one by one (the lazy ones: src/components/Lazy.tsx), as CommonJS.
    '^antd/es/(.*)$': 'antd/lib/$1',
    // antd's icons decorative (aria-hidden) unless labelled, as in webpack.config.ts: src/components/icons/decorativeIcon.tsx.
    '^\\.\\./components/AntdIconLight$': '<rootDir>/src/components/icons/AntdIconLight.tsx',
    '^\\.\\./components/AntdIcon$': '<rootDir>/src/components/icons/AntdIcon.tsx',
    '\\.(css|less)$': '<rootDir>/tests/helpers/styleMock.ts',
    '\\.(png|jpg|jpeg|gif|svg|webp)$': '<rootDir>/tests/helpers/fileMock.ts',
  },
};

const config: Config = {
  // A global option only: jest ignores `testTimeout` inside a project entry. The API tests hash
  // passwords and run whole flows; the web project raises its own limit in setupWeb.ts.
  testTimeout: 30_000,
  // jest's default is a worker per core but one, for its main process: on two cores that is one
  // worker, every file in turn. The main process only hands out files and collects results, so
  // two cores run two workers. (Test files share nothing: the api tests' PostgreSQL databases are
  // each test's own, tests/helpers/testApp.ts.)
  maxWorkers: Math.max(2, availableParallelism() - 1),
  projects: [
    {
      ...common,
      displayName: 'unit',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/src/**/*.test.ts', '<rootDir>/server/**/*.test.ts'],
    },
    {
      ...common,
      displayName: 'api',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/tests/api/**/*.test.ts'],
      // On PostgreSQL: the seeded template databases each test's own database is copied from (tests/helpers/testApp.ts).
      globalSetup: '<rootDir>/tests/helpers/apiGlobalSetup.ts',
      globalTeardown: '<rootDir>/tests/helpers/apiGlobalTeardown.ts',
    },
    {
      ...common,
      displayName: 'web',
      testEnvironment: 'jest-fixed-jsdom',
      testMatch: ['<rootDir>/src/**/*.test.tsx', '<rootDir>/tests/web/**/*.test.tsx'],
      // setupWeb.ts unmounts after each test itself, once the requests in flight are answered.
      setupFiles: ['@testing-library/react/dont-cleanup-after-each'],
      // Also sets the web tests' time limit (jest.setTimeout): they render through the real backend.
      setupFilesAfterEnv: ['<rootDir>/tests/helpers/setupWeb.ts'],
    },
  ],
};

export default config;
