/**
 * Goods master data for the demo: the demo shop's 200 goods in a two-level class tree (板材 →
 * 颗粒板/多层板/生态板; 五金 → 铰链/拉手/滑轨; 封边条; 成品) with its units, goods settings and three
 * price lists; the second shop a few of each, so that isolation between shops is visible.
 *
 * Everything comes from the seed time and a fixed generator, so every host seeds the same. The
 * price lists are given to the customer levels and dealers the CRM seed made, when it ran first.
 */
import type { FeatureSeed, SeededDemo } from '../seed';
import type { Executor } from '../schema';

/** A small deterministic generator. */
function random(seed: number) {
  let s = seed >>> 0;
  return (min: number, max: number) => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return min + (s % (max - min + 1));
  };
}

interface LeafClass {
  parent: string | null;
  name: string;
  /** How many goods the demo shop has in it. */
  count: number;
  kind: 1 | 2 | 3 | 4;
  unit: string;
  /** List price range in fen. */
  price: [number, number];
  make: (i: number, r: ReturnType<typeof random>) => { name: string; spec: string; colour?: string; material?: string; brand?: string; thickness?: number; length?: number; width?: number };
}

const COLOURS = ['暖白', '胡桃木', '橡木', '浅灰', '水泥灰', '樱桃木', '黑檀', '象牙白', '枫木', '柚木'];
const BOARD_BRANDS = ['兔宝宝', '大亚', '莫干山', '千年舟', '露水河'];
const HARDWARE_BRANDS = ['百隆', '海蒂诗', '东泰', '悍高', '顶固'];
const THICKNESS = [9, 12, 15, 18, 25];
const HINGES = [['全盖', '半盖', '内嵌'], ['阻尼', '普通']] as const;
const HANDLES = ['极简', '轻奢', '新中式', '北欧', '隐形'];
const HANDLE_COLOURS = ['黑色', '金色', '银色', '枪灰'];
const SLIDES = ['三节', '隐藏式', '骑马抽'];
const FURNITURE = ['两门衣柜', '三门衣柜', '书柜', '鞋柜', '电视柜'];

const board = (material: string) => (i: number, r: ReturnType<typeof random>) => {
  const colour = COLOURS[i % COLOURS.length];
  const thickness = THICKNESS[Math.floor(i / COLOURS.length) % THICKNESS.length];
  return { name: `${colour}${material}`, spec: `2440×1220×${thickness}mm`, colour, material, brand: BOARD_BRANDS[r(0, BOARD_BRANDS.length - 1)], thickness, length: 2440, width: 1220 };
};

const LEAVES: readonly LeafClass[] = [
  { parent: '板材', name: '颗粒板', count: 30, kind: 1, unit: '平方米', price: [3500, 9800], make: board('颗粒板') },
  { parent: '板材', name: '多层板', count: 25, kind: 1, unit: '张', price: [12000, 32000], make: board('多层板') },
  { parent: '板材', name: '生态板', count: 30, kind: 1, unit: '平方米', price: [4800, 13800], make: board('生态板') },
  {
    parent: '五金', name: '铰链', count: 20, kind: 2, unit: '个', price: [350, 4800],
    make: (i, r) => ({ name: `${HINGES[0][i % 3]}${HINGES[1][i % 2 ? 0 : 1]}铰链`, spec: `${[95, 110, 165][i % 3]}°`, material: '冷轧钢', brand: HARDWARE_BRANDS[r(0, 4)] }),
  },
  {
    parent: '五金', name: '拉手', count: 25, kind: 2, unit: '个', price: [500, 6800],
    make: (i, r) => ({ name: `${HANDLES[i % 5]}拉手`, spec: `孔距${[64, 96, 128, 160, 192][i % 5]}mm`, colour: HANDLE_COLOURS[i % 4], material: '铝合金', brand: HARDWARE_BRANDS[r(0, 4)] }),
  },
  {
    parent: '五金', name: '滑轨', count: 15, kind: 2, unit: '套', price: [1800, 16800],
    make: (i, r) => ({ name: `${SLIDES[i % 3]}滑轨`, spec: `${[300, 350, 400, 450, 500][i % 5]}mm`, material: '冷轧钢', brand: HARDWARE_BRANDS[r(0, 4)] }),
  },
  {
    parent: null, name: '封边条', count: 30, kind: 3, unit: '米', price: [30, 380],
    make: (i) => {
      const colour = COLOURS[i % COLOURS.length];
      const thickness = [0.8, 1, 2][Math.floor(i / COLOURS.length) % 3];
      return { name: `${colour}PVC封边条`, spec: `${i % 2 ? 45 : 22}×${thickness}mm`, colour, material: 'PVC', thickness, width: i % 2 ? 45 : 22 };
    },
  },
  {
    parent: null, name: '成品', count: 25, kind: 4, unit: '套', price: [68000, 980000],
    make: (i) => ({ name: `${FURNITURE[i % 5]}（${COLOURS[i % COLOURS.length]}）`, spec: ['1200×600×2400mm', '1800×600×2400mm', '800×350×2000mm', '900×380×1100mm', '2000×400×500mm'][i % 5], colour: COLOURS[i % COLOURS.length] }),
  },
];

