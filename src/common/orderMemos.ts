/**
 * Contracts of the order memos (订单备忘; SPEC.md section 7 names StoreOrders-memo, addMemo,
 * alterMemo, delMemo and nothing of their payloads; REQUIREMENTS API-ORD-14, 17, 18, 19; issue 29),
 * the memo record they carry and the content's rule, which the forms and the server share.
 *
 * Decisions where the spec is silent:
 * - A memo is a note of one staff member on one order of the shop: text of 1 to 500 characters
 *   (trimmed), with its author and times. StoreOrders-memo lists them across the shop's orders,
 *   newest first, by order number (exactly, as the order list does), author (part of the name or
 *   account), text (part of it) and the days written; the order drawer asks for one order's by its
 *   order number.
 * - Only its author, or a holder of SF_ERP_ORDER_MEMO_EDIT, may alter or delete a memo; each row
 *   tells the caller whether they may (`editable`), by the same rule the server enforces.
 * - An order in the recycle bin keeps its memos (listed, marked) but takes no new ones and no
 *   changes: it is on its way out, and recovering it makes it writable again.
 */
import * as v from 'valibot';
import { post, replyOf } from './contract';
import { int, json, text } from './fields';
import { boundedText, optDay, pagingEntries, paramObject } from './params';
import { charLength, type RuleResult } from './validation';

/** Most characters of a memo. */
export const MEMO_CONTENT_MAX = 500;
export const MEMO_PAGE_SIZE = 20;
/** The longest author and text filters. */
export const MEMO_FILTER_MAX = 40;

/** A memo's content: required once trimmed, at most MEMO_CONTENT_MAX characters. */
export function memoContentRule(value: string): RuleResult {
  const content = value.trim();
  if (!content) return { id: 'memo.rule.contentRequired' };
  if (charLength(content) > MEMO_CONTENT_MAX) return { id: 'memo.rule.contentTooLong', values: { max: MEMO_CONTENT_MAX } };
  return null;
}

/** A memo as StoreOrders-memo answers it. */
export interface OrderMemo {
  memo_id: number;
  order_no: string;
  custom_order_no: string;
  /** The order's customer ('' for none) and consignee, to tell the orders apart in the list. */
  store_name: string;
  cosignee_name: string;
  /** 1: the order is in the recycle bin (its memos are read-only). */
  order_deleted: 0 | 1;
  author_id: number;
  /** The author's full name, else their account. */
  author_name: string;
  content: string;
  /** 'YYYY-MM-DD HH:mm:ss'; updated_at equals created_at until the memo is altered. */
  created_at: string;
  updated_at: string;
  /** 1 when the caller may alter and delete it: its author, or a holder of SF_ERP_ORDER_MEMO_EDIT (and the order not in the recycle bin). */
  editable: 0 | 1;
}

/** `param` of StoreOrders-memo [API-ORD-14]. Dates bound the day the memo was written. */
export const memoListParamSchema = paramObject({
  ...pagingEntries(MEMO_PAGE_SIZE),
  /** The whole order number (one order's memos). */
  order_no: boundedText(40),
  /** Part of the author's full name or account. */
  author: boundedText(MEMO_FILTER_MAX),
  /** Part of the memo's text. */
  keyword: boundedText(MEMO_FILTER_MAX),
  date_min: optDay,
  date_max: optDay,
});
export type MemoListFilter = v.InferOutput<typeof memoListParamSchema>;
export type MemoListParam = v.InferInput<typeof memoListParamSchema>;

const orderNo = text({ required: true, max: 40 });
const memoId = int({ required: true, min: 1 });
/** Checked by memoContentRule in the handler, so that a blank or long memo is told so in words, not as a malformed field. */
const content = text();

/** [API-ORD-14] The memos of the shop's orders, newest first. */
export const OrderMemoList = post('/StoreOrders-memo', {
  fields: { param: json(memoListParamSchema, { required: false }) },
  reply: replyOf<{ data: OrderMemo[]; count: number }>(),
  pageSize: MEMO_PAGE_SIZE,
});
/** [API-ORD-17] A new memo on an order of the shop (not in the recycle bin). */
export const AddMemo = post('/StoreOrders-addMemo', { fields: { order_no: orderNo, content }, reply: replyOf<{ memo_id: number }>() });
/** [API-ORD-18] Replaces a memo's content: its author, or SF_ERP_ORDER_MEMO_EDIT. */
export const AlterMemo = post('/StoreOrders-alterMemo', { fields: { memo_id: memoId, content } });
/** [API-ORD-19] Deletes a memo: its author, or SF_ERP_ORDER_MEMO_EDIT. */
export const DelMemo = post('/StoreOrders-delMemo', { fields: { memo_id: memoId } });
