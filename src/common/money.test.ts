import fc from 'fast-check';
import { fenToChineseCapitals, fenToYuan, yuanToFen } from './money';

/** Largest amount the product accepts: 99,999,999,999.99 yuan. */
const LARGEST_FEN = 9_999_999_999_999;

const DIGIT_VALUES: Record<string, number> = { 零: 0, 壹: 1, 贰: 2, 叁: 3, 肆: 4, 伍: 5, 陆: 6, 柒: 7, 捌: 8, 玖: 9 };
const PLACE_VALUES: Record<string, number> = { 拾: 10, 佰: 100, 仟: 1000 };

/** Reads capitals below 万 (壹仟零伍 -> 1005); an independent reading, digit by digit. */
function readGroup(text: string): number {
  let total = 0;
  let digit = 0;
  for (const ch of text) {
    if (ch in DIGIT_VALUES) digit = DIGIT_VALUES[ch];
    else if (ch in PLACE_VALUES) {
      total += digit * PLACE_VALUES[ch];
      digit = 0;
    } else throw new Error(`unexpected ${ch} in ${text}`);
  }
  return total + digit;
}

/** Reads an amount in capitals back into fen: '壹万零伍元整' -> 1000500. */
function readCapitals(text: string): number {
  const m = /^(?:(.+)元)?(?:零|([壹贰叁肆伍陆柒捌玖])角)?(?:([壹贰叁肆伍陆柒捌玖])分|整)$/.exec(text);
  if (!m) throw new Error(`not an amount in capitals: ${text}`);
  let yuan = 0;
  let rest = m[1] ?? '';
  for (const [unit, value] of [['亿', 1e8], ['万', 1e4]] as const) {
    const at = rest.indexOf(unit);
    if (at >= 0) {
      yuan += readGroup(rest.slice(0, at)) * value;
      rest = rest.slice(at + 1);
    }
  }
  yuan += rest === '零' ? 0 : readGroup(rest);
  return yuan * 100 + (m[2] ? DIGIT_VALUES[m[2]] * 10 : 0) + (m[3] ? DIGIT_VALUES[m[3]] : 0);
}

const amounts = fc.oneof(
  fc.integer({ min: 0, max: LARGEST_FEN }),
  // Many zeros, where the 零 rules apply: digits drawn mostly from 0.
  fc.array(fc.constantFrom(0, 0, 0, 0, 1, 5, 9), { minLength: 1, maxLength: 13 }).map((ds) => Number(ds.join(''))),
);

describe('fenToChineseCapitals', () => {
  it.each([
    [123456, '壹仟贰佰叁拾肆元伍角陆分'],
    [1000500, '壹万零伍元整'],
    [1000, '壹拾元整'],
    [1500, '壹拾伍元整'],
    [11000, '壹佰壹拾元整'],
    [100000, '壹仟元整'],
    [101000, '壹仟零壹拾元整'],
    [10000000, '壹拾万元整'],
    [10050000, '壹拾万零伍佰元整'],
    [20010000, '贰拾万零壹佰元整'],
    [100000000, '壹佰万元整'],
    [10000000000, '壹亿元整'],
    [10001000000, '壹亿零壹万元整'],
    [10000000500, '壹亿零伍元整'],
    [100000000000, '壹拾亿元整'],
    [LARGEST_FEN, '玖佰玖拾玖亿玖仟玖佰玖拾玖万玖仟玖佰玖拾玖元玖角玖分'],
    // The examples of the rules for settlement documents.
    [140950, '壹仟肆佰零玖元伍角整'],
    [600714, '陆仟零柒元壹角肆分'],
    [168032, '壹仟陆佰捌拾元叁角贰分'],
    // The rules allow 壹拾万柒仟 as well; a zero between digits is always written here.
    [10700053, '壹拾万零柒仟元伍角叁分'],
    [1640902, '壹万陆仟肆佰零玖元零贰分'],
    [32504, '叁佰贰拾伍元零肆分'],
    // Under one yuan, and nothing.
    [56, '伍角陆分'],
    [50, '伍角整'],
    [5, '伍分'],
    [0, '零元整'],
    [100, '壹元整'],
    [1005, '壹拾元零伍分'],
  ])('%i fen is %s', (fen, capitals) => {
    expect(fenToChineseCapitals(fen)).toBe(capitals);
  });

  it('refuses what is not a whole, non-negative amount within the largest one', () => {
    for (const bad of [-1, 1.5, LARGEST_FEN + 1, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(() => fenToChineseCapitals(bad)).toThrow(RangeError);
    }
  });

  it('reads back as the same amount', () => {
    fc.assert(
      fc.property(amounts, (fen) => {
        expect(readCapitals(fenToChineseCapitals(fen))).toBe(fen);
      }),
      { numRuns: 2000 },
    );
  });

  it('writes one 零 per run of zeros, never before a unit, and 拾 always with its digit', () => {
    fc.assert(
      fc.property(amounts.filter((fen) => fen > 0), (fen) => {
        const text = fenToChineseCapitals(fen);
        expect(text).not.toMatch(/零零/);
        expect(text).not.toMatch(/零[拾佰仟万亿元角分整]/);
        expect(text).not.toMatch(/^零/);
        expect(text).not.toMatch(/(^|[^壹贰叁肆伍陆柒捌玖])拾/);
        // 万 and 亿 close a group that has a digit: never 亿万.
        expect(text).not.toMatch(/亿万/);
      }),
      { numRuns: 2000 },
    );
  });

  it('closes with 整 exactly when there are no 分, and has 元 exactly from one yuan on', () => {
    fc.assert(
      fc.property(amounts.filter((fen) => fen > 0), (fen) => {
        const text = fenToChineseCapitals(fen);
        expect(text.endsWith('整')).toBe(fen % 10 === 0);
        expect(text.endsWith('分')).toBe(fen % 10 !== 0);
        expect(text.includes('元')).toBe(fen >= 100);
        expect(text.includes('角')).toBe(Math.floor(fen / 10) % 10 !== 0);
      }),
    );
  });
});

describe('fenToYuan and yuanToFen', () => {
  it('are inverse on every amount', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: LARGEST_FEN }), (fen) => {
        expect(yuanToFen(fenToYuan(fen))).toBe(fen);
      }),
    );
  });
});
