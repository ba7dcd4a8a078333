/**
 * The Node host's image decoder (AppDeps.imageCodec): sharp (libvips), the jest hosts' too. Only
 * Node code imports this file (server/nodeSite.ts, tests/helpers/testApp.ts, mocks/node.ts), so the
 * native library never enters a browser bundle; the server build leaves it in node_modules
 * (scripts/build-server.mjs).
 */
import sharp, { type Sharp } from 'sharp';
import { decodeBmp } from './bmp';
import { JPEG_QUALITY, type ImageCodec } from './codec';

// Each upload is decoded once: libvips's cache of operations would only keep its pixels in memory.
sharp.cache(false);
// libvips reads some forty formats (SVG, TIFF, HEIF, PDF ...); this process lets it load only the
// kinds uploads may be, from memory, whatever the bytes claim.
sharp.block({ operation: ['VipsForeignLoad'] });
sharp.unblock({ operation: ['VipsForeignLoadJpegBuffer', 'VipsForeignLoadPngBuffer', 'VipsForeignLoadNsgifBuffer'] });

/** libvips's names of the kinds it reads here (BMP is decoded by server/images/bmp.ts). */
const LIBVIPS_FORMAT = { png: 'png', jpg: 'jpeg', gif: 'gif' } as const;

function loaderOf(bytes: Uint8Array, kind: 'png' | 'jpg' | 'gif', maxPixels: number): Sharp {
  const input = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  // failOn 'error': a file cut short or broken anywhere fails the decode instead of being filled
  // in grey; limitInputPixels: libvips checks the header's size against the budget before decoding;
  // pages 1: a GIF's first frame only.
  return sharp(input, { failOn: 'error', limitInputPixels: maxPixels, pages: 1 });
}

export const sharpImageCodec: ImageCodec = {
  async reencode(bytes, { kind, output, maxPixels }) {
    try {
      let image: Sharp;
      if (kind === 'bmp') {
        const decoded = decodeBmp(bytes, maxPixels);
        if (!decoded) return null;
        image = sharp(decoded.rgba, { raw: { width: decoded.width, height: decoded.height, channels: 4 } });
      } else {
        image = loaderOf(bytes, kind, maxPixels);
        // libvips picks its loader from the bytes: it must be the one the pipeline found.
        const { format } = await image.metadata();
        if (format !== LIBVIPS_FORMAT[kind]) return null;
      }
      // rotate() without an angle turns the image upright by its EXIF orientation; the encoders
      // then write the pixels alone (sharp keeps no metadata unless asked).
      const upright = image.rotate();
      const encoded = output === 'jpg' ? upright.jpeg({ quality: JPEG_QUALITY }) : upright.png();
      const data = await encoded.toBuffer();
      return new Uint8Array(data.buffer, data.byteOffset, data.byteLength);
    } catch {
      // libvips refuses what it cannot decode completely (truncated, corrupt, over the budget).
      return null;
    }
  },
};
