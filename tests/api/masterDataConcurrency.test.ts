/**
 * Master-data writes never fail for being concurrent and keep their rules: two server processes on
 * one database (one SQLite file, or PostgreSQL when DATABASE_URL names one) take about 180 writes
 * at once from four sessions of demo_admin, of nine kinds: new customers in groups sharing a phone,
 * new goods in groups sharing a number, new goods numbered by the server, follow-ups of one
 * customer, one goods item stopped and restarted over and over, new price lists (some sharing a
 * name), new customer levels and new goods classes sharing names. No reply is an internal error
 * (50000) or "busy"; of each group sharing a phone, number or name exactly one write is
 * acknowledged and the others are refused as the single-process tests expect (10008 naming the
 * holder); and every acknowledged write is read back over the API exactly once, nothing else.
 */
import { ErrCode } from '../../src/common/api';
import { AddCrmParams, AddFollow, CrmType, FollowMethod, GetCrmParams, GetErpCrmByTags, GetFollows, SaveCrm } from '../../src/common/crm';
import { AddGoodsClass, AjaxGetUnit, GetBaseConfig, GetErpGoods, GetGoodsClass, GoodsKind, GoodsState, SaveGoods, SetGoodsState, type GoodsClassNode } from '../../src/common/goods';
import { AjaxPricingList, SavePricing } from '../../src/common/pricing';
import { startServerProcesses, type ServerProcesses } from '../helpers/serverProcesses';
import { callAs, loginAt, type MixSession } from '../helpers/writeMix';

const KINDS = ['newCustomer', 'namedGoods', 'numberedGoods', 'follow', 'goodsState', 'newList', 'sharedList', 'crmLevel', 'goodsClass'] as const;
type Kind = (typeof KINDS)[number];

/** A write of the mix: its kind, the phone, number or name it shares with its group (if any), what it wants. */
interface Write {
  kind: Kind;
  /** The phone, goods number or name a group of writes shares ('' when the write shares nothing). */
  key: string;
  /** The name it gives (customers, goods, lists, levels, classes), or the state it sets (toggles). */
  value: string;
  /** Which of the four sessions sends it (even: the first process, odd: the second). */
  session: number;
  call(s: MixSession): Promise<{ err_code: number; err_msg?: string; id?: number }>;
}

interface Reply {
  kind: Kind;
  key: string;
  value: string;
  /** Which process answered (0 or 1). */
  host: number;
  err_code: number;
  err_msg?: string;
  /** The id an acknowledged create answered. */
  id?: number;
}

let processes: ServerProcesses;

beforeAll(async () => {
  processes = await startServerProcesses(2, 'master');
}, 240_000);

afterAll(() => processes?.stop());

/** What the writes work on, made before they run. */
interface Setup {
  tag: string;
  classId: number;
  unitId: number;
  prefix: string;
  followCrmId: number;
  toggleGoodsId: number;
}

async function prepare(master: MixSession): Promise<Setup> {
  const tag = Math.random().toString(36).slice(2, 7);
  const cls = await callAs(master, AddGoodsClass, { class_name: `并发${tag}` });
  const unitId = (await callAs(master, AjaxGetUnit)).data[0]?.unit_id;
  const prefix = (await callAs(master, GetBaseConfig)).data.goods_no_prefix;
  const customer = await callAs(master, SaveCrm, { data: { z_name: `跟进${tag}`, z_phone: `19900${String(Date.now()).slice(-6)}`, crm_type: CrmType.retail } });
  const toggled = await callAs(master, SaveGoods, { data: { goods_no: `ST-${tag}`, goods_name: `启停${tag}`, class_id: cls.class_id, unit_id: unitId, kind: GoodsKind.hardware } });
  for (const [what, r] of Object.entries({ cls, customer, toggled })) if (r.err_code !== 0) throw new Error(`${what} not made: ${JSON.stringify(r)}`);
  if (!unitId) throw new Error('the demo shop has no unit');
  return { tag, classId: cls.class_id, unitId, prefix, followCrmId: customer.crm_id, toggleGoodsId: toggled.goods_id };
}

