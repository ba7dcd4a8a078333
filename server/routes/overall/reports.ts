/**
 * Report templates (src/common/reports.ts; SPEC.md "My published reports", "Report market" and
 * section 7 "Reports"). A shop's publications are changed with SF_REPORT_MY_MARKET, and only its
 * own; the market, its detail and downloads need SF_REPORT_MARKET and show other shops' templates
 * only once published. Every change commits with its staff-log row; the counts change inside it.
 *
 * Decisions where the spec is silent:
 * - A view is counted when another shop opens the detail (a shop looking at its own template does
 *   not inflate it), and is not written to the staff log: reading is not a change worth auditing.
 * - A second download of the same template by the same shop copies nothing and counts nothing; it
 *   answers the copy it already has, labelled downloaded.
 * - The template file (.mrt) is given to its own shop, and to a shop that downloaded it.
 * - Covers are judged by their bytes (server/uploads.ts, jpg/png only); sending covers replaces all
 *   of the old ones, whose files are deleted with the change. Each cover is its own thumbnail.
 * - The library helpers (Report-lists ... Report-setDefault) need either report right. Deleting for
 *   good works from the recycle bin only; recycling a default clears it; one default per type.
 */
import type { Selectable } from 'kysely';
import type { HandlerFields } from '../../../src/common/contract';
import {
  MAX_REPORT_COVERS,
  parseReportLogo,
  REPORT_COVER_FIELD,
  REPORT_STATE_PUBLISHED,
  REPORT_TYPES,
  ReportCopyReport,
  ReportDeleteReport,
  ReportImage,
  reportImagePath,
  fileKeyOfReportImage,
  ReportLists,
  ReportMarketDelete,
  ReportMarketDetail,
  ReportMarketDownLoad,
  ReportMarketDownLoadFile,
  ReportMarketList,
  ReportMarketMyList,
  ReportMarketUpdate,
  ReportRecycleReport,
  ReportRenameReport,
  ReportReportType,
  ReportRestoreReport,
  reportRules,
  ReportSetDefault,
  REPORT_NAME_MAX,
  type LibraryReport,
  type ReportLogo,
  type ReportState,
  type ReportTemplate,
} from '../../../src/common/reports';
import { formatDateTime } from '../../../src/common/time';
import { REPORT_COVER } from '../../../src/common/uploads';
import type { ServerMessageId } from '../../../src/common/messages/zh-CN';
import { LOCK_SCOPE, lockShopScope } from '../../db/locks';
import type { Database, Executor, MarketReportsTable, Tx } from '../../db/schema';
import { pageOf } from '../../db/paging';
import { contains } from '../../db/textMatch';
import { getFileByKey } from '../../files';
import { badRequest, notFound } from '../../http/errors';
import { fileResponse } from '../../http/fileResponse';
import { route, type AuthedCtx } from '../../http/route';
import { auditText } from '../../logs/auditText';
import type { AuditChange } from '../../logs/staffLogTexts';
import { prepareImage, saveImage, uploadBodyLimit, type PreparedImage } from '../../uploads';

const MY_MENU = 'route.reports.lists' satisfies ServerMessageId;
const MARKET_MENU = 'route.reports.market' satisfies ServerMessageId;
const MY = { anyOf: ['SF_REPORT_MY_MARKET'] } as const;
const MARKET = { anyOf: ['SF_REPORT_MARKET'] } as const;
// Right (SPEC.md names none; docs/DESIGN.md, rights of the routes): the shop's report library, types and covers serve both report pages.
const EITHER = { anyOf: ['SF_REPORT_MY_MARKET', 'SF_REPORT_MARKET'] } as const;
const WHAT = 'reports.what.report' satisfies ServerMessageId;

type MarketRow = Selectable<MarketReportsTable>;

// ---------------------------------------------------------------------------------------------
// Reading templates

/** Templates with their shop, publisher and whether `viewerShopId` downloaded them. */
function templates(db: Executor, viewerShopId: number) {
  return db
    .selectFrom('market_reports as r')
    .innerJoin('shops as s', 's.shop_id', 'r.shop_id')
    .innerJoin('users as u', (j) => j.onRef('u.shop_id', '=', 'r.shop_id').onRef('u.user_id', '=', 'r.created_by'))
    .leftJoin('market_downloads as d', (j) => j.onRef('d.report_id', '=', 'r.report_id').on('d.shop_id', '=', viewerShopId));
}

