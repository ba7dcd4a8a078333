/** The one builder of file replies: its headers, and file names that cannot break them. */
import { attachmentOf, fileResponse } from './fileResponse';

/** The file name a browser reads from filename*=UTF-8'' (which it prefers), else from filename="...". */
function savedName(disposition: string): string {
  const extended = /filename\*=UTF-8''([^;]*)/.exec(disposition);
  return extended ? decodeURIComponent(extended[1]) : /filename="([^"]*)"/.exec(disposition)![1];
}

describe('fileResponse', () => {
  it('answers bytes with their type, length, the download cache policy, nosniff and a sandboxing CSP', async () => {
    const res = fileResponse({ bytes: new TextEncoder().encode('%PDF-1.4'), mime: 'application/pdf', filename: '26442000000000900005.pdf' });
    expect(res.status).toBe(200);
    expect(Object.fromEntries(res.headers)).toEqual({
      'content-type': 'application/pdf',
      'content-length': '8',
      'content-disposition': 'attachment; filename="26442000000000900005.pdf"',
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; sandbox",
    });
    expect(await res.text()).toBe('%PDF-1.4');
  });

  it('streams a stream without a length, and takes another cache policy when told', async () => {
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('PK'));
        controller.close();
      },
    });
    const res = fileResponse({ stream, mime: 'image/png', cache: 'private, max-age=300' });
    expect(res.headers.get('content-length')).toBeNull();
    // No name: shown in the page, not saved.
    expect(res.headers.get('content-disposition')).toBeNull();
    expect([res.headers.get('cache-control'), res.headers.get('x-content-type-options'), res.headers.get('content-security-policy')]).toEqual(['private, max-age=300', 'nosniff', "default-src 'none'; sandbox"]);
    expect(await res.text()).toBe('PK');
  });
});

describe('attachmentOf', () => {
  it('names a Chinese file in both forms: an ASCII fallback and the UTF-8 name percent-encoded', () => {
    const header = attachmentOf('入库单-板材.mrt');
    expect(header).toBe(`attachment; filename="download.mrt"; filename*=UTF-8''${encodeURIComponent('入库单-板材.mrt')}`);
    expect(savedName(header)).toBe('入库单-板材.mrt');
    expect(attachmentOf('发票 0001.pdf')).toBe(`attachment; filename="_ 0001.pdf"; filename*=UTF-8''%E5%8F%91%E7%A5%A8%200001.pdf`);
  });

  it('encodes the characters RFC 5987 does not allow bare in filename* (encodeURIComponent keeps them)', () => {
    const header = attachmentOf("单据(副本)*'.mrt");
    expect(header).toContain("filename*=UTF-8''%E5%8D%95%E6%8D%AE%28%E5%89%AF%E6%9C%AC%29%2A%27.mrt");
    expect(savedName(header)).toBe("单据(副本)*'.mrt");
  });

  it('a name with quotes, CR, LF or other control characters cannot end the header or start another', () => {
    for (const name of ['a"; filename="evil.html', 'x\r\nSet-Cookie: s=1.xlsx', 'tab\there\u0000\u007f\u0085.pdf', '报表"\r\n.mrt', 'a\\"b.txt']) {
      const header = attachmentOf(name);
      // eslint-disable-next-line no-control-regex -- no control character may reach the header
      expect(header).not.toMatch(/[\u0000-\u001f\u007f-\u009f]/);
      // One quoted fallback: its only quotes are the two around it.
      const fallback = /^attachment; filename="([^"]*)"(?:; filename\*=UTF-8''([A-Za-z0-9!#$&+\-.^_`|~%]+))?$/.exec(header);
      expect(fallback).not.toBeNull();
      // The whole header can be sent.
      expect(() => new Headers({ 'content-disposition': header })).not.toThrow();
    }
    expect(savedName(attachmentOf('x\r\nSet-Cookie: s=1.xlsx'))).toBe('xSet-Cookie: s=1.xlsx');
    expect(savedName(attachmentOf('报表"\r\n.mrt'))).toBe('报表".mrt');
  });

  it('a name is never a path, and an empty or lone-surrogate name still gives a header', () => {
    expect(attachmentOf('../../etc/passwd')).toBe('attachment; filename=".._.._etc_passwd"');
    expect(attachmentOf('\r\n')).toBe('attachment; filename="download"');
    expect(savedName(attachmentOf('a\ud800b.txt'))).toBe('a\ufffdb.txt');
  });
});
