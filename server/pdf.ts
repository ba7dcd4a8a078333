/**
 * PDF documents with Chinese text. pdf-lib lays out the pages; fontkit reads the CJK font and
 * embeds only the glyphs a document uses, so a document is tens of KB although the font is 10 MB.
 *
 * fontkit is the maintained upstream package, not the `@pdf-lib/fontkit` fork pdf-lib suggests:
 * that fork's subsetter writes broken CJK glyphs (TrueType glyphs vanish, CFF fonts are refused)
 * while the text still extracts, so the fault only shows on paper. pdf-lib asks a subset for a
 * stream of bytes; upstream answers the bytes at once, which `streamedSubsets` adapts.
 *
 * Both libraries are imported on the first document: in the browser host they are a chunk of their
 * own, fetched only when a PDF is made. Nothing here is Node-only.
 */
import type { Font as UpstreamFont } from 'fontkit';
import type { PDFDocument, PDFFont, PDFPage } from 'pdf-lib';

type PdfLib = typeof import('pdf-lib');
/** What pdf-lib asks of a fontkit. */
type Fontkit = Parameters<PDFDocument['registerFontkit']>[0];

/** An RGB colour, each part 0 to 1. */
export interface PdfColor {
  r: number;
  g: number;
  b: number;
}

export const BLACK: PdfColor = { r: 0, g: 0, b: 0 };

export interface TextStyle {
  /** Points. */
  size: number;
  color?: PdfColor;
  /** Drawn with its outline stroked as well: the one font has no bold face. */
  bold?: boolean;
}

export interface LineStyle {
  color?: PdfColor;
  /** Points (default 0.75). */
  width?: number;
}

/** One page to draw on, in points from its bottom left corner. */
export class PdfPage {
  constructor(
    private readonly lib: PdfLib,
    private readonly page: PDFPage,
    private readonly font: PDFFont,
  ) {}

  get width(): number {
    return this.page.getWidth();
  }

  get height(): number {
    return this.page.getHeight();
  }

  widthOf(text: string, size: number): number {
    return this.font.widthOfTextAtSize(text, size);
  }

  /** Draws `text` with its baseline at `y`, starting at `x`. */
  text(text: string, x: number, y: number, style: TextStyle): void {
    if (!text) return;
    const color = this.color(style.color ?? BLACK);
    if (!style.bold) {
      this.page.drawText(text, { x, y, size: style.size, font: this.font, color });
      return;
    }
    const { pushGraphicsState, popGraphicsState, setTextRenderingMode, setLineWidth, setStrokingRgbColor, TextRenderingMode } = this.lib;
    const c = style.color ?? BLACK;
    this.page.pushOperators(pushGraphicsState(), setTextRenderingMode(TextRenderingMode.FillAndOutline), setLineWidth(style.size / 30), setStrokingRgbColor(c.r, c.g, c.b));
    this.page.drawText(text, { x, y, size: style.size, font: this.font, color });
    this.page.pushOperators(popGraphicsState());
  }

  /** Draws `text` centred on `centerX`. */
  centredText(text: string, centerX: number, y: number, style: TextStyle): void {
    this.text(text, centerX - this.widthOf(text, style.size) / 2, y, style);
  }

  /** Draws `text` ending at `rightX`. */
  rightAlignedText(text: string, rightX: number, y: number, style: TextStyle): void {
    this.text(text, rightX - this.widthOf(text, style.size), y, style);
  }

  line(x1: number, y1: number, x2: number, y2: number, style: LineStyle = {}): void {
    this.page.drawLine({ start: { x: x1, y: y1 }, end: { x: x2, y: y2 }, thickness: style.width ?? 0.75, color: this.color(style.color ?? BLACK) });
  }

  /** The outline of a rectangle whose bottom left corner is (x, y). */
  rect(x: number, y: number, width: number, height: number, style: LineStyle = {}): void {
    this.page.drawRectangle({ x, y, width, height, borderWidth: style.width ?? 0.75, borderColor: this.color(style.color ?? BLACK) });
  }

  circle(centerX: number, centerY: number, radius: number, style: LineStyle = {}): void {
    this.page.drawCircle({ x: centerX, y: centerY, size: radius, borderWidth: style.width ?? 0.75, borderColor: this.color(style.color ?? BLACK) });
  }

