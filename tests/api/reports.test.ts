/**
 * Report templates over HTTP (src/common/reports.ts, server/routes/overall/reports.ts) against the demo
 * seed: both lists with their filters, sort allow-list and paging of 30; the detail counting a view;
 * downloads (once, never one's own shop's); the template file; editing with covers judged by their
 * bytes; deleting; the library helpers; rights, tenant isolation and who may see a cover.
 */
import { runFileSweep } from '../../server/fileSweep';
import { ErrCode, LOCALE_HEADER } from '../../src/common/api';
import {
  parseReportLogo,
  REPORT_TYPES,
  ReportCopyReport,
  ReportDeleteReport,
  ReportLists,
  ReportMarketDelete,
  ReportMarketDetail,
  ReportMarketDownLoad,
  ReportMarketList,
  ReportMarketMyList,
  ReportRecycleReport,
  ReportRenameReport,
  ReportReportType,
  ReportRestoreReport,
  ReportSetDefault,
  type ReportListParams,
  type ReportTemplate,
} from '../../src/common/reports';
import { backendPerTest, type Json, type TestClient } from '../helpers/testApp';
import { addStaffWithRights } from '../helpers/staff';
import { pngBytes } from '../helpers/png';

const t = backendPerTest();

async function loggedIn(login: string): Promise<TestClient> {
  const c = t.b.client();
  await c.login(login);
  return c;
}

const shopIdOf = async (name: string) => (await t.b.db.selectFrom('shops').select('shop_id').where('shop_name', '=', name).executeTakeFirstOrThrow()).shop_id;
const templateNamed = async (name: string) => t.b.db.selectFrom('market_reports').selectAll().where('report_name', '=', name).executeTakeFirstOrThrow();
const staffLogs = async (shopId: number) => t.b.db.selectFrom('staff_logs').selectAll().where('shop_id', '=', shopId).orderBy('log_id', 'desc').execute();
/** The file key a cover path names. */
const keyOf = (path: string): string => /[?&]key=([\w-]{22})/.exec(path)?.[1] ?? '';

const market = (client: TestClient, params: ReportListParams = {}) => client.call(ReportMarketList, { params });
const mine = (client: TestClient, params: ReportListParams = {}) => client.call(ReportMarketMyList, { params });

/** Report-marketUpdate as the page sends it: multipart, covers as logos[]. */
async function update(client: TestClient, fields: Record<string, string>, covers: { bytes: Uint8Array; name: string }[] = [], headers: Record<string, string> = {}): Promise<Json> {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  for (const c of covers) form.append('logos[]', new Blob([new Uint8Array(c.bytes)]), c.name);
  const res = await client.raw('/api/Report-marketUpdate', { method: 'POST', body: form, headers: { 'x-requested-with': 'XMLHttpRequest', origin: 'http://localhost', ...headers } });
  return (await res.json()) as Json;
}

const get = (client: TestClient, path: string) => client.raw(path, { headers: { 'x-requested-with': 'XMLHttpRequest', 'sec-fetch-site': 'same-origin' } });

