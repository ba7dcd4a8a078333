/**
 * Contracts of an order's files (设计图纸; SPEC.md section 7 names StoreOrders-downloadF and nothing
 * of its payload; REQUIREMENTS API-ORD-39; issue 29): the design drawings a shop keeps with an order,
 * uploaded through the one upload pipeline and downloaded only by the shop's members who may see its
 * orders.
 *
 * Decisions where the spec is silent:
 * - A file is a PDF, or a PNG or JPEG picture, of at most 20 MB, judged by its bytes (server/uploads.ts):
 *   a PDF must open as one (pdf-lib), a picture is decoded whole and encoded again (so it carries no
 *   metadata and nothing hidden after it). The name it arrives with decides nothing. An order keeps
 *   at most ORDER_FILES_MAX files.
 * - A file is named by its random key (never a sequential id), and always together with its order's
 *   number: another shop's order, or a key of another order, is "not found".
 * - Reading (the list and the download): SF_STORE_ORD_LIST, as the order drawer they are shown in.
 * - Adding and deleting change the order's content: SF_STORE_ORD_NEW on a draft, SF_STORE_ORD_EDIT
 *   on any order still being worked on (draft to arrived); a finished or closed order, or one in the
 *   recycle bin, keeps its files as they are. fileChangeProblem is that rule, for the drawer and the
 *   server alike. Each change writes its order-log row in its transaction.
 * - The download is an attachment (never shown as a page), under the name it was uploaded with.
 */
import { post, replyOf } from './contract';
import { text } from './fields';
import { OrdState, type OrdStateValue } from './orders';
import type { RightCode } from './rights';
import type { UploadProfile } from './uploads';

/** Design drawings: PDF, PNG, JPEG up to 20 MB. */
export const ORDER_FILE: UploadProfile = { kinds: ['pdf', 'png', 'jpg'], maxBytes: 20 * 1024 * 1024, purpose: 'order', documents: true };
/** Most files an order keeps. */
export const ORDER_FILES_MAX = 30;
/** The multipart field of the upload. */
export const ORDER_FILE_FIELD = 'file';

/** The states in which an order's files may be added or deleted: while it is being worked on. */
export const FILE_STATES: readonly OrdStateValue[] = [OrdState.draft, OrdState.submitted, OrdState.received, OrdState.confirmed, OrdState.production, OrdState.arrived];

/** Why `rights` may not add or delete files of `order` now, or null when they may. */
export function fileChangeProblem(order: { ord_state: number; is_deleted: number }, rights: { has(code: RightCode): boolean }): 'state' | 'right' | null {
  if (order.is_deleted || !(FILE_STATES as readonly number[]).includes(order.ord_state)) return 'state';
  if (rights.has('SF_STORE_ORD_EDIT')) return null;
  return order.ord_state === OrdState.draft && rights.has('SF_STORE_ORD_NEW') ? null : 'right';
}

/** A file of an order as the list answers it. */
export interface OrderFile {
  /** Names the file in the download and the deletion (22 characters). */
  file_key: string;
  /** The name it was uploaded with. */
  name: string;
  /** What its bytes are. */
  kind: 'pdf' | 'png' | 'jpg';
  /** Bytes, as stored. */
  size: number;
  uploader_name: string;
  /** 'YYYY-MM-DD HH:mm:ss'. */
  created_at: string;
}

const orderNo = text({ required: true, max: 40 });
/** A key not of FILE_KEY_PATTERN's shape names no file: "not found", as any other. */
const fileKey = text({ required: true, max: 32 });

/** The files of one order, newest first; `may_change` 1 when the caller may add and delete them now. */
export const OrderFileList = post('/StoreOrders-files', { fields: { order_no: orderNo }, reply: replyOf<{ data: OrderFile[]; may_change: 0 | 1 }>() });
/** Multipart: `order_no` and the file as `file`; answers the stored file. */
export const UploadOrderFile = post('/StoreOrders-uploadF', { fields: { order_no: orderNo }, reply: replyOf<{ file: OrderFile }>() });
/** Deletes one file of the order. */
export const DelOrderFile = post('/StoreOrders-delF', { fields: { order_no: orderNo, file_key: fileKey } });
/** [API-ORD-39] The file itself, as an attachment under its name. */
export const DownloadOrderFile = post('/StoreOrders-downloadF', { fields: { order_no: orderNo, file_key: fileKey } });
