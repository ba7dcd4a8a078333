/**
 * The electronic invoice (电子发票) of an issued invoice, as a PDF laid out like the tax
 * authority's fully digital invoice: the title by invoice type, the number and issue date, a
 * bordered form with 购买方信息 and 销售方信息, the items with amount, rate and tax, 价税合计 in capitals
 * and in figures, 备注, and 开票人 below. Its size is the invoice's paper size, 241 x 140 mm.
 *
 * The invoice's amount is what the shop pays, tax included; each item is split into its amount
 * before tax and its tax at the platform's VAT rate, and the splits add up to the total exactly.
 */
import { INVOICE_DRAWER, INVOICE_SELLER, INVOICE_TAX_CATEGORY, INVOICE_VAT_RATE_PERCENT } from '../src/common/constants';
import { INVOICE_TYPE_SPECIAL } from '../src/common/invoice';
import { fenToChineseCapitals, fenToYuan } from '../src/common/money';
import { formatDate } from '../src/common/time';
import type { Selectable } from 'kysely';
import type { Executor, InvoicesTable } from './db/schema';
import { BLACK, createCjkPdf, type PdfColor, type PdfPage, type TextStyle } from './pdf';

export interface InvoiceParty {
  name: string;
  /** 统一社会信用代码 / 纳税人识别号; empty for a person. */
  taxNo: string;
}

export interface InvoiceLine {
  /** What was billed, e.g. '云拆单服务费（300 单）'. */
  name: string;
  /** The billing month 'YYYY-MM', or ''. */
  period: string;
  /** Tax included. */
  amountFen: number;
}

export interface InvoiceDocument {
  invoiceNo: string;
  /** Epoch ms. */
  issuedAt: number;
  /** 1 ordinary, 2 special VAT invoice. */
  invoiceType: number;
  buyer: InvoiceParty;
  seller: InvoiceParty;
  /** Printed under 备注. */
  remarks: string;
  lines: InvoiceLine[];
  /** The total, tax included. */
  amountFen: number;
  drawer: string;
}

const MM = 72 / 25.4;
const PAGE_WIDTH = 241 * MM;
const PAGE_HEIGHT = 140 * MM;
/** The form's colour, as printed on the paper invoices; what was filled in is black. */
const FORM: PdfColor = { r: 0.6, g: 0.31, b: 0.18 };
const LEFT = 12 * MM;
const RIGHT = PAGE_WIDTH - 12 * MM;
const FORM_TOP = PAGE_HEIGHT - 23 * MM;
const PARTY_HEIGHT = 22 * MM;
const ITEMS_HEADER = 7 * MM;
const TOTAL_ROW = 6.5 * MM;
const CAPITALS_ROW = 8 * MM;
const REMARKS_HEIGHT = 15 * MM;
const FORM_BOTTOM = 13 * MM;
/** The narrow cells that hold the vertical labels 购买方信息, 销售方信息 and 备注. */
const LABEL_CELL = 7 * MM;
const LINE_HEIGHT = 11.5;
const ITEM_TEXT: TextStyle = { size: 8.5 };
const LABEL: TextStyle = { size: 9, color: FORM };
const VALUE: TextStyle = { size: 9 };

/** The item columns: [label, width in mm, alignment of the values]. */
const COLUMNS = [
  ['项目名称', 66, 'left'],
  ['规格型号', 22, 'center'],
  ['单位', 12, 'center'],
  ['数量', 17, 'right'],
  ['单价', 22, 'right'],
  ['金额', 28, 'right'],
  ['税率/征收率', 22, 'center'],
  ['税额', 28, 'right'],
] as const;

const TITLE_BY_TYPE: Record<number, string> = { 1: '电子发票（普通发票）', 2: '电子发票（增值税专用发票）' };

/** `gross` split into its amount before tax and its tax at `ratePercent`, adding up to `gross`. */
export function splitVat(grossFen: number, ratePercent: number): { netFen: number; taxFen: number } {
  const netFen = Math.round((grossFen * 100) / (100 + ratePercent));
  return { netFen, taxFen: grossFen - netFen };
}

interface PricedLine extends InvoiceLine {
  netFen: number;
  taxFen: number;
  /** The item name as wrapped in its column. */
  nameLines: string[];
}

const dateInChinese = (ms: number) => {
  const [y, m, d] = formatDate(ms).split('-');
  return `${y}年${m}月${d}日`;
};

/** Draws `text` one character under the other, centred in the cell from `top` down `height`. */
function verticalLabel(page: PdfPage, text: string, centerX: number, top: number, height: number) {
  const step = Math.min(12, height / (text.length + 0.5));
  const start = top - (height - step * text.length) / 2 - LABEL.size;
  [...text].forEach((ch, i) => page.centredText(ch, centerX, start - i * step + 1.5, LABEL));
}

