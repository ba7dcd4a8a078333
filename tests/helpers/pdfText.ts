/** The text of a PDF as a reader extracts it, page by page (see extractPdfText.mjs). */
import { execFile } from 'node:child_process';
import path from 'node:path';

const SCRIPT = path.join(__dirname, 'extractPdfText.mjs');

/** One string per page: the page's text items, each on its own line. */
export function pdfPagesText(bytes: Uint8Array): Promise<string[]> {
  return new Promise((resolve, reject) => {
    const child = execFile(process.execPath, [SCRIPT], { encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 }, (error, stdout, stderr) => {
      if (error) reject(new Error(`pdf text extraction failed: ${stderr || error.message}`));
      else resolve(JSON.parse(stdout) as string[]);
    });
    child.stdin!.end(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  });
}
