/**
 * The CJK font the generated PDFs are drawn in: Noto Sans SC Regular, a TrueType font under the SIL
 * Open Font License 1.1 (which allows embedding it in documents), from the npm package
 * @expo-google-fonts/noto-sans-sc. At 10 MB it never enters a bundle: the Node host reads it from
 * node_modules, the browser host fetches the copy webpack puts beside the pages. Either way it is
 * read on the first PDF only, and only the glyphs a document uses are embedded in it.
 */

/** The font inside the installed package (for require.resolve and for webpack's copy). */
export const CJK_FONT_PACKAGE_FILE = '@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf';

/** Where the browser host finds its copy, from the site root. */
export const CJK_FONT_ASSET = 'fonts/NotoSansSC-Regular.ttf';

/**
 * `load` on first use only, the same bytes for every later call (so the parsed font is reused
 * too); a load that failed is tried again on the next call.
 */
export function cachedFontLoader(load: () => Promise<Uint8Array>): () => Promise<Uint8Array> {
  let bytes: Promise<Uint8Array> | null = null;
  return () => {
    bytes ??= load().catch((e: unknown) => {
      bytes = null;
      throw e;
    });
    return bytes;
  };
}
