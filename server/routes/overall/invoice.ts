/**
 * Invoices (SPEC.md sections 2-9; REQUIREMENTS INV-INFO, INV-LIST, INV-REQ, API-INV): invoice
 * info, billable items, requests, the list, withdraw and download. Addresses are in address.ts.
 *
 * Rights, per route (SPEC.md section 6; DESIGN.md "SET to add the first time, ALTER to change"):
 * - Invoice-ajaxInfo: SF_INVOICE_INFO_QUERY (info page) or SF_INVOICE_MAKE_OUT (wizard step 2).
 * - Invoice-addInfo: SF_INVOICE_INFO_SET. Invoice-alterInfo: SF_INVOICE_INFO_ALTER.
 * - Invoice-getAcctList, Invoice-ajaxMakeOut, Invoice-drawBill: SF_INVOICE_MAKE_OUT.
 * - Invoice-getLists, Invoice-download: SF_INVOICE_LIST (reading the list and its files).
 * - Invoice-backInvoice: SF_INVOICE_MAKE_OUT. Withdrawing undoes a request and makes its items
 *   billable again, so it takes the same authority as requesting; a user who may only look at
 *   the list (SF_INVOICE_LIST) cannot.
 *
 * Money is integer fen in the database and yuan strings with 2 decimals ('1234.50') in replies.
 * Dates in replies are 'YYYY-MM-DD HH:mm:ss' (China Standard Time), '' when not set.
 *
 * Concurrency of requests: `acct_items.invoice_id` names the pending or issued invoice holding an
 * item. drawBill inserts the invoice and claims the items with ONE guarded UPDATE
 * (... SET invoice_id = new WHERE id IN (...) AND invoice_id IS NULL) in one transaction, and
 * rolls back unless every item was claimed. On PostgreSQL concurrent claimers block on the row
 * locks and, once the winner commits, re-check `invoice_id IS NULL` and claim nothing; on SQLite
 * transactions run one at a time. Either way fifty simultaneous requests for the same items make
 * exactly one invoice.
 */
import type { Selectable } from 'kysely';
import { ErrCode } from '../../../src/common/api';
import type { HandlerFields } from '../../../src/common/contract';
import {
  ADDRESS_PART_LABEL,
  billMonthOf,
  dayStartMs,
  fenToYuan,
  fullAddress,
  INVOICE_STATE_ISSUED,
  INVOICE_STATE_PENDING,
  INVOICE_STATE_WITHDRAWN,
  INVOICE_STATES,
  INVOICE_TYPE_NAME,
  INVOICE_TYPE_ORDINARY,
  INVOICE_TYPES,
  InvoiceAddInfo,
  InvoiceAjaxInfo,
  InvoiceAjaxMakeOut,
  InvoiceAlterInfo,
  InvoiceBackInvoice,
  InvoiceDownload,
  invoiceDownloadPath,
  InvoiceDrawBill,
  InvoiceGetAcctList,
  InvoiceGetLists,
  invoiceInfoPayload,
  type InvoiceListFilter,
  ISSUE_TYPE_NAME,
  ISSUE_TYPES,
  missingAddressParts,
  requestItemsSchema,
  validateInvoiceInfo,
  type AcctFilter,
  type AcctItem,
  type InvoiceInfo,
  type InvoiceInfoData,
  type InvoiceRow,
  type InvoiceType,
  type IssueType,
  type TypeMap,
} from '../../../src/common/invoice';
import { DAY_MS, formatDateTime } from '../../../src/common/time';
import { formatText, localized } from '../../../src/common/messages/format';
import type { ServerMessageId } from '../../../src/common/messages/zh-CN';
import { LOCK_SCOPE, lockShopScope } from '../../db/locks';
import { sumOfCounts } from '../../db/counts';
import { pageOf } from '../../db/paging';
import type { Executor, InvoiceInfosTable, MailAddressesTable, Tx } from '../../db/schema';
import { extensionOf, getFile } from '../../files';
import { invoiceDocumentOf, invoicePdf } from '../../invoicePdf';
import { ApiError, badRequest, notFound } from '../../http/errors';
import { fileResponse } from '../../http/fileResponse';
import { route, type AuthedCtx } from '../../http/route';
import { auditText } from '../../logs/auditText';
import { addressNotFound, findAddress } from '../../shop/addresses';

