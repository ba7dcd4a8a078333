/** The seed's PNG encoder: its zlib stream is what any inflater reads, and the picture is a PNG the upload pipeline accepts. */
import { inflateSync } from 'node:zlib';
import { drawCover } from '../db/seeds/reports';
import { inspectImage } from '../uploads';
import { deflateFixed, PalettePicture } from './png';

describe('PNG pictures drawn in code', () => {
  it('deflates runs, repeats of the row above and plain bytes into a stream zlib inflates back', () => {
    const data = Uint8Array.from({ length: 6000 }, (_, i) => (i % 7 === 0 ? 3 : i % 300 < 150 ? 1 : (i * 31) % 256));
    expect(Buffer.from(inflateSync(deflateFixed(data, 100))).equals(Buffer.from(data))).toBe(true);
    const empty = new Uint8Array(0);
    expect(inflateSync(deflateFixed(empty, 1))).toHaveLength(0);
  });

  it('draws a palette picture the byte checks take for a PNG of its size, small enough for the demo', () => {
    const png = new PalettePicture(40, 30, [[255, 255, 255], [0, 0, 0]]).rect(5, 5, 10, 10, 1).png();
    expect(inspectImage(png, ['png'])).toEqual({ kind: 'png', width: 40, height: 30 });
    const cover = drawCover([22, 119, 255], 1, 1);
    expect(inspectImage(cover, ['png', 'jpg'])).toEqual({ kind: 'png', width: 320, height: 240 });
    expect(cover.byteLength).toBeLessThan(4000);
  });
});
