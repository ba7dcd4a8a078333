/**
 * An order's files, its design drawings (issue 29; REQUIREMENTS API-ORD-39): uploaded through the
 * one upload pipeline (a PDF that opens as one, a PNG or JPEG decoded and encoded again, judged by
 * their bytes and never by their names), listed, downloaded as an attachment and deleted; who may
 * (SF_STORE_ORD_LIST reads; SF_STORE_ORD_NEW on a draft, SF_STORE_ORD_EDIT until arrival change),
 * in which states, another shop's and another order's files, the order log of each change (none for
 * a refusal), and the files going with the order's permanent deletion and staying through the daily
 * sweep. On SQLite, and on PostgreSQL with DATABASE_URL.
 */
import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import { ErrCode } from '../../src/common/api';
import { DelOrderFile, DownloadOrderFile, OrderFileList, UploadOrderFile } from '../../src/common/orderFiles';
import { ClearOrd, NewOrd, RealClearOrd, SendClearVCode } from '../../src/common/orders';
import type { RightCode } from '../../src/common/rights';
import { runFileSweep } from '../../server/fileSweep';
import { storeFile } from '../../server/files';
import { pngBytes } from '../helpers/png';
import { addStaffWithRights } from '../helpers/staff';
import { backendPerTest, type Json, type TestClient } from '../helpers/testApp';

const t = backendPerTest();

const AJAX = { 'x-requested-with': 'XMLHttpRequest', origin: 'http://localhost' };
const DAY = 86_400_000;

const shopId = async (name = '演示家具厂') => (await t.b.db.selectFrom('shops').select('shop_id').where('shop_name', '=', name).executeTakeFirstOrThrow()).shop_id;
const orderOf = async (no: string) => t.b.db.selectFrom('orders').selectAll().where('order_no', '=', no).executeTakeFirstOrThrow();
const logsOf = async (no: string) => (await t.b.db.selectFrom('order_logs').select('action').where('order_no', '=', no).orderBy('log_id').execute()).map((l) => l.action);
const fileRows = async () => (await t.b.db.selectFrom('files').select('file_id').execute()).length;

/** A one-page PDF, as a designer's program would save it. */
async function pdf(): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.addPage([200, 100]).drawRectangle({ x: 10, y: 10, width: 100, height: 50 });
  return doc.save();
}

/** A new draft of the demo shop, put in `state` (and the recycle bin) when given. */
async function orderIn(state = 0, deleted = 0): Promise<string> {
  const r = await t.master.call(NewOrd, { data: { cosignee_name: '图纸测试' } });
  expect(r.err_code).toBe(0);
  if (state || deleted) await t.b.db.updateTable('orders').set({ ord_state: state, is_deleted: deleted, price_lock: state >= 4 ? 1 : 0 }).where('order_no', '=', r.order_no).execute();
  return r.order_no;
}

/** Uploads `bytes` as `name` to the order, as the drawer's upload sends it (multipart). */
async function upload(c: TestClient, orderNo: string, bytes: Uint8Array, name: string): Promise<Json> {
  const form = new FormData();
  form.append('order_no', orderNo);
  form.append('file', new Blob([new Uint8Array(bytes)]), name);
  const res = await c.raw(`/api${UploadOrderFile.path}`, { method: 'POST', body: form, headers: AJAX });
  return (await res.json()) as Json;
}

/** Downloads one file as the drawer does; answers the response. */
const download = (c: TestClient, orderNo: string, fileKey: string) =>
  c.raw(`/api${DownloadOrderFile.path}`, { method: 'POST', body: new URLSearchParams({ order_no: orderNo, file_key: fileKey }).toString(), headers: { ...AJAX, 'content-type': 'application/x-www-form-urlencoded' } });

let n = 0;
/** A member of the demo shop whose only role holds exactly `rights`. */
async function holding(rights: readonly RightCode[]): Promise<TestClient> {
  n += 1;
  const person = await addStaffWithRights(t.b.db, `file_${n}`, rights, { now: t.b.clock.now() });
  const c = t.b.client({ ip: `10.9.0.${n}` });
  await c.login(person.login_name);
  return c;
}

