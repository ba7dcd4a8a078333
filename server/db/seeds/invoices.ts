/**
 * Invoice demo data. 演示家具厂 gets two years of monthly billable items of three kinds (cloud
 * order splitting, the monthly software package, value-added services), complete company invoice
 * info, three mailing addresses and 45 invoices (three pages of 20): 39 issued (their electronic
 * invoice PDF is drawn when downloaded), 3 pending and 3 withdrawn; about twenty items of the last
 * months are still billable, and the current month's items are not billable yet. 南方板材定制 gets a
 * little of the same, so that isolation between shops can be seen.
 *
 * Everything is derived from the seed time (`demo.now`), so the data always looks recent.
 */
import { billMonthOf, dayStartMs, fullAddress, INVOICE_STATE_ISSUED, INVOICE_STATE_PENDING, INVOICE_STATE_WITHDRAWN, type InvoiceState } from '../../../src/common/invoice';
import { formatDate } from '../../../src/common/time';
import { regionPath } from '../../data/regions';
import type { FeatureSeed, SeededDemo } from '../seed';
import type { Executor } from '../schema';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

/** 'YYYY-MM' shifted by `delta` months. */
export function addMonths(month: string, delta: number): string {
  const [y, m] = month.split('-').map(Number);
  const index = y * 12 + (m - 1) + delta;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** A small deterministic generator, so the demo data is the same on every host. */
function random(seed: number) {
  let s = seed >>> 0;
  return (min: number, max: number) => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return min + (s % (max - min + 1));
  };
}

interface AddressSeed {
  receiver: string;
  codes: [string, string, string];
  address_name: string;
  postcode: string;
  telephone: string;
  mail: string;
}

interface InfoSeed {
  issue_type: number;
  invoice_type: number;
  invoice_header: string;
  tax_no: string;
  bank_name: string;
  bank_no: string;
  reg_address: string;
  reg_phone: string;
}

interface ItemRow {
  id: number;
  kind: string;
  source: string;
  amount: number;
  month: string;
}

interface ShopContext {
  db: Executor;
  shopId: number;
  userId: number;
  info: InfoSeed;
  addressId: number;
  address: { receiver: string; telephone: string; mail: string; postcode: string; mail_address: string };
  /** Province part of the invoice numbers. */
  province: string;
  nextNo: number;
}

async function insertAddresses(db: Executor, shopId: number, userId: number, list: AddressSeed[], now: number) {
  const ids: number[] = [];
  for (const [i, a] of list.entries()) {
    const names = regionPath(...a.codes);
    if (!names) throw new Error(`seed address has no region path: ${a.codes.join('/')}`);
    const row = await db
      .insertInto('mail_addresses')
      .values({
        shop_id: shopId,
        user_id: userId,
        receiver: a.receiver,
        province_id: a.codes[0],
        province_name: names[0],
        city_id: a.codes[1],
        city_name: names[1],
        region_id: a.codes[2],
        region_name: names[2],
        address_name: a.address_name,
        postcode: a.postcode,
        telephone: a.telephone,
        mail: a.mail,
        is_default: i === 0 ? 1 : 0,
        created_at: now - (list.length - i) * 30 * DAY,
        updated_at: now - (list.length - i) * 30 * DAY,
      })
      .returning('address_id')
      .executeTakeFirstOrThrow();
    ids.push(row.address_id);
  }
  return ids;
}

async function insertItems(db: Executor, shopId: number, rows: Omit<ItemRow, 'id'>[], now: number): Promise<ItemRow[]> {
  const key = (month: string, source: string) => `${month}|${source}`;
  // One multi-row INSERT, then the ids are read back by (month, source), unique per shop here.
  await db
    .insertInto('acct_items')
    .values(
      rows.map((r) => ({
        shop_id: shopId,
        item_type_name: r.kind,
        item_source_name: r.source,
        amount: r.amount,
        billing_cycle_id: r.month,
        invoice_id: null,
        // Items are settled on the 1st of the next month.
        created_at: Math.min(now, dayStartMs(`${addMonths(r.month, 1)}-01`) + 2 * HOUR),
      })),
    )
    .execute();
  const stored = await db.selectFrom('acct_items').select(['acct_item_id', 'billing_cycle_id', 'item_source_name']).where('shop_id', '=', shopId).execute();
  const ids = new Map(stored.map((r) => [key(r.billing_cycle_id, r.item_source_name), r.acct_item_id]));
  if (ids.size !== rows.length) throw new Error('seed items must be unique by month and source');
  return rows.map((r) => ({ ...r, id: ids.get(key(r.month, r.source))! }));
}

