/**
 * The document of an issued invoice, as a one-page PDF. The PDF standard fonts have no Chinese
 * glyphs, so the text is English with pinyin names (the Chinese originals stay in the database).
 */
import { fenToYuan } from '../src/common/invoice';
import { textPdf, type PdfLine } from './pdf';

export interface InvoiceDocument {
  invoiceNo: string;
  /** 'YYYY-MM-DD'. */
  issueDate: string;
  amountFen: number;
  /** The buyer (invoice header) in pinyin or English. */
  buyer: string;
  buyerTaxNo: string;
  /** One line per billable item: month, English kind, amount. */
  items: { month: string; kind: string; amountFen: number }[];
}

/** English names of the billable item kinds, for documents that cannot show Chinese. */
export const ITEM_KIND_LATIN: Record<string, string> = {
  云拆单: 'Cloud order splitting',
  软件包月: 'Monthly software package',
  增值服务: 'Value-added service',
};

const money = (fen: number) => fenToYuan(fen).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

export function invoicePdf(doc: InvoiceDocument): Uint8Array {
  const lines: PdfLine[] = [
    { text: 'Electronic VAT Invoice (Dianzi Fapiao)', size: 18, bold: true },
    { text: `Invoice No.: ${doc.invoiceNo}`, gapBefore: 12 },
    { text: `Issue date: ${doc.issueDate}` },
    { text: `Buyer: ${doc.buyer}`, gapBefore: 8 },
    { text: `Buyer tax No.: ${doc.buyerTaxNo || '-'}` },
    { text: 'Seller: Panel Furniture Cloud ERP Platform' },
    { text: 'Items', bold: true, gapBefore: 12 },
    ...doc.items.map((i) => ({ text: `${i.month}   ${i.kind}   CNY ${money(i.amountFen)}` })),
    { text: `Total (CNY): ${money(doc.amountFen)}`, bold: true, size: 13, gapBefore: 12 },
  ];
  return textPdf(lines, `Invoice ${doc.invoiceNo}`);
}
