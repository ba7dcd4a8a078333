/**
 * Every file the API answers (an invoice, a log export, a report template, a stored image) is
 * built here, so each gets the same headers: its checked content type, never sniffed and never run
 * as a page, one cache policy, and a file name that survives any characters in it. A handler
 * returns the Response and server/app.ts adds the API's own headers to it (those set here win).
 */

/** The file's content: whole bytes (their length is sent) or a stream (sent as it is written). */
type FileBody = { bytes: Uint8Array<ArrayBuffer>; stream?: never } | { stream: ReadableStream<Uint8Array>; bytes?: never };

export type FileReply = FileBody & {
  /** The content type the bytes are known to be. */
  mime: string;
  /** The name the browser saves it under (an attachment); absent: shown in the page (an image). */
  filename?: string;
  /** Cache-Control, when the reply really needs another than DOWNLOAD_CACHE (a stored image named by a key). */
  cache?: string;
};

/**
 * The cache policy of downloads. They are a shop's own data (invoices, exports naming staff and
 * addresses, its templates) or generated at the moment asked (an export holds the rows of that
 * moment), so no shared cache may keep them and the browser keeps no copy on disk (a shared office
 * computer): each download asks again, and so checks the session and the right again.
 */
export const DOWNLOAD_CACHE = 'private, no-store';

/** The file may be shown but never act as a page: no scripts, no plugins, no requests of its own. */
export const FILE_CSP = "default-src 'none'; sandbox";

/** The reply carrying a file, with every header a file reply has. */
export function fileResponse(file: FileReply): Response {
  const headers: Record<string, string> = {
    'Content-Type': file.mime,
    'Cache-Control': file.cache ?? DOWNLOAD_CACHE,
    'X-Content-Type-Options': 'nosniff',
    'Content-Security-Policy': FILE_CSP,
  };
  if (file.bytes) headers['Content-Length'] = String(file.bytes.byteLength);
  if (file.filename !== undefined) headers['Content-Disposition'] = attachmentOf(file.filename);
  return new Response(file.bytes ?? file.stream, { status: 200, headers });
}

/**
 * `attachment` naming `name`: `filename="<ASCII fallback>"` for every client, and, when the name is
 * more than plain ASCII (report names are Chinese), `filename*=UTF-8''<percent-encoded>` (RFC 5987,
 * RFC 6266), which browsers prefer. Control characters (CR and LF above all) are dropped and quotes
 * replaced, so no name can end the header or start another.
 */
export function attachmentOf(name: string): string {
  const clean = cleanFileName(name);
  const fallback = asciiFallback(clean);
  return fallback === clean ? `attachment; filename="${fallback}"` : `attachment; filename="${fallback}"; filename*=UTF-8''${rfc5987(clean)}`;
}

/** A name with no control characters (they would break the header) and no folder separators (a name is never a path). */
function cleanFileName(name: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
  const clean = name.replace(/[\u0000-\u001f\u007f-\u009f]/g, '').replace(/[/\\]/g, '_').trim();
  return clean || 'download';
}

/**
 * The name in printable ASCII for filename="...": other characters become `_` (a run of them one),
 * and so do `"` and `\` (escapes in a quoted string are read differently by browsers) and `%`
 * (some browsers percent-decode filename=). A stem so replaced that no letter or digit is left becomes 'download'.
 */
function asciiFallback(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]+/g, '_').replace(/["\\%]/g, '_');
  if (ascii === name) return ascii;
  const dot = ascii.lastIndexOf('.');
  const stem = dot > 0 ? ascii.slice(0, dot) : ascii;
  return /[A-Za-z0-9]/.test(stem) ? ascii : `download${dot > 0 ? ascii.slice(dot) : ''}`;
}

/** UTF-8 percent-encoding keeping only RFC 5987's attr-chars (encodeURIComponent also keeps ' ( ) *). */
function rfc5987(name: string): string {
  // A lone surrogate has no UTF-8 (encodeURIComponent would throw): it becomes U+FFFD, as TextEncoder does.
  const wellFormed = name.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd');
  return encodeURIComponent(wellFormed).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}
