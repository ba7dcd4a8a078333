/**
 * The layers of the front end, top to bottom, and the rule that holds them: a module imports only
 * from its own layer or below. The entries compose an area page from its route table; the route
 * tables name the pages; the pages (features) use the shell's helpers, the shared components, the
 * app's store and request layer and the shared rules. A route table imported by a component, or a
 * page imported by the shell, would make one circle of it all (as routes → pages → PageHeader →
 * routes once did): the layout hands the matched route down instead (src/components/currentRoute.ts).
 */
import { importEdges, isTestFile, sourceFiles } from './importGraph';

/** Folder → layer; higher imports lower, never the other way. */
const LAYER: Record<string, number> = {
  'src/entries': 7,
  'src/routes': 6,
  'src/features': 5,
  'src/shell': 4,
  'src/components': 3,
  'src/app': 2,
  'src/api': 2,
  'src/locales': 0,
  'src/common': 0,
  'src/structure': 0,
};

/**
 * The one deliberate exception: the message catalogues gather each page's messages, kept beside the
 * page's code, into the language's one table (src/locales/zh-CN.ts, en-US.ts), its packs and the
 * page packs' list (src/locales/pagePacks.ts).
 */
const gathersMessages = (from: string, to: string) => /^src\/locales\/((packs\/[a-zA-Z]+\.)?(zh-CN|en-US)|pagePacks)\.ts$/.test(from) && /\/messages\.ts$/.test(to);

const layerOf = (file: string): string => file.split('/').slice(0, 2).join('/');

/** The imports of non-test modules from a lower layer up into a higher one. */
export function upwardImports(): string[] {
  const files = sourceFiles('src').filter((f) => !isTestFile(f));
  return importEdges(files)
    .filter(({ from, to }) => (LAYER[layerOf(from)] ?? 0) < (LAYER[layerOf(to)] ?? 0) && !gathersMessages(from, to))
    .map(({ from, to }) => `${from} -> ${to}`);
}

/**
 * The folders of the pages' side: what the server and src/common may never reach, directly or
 * through another module. The page catalogues (src/locales) gather every page's messages.ts, so the
 * server's messages live in src/common/messages and the page catalogues merge them, not the other way.
 */
const PAGE_SIDE = /^src\/(features|shell|components|app|api|routes|entries|locales)\//;

/** Every module the `starts` import, directly or not, with the chain of imports that first reached it. */
function importChains(starts: readonly string[]): Map<string, string[]> {
  const chains = new Map<string, string[]>();
  const queue = starts.map((file) => ({ file, chain: [] as string[] }));
  const seen = new Set(starts);
  for (let next = queue.shift(); next; next = queue.shift()) {
    for (const { to } of importEdges([next.file])) {
      if (seen.has(to)) continue;
      seen.add(to);
      const chain = [...next.chain, next.file];
      chains.set(to, chain);
      queue.push({ file: to, chain });
    }
  }
  return chains;
}

describe('front-end layers', () => {
  it('every folder of src/ has a layer', () => {
    const folders = new Set(sourceFiles('src').filter((f) => f.split('/').length > 2).map(layerOf));
    expect([...folders].filter((f) => !(f in LAYER))).toEqual([]);
  });

  it('no module imports from a higher layer (components/ and app/ never from shell/, features/ or routes/)', () => {
    expect(upwardImports()).toEqual([]);
  });

  it('the server and the shared rules import nothing of the pages', () => {
    const files = [...sourceFiles('server'), ...sourceFiles('src/common')].filter((f) => !isTestFile(f));
    const intoPages = importEdges(files).filter(({ to }) => /^src\/(features|shell|components|app|api|routes|entries)\//.test(to));
    expect(intoPages.map(({ from, to }) => `${from} -> ${to}`)).toEqual([]);
  });

  it('the server and the shared rules reach nothing of the pages, their messages or the page catalogues, however indirectly', () => {
    const starts = [...sourceFiles('server'), ...sourceFiles('src/common')].filter((f) => !isTestFile(f));
    const reached = [...importChains(starts)].filter(([file]) => PAGE_SIDE.test(file));
    expect(reached.map(([file, chain]) => [...chain, file].join(' -> '))).toEqual([]);
  });

  it('the transitive rule sees a page module reached through another module', () => {
    // src/locales/en-US.ts gathers the pages' messages: whatever imports it reaches them.
    const chains = importChains(['src/locales/en-US.ts']);
    expect(chains.get('src/features/overall/invoice/messages.ts')).toEqual(['src/locales/en-US.ts']);
    expect(chains.get('src/common/messages/en-US.ts')).toEqual(['src/locales/en-US.ts']);
    expect(PAGE_SIDE.test('src/features/overall/invoice/messages.ts')).toBe(true);
    expect(PAGE_SIDE.test('src/common/messages/en-US.ts')).toBe(false);
  });

  it('the rule sees an upward import when there is one', () => {
    // The checker itself: an edge from components up into shell counts, one down does not.
    expect((LAYER['src/components'] ?? 0) < (LAYER['src/shell'] ?? 0)).toBe(true);
    expect(importEdges(['src/structure/importGraph.ts'])).toEqual([]);
    expect(importEdges(['src/components/PageHeader.tsx']).map((e) => e.to)).toContain('src/components/currentRoute.ts');
  });
});
