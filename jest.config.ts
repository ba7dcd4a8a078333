/** @jest-config-loader esbuild-register */
import type { Config } from 'jest';

/** ESM-only packages that jest must transform. */
const esmPackages = ['react-intl', '@formatjs', 'intl-messageformat', 'msw', '@mswjs', '@open-draft', 'rettime', 'until-async', 'cookie', 'tough-cookie', 'headers-polyfill', 'outvariant', 'strict-event-emitter', 'is-node-process', '@bundled-es-modules', 'react-markdown', 'remark-.*', 'mdast-.*', 'micromark.*', 'unist-.*', 'unified', 'bail', 'is-plain-obj', 'trough', 'vfile.*', 'decode-named-character-reference', 'character-entities.*', 'property-information', 'hast-.*', 'space-separated-tokens', 'comma-separated-tokens', 'zwitch', 'longest-streak', 'ccount', 'escape-string-regexp', 'markdown-table', 'trim-lines', 'html-url-attributes', 'devlop', 'estree-util-.*', 'stringify-entities', 'fast-check', 'pure-rand'];

const common = {
  transform: { '^.+\\.[cm]?[jt]sx?$': 'babel-jest' },
  transformIgnorePatterns: [`/node_modules/(?!(${esmPackages.join('|')})/)`],
  moduleNameMapper: {
    '^@ant-design/colors/es/(.*)$': '@ant-design/colors/lib/$1',
    '\\.(css|less)$': '<rootDir>/tests/helpers/styleMock.ts',
    '\\.(png|jpg|jpeg|gif|svg|webp)$': '<rootDir>/tests/helpers/fileMock.ts',
  },
};

const config: Config = {
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
      testTimeout: 30_000,
      testMatch: ['<rootDir>/tests/api/**/*.test.ts'],
    },
    {
      ...common,
      displayName: 'web',
      testEnvironment: 'jest-fixed-jsdom',
      // Component tests render through the real backend; generous limits keep a loaded machine from failing them.
      testTimeout: 60_000,
      testMatch: ['<rootDir>/src/**/*.test.tsx', '<rootDir>/tests/web/**/*.test.tsx'],
      setupFilesAfterEnv: ['<rootDir>/tests/helpers/setupWeb.ts'],
    },
  ],
};

export default config;
