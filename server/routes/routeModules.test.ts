/**
 * Route modules stand side by side: none imports another, and nothing but the registry
 * (server/routes/index.ts) is imported from them. What two routes share lives in a module of its
 * own (server/db, server/http, server/kits, server/shop, server/staff ...), so a route module can
 * change or move with its page without breaking another page's calls, and no helper drags a whole
 * route module (its routes, their imports) into a module that only wanted the helper.
 */
import { importEdges, isTestFile, sourceFiles } from '../../src/structure/importGraph';

const REGISTRY = 'server/routes/index.ts';
const isRouteModule = (file: string) => file.startsWith('server/routes/') && file !== REGISTRY && !isTestFile(file);

describe('route modules', () => {
  const serverFiles = sourceFiles('server').filter((f) => !isTestFile(f));
  const edges = importEdges(serverFiles);

  it('no route module imports another route module (only the registry imports them)', () => {
    const between = edges.filter(({ from, to }) => isRouteModule(from) && isRouteModule(to));
    expect(between.map(({ from, to }) => `${from} -> ${to}`)).toEqual([]);
  });

  it('no other server module imports a route module: the app takes the registry', () => {
    const intoRoutes = edges.filter(({ from, to }) => !from.startsWith('server/routes/') && isRouteModule(to));
    expect(intoRoutes.map(({ from, to }) => `${from} -> ${to}`)).toEqual([]);
  });

  it('the check sees the imports it judges', () => {
    // The registry's own imports of the route modules are found, and are the allowed ones.
    const registered = edges.filter(({ from, to }) => from === REGISTRY && isRouteModule(to)).map(({ to }) => to);
    expect(registered).toEqual(expect.arrayContaining(['server/routes/overall/staff/departments.ts', 'server/routes/overall/staff/roles.ts', 'server/routes/shell/user.ts']));
    expect(registered.length).toBe(sourceFiles('server/routes').filter(isRouteModule).length);
  });
});