/** The staff log's menu (发票管理). */
const MENU = 'menuGroup.invoice' satisfies ServerMessageId;

const dateText = (ms: number): string => (ms > 0 ? formatDateTime(ms) : '');

/** The fields of addInfo and alterInfo, as their contracts declare them (the same for both). */
type InfoFields = HandlerFields<typeof InvoiceAddInfo.fields>;

/** The `data` of addInfo / alterInfo: types checked by the schema, rules by the shared validator. */
function infoData(data: InfoFields['data']): InvoiceInfoData {
  const invalid = validateInvoiceInfo(data);
  if (invalid) throw ApiError.of(ErrCode.BAD_REQUEST, invalid.id, invalid.values);
  return invoiceInfoPayload({ ...data, address_id: data.address_id! });
}

// ---------------------------------------------------------------------------------------------
// Invoice info

const typeMap = (values: readonly number[], name: (v: number) => string): TypeMap =>
  Object.fromEntries(values.map((val) => [String(val), { val, ch_name: name(val) }]));

export const issueTypeMap = (): TypeMap => typeMap(ISSUE_TYPES, (v) => formatText(ISSUE_TYPE_NAME[v as IssueType]));
export const invoiceTypeMap = (): TypeMap => typeMap(INVOICE_TYPES, (v) => formatText(INVOICE_TYPE_NAME[v as InvoiceType]));

function toInvoiceInfo(info: Selectable<InvoiceInfosTable>, a: Selectable<MailAddressesTable> | null): InvoiceInfo {
  const issueType = ISSUE_TYPES.find((t) => t === info.issue_type) ?? 1;
  const invoiceType = INVOICE_TYPES.find((t) => t === info.invoice_type) ?? INVOICE_TYPE_ORDINARY;
  return {
    issue_type: issueType,
    issue_type_name: formatText(ISSUE_TYPE_NAME[issueType]),
    invoice_type: invoiceType,
    invoice_type_name: formatText(INVOICE_TYPE_NAME[invoiceType]),
    invoice_header: info.invoice_header,
    address_id: info.address_id,
    tax_no: info.tax_no,
    bank_name: info.bank_name,
    bank_no: info.bank_no,
    address: info.reg_address,
    phone: info.reg_phone,
    create_date: dateText(info.create_date),
    update_date: dateText(info.update_date),
    addr: a ? fullAddress(a) : '',
    receiver: a?.receiver ?? '',
    telephone: a?.telephone ?? '',
    mail: a?.mail ?? '',
    city: a?.city_name ?? '',
    province: a?.province_name ?? '',
    region: a?.region_name ?? '',
    postcode: a?.postcode ?? '',
    uaddress: a?.address_name ?? '',
    shop_id: info.shop_id,
    user_id: info.user_id,
  };
}

/** The shop's saved invoice info joined with its mailing address, and whether it is usable. */
export async function loadInvoiceInfo(db: Executor, shopId: number): Promise<{ info: InvoiceInfo; valid: boolean; address: Selectable<MailAddressesTable> | null } | null> {
  const row = await db.selectFrom('invoice_infos').selectAll().where('shop_id', '=', shopId).executeTakeFirst();
  if (!row) return null;
  const address = await findAddress(db, shopId, row.address_id);
  const info = toInvoiceInfo(row, address);
  const valid =
    address !== null &&
    missingAddressParts(address).length === 0 &&
    validateInvoiceInfo({
      address_id: info.address_id,
      invoice_header: info.invoice_header,
      issue_type: info.issue_type,
      invoice_type: info.invoice_type,
      tax_no: info.tax_no,
      bank_name: info.bank_name,
      bank_no: info.bank_no,
      address: info.address,
      phone: info.phone,
    }) === null;
  return { info, valid, address };
}

