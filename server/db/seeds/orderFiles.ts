/**
 * Design drawings for the demo (issue 29): twelve of the demo shop's orders, spread over the year,
 * each with a one-page PDF drawing (a wardrobe's front with its sizes), and one order of the second
 * shop with one, so that isolation shows in the drawer. The PDF is drawn once with pdf-lib, without
 * the time in its metadata, so every host seeds the same bytes; each order keeps its own copy.
 */
import type { Executor } from '../schema';
import type { FeatureSeed, SeededDemo } from '../seed';
import { storeFile } from '../../files';

const HOUR_MS = 3_600_000;

/** A wardrobe's front, 2400 × 2200 mm, as a shop's designer would send it (sizes in Latin text: the standard font has no CJK). */
async function drawing(): Promise<Uint8Array> {
  const { PDFDocument, StandardFonts, rgb } = await import('pdf-lib');
  const doc = await PDFDocument.create({ updateMetadata: false });
  const page = doc.addPage([842, 595]);
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const line = rgb(0.15, 0.2, 0.3);
  page.drawText('Wardrobe front  W 2400 x H 2200 x D 600 mm', { x: 60, y: 540, size: 16, font, color: line });
  page.drawRectangle({ x: 120, y: 90, width: 600, height: 420, borderColor: line, borderWidth: 2 });
  for (const x of [270, 420, 570]) page.drawLine({ start: { x, y: 90 }, end: { x, y: 510 }, color: line, thickness: 1 });
  page.drawLine({ start: { x: 120, y: 400 }, end: { x: 720, y: 400 }, color: line, thickness: 1 });
  page.drawText('2400', { x: 400, y: 70, size: 12, font, color: line });
  page.drawText('2200', { x: 80, y: 300, size: 12, font, color: line });
  return doc.save();
}

interface ShopFileSeed {
  shop: string;
  orders: number;
  /** The uploaders by login name. */
  uploaders: readonly string[];
}

const SEEDS: readonly ShopFileSeed[] = [
  { shop: '演示家具厂', orders: 12, uploaders: ['demo_admin', 'demo_sales'] },
  { shop: '南方板材定制', orders: 1, uploaders: ['south_admin'] },
];

async function seedShopFiles(db: Executor, demo: SeededDemo, seed: ShopFileSeed, bytes: Uint8Array): Promise<void> {
  const shopId = demo.shops[seed.shop];
  const uploaders = seed.uploaders.map((login) => demo.users[login]).filter((id): id is number => id !== undefined);
  const orders = await db.selectFrom('orders').select(['order_id', 'order_no', 'created_at']).where('shop_id', '=', shopId).where('is_deleted', '=', 0).orderBy('order_id').execute();
  if (!orders.length || !uploaders.length) return;
  const step = Math.max(1, Math.floor(orders.length / seed.orders));
  for (let i = 0; i < seed.orders && i * step < orders.length; i += 1) {
    const order = orders[i * step];
    const at = Math.min(Number(order.created_at) + HOUR_MS, demo.now);
    const { fileId } = await storeFile(db, { shopId, name: `${order.order_no}-设计图.pdf`, mime: 'application/pdf', bytes, now: at, purpose: 'order' });
    await db.insertInto('order_files').values({ file_id: fileId, shop_id: shopId, order_id: order.order_id, uploader_id: uploaders[i % uploaders.length], created_at: at }).execute();
  }
}

export const seedOrderFiles: FeatureSeed = async (db, demo) => {
  const bytes = await drawing();
  for (const seed of SEEDS) await seedShopFiles(db, demo, seed, bytes);
};