  /**
   * `text` broken into lines no wider than `maxWidth`. Chinese has no spaces to break at, so a line
   * may end after any Chinese character; a run of Latin letters and digits (an account number) is
   * kept whole unless it is wider than a line, and a closing mark never starts a line.
   */
  wrap(text: string, maxWidth: number, size: number): string[] {
    const lines: string[] = [];
    let line = '';
    const units = text.match(/[A-Za-z0-9][\w.@-]*|[\s\S]/gu) ?? [];
    for (const unit of units) {
      if (this.widthOf(line + unit, size) <= maxWidth || NO_LINE_START.includes(unit)) {
        line += unit;
      } else if (this.widthOf(unit, size) > maxWidth) {
        // Wider than a line on its own: it is cut where the line is full.
        for (const ch of unit) {
          if (line && this.widthOf(line + ch, size) > maxWidth) {
            lines.push(line);
            line = '';
          }
          line += ch;
        }
      } else {
        if (line) lines.push(line);
        line = unit;
      }
    }
    if (line) lines.push(line);
    return lines;
  }

  private color(c: PdfColor) {
    return this.lib.rgb(c.r, c.g, c.b);
  }
}

/** Characters that must not begin a line (they close what precedes them). */
const NO_LINE_START = '，。、；：？！）】》」』”’,.;:?!)%';

export interface PdfMeta {
  title: string;
  author: string;
  /** When the document was made (epoch ms): an invoice's is its issue time, not the download's. */
  createdAt: number;
}

/** A document being written: add pages, draw, then `save`. */
export class CjkPdf {
  constructor(
    private readonly lib: PdfLib,
    private readonly doc: PDFDocument,
    private readonly font: PDFFont,
  ) {}

  /** A new page of `width` x `height` points. */
  addPage(width: number, height: number): PdfPage {
    return new PdfPage(this.lib, this.doc.addPage([width, height]), this.font);
  }

  async save(): Promise<Uint8Array<ArrayBuffer>> {
    // pdf-lib writes the document into a fresh ArrayBuffer.
    return (await this.doc.save()) as Uint8Array<ArrayBuffer>;
  }
}

/** fontkit's subset answers its bytes at once; pdf-lib listens for them as a stream. */
function streamedSubsets(font: UpstreamFont): UpstreamFont {
  const createSubset = font.createSubset.bind(font);
  font.createSubset = () => {
    const subset = createSubset();
    return Object.assign(subset, {
      encodeStream() {
        const listeners: Partial<Record<'data' | 'end' | 'error', (arg?: unknown) => void>> = {};
        const stream = {
          on(event: 'data' | 'end' | 'error', listener: (arg?: unknown) => void) {
            listeners[event] = listener;
            return stream;
          },
        };
        // pdf-lib attaches its listeners right after this returns.
        queueMicrotask(() => {
          try {
            const bytes = subset.encode();
            listeners.data?.(bytes);
            listeners.end?.();
          } catch (e) {
            listeners.error?.(e);
          }
        });
        return stream;
      },
    });
  };
  return font;
}

let libraries: Promise<{ lib: PdfLib; fontkit: Fontkit }> | null = null;

/** pdf-lib, and upstream fontkit in the shape pdf-lib asks for, imported once. */
function loadLibraries() {
  libraries ??= Promise.all([import('pdf-lib'), import('fontkit')]).then(([lib, upstream]) => {
    // A font parsed once serves every later document: the loader answers the same bytes each time.
    const parsed = new WeakMap<Uint8Array, UpstreamFont>();
    const fontkit: Fontkit = {
      create(bytes: Uint8Array) {
        let font = parsed.get(bytes);
        if (!font) {
          const created = upstream.create(bytes as Buffer);
          if (!('createSubset' in created)) throw new TypeError('a font collection is not a font');
          font = streamedSubsets(created);
          parsed.set(bytes, font);
        }
        // The two describe the same object; their type declarations differ only in detail.
        return font as unknown as ReturnType<Fontkit['create']>;
      },
    };
    return { lib, fontkit };
  });
  return libraries;
}

/** Starts a document whose text is drawn in `fontBytes` (a TrueType or OpenType font with CJK glyphs). */
export async function createCjkPdf(fontBytes: Uint8Array, meta: PdfMeta): Promise<CjkPdf> {
  const { lib, fontkit } = await loadLibraries();
  const doc = await lib.PDFDocument.create();
  doc.registerFontkit(fontkit);
  const font = await doc.embedFont(fontBytes, { subset: true });
  const created = new Date(meta.createdAt);
  doc.setTitle(meta.title);
  doc.setAuthor(meta.author);
  doc.setCreator(meta.author);
  doc.setProducer('pdf-lib');
  doc.setCreationDate(created);
  doc.setModificationDate(created);
  return new CjkPdf(lib, doc, font);
}
