/**
 * The README's map of the code: for each route of the four areas and the shell, the folder of its
 * page, the contract files of the calls the page makes and the server route modules answering
 * them, read off the source (route tables, imports, contract definitions). routeMap.test.ts fails
 * when the README's table differs; `npm run route-map` writes it.
 */
import fs from 'node:fs';
import path from 'node:path';
import { ROOT, sourceFiles, isTestFile } from './importGraph';

const read = (file: string) => fs.readFileSync(path.join(ROOT, file), 'utf8');
const RESOLVE = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];
const resolveFrom = (from: string, spec: string): string | undefined => {
  const base = path.posix.normalize(path.posix.join(path.posix.dirname(from), spec));
  return RESOLVE.map((ext) => base + ext).find((f) => fs.existsSync(path.join(ROOT, f)) && fs.statSync(path.join(ROOT, f)).isFile());
};

/** `import { A, B as C } from './x'` and `import type …`: the imported names per resolved file. */
function namedImports(file: string): { to: string; names: string[] }[] {
  const out: { to: string; names: string[] }[] = [];
  for (const m of read(file).matchAll(/import\s+(?:type\s+)?\{([^}]*)\}\s*from\s*['"](\.{1,2}\/[^'"]+)['"]/g)) {
    const to = resolveFrom(file, m[2]);
    if (!to) continue;
    const names = m[1].split(',').map((n) => n.trim().replace(/^type\s+/, '').split(/\s+as\s+/)[0]).filter(Boolean);
    out.push({ to, names });
  }
  return out;
}

/** Every relative import of `file`, resolved (static and lazy). */
function imports(file: string): string[] {
  return [...read(file).matchAll(/(?:\bfrom|\bimport)\s*\(?\s*(?:\/\*[^*]*\*\/\s*)*['"](\.{1,2}\/[^'"]+)['"]/g)].flatMap((m) => resolveFrom(file, m[1]) ?? []);
}

/** The endpoint contracts src/common defines: name → file. */
function endpointFiles(): Map<string, string> {
  const found = new Map<string, string>();
  for (const file of sourceFiles('src/common').filter((f) => !isTestFile(f))) {
    for (const m of read(file).matchAll(/export const (\w+)\s*=\s*(?:post|get)\s*[<(]/g)) found.set(m[1], file);
  }
  return found;
}

export interface RouteMapRow {
  route: string;
  page: string;
  contracts: string[];
  server: string[];
}

/** The routes with a page of their own, from the route tables' lazy imports, in table order. */
function routedPages(): { route: string; page: string }[] {
  const tables = ['src/routes/indexRoutes.tsx', 'src/routes/erpRoutes.tsx', 'src/routes/depotRoutes.tsx', 'src/routes/financeRoutes.tsx', 'src/routes/shellRoutes.tsx'];
  const area: Record<string, string> = { index: 'index', erp: 'erp', depot: 'depot', finance: 'finance', shell: 'every area' };
  return tables.flatMap((table) => {
    const name = path.basename(table).replace(/Routes\.tsx$/, '');
    // Each route entry from its `path:` to the next; those with a lazy import have a page of their own.
    return read(table).split(/(?=\bpath:)/).flatMap((entry) => {
      const m = /^path:\s*([\w.]+|'[^']+')[\s\S]*?import\(\s*(?:\/\*[^*]*\*\/\s*)*'([^']+)'/.exec(entry);
      if (!m) return [];
      const pathText = m[1].startsWith("'") ? m[1].slice(1, -1) : constantValue(m[1]);
      const file = resolveFrom(table, m[2]);
      if (!file) throw new Error(`${table}: ${m[2]} not found`);
      return [{ route: `${area[name]} ${pathText}`, page: file }];
    });
  });
}

/** A path named by a constant (`PERSONAL_SETTINGS_PATH`): its value where the source exports it. */
function constantValue(name: string): string {
  for (const file of sourceFiles('src/shell', 'src/common')) {
    const m = new RegExp(`export const ${name}\\b[^=]*=\\s*'([^']+)'`).exec(read(file));
    if (m) return m[1];
  }
  throw new Error(`route path constant ${name} not found`);
}

/** The page's module and what it reaches through the pages' folders and src/api. */
function reachedFiles(page: string): string[] {
  const seen = new Set<string>();
  const queue = [page];
  while (queue.length) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const next of imports(file)) if (/^src\/(features|api)\//.test(next) && !seen.has(next)) queue.push(next);
  }
  return [...seen];
}

export function routeMap(): RouteMapRow[] {
  const endpoints = endpointFiles();
  const serverModules = sourceFiles('server/routes').filter((f) => !isTestFile(f));
  const serverUse = serverModules.map((file) => ({ file, names: new Set(namedImports(file).flatMap((i) => i.names)) }));
  return routedPages().map(({ route, page }) => {
    const used = new Set(reachedFiles(page).flatMap((f) => namedImports(f).flatMap((i) => i.names.filter((n) => endpoints.get(n) === i.to))));
    const contracts = [...new Set([...used].map((n) => endpoints.get(n)!))].sort();
    const server = serverUse.filter((s) => [...used].some((n) => s.names.has(n))).map((s) => s.file);
    return { route, page: path.posix.dirname(page), contracts, server };
  });
}

const cell = (files: readonly string[], strip: string) => (files.length ? files.map((f) => `\`${f.replace(strip, '')}\``).join(', ') : '—');

/** The map as the README's markdown table. */
export function routeMapMarkdown(rows: readonly RouteMapRow[] = routeMap()): string {
  const lines = ['| route | page folder (`src/features/`) | contracts (`src/common/`) | server routes (`server/routes/`) |', '|---|---|---|---|'];
  for (const r of rows) lines.push(`| \`${r.route}\` | \`${r.page.replace('src/features/', '')}\` | ${cell(r.contracts, 'src/common/')} | ${cell(r.server, 'server/routes/')} |`);
  return lines.join('\n');
}

export const MAP_START = '<!-- route map: generated by `npm run route-map`, checked by src/structure/routeMap.test.ts -->';
export const MAP_END = '<!-- end of route map -->';

/** The README with its route map replaced by the current one. */
export function readmeWithMap(readme: string): string {
  const start = readme.indexOf(MAP_START);
  const end = readme.indexOf(MAP_END);
  if (start < 0 || end < start) throw new Error('README.md: the route map markers are missing');
  return `${readme.slice(0, start + MAP_START.length)}\n${routeMapMarkdown()}\n${readme.slice(end)}`;
}
