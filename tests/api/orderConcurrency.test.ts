/**
 * Order writes raced across two server processes on one database (one SQLite file, or PostgreSQL
 * when DATABASE_URL names one), from four sessions of demo_admin, two on each process: new orders
 * take different numbers; one order confirmed by forty calls at once is confirmed once and the
 * others are told it has changed; receipts that together exceed what is due are taken exactly as
 * far as they fit; drawings uploaded at once to an order near its limit are kept as far as they
 * fit; memos added at once are each kept once. No reply is an internal error (50000) or "busy", and the order log holds one row per
 * acknowledged write, none for a refused one.
 */
import { ErrCode } from '../../src/common/api';
import { SaveCrm, CrmType } from '../../src/common/crm';
import { GetErpGoods, GoodsKind, GoodsState } from '../../src/common/goods';
import { ORDER_FILES_MAX, OrderFileList, UploadOrderFile } from '../../src/common/orderFiles';
import { AddMemo, OrderMemoList } from '../../src/common/orderMemos';
import { ErpPayData, SetPayment } from '../../src/common/orderPayments';
import { ConfirmOrd, GetOrderLogs, NewOrd, RecOrd, StoreSellerOrd, SubmitOrd, type OrderDataInput } from '../../src/common/orders';
import { yuanToFen } from '../../src/common/money';
import { pngBytes } from '../helpers/png';
import { startServerProcesses, type ServerProcesses } from '../helpers/serverProcesses';
import { callAs, loginAt, type MixSession } from '../helpers/writeMix';

let processes: ServerProcesses;
let sessions: MixSession[];

beforeAll(async () => {
  processes = await startServerProcesses(2, 'orders');
  const [a, b] = processes.hosts;
  sessions = [await loginAt(a.base, 'demo_admin'), await loginAt(b.base, 'demo_admin'), await loginAt(a.base, 'demo_admin'), await loginAt(b.base, 'demo_admin')];
}, 240_000);

afterAll(() => processes?.stop());

const session = (i: number) => sessions[i % sessions.length];
const failedHard = (replies: readonly { err_code: number }[]) => replies.filter((r) => r.err_code === ErrCode.INTERNAL || r.err_code === ErrCode.BUSY);

let dealers = 0;
/** A whole order for a new dealer: a board and a hardware line of the demo shop's goods in use. */
async function fullOrder(tag: string): Promise<OrderDataInput> {
  const master = sessions[0];
  dealers += 1;
  const dealer = await callAs(master, SaveCrm, { data: { z_name: `并发经销商${tag}`, z_phone: `1360000${String(3000 + dealers)}`, crm_type: CrmType.dealer } });
  expect(dealer.err_code).toBe(0);
  const first = async (kind: number) => (await callAs(master, GetErpGoods, { param: { kind, state: GoodsState.onSale, page_count: 1 } })).data[0].goods_id;
  return {
    store_crm_id: dealer.crm_id,
    cosignee_name: `并发${tag}`,
    cosignee_phone: '13912345678',
    cosignee_address: '广东省佛山市顺德区新城路 1 号',
    delivery_date: '2026-12-20',
    rooms: [{ room_name: '主卧', plates: [{ plate_name: '侧板', length: 2400, width: 580, thickness: 18, goods_id: await first(GoodsKind.board), qty: 2 }], goods: [{ goods_id: await first(GoodsKind.hardware), qty: '12' }] }],
  };
}

/** A new order moved through the API as far as `state` (0 draft, 1 submitted, 2 received, 3 confirmed). */
async function orderAt(state: number, tag: string): Promise<string> {
  const master = sessions[0];
  const made = await callAs(master, NewOrd, { data: await fullOrder(tag) });
  expect(made.err_code).toBe(0);
  for (const move of [SubmitOrd, RecOrd, ConfirmOrd].slice(0, state)) expect(await callAs(master, move, { order_no: made.order_no })).toMatchObject({ err_code: 0 });
  return made.order_no;
}

/** Uploads a small PNG drawing as the drawer does (multipart). */
async function upload(s: MixSession, orderNo: string, name: string): Promise<{ err_code: number; err_msg?: string }> {
  const form = new FormData();
  form.append('order_no', orderNo);
  form.append('file', new Blob([new Uint8Array(pngBytes(8, 8))]), name);
  const res = await fetch(`${s.base}/api${UploadOrderFile.path}`, { method: 'POST', body: form, headers: { origin: s.base, 'x-requested-with': 'XMLHttpRequest', cookie: s.cookie } });
  return (await res.json()) as { err_code: number; err_msg?: string };
}

const logsOf = async (no: string) => (await callAs(sessions[1], GetOrderLogs, { order_no: no })).data.map((l) => l.action);