export const ajaxInfo = route(InvoiceAjaxInfo, {
  // Right (SPEC.md names none; docs/DESIGN.md, rights of the routes): the invoice info page (view) and the application, which shows the info.
  access: { anyOf: ['SF_INVOICE_INFO_QUERY', 'SF_INVOICE_MAKE_OUT'] },
  async handle(ctx) {
    const saved = await loadInvoiceInfo(ctx.db, ctx.session.shop.shop_id);
    return {
      invoice_type: invoiceTypeMap(),
      issue_type: issueTypeMap(),
      // The saved header, or the shop's name as the suggestion for a first header.
      invoice_header: saved?.info.invoice_header ?? ctx.session.shop.shop_name,
      arrInvoiceInfo: saved ? saved.info : ([] as []),
    };
  },
});

function infoColumns(d: InvoiceInfoData) {
  return {
    issue_type: d.issue_type,
    invoice_type: d.invoice_type ?? INVOICE_TYPE_ORDINARY,
    invoice_header: d.invoice_header,
    address_id: d.address_id,
    tax_no: d.tax_no ?? '',
    bank_name: d.bank_name ?? '',
    bank_no: d.bank_no ?? '',
    reg_address: d.address ?? '',
    reg_phone: d.phone ?? '',
  };
}

const describeInfo = (d: InvoiceInfoData) =>
  auditText('audit.invoice.info', {
    header: d.invoice_header,
    issueType: auditText(ISSUE_TYPE_NAME[d.issue_type]),
    invoiceType: auditText(INVOICE_TYPE_NAME[d.invoice_type ?? INVOICE_TYPE_ORDINARY]),
    addressId: d.address_id,
  });

/**
 * Saves the shop's invoice info: `store` adds or changes the row (refusing when it cannot); both run
 * under the shop's invoice-settings lock, with the address checked in the same transaction.
 */
async function saveInfo(
  ctx: AuthedCtx & { fields: InfoFields },
  fn: ServerMessageId,
  store: (trx: Tx, shopId: number, data: InvoiceInfoData) => Promise<void>,
) {
  const shopId = ctx.session.shop.shop_id;
  const data = infoData(ctx.fields.data);
  await ctx.write(async ({ db: trx, audit }) => {
    await lockShopScope(trx, ctx.deps.dialect, LOCK_SCOPE.invoiceSettings, shopId);
    if (!(await findAddress(trx, shopId, data.address_id))) throw addressNotFound();
    await store(trx, shopId, data);
    await audit(MENU, fn, describeInfo(data));
  });
  return { err_msg: ctx.t('invoice.info.submitted') };
}

export const addInfo = route(InvoiceAddInfo, {
  access: { anyOf: ['SF_INVOICE_INFO_SET'] },
  handle: (ctx) =>
    saveInfo(ctx, 'audit.fn.infoAdded', async (trx, shopId, data) => {
      const r = await trx
        .insertInto('invoice_infos')
        .values({ ...infoColumns(data), shop_id: shopId, user_id: ctx.session.user.user_id, create_date: ctx.now, update_date: ctx.now })
        .onConflict((oc) => oc.column('shop_id').doNothing())
        .executeTakeFirst();
      if (Number(r.numInsertedOrUpdatedRows ?? 0) !== 1) throw ApiError.of(ErrCode.CONFLICT, 'invoice.info.exists');
    }),
});

export const alterInfo = route(InvoiceAlterInfo, {
  access: { anyOf: ['SF_INVOICE_INFO_ALTER'] },
  handle: (ctx) =>
    saveInfo(ctx, 'audit.fn.infoAltered', async (trx, shopId, data) => {
      const r = await trx
        .updateTable('invoice_infos')
        .set({ ...infoColumns(data), user_id: ctx.session.user.user_id, update_date: ctx.now })
        .where('shop_id', '=', shopId)
        .executeTakeFirst();
      if (Number(r.numUpdatedRows) !== 1) throw ApiError.of(ErrCode.NOT_FOUND, 'invoice.info.missing');
    }),
});

