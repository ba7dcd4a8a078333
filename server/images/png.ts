/**
 * PNG pictures drawn in code, for demo data that must look real (report template covers). Seeds run
 * in every host, the browser included, so there is no node:zlib here: the pixels are compressed by
 * a small deflate of our own (fixed Huffman codes, repeats of the pixel to the left or of the row
 * above), which suits flat drawings of a few colours, and the result is a valid zlib stream any
 * decoder reads.
 */

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

export function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function adler32(bytes: Uint8Array): number {
  let a = 1;
  let b = 0;
  for (const x of bytes) {
    a = (a + x) % 65521;
    b = (b + a) % 65521;
  }
  return ((b << 16) | a) >>> 0;
}

/** Bits written least significant first, as deflate reads them. */
class BitWriter {
  private readonly out: number[] = [];
  private bits = 0;
  private count = 0;

  write(value: number, length: number): void {
    for (let i = 0; i < length; i++) {
      this.bits |= ((value >>> i) & 1) << this.count;
      if (++this.count === 8) this.flush();
    }
  }

  /** A Huffman code: its bits go most significant first. */
  code(value: number, length: number): void {
    for (let i = length - 1; i >= 0; i--) this.write((value >>> i) & 1, 1);
  }

  private flush(): void {
    this.out.push(this.bits);
    this.bits = 0;
    this.count = 0;
  }

  bytes(): number[] {
    if (this.count) this.flush();
    return this.out;
  }
}

const LENGTH_BASE = [3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258];
const LENGTH_EXTRA = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0];
const DIST_BASE = [1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537, 2049, 3073, 4097, 6145, 8193, 12289, 16385, 24577];
const DIST_EXTRA = [0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13];

/** The fixed Huffman code of a literal/length symbol (RFC 1951, 3.2.6). */
function symbol(w: BitWriter, s: number): void {
  if (s < 144) w.code(0x30 + s, 8);
  else if (s < 256) w.code(0x190 + s - 144, 9);
  else if (s < 280) w.code(s - 256, 7);
  else w.code(0xc0 + s - 280, 8);
}

/** The last index whose base is at most `value`. */
const slot = (bases: readonly number[], value: number) => bases.findLastIndex((b) => b <= value);

function match(w: BitWriter, length: number, distance: number): void {
  const l = slot(LENGTH_BASE, length);
  symbol(w, 257 + l);
  w.write(length - LENGTH_BASE[l], LENGTH_EXTRA[l]);
  const d = slot(DIST_BASE, distance);
  w.code(d, 5);
  w.write(distance - DIST_BASE[d], DIST_EXTRA[d]);
}

/** How many bytes from `at` repeat those `distance` back (at most 258). */
function repeatLength(data: Uint8Array, at: number, distance: number): number {
  if (distance > at) return 0;
  let n = 0;
  while (n < 258 && at + n < data.length && data[at + n] === data[at + n - distance]) n++;
  return n;
}

/** A zlib stream of `data`: one fixed-Huffman block, matching at distance 1 or `stride`. */
export function deflateFixed(data: Uint8Array, stride: number): Uint8Array {
  const w = new BitWriter();
  w.write(1, 1); // final block
  w.write(1, 2); // fixed Huffman codes
  let i = 0;
  while (i < data.length) {
    const left = repeatLength(data, i, 1);
    const above = stride > 1 ? repeatLength(data, i, stride) : 0;
    const [length, distance] = above >= left ? [above, stride] : [left, 1];
    if (length >= 3) {
      match(w, length, distance);
      i += length;
    } else {
      symbol(w, data[i]);
      i++;
    }
  }
  symbol(w, 256);
  const body = w.bytes();
  const adler = adler32(data);
  return Uint8Array.from([0x78, 0x01, ...body, adler >>> 24, (adler >>> 16) & 0xff, (adler >>> 8) & 0xff, adler & 0xff]);
}

const u32 = (n: number) => [n >>> 24, (n >>> 16) & 0xff, (n >>> 8) & 0xff, n & 0xff];

function chunk(type: string, data: ArrayLike<number>): number[] {
  const body = Uint8Array.from([...Array.from(type, (c) => c.charCodeAt(0)), ...Array.from(data)]);
  return [...u32(data.length), ...body, ...u32(crc32(body))];
}

/** An RGB colour, 0–255 each. */
export type Rgb = readonly [number, number, number];

/** A picture of palette colours (at most 256), drawn with rectangles, then encoded as PNG. */
export class PalettePicture {
  private readonly pixels: Uint8Array;

  constructor(
    readonly width: number,
    readonly height: number,
    private readonly palette: readonly Rgb[],
  ) {
    this.pixels = new Uint8Array(width * height);
  }

  /** Fills a rectangle with palette colour `colour` (clipped to the picture). */
  rect(x: number, y: number, w: number, h: number, colour: number): this {
    const x0 = Math.max(0, Math.round(x));
    const y0 = Math.max(0, Math.round(y));
    const x1 = Math.min(this.width, Math.round(x + w));
    const y1 = Math.min(this.height, Math.round(y + h));
    for (let row = y0; row < y1; row++) this.pixels.fill(colour, row * this.width + x0, row * this.width + x1);
    return this;
  }

  png(): Uint8Array {
    const stride = this.width + 1;
    const raw = new Uint8Array(stride * this.height);
    // Each row: filter type 0 (none), then its palette indexes.
    for (let y = 0; y < this.height; y++) raw.set(this.pixels.subarray(y * this.width, (y + 1) * this.width), y * stride + 1);
    const header = [...u32(this.width), ...u32(this.height), 8, 3, 0, 0, 0];
    return Uint8Array.from([
      0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a,
      ...chunk('IHDR', header),
      ...chunk('PLTE', this.palette.flat()),
      ...chunk('IDAT', deflateFixed(raw, stride)),
      ...chunk('IEND', []),
    ]);
  }
}
