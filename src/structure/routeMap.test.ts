import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from './importGraph';
import { readmeWithMap, routeMap } from './routeMap';

describe('the README map of the code', () => {
  it('lists every page route with its page folder, contracts and server routes, as the source has them', () => {
    const readme = fs.readFileSync(path.join(ROOT, 'README.md'), 'utf8');
    // Run `npm run route-map` to bring the README up to date.
    expect(readme).toBe(readmeWithMap(readme));
  });

  it('reads the map off the source', () => {
    const rows = routeMap();
    const logs = rows.find((r) => r.route === 'index /staff/logs');
    expect(logs).toEqual({
      route: 'index /staff/logs',
      page: 'src/features/overall/staff/logs',
      contracts: expect.arrayContaining(['src/common/logs.ts']),
      server: expect.arrayContaining(['server/routes/overall/staff/logs.ts']),
    });
    for (const r of rows) {
      expect(fs.existsSync(path.join(ROOT, r.page))).toBe(true);
      for (const f of [...r.contracts, ...r.server]) expect(fs.existsSync(path.join(ROOT, f))).toBe(true);
    }
  });
});