// ---------------------------------------------------------------------------------------------
// Billable items

/** Items of the shop that may be invoiced now: in no pending/issued invoice, month closed. */
function billableItems(db: Executor, shopId: number, now: number, f: AcctFilter) {
  let q = db
    .selectFrom('acct_items')
    .where('acct_items.shop_id', '=', shopId)
    .where('acct_items.invoice_id', 'is', null)
    .where('acct_items.billing_cycle_id', '<', billMonthOf(now));
  if (f.bill_date_min !== undefined) q = q.where('acct_items.billing_cycle_id', '>=', f.bill_date_min);
  if (f.bill_date_max !== undefined) q = q.where('acct_items.billing_cycle_id', '<=', f.bill_date_max);
  if (f.amount_min !== undefined) q = q.where('acct_items.amount', '>=', f.amount_min);
  if (f.amount_max !== undefined) q = q.where('acct_items.amount', '<=', f.amount_max);
  return q;
}

const toAcctItem = (r: { acct_item_id: number; item_type_name: string; item_source_name: string; amount: number; billing_cycle_id: string }): AcctItem => ({
  acct_item_id: r.acct_item_id,
  item_type_name: r.item_type_name,
  item_source_name: r.item_source_name,
  amount: fenToYuan(Number(r.amount)),
  billing_cycle_id: r.billing_cycle_id,
});

export const getAcctList = route(InvoiceGetAcctList, {
  access: { anyOf: ['SF_INVOICE_MAKE_OUT'] },
  async handle(ctx) {
    const f = ctx.fields.param;
    const rows = billableItems(ctx.db, ctx.session.shop.shop_id, ctx.now, f)
      .select(['acct_item_id', 'item_type_name', 'item_source_name', 'amount', 'billing_cycle_id'])
      .orderBy('billing_cycle_id', 'desc')
      .orderBy('acct_item_id', 'desc');
    const page = await pageOf(rows, f);
    return { data: page.rows.map(toAcctItem), count: page.total };
  },
});

export const ajaxMakeOut = route(InvoiceAjaxMakeOut, {
  access: { anyOf: ['SF_INVOICE_MAKE_OUT'] },
  async handle(ctx) {
    const shopId = ctx.session.shop.shop_id;
    const f = ctx.fields.param;
    const saved = await loadInvoiceInfo(ctx.db, shopId);
    const totals = await billableItems(ctx.db, shopId, ctx.now, f)
      .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.sum<number>('acct_items.amount').as('fen')])
      .executeTakeFirstOrThrow();
    return {
      // An empty array tells the wizard that no valid invoice info is set ([INV-REQ-27]).
      arrInvoiceInfo: saved?.valid ? saved.info : ([] as []),
      total_amount: fenToYuan(Number(totals.fen ?? 0)),
      total_count: Number(totals.n),
      invoice_type: invoiceTypeMap(),
      issue_type: issueTypeMap(),
    };
  },
});

// ---------------------------------------------------------------------------------------------
// Requests