describe('uploading and downloading', () => {
  it('[API-ORD-39] a PDF uploaded to an order is listed with its uploader, logged, and /StoreOrders-downloadF answers its very bytes as an attachment under its name', async () => {
    expect(DownloadOrderFile.path).toBe('/StoreOrders-downloadF');
    const no = await orderIn();
    const bytes = await pdf();
    const r = await upload(t.master, no, bytes, '主卧衣柜.pdf');
    expect(r).toMatchObject({ err_code: 0, err_msg: '文件已上传', file: { name: '主卧衣柜.pdf', kind: 'pdf', size: bytes.byteLength, uploader_name: '陈建国' } });
    const key = (r.file as { file_key: string }).file_key;
    expect(key).toMatch(/^[A-Za-z0-9_-]{22}$/);
    const list = await t.master.call(OrderFileList, { order_no: no });
    expect(list).toMatchObject({ err_code: 0, may_change: 1, data: [{ file_key: key, name: '主卧衣柜.pdf', kind: 'pdf' }] });
    expect(list.data[0].created_at).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    expect(await logsOf(no)).toEqual([expect.stringMatching(/^创建订单/), '上传文件：主卧衣柜.pdf']);

    const res = await download(t.master, no, key);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; .*filename\*=UTF-8''%E4%B8%BB%E5%8D%A7%E8%A1%A3%E6%9F%9C\.pdf$/);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(bytes);
  });

  it('[API-ORD-39] files are judged by their bytes: a PNG named .pdf is kept as a PNG (named .png), a JPEG taken; text, HTML or a broken PDF under any name is refused and nothing is kept or logged', async () => {
    const no = await orderIn();
    const png = await upload(t.master, no, pngBytes(30, 20), 'plan.pdf');
    expect(png).toMatchObject({ err_code: 0, file: { kind: 'png', name: 'plan.png' } });
    const got = await download(t.master, no, (png.file as { file_key: string }).file_key);
    expect(got.headers.get('content-type')).toBe('image/png');
    const jpeg = await sharp({ create: { width: 24, height: 16, channels: 3, background: '#8899aa' } }).jpeg().toBuffer();
    expect(await upload(t.master, no, jpeg, '现场照片.JPEG')).toMatchObject({ err_code: 0, file: { kind: 'jpg', name: '现场照片.JPEG' } });
    const files = await fileRows();
    const logs = await logsOf(no);
    const notDocument = (name: string) => ({ err_code: ErrCode.BAD_REQUEST, err_msg: `${name} 不能上传, 请选择pdf, png, jpg, jpeg格式的文件` });
    expect(await upload(t.master, no, new TextEncoder().encode('这不是图纸'), 'notes.pdf')).toMatchObject(notDocument('notes.pdf'));
    expect(await upload(t.master, no, new TextEncoder().encode('<html><script>alert(1)</script></html>'), 'x.png')).toMatchObject(notDocument('x.png'));
    // The signature of a PDF and nothing a reader could open.
    expect(await upload(t.master, no, new TextEncoder().encode('%PDF-1.7\n垃圾 garbage\n%%EOF'), 'broken.pdf')).toMatchObject(notDocument('broken.pdf'));
    // A PDF cut in half does not open either.
    const whole = await pdf();
    expect(await upload(t.master, no, whole.subarray(0, 40), 'cut.pdf')).toMatchObject(notDocument('cut.pdf'));
    expect(await upload(t.master, no, pngBytes(30, 20).subarray(0, 40), 'cut.png')).toMatchObject(notDocument('cut.png'));
    expect(await fileRows()).toBe(files);
    expect(await logsOf(no)).toEqual(logs);
  });

  it('[API-ORD-39] a file over 20 MB and a request without a file are refused in words', async () => {
    const no = await orderIn();
    const big = new Uint8Array(20 * 1024 * 1024 + 1);
    big.set(await pdf());
    expect(await upload(t.master, no, big, 'big.pdf')).toMatchObject({ err_code: ErrCode.BAD_REQUEST, err_msg: '文件不能大于20M' });
    const form = new FormData();
    form.append('order_no', no);
    const none = (await (await t.master.raw(`/api${UploadOrderFile.path}`, { method: 'POST', body: form, headers: AJAX })).json()) as Json;
    expect(none).toMatchObject({ err_code: ErrCode.BAD_REQUEST, err_msg: '请选择要上传的文件' });
  });

  it('[API-ORD-39] an order keeps at most 30 files', async () => {
    const no = await orderIn();
    const order = await orderOf(no);
    for (let i = 0; i < 29; i++) {
      const { fileId } = await storeFile(t.b.db, { shopId: order.shop_id, name: `${i}.pdf`, mime: 'application/pdf', bytes: new Uint8Array([37]), now: t.b.clock.now(), purpose: 'order' });
      await t.b.db.insertInto('order_files').values({ file_id: fileId, shop_id: order.shop_id, order_id: order.order_id, uploader_id: order.creator_id!, created_at: t.b.clock.now() }).execute();
    }
    expect((await upload(t.master, no, await pdf(), '30.pdf')).err_code).toBe(0);
    expect(await upload(t.master, no, await pdf(), '31.pdf')).toMatchObject({ err_code: ErrCode.CONFLICT, err_msg: '一个订单最多保存30个文件，请先删除不用的文件' });
    expect((await t.master.call(OrderFileList, { order_no: no })).data).toHaveLength(30);
  });
});

