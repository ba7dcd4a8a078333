/**
 * Report templates for the demo: a dozen templates published to the market by the two demo shops
 * (a few of each shop's still waiting for review), each with two cover pictures drawn here (a print
 * preview of the document), months of view and download counts, a few downloads between the shops,
 * and each shop's own library with a default template per type in use.
 *
 * Everything is derived from the seed time and a fixed generator, so every host seeds the same.
 */
import { REPORT_STATE_PENDING, REPORT_STATE_PUBLISHED, reportImagePath, type ReportLogo } from '../../../src/common/reports';
import { storeFile } from '../../files';
import { PalettePicture, type Rgb } from '../../images/png';
import type { FeatureSeed, SeededDemo } from '../seed';
import type { Executor } from '../schema';

const DAY = 24 * 60 * 60 * 1000;

interface TemplateSeed {
  shop: '演示家具厂' | '南方板材定制';
  name: string;
  type: number;
  desc: string;
  /** Days before the seed time it was published. */
  age: number;
  views: number;
  downloads: number;
  state?: number;
  /** Accent colour of its covers. */
  accent: Rgb;
}

const TEMPLATES: readonly TemplateSeed[] = [
  { shop: '演示家具厂', name: '全屋定制订单（带图）', type: 1, desc: '订单抬头、客户信息、柜体明细与效果图缩略图，A4 纵向，适合门店签单。', age: 96, views: 1843, downloads: 312, accent: [22, 119, 255] },
  { shop: '演示家具厂', name: '板件标签 60×40', type: 31, desc: '热敏标签纸 60×40 mm，含板件编号、尺寸、封边与二维码，开料后直接贴板。', age: 88, views: 2671, downloads: 540, accent: [250, 140, 22] },
  { shop: '演示家具厂', name: '销售出库单（三联）', type: 3, desc: '针式打印三联单，客户联、财务联、仓库联分别标注。', age: 61, views: 932, downloads: 148, accent: [82, 196, 26] },
  { shop: '演示家具厂', name: '采购单-五金辅料', type: 4, desc: '按供应商汇总五金与辅料，带单价、金额合计与交期。', age: 45, views: 618, downloads: 97, accent: [114, 46, 209] },
  { shop: '演示家具厂', name: '收款单（简洁版）', type: 17, desc: '一页两张，含收款方式、经办人与客户签字栏。', age: 23, views: 406, downloads: 51, accent: [19, 194, 194] },
  { shop: '演示家具厂', name: '开料单-按板材汇总', type: 33, desc: '按板材颜色与厚度分组，列出每块板的开料尺寸。', age: 9, views: 37, downloads: 2, state: REPORT_STATE_PENDING, accent: [245, 34, 45] },
  { shop: '南方板材定制', name: '入库单-板材', type: 5, desc: '板材入库专用，记录批次、花色、厚度与张数。', age: 120, views: 1502, downloads: 276, accent: [47, 84, 235] },
  { shop: '南方板材定制', name: '出库单（带签收）', type: 6, desc: '出库明细与司机、客户双签收栏，适合送货上门。', age: 74, views: 1188, downloads: 203, accent: [235, 47, 150] },
  { shop: '南方板材定制', name: '付款单-供应商', type: 18, desc: '供应商付款审批单，含申请、审核、出纳三级签字。', age: 52, views: 544, downloads: 66, accent: [212, 136, 6] },
  { shop: '南方板材定制', name: '送货单 A5 横版', type: 28, desc: 'A5 横向送货单，一单一页，含安装预约时间。', age: 33, views: 799, downloads: 124, accent: [56, 158, 13] },
  { shop: '南方板材定制', name: '盘点单-月末', type: 9, desc: '账面数量、实盘数量与差异一目了然，附盘点人签字。', age: 14, views: 210, downloads: 18, accent: [8, 151, 156] },
  { shop: '南方板材定制', name: '工资单-计件', type: 21, desc: '按工序计件工资明细，含扣款与实发合计。', age: 5, views: 12, downloads: 0, state: REPORT_STATE_PENDING, accent: [144, 19, 254] },
];

/** What the demo shops typed here (names, descriptions, their shop names), shown as typed in any language (the English page's check). */
export const DEMO_REPORT_TEXTS: readonly string[] = [...new Set(TEMPLATES.flatMap((t) => [t.shop, t.name, t.desc]))];

/** A small deterministic generator, so the covers are the same on every host. */
function random(seed: number) {
  let s = seed >>> 0;
  return (min: number, max: number) => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return min + (s % (max - min + 1));
  };
}

const mix = (a: Rgb, b: Rgb, t: number): Rgb => [0, 1, 2].map((i) => Math.round(a[i] + (b[i] - a[i]) * t)) as unknown as Rgb;

/** Palette indexes of the covers. */
const BACKDROP = 0;
const PAPER = 1;
const SHADOW = 2;
const ACCENT = 3;
const TINT = 4;
const INK = 5;
const LINE = 6;

/**
 * A print preview of a template: a sheet on a tinted backdrop with the header in the template's
 * colour, a title, field lines, a table (rows vary by `seed`) and signature lines. `page` 2 draws
 * the sheet's second page (the table continued).
 */