export const drawBill = route(InvoiceDrawBill, {
  access: { anyOf: ['SF_INVOICE_MAKE_OUT'] },
  async handle(ctx) {
    const shopId = ctx.session.shop.shop_id;
    const listed = ctx.input.json('acc_items', requestItemsSchema, { required: false }) ?? [];
    const ids = [...new Set(listed)];
    if (ids.length === 0) throw badRequest('invoice.request.itemsRequired');
    const addressId = ctx.input.int('address_id', { min: 0 });
    if (!addressId) throw badRequest('invoice.info.addressRequired');

    const run = () =>
      ctx.write(async ({ db: trx, audit }) => {
        const saved = await loadInvoiceInfo(trx, shopId);
        if (!saved?.valid) throw badRequest('invoice.info.invalid');
        const address = await findAddress(trx, shopId, addressId);
        if (!address) throw addressNotFound();
        const missing = missingAddressParts(address);
        if (missing.length) throw badRequest('invoice.address.incomplete', { items: missing.map((p) => localized(ADDRESS_PART_LABEL[p])) });

        const items = await trx
          .selectFrom('acct_items')
          .select(['acct_item_id', 'amount', 'billing_cycle_id', 'invoice_id'])
          .where('shop_id', '=', shopId)
          .where('acct_item_id', 'in', ids)
          .execute();
        if (items.length !== ids.length) {
          const found = new Set(items.map((i) => i.acct_item_id));
          throw notFound('invoice.what.item', ids.filter((id) => !found.has(id)));
        }
        const open = items.find((i) => i.billing_cycle_id >= billMonthOf(ctx.now));
        if (open) throw badRequest('invoice.request.monthOpen', { month: open.billing_cycle_id });
        const taken = items.filter((i) => i.invoice_id !== null).map((i) => i.acct_item_id);
        if (taken.length) throw ApiError.of(ErrCode.CONFLICT, 'invoice.request.itemsTaken', { ids: taken.join(',') });

        const amount = items.reduce((sum, i) => sum + Number(i.amount), 0);
        const info = saved.info;
        const invoice = await trx
          .insertInto('invoices')
          .values({
            shop_id: shopId,
            user_id: ctx.session.user.user_id,
            amount,
            item_count: items.length,
            invoice_state: INVOICE_STATE_PENDING,
            invoice_no: null,
            file_id: null,
            issue_date: 0,
            comments: '',
            create_date: ctx.now,
            update_date: ctx.now,
            issue_type: info.issue_type,
            invoice_type: info.invoice_type,
            invoice_header: info.invoice_header,
            tax_no: info.tax_no,
            bank_name: info.bank_name,
            bank_no: info.bank_no,
            reg_address: info.address,
            reg_phone: info.phone,
            address_id: address.address_id,
            receiver: address.receiver,
            telephone: address.telephone,
            mail: address.mail,
            postcode: address.postcode,
            mail_address: fullAddress(address),
          })
          .returning('invoice_id')
          .executeTakeFirstOrThrow();
        // The claim: only items still free are taken; anything less than all of them rolls back.
        const claimed = await trx
          .updateTable('acct_items')
          .set({ invoice_id: invoice.invoice_id })
          .where('shop_id', '=', shopId)
          .where('acct_item_id', 'in', ids)
          .where('invoice_id', 'is', null)
          .executeTakeFirst();
        if (Number(claimed.numUpdatedRows) !== ids.length) throw ApiError.of(ErrCode.CONFLICT, 'invoice.request.itemsTaken', { ids: ids.join(',') });
        await trx
          .insertInto('invoice_items')
          .values(items.map((i) => ({ shop_id: shopId, invoice_id: invoice.invoice_id, acct_item_id: i.acct_item_id, amount: Number(i.amount) })))
          .execute();
        await audit(MENU, 'audit.fn.invoiceRequested', auditText('audit.invoice.requested', { id: invoice.invoice_id, count: items.length, amount: fenToYuan(amount), header: info.invoice_header }));
        return invoice.invoice_id;
      });

    const invoiceId = await run();
    return { invoice_id: invoiceId, err_msg: ctx.t('invoice.info.submitted') };
  },
});

// ---------------------------------------------------------------------------------------------
// The list

/**
 * The list's total from the day counts (migration 0014), so the first page costs the same at any
 * number of invoices; undefined when an amount bound asks for counting the rows.
 */
async function keptInvoiceTotal(db: Executor, shopId: number, f: InvoiceListFilter): Promise<number | undefined> {
  if (f.amount_min !== undefined || f.amount_max !== undefined) return undefined;
  return sumOfCounts(db, 'invoice_counts', { shop_id: shopId, invoice_state: f.invoice_state ?? -1 }, {
    from: f.create_date_min === undefined ? undefined : dayStartMs(f.create_date_min),
    to: f.create_date_max === undefined ? undefined : dayStartMs(f.create_date_max) + DAY_MS,
  });
}