/** A value in at most `maxLines` lines of `maxWidth`, in the largest size from `size` down that fits. */
function fitted(page: PdfPage, text: string, maxWidth: number, size: number, maxLines: number): { lines: string[]; size: number } {
  for (let s = size; s > 6; s -= 0.5) {
    const lines = page.wrap(text, maxWidth, s);
    if (lines.length <= maxLines) return { lines, size: s };
  }
  return { lines: page.wrap(text, maxWidth, 6).slice(0, maxLines), size: 6 };
}

function drawParty(page: PdfPage, label: string, party: InvoiceParty, left: number, right: number, top: number) {
  const bottom = top - PARTY_HEIGHT;
  page.line(left + LABEL_CELL, top, left + LABEL_CELL, bottom, { color: FORM });
  verticalLabel(page, label, left + LABEL_CELL / 2, top, PARTY_HEIGHT);
  const x = left + LABEL_CELL + 2 * MM;
  const nameLabel = '名称：';
  const nameX = x + page.widthOf(nameLabel, LABEL.size);
  const name = fitted(page, party.name, right - nameX - 2 * MM, VALUE.size, 2);
  const nameY = top - 6 * MM;
  page.text(nameLabel, x, nameY, LABEL);
  name.lines.forEach((line, i) => page.text(line, nameX, nameY - i * (name.size + 2), { size: name.size }));
  const taxLabel = '统一社会信用代码/纳税人识别号：';
  const taxY = bottom + 4.5 * MM;
  page.text(taxLabel, x, taxY, LABEL);
  page.text(party.taxNo, x + page.widthOf(taxLabel, LABEL.size), taxY, VALUE);
}

function drawHeader(page: PdfPage, doc: InvoiceDocument, pageNo: number, pages: number) {
  const title = TITLE_BY_TYPE[doc.invoiceType] ?? TITLE_BY_TYPE[1];
  const titleStyle: TextStyle = { size: 17, color: FORM, bold: true };
  const titleY = PAGE_HEIGHT - 14 * MM;
  const centre = PAGE_WIDTH / 2;
  page.centredText(title, centre, titleY, titleStyle);
  const half = page.widthOf(title, titleStyle.size) / 2 + 4 * MM;
  // The double rule under the title.
  page.line(centre - half, titleY - 2.2 * MM, centre + half, titleY - 2.2 * MM, { color: FORM, width: 0.6 });
  page.line(centre - half, titleY - 3 * MM, centre + half, titleY - 3 * MM, { color: FORM, width: 0.6 });

  const fieldsX = RIGHT - 56 * MM;
  const fields: [string, string][] = [
    ['发票号码：', doc.invoiceNo],
    ['开票日期：', dateInChinese(doc.issuedAt)],
  ];
  fields.forEach(([label, value], i) => {
    const y = PAGE_HEIGHT - 11 * MM - i * 5 * MM;
    page.text(label, fieldsX, y, LABEL);
    page.text(value, fieldsX + page.widthOf(label, LABEL.size), y, VALUE);
  });
  if (pages > 1) page.text(`共${pages}页  第${pageNo}页`, LEFT, PAGE_HEIGHT - 11 * MM, LABEL);
}

/** The x where each column starts, and the right edge after the last. */
const COLUMN_EDGES = COLUMNS.reduce<number[]>((edges, [, width]) => [...edges, edges[edges.length - 1] + width * MM], [LEFT]);

function drawItemCell(page: PdfPage, text: string, column: number, y: number, style: TextStyle) {
  const [, , align] = COLUMNS[column];
  const from = COLUMN_EDGES[column] + 1.5 * MM;
  const to = COLUMN_EDGES[column + 1] - 1.5 * MM;
  if (align === 'left') page.text(text, from, y, style);
  else if (align === 'right') page.rightAlignedText(text, to, y, style);
  else page.centredText(text, (from + to) / 2, y, style);
}

function drawItems(page: PdfPage, lines: PricedLine[], top: number) {
  const headerY = top - ITEMS_HEADER + 2.3 * MM;
  COLUMNS.forEach(([label], i) => page.centredText(label, (COLUMN_EDGES[i] + COLUMN_EDGES[i + 1]) / 2, headerY, LABEL));
  let y = top - ITEMS_HEADER - 3.5 * MM;
  const rate = `${INVOICE_VAT_RATE_PERCENT}%`;
  for (const line of lines) {
    line.nameLines.forEach((text, i) => drawItemCell(page, text, 0, y - i * LINE_HEIGHT, ITEM_TEXT));
    drawItemCell(page, line.period, 1, y, ITEM_TEXT);
    drawItemCell(page, fenToYuan(line.netFen), 5, y, ITEM_TEXT);
    drawItemCell(page, rate, 6, y, ITEM_TEXT);
    drawItemCell(page, fenToYuan(line.taxFen), 7, y, ITEM_TEXT);
    y -= line.nameLines.length * LINE_HEIGHT;
  }
}