const TEMPLATE_COLUMNS = [
  'r.report_id',
  'r.report_name',
  'r.report_desc',
  'r.report_type',
  'r.report_logo',
  'r.view_cnt',
  'r.down_cnt',
  'r.created_at',
  'r.updated_at',
  'r.shop_id',
  's.shop_name',
  'r.created_by',
  'u.login_name',
  'r.state',
  'd.library_id',
] as const;

type TemplateRow = Pick<MarketRow, 'report_id' | 'report_name' | 'report_desc' | 'report_type' | 'report_logo' | 'view_cnt' | 'down_cnt' | 'created_at' | 'updated_at' | 'shop_id' | 'created_by' | 'state'> & {
  shop_name: string;
  login_name: string;
  library_id: number | null;
};

function toTemplate(row: TemplateRow): ReportTemplate {
  return {
    report_id: row.report_id,
    report_name: row.report_name,
    report_desc: row.report_desc,
    report_type: row.report_type,
    report_logo: row.report_logo,
    view_cnt: Number(row.view_cnt),
    down_cnt: Number(row.down_cnt),
    create_date: formatDateTime(Number(row.created_at)),
    update_date: formatDateTime(Number(row.updated_at)),
    shop_id: row.shop_id,
    shop_name: row.shop_name,
    user_id: row.created_by,
    login_name: row.login_name,
    state: row.state as ReportState,
    has_downloaded: row.library_id === null ? 0 : 1,
  };
}

/** A template the session may see (published, or its own shop's), or 'not found'. */
async function visibleTemplate(db: Executor, ctx: AuthedCtx, reportId: number): Promise<TemplateRow> {
  const shopId = ctx.session.shop.shop_id;
  const row = await templates(db, shopId)
    .select(TEMPLATE_COLUMNS)
    .where('r.report_id', '=', reportId)
    .where((eb) => eb.or([eb('r.state', '=', REPORT_STATE_PUBLISHED), eb('r.shop_id', '=', shopId)]))
    .executeTakeFirst();
  if (!row) throw notFound(WHAT);
  return row;
}

/** One of the session's shop's own publications, or 'not found'. */
async function ownTemplate(db: Executor, shopId: number, reportId: number): Promise<MarketRow> {
  const row = await db.selectFrom('market_reports').selectAll().where('shop_id', '=', shopId).where('report_id', '=', reportId).executeTakeFirst();
  if (!row) throw notFound(WHAT);
  return row;
}

const ORDER_COLUMN = { view_cnt: 'r.view_cnt', down_cnt: 'r.down_cnt', create_date: 'r.created_at' } as const;

type TemplateQuery = ReturnType<typeof templates>;

/** `params` as both lists' contracts read it (each with its own default order). */
type ListParams = HandlerFields<typeof ReportMarketList.fields>['params'];

async function listTemplates(ctx: AuthedCtx, scope: 'mine' | 'market', params: ListParams) {
  const shopId = ctx.session.shop.shop_id;
  const filtered = (q: TemplateQuery) => {
    let out = scope === 'mine' ? q.where('r.shop_id', '=', shopId) : q.where('r.state', '=', REPORT_STATE_PUBLISHED);
    if (params.report_name) out = out.where(contains('r.report_name', params.report_name));
    if (params.report_type) out = out.where('r.report_type', '=', params.report_type);
    return out;
  };
  const sorted = filtered(templates(ctx.db, shopId))
    .select(TEMPLATE_COLUMNS)
    .orderBy(ORDER_COLUMN[params.order.field], params.order.direction)
    .orderBy('r.report_id', 'desc');
  const { total, rows } = await pageOf(sorted, params);
  const reports = rows.map(toTemplate);
  // The page shows its 'no data' placeholder from err_msg when nothing is found ([RPT-MY-12] [RPT-MKT-09]).
  return { reports, count: total, ...(reports.length ? {} : { err_msg: ctx.t('reports.none') }) };
}

export const marketMyList = route(ReportMarketMyList, { access: MY, handle: (ctx) => listTemplates(ctx, 'mine', ctx.fields.params) });
export const marketList = route(ReportMarketList, { access: MARKET, handle: (ctx) => listTemplates(ctx, 'market', ctx.fields.params) });