export const getLists = route(InvoiceGetLists, {
  access: { anyOf: ['SF_INVOICE_LIST'] },
  async handle(ctx) {
    const shopId = ctx.session.shop.shop_id;
    const f = ctx.fields.param;
    let base = ctx.db.selectFrom('invoices').where('invoices.shop_id', '=', shopId);
    if (f.create_date_min !== undefined) base = base.where('invoices.create_date', '>=', dayStartMs(f.create_date_min));
    // Whole days: up to the start of the day after create_date_max.
    if (f.create_date_max !== undefined) base = base.where('invoices.create_date', '<', dayStartMs(f.create_date_max) + DAY_MS);
    if (f.amount_min !== undefined) base = base.where('invoices.amount', '>=', f.amount_min);
    if (f.amount_max !== undefined) base = base.where('invoices.amount', '<=', f.amount_max);
    if (f.invoice_state !== undefined) base = base.where('invoices.invoice_state', '=', f.invoice_state);

    const { field, direction } = f.order;
    // Every sort ends with invoice_id so that pages never overlap; each matches an index.
    let sorted = base.select([
      'invoice_id',
      'amount',
      'create_date',
      'invoice_state',
      'invoice_no',
      'file_id',
      'issue_date',
      'comments',
      'item_count',
    ]);
    sorted = sorted.orderBy(`invoices.${field}`, direction);
    if (field === 'invoice_state') sorted = sorted.orderBy('invoices.create_date', direction);
    sorted = sorted.orderBy('invoices.invoice_id', direction);
    const { total, rows } = await pageOf(sorted, f, () => keptInvoiceTotal(ctx.db, shopId, f));

    const fileIds = rows.map((r) => r.file_id).filter((id): id is number => id !== null);
    const fileNames = new Map<number, string>();
    if (fileIds.length) {
      const files = await ctx.db.selectFrom('files').select(['file_id', 'name']).where('shop_id', '=', shopId).where('file_id', 'in', fileIds).execute();
      for (const file of files) fileNames.set(file.file_id, file.name);
    }
    const data: InvoiceRow[] = rows.map((r) => {
      // An issued invoice without a stored file is drawn on download (see `download`).
      const storedName = r.file_id !== null ? fileNames.get(r.file_id) : undefined;
      const downloadable = r.invoice_state === INVOICE_STATE_ISSUED && r.invoice_no !== null && (r.file_id === null || storedName !== undefined);
      const state = INVOICE_STATES.find((s) => s === r.invoice_state) ?? INVOICE_STATE_PENDING;
      return {
        invoice_id: r.invoice_id,
        amount: fenToYuan(Number(r.amount)),
        create_date: dateText(r.create_date),
        invoice_state: state,
        invoice_no: r.invoice_no ?? '',
        invoice_file: downloadable ? invoiceDownloadPath(r.invoice_no!) : '',
        invoice_file_name: downloadable ? `${r.invoice_no}${(storedName && extensionOf(storedName)) || '.pdf'}` : '',
        issue_date: dateText(r.issue_date),
        comments: r.comments,
        item_count: r.item_count,
      };
    });
    return { data, count: total };
  },
});

// ---------------------------------------------------------------------------------------------
// Withdraw