describe('order writes raced across two processes', () => {
  it('[API-ORD-26] forty new orders at once take forty different numbers, each listed once', async () => {
    const data = await fullOrder('新建');
    const replies = await Promise.all(Array.from({ length: 40 }, (_, i) => callAs(session(i), NewOrd, { data })));
    expect(failedHard(replies)).toEqual([]);
    expect(replies.filter((r) => r.err_code !== 0)).toEqual([]);
    const numbers = replies.map((r) => r.order_no);
    expect(new Set(numbers).size).toBe(40);
    const listed = await callAs(sessions[1], StoreSellerOrd, { param: { store_crm_id: data.store_crm_id, page_count: 100 } });
    expect(listed.data.map((o) => o.order_no).sort()).toEqual([...numbers].sort());
  }, 120_000);

  it('[API-ORD-45] forty confirmOrd of one order at once confirm it once; the rest are told it has changed, and log nothing', async () => {
    const no = await orderAt(2, '确认');
    const replies = await Promise.all(Array.from({ length: 40 }, (_, i) => callAs(session(i), ConfirmOrd, { order_no: no })));
    expect(failedHard(replies)).toEqual([]);
    expect(replies.filter((r) => r.err_code === 0)).toHaveLength(1);
    const refused = replies.filter((r) => r.err_code !== 0);
    expect(refused.map((r) => [r.err_code, r.err_msg])).toEqual(Array(39).fill([ErrCode.CONFLICT, '订单已变更（当前已确认），请刷新后重试']));
    expect((await logsOf(no)).filter((a) => a.startsWith('确认订单'))).toHaveLength(1);
  }, 120_000);

  it('[API-ORD-10] thirty receipts at once that together exceed what is due: exactly those that fit are taken', async () => {
    const no = await orderAt(3, '收款');
    const dueFen = yuanToFen((await callAs(sessions[0], ErpPayData, { order_no: no })).data.due)!;
    // Ten receipts fit: each a tenth of what is due (rounded down to the fen), so an eleventh would exceed it.
    const partFen = Math.floor(dueFen / 10);
    expect(partFen).toBeGreaterThan(0);
    const amount = (partFen / 100).toFixed(2);
    const replies = await Promise.all(Array.from({ length: 30 }, (_, i) => callAs(session(i), SetPayment, { order_no: no, amount, method: 1, paid_date: '2026-11-20', comment: `第${i}笔` })));
    expect(failedHard(replies)).toEqual([]);
    expect(replies.filter((r) => r.err_code === 0)).toHaveLength(10);
    expect(replies.filter((r) => r.err_code !== 0).every((r) => r.err_code === ErrCode.CONFLICT)).toBe(true);
    const after = (await callAs(sessions[1], ErpPayData, { order_no: no })).data;
    expect(yuanToFen(after.paid)).toBe(10 * partFen);
    expect(yuanToFen(after.due)).toBe(dueFen - 10 * partFen);
    expect((await logsOf(no)).filter((a) => a.startsWith('收款'))).toHaveLength(10);
  }, 120_000);

  it('[API-ORD-17] memos added to one order at once from both processes are each kept once, each with its log row', async () => {
    const no = await orderAt(0, '备忘');
    const replies = await Promise.all(Array.from({ length: 30 }, (_, i) => callAs(session(i), AddMemo, { order_no: no, content: `并发备忘 ${i}` })));
    expect(failedHard(replies)).toEqual([]);
    expect(replies.filter((r) => r.err_code !== 0)).toEqual([]);
    const memos = await callAs(sessions[1], OrderMemoList, { param: { order_no: no, page_count: 100 } });
    expect(memos.data.map((m) => m.content).sort()).toEqual(Array.from({ length: 30 }, (_, i) => `并发备忘 ${i}`).sort());
    expect((await logsOf(no)).filter((a) => a.startsWith('添加备忘'))).toHaveLength(30);
  }, 120_000);

  it('[API-ORD-39] drawings uploaded at once to an order near its limit: exactly those that fit are kept, each logged once', async () => {
    const no = await orderAt(0, '图纸');
    for (let i = 0; i < ORDER_FILES_MAX - 5; i++) expect((await upload(sessions[0], no, `已有${i}.png`)).err_code).toBe(0);
    const replies = await Promise.all(Array.from({ length: 12 }, (_, i) => upload(session(i), no, `并发${i}.png`)));
    expect(failedHard(replies)).toEqual([]);
    expect(replies.filter((r) => r.err_code === 0)).toHaveLength(5);
    expect(replies.filter((r) => r.err_code !== 0).map((r) => [r.err_code, r.err_msg])).toEqual(Array(7).fill([ErrCode.CONFLICT, '一个订单最多保存30个文件，请先删除不用的文件']));
    expect((await callAs(sessions[1], OrderFileList, { order_no: no })).data).toHaveLength(ORDER_FILES_MAX);
    expect((await logsOf(no)).filter((a) => a.startsWith('上传文件'))).toHaveLength(ORDER_FILES_MAX);
  }, 120_000);
});
