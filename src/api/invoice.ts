/**
 * Invoice and mailing-address calls (SPEC.md section 7 "Invoices"; REQUIREMENTS API-INV), typed
 * with the shapes of src/common/invoice.ts, plus the download of an issued invoice's file.
 *
 * Every call goes through the default instance (a non-zero err_code shows the '错误信息' dialog)
 * unless its name says otherwise; `param` and `data` are sent as JSON text, as the spec has it.
 */
import axios from 'axios';
import { AJAX_HEADER, ErrCode, replyMessage, type ApiReply, type ApiReplyBase } from '../common/api';
import {
  ADDRESS_ACT,
  invoiceInfoPayload,
  type AcctItem,
  type AcctListParam,
  type AddressForm,
  type ArrInvoiceInfo,
  type InvoiceInfoData,
  type InvoiceListParam,
  type InvoiceRow,
  type MailingAddress,
  type TypeMap,
} from '../common/invoice';
import { api, apiNoError, ApiFailure } from './client';

// ---- invoice info ----

export type AjaxInfoReply = ApiReply<{
  invoice_type: TypeMap;
  issue_type: TypeMap;
  /** The saved header, or the shop's name as a suggestion for a first header. */
  invoice_header: string;
  /** [] when no info is saved. */
  arrInvoiceInfo: ArrInvoiceInfo;
}>;

/** POST /Invoice-ajaxInfo (empty body) [API-INV-01]. */
export const ajaxInfo = () => api.post<AjaxInfoReply>('/Invoice-ajaxInfo');

/** The body of addInfo / alterInfo: data = JSON of the info, issue type 1 reduced to its three fields. */
const infoBody = (data: InvoiceInfoData) => ({ data: JSON.stringify(invoiceInfoPayload(data)) });

/** POST /Invoice-addInfo {data} [API-INV-02]. */
export const addInfo = (data: InvoiceInfoData) => api.post<ApiReply>('/Invoice-addInfo', infoBody(data));

/** POST /Invoice-alterInfo {data} [API-INV-03]. */
export const alterInfo = (data: InvoiceInfoData) => api.post<ApiReply>('/Invoice-alterInfo', infoBody(data));

// ---- mailing addresses ----

export type UserAddressReply = ApiReply<{ user_address: Record<string, MailingAddress> }>;

/** POST /Invoice-ajaxUserAddress (empty body) [API-INV-04]: a map of address id to address. */
export const ajaxUserAddress = () => api.post<UserAddressReply>('/Invoice-ajaxUserAddress');

export type AddressActReply = ApiReply<{ id: number }>;

const addressAct = (body: Record<string, unknown>) => api.post<AddressActReply>('/Home-Address-addressAct', body);

/** type 1, add [API-INV-05]; answers the new address's id. */
export const addAddress = (form: AddressForm) => addressAct({ type: ADDRESS_ACT.add, ...form });

/** type 2, modify [API-INV-06]. */
export const modifyAddress = (addrid: number, form: AddressForm) => addressAct({ type: ADDRESS_ACT.modify, ...form, addrid });

/** type 3, delete [API-INV-07]. */
export const deleteAddress = (id: number) => addressAct({ type: ADDRESS_ACT.remove, id });

/** type 4, set default [API-INV-08]. */
export const setDefaultAddress = (id: number) => addressAct({ type: ADDRESS_ACT.setDefault, id });

// ---- billable items and requests ----

export type AcctListReply = ApiReply<{ data: AcctItem[]; count: number }>;

/** POST /Invoice-getAcctList {param} [API-INV-13]. */
export const getAcctList = (param: AcctListParam) => api.post<AcctListReply>('/Invoice-getAcctList', { param: JSON.stringify(param) });

export type MakeOutReply = ApiReply<{
  /** An array when no valid invoice info is set, otherwise the info [API-INV-14]. */
  arrInvoiceInfo: ArrInvoiceInfo;
  /** Sum and number of every billable item matching the filter (not only the page). */
  total_amount: string;
  total_count: number;
  invoice_type: TypeMap;
  issue_type: TypeMap;
}>;

/** POST /Invoice-ajaxMakeOut {param} [API-INV-14]. */
export const ajaxMakeOut = (param: AcctListParam) => api.post<MakeOutReply>('/Invoice-ajaxMakeOut', { param: JSON.stringify(param) });

/**
 * POST /Invoice-drawBill {acc_items, address_id} [API-INV-15]. Silent: the wizard shows a refusal
 * itself (the permission tip, or 'no permission to operate' when the server gives none [INV-REQ-26]).
 */
export const drawBill = (accItems: readonly number[], addressId: number) =>
  apiNoError.post<ApiReply<{ invoice_id: number }>>('/Invoice-drawBill', { acc_items: JSON.stringify(accItems), address_id: addressId });

// ---- the list ----

export type InvoiceListReply = ApiReply<{ data: InvoiceRow[]; count: number }>;

/** POST /Invoice-getLists {param} [API-INV-10, API-INV-11]. */
export const getLists = (param: InvoiceListParam) => api.post<InvoiceListReply>('/Invoice-getLists', { param: JSON.stringify(param) });

/** POST /Invoice-backInvoice {invoice_id: JSON list} [API-INV-12]; the reply's err_msg is the toast. */
export const backInvoice = (ids: readonly number[]) => api.post<ApiReply>('/Invoice-backInvoice', { invoice_id: JSON.stringify(ids) });

// ---- download ----

/** The name an issued invoice is saved as: invoice_no plus the file's extension [INV-LIST-21]. */
export function invoiceFileName(row: Pick<InvoiceRow, 'invoice_no' | 'invoice_file_name'>): string {
  return row.invoice_file_name || `${row.invoice_no}.pdf`;
}

/** A JSON error reply that came back instead of the file (asked for as a blob). */
async function failureOf(blob: Blob): Promise<ApiFailure | null> {
  if (!/json/i.test(blob.type)) return null;
  try {
    const body = JSON.parse(await blob.text()) as ApiReplyBase;
    if (typeof body.err_code === 'number' && body.err_code !== ErrCode.OK) return new ApiFailure(body.err_code, replyMessage(body), body);
  } catch {
    /* not JSON after all */
  }
  return null;
}

/**
 * Fetches an issued invoice's file (`invoice_file`, e.g. /api/Invoice-download?invoice_no=...) as a
 * blob through axios, so it works wherever /api works (the Node host and the msw dev host alike),
 * and hands it to the browser to save as invoice_no plus its extension. Rejects with an ApiFailure
 * when the server answers an error instead of the file.
 */
export async function fetchInvoiceFile(row: Pick<InvoiceRow, 'invoice_file' | 'invoice_no' | 'invoice_file_name'>): Promise<{ blob: Blob; name: string }> {
  const response = await axios.get<Blob>(row.invoice_file, {
    responseType: 'blob',
    headers: { [AJAX_HEADER.name]: AJAX_HEADER.value },
  });
  const failure = await failureOf(response.data);
  if (failure) throw failure;
  return { blob: response.data, name: invoiceFileName(row) };
}

/** Saves a blob under `name` through a temporary link. */
export function saveBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Downloads an issued invoice as `<invoice_no>.pdf` (its own extension) [INV-LIST-21]. */
export async function downloadInvoice(row: Pick<InvoiceRow, 'invoice_file' | 'invoice_no' | 'invoice_file_name'>): Promise<string> {
  const { blob, name } = await fetchInvoiceFile(row);
  saveBlob(blob, name);
  return name;
}
