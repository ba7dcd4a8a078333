/**
 * The rights of the routes: the table in docs/DESIGN.md lists every route with the access it
 * declares, and the routes whose right SPEC.md names take exactly that right (held alone it is
 * enough; without it the call is refused). Staff actions on a person follow one rule everywhere.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ALL_ROUTES } from '../../server/routes';
import { ErrCode } from '../../src/common/api';
import type { RightCode } from '../../src/common/rights';
import { addStaffWithRights } from '../helpers/staff';
import { backendPerTest, type TestClient } from '../helpers/testApp';

const t = backendPerTest();

const accessText = (access: (typeof ALL_ROUTES)[number]['access']) => (typeof access === 'string' ? access : access.anyOf.join(' or '));

describe('the table of rights in docs/DESIGN.md', () => {
  it('lists every route once, with the access it declares and where it comes from', () => {
    const text = readFileSync(join(__dirname, '../../docs/DESIGN.md'), 'utf8');
    const rows = [...text.matchAll(/^\| (GET|POST) `([^`]+)` \| ([^|]+) \| (spec|choice) \| ([^|]+) \|$/gm)].map((m) => ({ route: `${m[1]} ${m[2]}`, access: m[3].trim(), why: m[5].trim() }));
    const listed = new Map(rows.map((r) => [r.route, r.access]));
    expect(listed.size).toBe(rows.length);
    const declared = new Map(ALL_ROUTES.map((r) => [`${r.method} ${r.path}`, accessText(r.access)]));
    expect(Object.fromEntries(listed)).toEqual(Object.fromEntries(declared));
    for (const r of rows) expect(r.why.length).toBeGreaterThan(5);
  });
});

let n = 0;
/** A member of the demo shop whose only role holds exactly `rights`. */
async function holding(rights: readonly RightCode[]): Promise<TestClient> {
  n += 1;
  const person = await addStaffWithRights(t.b.db, `rights_${n}`, rights, { now: t.b.clock.now() });
  const c = t.b.client({ ip: `10.9.0.${n}` });
  await c.login(person.login_name);
  return c;
}

describe('rights SPEC.md names', () => {
  it('[ORG-01] [API-STAFF-02] shopStaff-ajaxDepartment takes SF_STAFF_QUERY: held alone it answers, the department rights alone do not', async () => {
    expect((await (await holding(['SF_STAFF_QUERY'])).post('/shopStaff-ajaxDepartment')).err_code).toBe(0);
    for (const right of ['SF_DEP_NEW', 'SF_STAFF_NEW', 'SF_STAFF_EDIT'] as const) {
      expect((await (await holding([right])).post('/shopStaff-ajaxDepartment')).err_code).toBe(ErrCode.NO_RIGHT);
    }
  });

  it.each(['/shop-ajaxInfo', '/shop-getIndustryClass', '/shop-getSupplyClass', '/shop-getProps', '/ErpGoods-goodsNameConfigMerge', '/Shop-getPackFieldConfig'])(
    '[ROUTE-14] [ROUTE-15] %s is read with SF_BASE_CONFIG_QUERY alone, and not with SF_BASE_CONFIG_EDIT alone',
    async (path) => {
      expect((await (await holding(['SF_BASE_CONFIG_QUERY'])).post(path)).err_code).toBe(0);
      expect((await (await holding(['SF_BASE_CONFIG_EDIT'])).post(path)).err_code).toBe(ErrCode.NO_RIGHT);
    },
  );
});

describe('staff actions follow "may manage this person"', () => {
  const userId = async (login: string) => (await t.b.db.selectFrom('users').select('user_id').where('login_name', '=', login).executeTakeFirstOrThrow()).user_id;

  it('ShopStaff-unlockLogin: a sub-account with SF_STAFF_EDIT cannot unlock the master or someone with rights it lacks, but can unlock someone it manages', async () => {
    const editor = await holding(['SF_STAFF_EDIT']);
    expect((await editor.post('/ShopStaff-unlockLogin', { staff_id: String(await userId('demo_admin')) })).err_code).toBe(ErrCode.NO_RIGHT);
    expect((await editor.post('/ShopStaff-unlockLogin', { staff_id: String(await userId('demo_finance')) })).err_code).toBe(ErrCode.NO_RIGHT);
    const plain = await addStaffWithRights(t.b.db, 'plain_clerk', ['SF_STAFF_EDIT'], { now: t.b.clock.now() });
    expect((await editor.post('/ShopStaff-unlockLogin', { staff_id: String(plain.user_id) })).err_code).toBe(0);
    // The master unlocks anyone of the shop.
    expect((await t.master.post('/ShopStaff-unlockLogin', { staff_id: String(await userId('demo_finance')) })).err_code).toBe(0);
  });

  it('[API-STAFF-07] shopStaff-ajaxEditStaff shows the full ID number only of a person the caller may change', async () => {
    const plain = await addStaffWithRights(t.b.db, 'plain_editable', ['SF_STAFF_EDIT'], { now: t.b.clock.now() });
    await t.b.db.updateTable('users').set({ cert_id: '11010519491231002X' }).where('user_id', '=', plain.user_id).execute();
    const editor = await holding(['SF_STAFF_EDIT']);
    const financeId = await userId('ma_finance');
    const masked = await editor.post('/shopStaff-ajaxEditStaff', { staffID: String(financeId) });
    expect(masked.err_code).toBe(0);
    expect((masked.userInfo as { cert_id: string }).cert_id).toBe('4406**********2354');
    const full = await editor.post('/shopStaff-ajaxEditStaff', { staffID: String(plain.user_id) });
    expect((full.userInfo as { cert_id: string }).cert_id).toBe('11010519491231002X');
    expect(((await t.master.post('/shopStaff-ajaxEditStaff', { staffID: String(financeId) })).userInfo as { cert_id: string }).cert_id).toBe('440681199003152354');
  });
});
