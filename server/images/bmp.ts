/**
 * A decoder of Windows bitmaps (BMP) into RGBA pixels, for the Node host, whose image library
 * (sharp, libvips) reads no BMP: shop images may be BMP ([SHOP-16]). It reads what Windows Paint and
 * other programs write — 1, 4 and 8 bits with a palette, 16, 24 and 32 bits, plain or with bit
 * fields, bottom-up or top-down — and refuses RLE-compressed files (rare; the upload pipeline
 * refuses them on every host, server/uploads.ts) and any file whose pixels are not all there.
 */

export interface DecodedPixels {
  width: number;
  height: number;
  /** width * height * 4 bytes, rows top to bottom. */
  rgba: Uint8Array;
}

/** The compressions read here: BI_RGB, BI_BITFIELDS, BI_ALPHABITFIELDS. */
export const BMP_COMPRESSIONS: readonly number[] = [0, 3, 6];

/** The compression field of a BMP's header (0 for the old core header, which has none), or null when there is no header. */
export function bmpCompression(bytes: Uint8Array): number | null {
  if (bytes.byteLength < 30 || bytes[0] !== 0x42 || bytes[1] !== 0x4d) return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const headerSize = view.getUint32(14, true);
  if (headerSize === 12) return 0;
  return bytes.byteLength >= 34 ? view.getUint32(30, true) : null;
}

/** A colour channel described by a bit mask, scaled to 0..255. */
function channel(mask: number): (pixel: number) => number {
  if (!mask) return () => 255;
  let shift = 0;
  while (((mask >>> shift) & 1) === 0) shift++;
  const max = mask >>> shift;
  return (pixel) => Math.round((((pixel & mask) >>> shift) * 255) / max);
}

interface Layout {
  width: number;
  height: number;
  topDown: boolean;
  bpp: number;
  compression: number;
  headerSize: number;
  dataOffset: number;
}

function layoutOf(view: DataView): Layout | null {
  const headerSize = view.getUint32(14, true);
  const dataOffset = view.getUint32(10, true);
  if (headerSize === 12) {
    return { width: view.getUint16(18, true), height: view.getUint16(20, true), topDown: false, bpp: view.getUint16(24, true), compression: 0, headerSize, dataOffset };
  }
  if (headerSize < 40 || view.byteLength < 14 + headerSize) return null;
  const rawHeight = view.getInt32(22, true);
  return { width: view.getInt32(18, true), height: Math.abs(rawHeight), topDown: rawHeight < 0, bpp: view.getUint16(28, true), compression: view.getUint32(30, true), headerSize, dataOffset };
}

/** The bit masks of red, green, blue and alpha for 16 and 32 bits per pixel. */
function masksOf(view: DataView, l: Layout): [number, number, number, number] {
  if (l.compression === 3 || l.compression === 6) {
    const at = 14 + 40;
    const alpha = l.compression === 6 || l.headerSize >= 56 ? view.getUint32(at + 12, true) : 0;
    return [view.getUint32(at, true), view.getUint32(at + 4, true), view.getUint32(at + 8, true), alpha];
  }
  // BI_RGB: 5-5-5 for 16 bits; BGR with an unused fourth byte for 32.
  return l.bpp === 16 ? [0x7c00, 0x03e0, 0x001f, 0] : [0xff0000, 0x00ff00, 0x0000ff, 0];
}

/** The palette of a 1, 4 or 8-bit image, as [r, g, b] triples. */
function paletteOf(view: DataView, l: Layout): number[][] | null {
  const entrySize = l.headerSize === 12 ? 3 : 4;
  const used = l.headerSize === 12 ? 0 : view.getUint32(46, true);
  const count = used || 1 << l.bpp;
  const start = 14 + l.headerSize;
  if (count > 256 || start + count * entrySize > view.byteLength) return null;
  return Array.from({ length: count }, (_, i) => {
    const at = start + i * entrySize;
    return [view.getUint8(at + 2), view.getUint8(at + 1), view.getUint8(at)];
  });
}

/** The whole image's pixels, or null when it is not a BMP read here, too large, or cut short. */
export function decodeBmp(bytes: Uint8Array, maxPixels: number): DecodedPixels | null {
  if (bytes.byteLength < 26 || bytes[0] !== 0x42 || bytes[1] !== 0x4d) return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const l = layoutOf(view);
  if (!l || l.width <= 0 || l.height <= 0 || l.width * l.height > maxPixels) return null;
  if (!BMP_COMPRESSIONS.includes(l.compression) || ![1, 4, 8, 16, 24, 32].includes(l.bpp)) return null;
  const rowSize = Math.floor((l.bpp * l.width + 31) / 32) * 4;
  // Every row must be there: a file cut short is refused, not shown half grey.
  if (l.dataOffset < 14 + l.headerSize || l.dataOffset + rowSize * l.height > bytes.byteLength) return null;
  const palette = l.bpp <= 8 ? paletteOf(view, l) : null;
  if (l.bpp <= 8 && !palette) return null;
  const [r, g, b, a] = l.bpp === 16 || l.bpp === 32 ? masksOf(view, l).map(channel) : [];
  const rgba = new Uint8Array(l.width * l.height * 4);
  for (let y = 0; y < l.height; y++) {
    const row = l.dataOffset + rowSize * (l.topDown ? y : l.height - 1 - y);
    for (let x = 0; x < l.width; x++) {
      const out = (y * l.width + x) * 4;
      let rgb: readonly number[];
      let alpha = 255;
      if (palette) {
        const bit = x * l.bpp;
        const index = (bytes[row + (bit >> 3)] >> (8 - l.bpp - (bit & 7))) & ((1 << l.bpp) - 1);
        rgb = palette[index] ?? [0, 0, 0];
      } else if (l.bpp === 24) {
        const at = row + x * 3;
        rgb = [bytes[at + 2], bytes[at + 1], bytes[at]];
      } else {
        const pixel = l.bpp === 16 ? view.getUint16(row + x * 2, true) : view.getUint32(row + x * 4, true);
        rgb = [r(pixel), g(pixel), b(pixel)];
        alpha = a(pixel);
      }
      rgba.set(rgb, out);
      rgba[out + 3] = alpha;
    }
  }
  return { width: l.width, height: l.height, rgba };
}
