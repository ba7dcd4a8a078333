import { create as parseFont, type Font } from 'fontkit';
import { decodePDFRawStream, PDFDict, PDFDocument, PDFName, PDFRawStream, PDFRef } from 'pdf-lib';
import { nodeCjkFontLoader } from './fonts/node';
import { createCjkPdf } from './pdf';

const loadFont = nodeCjkFontLoader();
const META = { title: 'test', author: 'test', createdAt: Date.UTC(2026, 0, 2) };

/** The embedded font program of a PDF that has one (FontFile2: TrueType). */
async function embeddedFontProgram(pdf: Uint8Array): Promise<Uint8Array> {
  const doc = await PDFDocument.load(pdf);
  const programs = doc.context
    .enumerateIndirectObjects()
    .map(([, object]) => object)
    .filter((object): object is PDFDict => object instanceof PDFDict && object.has(PDFName.of('FontFile2')))
    .map((descriptor) => doc.context.lookup(descriptor.get(PDFName.of('FontFile2')) as PDFRef));
  expect(programs).toHaveLength(1);
  return decodePDFRawStream(programs[0] as PDFRawStream).decode();
}

const outline = (font: Font, glyphId: number) => font.getGlyph(glyphId).path.toSVG();

describe('createCjkPdf', () => {
  it('embeds only the glyphs drawn, each with the very outline it has in the font', async () => {
    const fontBytes = await loadFont();
    const plain = '电子发票（普通发票）佛山市演示家具制造有限公司';
    const bold = '壹仟贰佰叁拾肆元伍角陆分 ¥1234.56 ABCxyz';
    const pdf = await createCjkPdf(fontBytes, META);
    const page = pdf.addPage(400, 200);
    page.text(plain, 10, 150, { size: 12 });
    page.text(bold, 10, 100, { size: 12, bold: true });
    const bytes = await pdf.save();
    // The font is 10 MB; the document carries a subset of a few dozen glyphs.
    expect(fontBytes.byteLength).toBeGreaterThan(5_000_000);
    expect(bytes.byteLength).toBeLessThan(30_000);

    const original = parseFont(Buffer.from(fontBytes)) as Font;
    const subset = parseFont(Buffer.from(await embeddedFontProgram(bytes))) as Font;
    const drawn = new Set([...new Set(plain + bold)].map((ch) => original.glyphForCodePoint(ch.codePointAt(0)!).id));
    // Glyph 0 (.notdef) always comes along.
    expect(subset.numGlyphs).toBe(drawn.size + 1);
    const drawnOutlines = new Set([...drawn].map((id) => outline(original, id)));
    const embeddedOutlines = new Set(Array.from({ length: subset.numGlyphs - 1 }, (_, i) => outline(subset, i + 1)));
    expect(embeddedOutlines).toEqual(drawnOutlines);
  });

  it('wraps Chinese at any character, keeps numbers whole and never starts a line with a closing mark', async () => {
    const pdf = await createCjkPdf(await loadFont(), META);
    const page = pdf.addPage(400, 200);
    const width = page.widthOf('一二三四五', 10);
    expect(page.wrap('一二三四五六七八九十', width, 10)).toEqual(['一二三四五', '六七八九十']);
    expect(page.wrap('一二三四五，六七', width, 10)).toEqual(['一二三四五，', '六七']);
    expect(page.wrap('账号：1234567', width, 10)).toEqual(['账号：', '1234567']);
    const long = '1'.repeat(40);
    expect(page.wrap(long, width, 10).join('')).toBe(long);
    for (const line of page.wrap(long, width, 10)) expect(page.widthOf(line, 10)).toBeLessThanOrEqual(width);
  });
});
