/**
 * The upload pipeline (server/uploads.ts, server/app.ts, server/routes/shell/files.ts) on its three
 * routes: shop images (shop-shopPic), merchant photos (YzPay-uploadFile), report covers
 * (Report-marketUpdate). The session and the right are checked before the body is read; an image
 * is kept only when it decodes completely within the pixel budget, and what is kept is encoded
 * again from its pixels, upright, without metadata, comments or bytes after the image; files are
 * named in URLs by a random key and served by their purpose. Every bad file is made here.
 */
import { deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { ErrCode } from '../../src/common/api';
import { parseReportLogo } from '../../src/common/reports';
import { storeFile } from '../../server/files';
import { backendPerTest, type Json, type TestClient } from '../helpers/testApp';
import { pngBytes, pngChunk } from '../helpers/png';
import { addStaffWithRights } from '../helpers/staff';

const t = backendPerTest();

const AJAX = { 'x-requested-with': 'XMLHttpRequest', origin: 'http://localhost' };
const HTML = '<html><script>alert(document.cookie)</script></html>';

// ---------------------------------------------------------------------------------------------
// Files made by the test

/** A greyscale PNG whose header declares `width` x `height`, with `rows` rows of pixel data, and chunks before its pixels. */
function png(width: number, height: number, { rows = height, before = [] as Buffer[] } = {}): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 0, 0, 0, 0], 8);
  const pixels = deflateSync(Buffer.alloc((width + 1) * rows, 0), { level: 9 });
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), pngChunk('IHDR', header), ...before, pngChunk('IDAT', pixels), pngChunk('IEND', Buffer.alloc(0))]);
}

/** 10000 x 10000 pixels declared (400 MB as RGBA), in a few hundred bytes: a decompression bomb. */
const bomb = () => png(10_000, 10_000, { rows: 16 });

/** A PNG cut right after its header (signature and IHDR): it declares an image it does not hold. */
const pngCutAfterHeader = () => pngBytes(150, 150).subarray(0, 33);

/** A PNG with HTML in a text chunk and after its end. */
const pngWithHtml = () => Buffer.concat([png(60, 40, { before: [pngChunk('tEXt', Buffer.from(`Comment\0${HTML}`, 'latin1'))] }), Buffer.from(HTML)]);

/**
 * A phone's photo: 40 x 20 stored, left half red and right half blue, with EXIF orientation 6
 * (shown turned a quarter clockwise, 20 x 40, red on top), the camera's make and a GPS position.
 */
