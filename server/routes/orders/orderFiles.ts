/**
 * An order's files, its design drawings (issue 29; REQUIREMENTS API-ORD-39; contracts and the rule
 * of who may change them in src/common/orderFiles.ts): the list, the upload through the one upload
 * pipeline (server/uploads.ts receiveDocument: a PDF or a picture judged by its bytes), the deletion
 * and the download.
 *
 * Rights (docs/DESIGN.md, "Rights of the routes"): reading with SF_STORE_ORD_LIST, as the order
 * drawer that shows them; adding and deleting with SF_STORE_ORD_NEW on a draft or SF_STORE_ORD_EDIT
 * on an order still being worked on (fileChangeProblem), judged again inside the write on the order
 * as it is then (locked on PostgreSQL). A file is named by its order's number and its random key
 * together: another shop's order, or another order's file, is "not found".
 * Every change writes its order-log row in its transaction; a refused call changes and logs nothing.
 */
import { ErrCode } from '../../../src/common/api';
import { DelOrderFile, DownloadOrderFile, fileChangeProblem, ORDER_FILE, ORDER_FILE_FIELD, ORDER_FILES_MAX, OrderFileList, UploadOrderFile, type OrderFile } from '../../../src/common/orderFiles';
import { formatDateTime } from '../../../src/common/time';
import { FILE_KEY_PATTERN } from '../../../src/common/uploads';
import type { Executor } from '../../db/schema';
import { ApiError, notFound } from '../../http/errors';
import { fileResponse } from '../../http/fileResponse';
import { route, type AuthedCtx } from '../../http/route';
import { auditText } from '../../logs/auditText';
import { writeOrderLog } from '../../orders/orderLog';
import { orderRow } from '../../orders/read';
import { receiveDocument, saveDocument } from '../../uploads';
import { getFileByKey } from '../../files';

const CHANGE_RIGHTS = { anyOf: ['SF_STORE_ORD_NEW', 'SF_STORE_ORD_EDIT'] } as const;

type OrderRow = Awaited<ReturnType<typeof orderRow>>;

const fileGone = () => notFound('orderFile.server.what.file');

/** Refuses a change of `order`'s files the session may not make now (the drawer hides it by the same rule). */
function assertMayChange(ctx: AuthedCtx, order: OrderRow): void {
  const problem = fileChangeProblem(order, ctx.session.rights);
  if (problem === 'state') throw ApiError.of(ErrCode.CONFLICT, 'orderFile.server.notOpen');
  if (problem === 'right') throw ApiError.of(ErrCode.NO_RIGHT, 'orderFile.server.noRight');
}

/** The kind the list shows, from the stored content type (the bytes were judged when stored). */
const kindOf = (mime: string): OrderFile['kind'] => (mime === 'application/pdf' ? 'pdf' : mime === 'image/png' ? 'png' : 'jpg');

/** The files of the shop's order `orderId` with their uploader, newest first (select what the caller needs). */
function filesOf(db: Executor, shopId: number, orderId: number) {
  return db
    .selectFrom('order_files as of')
    .innerJoin('files as f', (j) => j.onRef('f.shop_id', '=', 'of.shop_id').onRef('f.file_id', '=', 'of.file_id'))
    .innerJoin('users as u', (j) => j.onRef('u.shop_id', '=', 'of.shop_id').onRef('u.user_id', '=', 'of.uploader_id'))
    .where('of.shop_id', '=', shopId)
    .where('of.order_id', '=', orderId);
}

async function listFiles(db: Executor, shopId: number, orderId: number, fileId?: number): Promise<OrderFile[]> {
  let q = filesOf(db, shopId, orderId).select(['f.file_key', 'f.name', 'f.mime', 'f.size', 'of.created_at', 'u.full_name', 'u.login_name']);
  if (fileId !== undefined) q = q.where('of.file_id', '=', fileId);
  const rows = await q.orderBy('of.created_at', 'desc').orderBy('of.file_id', 'desc').execute();
  return rows.map((r) => ({
    file_key: r.file_key,
    name: r.name,
    kind: kindOf(r.mime),
    size: Number(r.size),
    uploader_name: r.full_name || r.login_name,
    created_at: formatDateTime(Number(r.created_at)),
  }));
}

