/**
 * The goods list's .xlsx export and the goods import (issue 28 "Import and export"; docs/DESIGN.md,
 * rights of the routes):
 * - ErpGoods-exportGoods writes the goods of the list's filters, in its order, under the list's own
 *   columns (src/common/goodsColumns.ts) titled in the request's language, as the log export does;
 *   the export is logged (it takes the shop's prices out). Right: the list's.
 * - ErpGoods-importTemplate answers an .xlsx with the import's header row. Right: goods add.
 * - ErpGoods-importGoods reads an uploaded .xlsx (judged by its bytes, server/goods/goodsImport.ts),
 *   checks every row as saveGoods checks a save (the numbers also against each other and the
 *   shop's), and imports nothing when any row is bad, answering every problem with its row number;
 *   else it inserts every row in one transaction with one staff-log row. Right: goods add.
 */
import { ErrCode } from '../../../src/common/api';
import { ExportGoods, GOODS_EXPORT_MAX_ROWS, GOODS_IMPORT_FILE_FIELD, GOODS_IMPORT_MAX_BYTES, GoodsImportTemplate, GoodsState, ImportGoods, type GoodsData } from '../../../src/common/goods';
import { GOODS_IMPORT_COLUMNS, GOODS_LIST_COLUMNS } from '../../../src/common/goodsColumns';
import { sheetColumns, sheetValue } from '../../../src/common/listColumns';
import { formatDateTime } from '../../../src/common/time';
import { isUniqueViolation } from '../../db/errors';
import type { Tx } from '../../db/schema';
import { memorySheetWriter, XLSX_TYPE, type SheetRow } from '../../export/sheet';
import { goodsColumnsOf, GOODS_MENU, goodsSettings, lockCatalogue, nextGoodsNo, toGoodsRecord } from '../../goods/catalogue';
import { checkRows, duplicateNumbers, readGoodsSheet, receiveWorkbook, refusal, takenNumbers, type CheckedRow } from '../../goods/goodsImport';
import { filteredGoods } from '../../goods/goodsList';
import { ApiError } from '../../http/errors';
import { fileResponse } from '../../http/fileResponse';
import { route, type AuthedCtx } from '../../http/route';
import { auditText } from '../../logs/auditText';

/** Rows read per round trip while exporting. */
const EXPORT_BATCH = 1000;
/** Rows inserted per statement while importing (each binds about 25 values; both databases cap a statement's values). */
const INSERT_BATCH = 200;

const dayOf = (ctx: AuthedCtx) => formatDateTime(ctx.now).slice(0, 10);

export const exportGoods = route(ExportGoods, {
  access: { anyOf: ['SF2_ERP_GOODS_LIST'] },
  // It writes the staff log: the same-origin checks of a write, though a GET (a file download).
  changesState: true,
  async handle(ctx) {
    const shopId = ctx.session.shop.shop_id;
    const f = ctx.fields.param;
    const { query, total: count } = await filteredGoods(ctx.db, shopId, f);
    const total = Math.min(await count(), GOODS_EXPORT_MAX_ROWS);
    // Who took the shop's goods and prices out, before the first byte goes.
    await ctx.write(({ audit }) => audit(GOODS_MENU, 'goods.audit.fn.exported', auditText('goods.audit.exported', { count: total })));
    const columns = sheetColumns(GOODS_LIST_COLUMNS, (id) => ctx.t(id));
    const exported = GOODS_LIST_COLUMNS.filter((c) => columns.some((s) => s.key === c.key));
    const rows = (async function* (): AsyncGenerator<SheetRow[]> {
      for (let offset = 0; offset < total; offset += EXPORT_BATCH) {
        const batch = await query.limit(Math.min(EXPORT_BATCH, total - offset)).offset(offset).execute();
        if (!batch.length) return;
        yield batch.map((r) => {
          const record = toGoodsRecord(r);
          return Object.fromEntries(exported.map((c) => [c.key, sheetValue(c, record, ctx.locale, (id) => ctx.t(id))]));
        });
      }
    })();
    const body = await (ctx.deps.sheetWriter ?? memorySheetWriter)(ctx.t('goods.export.sheet'), columns, rows);
    return fileResponse({ stream: body, mime: XLSX_TYPE, filename: `goods-${dayOf(ctx)}.xlsx` });
  },
});