export const backInvoice = route(InvoiceBackInvoice, {
  // Right (SPEC.md names none; docs/DESIGN.md, rights of the routes): withdrawing undoes a request: the right that makes one.
  access: { anyOf: ['SF_INVOICE_MAKE_OUT'] },
  async handle(ctx) {
    const shopId = ctx.session.shop.shop_id;
    const listed = ctx.fields.invoice_id ?? [];
    const ids = [...new Set(listed)];
    if (ids.length === 0) throw badRequest('invoice.withdraw.none');
    const run = () =>
      ctx.write(async ({ db: trx, audit }) => {
        const found = await trx.selectFrom('invoices').select(['invoice_id', 'invoice_state']).where('shop_id', '=', shopId).where('invoice_id', 'in', ids).execute();
        if (found.length !== ids.length) {
          const known = new Set(found.map((r) => r.invoice_id));
          throw notFound('invoice.what.invoice', ids.filter((id) => !known.has(id)));
        }
        const notPending = found.filter((r) => r.invoice_state !== INVOICE_STATE_PENDING).map((r) => r.invoice_id);
        if (notPending.length) throw ApiError.of(ErrCode.CONFLICT, 'invoice.withdraw.notPending', { ids: notPending.join(',') });
        // Guarded like the request: an invoice issued or withdrawn meanwhile rolls everything back.
        const changed = await trx
          .updateTable('invoices')
          .set({ invoice_state: INVOICE_STATE_WITHDRAWN, update_date: ctx.now })
          .where('shop_id', '=', shopId)
          .where('invoice_id', 'in', ids)
          .where('invoice_state', '=', INVOICE_STATE_PENDING)
          .executeTakeFirst();
        if (Number(changed.numUpdatedRows) !== ids.length) throw ApiError.of(ErrCode.CONFLICT, 'invoice.withdraw.notPending', { ids: ids.join(',') });
        await trx.updateTable('acct_items').set({ invoice_id: null }).where('shop_id', '=', shopId).where('invoice_id', 'in', ids).execute();
        await audit(MENU, 'audit.fn.invoiceWithdrawn', auditText('audit.invoice.withdrawn', { ids: ids.map((id) => `#${id}`) }));
      });
    await run();
    return { err_msg: ctx.t('invoice.withdraw.done') };
  },
});

// ---------------------------------------------------------------------------------------------
// Download

/** The font of the invoice PDFs, which every host that serves downloads provides. */
function loadCjkFont(ctx: AuthedCtx): Promise<Uint8Array> {
  if (!ctx.deps.loadCjkFont) throw new Error('this host provides no CJK font (AppDeps.loadCjkFont) for invoice PDFs');
  return ctx.deps.loadCjkFont();
}

/**
 * GET /Invoice-download?invoice_no=...: the issued invoice's file as an attachment named
 * invoice_no plus its extension ([INV-LIST-21]). A file stored for the invoice is answered as it
 * is; otherwise the electronic invoice is drawn as a PDF from the invoice's own data. Read-only, so
 * a plain link works (the session cookie is SameSite=Lax). Anything but an issued invoice of this
 * shop answers the JSON error.
 */
export const download = route(InvoiceDownload, {
  access: { anyOf: ['SF_INVOICE_LIST'] },
  async handle(ctx) {
    const shopId = ctx.session.shop.shop_id;
    const invoiceNo = ctx.fields.invoice_no;
    const invoice = await ctx.db.selectFrom('invoices').selectAll().where('shop_id', '=', shopId).where('invoice_no', '=', invoiceNo).executeTakeFirst();
    if (!invoice || invoice.invoice_state !== INVOICE_STATE_ISSUED) throw notFound('invoice.what.file');
    const stored = invoice.file_id !== null ? await getFile(ctx.db, shopId, invoice.file_id) : null;
    if (invoice.file_id !== null && !stored) throw notFound('invoice.what.file');
    const file = stored
      ? { bytes: stored.bytes, mime: stored.mime || 'application/octet-stream', extension: extensionOf(stored.name) || '.pdf' }
      : { bytes: await invoicePdf(await invoiceDocumentOf(ctx.db, invoice), await loadCjkFont(ctx)), mime: 'application/pdf', extension: '.pdf' };
    return fileResponse({ bytes: file.bytes, mime: file.mime, filename: `${invoiceNo}${file.extension}` });
  },
});

export const invoiceRoutes = [ajaxInfo, addInfo, alterInfo, getAcctList, ajaxMakeOut, drawBill, getLists, backInvoice, download];
