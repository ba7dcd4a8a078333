/**
 * The invoice calls that do more than send their fields (SPEC.md section 7 "Invoices"; REQUIREMENTS
 * API-INV): the info reduced to what its issue type keeps, the address acts by their `type`, and the
 * download of an issued invoice's file. The other calls go by their contracts (src/common/invoice.ts).
 */
import { ADDRESS_ACT, HomeAddressAct, InvoiceAddInfo, InvoiceAlterInfo, InvoiceDownload, invoiceInfoPayload, type AddressForm, type InvoiceInfoData, type InvoiceRow } from '../common/invoice';
import { api } from './client';

// ---- invoice info ----

/** [API-INV-02]: data = the info, issue type 1 reduced to its three fields. */
export const addInfo = (data: InvoiceInfoData) => api.call(InvoiceAddInfo, { data: invoiceInfoPayload(data) });

/** [API-INV-03] */
export const alterInfo = (data: InvoiceInfoData) => api.call(InvoiceAlterInfo, { data: invoiceInfoPayload(data) });

// ---- mailing addresses ----

/** type 1, add [API-INV-05]; answers the new address's id. */
export const addAddress = (form: AddressForm) => api.call(HomeAddressAct, { type: ADDRESS_ACT.add, ...form });

/** type 2, modify [API-INV-06]. */
export const modifyAddress = (addrid: number, form: AddressForm) => api.call(HomeAddressAct, { type: ADDRESS_ACT.modify, ...form, addrid });

/** type 3, delete [API-INV-07]. */
export const deleteAddress = (id: number) => api.call(HomeAddressAct, { type: ADDRESS_ACT.remove, id });

/** type 4, set default [API-INV-08]. */
export const setDefaultAddress = (id: number) => api.call(HomeAddressAct, { type: ADDRESS_ACT.setDefault, id });

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