export const marketDetail = route(ReportMarketDetail, {
  access: MARKET,
  async handle(ctx) {
    const reportId = ctx.fields.reportID;
    const shopId = ctx.session.shop.shop_id;
    const row = await ctx.write(async ({ db }) => {
      const found = await visibleTemplate(db, ctx, reportId);
      if (found.shop_id === shopId) return found;
      await db.updateTable('market_reports').set((eb) => ({ view_cnt: eb('view_cnt', '+', 1) })).where('report_id', '=', reportId).execute();
      return { ...found, view_cnt: Number(found.view_cnt) + 1 };
    });
    return { reportInfo: toTemplate(row) };
  },
});

// ---------------------------------------------------------------------------------------------
// The shop's library

/**
 * The next id of the shop's library. Past the ids its download records name too, so an id freed by
 * a deleted copy is never given to another template while a record still points at it.
 */
async function nextLibraryId(db: Tx, shopId: number): Promise<number> {
  const [library, downloads] = await Promise.all([
    db.selectFrom('report_library').select((eb) => eb.fn.max('report_id').as('id')).where('shop_id', '=', shopId).executeTakeFirst(),
    db.selectFrom('market_downloads').select((eb) => eb.fn.max('library_id').as('id')).where('shop_id', '=', shopId).executeTakeFirst(),
  ]);
  return Math.max(Number(library?.id ?? 0), Number(downloads?.id ?? 0)) + 1;
}

/** Opens the shop's library for a change: on PostgreSQL, one change of a shop's library at a time (ids, the one default). */
const lockLibrary = (ctx: AuthedCtx, db: Tx) => lockShopScope(db, ctx.deps.dialect, LOCK_SCOPE.reportLibrary, ctx.session.shop.shop_id);

function readName(ctx: AuthedCtx, field: string): string {
  return checkedName(ctx.input.str(field, { max: REPORT_NAME_MAX * 4 }));
}

/** A template's name as read (bounded, unchecked), trimmed and checked by its rules. */
function checkedName(raw: string | undefined): string {
  const name = (raw ?? '').trim();
  const invalid = reportRules.report_name(name);
  if (invalid) throw badRequest(invalid.id, invalid.values);
  return name;
}

export const marketDownLoad = route(ReportMarketDownLoad, {
  access: MARKET,
  async handle(ctx) {
    const reportId = ctx.input.int('reportID', { required: true, min: 1 });
    const shopId = ctx.session.shop.shop_id;
    const result = await ctx.write(async ({ db, audit }) => {
      await lockLibrary(ctx, db);
      const found = await visibleTemplate(db, ctx, reportId);
      // [SPEC 6] A user cannot download a template of their own shop.
      if (found.shop_id === shopId) throw badRequest('reports.server.ownShop');
      if (found.library_id !== null) {
        const copy = await db.selectFrom('report_library').select('report_id').where('shop_id', '=', shopId).where('report_id', '=', found.library_id).executeTakeFirst();
        if (copy) return { report_id: found.library_id, again: true };
        // The shop deleted its copy: the record goes, and the template is downloaded anew.
        await db.deleteFrom('market_downloads').where('shop_id', '=', shopId).where('report_id', '=', reportId).execute();
      }
      const name = ctx.input.has('reportName') ? readName(ctx, 'reportName') : found.report_name;
      const content = await db.selectFrom('market_reports').select('content').where('report_id', '=', reportId).executeTakeFirstOrThrow();
      const libraryId = await nextLibraryId(db, shopId);
      await db
        .insertInto('report_library')
        .values({ shop_id: shopId, report_id: libraryId, report_name: name, report_type: found.report_type, content: content.content, is_default: 0, recycled: 0, source_id: reportId, created_at: ctx.now, updated_at: ctx.now })
        .execute();
      await db.insertInto('market_downloads').values({ shop_id: shopId, report_id: reportId, library_id: libraryId, user_id: ctx.session.user.user_id, created_at: ctx.now }).execute();
      await db.updateTable('market_reports').set((eb) => ({ down_cnt: eb('down_cnt', '+', 1) })).where('report_id', '=', reportId).execute();
      await audit(MARKET_MENU, 'reports.audit.downloadFn', auditText('reports.audit.downloaded', { name: found.report_name, shop: found.shop_name }));
      return { report_id: libraryId, again: false };
    });
    return { report_id: result.report_id, err_msg: ctx.t(result.again ? 'reports.label.downloaded' : 'reports.downloaded') };
  },
});

