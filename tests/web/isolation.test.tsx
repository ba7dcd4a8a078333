/**
 * The harness of the web tests keeps them independent: each test starts from the seeded database
 * plus the file's fixtures, requests in flight are answered before a test is tidied away, and
 * console output during a test is recorded for the guard that fails it (tests/helpers).
 */
import { loginStatus, login } from '../../src/api/user';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../server/db/seed';
import { setupTestBackend } from '../helpers/backend';
import { takeConsoleCalls } from '../helpers/consoleGuard';
import { waitForRequestsToSettle } from '../helpers/settle';
import { addStaffWithRights } from '../helpers/webStaff';

const FIXTURE_LOGIN = 'isolation_fixture';

const backend = setupTestBackend({
  fixtures: async ({ db }) => {
    await addStaffWithRights(db, FIXTURE_LOGIN, ['SF_MY_RIGHTS']);
    // A fixture may call the API too; its session does not outlive the fixtures.
    await login({ login_name: DEMO_ACCOUNTS.master, password: DEMO_PASSWORD });
  },
});

const staffNamed = async (prefix: string) =>
  (await backend.current.db.selectFrom('users').select('login_name').where('login_name', 'like', `${prefix}%`).orderBy('user_id').execute()).map((u) => u.login_name);

/** Both run the same steps, so whichever runs second proves the first one's writes are gone. */
describe.each(['first', 'second'])('a test that changes the database (%s)', (which) => {
  it('starts from the seed plus the fixtures, without the other test’s rows', async () => {
    expect(await staffNamed('isolation_')).toEqual([FIXTURE_LOGIN]);
    await addStaffWithRights(backend.current.db, `isolation_${which}`, []);
    await backend.current.db.deleteFrom('notices').execute();
    expect(await staffNamed('isolation_')).toEqual([FIXTURE_LOGIN, `isolation_${which}`]);
  });

  it('starts logged out, whatever a fixture or another test logged in', async () => {
    expect((await loginStatus()).user_info.user_id).toBe(-1);
    await login({ login_name: DEMO_ACCOUNTS.master, password: DEMO_PASSWORD });
    expect(localStorage.length).toBe(0);
    localStorage.setItem('isolation', which);
  });
});

it('the seeded notices are there in every test', async () => {
  expect(Number((await backend.current.db.selectFrom('notices').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n)).toBeGreaterThan(0);
});

it('waits for a request that is still being answered', async () => {
  let answered = false;
  void loginStatus().then(() => {
    answered = true;
  });
  await waitForRequestsToSettle(backend.current);
  expect(backend.current.pending).toBe(0);
  expect(answered).toBe(true);
});

it('records console.error and console.warn for the guard that fails the test', () => {
  console.error('a stray error');
  console.warn('a stray warning');
  expect(takeConsoleCalls().map((c) => [c.level, c.message])).toEqual([
    ['error', 'a stray error'],
    ['warn', 'a stray warning'],
  ]);
});
