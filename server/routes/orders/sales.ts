/**
 * The goods sales statistics of the session's shop (issue 29 "Goods sales statistics"; REQUIREMENTS
 * API-ORD-47, API-ORD-48; src/common/orderSales.ts for what counts and why). All read-only, under
 * the /goodssale page's right SF_GOODS_SALE_GROUP_QUERY (SPEC.md section 2), enough alone:
 * - storeOrders-getOrdSale: the summary by goods item, class or dealer, paged, with the totals;
 * - storeOrders-ajaxSord: the lines behind a summary row, one per order and goods item;
 * - storeOrders-exportOrdSale: the summary as an .xlsx through the exports' sheet writer, logged in
 *   the staff log as the goods export is (the shop's sales figures leave the system).
 */
import { AjaxSord, ExportOrdSale, GetOrdSale, SALE_EXPORT_MAX_ROWS, saleColumns, type SaleRow } from '../../../src/common/orderSales';
import { sheetColumns, sheetValue } from '../../../src/common/listColumns';
import { formatDateTime } from '../../../src/common/time';
import { memorySheetWriter, XLSX_TYPE, type SheetRow } from '../../export/sheet';
import { fileResponse } from '../../http/fileResponse';
import { route, type AuthedCtx } from '../../http/route';
import { auditText } from '../../logs/auditText';
import { saleLines, saleSummary, type SalesScope } from '../../orders/sales';

const SALES_RIGHT = { anyOf: ['SF_GOODS_SALE_GROUP_QUERY'] } as const;
/** Summary rows read per round trip while exporting. */
const EXPORT_BATCH = 1000;

const scopeOf = (ctx: AuthedCtx): SalesScope => ({ db: ctx.db, dialect: ctx.deps.dialect, shopId: ctx.session.shop.shop_id, noCustomer: ctx.t('sales.server.noCustomer') });

export const getOrdSale = route(GetOrdSale, {
  access: SALES_RIGHT,
  async handle(ctx) {
    const f = ctx.fields.param;
    const summary = await saleSummary(scopeOf(ctx), f);
    const [rows, count, total] = await Promise.all([summary.read(f.page_count, (f.curr_page - 1) * f.page_count), summary.count(), summary.total()]);
    return { data: rows.map(summary.toRow), count, total };
  },
});

export const ajaxSord = route(AjaxSord, {
  access: SALES_RIGHT,
  async handle(ctx) {
    const f = ctx.fields.param;
    const lines = await saleLines(scopeOf(ctx), f);
    const [rows, count] = await Promise.all([lines.rows.limit(f.page_count).offset((f.curr_page - 1) * f.page_count).execute(), lines.count()]);
    return { data: rows.map(lines.toLine), count };
  },
});

export const exportOrdSale = route(ExportOrdSale, {
  access: SALES_RIGHT,
  // It writes the staff log: the same-origin checks of a write, though a GET (a file download).
  changesState: true,
  async handle(ctx) {
    const f = ctx.fields.param;
    const summary = await saleSummary(scopeOf(ctx), f);
    const total = Math.min(await summary.count(), SALE_EXPORT_MAX_ROWS);
    const any = auditText('sales.server.anyDate');
    // Who took the shop's sales figures out, before the first byte goes.
    await ctx.write(({ audit }) =>
      audit('route.erp.goodssale', 'sales.server.audit.fn', auditText('sales.server.audit.exported', { count: total, group: auditText(`sales.server.group.${f.group_by}`), from: f.date_min ?? any, to: f.date_max ?? any })),
    );
    const declared = saleColumns(f.group_by);
    const columns = sheetColumns(declared, (id) => ctx.t(id));
    const rows = (async function* (): AsyncGenerator<SheetRow[]> {
      for (let offset = 0; offset < total; offset += EXPORT_BATCH) {
        const batch = await summary.read(Math.min(EXPORT_BATCH, total - offset), offset);
        if (!batch.length) return;
        yield batch.map((r) => {
          const row: SaleRow = summary.toRow(r);
          return Object.fromEntries(declared.map((c) => [c.key, sheetValue(c, row, ctx.locale, (id) => ctx.t(id))]));
        });
      }
    })();
    const body = await (ctx.deps.sheetWriter ?? memorySheetWriter)(ctx.t('sales.server.sheet'), columns, rows);
    return fileResponse({ stream: body, mime: XLSX_TYPE, filename: `goods-sales-${formatDateTime(ctx.now).slice(0, 10)}.xlsx` });
  },
});

export const salesRoutes = [getOrdSale, ajaxSord, exportOrdSale];