/** Every write of the mix, the kinds interleaved, so that each group's writes go to both processes at once. */
function writesOf(u: Setup): Write[] {
  const { tag } = u;
  const run = String(Date.now()).slice(-3);
  const byKind: Write[][] = [];
  // A group's members go round the four sessions, the others by their number in their kind.
  let session = 0;
  const add = (kind: Kind, key: string, value: string, call: Write['call']) => {
    const list = byKind[KINDS.indexOf(kind)] ?? (byKind[KINDS.indexOf(kind)] = []);
    list.push({ kind, key, value, session: key ? session : list.length % 4, call });
  };
  const goods = (no: string, name: string) => ({ goods_no: no, goods_name: name, class_id: u.classId, unit_id: u.unitId, kind: GoodsKind.hardware, list_price: '12.30' });
  // Members of one group follow each other round the groups: g0 g1 ... g0 g1 ...; member m of group g on session m + g.
  const grouped = (groups: number, size: number, each: (g: number, i: number) => void) => {
    for (let m = 0, i = 0; m < size; m++) {
      for (let g = 0; g < groups; g++, i++) {
        session = (m + g) % 4;
        each(g, i);
      }
    }
  };
  grouped(5, 10, (g, i) => {
    const phone = `1880${run}${String(g).padStart(4, '0')}`;
    const name = `客${tag}-${i}`;
    add('newCustomer', phone, name, async (s) => {
      const r = await callAs(s, SaveCrm, { data: { z_name: name, z_phone: phone, crm_type: CrmType.retail } });
      return { ...r, id: r.crm_id };
    });
  });
  grouped(4, 8, (g, i) => {
    const no = `MD-${tag}-${g}`;
    const name = `同号${tag}-${i}`;
    add('namedGoods', no, name, async (s) => {
      const r = await callAs(s, SaveGoods, { data: goods(no, name) });
      return { ...r, id: r.goods_id };
    });
  });
  for (let i = 0; i < 16; i++) {
    const name = `自编${tag}-${i}`;
    add('numberedGoods', '', name, async (s) => {
      const r = await callAs(s, SaveGoods, { data: goods('', name) });
      return { ...r, id: r.goods_id };
    });
  }
  for (let i = 0; i < 25; i++) {
    add('follow', '', `跟进内容${tag}-${i}`, async (s) => {
      const r = await callAs(s, AddFollow, { crm_id: u.followCrmId, method: FollowMethod.phone, content: `跟进内容${tag}-${i}` });
      return { ...r, id: r.follow_id };
    });
  }
  for (let i = 0; i < 20; i++) {
    const state = i % 2 === 0 ? GoodsState.stopped : GoodsState.onSale;
    add('goodsState', '', String(state), (s) => callAs(s, SetGoodsState, { goods_id: u.toggleGoodsId, state }));
  }
  const list = (kind: Kind, key: string, name: string) =>
    add(kind, key, name, async (s) => {
      const r = await callAs(s, SavePricing, { data: { name, lines: [{ class_id: u.classId, unit_price: '9.90' }] } });
      return { ...r, id: r.pricelist_id };
    });
  for (let i = 0; i < 8; i++) list('newList', '', `价${tag}-新${i}`);
  grouped(3, 4, (g) => list('sharedList', `价${tag}-同${g}`, `价${tag}-同${g}`));
  grouped(2, 5, (g) => {
    const name = `级${tag}-${g}`;
    add('crmLevel', name, name, (s) => callAs(s, AddCrmParams, { param: { kind: 'level', name } }));
  });
  grouped(2, 5, (g) => {
    const name = `类${tag}-${g}`;
    add('goodsClass', name, name, async (s) => {
      const r = await callAs(s, AddGoodsClass, { class_name: name });
      return { ...r, id: r.class_id };
    });
  });
  const mixed: Write[] = [];
  for (let round = 0; mixed.length < byKind.flat().length; round++) for (const list of byKind) if (list[round]) mixed.push(list[round]);
  return mixed;
}

/** The refusal a write of `kind` sharing `key` gets when `holder` (the acknowledged one's name) has it. */
function refusalOf(kind: Kind, key: string, holder: string): string {
  if (kind === 'newCustomer') return `手机号 ${key} 已是客户「${holder}」的号码`;
  if (kind === 'namedGoods') return `商品编号 ${key} 已被「${holder}」使用`;
  return `${key} 名称已存在!`;
}

const flatten = (nodes: readonly GoodsClassNode[]): GoodsClassNode[] => nodes.flatMap((n) => [n, ...flatten(n.children)]);
const byId = <T extends { id: number }>(rows: T[]) => [...rows].sort((a, b) => a.id - b.id);