/** Creates one invoice over `items` in `state`; issued ones get a number. */
async function insertInvoice(s: ShopContext, items: ItemRow[], state: InvoiceState, createdAt: number, comments = ''): Promise<number> {
  const amount = items.reduce((sum, i) => sum + i.amount, 0);
  const issuedAt = state === INVOICE_STATE_ISSUED ? createdAt + 4 * DAY + 3 * HOUR : 0;
  const invoiceNo = state === INVOICE_STATE_ISSUED ? `${formatDate(issuedAt).slice(2, 4)}${s.province}2000${String(s.nextNo++).padStart(12, '0')}` : null;
  const row = await s.db
    .insertInto('invoices')
    .values({
      shop_id: s.shopId,
      user_id: s.userId,
      amount,
      item_count: items.length,
      invoice_state: state,
      invoice_no: invoiceNo,
      file_id: null,
      issue_date: issuedAt,
      comments,
      create_date: createdAt,
      update_date: state === INVOICE_STATE_PENDING ? createdAt : createdAt + 4 * DAY + 3 * HOUR,
      issue_type: s.info.issue_type,
      invoice_type: s.info.invoice_type,
      invoice_header: s.info.invoice_header,
      tax_no: s.info.tax_no,
      bank_name: s.info.bank_name,
      bank_no: s.info.bank_no,
      reg_address: s.info.reg_address,
      reg_phone: s.info.reg_phone,
      address_id: s.addressId,
      ...s.address,
    })
    .returning('invoice_id')
    .executeTakeFirstOrThrow();
  await s.db
    .insertInto('invoice_items')
    .values(items.map((i) => ({ shop_id: s.shopId, invoice_id: row.invoice_id, acct_item_id: i.id, amount: i.amount })))
    .execute();
  if (state !== INVOICE_STATE_WITHDRAWN) {
    await s.db
      .updateTable('acct_items')
      .set({ invoice_id: row.invoice_id })
      .where('shop_id', '=', s.shopId)
      .where('acct_item_id', 'in', items.map((i) => i.id))
      .execute();
  }
  return row.invoice_id;
}

async function insertInfo(db: Executor, shopId: number, userId: number, info: InfoSeed, addressId: number, now: number) {
  await db
    .insertInto('invoice_infos')
    .values({ ...info, shop_id: shopId, user_id: userId, address_id: addressId, create_date: now - 400 * DAY, update_date: now - 90 * DAY })
    .execute();
}

/** 'YYYY-MM-DD' of day `day` of `month`, at `hour` o'clock China time, as epoch ms. */
const at = (month: string, day: number, hour: number) => dayStartMs(`${month}-${String(day).padStart(2, '0')}`) + hour * HOUR;

async function seedDemoShop(db: Executor, demo: SeededDemo) {
  const shopId = demo.shops['演示家具厂'];
  const userId = demo.users.demo_admin;
  const financeId = demo.users.demo_finance ?? userId;
  const now = demo.now;
  const current = billMonthOf(now);
  const rnd = random(20260101);

  const addressIds = await insertAddresses(
    db,
    shopId,
    userId,
    [
      { receiver: '陈建国', codes: ['440000', '440600', '440606'], address_name: '乐从镇家具大道 88 号 演示家具厂 财务室', postcode: '528315', telephone: '13800138000', mail: 'finance@demo-furniture.cn' },
      { receiver: '王丽华', codes: ['440000', '440600', '440605'], address_name: '桂城街道南海大道北 36 号 3 楼', postcode: '528200', telephone: '13712345679', mail: 'lihua.wang@demo-furniture.cn' },
      { receiver: '李晓梅', codes: ['440000', '440100', '440106'], address_name: '天河路 385 号 太古汇一座 12 楼', postcode: '510620', telephone: '13912345678', mail: 'xiaomei.li@demo-furniture.cn' },
    ],
    now,
  );
  const info: InfoSeed = {
    issue_type: 2,
    invoice_type: 2,
    invoice_header: '佛山市演示家具制造有限公司',
    tax_no: '91440606MA51XK3R2T',
    bank_name: '中国工商银行佛山顺德乐从支行',
    bank_no: '2013014509100123456',
    reg_address: '广东省佛山市顺德区乐从镇家具大道 88 号',
    reg_phone: '0757-28812345',
  };
  await insertInfo(db, shopId, financeId, info, addressIds[0], now);

  // Two years of closed months plus the current (still open) month.
  // Prices: cloud order splitting 2.80 yuan per order, the standard package 598.00 a month,
  // SMS 0.05 yuan per message, panorama renders 3.00 yuan each.
  const rows: Omit<ItemRow, 'id'>[] = [];
  for (let k = 24; k >= 0; k--) {
    const month = addMonths(current, -k);
    const orderCount = rnd(120, 420);
    const smsCount = rnd(16, 60) * 50;
    rows.push({ kind: '云拆单', source: `云拆单服务费（${orderCount} 单）`, amount: orderCount * 280, month });
    rows.push({ kind: '软件包月', source: '软件包月 - 标准版（5 个账号）', amount: 59800, month });
    rows.push({ kind: '增值服务', source: `短信通知服务（${smsCount} 条）`, amount: smsCount * 5, month });
    if (k === 4 || k === 2) {
      const renders = rnd(20, 60);
      rows.push({ kind: '增值服务', source: `全景渲染服务（${renders} 张）`, amount: renders * 300, month });
    }
  }
  const items = await insertItems(db, shopId, rows, now);
  const ofMonth = (k: number) => items.filter((i) => i.month === addMonths(current, -k));
  const address = await db.selectFrom('mail_addresses').selectAll().where('address_id', '=', addressIds[0]).executeTakeFirstOrThrow();
  const s: ShopContext = {
    db,
    shopId,
    userId: financeId,
    info,
    addressId: addressIds[0],
    address: { receiver: address.receiver, telephone: address.telephone, mail: address.mail, postcode: address.postcode, mail_address: fullAddress(address) },
    province: '44',
    nextNo: 100_001,
  };
  const monthAfter = (k: number) => addMonths(current, -k + 1);

  // The older year: one issued invoice per item, requested early in the next month.
  for (let k = 24; k >= 13; k--) {
    for (const [j, item] of ofMonth(k).entries()) {
      await insertInvoice(s, [item], INVOICE_STATE_ISSUED, at(monthAfter(k), 3 + j, 9 + j), j === 0 && k % 4 === 0 ? '纸质发票已寄出，顺丰速运 SF14' + String(k).padStart(8, '0') : '');
    }
  }
  // A request withdrawn because the header was wrong, then requested again and issued.
  await insertInvoice(s, ofMonth(11), INVOICE_STATE_WITHDRAWN, at(monthAfter(11), 2, 15));
  // The last year: one merged invoice per month.
  for (const k of [12, 11, 10]) await insertInvoice(s, ofMonth(k), INVOICE_STATE_ISSUED, at(monthAfter(k), 5, 10), k === 10 ? '电子发票已发送至 finance@demo-furniture.cn' : '');
  // Withdrawn: one month merged (its software package was requested again on its own), and one item.
  await insertInvoice(s, ofMonth(7), INVOICE_STATE_WITHDRAWN, at(monthAfter(7), 2, 11));
  await insertInvoice(s, ofMonth(6).filter((i) => i.kind === '云拆单'), INVOICE_STATE_WITHDRAWN, at(monthAfter(6), 4, 16));
  // Pending (to be invoiced).
  for (const k of [9, 8]) await insertInvoice(s, ofMonth(k), INVOICE_STATE_PENDING, Math.min(now - DAY, at(monthAfter(k), 6, 14)));
  await insertInvoice(s, ofMonth(7).filter((i) => i.kind === '软件包月'), INVOICE_STATE_PENDING, Math.min(now - DAY, at(monthAfter(7), 8, 9)));
}

