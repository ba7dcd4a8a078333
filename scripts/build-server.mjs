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
  sourcemap: true,
  logLevel: 'warning',
});
console.log('built build/server/main.cjs');
