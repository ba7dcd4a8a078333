/**
 * The goods keyword's index (migration 0026, server/goods/keywordIndex.ts): its entries are always
 * the two- and three-character pieces of each item's search text, whoever writes the goods, and a
 * keyword read through it finds exactly what a scan of the text finds, on SQLite and PostgreSQL.
 */
import { DelGoods, GetErpGoods, SaveGoods, SetGoodsState } from '../../src/common/goods';
import { backendPerTest } from '../helpers/testApp';

const t = backendPerTest();

const DEMO = '演示家具厂';
const shopId = async (name = DEMO) => (await t.b.db.selectFrom('shops').select('shop_id').where('shop_name', '=', name).executeTakeFirstOrThrow()).shop_id;
const classId = async (name: string) =>
  (await t.b.db.selectFrom('goods_classes').select('class_id').where('shop_id', '=', await shopId()).where('class_name', '=', name).executeTakeFirstOrThrow()).class_id;
const unitId = async (name: string) =>
  (await t.b.db.selectFrom('units').select('unit_id').where('shop_id', '=', await shopId()).where('unit_name', '=', name).executeTakeFirstOrThrow()).unit_id;

/** Every goods row with the text the database keeps of it. */
const goodsTexts = () => t.b.db.selectFrom('goods').select(['goods_id', 'shop_id', 'class_id', 'state', 'kind', 'search_text']).orderBy('goods_id').execute();

/** The entries the index must hold: each 2- and 3-character piece of each text, none across a line. */
async function expectedEntries(): Promise<string[]> {
  const out = new Set<string>();
  for (const g of await goodsTexts()) {
    const chars = Array.from(g.search_text);
    for (const size of [2, 3]) {
      for (let i = 0; i + size <= chars.length; i++) {
        const piece = chars.slice(i, i + size).join('');
        if (!piece.includes('\n')) out.add([g.shop_id, piece, g.class_id, g.state, g.kind, g.goods_id].join('|'));
      }
    }
  }
  return [...out].sort();
}

async function heldEntries(): Promise<string[]> {
  const rows = await t.b.db.selectFrom('goods_grams').selectAll().execute();
  return rows.map((r) => [r.shop_id, r.gram, r.class_id, r.state, r.kind, r.goods_id].join('|')).sort();
}

async function expectIndexKept() {
  expect(await heldEntries()).toEqual(await expectedEntries());
}

/** The demo shop's goods ids a scan of the text finds for `keyword` and `filter`, newest first. */
async function scanned(keyword: string, filter: { class_ids?: number[]; state?: number; kind?: number } = {}) {
  const shop = await shopId();
  const wanted = keyword.toLowerCase();
  return (await goodsTexts())
    .filter((g) => g.shop_id === shop && g.search_text.includes(wanted))
    .filter((g) => (filter.class_ids ? filter.class_ids.includes(g.class_id) : true) && (filter.state ?? g.state) === g.state && (filter.kind ?? g.kind) === g.kind)
    .map((g) => g.goods_id)
    .reverse();
}

async function listed(param: Record<string, unknown>) {
  const r = await t.master.call(GetErpGoods, { param: { page_count: 100, ...param } });
  expect(r.err_code).toBe(0);
  return { count: r.count, ids: r.data.map((g) => g.goods_id) };
}

