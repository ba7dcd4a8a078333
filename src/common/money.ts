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

const CAPITAL_DIGITS = '零壹贰叁肆伍陆柒捌玖';
/** The place of a digit within its group of four: units, tens, hundreds, thousands. */
const PLACE_UNITS = ['', '拾', '佰', '仟'];
/** The unit after each group of four digits: yuan, ten thousands, hundred millions. */
const GROUP_UNITS = ['', '万', '亿'];

/** Whole yuan (1 or more) in capitals, without the 元: 10005 -> '壹万零伍', 10 -> '壹拾'. */
function yuanInCapitals(yuan: number): string {
  const digits = String(yuan);
  let out = '';
  // A run of zeros is written as one 零, and only when a non-zero digit follows it.
  let zeroRun = false;
  let groupHasDigit = false;
  for (let i = 0; i < digits.length; i++) {
    const place = digits.length - 1 - i;
    const digit = Number(digits[i]);
    if (digit === 0) {
      zeroRun = true;
    } else {
      if (zeroRun) out += '零';
      zeroRun = false;
      groupHasDigit = true;
      out += CAPITAL_DIGITS[digit] + PLACE_UNITS[place % 4];
    }
    if (place % 4 === 0 && place > 0) {
      // 壹亿零伍万 names its 万 group; 壹亿零伍 has none to name.
      if (groupHasDigit) out += GROUP_UNITS[place / 4];
      groupHasDigit = false;
    }
  }
  return out;
}

/**
 * Integer fen as the amount in Chinese capitals (大写金额) that invoices and bank slips carry, by the
 * rules for writing amounts on settlement documents (《支付结算办法》附件):
 *   123456 -> '壹仟贰佰叁拾肆元伍角陆分', 1000500 -> '壹万零伍元整', 1000 -> '壹拾元整'.
 * - Each run of zeros between non-zero digits is one 零 (陆仟零柒元, 壹拾万零柒仟); zeros at the end
 *   of the yuan are not written (壹仟陆佰捌拾元叁角贰分, where the rules allow either form).
 * - When 角 is zero and 分 is not, 零 stands in its place (叁佰贰拾伍元零肆分).
 * - 拾 always carries its digit (壹拾元整, 壹拾万元整), which is what keeps the amount tamper-proof.
 * - An amount ending in 元 or 角 closes with 整; one ending in 分 does not.
 * - Under one yuan there is no 元 (伍角陆分); nothing at all is 零元整.
 * Throws a RangeError for what is not a whole, non-negative number of fen up to the largest amount.
 */
export function fenToChineseCapitals(fen: number): string {
  if (!Number.isSafeInteger(fen) || fen < 0 || fen > MAX_FEN) throw new RangeError(`not an amount in fen: ${fen}`);
  if (fen === 0) return '零元整';
  const yuan = Math.floor(fen / 100);
  const jiao = Math.floor(fen / 10) % 10;
  const cents = fen % 10;
  let out = yuan > 0 ? `${yuanInCapitals(yuan)}元` : '';
  if (jiao > 0) out += `${CAPITAL_DIGITS[jiao]}角`;
  else if (cents > 0 && yuan > 0) out += '零';
  return out + (cents > 0 ? `${CAPITAL_DIGITS[cents]}分` : '整');
}
