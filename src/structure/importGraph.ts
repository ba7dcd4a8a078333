/**
 * The product's own import graph, read from the source as text: each module's relative imports
 * (static, dynamic and re-exports), resolved to files. The layering test (layers.test.ts) and the
 * README's route map test read it.
 */
import fs from 'node:fs';
import path from 'node:path';

export const ROOT = path.resolve(__dirname, '../..');

const SOURCE = /\.(ts|tsx)$/;
const RESOLVE = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];
// `from '…'`, `import('…')` (comments such as webpackChunkName allowed before the path), `require('…')`.
const IMPORT = /(?:\bfrom|\bimport|\brequire)\s*\(?\s*(?:\/\*[^*]*\*\/\s*)*['"](\.{1,2}\/[^'"]+)['"]/g;

/** Every .ts/.tsx file below `dirs` (repository-relative, '/' separated). */
export function sourceFiles(...dirs: string[]): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true })) {
      const rel = `${dir}/${entry.name}`;
      if (entry.isDirectory()) walk(rel);
      else if (SOURCE.test(entry.name)) out.push(rel);
    }
  };
  dirs.forEach(walk);
  return out.sort();
}

export interface ImportEdge {
  from: string;
  to: string;
}

/** The relative imports of `files` that resolve to a source file. */
export function importEdges(files: readonly string[]): ImportEdge[] {
  const edges: ImportEdge[] = [];
  for (const from of files) {
    const text = fs.readFileSync(path.join(ROOT, from), 'utf8');
    for (const m of text.matchAll(IMPORT)) {
      const base = path.posix.normalize(path.posix.join(path.posix.dirname(from), m[1]));
      const to = RESOLVE.map((ext) => base + ext).find((candidate) => fs.existsSync(path.join(ROOT, candidate)) && fs.statSync(path.join(ROOT, candidate)).isFile());
      if (to) edges.push({ from, to });
    }
  }
  return edges;
}

export const isTestFile = (file: string) => /\.test\.tsx?$/.test(file);
