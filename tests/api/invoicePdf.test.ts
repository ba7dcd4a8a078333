/**
 * The document an issued invoice downloads as: an electronic invoice (电子发票) in Chinese, drawn from
 * the invoice's own data. The text is read back as a PDF reader extracts it (pdf.js).
 */
import { INVOICE_SELLER } from '../../src/common/constants';
import { dayStartMs, InvoiceGetLists } from '../../src/common/invoice';
import { putFile } from '../../server/files';
import { shopId } from '../helpers/invoiceFixtures';
import { pdfPagesText } from '../helpers/pdfText';
import { eachTestBackend, type TestBackend, type TestClient } from '../helpers/testApp';

let b: TestBackend;
let master: TestClient;
let demoShop: number;
eachTestBackend(async (backend, client) => {
  [b, master] = [backend, client];
  demoShop = await shopId(b, '演示家具厂');
});

interface IssuedInvoice {
  invoiceNo: string;
  invoiceType: 1 | 2;
  header: string;
  taxNo: string;
  /** [what, billing month, fen] */
  items: [string, string, number][];
  /** 'YYYY-MM-DD', China time. */
  issued: string;
}

/** An invoice the platform has issued, with its items, as the database holds one. */
async function issueInvoice(inv: IssuedInvoice): Promise<number> {
  const createdAt = dayStartMs(inv.issued) - 3 * 86_400_000;
  const amount = inv.items.reduce((sum, [, , fen]) => sum + fen, 0);
  const user = await b.db.selectFrom('users').select('user_id').where('shop_id', '=', demoShop).orderBy('user_id').executeTakeFirstOrThrow();
  const { invoice_id } = await b.db
    .insertInto('invoices')
    .values({
      shop_id: demoShop,
      user_id: user.user_id,
      amount,
      item_count: inv.items.length,
      invoice_state: 2,
      invoice_no: inv.invoiceNo,
      file_id: null,
      issue_date: dayStartMs(inv.issued) + 10 * 3_600_000,
      comments: '',
      create_date: createdAt,
      update_date: createdAt,
      issue_type: inv.invoiceType,
      invoice_type: inv.invoiceType,
      invoice_header: inv.header,
      tax_no: inv.taxNo,
      bank_name: '',
      bank_no: '',
      reg_address: '',
      reg_phone: '',
      address_id: 0,
      receiver: '陈建国',
      telephone: '13800138000',
      mail: 'finance@demo-furniture.cn',
      postcode: '',
      mail_address: '广东省佛山市顺德区乐从镇',
    })
    .returning('invoice_id')
    .executeTakeFirstOrThrow();
  for (const [source, month, fen] of inv.items) {
    const { acct_item_id } = await b.db
      .insertInto('acct_items')
      .values({ shop_id: demoShop, item_type_name: '云拆单', item_source_name: source, amount: fen, billing_cycle_id: month, invoice_id, created_at: createdAt })
      .returning('acct_item_id')
      .executeTakeFirstOrThrow();
    await b.db.insertInto('invoice_items').values({ shop_id: demoShop, invoice_id, acct_item_id, amount: fen }).execute();
  }
  return invoice_id;
}

/** Downloads an invoice's file as the list links it. */
async function download(invoiceNo: string): Promise<{ res: Response; bytes: Uint8Array }> {
  const r = await master.call(InvoiceGetLists, { param: { invoice_state: 2, page_count: 100 } });
  const row = r.data.find((x) => x.invoice_no === invoiceNo)!;
  const res = await master.raw(row.invoice_file);
  expect(res.status).toBe(200);
  return { res, bytes: new Uint8Array(await res.arrayBuffer()) };
}

/** The text of each page, and the same without any white space (labels set one character a line). */
async function pagesOf(bytes: Uint8Array) {
  const pages = await pdfPagesText(bytes);
  return { pages, compact: pages.map((p) => p.replace(/\s+/g, '')) };
}