describe('two processes, one database, master data written at once', () => {
  it('answers no write with 50000 or busy; one write per phone, goods number and name wins; every acknowledged write reads back exactly once', async () => {
    const [a, b] = processes.hosts;
    const master = await loginAt(a.base, 'demo_admin');
    const sessions: MixSession[] = [master, await loginAt(b.base, 'demo_admin'), await loginAt(a.base, 'demo_admin'), await loginAt(b.base, 'demo_admin')];
    const u = await prepare(master);
    const writes = writesOf(u);
    expect(writes.length).toBeGreaterThanOrEqual(150);

    const replies: Reply[] = await Promise.all(
      writes.map(async (w) => {
        const r = await w.call(sessions[w.session]);
        return { kind: w.kind, key: w.key, value: w.value, host: w.session % 2, err_code: r.err_code, err_msg: r.err_msg, id: r.id };
      }),
    );

    // Nothing failed for being concurrent.
    expect(replies.filter((r) => r.err_code === ErrCode.INTERNAL || r.err_code === ErrCode.BUSY)).toEqual([]);
    const ok = (kind: Kind) => replies.filter((r) => r.kind === kind && r.err_code === 0);

    // Each group sharing a phone, number or name met both processes, and exactly one of it was acknowledged;
    // the others were refused naming the one that has it.
    for (const kind of ['newCustomer', 'namedGoods', 'sharedList', 'crmLevel', 'goodsClass'] as const) {
      const groups = new Map<string, Reply[]>();
      for (const r of replies.filter((x) => x.kind === kind)) groups.set(r.key, [...(groups.get(r.key) ?? []), r]);
      for (const [key, group] of groups) {
        expect([kind, key, new Set(group.map((r) => r.host)).size]).toEqual([kind, key, 2]);
        const winners = group.filter((r) => r.err_code === 0);
        expect([kind, key, winners.length]).toEqual([kind, key, 1]);
        const refusal = { err_code: ErrCode.CONFLICT, err_msg: refusalOf(kind, key, winners[0].value) };
        expect(group.filter((r) => r.err_code !== 0).map(({ err_code, err_msg }) => ({ err_code, err_msg }))).toEqual(Array(group.length - 1).fill(refusal));
      }
    }
    // Writes that share nothing were all acknowledged.
    for (const kind of ['numberedGoods', 'follow', 'newList'] as const) expect(replies.filter((r) => r.kind === kind && r.err_code !== 0)).toEqual([]);
    // A toggle is acknowledged, or refused because the item already is in that state.
    const toggles = replies.filter((r) => r.kind === 'goodsState');
    expect(toggles.filter((r) => r.err_code !== 0 && !(r.err_code === ErrCode.BAD_REQUEST && r.err_msg === '商品已是该状态'))).toEqual([]);

    // Read back over the API: the customers of the run's phones, exactly the acknowledged ones.
    const customers = await callAs(master, GetErpCrmByTags, { param: { z_name: `客${u.tag}-`, page_count: 100 } });
    expect(byId(customers.data.map((c) => ({ id: c.crm_id, name: c.z_name, phone: c.z_phone })))).toEqual(byId(ok('newCustomer').map((r) => ({ id: r.id!, name: r.value, phone: r.key }))));
    expect(customers.count).toBe(ok('newCustomer').length);

    // The goods of the run's class: the toggled item, the winner of each number, every numbered one.
    const goods = await callAs(master, GetErpGoods, { param: { class_id: u.classId, page_count: 100 } });
    const created = [...ok('namedGoods'), ...ok('numberedGoods')];
    expect(goods.count).toBe(created.length + 1);
    const listed = goods.data.filter((g) => g.goods_id !== u.toggleGoodsId);
    expect(byId(listed.map((g) => ({ id: g.goods_id, name: g.goods_name })))).toEqual(byId(created.map((r) => ({ id: r.id!, name: r.value }))));
    for (const r of ok('namedGoods')) expect(listed.find((g) => g.goods_id === r.id)?.goods_no).toBe(r.key);
    const numbers = listed.filter((g) => ok('numberedGoods').some((r) => r.id === g.goods_id)).map((g) => g.goods_no);
    expect(numbers).toHaveLength(16);
    expect(new Set(numbers).size).toBe(numbers.length);
    for (const no of numbers) expect(no).toMatch(new RegExp(`^${u.prefix}\\d{5,}$`));

    // The follow-ups of the customer: each acknowledged one once.
    const follows = await callAs(master, GetFollows, { param: { crm_id: u.followCrmId, page_count: 100 } });
    expect(follows.count).toBe(ok('follow').length);
    expect(byId(follows.data.map((f) => ({ id: f.follow_id, content: f.content })))).toEqual(byId(ok('follow').map((r) => ({ id: r.id!, content: r.value }))));

    // The toggled item: only changes were acknowledged, so stops and starts alternate from "on sale";
    // it ends in the state of the last acknowledged one.
    const stops = ok('goodsState').filter((r) => r.value === String(GoodsState.stopped)).length;
    const starts = ok('goodsState').length - stops;
    expect(stops).toBeGreaterThanOrEqual(1);
    expect([stops, starts, stops - starts]).toEqual([stops, starts, stops > starts ? 1 : 0]);
    const toggled = goods.data.find((g) => g.goods_id === u.toggleGoodsId);
    expect(toggled?.state).toBe(stops > starts ? GoodsState.stopped : GoodsState.onSale);

    // The price lists of the run, each with its one line.
    const lists = (await callAs(master, AjaxPricingList)).data.filter((l) => l.name.startsWith(`价${u.tag}-`));
    expect(byId(lists.map((l) => ({ id: l.pricelist_id, name: l.name })))).toEqual(byId([...ok('newList'), ...ok('sharedList')].map((r) => ({ id: r.id!, name: r.value }))));
    for (const l of lists) expect(l.lines.map((x) => [x.class_id, x.unit_price])).toEqual([[u.classId, '9.90']]);

    // The customer levels and goods classes of the run.
    const levels = (await callAs(master, GetCrmParams, { param: { kind: 'level' } })).levels.filter((l) => l.name.startsWith(`级${u.tag}-`));
    expect(byId(levels.map((l) => ({ id: l.id, name: l.name })))).toEqual(byId(ok('crmLevel').map((r) => ({ id: r.id!, name: r.value }))));
    const classes = flatten((await callAs(master, GetGoodsClass)).data).filter((c) => c.class_name.startsWith(`类${u.tag}-`));
    expect(byId(classes.map((c) => ({ id: c.class_id, name: c.class_name })))).toEqual(byId(ok('goodsClass').map((r) => ({ id: r.id!, name: r.value }))));
  }, 180_000);

  it('numbers a new item again, never answering busy, when a save naming the number it chose commits first', async () => {
    const [a, b] = processes.hosts;
    const sessions: MixSession[] = [await loginAt(a.base, 'demo_admin'), await loginAt(b.base, 'demo_admin')];
    const u = await prepare(sessions[0]);
    // The numbers the server will choose next, named by saves running at the same time as saves that leave the number to it.
    const taken = (await callAs(sessions[0], GetErpGoods, { param: { keyword: u.prefix, page_count: 100, order: 'goods_no desc' } })).data
      .map((g) => g.goods_no.slice(u.prefix.length))
      .filter((rest) => /^\d+$/.test(rest))
      .map(Number);
    const next = Math.max(0, ...taken) + 1;
    const goods = (no: string, name: string) => ({ goods_no: no, goods_name: name, class_id: u.classId, unit_id: u.unitId, kind: GoodsKind.hardware });
    const writes = Array.from({ length: 24 }, (_, i) => {
      const named = i % 2 === 0;
      const no = named ? `${u.prefix}${String(next + i / 2).padStart(5, '0')}` : '';
      return { named, no, name: `${named ? '指定' : '自编'}${u.tag}-${i}`, session: sessions[i % 2] };
    });
    const replies = await Promise.all(writes.map(async (w) => ({ ...w, reply: await callAs(w.session, SaveGoods, { data: goods(w.no, w.name) }) })));

    // Every save the server numbered was made; a named one was made or told who has its number.
    expect(replies.filter((r) => !r.named && r.reply.err_code !== 0).map((r) => r.reply)).toEqual([]);
    for (const r of replies.filter((x) => x.named && x.reply.err_code !== 0)) {
      expect(r.reply.err_code).toBe(ErrCode.CONFLICT);
      expect(r.reply.err_msg).toMatch(new RegExp(`^商品编号 ${r.no} 已被「自编${u.tag}-\\d+」使用$`));
    }
    const listed = (await callAs(sessions[0], GetErpGoods, { param: { class_id: u.classId, page_count: 100 } })).data.filter((g) => g.goods_id !== u.toggleGoodsId);
    const made = replies.filter((r) => r.reply.err_code === 0);
    expect(listed.map((g) => g.goods_name).sort()).toEqual(made.map((r) => r.name).sort());
    expect(new Set(listed.map((g) => g.goods_no)).size).toBe(listed.length);
    for (const r of made.filter((x) => x.named)) expect(listed.find((g) => g.goods_name === r.name)?.goods_no).toBe(r.no);
  }, 120_000);
});
