/**
 * The rows of the quick goods entry without a page: the server's rules on a row, duplicate numbers,
 * and a spreadsheet paste (quoted cells, a heading line, names looked up, amounts as shown).
 */
import type { GoodsClassNode } from '../../../common/goods';
import { blankRow, blankRows, findClass, isBlank, isSheetPaste, MAX_ROWS, parseSheetText, pasteIntoRows, rowProblems, type Choices, type FastRow } from './goodsFastRows';

const node = (class_id: number, class_name: string, children: GoodsClassNode[] = [], parent_id = 0): GoodsClassNode => ({ class_id, class_name, parent_id, sort: 0, goods_count: 0, children });
const CLASSES = [node(1, '板材', [node(2, '颗粒板', [], 1), node(3, '多层板', [], 1)]), node(4, '五金', [node(5, '铰链', [], 4)]), node(6, '颗粒板')];
const CHOICES: Choices = {
  classes: CLASSES,
  units: [
    { unit_id: 10, unit_name: '张', goods_count: 0 },
    { unit_id: 11, unit_name: '个', goods_count: 0 },
  ],
  kindNames: { 1: ['板材'], 2: ['五金'], 3: ['封边条'], 4: ['成品'] },
};
const good = (over: Partial<FastRow> = {}): FastRow => ({ ...blankRow(), goods_name: '暖白颗粒板', class_id: 2, unit_id: 10, kind: 1, list_price: '128.00', ...over });

describe('row rules', () => {
  it('a blank row has no problems; a filled one is judged by goodsDataSchema', () => {
    const rows = [blankRow(), good(), good({ goods_name: '', class_id: undefined, kind: undefined, list_price: '12.345', barcode: 'A B', min_stock: '-1' })];
    expect(isBlank(rows[0])).toBe(true);
    expect(rowProblems(0, { rows, hasDefaultUnit: false })).toEqual({});
    expect(rowProblems(1, { rows, hasDefaultUnit: false })).toEqual({});
    const bad = rowProblems(2, { rows, hasDefaultUnit: false });
    expect(Object.keys(bad).sort()).toEqual(['barcode', 'class_id', 'goods_name', 'kind', 'list_price', 'min_stock']);
    expect(bad.goods_name).toEqual({ id: 'goods.rule.nameRequired' });
    expect(bad.class_id).toEqual({ id: 'goods.rule.classRequired' });
    expect(bad.kind?.id).toBe('goodsFast.rule.required');
    expect(bad.list_price?.id).toBe('param.badAmount');
    expect(bad.barcode?.id).toBe('goods.rule.barcodeChars');
  });

  it('a name over GOODS_LIMITS.goods_name is too long; a unit is required only without a default unit', () => {
    const rows = [good({ goods_name: '板'.repeat(61), unit_id: undefined })];
    expect(rowProblems(0, { rows, hasDefaultUnit: false })).toEqual({
      goods_name: { id: 'goodsFast.rule.tooLong', values: { max: 60 } },
      unit_id: { id: 'goods.rule.unitRequired' },
    });
    expect(rowProblems(0, { rows, hasDefaultUnit: true }).unit_id).toBeUndefined();
  });

  it('the same number on two rows is flagged on both, naming the other row', () => {
    const rows = [good({ goods_no: 'A-1' }), blankRow(), good({ goods_no: ' A-1 ' }), good({ goods_no: 'A-2' })];
    expect(rowProblems(0, { rows, hasDefaultUnit: true }).goods_no).toEqual({ id: 'goodsFast.rule.duplicateNo', values: { row: 3 } });
    expect(rowProblems(2, { rows, hasDefaultUnit: true }).goods_no).toEqual({ id: 'goodsFast.rule.duplicateNo', values: { row: 1 } });
    expect(rowProblems(3, { rows, hasDefaultUnit: true }).goods_no).toBeUndefined();
  });
});

describe('spreadsheet paste', () => {
  it('reads tab-separated lines, quoted cells and the trailing line break Excel adds', () => {
    expect(parseSheetText('a\tb\r\n"c\td"\t"say ""hi"""\r\n')).toEqual([
      ['a', 'b'],
      ['c\td', 'say "hi"'],
    ]);
    expect(isSheetPaste('one value\r\n')).toBe(false);
    expect(isSheetPaste('a\tb')).toBe(true);
    expect(isSheetPaste('a\nb')).toBe(true);
  });

  it('finds a class by its name or its path, the first in tree order', () => {
    expect(findClass(CLASSES, '颗粒板')).toBe(2);
    expect(findClass(CLASSES, '板材/多层板')).toBe(3);
    expect(findClass(CLASSES, '五金 > 铰链')).toBe(5);
    expect(findClass(CLASSES, '五金/颗粒板')).toBeUndefined();
  });

  it('fills the rows below from the cell pasted into, looking names up and cleaning amounts', () => {
    const rows = blankRows(2);
    const text = ['商品编号\t商品名称\t商品分类', 'B-1\t暖白颗粒板\t颗粒板\t张\t2440×1220\t板材\t¥1,280.50\t９００\tAB 12\t1,000', 'B-2\t铰链\t不存在\t盒\t\t7'].join('\r\n');
    const { rows: next, cut } = pasteIntoRows(rows, { row: 0, field: 'goods_no' }, text, CHOICES, [['商品编号', '商品名称', '商品分类', '计量单位']]);
    expect(cut).toBe(0);
    expect(next).toHaveLength(2);
    expect(next[0]).toMatchObject({ goods_no: 'B-1', goods_name: '暖白颗粒板', class_id: 2, unit_id: 10, spec: '2440×1220', kind: 1, list_price: '1280.50', cost_price: '900', barcode: 'AB12', min_stock: '1000' });
    expect(next[1]).toMatchObject({ goods_no: 'B-2', goods_name: '铰链', class_id: undefined, unit_id: undefined, kind: undefined, unmatched: { class_id: '不存在', unit_id: '盒', kind: '7' } });
    expect(rowProblems(1, { rows: next, hasDefaultUnit: true })).toMatchObject({ class_id: { id: 'goodsFast.rule.unmatched', values: { text: '不存在' } }, unit_id: { id: 'goodsFast.rule.unmatched' } });
  });

  it('a paste into a middle column fills from that column; rows are added up to MAX_ROWS and the rest is counted', () => {
    const rows = [good({ goods_no: 'X', refused: '编号已被使用' })];
    const { rows: next } = pasteIntoRows(rows, { row: 0, field: 'spec' }, '18mm\t五金\n25mm', CHOICES);
    expect(next[0]).toMatchObject({ goods_no: 'X', goods_name: '暖白颗粒板', spec: '18mm', kind: 2, refused: undefined });
    expect(next[1]).toMatchObject({ spec: '25mm', goods_name: '' });
    const many = Array.from({ length: MAX_ROWS + 5 }, (_, i) => `N${i}\t名称${i}`).join('\n');
    const full = pasteIntoRows(blankRows(1), { row: 0, field: 'goods_no' }, many, CHOICES);
    expect(full.rows).toHaveLength(MAX_ROWS);
    expect(full.cut).toBe(5);
  });
});