describe('who may, and when', () => {
  it('[API-ORD-39] SF_STORE_ORD_LIST alone lists and downloads but cannot upload or delete; without it nothing is read', async () => {
    const no = await orderIn();
    const key = ((await upload(t.master, no, await pdf(), 'a.pdf')).file as { file_key: string }).file_key;
    const reader = await holding(['SF_STORE_ORD_LIST']);
    expect(await reader.call(OrderFileList, { order_no: no })).toMatchObject({ err_code: 0, may_change: 0, data: [{ file_key: key }] });
    expect((await download(reader, no, key)).status).toBe(200);
    expect((await upload(reader, no, await pdf(), 'b.pdf')).err_code).toBe(ErrCode.NO_RIGHT);
    expect((await reader.call(DelOrderFile, { order_no: no, file_key: key })).err_code).toBe(ErrCode.NO_RIGHT);
    const editor = await holding(['SF_STORE_ORD_EDIT', 'SF_STORE_ORD_NEW']);
    expect((await editor.call(OrderFileList, { order_no: no })).err_code).toBe(ErrCode.NO_RIGHT);
    expect(((await (await download(editor, no, key)).json()) as Json).err_code).toBe(ErrCode.NO_RIGHT);
  });

  it('[API-ORD-39] SF_STORE_ORD_NEW adds and deletes files of a draft only; SF_STORE_ORD_EDIT of any order until it has arrived', async () => {
    const draft = await orderIn(0);
    const submitted = await orderIn(1);
    const confirmed = await orderIn(3);
    const arrived = await orderIn(5);
    const creator = await holding(['SF_STORE_ORD_NEW', 'SF_STORE_ORD_LIST']);
    expect((await upload(creator, draft, await pdf(), 'd.pdf')).err_code).toBe(0);
    expect(await upload(creator, submitted, await pdf(), 's.pdf')).toMatchObject({ err_code: ErrCode.NO_RIGHT, err_msg: '草稿以外的订单需要“修改已提交订单”权限才能添加或删除文件' });
    expect((await creator.call(OrderFileList, { order_no: submitted })).may_change).toBe(0);
    const editor = await holding(['SF_STORE_ORD_EDIT', 'SF_STORE_ORD_LIST']);
    for (const no of [draft, submitted, confirmed, arrived]) {
      const r = await upload(editor, no, pngBytes(8, 8), 'e.png');
      expect(r.err_code).toBe(0);
      expect((await editor.call(OrderFileList, { order_no: no })).may_change).toBe(1);
      expect(await editor.call(DelOrderFile, { order_no: no, file_key: (r.file as { file_key: string }).file_key })).toMatchObject({ err_code: 0, err_msg: '文件已删除' });
    }
    const onSubmitted = ((await upload(editor, submitted, await pdf(), 's.pdf')).file as { file_key: string }).file_key;
    expect((await creator.call(DelOrderFile, { order_no: submitted, file_key: onSubmitted })).err_code).toBe(ErrCode.NO_RIGHT);
  });

  it('[API-ORD-39] a finished or closed order, or one in the recycle bin, keeps its files: no upload, no deletion, nothing logged', async () => {
    for (const [state, deleted] of [[6, 0], [9, 0], [0, 1]]) {
      const no = await orderIn();
      const key = ((await upload(t.master, no, await pdf(), 'kept.pdf')).file as { file_key: string }).file_key;
      await t.b.db.updateTable('orders').set({ ord_state: state, is_deleted: deleted }).where('order_no', '=', no).execute();
      const logs = await logsOf(no);
      const refused = { err_code: ErrCode.CONFLICT, err_msg: '已完结、已关闭或在回收站中的订单不能添加或删除文件' };
      expect(await upload(t.master, no, await pdf(), 'late.pdf')).toMatchObject(refused);
      expect(await t.master.call(DelOrderFile, { order_no: no, file_key: key })).toMatchObject(refused);
      expect(await t.master.call(OrderFileList, { order_no: no })).toMatchObject({ may_change: 0, data: [{ file_key: key }] });
      expect((await download(t.master, no, key)).status).toBe(200);
      expect(await logsOf(no)).toEqual(logs);
    }
  });
});