describe('the invoice PDF', () => {
  it('[INV-LIST-21] is an electronic invoice in Chinese: buyer, seller, items, the total in figures and in capitals', async () => {
    await issueInvoice({
      invoiceNo: '26442000000000900001',
      invoiceType: 1,
      header: '佛山市演示家具制造有限公司',
      taxNo: '91440606MA51XK3R2T',
      items: [
        ['云拆单服务费（300 单）', '2026-09', 84_000],
        ['短信通知服务（2000 条）', '2026-09', 10_000],
        ['软件包月 - 标准版（5 个账号）', '2026-09', 29_456],
      ],
      issued: '2026-10-08',
    });
    const { res, bytes } = await download('26442000000000900001');
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(new TextDecoder('latin1').decode(bytes.slice(0, 5))).toBe('%PDF-');
    // The font's glyphs are embedded as a subset: tens of KB, not the font's megabytes.
    expect(bytes.byteLength).toBeLessThan(80_000);

    const { pages, compact } = await pagesOf(bytes);
    expect(pages).toHaveLength(1);
    const [text] = compact;
    for (const expected of [
      '电子发票（普通发票）',
      '发票号码：26442000000000900001',
      '开票日期：2026年10月08日',
      '购买方信息',
      '名称：佛山市演示家具制造有限公司',
      '统一社会信用代码/纳税人识别号：91440606MA51XK3R2T',
      '销售方信息',
      `名称：${INVOICE_SELLER.name}`,
      `统一社会信用代码/纳税人识别号：${INVOICE_SELLER.taxNo}`,
      '项目名称',
      '金额',
      '税率/征收率',
      '税额',
      // Each item before tax, at 6 %, and its tax: 840.00 = 792.45 + 47.55.
      '*信息技术服务*云拆单服务费（300单）2026-09792.456%47.55',
      '*信息技术服务*短信通知服务（2000条）2026-0994.346%5.66',
      '*信息技术服务*软件包月-标准版（5个账号）2026-09277.896%16.67',
      '合计¥1164.68¥69.88',
      '价税合计（大写）壹仟贰佰叁拾肆元伍角陆分（小写）¥1234.56',
      '备注',
      '开票人：',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('增值税专用发票');
  });

  it('[INV-LIST-21] of a special VAT invoice is titled 电子发票（增值税专用发票） and names the buyer\'s bank under 备注', async () => {
    // The demo shop's invoices of the seed are special VAT invoices.
    const r = await master.call(InvoiceGetLists, { param: { invoice_state: 2, page_count: 1 } });
    const issued = r.data[0];
    const { compact } = await pagesOf((await download(issued.invoice_no)).bytes);
    expect(compact[0]).toContain('电子发票（增值税专用发票）');
    expect(compact[0]).toContain(`发票号码：${issued.invoice_no}`);
    expect(compact[0]).toContain(`开票日期：${issued.issue_date.slice(0, 4)}年${issued.issue_date.slice(5, 7)}月${issued.issue_date.slice(8, 10)}日`);
    expect(compact[0]).toContain('名称：佛山市演示家具制造有限公司');
    expect(compact[0]).toContain(`（小写）¥${issued.amount}`);
    expect(compact[0]).toContain('购方开户银行：中国工商银行佛山顺德乐从支行；银行账号：2013014509100123456');
  });

  it('writes 零 and 整 in the capitals as the rules for amounts ask', async () => {
    await issueInvoice({ invoiceNo: '26442000000000900002', invoiceType: 1, header: '南海区某某家具店', taxNo: '', items: [['全景渲染服务（10 张）', '2026-08', 1_000_500]], issued: '2026-09-03' });
    const { compact } = await pagesOf((await download('26442000000000900002')).bytes);
    expect(compact[0]).toContain('价税合计（大写）壹万零伍元整（小写）¥10005.00');
  });

  it('continues the items of a long invoice over more pages, each item once, the totals on every page', async () => {
    const items: [string, string, number][] = Array.from({ length: 24 }, (_, i) => [`云拆单服务费（第 ${i + 1} 批，${100 + i} 单）`, '2026-07', 28_000 + i * 280]);
    await issueInvoice({ invoiceNo: '26442000000000900003', invoiceType: 1, header: '佛山市演示家具制造有限公司', taxNo: '91440606MA51XK3R2T', items, issued: '2026-08-05' });
    const { pages, compact } = await pagesOf((await download('26442000000000900003')).bytes);
    expect(pages.length).toBeGreaterThan(1);
    const all = compact.join('');
    for (const [name] of items) {
      const printed = `*信息技术服务*${name.replace(/\s+/g, '')}`;
      expect(all.split(printed)).toHaveLength(2);
    }
    compact.forEach((page, i) => {
      expect(page).toContain(`共${pages.length}页第${i + 1}页`);
      expect(page).toContain('名称：佛山市演示家具制造有限公司');
      // 24 items of 280.00 + i × 2.80 yuan.
      expect(page).toContain('价税合计（大写）柒仟肆佰玖拾贰元捌角整（小写）¥7492.80');
    });
  });

  it('shows an invoice without item rows as one line of its whole amount', async () => {
    const no = '26442000000000900004';
    const id = await issueInvoice({ invoiceNo: no, invoiceType: 1, header: '批量测试有限公司', taxNo: '', items: [['云拆单服务费', '2026-06', 52_000]], issued: '2026-07-02' });
    await b.db.deleteFrom('invoice_items').where('invoice_id', '=', id).execute();
    const { compact } = await pagesOf((await download(no)).bytes);
    expect(compact[0]).toContain('*信息技术服务*平台服务费490.576%29.43');
    expect(compact[0]).toContain('价税合计（大写）伍佰贰拾元整（小写）¥520.00');
  });

  it('[INV-LIST-21] a file stored for an issued invoice is answered as it is, under its own extension', async () => {
    const id = await issueInvoice({ invoiceNo: '26442000000000900005', invoiceType: 1, header: '佛山市演示家具制造有限公司', taxNo: '', items: [['云拆单服务费', '2026-06', 52_000]], issued: '2026-07-02' });
    const content = new TextEncoder().encode('<ofd>the tax authority issued this</ofd>');
    const fileId = await putFile(b.db, { shopId: demoShop, name: 'issued.ofd', mime: 'application/ofd', bytes: content, now: b.clock.now() });
    await b.db.updateTable('invoices').set({ file_id: fileId }).where('invoice_id', '=', id).execute();
    const r = await master.call(InvoiceGetLists, { param: { invoice_state: 2, page_count: 100 } });
    expect(r.data.find((x) => x.invoice_id === id)!.invoice_file_name).toBe('26442000000000900005.ofd');
    const { res, bytes } = await download('26442000000000900005');
    expect(res.headers.get('content-type')).toBe('application/ofd');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="26442000000000900005.ofd"');
    expect(Array.from(bytes)).toEqual(Array.from(content));
  });
});
