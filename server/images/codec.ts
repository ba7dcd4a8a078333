/**
 * The image decoder behind the hosts' dependency interface (AppDeps.imageCodec): sharp on Node and
 * in the jest hosts (server/images/nodeImageCodec.ts), the browser's own decoder on the `npm start`
 * host (server/images/browserImageCodec.ts). The upload pipeline (server/uploads.ts) holds the rules
 * both follow — the pixel budget read from the header before any decoding, the kind stored, the
 * check of what comes back — so a codec only decodes, orients and encodes.
 */
import type { ImageKind } from '../../src/common/uploads';

/**
 * The most pixels an uploaded image may have (40 megapixels: a phone photo has 12 to 50, a shop
 * logo far fewer). Decoded as RGBA that is 160 MB; a few hundred KB of PNG can declare far more.
 */
export const MAX_IMAGE_PIXELS = 40_000_000;

/**
 * The kind an upload is stored as, re-encoded from its decoded pixels: a photo stays a JPEG, the
 * rest become PNG (lossless; a BMP is uncompressed, a GIF keeps its first frame). Both hosts'
 * encoders write these two.
 */
export const STORED_KIND: Record<ImageKind, 'png' | 'jpg'> = { png: 'png', jpg: 'jpg', bmp: 'png', gif: 'png' };

/** JPEG quality of a re-encoded photo (0-100): no visible loss, about the size a phone writes. */
export const JPEG_QUALITY = 90;

export interface ReencodeRequest {
  /** The kind the bytes were found to be (magic bytes and header agree). */
  kind: ImageKind;
  /** Its width and height as its header declares them, already within the budget. */
  width: number;
  height: number;
  /** What to write. */
  output: 'png' | 'jpg';
  /** The budget the decoder must hold to as well (the header could lie about a later frame). */
  maxPixels: number;
}

export interface ImageCodec {
  /**
   * Decodes the whole image (null when any part of it is missing or broken), turns it upright by
   * its orientation tag, and encodes the pixels alone as `output`: no metadata, comments or bytes
   * after the image survive.
   */
  reencode(bytes: Uint8Array, request: ReencodeRequest): Promise<Uint8Array | null>;
}
