/**
 * The `npm start` host's decoder (createImageBitmap + OffscreenCanvas), with the browser's parts
 * played by fakes: what it asks of the browser and what it refuses. The decoding itself is the
 * browser's; the Node host's twin (sharp) is tested through the upload routes (tests/api/uploads.test.ts).
 */
import { browserImageCodec, type BrowserImageApi } from './browserImageCodec';
import { MAX_IMAGE_PIXELS } from './codec';

interface Recorded {
  decoded: { type: string; options?: ImageBitmapOptions }[];
  drawn: number;
  encoded: { type?: string; quality?: number }[];
  closed: number;
}

/** A browser whose decoder answers a bitmap of `size` (or rejects, as for an incomplete image) and whose canvas encodes to `output`. */
function fakeBrowser(size: { width: number; height: number } | 'broken', output = new Uint8Array([1, 2, 3])): { api: BrowserImageApi; seen: Recorded } {
  const seen: Recorded = { decoded: [], drawn: 0, encoded: [], closed: 0 };
  class FakeCanvas {
    constructor(
      readonly width: number,
      readonly height: number,
    ) {}
    getContext() {
      return { drawImage: () => void (seen.drawn += 1) };
    }
    async convertToBlob(options: { type?: string; quality?: number }) {
      seen.encoded.push(options);
      return new Blob([output]);
    }
  }
  const api = {
    async createImageBitmap(image: Blob, options?: ImageBitmapOptions) {
      seen.decoded.push({ type: image.type, options });
      if (size === 'broken') throw new DOMException('The source image could not be decoded.', 'InvalidStateError');
      return { ...size, close: () => void (seen.closed += 1) } as ImageBitmap;
    },
    OffscreenCanvas: FakeCanvas as unknown as BrowserImageApi['OffscreenCanvas'],
  };
  return { api, seen };
}

const request = { kind: 'jpg' as const, width: 40, height: 20, output: 'jpg' as const, maxPixels: MAX_IMAGE_PIXELS };

describe('the browser host\'s image decoder', () => {
  it('decodes with the orientation applied and encodes the pixels alone as the type asked for', async () => {
    const { api, seen } = fakeBrowser({ width: 20, height: 40 });
    const out = await browserImageCodec(api).reencode(new Uint8Array([0xff, 0xd8]), request);
    expect(out && [...out]).toEqual([1, 2, 3]);
    expect(seen.decoded).toEqual([{ type: 'image/jpeg', options: { imageOrientation: 'from-image' } }]);
    expect([seen.drawn, seen.encoded, seen.closed]).toEqual([1, [{ type: 'image/jpeg', quality: 0.9 }], 1]);
    // A PNG, BMP or GIF is written as PNG.
    const png = fakeBrowser({ width: 3, height: 2 });
    await browserImageCodec(png.api).reencode(new Uint8Array([0x42, 0x4d]), { ...request, kind: 'bmp', output: 'png' });
    expect(png.seen.encoded[0].type).toBe('image/png');
  });

  it('refuses an image the browser cannot decode completely, and one whose decoded size is over the budget', async () => {
    const broken = fakeBrowser('broken');
    expect(await browserImageCodec(broken.api).reencode(new Uint8Array([0x89]), request)).toBeNull();
    expect(broken.seen.drawn).toBe(0);
    const huge = fakeBrowser({ width: 10_000, height: 10_000 });
    expect(await browserImageCodec(huge.api).reencode(new Uint8Array([0x89]), request)).toBeNull();
    expect([huge.seen.drawn, huge.seen.closed]).toEqual([0, 1]);
  });
});
