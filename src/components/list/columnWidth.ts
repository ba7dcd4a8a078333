/**
 * Widths that fit a column's content in the language shown, worked out from its text since the
 * browser lays nothing out before the table has its widths. A fixed column (the actions) that is too
 * narrow lets its buttons spill over the column beside it, and a tag wider than its column is cut
 * ('Main account' in English); so such columns take the width their longest text needs in the UI's
 * language, measured by character: a Chinese character is as wide as the font is high, a Latin one
 * at most 0.6 of it (the system sans-serif faces' widest lower-case average, capitals included).
 */

/** A table cell's padding, both sides (antd's large density: 16 px each side; the others use less). */
export const CELL_PADDING = 32;
/** A small button's padding, both sides, and the gap after its icon. */
export const BUTTON_PADDING = 14;
export const ICON_WIDTH = 14 + 8;
/** A tag's padding and border, both sides. */
export const TAG_PADDING = 16;

/** Wide characters: CJK, full-width forms and punctuation. */
const WIDE = /[\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]/u;

/** The width in px of one character in a `fontSize` px sans-serif face. */
export function charWidth(char: string, fontSize: number): number {
  if (WIDE.test(char)) return fontSize;
  return char === ' ' ? fontSize * 0.3 : fontSize * 0.6;
}

/** The width in px `text` needs in a `fontSize` px face (14: a cell's or a button's text, 12: a tag's). */
export function textWidth(text: string, fontSize = 14): number {
  return [...text].reduce((sum, c) => sum + charWidth(c, fontSize), 0);
}

/** A tag's width in px (12 px text). */
export const tagWidth = (text: string): number => textWidth(text, 12) + TAG_PADDING;

/** A small link button's width in px. */
export const buttonWidth = (label: string, icon = false): number => textWidth(label) + BUTTON_PADDING + (icon ? ICON_WIDTH : 0);

/** The least column width that shows each of `contents` (widths in px) whole, and at least `least`. */
export function fitWidth(contents: readonly number[], least = 0): number {
  return Math.max(least, Math.ceil(Math.max(0, ...contents) + CELL_PADDING));
}

/**
 * The width of an action column whose buttons (`labels`, the most a row shows) wrap `perLine` to a
 * line: the widest line fits, so no button reaches past the column's edge.
 */
export function actionColumnWidth(labels: readonly string[], { perLine = labels.length, icon = false }: { perLine?: number; icon?: boolean } = {}): number {
  const widest = labels.map((l) => buttonWidth(l, icon)).sort((a, b) => b - a);
  return fitWidth([widest.slice(0, Math.max(1, perLine)).reduce((sum, w) => sum + w, 0)]);
}

/** What fitColumns needs of a column. */
interface FittedColumn {
  width?: number;
  fixed?: unknown;
  optional?: boolean;
}

/**
 * The columns a table shows in `available` px: while their widths (`widthOf`) overflow it, optional
 * columns are left out, the last first; a table that still overflows scrolls as one, its fixed
 * columns no longer fixed, because a fixed column over a scrolling row covers the columns passing
 * under it. With no width known yet (the first render) the columns are kept as they are.
 */
export function fitColumns<C extends FittedColumn>(columns: readonly C[], available: number | undefined, widthOf: (columns: readonly C[]) => number): readonly C[] {
  if (!available) return columns;
  let shown = [...columns];
  for (let i = shown.length - 1; i >= 0 && widthOf(shown) > available; i--) {
    if (shown[i].optional) shown = shown.filter((_, j) => j !== i);
  }
  if (widthOf(shown) <= available) return shown;
  return shown.map((c) => (c.fixed ? { ...c, fixed: undefined } : c));
}