export function drawCover(accent: Rgb, seed: number, page: 1 | 2): Uint8Array {
  const white: Rgb = [255, 255, 255];
  const pic = new PalettePicture(320, 240, [mix(accent, white, 0.86), white, mix(mix(accent, white, 0.86), [0, 0, 0], 0.14), accent, mix(accent, white, 0.7), [64, 64, 64], [200, 200, 200]]);
  const r = random(seed * 31 + page);
  pic.rect(0, 0, 320, 240, BACKDROP);
  pic.rect(68, 16, 190, 220, SHADOW).rect(64, 12, 190, 220, PAPER);
  pic.rect(64, 12, 190, 18, ACCENT);
  let y = 38;
  if (page === 1) {
    pic.rect(112, y, 94, 8, INK);
    y += 16;
    for (let i = 0; i < 3; i++, y += 9) pic.rect(76, y, r(50, 80), 4, LINE).rect(170, y, r(40, 70), 4, LINE);
  }
  y += 4;
  pic.rect(76, y, 166, 10, TINT);
  const rows = page === 1 ? r(6, 9) : r(10, 14);
  for (let i = 0; i <= rows; i++) pic.rect(76, y + 10 + i * 10, 166, 1, LINE);
  for (const x of [76, 112, 170, 206, 242]) pic.rect(x, y, 1, 10 + rows * 10, LINE);
  for (let i = 0; i < rows; i++) pic.rect(80, y + 14 + i * 10, r(14, 26), 3, INK).rect(118, y + 14 + i * 10, r(20, 44), 3, LINE);
  const bottom = 210;
  pic.rect(76, bottom, 50, 1, INK).rect(190, bottom, 50, 1, INK);
  pic.rect(200, 18, 46, 6, PAPER);
  return pic.png();
}

/** The template document itself (a Stimulsoft .mrt is JSON): its page, its title and the table's columns. */
function templateContent(name: string, type: number): string {
  return JSON.stringify({
    ReportVersion: '2023.1.1',
    ReportName: name,
    ReportType: type,
    Pages: { '0': { Name: 'Page1', PaperSize: 'A4', Components: { '0': { Name: 'Title', Text: name }, '1': { Name: 'DataBand1', Columns: ['名称', '规格', '数量', '单价', '金额'] } } } },
  });
}

async function publish(db: Executor, demo: SeededDemo, t: TemplateSeed, index: number): Promise<number> {
  const shopId = demo.shops[t.shop];
  const master = demo.users[t.shop === '演示家具厂' ? 'demo_admin' : 'south_admin'];
  const at = demo.now - t.age * DAY - index * 3_600_000;
  const row = await db
    .insertInto('market_reports')
    .values({
      shop_id: shopId,
      created_by: master,
      report_name: t.name,
      report_desc: t.desc,
      report_type: t.type,
      content: templateContent(t.name, t.type),
      report_logo: JSON.stringify({ thumbs: [], logos: [] }),
      view_cnt: t.views,
      down_cnt: t.downloads,
      state: t.state ?? REPORT_STATE_PUBLISHED,
      created_at: at,
      updated_at: at + DAY,
    })
    .returning('report_id')
    .executeTakeFirstOrThrow();
  const logo: ReportLogo = { thumbs: [], logos: [] };
  for (const page of [1, 2] as const) {
    const { key } = await storeFile(db, { shopId, name: `${t.name}-${page}.png`, mime: 'image/png', bytes: drawCover(t.accent, index + 1, page), now: at, purpose: 'cover' });
    const path = reportImagePath(row.report_id, key);
    logo.logos.push(path);
    // Covers are small pictures already: each is its own thumbnail.
    logo.thumbs.push(path);
  }
  await db.updateTable('market_reports').set({ report_logo: JSON.stringify(logo) }).where('report_id', '=', row.report_id).execute();
  return row.report_id;
}

/** A shop's library: templates of its own for the types it prints, one default each. */
const LIBRARY: Record<TemplateSeed['shop'], readonly { name: string; type: number; default?: boolean; recycled?: boolean }[]> = {
  演示家具厂: [
    { name: '标准订单', type: 1, default: true },
    { name: '板件标签 80×50', type: 31, default: true },
    { name: '销售单', type: 3, default: true },
    { name: '旧版订单', type: 1, recycled: true },
  ],
  南方板材定制: [
    { name: '入库单', type: 5, default: true },
    { name: '出库单', type: 6, default: true },
  ],
};

export const seedReports: FeatureSeed = async (db, demo) => {
  const published: number[] = [];
  for (const [index, t] of TEMPLATES.entries()) published.push(await publish(db, demo, t, index));
  for (const [shop, list] of Object.entries(LIBRARY) as [TemplateSeed['shop'], (typeof LIBRARY)[TemplateSeed['shop']]][]) {
    const shopId = demo.shops[shop];
    await db
      .insertInto('report_library')
      .values(
        list.map((l, i) => ({
          shop_id: shopId,
          report_id: i + 1,
          report_name: l.name,
          report_type: l.type,
          content: templateContent(l.name, l.type),
          is_default: l.default ? 1 : 0,
          recycled: l.recycled ? 1 : 0,
          source_id: 0,
          created_at: demo.now - (200 - i) * DAY,
          updated_at: demo.now - (200 - i) * DAY,
        })),
      )
      .execute();
  }
  // Each shop took one of the other's templates: it is in its library and labelled downloaded.
  const took = async (shop: TemplateSeed['shop'], index: number) => {
    const shopId = demo.shops[shop];
    const t = TEMPLATES[index];
    const libraryId = LIBRARY[shop].length + 1;
    await db
      .insertInto('report_library')
      .values({ shop_id: shopId, report_id: libraryId, report_name: t.name, report_type: t.type, content: templateContent(t.name, t.type), is_default: 0, recycled: 0, source_id: published[index], created_at: demo.now - 2 * DAY, updated_at: demo.now - 2 * DAY })
      .execute();
    const user = demo.users[shop === '演示家具厂' ? 'demo_admin' : 'south_admin'];
    await db.insertInto('market_downloads').values({ shop_id: shopId, report_id: published[index], library_id: libraryId, user_id: user, created_at: demo.now - 2 * DAY }).execute();
  };
  await took('南方板材定制', 0);
  await took('演示家具厂', 6);
};
