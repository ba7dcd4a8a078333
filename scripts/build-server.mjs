// Bundles the Node host (server/main.ts and what it imports) into build/server/main.cjs.
// Packages stay external: they are installed in node_modules beside it. So is the CJK font of the
// invoice PDFs, which server/fonts/node.ts resolves in its package at start-up and reads on the first PDF.
import { build } from 'esbuild';

await build({
  entryPoints: ['server/main.ts'],
  outfile: 'build/server/main.cjs',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'cjs',
  packages: 'external',
  // sharp loads its native libvips build from its platform package (@img/sharp-<os>-<arch>) at run
  // time: it must stay a require of node_modules, whatever becomes of the rule above.
  external: ['sharp'],
  sourcemap: true,
  logLevel: 'warning',
});
console.log('built build/server/main.cjs');
