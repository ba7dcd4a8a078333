/** Money: integer fen in the database, yuan with 2 decimals on the wire (DESIGN.md). */

/** Integer fen as yuan with 2 decimals: 123456 -> '1234.56'. */
export function fenToYuan(fen: number): string {
  const sign = fen < 0 ? '-' : '';
  const abs = Math.abs(Math.round(fen));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** Largest amount accepted: 99,999,999,999.99 yuan (fits a bigint column and a double exactly). */
const MAX_FEN = 9_999_999_999_999;

/** Yuan (number or string, at most 2 decimals, not negative) as integer fen, or null when malformed. */
export function yuanToFen(value: string | number): number | null {
  const text = typeof value === 'number' ? (Number.isFinite(value) ? String(value) : '') : value.trim();
  const m = /^(\d{1,11})(?:\.(\d{1,2}))?$/.exec(text);
  if (!m) return null;
  const fen = Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
  return fen <= MAX_FEN ? fen : null;
}