const UNITS = ['张', '个', '米', '套', '平方米'];

/** Creates the classes (parents first) and answers their ids by name. */
async function seedClasses(db: Executor, shopId: number, now: number, leaves: readonly Pick<LeafClass, 'parent' | 'name'>[]): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  const parents = [...new Set(leaves.map((l) => l.parent).filter((p): p is string => p !== null))];
  let sort = 0;
  for (const name of [...parents, ...leaves.map((l) => l.name)]) {
    const leaf = leaves.find((l) => l.name === name);
    const parentId = leaf?.parent ? ids.get(leaf.parent) : undefined;
    const row = await db
      .insertInto('goods_classes')
      .values({ shop_id: shopId, class_name: name, parent_id: parentId ?? null, sort: sort++, created_at: now })
      .returning('class_id')
      .executeTakeFirstOrThrow();
    ids.set(name, row.class_id);
  }
  return ids;
}

async function seedUnits(db: Executor, shopId: number, now: number, names: readonly string[]): Promise<Map<string, number>> {
  const rows = await db
    .insertInto('units')
    .values(names.map((unit_name) => ({ shop_id: shopId, unit_name, created_at: now })))
    .returning(['unit_id', 'unit_name'])
    .execute();
  return new Map(rows.map((r) => [r.unit_name, r.unit_id]));
}

/** The goods of `leaves`, numbered `prefix` 00001 on; answers their ids in order. */
async function seedGoodsOf(db: Executor, shopId: number, now: number, prefix: string, leaves: readonly LeafClass[], seed: number): Promise<number[]> {
  const r = random(seed);
  const classes = await seedClasses(db, shopId, now, leaves);
  const units = await seedUnits(db, shopId, now, UNITS);
  const rows = leaves.flatMap((leaf) =>
    Array.from({ length: leaf.count }, (_, i) => {
      const made = leaf.make(i, r);
      const list = Math.round(r(leaf.price[0], leaf.price[1]) / 10) * 10;
      return { leaf, made, list, cost: Math.round((list * r(55, 80)) / 100) };
    }),
  );
  const values = rows.map(({ leaf, made, list, cost }, n) => ({
    shop_id: shopId,
    goods_no: `${prefix}${String(n + 1).padStart(5, '0')}`,
    goods_name: made.name,
    class_id: classes.get(leaf.name)!,
    unit_id: units.get(leaf.unit)!,
    spec: made.spec,
    model: '',
    colour: made.colour ?? '',
    material: made.material ?? '',
    brand: made.brand ?? '',
    pattern: '',
    grade: leaf.kind === 1 ? ['E0', 'E1', 'ENF'][n % 3] : '',
    origin: '',
    length_mm: made.length ?? null,
    width_mm: made.width ?? null,
    thickness_mm: made.thickness ?? null,
    kind: leaf.kind,
    list_price_fen: list,
    cost_price_fen: cost,
    barcode: n % 4 === 0 ? `69${String(shopId).padStart(3, '0')}${String(n + 1).padStart(8, '0')}` : '',
    min_stock: leaf.kind === 4 ? 0 : r(0, 50),
    // A few stopped, so the state filter shows something.
    state: n % 17 === 16 ? 0 : 1,
    created_at: now - (rows.length - n) * 3_600_000,
    updated_at: now - (rows.length - n) * 3_600_000,
  }));
  const ids: number[] = [];
  for (let i = 0; i < values.length; i += 100) {
    const inserted = await db.insertInto('goods').values(values.slice(i, i + 100)).returning('goods_id').execute();
    ids.push(...inserted.map((x) => x.goods_id));
  }
  await db.insertInto('goods_settings').values({ shop_id: shopId, goods_no_prefix: prefix, default_unit_id: units.get('个') ?? null, allow_negative_stock: 0, updated_at: now }).execute();
  return ids;
}

interface ListSeed {
  name: string;
  /** Percent of the list price each goods line is priced at. */
  percent: number;
  /** Every `every`-th goods item gets a line. */
  every: number;
  /** Class lines: class name and price in fen. */
  classes: readonly [string, number][];
}

