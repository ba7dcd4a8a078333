/**
 * A tiny PDF writer: one A4 page of text lines in the standard Helvetica font, with a correct
 * cross-reference table so every reader opens it. Standard fonts have no Chinese glyphs, so text
 * is limited to printable ASCII (anything else becomes '?'); callers pass pinyin or English.
 */

export interface PdfLine {
  text: string;
  /** Font size in points (default 11). */
  size?: number;
  /** Extra space before the line, in points. */
  gapBefore?: number;
  bold?: boolean;
}

const ascii = (s: string): string => s.replace(/[^\x20-\x7e]/g, '?');
const pdfString = (s: string): string => `(${ascii(s).replace(/[\\()]/g, (c) => `\\${c}`)})`;

/** The bytes of a one-page PDF showing `lines` from the top left, with `title` in its metadata. */
export function textPdf(lines: readonly PdfLine[], title = 'Document'): Uint8Array {
  const left = 56;
  let y = 842 - 64;
  const ops: string[] = ['BT'];
  for (const line of lines) {
    const size = line.size ?? 11;
    y -= (line.gapBefore ?? 0) + size * 1.5;
    ops.push(`/${line.bold ? 'F2' : 'F1'} ${size} Tf`, `1 0 0 1 ${left} ${y.toFixed(1)} Tm`, `${pdfString(line.text)} Tj`);
  }
  ops.push('ET');
  const content = ops.join('\n');

  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    `<< /Title ${pdfString(title)} /Producer (panel-erp) >>`,
  ];
  // Everything written is ASCII, so string lengths are byte offsets.
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(out.length);
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xrefAt = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const off of offsets) out += `${String(off).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info ${objects.length} 0 R >>\nstartxref\n${xrefAt}\n%%EOF\n`;
  return new TextEncoder().encode(out);
}
