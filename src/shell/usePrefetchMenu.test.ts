/** Which pages are fetched ahead: the first entries of the visible menu, besides the open page. */
import { indexArea } from '../routes/indexRoutes';
import { toAuthInfo } from '../common/rights';
import { visibleMenu } from './areaMenu';
import { likelyNextRoutes } from './usePrefetchMenu';

describe('pages fetched ahead', () => {
  it('are the first three menu entries the user sees, besides the open page, and can be fetched', () => {
    const menu = visibleMenu(indexArea.routes, toAuthInfo(['SF_STAFF_QUERY', 'SF_GROUP_QUERY', 'SF_INVOICE_LIST']));
    const next = likelyNextRoutes(indexArea.routes, menu, '/shops/dashboard');
    expect(next.map((r) => r.path)).toEqual(['/shops/yz', '/staff/org', '/staff/group']);
    expect(next.every((r) => typeof r.preload === 'function')).toBe(true);
  });

  it('leave out the open page and what the user may not open', () => {
    const menu = visibleMenu(indexArea.routes, toAuthInfo(['SF_INVOICE_LIST']));
    expect(likelyNextRoutes(indexArea.routes, menu, '/shops/dashboard', 5).map((r) => r.path)).toEqual(['/shops/yz', '/invoice/list', '/webcad/files/send', '/webcad/modules/deploy', '/webcad/materials/deploy']);
    expect(likelyNextRoutes(indexArea.routes, menu, '/invoice/list', 2).map((r) => r.path)).toEqual(['/shops/dashboard', '/shops/yz']);
  });
});
