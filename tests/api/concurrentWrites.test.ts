/**
 * Concurrent writes never fail for being concurrent: two server processes on one database (one
 * SQLite file, or PostgreSQL when DATABASE_URL names one) take 200 writes of six kinds at once from
 * four sessions. No reply is an internal error (50000) or a "busy" refusal, and every acknowledged
 * write happened exactly once (tests/helpers/writeMix.ts reads it all back over the API).
 */
import { ErrCode } from '../../src/common/api';
import { startServerProcesses, type ServerProcesses } from '../helpers/serverProcesses';
import { checkWriteMix, fireWriteMix, loginAt, MIX_KINDS, prepareWriteMix, type MixSession } from '../helpers/writeMix';

let processes: ServerProcesses;

beforeAll(async () => {
  processes = await startServerProcesses(2, 'mix');
}, 240_000);

afterAll(() => processes?.stop());

describe('two processes, one database, 200 writes at once', () => {
  it('answers no write with 50000 or busy, and every acknowledged write holds exactly once', async () => {
    const [a, b] = processes.hosts;
    const master = await loginAt(a.base, 'demo_admin');
    const sessions: MixSession[] = [master, await loginAt(b.base, 'demo_admin'), await loginAt(a.base, 'demo_admin'), await loginAt(b.base, 'demo_admin')];
    const state = await prepareWriteMix(master);

    const replies = await fireWriteMix(state, sessions, 200);

    const failures = replies.filter((r) => r.err_code === ErrCode.INTERNAL || r.err_code === ErrCode.BUSY);
    expect(failures).toEqual([]);
    // Each kind ran, and the kinds that cannot be refused here were all acknowledged.
    for (const kind of MIX_KINDS) expect(replies.filter((r) => r.kind === kind).length).toBeGreaterThan(30);
    for (const kind of ['newDep', 'addAddress', 'renameRole', 'setDefault'] as const) {
      expect(replies.filter((r) => r.kind === kind && r.err_code !== 0)).toEqual([]);
    }
    // Draws over fees another draw took are refused as such, never half done.
    for (const r of replies.filter((x) => x.kind === 'drawBill' && x.err_code !== 0)) expect(r.err_code).toBe(ErrCode.CONFLICT);
    expect(replies.some((r) => r.kind === 'drawBill' && r.err_code === 0)).toBe(true);
    expect(await checkWriteMix(master, state, replies)).toEqual([]);
  }, 180_000);
});