/** The price lists of a shop, given in turn to its customer levels and first dealers (as the CRM seed made them). */
async function seedPriceLists(db: Executor, shopId: number, now: number, goodsIds: readonly number[], lists: readonly ListSeed[]): Promise<void> {
  const goods = await db.selectFrom('goods').select(['goods_id', 'list_price_fen']).where('shop_id', '=', shopId).where('goods_id', 'in', [...goodsIds]).orderBy('goods_id').execute();
  const classes = await db.selectFrom('goods_classes').select(['class_id', 'class_name']).where('shop_id', '=', shopId).execute();
  const levels = await db.selectFrom('crm_levels').select('level_id').where('shop_id', '=', shopId).orderBy('level_id').execute();
  const dealers = await db.selectFrom('customers').select('crm_id').where('shop_id', '=', shopId).where('crm_type', '=', 3).orderBy('crm_id').limit(lists.length * 2).execute();
  for (const [n, l] of lists.entries()) {
    const list = await db.insertInto('price_lists').values({ shop_id: shopId, name: l.name, created_at: now, updated_at: now }).returning('pricelist_id').executeTakeFirstOrThrow();
    const lines = [
      ...goods.filter((_, i) => i % l.every === n % l.every).map((g) => ({ goods_id: g.goods_id, class_id: null, unit_price_fen: Math.round((Number(g.list_price_fen) * l.percent) / 1000) * 10 })),
      ...l.classes.flatMap(([name, fen]) => {
        const c = classes.find((x) => x.class_name === name);
        return c ? [{ goods_id: null, class_id: c.class_id, unit_price_fen: fen }] : [];
      }),
    ];
    if (lines.length) await db.insertInto('price_lines').values(lines.map((x) => ({ shop_id: shopId, pricelist_id: list.pricelist_id, ...x }))).execute();
    const targets = [
      ...(levels[n] ? [{ target_type: 1, target_id: levels[n].level_id }] : []),
      ...dealers.slice(n * 2, n * 2 + 2).map((d) => ({ target_type: 2, target_id: d.crm_id })),
    ];
    if (targets.length) await db.insertInto('price_assignments').values(targets.map((t) => ({ shop_id: shopId, pricelist_id: list.pricelist_id, ...t }))).execute();
  }
}

/** The second shop's few: one board class under 板材, hinges under 五金, two of each. */
const SOUTH_LEAVES: readonly LeafClass[] = LEAVES.filter((l) => l.name === '颗粒板' || l.name === '铰链' || l.name === '封边条').map((l) => ({ ...l, count: 2 }));

const DEMO_LISTS: readonly ListSeed[] = [
  { name: '经销商标准价', percent: 80, every: 2, classes: [['颗粒板', 5200], ['封边条', 120]] },
  { name: '零售价', percent: 100, every: 3, classes: [] },
  { name: 'VIP客户价', percent: 90, every: 4, classes: [['五金', 1500]] },
];
const SOUTH_LISTS: readonly ListSeed[] = [{ name: '门店价', percent: 95, every: 1, classes: [] }];

export const seedGoods: FeatureSeed = async (db, demo: SeededDemo) => {
  const demoShop = demo.shops['演示家具厂'];
  const demoGoods = await seedGoodsOf(db, demoShop, demo.now, 'G', LEAVES, 28);
  await seedPriceLists(db, demoShop, demo.now, demoGoods, DEMO_LISTS);
  const south = demo.shops['南方板材定制'];
  const southGoods = await seedGoodsOf(db, south, demo.now, 'N', SOUTH_LEAVES, 7);
  await seedPriceLists(db, south, demo.now, southGoods, SOUTH_LISTS);
};

/**
 * What the demo shops' goods data shows on the pages, as typed in any language (the English pages'
 * check leaves the shop's own data alone): the words the goods names, specs and attributes are made
 * of, the classes, units and price lists.
 */
export const DEMO_GOODS_TEXTS: readonly string[] = [
  ...COLOURS,
  ...BOARD_BRANDS,
  ...HARDWARE_BRANDS,
  ...HINGES.flat(),
  ...HANDLES,
  ...HANDLE_COLOURS,
  ...SLIDES,
  ...FURNITURE,
  ...LEAVES.flatMap((l) => [l.name, l.parent ?? l.name, l.unit]),
  ...UNITS,
  '铰链',
  '拉手',
  '滑轨',
  '孔距',
  '冷轧钢',
  '铝合金',
  '（',
  '）',
  ...[...DEMO_LISTS, ...SOUTH_LISTS].map((l) => l.name),
];
