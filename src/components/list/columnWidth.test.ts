/**
 * Column widths from their content [SHELL-30]: a fixed action column is as wide as its buttons in
 * the language shown, so it covers no other column, and the table scrolls at the sum of the widths.
 */
import { actionColumnWidth, BUTTON_PADDING, CELL_PADDING, fitColumns, fitWidth, TAG_PADDING, tagWidth, textWidth } from './columnWidth';
import { tableWidthOf } from './ResponsiveList';

describe('column widths that fit their content', () => {
  it('[SHELL-30] measures a Chinese character at the font size and a Latin one at 0.6 of it', () => {
    expect(textWidth('操作', 14)).toBe(28);
    expect(textWidth('Edit', 14)).toBeCloseTo(4 * 14 * 0.6);
    expect(textWidth('Main account', 12)).toBeCloseTo(11 * 12 * 0.6 + 12 * 0.3);
    expect(tagWidth('主账号')).toBe(36 + TAG_PADDING);
  });

  it('[SHELL-30] an action column fits its longest line of buttons, label characters × the width per character, in either language', () => {
    const zh = actionColumnWidth(['编辑', '离职'], { perLine: 2 });
    expect(zh).toBe(Math.ceil(2 * (28 + BUTTON_PADDING) + CELL_PADDING));
    const en = actionColumnWidth(['Edit', 'Unbind WeChat', 'Dismiss'], { perLine: 2 });
    // The two widest go on one line.
    expect(en).toBe(Math.ceil(textWidth('Unbind WeChat') + textWidth('Dismiss') + 2 * BUTTON_PADDING + CELL_PADDING));
    expect(en).toBeGreaterThanOrEqual(('Unbind WeChat' + 'Dismiss').length * 14 * 0.6 * 0.9);
    expect(actionColumnWidth(['Withdraw'], { icon: true })).toBeGreaterThan(actionColumnWidth(['Withdraw']));
  });

  it('[SHELL-30] a column is never narrower than asked, and the table scrolls at the sum of the widths', () => {
    expect(fitWidth([10], 112)).toBe(112);
    expect(fitWidth([tagWidth('Main account')], 112)).toBeGreaterThan(112);
    const columns = [{ width: 184 }, { width: 150 }, { width: fitWidth([tagWidth('Main account')], 112) }, { width: actionColumnWidth(['Edit', 'Dismiss']) }];
    expect(tableWidthOf(columns, true)).toBe(columns.reduce((sum, c) => sum + c.width, 48));
  });
});

describe('columns fitted to the width the table has', () => {
  const sum = (columns: readonly { width?: number }[]) => columns.reduce((n, c) => n + (c.width ?? 0), 0);
  const columns = [
    { key: 'who', width: 180 },
    { key: 'placement', width: 150, optional: true },
    { key: 'seat', width: 160 },
    { key: 'state', width: 120 },
    { key: 'actions', width: 160, fixed: 'right' as const },
  ];
  const keys = (shown: readonly { key: string }[]) => shown.map((c) => c.key);

  it('[SHELL-30] keeps every column, the actions fixed, where they fit or before the width is known', () => {
    expect(fitColumns(columns, 770, sum)).toEqual(columns);
    expect(fitColumns(columns, undefined, sum)).toEqual(columns);
  });

  it('[SHELL-30] leaves out an optional column where they would not fit, and keeps the actions fixed when the rest fits', () => {
    const shown = fitColumns(columns, 700, sum);
    expect(keys(shown)).toEqual(['who', 'seat', 'state', 'actions']);
    expect(shown[3].fixed).toBe('right');
  });

  it('[SHELL-30] a table that still does not fit scrolls as one: no column stays fixed over the others', () => {
    const shown = fitColumns(columns, 500, sum);
    expect(keys(shown)).toEqual(['who', 'seat', 'state', 'actions']);
    expect(shown.every((c) => !('fixed' in c) || c.fixed === undefined)).toBe(true);
  });
});
