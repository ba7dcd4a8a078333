/**
 * The build's render (render-at-build.tsx) draws antd's icons as the pages do: the bundles swap
 * @ant-design/icons' icon components for the decorative ones of src/components/icons (the aliases of
 * webpack.config.ts, the moduleNameMapper of jest.config.ts); here Node's resolver does the same.
 * Imported first, before anything loads the icons.
 */
import Module from 'node:module';
import path from 'node:path';

const ICONS = path.resolve(__dirname, '../src/components/icons');
const SWAPPED: Readonly<Record<string, string>> = {
  '../components/AntdIcon': path.join(ICONS, 'AntdIcon.tsx'),
  '../components/AntdIconLight': path.join(ICONS, 'AntdIconLight.tsx'),
};

type Resolve = (request: string, parent: { filename?: string } | undefined, ...rest: unknown[]) => string;
const resolver = Module as unknown as { _resolveFilename: Resolve };
const resolve = resolver._resolveFilename;
resolver._resolveFilename = function (request, parent, ...rest) {
  // The icons' own modules ask for their component by a relative path; the swapped-in files import the originals by their full name.
  const swapped = SWAPPED[request];
  if (swapped && parent?.filename?.includes(`${path.sep}@ant-design${path.sep}icons${path.sep}`)) return swapped;
  return resolve.call(this, request, parent, ...rest);
};