describe('the goods keyword index', () => {
  it('[API-GOODS-01] holds every 2- and 3-character piece of each item\'s number, name and barcode after the seed and after each kind of write', async () => {
    await expectIndexKept();
    const data = { goods_no: 'IX-001', goods_name: '测样胡桃木颗粒板 18mm', class_id: await classId('颗粒板'), unit_id: await unitId('平方米'), kind: 1, list_price: '12.30', cost_price: '8.05', barcode: '6901234' };
    const saved = await t.master.call(SaveGoods, { data });
    expect((await listed({ keyword: '测样胡桃' })).ids).toEqual([saved.goods_id]);
    expect(saved.err_code).toBe(0);
    const goods_id = saved.goods_id as number;
    await expectIndexKept();
    // Renamed and moved to another class and kind: the old pieces go, the new ones come.
    expect((await t.master.call(SaveGoods, { data: { ...data, goods_id, goods_name: '樱桃木铰链', class_id: await classId('铰链'), unit_id: await unitId('个'), kind: 2, barcode: '' } })).err_code).toBe(0);
    await expectIndexKept();
    expect((await listed({ keyword: '测样胡桃' })).count).toBe(0);
    expect((await listed({ keyword: '樱桃木铰' })).ids).toEqual([goods_id]);
    expect((await t.master.call(SetGoodsState, { goods_id, state: 0 })).err_code).toBe(0);
    await expectIndexKept();
    expect((await listed({ keyword: '樱桃木铰', state: 1 })).count).toBe(0);
    expect((await listed({ keyword: '樱桃木铰', state: 0 })).ids).toEqual([goods_id]);
    expect((await t.master.call(DelGoods, { goods_id })).err_code).toBe(0);
    await expectIndexKept();
    expect((await listed({ keyword: '樱桃木铰' })).count).toBe(0);
  });

  it('[API-GOODS-01] a keyword of 2, 3 or more characters, with or without class, state and kind, finds what a scan of the text finds', async () => {
    const boards = [await classId('颗粒板'), await classId('多层板'), await classId('生态板')];
    const filters = [{}, { class_ids: boards }, { state: 1 }, { state: 0 }, { kind: 2 }, { class_ids: boards, state: 1, kind: 1 }];
    const keywords = ['g0', 'G001', 'g0019', '颗粒', '颗粒板', '胡桃木', '铰链', '板 1', '00', '%', 'g', '板', 'zz', '不存在的词'];
    for (const keyword of keywords) {
      for (const filter of filters) {
        const param = { keyword, ...(filter.class_ids ? { class_id: await classId('板材') } : {}), state: filter.state ?? -1, kind: filter.kind };
        const want = await scanned(keyword, filter);
        const got = await listed(param);
        expect({ keyword, filter, count: got.count, ids: got.ids }).toEqual({ keyword, filter, count: want.length, ids: want.slice(0, 100) });
      }
    }
  });

  it('[API-GOODS-01] a keyword never matches across the end of the number and the start of the name, nor the end of the name and the barcode', async () => {
    const data = { goods_no: 'AB-12', goods_name: '枫木拉手', class_id: await classId('拉手'), unit_id: await unitId('个'), kind: 2, list_price: '1', cost_price: '1', barcode: '778899' };
    expect((await t.master.call(SaveGoods, { data })).err_code).toBe(0);
    for (const across of ['2枫', '12枫', '12枫木', '手7', '拉手7', '拉手77']) expect((await listed({ keyword: across })).count).toBe(0);
    expect((await listed({ keyword: 'ab-12' })).count).toBe(1);
    expect((await listed({ keyword: '木拉手' })).count).toBe(1);
  });

  it('[API-GOODS-01] a piece more than 2,000 goods share is counted in full, and its page is the newest of them', async () => {
    const shop = await shopId();
    const cls = await classId('封边条');
    const unit = await unitId('米');
    const rows = Array.from({ length: 2100 }, (_, i) => ({
      shop_id: shop,
      goods_no: `EB${String(i).padStart(5, '0')}`,
      goods_name: `暖白封边条 ${i}`,
      class_id: cls,
      unit_id: unit,
      kind: 3,
      list_price_fen: 100,
      cost_price_fen: 50,
      barcode: '',
      ...{ spec: '', model: '', colour: '', material: '', brand: '', pattern: '', grade: '', origin: '' },
      min_stock: 0,
      state: i % 7 === 0 ? 0 : 1,
      created_at: 1,
      updated_at: 1,
    }));
    for (let i = 0; i < rows.length; i += 500) await t.b.db.insertInto('goods').values(rows.slice(i, i + 500)).execute();
    for (const [keyword, filter] of [['暖白', {}], ['暖白封', { state: 1 }], ['暖白封边', { kind: 3 }], ['eb0', { state: 0 }], ['封边条', {}]] as const) {
      const want = await scanned(keyword, filter);
      expect(want.length).toBeGreaterThan(250);
      const got = await listed({ keyword, state: -1, ...filter });
      expect({ keyword, count: got.count, ids: got.ids }).toEqual({ keyword, count: want.length, ids: want.slice(0, 100) });
    }
    await expectIndexKept();
  });
});
