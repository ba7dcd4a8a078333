import { NOTICE_MEDIA_HOSTS, safeLinkUrl, safeMediaUrl } from './safeUrl';

/** Addresses no notice may render, as media or as a link. */
const SCRIPTED = [
  'javascript:alert(1)',
  'JavaScript:alert(1)',
  ' javascript:alert(1)',
  'java\tscript:alert(1)',
  'vbscript:msgbox(1)',
  'data:image/svg+xml,<svg onload=alert(1)>',
  'data:text/html;base64,PHNjcmlwdD4=',
  'file:///etc/passwd',
];

/** Paths that look local but leave the site in a browser. */
const LEAVING = ['//evil.example/a.png', '/\\evil.example/a.png', '\\\\evil.example/a.png', '/\t/evil.example/a.png', '/\n/evil.example/a.png'];

describe('safeMediaUrl', () => {
  it('keeps same-origin paths', () => {
    expect(safeMediaUrl('/notices/banner-1.svg')).toBe('/notices/banner-1.svg');
    expect(safeMediaUrl('/notices/workshop tour.webm?v=2#t=3')).toBe('/notices/workshop tour.webm?v=2#t=3');
  });

  it('drops script, data and file URLs, protocol-relative and disguised paths', () => {
    for (const url of [...SCRIPTED, ...LEAVING]) expect([url, safeMediaUrl(url)]).toEqual([url, null]);
  });

  it('drops foreign and plain-http URLs, and takes https only from an allowed host', () => {
    expect(NOTICE_MEDIA_HOSTS).toEqual([]);
    expect(safeMediaUrl('https://evil.example/a.png')).toBeNull();
    const hosts = ['media.example.com'];
    expect(safeMediaUrl('https://media.example.com/a.png', hosts)).toBe('https://media.example.com/a.png');
    expect(safeMediaUrl('https://MEDIA.example.com/a.png', hosts)).toBe('https://MEDIA.example.com/a.png');
    expect(safeMediaUrl('http://media.example.com/a.png', hosts)).toBeNull();
    expect(safeMediaUrl('https://media.example.com.evil.example/a.png', hosts)).toBeNull();
    expect(safeMediaUrl('https://media.example.com@evil.example/a.png', hosts)).toBeNull();
    expect(safeMediaUrl('https://user:pw@media.example.com/a.png', hosts)).toBeNull();
    expect(safeMediaUrl('https://media.example.com:8443/a.png', hosts)).toBeNull();
  });

  it('drops what is not a non-empty string, and relative paths without a leading slash', () => {
    for (const value of [undefined, null, 42, {}, ['/a.png'], '', 'notices/a.png', '../a.png']) expect(safeMediaUrl(value)).toBeNull();
  });
});

describe('safeLinkUrl', () => {
  it('keeps http(s), mailto, same-origin paths and fragments', () => {
    for (const url of ['https://help.example.com/release-notes', 'http://example.com', 'mailto:help@example.com', '/index.html#/invoice/list', '#top']) {
      expect(safeLinkUrl(url)).toBe(url);
    }
  });

  it('drops script, data and file URLs and disguised paths', () => {
    for (const url of [...SCRIPTED, ...LEAVING.slice(1), 'https://user:pw@example.com/', '#\u0000x', 'tel:123', 42]) expect([url, safeLinkUrl(url)]).toEqual([url, null]);
  });

  it('drops protocol-relative links', () => {
    expect(safeLinkUrl('//evil.example/')).toBeNull();
  });
});
