// Prints the text of the PDF read from standard input as JSON: one string per page, the text items
// in reading order joined by '\n'. pdf.js reads the text through each font's ToUnicode map, as a
// reader's copy and search do. Run by tests/helpers/pdfText.ts in its own Node process, since
// pdf.js is an ES module the jest transform does not handle.
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

const chunks = [];
for await (const chunk of process.stdin) chunks.push(chunk);
const data = new Uint8Array(Buffer.concat(chunks));
const doc = await getDocument({ data, verbosity: 0, isEvalSupported: false, useSystemFonts: false }).promise;
const pages = [];
for (let n = 1; n <= doc.numPages; n++) {
  const page = await doc.getPage(n);
  const content = await page.getTextContent();
  pages.push(content.items.map((item) => ('str' in item ? item.str : '')).filter(Boolean).join('\n'));
}
await doc.destroy();
process.stdout.write(JSON.stringify(pages));
