/**
 * Two server processes on one database and nothing else shared (issue "Fast on a cheap phone":
 * scale-out, and `WORKERS` processes behind one port): a login made on one is valid on the other,
 * a rights change or a person's change made through one applies to the other's very next request, and the login
 * throttle counts the attempts made to both. Against PostgreSQL when DATABASE_URL names one (a
 * database of its own, dropped after), otherwise on one SQLite file.
 */
import { ErrCode } from '../../src/common/api';
import { startServerProcesses, type ServerProcess as Host, type ServerProcesses } from '../helpers/serverProcesses';

let processes: ServerProcesses;
let hosts: Host[] = [];

beforeAll(async () => {
  processes = await startServerProcesses(2, 'two');
  hosts = processes.hosts;
}, 240_000);

afterAll(() => processes?.stop());

/** A call to `host` as the page makes it (its own origin, the ajax header), with `cookie`. */
async function call(host: Host, path: string, fields: Record<string, string> = {}, cookie = ''): Promise<{ body: Record<string, unknown>; cookie: string }> {
  const res = await fetch(`${host.base}/api${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: host.base, 'x-requested-with': 'XMLHttpRequest', cookie },
    body: new URLSearchParams(fields).toString(),
  });
  const set = res.headers.get('set-cookie');
  return { body: (await res.json()) as Record<string, unknown>, cookie: set ? set.split(';')[0] : cookie };
}

const login = async (host: Host, name: string, password = 'furniture-2026') => call(host, '/User-login', { login_name: name, password });
const status = async (host: Host, cookie: string) =>
  fetch(`${host.base}/api/User-loginStatus?check=1`, { headers: { cookie } }).then((r) => r.json() as Promise<{ user_info: { user_id: number; login_name: string } }>);

describe('two server processes on one database', () => {
  it('a login on one is valid on the other; a rights change through one applies to the next request on the other', async () => {
    const [a, b] = hosts;
    const sales = await login(a, 'demo_sales');
    expect(sales.body.err_code).toBe(0);
    expect((await status(b, sales.cookie)).user_info.login_name).toBe('demo_sales');
    expect((await call(b, '/ShopStaff-ajaxMyAuth', {}, sales.cookie)).body.err_code).toBe(0);

    // The master, on the first process, takes every ERP right from the sales role.
    const master = await login(a, 'demo_admin');
    const groups = (await call(a, '/shopStaff-ajaxGroup', {}, master.cookie)).body.data as { group_id: number; group_name: string }[];
    const salesRole = groups.find((g) => g.group_name === '销售专员')!;
    expect((await call(a, '/ShopStaff-editGrpRightsNew', { grpID: String(salesRole.group_id), rightsType: '1', grpRights: '-1' }, master.cookie)).body.err_code).toBe(0);
    expect((await call(b, '/ShopStaff-ajaxMyAuth', {}, sales.cookie)).body.err_code).toBe(ErrCode.NO_RIGHT);
  }, 60_000);

  it('a person changed through one shows in the status of the other on the next request', async () => {
    const [a, b] = hosts;
    const zhou = await login(b, 'zhou_sales');
    const before = await status(b, zhou.cookie);
    const master = await login(a, 'demo_admin');
    const param = JSON.stringify({ staffID: before.user_info.user_id, userName: 'zhou_sales_2' });
    expect((await call(a, '/ShopStaff-esPost', { param }, master.cookie)).body.err_code).toBe(0);
    expect((await status(b, zhou.cookie)).user_info.login_name).toBe('zhou_sales_2');
  }, 60_000);

  it('the login throttle counts the wrong passwords sent to both', async () => {
    const [a, b] = hosts;
    for (const host of [a, b, a]) expect((await login(host, 'demo_finance', 'not-the-password')).body.err_code).not.toBe(ErrCode.TOO_MANY_ATTEMPTS);
    // The third wrong password from this address set a wait: the other process keeps it.
    expect((await login(b, 'demo_finance', 'not-the-password')).body.err_code).toBe(ErrCode.TOO_MANY_ATTEMPTS);
  }, 60_000);
});