function drawTotals(page: PdfPage, doc: InvoiceDocument, netFen: number, taxFen: number, totalTop: number) {
  const totalY = totalTop - TOTAL_ROW + 2 * MM;
  page.centredText('合        计', (COLUMN_EDGES[0] + COLUMN_EDGES[1]) / 2, totalY, LABEL);
  drawItemCell(page, `¥${fenToYuan(netFen)}`, 5, totalY, VALUE);
  drawItemCell(page, `¥${fenToYuan(taxFen)}`, 7, totalY, VALUE);

  const capitalsTop = totalTop - TOTAL_ROW;
  const capitalsBottom = capitalsTop - CAPITALS_ROW;
  page.line(LEFT, capitalsTop, RIGHT, capitalsTop, { color: FORM });
  const labelRight = COLUMN_EDGES[1] - 12 * MM;
  page.line(labelRight, capitalsTop, labelRight, capitalsBottom, { color: FORM });
  const y = capitalsBottom + 2.8 * MM;
  page.centredText('价税合计（大写）', (LEFT + labelRight) / 2, y, LABEL);
  // ⊗ before the capitals, so that nothing can be written in front of them.
  const markX = labelRight + 4 * MM;
  page.circle(markX, y + 3, 3.6, { color: BLACK, width: 0.6 });
  page.line(markX - 2.5, y + 0.5, markX + 2.5, y + 5.5, { color: BLACK, width: 0.6 });
  page.line(markX - 2.5, y + 5.5, markX + 2.5, y + 0.5, { color: BLACK, width: 0.6 });
  page.text(fenToChineseCapitals(doc.amountFen), markX + 6, y, VALUE);
  const figuresLabel = '（小写）';
  const figuresX = COLUMN_EDGES[5];
  page.text(figuresLabel, figuresX, y, LABEL);
  page.text(`¥${fenToYuan(doc.amountFen)}`, figuresX + page.widthOf(figuresLabel, LABEL.size), y, VALUE);
}

function drawRemarks(page: PdfPage, remarks: string, top: number) {
  page.line(LEFT, top, RIGHT, top, { color: FORM });
  page.line(LEFT + LABEL_CELL, top, LEFT + LABEL_CELL, FORM_BOTTOM, { color: FORM });
  verticalLabel(page, '备注', LEFT + LABEL_CELL / 2, top, REMARKS_HEIGHT);
  const x = LEFT + LABEL_CELL + 2 * MM;
  const text = fitted(page, remarks, RIGHT - x - 2 * MM, ITEM_TEXT.size, 3);
  text.lines.forEach((line, i) => page.text(line, x, top - 4.5 * MM - i * (text.size + 3), { size: text.size }));
}

/** Lines of item text that fit between the column header and the 合计 row. */
const ITEM_ROOM = Math.floor((FORM_TOP - PARTY_HEIGHT - ITEMS_HEADER - TOTAL_ROW - CAPITALS_ROW - REMARKS_HEIGHT - FORM_BOTTOM - 2 * MM) / LINE_HEIGHT);

/** The items cut into pages: as many whole items on each as its item area holds. */
function paginate(lines: PricedLine[]): PricedLine[][] {
  const pages: PricedLine[][] = [[]];
  let used = 0;
  for (const line of lines) {
    if (used + line.nameLines.length > ITEM_ROOM && pages[pages.length - 1].length) {
      pages.push([]);
      used = 0;
    }
    pages[pages.length - 1].push(line);
    used += line.nameLines.length;
  }
  return pages;
}

