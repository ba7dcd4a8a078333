/**
 * Bulk invoices for volume tests and the benchmark: inserts `count` invoices for one shop in
 * batched multi-row INSERTs inside one transaction (about 1 s per 100,000 rows on SQLite).
 * The rows look like the real ones: create dates spread over the last three years, amounts from
 * 50 to 20,000 yuan, about 10 % pending, 80 % issued (with a number, no file), 10 % withdrawn.
 * They carry no billable items: they exist to measure and exercise Invoice-getLists.
 */
import type { Insertable } from 'kysely';
import type { Db, InvoicesTable } from '../../server/db/schema';

export interface InvoiceVolumeOptions {
  /** Rows per INSERT (default 500: 27 columns stay under SQLite's and PostgreSQL's parameter limits). */
  batchSize?: number;
  /** The newest create_date (default now). */
  now?: number;
  /** Seed of the deterministic generator (default 1). */
  seed?: number;
}

const DAY = 24 * 60 * 60 * 1000;

/** Inserts `count` invoices for `shopId` and answers how many were inserted. */
export async function insertInvoiceVolume(db: Db, shopId: number, count: number, options: InvoiceVolumeOptions = {}): Promise<number> {
  const batchSize = options.batchSize ?? 500;
  const now = options.now ?? Date.now();
  // mulberry32: a small, well-mixed deterministic generator; next(n) is an integer in [0, n).
  let s = (options.seed ?? 1) >>> 0;
  const next = (n: number) => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return Math.floor((((t ^ (t >>> 14)) >>> 0) / 4294967296) * n);
  };
  const user = await db.selectFrom('users').select('user_id').where('shop_id', '=', shopId).orderBy('user_id').executeTakeFirstOrThrow();
  const last = await db.selectFrom('invoices').select((eb) => eb.fn.max('invoice_id').as('id')).executeTakeFirst();
  const base = Number(last?.id ?? 0);
  const span = 3 * 365 * DAY;

  await db.transaction().execute(async (trx) => {
    for (let start = 0; start < count; start += batchSize) {
      const rows: Insertable<InvoicesTable>[] = [];
      for (let i = start; i < Math.min(count, start + batchSize); i++) {
        const createdAt = now - next(span);
        const roll = next(10);
        const state = roll === 0 ? 1 : roll === 1 ? 3 : 2;
        const issuedAt = state === 2 ? Math.min(now, createdAt + (1 + next(7)) * DAY) : 0;
        rows.push({
          shop_id: shopId,
          user_id: user.user_id,
          amount: 5000 + next(1_995_000),
          item_count: 1 + next(6),
          invoice_state: state,
          invoice_no: state === 2 ? `V${String(shopId).padStart(4, '0')}${String(base + i + 1).padStart(12, '0')}` : null,
          file_id: null,
          issue_date: issuedAt,
          comments: '',
          create_date: createdAt,
          update_date: issuedAt || createdAt,
          issue_type: 2,
          invoice_type: 2,
          invoice_header: '批量测试有限公司',
          tax_no: '91440606MA51XK3R2T',
          bank_name: '工商银行',
          bank_no: '2013014509100123456',
          reg_address: '广东省佛山市顺德区',
          reg_phone: '0757-28812345',
          address_id: 0,
          receiver: '测试',
          telephone: '13800138000',
          mail: 'bench@example.com',
          postcode: '',
          mail_address: '广东省佛山市顺德区乐从镇',
        });
      }
      await trx.insertInto('invoices').values(rows).execute();
    }
  });
  return count;
}