describe('deleting, and other shops and orders', () => {
  it('[API-ORD-39] deleting a file removes its bytes and logs it; it is then not found', async () => {
    const no = await orderIn();
    const key = ((await upload(t.master, no, await pdf(), '旧图.pdf')).file as { file_key: string }).file_key;
    const files = await fileRows();
    expect(await t.master.call(DelOrderFile, { order_no: no, file_key: key })).toMatchObject({ err_code: 0 });
    expect(await fileRows()).toBe(files - 1);
    expect((await logsOf(no)).at(-1)).toBe('删除文件：旧图.pdf');
    expect((await t.master.call(OrderFileList, { order_no: no })).data).toEqual([]);
    expect(((await (await download(t.master, no, key)).json()) as Json).err_code).toBe(ErrCode.NOT_FOUND);
    expect((await t.master.call(DelOrderFile, { order_no: no, file_key: key })).err_code).toBe(ErrCode.NOT_FOUND);
  });

  it('[API-ORD-39] another shop\'s order and its files are not found; a file is found only with its own order', async () => {
    const no = await orderIn();
    const key = ((await upload(t.master, no, await pdf(), 'a.pdf')).file as { file_key: string }).file_key;
    const south = t.b.client({ ip: '10.9.9.1' });
    await south.login('south_admin');
    expect((await south.call(OrderFileList, { order_no: no })).err_code).toBe(ErrCode.NOT_FOUND);
    expect(((await (await download(south, no, key)).json()) as Json).err_code).toBe(ErrCode.NOT_FOUND);
    expect((await south.call(DelOrderFile, { order_no: no, file_key: key })).err_code).toBe(ErrCode.NOT_FOUND);
    expect((await upload(south, no, await pdf(), 'x.pdf')).err_code).toBe(ErrCode.NOT_FOUND);
    // The second shop's own seeded drawing is not the demo shop's either.
    const theirs = await t.b.db
      .selectFrom('order_files as of')
      .innerJoin('orders as o', 'o.order_id', 'of.order_id')
      .innerJoin('files as f', 'f.file_id', 'of.file_id')
      .select(['o.order_no', 'f.file_key'])
      .where('of.shop_id', '=', await shopId('南方板材定制'))
      .executeTakeFirstOrThrow();
    expect((await south.call(OrderFileList, { order_no: theirs.order_no })).data.map((f) => f.file_key)).toEqual([theirs.file_key]);
    expect(((await (await download(t.master, theirs.order_no, theirs.file_key)).json()) as Json).err_code).toBe(ErrCode.NOT_FOUND);
    // The demo file under another order of the same shop.
    const other = await orderIn();
    expect(((await (await download(t.master, other, key)).json()) as Json).err_code).toBe(ErrCode.NOT_FOUND);
    expect((await t.master.call(DelOrderFile, { order_no: other, file_key: key })).err_code).toBe(ErrCode.NOT_FOUND);
    expect((await t.master.call(OrderFileList, { order_no: no })).data).toHaveLength(1);
  });

  it('[API-ORD-39] the daily sweep keeps an order\'s files; deleting the order for good deletes them', async () => {
    const no = await orderIn();
    const { order_id: orderId } = await orderOf(no);
    const key = ((await upload(t.master, no, await pdf(), 'a.pdf')).file as { file_key: string }).file_key;
    await runFileSweep(t.b.db, t.b.clock.now() + 2 * DAY, t.b.dialect);
    expect((await download(t.master, no, key)).status).toBe(200);
    expect((await t.master.call(ClearOrd, { order_no: no })).err_code).toBe(0);
    expect((await t.master.call(SendClearVCode, { order_no: no })).err_code).toBe(0);
    const sms = await t.b.db.selectFrom('sms_outbox').select('content').orderBy('sms_id', 'desc').limit(1).executeTakeFirstOrThrow();
    const code = /\d{6}/.exec(sms.content)![0];
    expect((await t.master.call(RealClearOrd, { order_no: no, code })).err_code).toBe(0);
    expect(await t.b.db.selectFrom('files').select('file_id').where('file_key', '=', key).executeTakeFirst()).toBeUndefined();
    expect(await t.b.db.selectFrom('order_files').select('file_id').where('order_id', '=', orderId).execute()).toEqual([]);
  });
});