async function phonePhoto(): Promise<Buffer> {
  const [w, h] = [40, 20];
  const raw = Buffer.alloc(w * h * 3);
  for (let y = 0; y < h; y++) for (let x = 0; x < w; x++) raw[(y * w + x) * 3 + (x < w / 2 ? 0 : 2)] = 255;
  return sharp(raw, { raw: { width: w, height: h, channels: 3 } })
    .jpeg({ quality: 95 })
    .withMetadata({ orientation: 6 })
    .withExif({ IFD0: { Make: 'PhoneCo' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '22/1 30/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '113/1 55/1 0/1', GPSMapDatum: 'WGS-84-SECRET' } })
    .toBuffer();
}

/** A plain JPEG and the same cut before its scan (the SOS marker): headers without any picture. */
async function jpegs(): Promise<{ whole: Buffer; cutBeforeScan: Buffer }> {
  const whole = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#3366cc' } }).jpeg().toBuffer();
  return { whole, cutBeforeScan: whole.subarray(0, whole.indexOf(Buffer.from([0xff, 0xda]))) };
}

/** A 24-bit Windows bitmap of 3 x 2 pixels: the top row red, the bottom row green. */
function bmp(): Buffer {
  const rowSize = 12; // 3 pixels x 3 bytes, padded to 4
  const out = Buffer.alloc(54 + rowSize * 2);
  out.write('BM', 0, 'ascii');
  out.writeUInt32LE(out.length, 2);
  out.writeUInt32LE(54, 10);
  out.writeUInt32LE(40, 14);
  out.writeInt32LE(3, 18);
  out.writeInt32LE(2, 22); // bottom-up: the first row in the file is the bottom one
  out.writeUInt16LE(1, 26);
  out.writeUInt16LE(24, 28);
  for (let x = 0; x < 3; x++) out.set([0, 255, 0], 54 + x * 3); // bottom: green (BGR)
  for (let x = 0; x < 3; x++) out.set([0, 0, 255], 54 + rowSize + x * 3); // top: red
  return out;
}

// ---------------------------------------------------------------------------------------------
// The three upload routes

interface UploadRoute {
  label: string;
  path: string;
  field: string;
  fields(): Promise<Record<string, string>>;
  /** The spec's refusal of a file that is not an image of the field's kinds. */
  notImage(name: string): string;
  /** The stored path the reply names. */
  storedPath(reply: Json): string;
}

const demoTemplate = () => t.b.db.selectFrom('market_reports').selectAll().where('report_name', '=', '收款单（简洁版）').executeTakeFirstOrThrow();

const ROUTES: UploadRoute[] = [
  { label: '[API-SHOP-05] [SHOP-26] shop-shopPic', path: '/api/shop-shopPic', field: 'file', fields: async () => ({}), notImage: (name) => `${name} 不是图片, 请选择png, jpg, jpeg, bmp, gif格式的图片`, storedPath: (r) => r.img as string },
  { label: '[API-MERCH-01] [MERCH-33] YzPay-uploadFile', path: '/api/YzPay-uploadFile', field: 'file', fields: async () => ({}), notImage: (name) => `${name} 不是图片, 请选择png, jpg, jpeg格式的图片`, storedPath: (r) => r.file_path as string },
  {
    label: '[API-RPT-02] [RPT-MY-17] Report-marketUpdate',
    path: '/api/Report-marketUpdate',
    field: 'logos[]',
    fields: async () => {
      const row = await demoTemplate();
      return { reportID: String(row.report_id), reportName: row.report_name, reportDesc: row.report_desc };
    },
    notImage: () => '图片只支持jpg、jpeg、png格式',
    storedPath: (r) => parseReportLogo((r.reportInfo as { report_logo: string }).report_logo).logos[0],
  },
];

async function upload(route: UploadRoute, bytes: Uint8Array, name: string, client: TestClient = t.master): Promise<Json> {
  const form = new FormData();
  for (const [k, v] of Object.entries(await route.fields())) form.append(k, v);
  form.append(route.field, new Blob([new Uint8Array(bytes)]), name);
  const res = await client.raw(route.path, { method: 'POST', body: form, headers: AJAX });
  return (await res.json()) as Json;
}

const fileCount = async () => (await t.b.db.selectFrom('files').select('file_id').execute()).length;
const keyOf = (path: string): string => /[?&]key=([\w-]{22})$/.exec(path)?.[1] ?? '';

/** The stored bytes and type of the file a path names. */
async function storedFile(path: string): Promise<{ bytes: Buffer; mime: string; purpose: string }> {
  const row = await t.b.db.selectFrom('files').select(['content', 'mime', 'purpose']).where('file_key', '=', keyOf(path)).executeTakeFirstOrThrow();
  return { bytes: Buffer.from(row.content), mime: row.mime, purpose: row.purpose };
}

async function loggedIn(login: string): Promise<TestClient> {
  const client = t.b.client();
  await client.login(login);
  return client;
}

describe('images are decoded completely within the pixel budget', () => {
  it.each(ROUTES.map((r) => [r.label, r] as const))('%s refuses a PNG declaring 10000x10000, a PNG cut after its header and a JPEG cut before its scan, with the spec\'s message, storing nothing', async (_label, route) => {
    const before = await fileCount();
    const { cutBeforeScan } = await jpegs();
    for (const [bytes, name] of [
      [bomb(), 'bomb.png'],
      [pngCutAfterHeader(), 'cut.png'],
      [cutBeforeScan, 'cut.jpg'],
    ] as const) {
      const reply = await upload(route, bytes, name);
      expect([name, reply.err_code, reply.err_msg]).toEqual([name, ErrCode.BAD_REQUEST, route.notImage(name)]);
    }
    expect(await fileCount()).toBe(before);
  });

  it.each(ROUTES.map((r) => [r.label, r] as const))('%s stores a PNG re-encoded: no HTML from its text chunk or from after its end, the same pixels', async (_label, route) => {
    const reply = await upload(route, pngWithHtml(), 'comment.png');
    expect(reply.err_code).toBe(0);
    const stored = await storedFile(route.storedPath(reply));
    expect(stored.mime).toBe('image/png');
    expect([stored.bytes.includes('<html'), stored.bytes.includes('script'), stored.bytes.includes('tEXt')]).toEqual([false, false, false]);
    const pixels = await sharp(stored.bytes).raw().toBuffer({ resolveWithObject: true });
    expect([pixels.info.width, pixels.info.height, pixels.data.every((v) => v === 0)]).toEqual([60, 40, true]);
  });

  it('[API-MERCH-01] [MERCH-36] a phone photo (an ID card) is stored upright, without its EXIF: no GPS position, no camera, no orientation tag; HTML after a JPEG is gone', async () => {
    const photo = await phonePhoto();
    expect([photo.includes('WGS-84-SECRET'), photo.includes('PhoneCo'), (await sharp(photo).metadata()).orientation]).toEqual([true, true, 6]);
    const merchantPhotos = ROUTES[1];
    const reply = await upload(merchantPhotos, Buffer.concat([photo, Buffer.from(HTML)]), 'id-front.jpg');
    expect(reply.err_code).toBe(0);
    const stored = await storedFile(merchantPhotos.storedPath(reply));
    expect(stored.mime).toBe('image/jpeg');
    for (const secret of ['WGS-84-SECRET', 'PhoneCo', 'Exif', '<html', 'script']) expect([secret, stored.bytes.includes(secret)]).toEqual([secret, false]);
    const meta = await sharp(stored.bytes).metadata();
    expect([meta.width, meta.height, meta.orientation, meta.exif]).toEqual([20, 40, undefined, undefined]);
    // Turned a quarter clockwise: the left (red) half is now on top, the blue one below.
    const { data, info } = await sharp(stored.bytes).raw().toBuffer({ resolveWithObject: true });
    const at = (x: number, y: number) => [...data.subarray((y * info.width + x) * info.channels, (y * info.width + x) * info.channels + 3)];
    const [top, bottom] = [at(10, 5), at(10, 34)];
    expect([top[0] > 200, top[2] < 60, bottom[0] < 60, bottom[2] > 200]).toEqual([true, true, true, true]);
  });

  it('[SHOP-16] [API-SHOP-05] a BMP and a GIF are decoded and stored as PNG with their pixels', async () => {
    const shopImages = ROUTES[0];
    const fromBmp = await upload(shopImages, bmp(), 'logo.bmp');
    expect(fromBmp.err_code).toBe(0);
    const stored = await storedFile(shopImages.storedPath(fromBmp));
    expect(stored.mime).toBe('image/png');
    const { data, info } = await sharp(stored.bytes).raw().toBuffer({ resolveWithObject: true });
    expect([info.width, info.height]).toEqual([3, 2]);
    expect([...data.subarray(0, 3), ...data.subarray(3 * info.channels, 3 * info.channels + 3)]).toEqual([255, 0, 0, 0, 255, 0]);
    // A bitmap cut short (its last row missing) is refused like any broken image.
    const cut = await upload(shopImages, bmp().subarray(0, 54 + 12), 'cut.bmp');
    expect([cut.err_code, cut.err_msg]).toEqual([ErrCode.BAD_REQUEST, 'cut.bmp 不是图片, 请选择png, jpg, jpeg, bmp, gif格式的图片']);
    const gif = await sharp({ create: { width: 8, height: 6, channels: 3, background: '#00ff00' } }).gif().toBuffer();
    const fromGif = await upload(shopImages, gif, 'logo.gif');
    expect(fromGif.err_code).toBe(0);
    expect((await storedFile(shopImages.storedPath(fromGif))).mime).toBe('image/png');
  });
});

describe('an upload\'s body is read only after its session and right', () => {
  /** A multipart body that records whether anyone read it (high-water mark 0: nothing is read ahead). */
  function watchedBody(chunks = 16): { body: ReadableStream<Uint8Array>; pulls: () => number } {
    let pulls = 0;
    const body = new ReadableStream<Uint8Array>(
      {
        pull(controller) {
          pulls += 1;
          if (pulls > chunks) controller.close();
          else controller.enqueue(new Uint8Array(64 * 1024).fill(0x61));
        },
      },
      { highWaterMark: 0 },
    );
    return { body, pulls: () => pulls };
  }

  async function post(client: TestClient, path: string, body: ReadableStream<Uint8Array>, headers: Record<string, string> = {}): Promise<Json> {
    const init = { method: 'POST', body, duplex: 'half', headers: { ...AJAX, 'content-type': 'multipart/form-data; boundary=----x', ...headers } };
    return (await (await client.raw(path, init as RequestInit)).json()) as Json;
  }

  it.each(ROUTES.map((r) => [r.label, r] as const))('%s: logged out, or without the route\'s right, the request is refused and its body never read', async (_label, route) => {
    const anonymous = t.b.client();
    const unread = watchedBody();
    expect((await post(anonymous, route.path, unread.body)).err_code).toBe(ErrCode.NOT_LOGGED_IN);
    expect(unread.pulls()).toBe(0);
    const sales = await loggedIn('demo_sales');
    const refused = watchedBody();
    expect((await post(sales, route.path, refused.body)).err_code).toBe(ErrCode.NO_RIGHT);
    expect(refused.pulls()).toBe(0);
  });

  it('a declared Content-Length over the limit is refused before a byte is read; a body without one is cut off as it passes the limit', async () => {
    const declared = watchedBody();
    const big = await post(t.master, '/api/shop-shopPic', declared.body, { 'content-length': String(1024 * 1024 * 1024) });
    expect([big.err_code, big.err_msg]).toEqual([ErrCode.PAYLOAD_TOO_LARGE, '请求内容过大']);
    expect(declared.pulls()).toBe(0);
    // 2 MB + 64 KiB for a merchant photo: a 16 MB stream is stopped after the limit, not read to its end.
    const streamed = watchedBody(256);
    const cut = await post(t.master, '/api/YzPay-uploadFile', streamed.body);
    expect([cut.err_code, cut.err_msg]).toEqual([ErrCode.PAYLOAD_TOO_LARGE, '请求内容过大']);
    expect(streamed.pulls()).toBeLessThan(40);
  });
});

describe('files are named by a random key and served by their purpose', () => {
  it('sequential file ids no longer reach a file: walking them as demo_sales answers no image; paths carry a 128-bit key', async () => {
    const shopLogo = await upload(ROUTES[0], pngBytes(20, 20), 'logo.png');
    expect(shopLogo.img).toMatch(/^\/api\/File-image\?key=[\w-]{22}$/);
    const sales = await loggedIn('demo_sales');
    // The key works for a member (a shop image is every member's) ...
    expect((await sales.raw(shopLogo.img as string)).status).toBe(200);
    // ... while the ids, sequential, reach nothing.
    const ids = (await t.b.db.selectFrom('files').select('file_id').execute()).map((f) => f.file_id);
    let served = 0;
    for (let id = 1; id <= Math.max(...ids) + 2; id++) {
      const res = await sales.raw(`/api/File-image?file_id=${id}`);
      if (res.headers.get('content-type')?.startsWith('image/')) served += 1;
    }
    expect(served).toBe(0);
    const keys = (await t.b.db.selectFrom('files').select('file_key').execute()).map((f) => f.file_key);
    expect(keys.every((k) => /^[\w-]{22}$/.test(k))).toBe(true);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('[MERCH-36] demo_sales gets nothing for a merchant photo nor for a file of unknown purpose; the master and a merchant editor get theirs', async () => {
    const photo = (await upload(ROUTES[1], pngBytes(30, 30), 'bank-card.png')).file_path as string;
    expect((await storedFile(photo)).purpose).toBe('merchant');
    const shopId = (await t.b.db.selectFrom('shops').select('shop_id').where('shop_name', '=', '演示家具厂').executeTakeFirstOrThrow()).shop_id;
    // A file stored before purposes that no row names: nobody can tell who should see it.
    const { key } = await storeFile(t.b.db, { shopId, name: 'old.png', mime: 'image/png', bytes: pngBytes(10, 10), now: t.b.clock.now() });
    const unknown = `/api/File-image?key=${key}`;
    const sales = await loggedIn('demo_sales');
    for (const path of [photo, unknown]) {
      const res = await sales.raw(path);
      expect([path, ((await res.json()) as Json).err_code]).toEqual([path, ErrCode.NOT_FOUND]);
    }
    await addStaffWithRights(t.b.db, 'demo_merchant_editor', ['SF_YZ_MERCHANTS_SET']);
    const editor = await loggedIn('demo_merchant_editor');
    expect((await editor.raw(photo)).status).toBe(200);
    expect(((await (await editor.raw(unknown)).json()) as Json).err_code).toBe(ErrCode.NOT_FOUND);
    for (const path of [photo, unknown]) expect((await t.master.raw(path)).headers.get('content-type')).toBe('image/png');
  });
});
