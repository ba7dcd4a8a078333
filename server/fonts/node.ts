/** The CJK font on Node: read from the installed font package (Node-only; the hosts import it). */
import { readFile } from 'node:fs/promises';
import { cachedFontLoader, CJK_FONT_PACKAGE_FILE } from './cjkFont';

/**
 * A loader of the font in node_modules. The path is resolved at once, so a host without the
 * package fails at start-up rather than on the first invoice download.
 */
export function nodeCjkFontLoader(): () => Promise<Uint8Array> {
  const path = require.resolve(CJK_FONT_PACKAGE_FILE);
  // A Uint8Array of this realm rather than Node's Buffer: the jsdom test host runs the app beside
  // Node's own typed arrays, and pdf-lib checks what it is given with instanceof.
  return cachedFontLoader(async () => new Uint8Array(await readFile(path)));
}
