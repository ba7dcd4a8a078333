/**
 * The daily sweep of abandoned uploads (server/fileSweep.ts): a day after upload, an image no saved
 * row names is deleted; the shop's logo and pictures, the merchant application's photos and the
 * market's covers stay, and so does anything uploaded less than a day ago.
 */
import { runFileSweep } from '../../server/fileSweep';
import { ShopAjaxInfo, ShopShopSet } from '../../src/common/shop';
import { YzPayAddInParts } from '../../src/common/merchant';
import { backendPerTest, type Json } from '../helpers/testApp';
import { validMerchantForm } from '../helpers/merchant';
import { pngBytes } from '../helpers/png';

const t = backendPerTest();
const DAY = 24 * 60 * 60 * 1000;

async function upload(path: string): Promise<string> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(pngBytes(30, 20))]), 'photo.png');
  const res = await t.master.raw(`/api${path}`, { method: 'POST', body: form, headers: { 'x-requested-with': 'XMLHttpRequest', origin: 'http://localhost' } });
  const reply = (await res.json()) as Json;
  const stored = (reply.img ?? reply.file_path) as string | undefined;
  if (!stored) throw new Error(`upload to ${path} failed: ${JSON.stringify(reply)}`);
  return stored;
}

const fileKeyOf = (path: string) => /[?&]key=([\w-]{22})/.exec(path)![1];
const existing = async () => new Set((await t.b.db.selectFrom('files').select('file_key').execute()).map((f) => f.file_key));

describe('file sweep', () => {
  it('deletes, a day after upload, the images nothing saved names; keeps the used ones and the recent ones', async () => {
    const logo = await upload('/shop-shopPic');
    const dropped = await upload('/shop-shopPic');
    const photo = await upload('/YzPay-uploadFile');
    const { data } = await t.master.call(ShopAjaxInfo);
    const saved = await t.master.call(ShopShopSet, {
      ...data,
      shop_logo: logo,
      shop_pics: [],
      industry_class: Object.keys(data.industry_class).map(Number),
      supply_class: Object.keys(data.supply_class).map(Number),
    });
    expect(saved.err_code).toBe(0);
    expect((await t.master.call(YzPayAddInParts, { data: validMerchantForm(photo) })).err_code).toBe(0);
    const covers = (await t.b.db.selectFrom('market_reports').select('report_logo').execute()).flatMap((r) => [...r.report_logo.matchAll(/[?&]key=([\w-]{22})/g)].map((m) => m[1]));
    expect(covers.length).toBeGreaterThan(0);

    // Within the day nothing goes, not even the picture no form kept.
    expect((await runFileSweep(t.b.db, t.b.clock.now())).deleted).toBe(0);

    t.b.clock.advance(DAY + 60_000);
    // A day later the session has gone idle: log in again for the fresh upload.
    await t.master.login('demo_admin');
    const fresh = await upload('/shop-shopPic');
    const result = await runFileSweep(t.b.db, t.b.clock.now());
    const left = await existing();
    expect(result.deleted).toBe(1);
    expect(left.has(fileKeyOf(dropped))).toBe(false);
    for (const kept of [logo, photo, fresh]) expect(left.has(fileKeyOf(kept))).toBe(true);
    for (const key of covers) expect(left.has(key)).toBe(true);
    // The shop's logo is still served.
    expect((await t.master.raw(logo)).status).toBe(200);
  });
});
