/**
 * Writes and their audit commit together, and checks that guard a write are read inside its
 * transaction (SQLite, and PostgreSQL when DATABASE_URL is set).
 */
import { writerFor } from '../../server/app';
import { loadSession } from '../../server/auth/session';
import { auditText } from '../../server/logs/auditText';
import { CAD_COMMANDS } from '../../src/common/cadFunctions';
import { decodeCadFunctions } from '../../src/common/rightsTree';
import { DeleteGrp, EditGrpName, NewGrp, SetCADFunc } from '../../src/common/roles';
import { UserChangePassword } from '../../src/common/session';
import { backendPerTest, type TestClient } from '../helpers/testApp';

const t = backendPerTest();

const staffLogCount = async () => Number((await t.b.db.selectFrom('staff_logs').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
const lastLog = () => t.b.db.selectFrom('staff_logs').selectAll().orderBy('log_id', 'desc').limit(1).executeTakeFirstOrThrow();
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('ctx.write', () => {
  async function writer() {
    const token = t.master.cookies.get('erp_sid')!;
    const session = await loadSession(t.b.db, token, { now: t.b.clock.now(), idleMs: 3_600_000, maxMs: 86_400_000 });
    return writerFor(t.b.db, session!, t.b.clock);
  }

  it('commits the change and its staff-log row together', async () => {
    const write = await writer();
    const before = await staffLogCount();
    await write(async ({ db, audit }) => {
      await db.updateTable('shops').set({ agent_name: '新代理商' }).where('shop_name', '=', '演示家具厂').execute();
      await audit('route.shops.setting', 'audit.fn.logsCleared', auditText('audit.logs.cleared', { count: 0, span: auditText('audit.logs.spanAll') }));
    });
    expect(await staffLogCount()).toBe(before + 1);
    expect((await t.b.db.selectFrom('shops').select('agent_name').where('shop_name', '=', '演示家具厂').executeTakeFirstOrThrow()).agent_name).toBe('新代理商');
  });

  it('rolls back the staff-log row with the change when the write fails after auditing', async () => {
    const write = await writer();
    const before = await staffLogCount();
    await expect(
      write(async ({ db, audit }) => {
        await db.updateTable('shops').set({ agent_name: '不应保存' }).where('shop_name', '=', '演示家具厂').execute();
        await audit('route.shops.setting', 'audit.fn.logsCleared', auditText('audit.logs.cleared', { count: 0, span: auditText('audit.logs.spanAll') }));
        throw new Error('fails after the audit');
      }),
    ).rejects.toThrow('fails after the audit');
    expect(await staffLogCount()).toBe(before);
    expect((await t.b.db.selectFrom('shops').select('agent_name').where('shop_name', '=', '演示家具厂').executeTakeFirstOrThrow()).agent_name).not.toBe('不应保存');
  });
});

describe('the audits of roles and passwords are written in the transaction of their change', () => {
  it('creating, renaming and deleting a role each leave exactly one staff-log row; a refused one leaves none', async () => {
    const before = await staffLogCount();
    const { grpID } = await t.master.call(NewGrp, { grpName: '安装师傅' });
    expect((await lastLog()).function_ch_name).toBe('新增岗位角色');
    await t.master.call(EditGrpName, { grpID, grpName: '安装主管' });
    expect((await lastLog()).oper_content).toBe('「安装师傅」改名为「安装主管」');
    await t.master.call(DeleteGrp, { grpID });
    expect((await lastLog()).function_ch_name).toBe('删除岗位角色');
    expect(await staffLogCount()).toBe(before + 3);
    // Refused writes (a name in use, no change) write no log.
    expect((await t.master.call(NewGrp, { grpName: '销售专员' })).err_code).toBe(10008);
    expect(await staffLogCount()).toBe(before + 3);
  });

  it('a password change is logged once, and not at all when the old password is wrong', async () => {
    const before = await staffLogCount();
    const wrong = await t.master.call(UserChangePassword, { old_password: 'not-it', new_password: 'Newpass2026', new_password2: 'Newpass2026' });
    expect(wrong.err_code).toBe(10001);
    expect(await staffLogCount()).toBe(before);
    const ok = await t.master.call(UserChangePassword, { old_password: 'furniture-2026', new_password: 'Newpass2026', new_password2: 'Newpass2026' });
    expect(ok.err_code).toBe(0);
    expect(await staffLogCount()).toBe(before + 1);
    expect((await lastLog()).function_ch_name).toBe('修改密码');
  });
});

describe('read-check-write inside the transaction', () => {
  const groupOf = async (name: string) => (await t.b.db.selectFrom('staff_groups').select('group_id').where('group_name', '=', name).executeTakeFirstOrThrow()).group_id;

  it('concurrent WebCAD function changes of one role are applied one after the other: the last log names what is stored', async () => {
    const groupID = await groupOf('生产主管');
    const values = CAD_COMMANDS.slice(0, 8).map((_, i) => CAD_COMMANDS.filter((__, j) => j !== i).join(','));
    // Eight sessions of one person, logged in one after the other: parallel logins from one fresh
    // address are throttled (README, "Login throttling"); the concurrency under test is the writes.
    const clients: TestClient[] = [];
    for (let i = 0; i < values.length; i++) {
      const c = t.b.client();
      await c.login('demo_admin');
      clients.push(c);
    }
    const replies = await Promise.all(values.map((cadFuncs, i) => clients[i].call(SetCADFunc, { groupID, cadFuncs })));
    expect(replies.map((r) => r.err_code)).toEqual(values.map(() => 0));
    const stored = (await t.b.db.selectFrom('staff_groups').select('cad_functions').where('group_id', '=', groupID).executeTakeFirstOrThrow()).cad_functions;
    const logs = await t.b.db.selectFrom('staff_logs').select('oper_content').where('function_ch_name', '=', '修改WebCAD功能').orderBy('log_id').execute();
    // Each change was judged against the value the previous one stored, so the newest log describes the stored value.
    expect(logs.length).toBeGreaterThan(0);
    // `cad_functions` keeps the denied commands; the log names the allowed ones.
    expect(logs[logs.length - 1].oper_content).toBe(`「生产主管」允许：${[...decodeCadFunctions(stored)!].join('、')}`);
  });

  it('deleting a role re-checks its holders inside the transaction: a holder added meanwhile keeps the role', async () => {
    const { grpID } = await t.master.call(NewGrp, { grpName: '临时岗位' });
    const sales = await t.b.db.selectFrom('users').select(['user_id', 'shop_id']).where('login_name', '=', 'demo_sales').executeTakeFirstOrThrow();
    let deletion: ReturnType<typeof t.master.call<typeof DeleteGrp>> | undefined;
    await t.b.db.transaction().execute(async (trx) => {
      await trx.insertInto('user_groups').values({ shop_id: sales.shop_id, user_id: sales.user_id, group_id: grpID }).execute();
      // The deletion starts while the new holder is not committed yet, and must wait for it.
      deletion = t.master.call(DeleteGrp, { grpID });
      await sleep(300);
    });
    const reply = await deletion!;
    expect(reply.err_code).toBe(10008);
    expect(reply.err_msg).toContain('临时岗位');
    expect(await t.b.db.selectFrom('user_groups').select('user_id').where('group_id', '=', grpID).execute()).toEqual([{ user_id: sales.user_id }]);
    expect(await t.b.db.selectFrom('staff_groups').select('group_id').where('group_id', '=', grpID).executeTakeFirst()).toEqual({ group_id: grpID });
  });
});