export const goodsImportTemplate = route(GoodsImportTemplate, {
  access: { anyOf: ['SF2_ERP_GOODS_ADD'] },
  async handle(ctx) {
    const columns = GOODS_IMPORT_COLUMNS.map((c) => ({ key: c.field, header: ctx.t(c.title), width: c.width }));
    const none = (async function* (): AsyncGenerator<SheetRow[]> {})();
    const body = await (ctx.deps.sheetWriter ?? memorySheetWriter)(ctx.t('goods.export.sheet'), columns, none);
    return fileResponse({ stream: body, mime: XLSX_TYPE, filename: 'goods-import-template.xlsx' });
  },
});

/** The rows without a number numbered as saveGoods numbers one (prefix, next number), skipping numbers the file uses. */
async function numberRows(ctx: AuthedCtx, db: Tx, checked: readonly CheckedRow[]): Promise<GoodsData[]> {
  const shopId = ctx.session.shop.shop_id;
  if (checked.every((c) => c.data.goods_no)) return checked.map((c) => c.data);
  const prefix = (await goodsSettings(db, shopId)).goods_no_prefix;
  const used = new Set(checked.map((c) => c.data.goods_no));
  let next = Number((await nextGoodsNo(db, shopId, prefix)).slice(prefix.length));
  return checked.map(({ data }) => {
    if (data.goods_no) return data;
    let goodsNo = `${prefix}${String(next++).padStart(5, '0')}`;
    while (used.has(goodsNo)) goodsNo = `${prefix}${String(next++).padStart(5, '0')}`;
    return { ...data, goods_no: goodsNo };
  });
}

async function insertRows(ctx: AuthedCtx, db: Tx, docs: readonly GoodsData[]): Promise<void> {
  const shopId = ctx.session.shop.shop_id;
  const values = docs.map((d) => ({
    shop_id: shopId,
    ...goodsColumnsOf(d, d.goods_no, d.unit_id!),
    state: d.state ?? GoodsState.onSale,
    created_at: ctx.now,
    updated_at: ctx.now,
  }));
  for (let i = 0; i < values.length; i += INSERT_BATCH) await db.insertInto('goods').values(values.slice(i, i + INSERT_BATCH)).execute();
}

export const importGoods = route(ImportGoods, {
  access: { anyOf: ['SF2_ERP_GOODS_ADD'] },
  // The file and a little form overhead; the app limits the body before reading it.
  bodyLimit: GOODS_IMPORT_MAX_BYTES + 64 * 1024,
  async handle(ctx) {
    // Read outside the write: parsing takes time, and a write holds the database's lock.
    const file = await receiveWorkbook(ctx, GOODS_IMPORT_FILE_FIELD);
    const rows = await readGoodsSheet(ctx, file);
    try {
      const count = await ctx.write(async ({ db, audit }) => {
        // One import or server-numbered save per shop at a time: the numbers checked stay free until the commit.
        await lockCatalogue(db, ctx.deps.dialect, ctx.session.shop.shop_id);
        const { checked, problems } = await checkRows(ctx, db, rows);
        problems.push(...duplicateNumbers(ctx, checked), ...(await takenNumbers(ctx, db, checked)));
        if (problems.length) throw refusal(ctx, problems);
        const docs = await numberRows(ctx, db, checked);
        await insertRows(ctx, db, docs);
        await audit(GOODS_MENU, 'goods.audit.fn.imported', auditText('goods.audit.imported', { count: docs.length, file: file.name }));
        return docs.length;
      });
      return { count, err_msg: ctx.t('goods.imported', { count }) };
    } catch (e) {
      // A save naming one of the numbers committed meanwhile (saves that name their number take no lock): nothing was imported; importing again names the row.
      if (isUniqueViolation(e)) throw ApiError.of(ErrCode.BUSY, 'server.busy');
      throw e;
    }
  },
});

export const goodsTransferRoutes = [exportGoods, goodsImportTemplate, importGoods];
