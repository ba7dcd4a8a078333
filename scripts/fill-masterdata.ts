/**
 * Prepares a data directory for the benchmark: the demo database plus bulk customers and goods, so
 * that the demo shop holds `total` customers and `total` goods (issue 28: the customer list and the
 * goods list at 100,000 rows against 1,000).
 *   node -r esbuild-register scripts/fill-masterdata.ts <DATA_DIR> <total>
 *
 * Customers: 10 % dealers in the shop's dealer tags (one in ten of them without a tag), 20 %
 * designers/partners and 70 % retail customers in their types' tags, one in thirteen stopped; names
 * are a place, a trade word and a number ("顺德美居 123"), so a place filters about an eighth.
 * Goods: in the seed's leaf classes (boards under 板材, hardware under 五金, edge banding, finished
 * products) with their kind and unit, one in ten stopped; names are a colour and the class ("胡桃木
 * 颗粒板 18mm"), brands and barcodes vary, so a colour filters about a tenth.
 */
import { fillArgs, fillInBatches, openDemoDatabase, runFill } from './fillKit';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Places and trade words of the customers' names (exported: the bench filters by one). */
export const PLACES = ['佛山', '顺德', '广州', '东莞', '中山', '江门', '南海', '三水'];
const TRADES = ['美居', '家私', '木业', '装饰', '定制', '家具', '橱柜', '门窗', '全屋', '整装'];
const COLOURS = ['暖白', '胡桃木', '橡木', '浅灰', '水泥灰', '樱桃木', '黑檀', '象牙白', '枫木', '柚木'];
const BRANDS = ['兔宝宝', '大亚', '莫干山', '千年舟', '露水河', '百隆', '海蒂诗', '东泰', '悍高', '顶固'];

/** The demo seed's leaf classes with their kind and unit (server/db/seeds/goods.ts). */
const LEAVES = [
  { name: '颗粒板', kind: 1, unit: '平方米' },
  { name: '多层板', kind: 1, unit: '张' },
  { name: '生态板', kind: 1, unit: '平方米' },
  { name: '铰链', kind: 2, unit: '个' },
  { name: '拉手', kind: 2, unit: '个' },
  { name: '滑轨', kind: 2, unit: '套' },
  { name: '封边条', kind: 3, unit: '米' },
  { name: '成品', kind: 4, unit: '套' },
] as const;

async function main() {
  const { dir, total } = fillArgs('fill-masterdata.ts');
  const { sqlite, shopId } = await openDemoDatabase(dir);
  try {
    const ids = (query: string, ...params: unknown[]) => (sqlite.prepare(query).all(shopId, ...params) as { id: number }[]).map((r) => r.id);
    const count = (table: string) => (sqlite.prepare(`SELECT COUNT(*) AS n FROM ${table} WHERE shop_id = ?`).get(shopId) as { n: number }).n;
    const now = Date.now();
    const fill = (need: number, insert: (i: number) => void) => fillInBatches(sqlite, need, insert);

    const tags = [1, 2, 3].map((type) => ids('SELECT tag_id AS id FROM crm_tags WHERE shop_id = ? AND crm_type = ? ORDER BY tag_id', type));
    const levels = ids('SELECT level_id AS id FROM crm_levels WHERE shop_id = ? ORDER BY level_id');
    const sources = ids('SELECT source_id AS id FROM crm_sources WHERE shop_id = ? ORDER BY source_id');
    const staff = ids('SELECT user_id AS id FROM users WHERE shop_id = ? ORDER BY user_id');
    const customer = sqlite.prepare(
      `INSERT INTO customers (shop_id, z_name, z_phone, crm_type, tag_id, cust_level, parent_id, province_id, province_name, city_id, city_name,
         district_id, district_name, address, contact, owner_id, source_id, remark, state, created_at, updated_at)
       VALUES (?, ?, ?, ?, ?, ?, NULL, '440000', '广东省', '440600', '佛山市', '440606', '顺德区', ?, ?, ?, ?, '', ?, ?, ?)`,
    );
    fill(Math.max(0, total - count('customers')), (i) => {
      // 1 in 10 a dealer, 2 in 10 a partner, the rest retail.
      const type = i % 10 === 0 ? 3 : i % 10 < 3 ? 2 : 1;
      const typeTags = tags[type - 1];
      const tag = type === 3 && Math.floor(i / 10) % 10 === 9 ? null : (typeTags[Math.floor(i / 10) % typeTags.length] ?? null);
      const at = now - Math.floor((i / Math.max(total, 1)) * 365 * DAY_MS);
      customer.run(
        shopId,
        `${PLACES[Math.floor(i / 7) % PLACES.length]}${TRADES[i % TRADES.length]} ${i + 1}`,
        `166${String(i).padStart(8, '0')}`,
        type,
        tag,
        levels[i % levels.length] ?? null,
        `建设路${(i % 300) + 1}号`,
        type === 1 ? '' : '李经理',
        staff[i % staff.length] ?? null,
        sources[i % sources.length] ?? null,
        i % 13 === 12 ? 0 : 1,
        at,
        at,
      );
    });

    const classOf = new Map((sqlite.prepare('SELECT class_name, class_id FROM goods_classes WHERE shop_id = ?').all(shopId) as { class_name: string; class_id: number }[]).map((r) => [r.class_name, r.class_id]));
    const unitOf = new Map((sqlite.prepare('SELECT unit_name, unit_id FROM units WHERE shop_id = ?').all(shopId) as { unit_name: string; unit_id: number }[]).map((r) => [r.unit_name, r.unit_id]));
    const goods = sqlite.prepare(
      `INSERT INTO goods (shop_id, goods_no, goods_name, class_id, unit_id, spec, colour, material, brand, thickness_mm, kind,
         list_price_fen, cost_price_fen, barcode, min_stock, state, created_at, updated_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 0, ?, ?, ?)`,
    );
    fill(Math.max(0, total - count('goods')), (i) => {
      const leaf = LEAVES[i % LEAVES.length];
      const colour = COLOURS[Math.floor(i / LEAVES.length) % COLOURS.length];
      const thickness = [9, 12, 15, 18, 25][i % 5];
      const price = 1000 + ((i * 7919) % 90_000);
      const at = now - Math.floor((i / Math.max(total, 1)) * 365 * DAY_MS);
      goods.run(
        shopId,
        `V${String(i + 1).padStart(7, '0')}`,
        `${colour}${leaf.name} ${i + 1}`,
        classOf.get(leaf.name),
        unitOf.get(leaf.unit),
        leaf.kind === 1 ? `2440×1220×${thickness}mm` : '',
        colour,
        leaf.name,
        BRANDS[i % BRANDS.length],
        leaf.kind === 1 ? thickness : null,
        leaf.kind,
        price,
        Math.round(price * 0.7),
        i % 4 === 0 ? `69${String(i + 1).padStart(11, '0')}` : '',
        i % 10 === 9 ? 0 : 1,
        at,
        at,
      );
    });
    sqlite.exec('ANALYZE');
    console.log(`filled ${dir}: ${count('customers')} customers and ${count('goods')} goods`);
  } finally {
    sqlite.close();
  }
}

runFill(main);