export const orderFileList = route(OrderFileList, {
  access: { anyOf: ['SF_STORE_ORD_LIST'] },
  async handle(ctx) {
    const shopId = ctx.session.shop.shop_id;
    const order = await orderRow(ctx.db, shopId, ctx.fields.order_no);
    return { data: await listFiles(ctx.db, shopId, order.order_id), may_change: fileChangeProblem(order, ctx.session.rights) ? (0 as const) : (1 as const) };
  },
});

export const uploadOrderFile = route(UploadOrderFile, {
  access: CHANGE_RIGHTS,
  // The file and a little form overhead; the app limits the body before reading it.
  bodyLimit: ORDER_FILE.maxBytes + 64 * 1024,
  async handle(ctx) {
    const shopId = ctx.session.shop.shop_id;
    // Judged first on the order as it is, so a refused upload is not opened for nothing; again below.
    assertMayChange(ctx, await orderRow(ctx.db, shopId, ctx.fields.order_no));
    // Opened and checked before the write: it takes time, and a write holds the database's lock.
    const doc = await receiveDocument(ctx, ORDER_FILE_FIELD, ORDER_FILE);
    const file = await ctx.write(async ({ db }) => {
      const order = await orderRow(db, shopId, ctx.fields.order_no, { dialect: ctx.deps.dialect });
      assertMayChange(ctx, order);
      const held = await filesOf(db, shopId, order.order_id).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
      if (Number(held.n) >= ORDER_FILES_MAX) throw ApiError.of(ErrCode.CONFLICT, 'orderFile.server.tooMany', { max: ORDER_FILES_MAX });
      const { fileId } = await saveDocument(ctx, db, doc, ORDER_FILE);
      await db.insertInto('order_files').values({ file_id: fileId, shop_id: shopId, order_id: order.order_id, uploader_id: ctx.session.user.user_id, created_at: ctx.now }).execute();
      await writeOrderLog(db, ctx, order, auditText('orderFile.server.log.uploaded', { name: doc.name }));
      return (await listFiles(db, shopId, order.order_id, fileId))[0];
    });
    return { file, err_msg: ctx.t('orderFile.server.uploaded') };
  },
});

export const delOrderFile = route(DelOrderFile, {
  access: CHANGE_RIGHTS,
  async handle(ctx) {
    const shopId = ctx.session.shop.shop_id;
    const key = ctx.fields.file_key;
    if (!FILE_KEY_PATTERN.test(key)) throw fileGone();
    await ctx.write(async ({ db }) => {
      const order = await orderRow(db, shopId, ctx.fields.order_no, { dialect: ctx.deps.dialect });
      const found = await filesOf(db, shopId, order.order_id).select(['f.file_id', 'f.name']).where('f.file_key', '=', key).executeTakeFirst();
      if (!found) throw fileGone();
      assertMayChange(ctx, order);
      // Its order_files row goes with it (ON DELETE CASCADE); a deletion at the same time finds nothing.
      const gone = await db.deleteFrom('files').where('shop_id', '=', shopId).where('file_id', '=', found.file_id).executeTakeFirst();
      if (Number(gone.numDeletedRows) !== 1) throw fileGone();
      await writeOrderLog(db, ctx, order, auditText('orderFile.server.log.deleted', { name: found.name }));
    });
    return { err_msg: ctx.t('orderFile.server.deleted') };
  },
});

export const downloadOrderFile = route(DownloadOrderFile, {
  access: { anyOf: ['SF_STORE_ORD_LIST'] },
  async handle(ctx) {
    const shopId = ctx.session.shop.shop_id;
    const key = ctx.fields.file_key;
    if (!FILE_KEY_PATTERN.test(key)) throw fileGone();
    const order = await orderRow(ctx.db, shopId, ctx.fields.order_no);
    // The key must name a file of this very order: a file of another order (or shop) is not found.
    const owned = await filesOf(ctx.db, shopId, order.order_id).select('f.file_id').where('f.file_key', '=', key).executeTakeFirst();
    const file = owned && (await getFileByKey(ctx.db, shopId, key));
    if (!file) throw fileGone();
    return fileResponse({ bytes: file.bytes, mime: file.mime, filename: file.name });
  },
});

export const orderFileRoutes = [orderFileList, uploadOrderFile, delOrderFile, downloadOrderFile];