/** The invoice as PDF bytes, its text drawn in `fontBytes` (a font with Chinese glyphs). */
export async function invoicePdf(doc: InvoiceDocument, fontBytes: Uint8Array): Promise<Uint8Array<ArrayBuffer>> {
  const pdf = await createCjkPdf(fontBytes, { title: `${TITLE_BY_TYPE[doc.invoiceType] ?? TITLE_BY_TYPE[1]} ${doc.invoiceNo}`, author: doc.seller.name, createdAt: doc.issuedAt });
  // Measuring needs a page's font; the first page is drawn on afterwards.
  const first = pdf.addPage(PAGE_WIDTH, PAGE_HEIGHT);
  const nameWidth = COLUMN_EDGES[1] - COLUMN_EDGES[0] - 3 * MM;
  const priced: PricedLine[] = doc.lines.map((line) => ({
    ...line,
    ...splitVat(line.amountFen, INVOICE_VAT_RATE_PERCENT),
    nameLines: first.wrap(`*${INVOICE_TAX_CATEGORY}*${line.name}`, nameWidth, ITEM_TEXT.size),
  }));
  const netFen = priced.reduce((sum, l) => sum + l.netFen, 0);
  const taxFen = doc.amountFen - netFen;
  const pages = paginate(priced);
  pages.forEach((lines, i) => {
    const page = i === 0 ? first : pdf.addPage(PAGE_WIDTH, PAGE_HEIGHT);
    drawHeader(page, doc, i + 1, pages.length);
    page.rect(LEFT, FORM_BOTTOM, RIGHT - LEFT, FORM_TOP - FORM_BOTTOM, { color: FORM, width: 1 });
    const middle = (LEFT + RIGHT) / 2;
    drawParty(page, '购买方信息', doc.buyer, LEFT, middle, FORM_TOP);
    drawParty(page, '销售方信息', doc.seller, middle, RIGHT, FORM_TOP);
    const itemsTop = FORM_TOP - PARTY_HEIGHT;
    page.line(middle, FORM_TOP, middle, itemsTop, { color: FORM });
    page.line(LEFT, itemsTop, RIGHT, itemsTop, { color: FORM });
    drawItems(page, lines, itemsTop);
    const remarksTop = FORM_BOTTOM + REMARKS_HEIGHT;
    drawTotals(page, doc, netFen, taxFen, remarksTop + CAPITALS_ROW + TOTAL_ROW);
    drawRemarks(page, doc.remarks, remarksTop);
    page.text('开票人：', LEFT + 6 * MM, FORM_BOTTOM - 6 * MM, LABEL);
    page.text(doc.drawer, LEFT + 6 * MM + page.widthOf('开票人：', LABEL.size), FORM_BOTTOM - 6 * MM, VALUE);
  });
  return pdf.save();
}

/** What a special invoice also carries about the buyer, under 备注. */
function buyerRemarks(invoice: Pick<InvoicesTable, 'invoice_type' | 'reg_address' | 'reg_phone' | 'bank_name' | 'bank_no'>): string {
  if (invoice.invoice_type !== INVOICE_TYPE_SPECIAL) return '';
  const parts: [string, string][] = [
    ['购方地址', invoice.reg_address],
    ['电话', invoice.reg_phone],
    ['购方开户银行', invoice.bank_name],
    ['银行账号', invoice.bank_no],
  ];
  return parts
    .filter(([, value]) => value.trim() !== '')
    .map(([label, value]) => `${label}：${value.trim()}`)
    .join('；');
}

/**
 * The document of an issued invoice, from the invoice's own snapshot of the buyer and the items it
 * carried. An invoice without item rows (data brought over from elsewhere) shows one line for its
 * whole amount.
 */
export async function invoiceDocumentOf(db: Executor, invoice: Selectable<InvoicesTable>): Promise<InvoiceDocument> {
  const items = await db
    .selectFrom('invoice_items')
    .innerJoin('acct_items', (j) => j.onRef('acct_items.acct_item_id', '=', 'invoice_items.acct_item_id').onRef('acct_items.shop_id', '=', 'invoice_items.shop_id'))
    .select(['acct_items.item_source_name', 'acct_items.billing_cycle_id', 'invoice_items.amount'])
    .where('invoice_items.shop_id', '=', invoice.shop_id)
    .where('invoice_items.invoice_id', '=', invoice.invoice_id)
    .orderBy('acct_items.billing_cycle_id')
    .orderBy('acct_items.acct_item_id')
    .execute();
  const lines: InvoiceLine[] = items.length
    ? items.map((i) => ({ name: i.item_source_name, period: i.billing_cycle_id, amountFen: Number(i.amount) }))
    : [{ name: '平台服务费', period: '', amountFen: Number(invoice.amount) }];
  return {
    invoiceNo: invoice.invoice_no ?? '',
    issuedAt: Number(invoice.issue_date),
    invoiceType: invoice.invoice_type,
    buyer: { name: invoice.invoice_header, taxNo: invoice.tax_no },
    seller: { name: INVOICE_SELLER.name, taxNo: INVOICE_SELLER.taxNo },
    remarks: buyerRemarks(invoice),
    lines,
    amountFen: Number(invoice.amount),
    drawer: INVOICE_DRAWER,
  };
}
