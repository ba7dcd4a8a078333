// Bundles the Node host (server/main.ts and what it imports) into build/server/main.cjs.
// Packages stay external: they are installed in node_modules beside it.
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