export const marketDownLoadFile = route(ReportMarketDownLoadFile, {
  // Right (SPEC.md names none; docs/DESIGN.md, rights of the routes): both report pages download a template.
  access: EITHER,
  async handle(ctx) {
    const reportId = ctx.fields.reportID;
    const shopId = ctx.session.shop.shop_id;
    const row = await ctx.db
      .selectFrom('market_reports as r')
      .leftJoin('market_downloads as d', (j) => j.onRef('d.report_id', '=', 'r.report_id').on('d.shop_id', '=', shopId))
      .select(['r.report_name', 'r.content', 'r.shop_id', 'd.library_id'])
      .where('r.report_id', '=', reportId)
      .where((eb) => eb.or([eb('r.shop_id', '=', shopId), eb('d.library_id', 'is not', null)]))
      .executeTakeFirst();
    if (!row) throw notFound(WHAT);
    return fileResponse({ bytes: new TextEncoder().encode(row.content), mime: 'application/json; charset=utf-8', filename: `${row.report_name}.mrt` });
  },
});

// ---------------------------------------------------------------------------------------------
// My publications: edit and delete

/** The keys of the cover files a report_logo names (of the template's own shop). */
function coverFileKeys(reportId: number, logo: ReportLogo): string[] {
  return [...new Set([...logo.logos, ...logo.thumbs].map((p) => fileKeyOfReportImage(p, reportId)).filter((key): key is string => key !== null))];
}

export const marketUpdate = route(ReportMarketUpdate, {
  access: MY,
  bodyLimit: uploadBodyLimit(REPORT_COVER) * MAX_REPORT_COVERS,
  async handle(ctx) {
    const reportId = ctx.input.int('reportID', { required: true, min: 1 });
    const shopId = ctx.session.shop.shop_id;
    const name = readName(ctx, 'reportName');
    const desc = ctx.input.str('reportDesc', { trim: false }) ?? '';
    const invalidDesc = reportRules.report_desc(desc);
    if (invalidDesc) throw badRequest(invalidDesc.id, invalidDesc.values);
    const files = ctx.input.files(REPORT_COVER_FIELD);
    if (files.length > MAX_REPORT_COVERS) throw badRequest('param.tooMany', { max: MAX_REPORT_COVERS });
    // Decoded before the write, which holds the database's lock only to store them.
    const covers: PreparedImage[] = [];
    for (const file of files) covers.push(await prepareImage(ctx, file, REPORT_COVER));
    const row = await ctx.write(async ({ db, audit }) => {
      const before = await ownTemplate(db, shopId, reportId);
      const changes: AuditChange[] = [];
      if (before.report_name !== name) changes.push({ field: 'reports.field.name', before: before.report_name, after: name });
      if (before.report_desc !== desc) changes.push({ field: 'reports.field.desc', before: before.report_desc, after: desc });
      let logo = before.report_logo;
      if (covers.length) {
        // [RPT-MY-18] New covers replace the old ones.
        const next: ReportLogo = { thumbs: [], logos: [] };
        for (const cover of covers) {
          const { key } = await saveImage(ctx, db, cover, REPORT_COVER);
          next.logos.push(reportImagePath(reportId, key));
          next.thumbs.push(reportImagePath(reportId, key));
        }
        // The old covers go with the daily sweep once nothing names them (server/fileSweep.ts).
        logo = JSON.stringify(next);
        changes.push({ field: 'reports.field.covers', before: String(parseReportLogo(before.report_logo).logos.length), after: String(covers.length) });
      }
      if (changes.length) {
        await db.updateTable('market_reports').set({ report_name: name, report_desc: desc, report_logo: logo, updated_at: ctx.now }).where('shop_id', '=', shopId).where('report_id', '=', reportId).execute();
        await audit(MY_MENU, 'reports.audit.editFn', auditText('reports.audit.edited', { name, fields: changes.map((c) => auditText(c.field)) }), { changes });
      }
      return visibleTemplate(db, ctx, reportId);
    });
    return { reportInfo: toTemplate(row), err_msg: ctx.t('reports.modified') };
  },
});

export const marketDelete = route(ReportMarketDelete, {
  access: MY,
  async handle(ctx) {
    const reportId = ctx.fields.reportID;
    const shopId = ctx.session.shop.shop_id;
    await ctx.write(async ({ db, audit }) => {
      const row = await ownTemplate(db, shopId, reportId);
      // The shops that downloaded it keep their copies; only the record of the download goes.
      await db.deleteFrom('market_downloads').where('report_id', '=', reportId).execute();
      await db.deleteFrom('market_reports').where('shop_id', '=', shopId).where('report_id', '=', reportId).execute();
      // Its covers go with the daily sweep once nothing names them (server/fileSweep.ts).
      await audit(MY_MENU, 'reports.audit.deleteFn', auditText('reports.audit.deleted', { name: row.report_name }));
    });
    return { err_msg: ctx.t('reports.deleted') };
  },
});

