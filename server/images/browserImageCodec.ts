/**
 * The `npm start` host's image decoder (AppDeps.imageCodec, mocks/browser.ts): the browser's own,
 * `createImageBitmap` then `OffscreenCanvas.convertToBlob`, under the same rules as sharp on Node
 * (server/images/codec.ts, server/uploads.ts): the budget is checked on the header before this runs
 * and again on what was decoded, a file the browser cannot decode completely is refused (its
 * createImageBitmap rejects an image whose frame is incomplete), the image is turned upright by its
 * orientation, and only its pixels are encoded again, as PNG or JPEG.
 */
import { IMAGE_MIME } from '../../src/common/uploads';
import { JPEG_QUALITY, type ImageCodec } from './codec';

/** What the codec uses of the browser: its globals by default, fakes in the unit test. */
export interface BrowserImageApi {
  createImageBitmap(image: Blob, options?: ImageBitmapOptions): Promise<ImageBitmap>;
  OffscreenCanvas: new (width: number, height: number) => OffscreenCanvas;
}

export function browserImageCodec(api: BrowserImageApi = globalThis): ImageCodec {
  return {
    async reencode(bytes, { kind, output, maxPixels }) {
      let bitmap: ImageBitmap;
      try {
        // 'from-image': the EXIF orientation is applied while decoding.
        bitmap = await api.createImageBitmap(new Blob([new Uint8Array(bytes)], { type: IMAGE_MIME[kind] }), { imageOrientation: 'from-image' });
      } catch {
        return null;
      }
      try {
        if (bitmap.width * bitmap.height > maxPixels) return null;
        const canvas = new api.OffscreenCanvas(bitmap.width, bitmap.height);
        const context = canvas.getContext('2d');
        if (!context) return null;
        context.drawImage(bitmap, 0, 0);
        const blob = await canvas.convertToBlob({ type: IMAGE_MIME[output], quality: JPEG_QUALITY / 100 });
        // A browser that cannot write the type asked for writes PNG: the pipeline checks the kind.
        return new Uint8Array(await blob.arrayBuffer());
      } catch {
        return null;
      } finally {
        bitmap.close();
      }
    },
  };
}
