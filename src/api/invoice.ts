/**
 * Invoice and mailing-address calls (SPEC.md section 7 "Invoices"; REQUIREMENTS API-INV), typed
 * with the shapes of src/common/invoice.ts, plus the download of an issued invoice's file.
 *
 * Every call goes through the default instance (a non-zero err_code shows the '错误信息' dialog)
 * unless its name says otherwise; `param` and `data` are sent as JSON text, as the spec has it.
 */
import {
  ADDRESS_ACT,
  HomeAddressAct,
  InvoiceAddInfo,
  InvoiceAjaxInfo,
  InvoiceAjaxMakeOut,
  InvoiceAjaxUserAddress,
  InvoiceAlterInfo,
  InvoiceBackInvoice,
  InvoiceDownload,
  InvoiceDrawBill,
  InvoiceGetAcctList,
  InvoiceGetLists,
  invoiceInfoPayload,
  type AcctListParam,
  type AddressForm,
  type InvoiceInfoData,
  type InvoiceListParam,
  type InvoiceRow,
} from '../common/invoice';
import { api, apiNoError } from './client';

// ---- invoice info ----

/** [API-INV-01] */
export const ajaxInfo = () => api.call(InvoiceAjaxInfo);

/** [API-INV-02]: data = the info, issue type 1 reduced to its three fields. */
export const addInfo = (data: InvoiceInfoData) => api.call(InvoiceAddInfo, { data: invoiceInfoPayload(data) });

/** [API-INV-03] */
export const alterInfo = (data: InvoiceInfoData) => api.call(InvoiceAlterInfo, { data: invoiceInfoPayload(data) });

// ---- mailing addresses ----

/** [API-INV-04]: a map of address id to address. */
export const ajaxUserAddress = () => api.call(InvoiceAjaxUserAddress);

/** type 1, add [API-INV-05]; answers the new address's id. */
export const addAddress = (form: AddressForm) => api.call(HomeAddressAct, { type: ADDRESS_ACT.add, ...form });

/** type 2, modify [API-INV-06]. */
export const modifyAddress = (addrid: number, form: AddressForm) => api.call(HomeAddressAct, { type: ADDRESS_ACT.modify, ...form, addrid });

/** type 3, delete [API-INV-07]. */
export const deleteAddress = (id: number) => api.call(HomeAddressAct, { type: ADDRESS_ACT.remove, id });

/** type 4, set default [API-INV-08]. */
export const setDefaultAddress = (id: number) => api.call(HomeAddressAct, { type: ADDRESS_ACT.setDefault, id });

// ---- billable items and requests ----

/** [API-INV-13] */
export const getAcctList = (param: AcctListParam) => api.call(InvoiceGetAcctList, { param });

/** [API-INV-14] */
export const ajaxMakeOut = (param: AcctListParam) => api.call(InvoiceAjaxMakeOut, { param });

/**
 * [API-INV-15]. Silent: the wizard shows a refusal itself (the permission tip, or 'no permission
 * to operate' when the server gives none [INV-REQ-26]).
 */
export const drawBill = (accItems: readonly number[], addressId: number) => apiNoError.call(InvoiceDrawBill, { acc_items: accItems, address_id: addressId });

// ---- the list ----

/** [API-INV-10, API-INV-11] */
export const getLists = (param: InvoiceListParam) => api.call(InvoiceGetLists, { param });

/** [API-INV-12]; the reply's err_msg is the toast. */
export const backInvoice = (ids: readonly number[]) => api.call(InvoiceBackInvoice, { invoice_id: ids });

// ---- download ----

/** The name an issued invoice is saved as: invoice_no plus the file's extension [INV-LIST-21]. */
export function invoiceFileName(row: Pick<InvoiceRow, 'invoice_no' | 'invoice_file_name'>): string {
  return row.invoice_file_name || `${row.invoice_no}.pdf`;
}

/**
 * Downloads an issued invoice and saves it under the name the server gives, else invoice_no plus the
 * file's extension [INV-LIST-21]. Resolves to that name.
 */
export const downloadInvoice = async (row: Pick<InvoiceRow, 'invoice_no' | 'invoice_file_name'>) =>
  (await api.download(InvoiceDownload, { invoice_no: row.invoice_no }, { fileName: invoiceFileName(row) })).fileName;