export const reportType = route(ReportReportType, {
  // Right (SPEC.md names none; docs/DESIGN.md, rights of the routes): both report pages filter by type.
  access: EITHER,
  async handle() {
    return { data: [...REPORT_TYPES] };
  },
});

/**
 * A template's cover: to its own shop always; to another shop's market viewer while the template
 * is published. Only files the template's report_logo names are served, so no other file of the
 * publishing shop can be reached through a template.
 */
export const reportImage = route(ReportImage, {
  // Right (SPEC.md names none; docs/DESIGN.md, rights of the routes): both report pages show covers.
  access: EITHER,
  async handle(ctx) {
    const { report_id: reportId, key } = ctx.fields;
    const shopId = ctx.session.shop.shop_id;
    const row = await ctx.db.selectFrom('market_reports').select(['shop_id', 'state', 'report_logo']).where('report_id', '=', reportId).executeTakeFirst();
    const own = row?.shop_id === shopId;
    const visible = row && (own || (row.state === REPORT_STATE_PUBLISHED && ctx.session.rights.has('SF_REPORT_MARKET')));
    const file = visible && coverFileKeys(reportId, parseReportLogo(row.report_logo)).includes(key) ? await getFileByKey(ctx.db, row.shop_id, key) : null;
    if (!file || !file.mime.startsWith('image/')) throw notFound('upload.what.image');
    // Shown in pages, so named by no attachment. Short-lived: a template may leave the market (deleted) and its covers with it.
    return fileResponse({ bytes: file.bytes, mime: file.mime, cache: 'private, max-age=300' });
  },
});

// ---------------------------------------------------------------------------------------------
// The library helpers [API-RPT-09..15]

function toLibrary(row: Selectable<Database['report_library']>): LibraryReport {
  return {
    report_id: row.report_id,
    report_name: row.report_name,
    report_type: row.report_type,
    is_default: row.is_default ? 1 : 0,
    recycled: row.recycled ? 1 : 0,
    source_id: row.source_id,
    create_date: formatDateTime(Number(row.created_at)),
    update_date: formatDateTime(Number(row.updated_at)),
  };
}

export const lists = route(ReportLists, {
  // Right (SPEC.md names none; docs/DESIGN.md, rights of the routes): the shop's report library serves both report pages.
  access: EITHER,
  async handle(ctx) {
    const type = ctx.fields.report_type ?? 0;
    const recycled = ctx.fields.recycled ?? 0;
    let q = ctx.db.selectFrom('report_library').selectAll().where('shop_id', '=', ctx.session.shop.shop_id).where('recycled', '=', recycled);
    if (type) q = q.where('report_type', '=', type);
    const rows = await q.orderBy('report_type').orderBy('report_id').execute();
    return { data: rows.map(toLibrary) };
  },
});

async function libraryRow(db: Executor, shopId: number, reportId: number) {
  const row = await db.selectFrom('report_library').selectAll().where('shop_id', '=', shopId).where('report_id', '=', reportId).executeTakeFirst();
  if (!row) throw notFound(WHAT);
  return row;
}

type LibraryRow = Selectable<Database['report_library']>;

/** A change of one library template: read inside the transaction, checked, changed and audited together. */
function libraryChange(
  endpoint: typeof ReportRestoreReport,
  toastId: ServerMessageId,
  change: (args: { ctx: AuthedCtx; db: Tx; row: LibraryRow; where: (q: LibraryWhere) => LibraryWhere }) => Promise<AuditMessage>,
) {
  return route(endpoint, {
    access: EITHER,
    async handle(ctx) {
      const reportId = ctx.fields.reportID;
      const shopId = ctx.session.shop.shop_id;
      await ctx.write(async ({ db, audit }) => {
        await lockLibrary(ctx, db);
        const row = await libraryRow(db, shopId, reportId);
        const done = await change({ ctx, db, row, where: (q) => q.where('shop_id', '=', shopId).where('report_id', '=', reportId) });
        await audit(MY_MENU, 'reports.audit.libraryFn', auditText(done, { name: row.report_name }));
      });
      return { err_msg: ctx.t(toastId) };
    },
  });
}