describe('the report market', () => {
  it('[RPT-MKT-01] [RPT-MKT-06] [RPT-MKT-07] [RPT-MY-24] [API-RPT-04] lists published templates of every shop, hottest first, with every field', async () => {
    const reply = await market(t.master);
    expect(reply.err_code).toBe(0);
    // Ten of the twelve demo templates are published; two wait for review.
    expect(reply.count).toBe(10);
    expect(reply.reports.map((r) => r.view_cnt)).toEqual([...reply.reports.map((r) => r.view_cnt)].sort((a, b) => b - a));
    expect(reply.reports[0]).toMatchObject({ report_name: '板件标签 60×40', shop_name: '演示家具厂', login_name: 'demo_admin', view_cnt: 2671, down_cnt: 540, state: 1, report_type: 31 });
    expect(new Set(reply.reports.map((r) => r.shop_name))).toEqual(new Set(['演示家具厂', '南方板材定制']));
    const keys: (keyof ReportTemplate)[] = ['report_id', 'report_name', 'report_desc', 'report_type', 'report_logo', 'view_cnt', 'down_cnt', 'create_date', 'update_date', 'shop_id', 'shop_name', 'user_id', 'login_name', 'state', 'has_downloaded'];
    expect(Object.keys(reply.reports[0]).sort()).toEqual([...keys].sort());
    expect(reply.reports[0].create_date).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    // [RPT-MY-10] report_logo is JSON with thumbs and logos.
    const logo = JSON.parse(reply.reports[0].report_logo) as { thumbs: string[]; logos: string[] };
    expect(logo.logos).toHaveLength(2);
    expect(logo.thumbs).toHaveLength(2);
    // [SPEC 4] The other shop's template it took is labelled downloaded for the demo shop.
    expect(reply.reports.find((r) => r.report_name === '入库单-板材')?.has_downloaded).toBe(1);
  });

  it('[RPT-MKT-02] [RPT-MKT-03] [RPT-MKT-05] filters by name and type; sorts only by the menu\'s orders', async () => {
    const byName = await market(t.master, { report_name: '出库' });
    expect(byName.reports.map((r) => r.report_name).sort()).toEqual(['出库单（带签收）', '销售出库单（三联）']);
    const byType = await market(t.master, { report_type: 5 });
    expect(byType.reports.map((r) => r.report_name)).toEqual(['入库单-板材']);
    // 0 is every type.
    expect((await market(t.master, { report_type: 0 })).count).toBe(10);
    const newest = await market(t.master, { order: 'create_date desc' });
    expect(newest.reports[0].report_name).toBe('盘点单-月末');
    const downloads = await market(t.master, { order: 'down_cnt desc' });
    expect(downloads.reports.map((r) => r.down_cnt)).toEqual([...downloads.reports.map((r) => r.down_cnt)].sort((a, b) => b - a));
    for (const order of ['report_name desc', 'view_cnt; drop table shops', 'shop_id asc']) {
      const bad = await market(t.master, { order });
      expect(bad.err_code).toBe(ErrCode.BAD_REQUEST);
      expect(bad.err_msg).toContain('排序参数不正确');
    }
    expect((await market(t.master, { report_type: 41 })).err_code).toBe(ErrCode.BAD_REQUEST);
    // [RPT-MKT-09] Nothing found: err_msg for the 'no data' placeholder.
    const none = await market(t.master, { report_name: '没有这个报表' });
    expect([none.err_code, none.count, none.reports, none.err_msg]).toEqual([0, 0, [], '暂无数据']);
    // A % in the name matches only itself.
    expect((await market(t.master, { report_name: '%' })).count).toBe(0);
  });

  it('[RPT-MKT-01] [API-RPT-03] [API-RPT-04] pages by 30', async () => {
    const shopId = await shopIdOf('南方板材定制');
    const user = await t.b.db.selectFrom('users').select('user_id').where('login_name', '=', 'south_admin').executeTakeFirstOrThrow();
    await t.b.db
      .insertInto('market_reports')
      .values(Array.from({ length: 35 }, (_, i) => ({ shop_id: shopId, created_by: user.user_id, report_name: `批量模板${i}`, report_desc: '', report_type: 1, content: '{}', report_logo: '{"thumbs":[],"logos":[]}', view_cnt: 1, down_cnt: 0, state: 1, created_at: 1, updated_at: 1 })))
      .execute();
    const first = await market(t.master, { curr_page: 1, page_count: 30 });
    expect([first.count, first.reports.length]).toEqual([45, 30]);
    const second = await market(t.master, { curr_page: 2, page_count: 30 });
    expect(second.reports).toHaveLength(15);
    expect(new Set([...first.reports, ...second.reports].map((r) => r.report_id)).size).toBe(45);
    // Without page_count the page is 30 too.
    expect((await market(t.master)).reports).toHaveLength(30);
  });

  it('[RPT-MKT-10] [API-RPT-05] the detail answers reportInfo and counts a view from another shop; the shop\'s own look does not count', async () => {
    const south = await templateNamed('出库单（带签收）');
    const reply = await t.master.call(ReportMarketDetail, { reportID: south.report_id });
    expect(reply.err_code).toBe(0);
    expect(reply.reportInfo).toMatchObject({ report_name: '出库单（带签收）', shop_name: '南方板材定制', view_cnt: south.view_cnt + 1, report_desc: south.report_desc });
    expect((await templateNamed('出库单（带签收）')).view_cnt).toBe(south.view_cnt + 1);
    const own = await templateNamed('收款单（简洁版）');
    await t.master.call(ReportMarketDetail, { reportID: own.report_id });
    expect((await templateNamed('收款单（简洁版）')).view_cnt).toBe(own.view_cnt);
    // Another shop's template waiting for review is not found, and not counted.
    const pending = await templateNamed('工资单-计件');
    expect((await t.master.call(ReportMarketDetail, { reportID: pending.report_id })).err_code).toBe(ErrCode.NOT_FOUND);
    expect((await templateNamed('工资单-计件')).view_cnt).toBe(pending.view_cnt);
  });

  it('[RPT-MKT-11] [RPT-MKT-12] [RPT-MKT-14] [API-RPT-06] a download copies the template into the library once, counts once and is labelled downloaded; the own shop\'s is refused', async () => {
    const demoShop = await shopIdOf('演示家具厂');
    const before = await templateNamed('送货单 A5 横版');
    const first = await t.master.call(ReportMarketDownLoad, { reportID: before.report_id, reportName: '我的送货单' });
    expect([first.err_code, first.err_msg]).toEqual([0, '报表下载成功']);
    const copy = await t.b.db.selectFrom('report_library').selectAll().where('shop_id', '=', demoShop).where('report_id', '=', first.report_id).executeTakeFirstOrThrow();
    expect(copy).toMatchObject({ report_name: '我的送货单', report_type: 28, source_id: before.report_id, content: before.content, recycled: 0 });
    expect((await templateNamed('送货单 A5 横版')).down_cnt).toBe(before.down_cnt + 1);
    const listed = (await market(t.master, { report_name: '送货单' })).reports[0];
    expect(listed.has_downloaded).toBe(1);
    expect((await staffLogs(demoShop))[0].oper_content).toContain('从报表市场下载报表“送货单 A5 横版”');

    const again = await t.master.call(ReportMarketDownLoad, { reportID: before.report_id, reportName: '再来一份' });
    expect([again.err_code, again.err_msg, again.report_id]).toEqual([0, '报表已下载', first.report_id]);
    expect((await templateNamed('送货单 A5 横版')).down_cnt).toBe(before.down_cnt + 1);
    expect(await t.b.db.selectFrom('report_library').select('report_id').where('shop_id', '=', demoShop).where('source_id', '=', before.report_id).execute()).toHaveLength(1);

    const own = await templateNamed('收款单（简洁版）');
    const refused = await t.master.call(ReportMarketDownLoad, { reportID: own.report_id, reportName: '自己的' });
    expect([refused.err_code, refused.err_msg]).toEqual([ErrCode.BAD_REQUEST, '不能下载本店铺的报表']);
    expect((await templateNamed('收款单（简洁版）')).down_cnt).toBe(own.down_cnt);
    // The name the copy takes follows the edit rules.
    const other = await templateNamed('付款单-供应商');
    const long = await t.master.call(ReportMarketDownLoad, { reportID: other.report_id, reportName: '名'.repeat(21) });
    expect([long.err_code, long.err_msg]).toEqual([ErrCode.BAD_REQUEST, '报表名称最多20个字符']);
    expect((await templateNamed('付款单-供应商')).down_cnt).toBe(other.down_cnt);
  });

  it('[API-RPT-07] the template file is the template\'s JSON, for its own shop and shops that downloaded it', async () => {
    const taken = await templateNamed('入库单-板材');
    const res = await t.master.raw('/api/Report-marketDownLoadFile', { method: 'POST', body: new URLSearchParams({ reportID: String(taken.report_id) }), headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-requested-with': 'XMLHttpRequest', origin: 'http://localhost' } });
    expect(res.headers.get('content-type')).toContain('application/json');
    expect(res.headers.get('content-disposition')).toContain(`filename*=UTF-8''${encodeURIComponent('入库单-板材.mrt')}`);
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="[\x20-\x7e]+"; filename\*=/);
    expect([res.headers.get('cache-control'), res.headers.get('x-content-type-options'), res.headers.get('content-security-policy')]).toEqual(['private, no-store', 'nosniff', "default-src 'none'; sandbox"]);
    expect(await res.json()).toMatchObject({ ReportName: '入库单-板材', ReportType: 5 });
    const notTaken = await templateNamed('付款单-供应商');
    expect((await t.master.post('/Report-marketDownLoadFile', { reportID: String(notTaken.report_id) })).err_code).toBe(ErrCode.NOT_FOUND);
    const own = await templateNamed('收款单（简洁版）');
    const ownFile = await t.master.raw('/api/Report-marketDownLoadFile', { method: 'POST', body: new URLSearchParams({ reportID: String(own.report_id) }), headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-requested-with': 'XMLHttpRequest', origin: 'http://localhost' } });
    expect(((await ownFile.json()) as { ReportName: string }).ReportName).toBe('收款单（简洁版）');
  });

  it('[RPT-MKT-03] [RPT-MKT-19] [RPT-MKT-20] [API-RPT-08] report types: ids 1–40, each with both names, its page and canJump', async () => {
    const reply = await t.master.call(ReportReportType);
    expect(reply.data.map((x) => x.type_id)).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
    expect(reply.data[0]).toEqual({ type_id: 1, type_en_name: 'Order', type_ch_name: '订单', url: 'erp.html#/orders/list', canJump: true });
    expect(reply.data.find((x) => x.type_id === 23)).toEqual({ type_id: 23, type_en_name: 'Profit statement', type_ch_name: '利润表', url: 'finance.html#/profit', canJump: false });
    expect(reply.data).toEqual(REPORT_TYPES);
  });
});

describe('my published reports', () => {
  it('[RPT-MY-02] [RPT-MY-03] [RPT-MY-04] [RPT-MY-06] [API-RPT-03] lists the shop\'s own templates newest first, pending ones included; filters by name and type', async () => {
    const reply = await mine(t.master);
    expect(reply.err_code).toBe(0);
    expect(reply.reports.map((r) => r.report_name)).toEqual(['开料单-按板材汇总', '收款单（简洁版）', '采购单-五金辅料', '销售出库单（三联）', '板件标签 60×40', '全屋定制订单（带图）']);
    expect(reply.reports[0].state).toBe(0);
    expect((await mine(t.master, { report_name: '标签' })).reports.map((r) => r.report_name)).toEqual(['板件标签 60×40']);
    expect((await mine(t.master, { report_type: 17 })).reports.map((r) => r.report_name)).toEqual(['收款单（简洁版）']);
    expect((await mine(t.master, { order: 'view_cnt desc' })).reports[0].report_name).toBe('板件标签 60×40');
    const none = await mine(t.master, { report_type: 40 });
    expect([none.count, none.err_msg]).toEqual([0, '暂无数据']);
    // In English, the placeholder's message too.
    const en = await t.master.post(ReportMarketMyList.path, { params: JSON.stringify({ report_type: 40 }) }, { [LOCALE_HEADER]: 'en-US' });
    expect(en.err_msg).toBe('no data');
    // The other shop sees its own only.
    const south = await loggedIn('south_admin');
    expect((await mine(south)).reports.every((r) => r.shop_name === '南方板材定制')).toBe(true);
  });

  it('[RPT-MY-19] [RPT-MY-20] [RPT-MY-18] [API-RPT-02] an edit with covers stores them (bytes judged), replaces the old ones and says report modified successfully', async () => {
    const demoShop = await shopIdOf('演示家具厂');
    const before = await templateNamed('收款单（简洁版）');
    const oldFiles = parseReportLogo(before.report_logo).logos.map(keyOf);
    const reply = await update(t.master, { reportID: String(before.report_id), reportName: '  收款单（新版）  ', reportDesc: '一页三张' }, [
      { bytes: pngBytes(320, 240), name: 'cover1.png' },
      { bytes: pngBytes(160, 120), name: 'cover2.jpg' },
    ]);
    expect([reply.err_code, reply.err_msg]).toEqual([0, '报表修改成功']);
    const info = reply.reportInfo as ReportTemplate;
    expect(info).toMatchObject({ report_name: '收款单（新版）', report_desc: '一页三张' });
    const logo = parseReportLogo(info.report_logo);
    expect(logo.logos).toHaveLength(2);
    for (const path of logo.logos) {
      const res = await get(t.master, path);
      expect([res.status, res.headers.get('content-type'), res.headers.get('x-content-type-options')]).toEqual([200, 'image/png', 'nosniff']);
    }
    // The old covers are no longer named, so the daily sweep takes them a day later.
    t.b.clock.advance(24 * 60 * 60 * 1000 + 1);
    await runFileSweep(t.b.db, t.b.clock.now());
    expect(await t.b.db.selectFrom('files').select('file_id').where('file_key', 'in', oldFiles).execute()).toEqual([]);
    await t.master.login('demo_admin');
    const log = (await staffLogs(demoShop))[0];
    expect(log.oper_content).toContain('修改发布的报表“收款单（新版）”');
    // Without covers the covers stay.
    const plain = await update(t.master, { reportID: String(before.report_id), reportName: '收款单（新版）', reportDesc: '只改描述' });
    expect(parseReportLogo((plain.reportInfo as ReportTemplate).report_logo).logos).toEqual(logo.logos);
  });

  it('[RPT-MY-10] report_logo is JSON text of two lists, thumbs and logos, of image paths that serve the images', async () => {
    const listed = [...(await mine(t.master)).reports, ...(await market(t.master)).reports];
    expect(listed.length).toBeGreaterThan(6);
    for (const report of listed) {
      expect(typeof report.report_logo).toBe('string');
      const logo = JSON.parse(report.report_logo) as Record<string, unknown>;
      expect(Object.keys(logo).sort()).toEqual(['logos', 'thumbs']);
      for (const list of [logo.thumbs, logo.logos]) {
        expect(Array.isArray(list)).toBe(true);
        for (const path of list as unknown[]) expect(path).toEqual(expect.stringMatching(new RegExp(`^/api/Report-image\\?report_id=${report.report_id}&key=[\\w-]{22}$`)));
      }
    }
    // The shop's own covers: every path of both lists is an image.
    const withCovers = (await mine(t.master)).reports.map((r) => JSON.parse(r.report_logo) as { thumbs: string[]; logos: string[] }).filter((l) => l.logos.length > 0);
    expect(withCovers.length).toBeGreaterThan(0);
    for (const logo of withCovers) {
      expect(logo.thumbs.length).toBeGreaterThan(0);
      for (const path of [...logo.thumbs, ...logo.logos]) {
        const res = await get(t.master, path);
        expect([res.status, res.headers.get('content-type')]).toEqual([200, 'image/png']);
      }
    }
    // An edit with new covers writes both lists anew, naming the new covers.
    const row = await templateNamed('收款单（简洁版）');
    const edited = await update(t.master, { reportID: String(row.report_id), reportName: row.report_name, reportDesc: row.report_desc }, [{ bytes: pngBytes(320, 240), name: 'new.png' }]);
    const stored = (await templateNamed('收款单（简洁版）')).report_logo;
    expect((edited.reportInfo as ReportTemplate).report_logo).toBe(stored);
    const logo = JSON.parse(stored) as { thumbs: string[]; logos: string[] };
    expect([logo.thumbs.length, logo.logos.length]).toEqual([1, 1]);
    expect(parseReportLogo(row.report_logo).logos).not.toContain(logo.logos[0]);
    for (const path of [...logo.thumbs, ...logo.logos]) expect((await get(t.master, path)).status).toBe(200);
  });

  it('[RPT-MY-16] the description is free text: any characters and line breaks kept as sent, or none at all', async () => {
    const row = await templateNamed('收款单（简洁版）');
    const id = String(row.report_id);
    const text = '  第一行：A4 纸，一页两张 ✓\n第二行 <b>不是标签</b> & "引号" 100% 😀\r\n\t最后一行  ';
    // A multipart body carries each line break as CRLF (as the browser's does).
    const sent = text.replace(/\r?\n/g, '\r\n');
    const reply = await update(t.master, { reportID: id, reportName: row.report_name, reportDesc: text });
    expect(reply.err_code).toBe(0);
    expect((reply.reportInfo as ReportTemplate).report_desc).toBe(sent);
    expect((await templateNamed('收款单（简洁版）')).report_desc).toBe(sent);
    expect((await mine(t.master, { report_name: '收款单' })).reports[0].report_desc).toBe(sent);
    // Another shop reads it as written (the template is published).
    const south = await loggedIn('south_admin');
    expect((await south.call(ReportMarketDetail, { reportID: row.report_id })).reportInfo.report_desc).toBe(sent);
    // Empty, or not sent: no description.
    expect((await update(t.master, { reportID: id, reportName: row.report_name, reportDesc: '' })).err_code).toBe(0);
    expect((await templateNamed('收款单（简洁版）')).report_desc).toBe('');
    await update(t.master, { reportID: id, reportName: row.report_name, reportDesc: '有描述' });
    expect((await update(t.master, { reportID: id, reportName: row.report_name })).err_code).toBe(0);
    expect((await templateNamed('收款单（简洁版）')).report_desc).toBe('');
  });

  it('[RPT-MY-14] [RPT-MY-15] [RPT-MY-17] [SPEC 5] the edit rules hold on the server: name required, at most 20, covers jpg/jpeg/png by their bytes', async () => {
    const row = await templateNamed('收款单（简洁版）');
    const id = String(row.report_id);
    const cases: [Record<string, string>, { bytes: Uint8Array; name: string }[], string][] = [
      [{ reportID: id, reportName: '   ', reportDesc: '' }, [], 'please fill in report name'],
      [{ reportID: id, reportName: '名'.repeat(21), reportDesc: '' }, [], 'The report name has at most 20 characters'],
      // A GIF, a text named .png and a BMP are refused with the spec's sentence.
      [{ reportID: id, reportName: '好名字', reportDesc: '' }, [{ bytes: new Uint8Array(Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1')), name: 'a.gif' }], 'images only support jpg, jpeg, png format'],
      [{ reportID: id, reportName: '好名字', reportDesc: '' }, [{ bytes: new Uint8Array(Buffer.from('plain text')), name: 'b.png' }], 'images only support jpg, jpeg, png format'],
    ];
    for (const [fields, covers, message] of cases) {
      const reply = await update(t.master, fields, covers, { [LOCALE_HEADER]: 'en-US' });
      expect([reply.err_code, reply.err_msg]).toEqual([ErrCode.BAD_REQUEST, message]);
    }
    const zh = await update(t.master, { reportID: id, reportName: '好名字', reportDesc: '' }, [{ bytes: new Uint8Array(Buffer.from('plain text')), name: 'b.png' }]);
    expect(zh.err_msg).toBe('图片只支持jpg、jpeg、png格式');
    // A good cover beside a bad one: nothing is kept (one transaction).
    const mixed = await update(t.master, { reportID: id, reportName: '好名字', reportDesc: '' }, [{ bytes: pngBytes(), name: 'ok.png' }, { bytes: new Uint8Array(Buffer.from('no')), name: 'no.png' }]);
    expect(mixed.err_code).toBe(ErrCode.BAD_REQUEST);
    expect(await templateNamed('收款单（简洁版）')).toEqual(row);
    // Exactly 20 characters is fine.
    expect((await update(t.master, { reportID: id, reportName: '名'.repeat(20), reportDesc: '' })).err_code).toBe(0);
  });

  it('[RPT-MY-22] [API-RPT-01] delete removes the shop\'s own template and its covers, says report deleted successfully; copies others took stay', async () => {
    const demoShop = await shopIdOf('演示家具厂');
    const southShop = await shopIdOf('南方板材定制');
    const row = await templateNamed('全屋定制订单（带图）');
    const covers = parseReportLogo(row.report_logo).logos.map(keyOf);
    const reply = await t.master.call(ReportMarketDelete, { reportID: row.report_id });
    expect([reply.err_code, reply.err_msg]).toEqual([0, '报表删除成功']);
    expect(await t.b.db.selectFrom('market_reports').select('report_id').where('report_id', '=', row.report_id).execute()).toEqual([]);
    // Its covers go with the daily sweep, a day later.
    t.b.clock.advance(24 * 60 * 60 * 1000 + 1);
    await runFileSweep(t.b.db, t.b.clock.now());
    expect(await t.b.db.selectFrom('files').select('file_id').where('file_key', 'in', covers).execute()).toEqual([]);
    await t.master.login('demo_admin');
    expect(await t.b.db.selectFrom('market_downloads').select('shop_id').where('report_id', '=', row.report_id).execute()).toEqual([]);
    // The other shop keeps the copy it downloaded.
    expect(await t.b.db.selectFrom('report_library').select('report_name').where('shop_id', '=', southShop).where('source_id', '=', row.report_id).execute()).toEqual([{ report_name: '全屋定制订单（带图）' }]);
    expect((await staffLogs(demoShop))[0].oper_content).toContain('删除发布的报表“全屋定制订单（带图）”');
    expect((await t.master.call(ReportMarketDelete, { reportID: row.report_id })).err_code).toBe(ErrCode.NOT_FOUND);
  });
});

describe('rights, tenants and covers', () => {
  it('[SPEC 6] SF_REPORT_MY_MARKET lists, edits and deletes publications; SF_REPORT_MARKET views and downloads; neither: nothing', async () => {
    await addStaffWithRights(t.b.db, 'rpt_my', ['SF_REPORT_MY_MARKET']);
    await addStaffWithRights(t.b.db, 'rpt_market', ['SF_REPORT_MARKET']);
    await addStaffWithRights(t.b.db, 'rpt_none', ['SF_MY_RIGHTS']);
    const my = await loggedIn('rpt_my');
    const mkt = await loggedIn('rpt_market');
    const none = await loggedIn('rpt_none');
    const own = await templateNamed('收款单（简洁版）');
    const other = await templateNamed('付款单-供应商');
    expect((await mine(my)).err_code).toBe(0);
    expect((await market(my)).err_code).toBe(ErrCode.NO_RIGHT);
    expect((await my.call(ReportMarketDownLoad, { reportID: other.report_id, reportName: 'x' })).err_code).toBe(ErrCode.NO_RIGHT);
    expect((await market(mkt)).err_code).toBe(0);
    expect((await mine(mkt)).err_code).toBe(ErrCode.NO_RIGHT);
    expect((await mkt.call(ReportMarketDelete, { reportID: own.report_id })).err_code).toBe(ErrCode.NO_RIGHT);
    expect((await update(mkt, { reportID: String(own.report_id), reportName: '改', reportDesc: '' })).err_code).toBe(ErrCode.NO_RIGHT);
    for (const c of [none]) {
      expect((await c.call(ReportReportType)).err_code).toBe(ErrCode.NO_RIGHT);
      expect((await c.call(ReportLists)).err_code).toBe(ErrCode.NO_RIGHT);
    }
    expect(await templateNamed('收款单（简洁版）')).toEqual(own);
  });

  it('a shop never edits or deletes another shop\'s template', async () => {
    const south = await loggedIn('south_admin');
    const demo = await templateNamed('板件标签 60×40');
    expect((await update(south, { reportID: String(demo.report_id), reportName: '抢来的', reportDesc: '' })).err_code).toBe(ErrCode.NOT_FOUND);
    expect((await south.call(ReportMarketDelete, { reportID: demo.report_id })).err_code).toBe(ErrCode.NOT_FOUND);
    expect(await templateNamed('板件标签 60×40')).toEqual(demo);
  });

  it('a published cover is seen by another shop\'s market user; a pending template\'s cover, any other file of the shop, and File-image are not', async () => {
    await addStaffWithRights(t.b.db, 'south_market', ['SF_REPORT_MARKET'], { shopName: '南方板材定制' });
    await addStaffWithRights(t.b.db, 'south_my', ['SF_REPORT_MY_MARKET'], { shopName: '南方板材定制' });
    const viewer = await loggedIn('south_market');
    const published = await templateNamed('板件标签 60×40');
    const cover = parseReportLogo(published.report_logo).logos[0];
    const ok = await get(viewer, cover);
    expect([ok.status, ok.headers.get('content-type'), ok.headers.get('content-security-policy')]).toEqual([200, 'image/png', "default-src 'none'; sandbox"]);
    const key = keyOf(cover);
    // The same file through File-image (members of its shop only): not found.
    expect(((await (await get(viewer, `/api/File-image?key=${key}`)).json()) as Json).err_code).toBe(ErrCode.NOT_FOUND);
    // Without SF_REPORT_MARKET another shop sees no cover.
    const noMarket = await loggedIn('south_my');
    expect(((await (await get(noMarket, cover)).json()) as Json).err_code).toBe(ErrCode.NOT_FOUND);
    // A pending template's cover is its own shop's only.
    const pending = await templateNamed('开料单-按板材汇总');
    const pendingCover = parseReportLogo(pending.report_logo).logos[0];
    expect(((await (await get(viewer, pendingCover)).json()) as Json).err_code).toBe(ErrCode.NOT_FOUND);
    expect((await get(t.master, pendingCover)).status).toBe(200);
    // A published template does not open the shop's other files: a file it does not name is not found.
    const demoShop = await shopIdOf('演示家具厂');
    const other = await t.b.db.selectFrom('files').select('file_key').where('shop_id', '=', demoShop).where('file_key', '!=', key).executeTakeFirstOrThrow();
    const sneaky = `/api/Report-image?report_id=${published.report_id}&key=${other.file_key}`;
    expect(((await (await get(viewer, sneaky)).json()) as Json).err_code).toBe(ErrCode.NOT_FOUND);
  });
});

describe('the library helpers', () => {
  it('[API-RPT-09] [API-RPT-10] [API-RPT-11] [API-RPT-15] lists, copies, renames and sets the default per type, each logged', async () => {
    const demoShop = await shopIdOf('演示家具厂');
    const list = await t.master.call(ReportLists);
    expect(list.data.map((r) => [r.report_name, r.report_type, r.is_default])).toEqual([
      ['标准订单', 1, 1],
      ['销售单', 3, 1],
      ['入库单-板材', 5, 0],
      ['板件标签 80×50', 31, 1],
    ]);
    expect((await t.master.call(ReportLists, { report_type: 1 })).data.map((r) => r.report_name)).toEqual(['标准订单']);
    expect((await t.master.call(ReportLists, { recycled: 1 })).data.map((r) => r.report_name)).toEqual(['旧版订单']);

    const original = list.data[0];
    const copy = await t.master.call(ReportCopyReport, { reportID: original.report_id });
    expect(copy.err_code).toBe(0);
    const copied = (await t.master.call(ReportLists, { report_type: 1 })).data.find((r) => r.report_id === copy.report_id);
    expect(copied).toMatchObject({ report_name: '标准订单-副本', is_default: 0, recycled: 0 });

    const rename = await t.master.call(ReportRenameReport, { reportID: copy.report_id, reportName: '订单（带图）' });
    expect(rename.err_code).toBe(0);
    expect((await t.master.call(ReportRenameReport, { reportID: copy.report_id, reportName: '' })).err_msg).toBe('请填写报表名称');

    const made = await t.master.call(ReportSetDefault, { reportID: copy.report_id });
    expect([made.err_code, made.err_msg]).toEqual([0, '设为默认成功']);
    const type1 = (await t.master.call(ReportLists, { report_type: 1 })).data;
    expect(type1.map((r) => [r.report_name, r.is_default])).toEqual([
      ['标准订单', 0],
      ['订单（带图）', 1],
    ]);
    const texts = (await staffLogs(demoShop)).slice(0, 3).map((l) => l.oper_content);
    expect(texts).toEqual(['报表“订单（带图）”设为默认', '报表“标准订单-副本”改名为“订单（带图）”', '复制报表“标准订单”']);
  });

  it('[API-RPT-12] [API-RPT-13] [API-RPT-14] recycles (no longer default), restores, and deletes for good only from the recycle bin', async () => {
    const [order] = (await t.master.call(ReportLists, { report_type: 1 })).data;
    const early = await t.master.call(ReportDeleteReport, { reportID: order.report_id });
    expect([early.err_code, early.err_msg]).toEqual([ErrCode.BAD_REQUEST, '请先将报表放入回收站再删除']);
    expect((await t.master.call(ReportRecycleReport, { reportID: order.report_id })).err_code).toBe(0);
    const bin = (await t.master.call(ReportLists, { recycled: 1 })).data.find((r) => r.report_id === order.report_id);
    expect(bin).toMatchObject({ recycled: 1, is_default: 0 });
    expect((await t.master.call(ReportSetDefault, { reportID: order.report_id })).err_code).toBe(ErrCode.BAD_REQUEST);
    expect((await t.master.call(ReportRestoreReport, { reportID: order.report_id })).err_code).toBe(0);
    expect((await t.master.call(ReportRestoreReport, { reportID: order.report_id })).err_code).toBe(ErrCode.BAD_REQUEST);
    await t.master.call(ReportRecycleReport, { reportID: order.report_id });
    const gone = await t.master.call(ReportDeleteReport, { reportID: order.report_id });
    expect([gone.err_code, gone.err_msg]).toEqual([0, '删除成功']);
    expect((await t.master.call(ReportLists, { recycled: 1 })).data.map((r) => r.report_name)).toEqual(['旧版订单']);
  });

  it('the other shop\'s library is never reached: its ids are its own', async () => {
    const south = await loggedIn('south_admin');
    // The demo shop's library goes up to 5; the other shop's to 3.
    const demoShop = await shopIdOf('演示家具厂');
    expect(await t.b.db.selectFrom('report_library').select('report_id').where('shop_id', '=', demoShop).where('report_id', '=', 5).execute()).toHaveLength(1);
    const before = await t.b.db.selectFrom('report_library').selectAll().orderBy('shop_id').orderBy('report_id').execute();
    for (const call of [ReportCopyReport, ReportRecycleReport, ReportSetDefault] as const) {
      expect((await south.call(call, { reportID: 5 })).err_code).toBe(ErrCode.NOT_FOUND);
    }
    expect((await south.call(ReportRenameReport, { reportID: 5, reportName: '越权' })).err_code).toBe(ErrCode.NOT_FOUND);
    expect(await t.b.db.selectFrom('report_library').selectAll().orderBy('shop_id').orderBy('report_id').execute()).toEqual(before);
  });
});

describe('downloads and the library', () => {
  it('a shop that deleted its copy downloads the template anew; a freed library id never stands for another template', async () => {
    const south = await loggedIn('south_admin');
    const template = await templateNamed('板件标签 60×40');
    const first = await south.call(ReportMarketDownLoad, { reportID: template.report_id, reportName: template.report_name });
    expect([first.err_code, first.err_msg]).toEqual([0, '报表下载成功']);
    const copyId = first.report_id;
    expect((await south.call(ReportRecycleReport, { reportID: copyId })).err_code).toBe(0);
    expect((await south.call(ReportDeleteReport, { reportID: copyId })).err_code).toBe(0);
    // Another copy does not take the id the download record names.
    const other = (await south.call(ReportLists, {})).data.find((r) => r.report_id !== copyId)!;
    const copied = await south.call(ReportCopyReport, { reportID: other.report_id });
    expect(copied.err_code).toBe(0);
    expect(copied.report_id).not.toBe(copyId);
    // The download is made again, into a new copy.
    const again = await south.call(ReportMarketDownLoad, { reportID: template.report_id, reportName: template.report_name });
    expect([again.err_code, again.err_msg]).toEqual([0, '报表下载成功']);
    const library = (await south.call(ReportLists, {})).data;
    expect(library.find((r) => r.report_id === again.report_id)?.report_name).toBe(template.report_name);
  });
});