async function seedSouthShop(db: Executor, demo: SeededDemo) {
  const shopId = demo.shops['南方板材定制'];
  const userId = demo.users.south_admin;
  const now = demo.now;
  const current = billMonthOf(now);
  const rnd = random(20260202);
  const [addressId] = await insertAddresses(
    db,
    shopId,
    userId,
    [{ receiver: '黄志强', codes: ['450000', '450100', '450103'], address_name: '民族大道 136 号 南方板材定制 门店', postcode: '530022', telephone: '13600136000', mail: 'huang@nanfang-board.cn' }],
    now,
  );
  const info: InfoSeed = {
    issue_type: 1,
    invoice_type: 1,
    invoice_header: '南方板材定制',
    tax_no: '',
    bank_name: '',
    bank_no: '',
    reg_address: '',
    reg_phone: '',
  };
  await insertInfo(db, shopId, userId, info, addressId, now);
  const rows: Omit<ItemRow, 'id'>[] = [];
  for (let k = 6; k >= 1; k--) {
    const month = addMonths(current, -k);
    const n = rnd(30, 90);
    rows.push({ kind: '云拆单', source: `云拆单服务费（${n} 单）`, amount: n * 280, month });
    rows.push({ kind: '软件包月', source: '软件包月 - 基础版（2 个账号）', amount: 29800, month });
  }
  const items = await insertItems(db, shopId, rows, now);
  const ofMonth = (k: number) => items.filter((i) => i.month === addMonths(current, -k));
  const address = await db.selectFrom('mail_addresses').selectAll().where('address_id', '=', addressId).executeTakeFirstOrThrow();
  const s: ShopContext = {
    db,
    shopId,
    userId,
    info,
    addressId,
    address: { receiver: address.receiver, telephone: address.telephone, mail: address.mail, postcode: address.postcode, mail_address: fullAddress(address) },
    province: '45',
    nextNo: 200_001,
  };
  await insertInvoice(s, ofMonth(6), INVOICE_STATE_ISSUED, at(addMonths(current, -5), 4, 10));
  await insertInvoice(s, ofMonth(5), INVOICE_STATE_PENDING, Math.min(now - DAY, at(addMonths(current, -4), 6, 10)));
}

export const seedInvoices: FeatureSeed = async (trx, demo) => {
  await seedDemoShop(trx, demo);
  await seedSouthShop(trx, demo);
};