type LibraryWhere = ReturnType<ReturnType<typeof updateLibrary>['where']>;
/** The library's audit messages of one template, each naming it. */
type AuditMessage = 'reports.audit.restored' | 'reports.audit.recycledOne' | 'reports.audit.deletedOne' | 'reports.audit.madeDefault';
const updateLibrary = (db: Tx) => db.updateTable('report_library');

export const copyReport = route(ReportCopyReport, {
  // Right (SPEC.md names none; docs/DESIGN.md, rights of the routes): as the library.
  access: EITHER,
  async handle(ctx) {
    const reportId = ctx.fields.reportID;
    const shopId = ctx.session.shop.shop_id;
    const copyId = await ctx.write(async ({ db, audit }) => {
      await lockLibrary(ctx, db);
      const row = await libraryRow(db, shopId, reportId);
      const id = await nextLibraryId(db, shopId);
      const name = [...ctx.t('reports.library.copyName', { name: row.report_name })].slice(0, REPORT_NAME_MAX).join('');
      await db
        .insertInto('report_library')
        .values({ ...row, report_id: id, report_name: name, is_default: 0, recycled: 0, created_at: ctx.now, updated_at: ctx.now })
        .execute();
      await audit(MY_MENU, 'reports.audit.libraryFn', auditText('reports.audit.copied', { name: row.report_name }));
      return id;
    });
    return { report_id: copyId };
  },
});

export const renameReport = route(ReportRenameReport, {
  // Right (SPEC.md names none; docs/DESIGN.md, rights of the routes): as the library.
  access: EITHER,
  async handle(ctx) {
    const reportId = ctx.fields.reportID;
    const name = checkedName(ctx.fields.reportName);
    const shopId = ctx.session.shop.shop_id;
    await ctx.write(async ({ db, audit }) => {
      const row = await libraryRow(db, shopId, reportId);
      if (row.report_name === name) return;
      await db.updateTable('report_library').set({ report_name: name, updated_at: ctx.now }).where('shop_id', '=', shopId).where('report_id', '=', reportId).execute();
      await audit(MY_MENU, 'reports.audit.libraryFn', auditText('reports.audit.renamed', { name: row.report_name, to: name }), {
        changes: [{ field: 'reports.field.name', before: row.report_name, after: name }],
      });
    });
    return { err_msg: ctx.t('reports.library.renamed') };
  },
});

export const restoreReport = libraryChange(ReportRestoreReport, 'reports.library.restored', async ({ ctx, db, row, where }) => {
  if (!row.recycled) throw badRequest('reports.server.notRecycled');
  await where(updateLibrary(db).set({ recycled: 0, updated_at: ctx.now })).execute();
  return 'reports.audit.restored';
});

export const recycleReport = libraryChange(ReportRecycleReport, 'reports.library.recycled', async ({ ctx, db, row, where }) => {
  if (row.recycled) throw badRequest('reports.server.recycled');
  await where(updateLibrary(db).set({ recycled: 1, is_default: 0, updated_at: ctx.now })).execute();
  return 'reports.audit.recycledOne';
});

export const deleteReport = libraryChange(ReportDeleteReport, 'reports.library.deleted', async ({ db, row }) => {
  if (!row.recycled) throw badRequest('reports.server.recycleFirst');
  await db.deleteFrom('report_library').where('shop_id', '=', row.shop_id).where('report_id', '=', row.report_id).execute();
  return 'reports.audit.deletedOne';
});

export const setDefault = libraryChange(ReportSetDefault, 'reports.library.madeDefault', async ({ ctx, db, row, where }) => {
  if (row.recycled) throw badRequest('reports.server.recycled');
  await db.updateTable('report_library').set({ is_default: 0 }).where('shop_id', '=', row.shop_id).where('report_type', '=', row.report_type).where('is_default', '=', 1).execute();
  await where(updateLibrary(db).set({ is_default: 1, updated_at: ctx.now })).execute();
  return 'reports.audit.madeDefault';
});

export const reportRoutes = [
  marketMyList,
  marketList,
  marketDetail,
  marketDownLoad,
  marketDownLoadFile,
  marketUpdate,
  marketDelete,
  reportType,
  reportImage,
  lists,
  copyReport,
  renameReport,
  restoreReport,
  recycleReport,
  deleteReport,
  setDefault,
];
