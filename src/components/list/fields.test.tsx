/**
 * The list kit's search-bar fields on a draft of their own: a text filter (its placeholder, its
 * length, a search box standing alone), a searchable choice, a day range kept within its limits,
 * and one person of the staff picker.
 */
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { renderApp } from '../../../tests/helpers/renderApp';
import { DEMO_ACCOUNTS } from '../../../server/db/seed';
import { setupTestBackend } from '../../../tests/helpers/backend';
import { logInAs, setupUser } from '../../../tests/helpers/invoiceWeb';
import { SearchBar, type SearchField } from '../SearchBar';
import { chipField, choiceField, dateRangeField, personField, textField } from './fields';
import type { PagedQuery } from './usePagedQuery';

interface Filters {
  name: string;
  type: number;
  from: string;
  to: string;
  user?: number;
  who?: string;
}

const START: Filters = { name: '', type: 0, from: '2026-10-27', to: '2026-11-27' };

/** A search bar of `fields` over a draft; the draft shows beside it as JSON. */
function Bar({ fields, initial = START }: { fields: (list: PagedQuery<Filters, never>) => SearchField[]; initial?: Filters }) {
  const [draft, setDraft] = useState(initial);
  // The fields read the draft and change it, nothing else of a paged query.
  const list = { draft, setDraft: (change: Partial<Filters>) => setDraft((d) => ({ ...d, ...change })) } as unknown as PagedQuery<Filters, never>;
  return (
    <>
      <SearchBar fields={fields(list)} />
      <output data-testid="draft">{JSON.stringify(draft)}</output>
    </>
  );
}

const draft = () => JSON.parse(screen.getByTestId('draft').textContent ?? '{}') as Filters;

// The staff picker of a person field asks the shop's backend for its first page.
setupTestBackend();

afterEach(cleanup);

describe('search-bar fields', () => {
  it('a text field: labelled, with its placeholder and length, typing into the draft; a number still gives the length', async () => {
    const user = setupUser();
    renderApp(<Bar fields={(list) => [textField(list, 'f', 'name', '报表名称', { maxLength: 5, placeholder: '输入报表名称' }), textField(list, 'g', 'who', '账号', 8)]} />, { boot: false });
    const name = screen.getByLabelText('报表名称');
    expect(name).toHaveAttribute('placeholder', '输入报表名称');
    expect(name).toHaveAttribute('maxlength', '5');
    // The kit's class sets the width: on the wrapper that also holds the clear button.
    expect(name.closest('.list-text-filter')).not.toBeNull();
    expect(screen.getByLabelText('账号')).toHaveAttribute('maxlength', '8');
    await user.type(name, '标签');
    expect(draft().name).toBe('标签');
  });

  it('a search box standing alone: named by its label, its button and Enter search', async () => {
    const user = setupUser();
    const onSearch = jest.fn();
    renderApp(<Bar fields={(list) => [{ ...textField(list, 'f', 'name', '搜索报表名称', { search: { button: '搜索', onSearch } }), label: '' }]} />, { boot: false });
    const box = screen.getByRole('searchbox', { name: '搜索报表名称' });
    await user.type(box, '标签{Enter}');
    expect(draft().name).toBe('标签');
    expect(onSearch).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: /搜\s*索/ }));
    expect(onSearch).toHaveBeenCalledTimes(2);
  });

  it('a searchable choice: "all" first, typing narrows the choices by their labels, a pick goes to the draft', async () => {
    const user = setupUser();
    const options = [
      { value: 1, label: '订单' },
      { value: 5, label: '入库单' },
      { value: 6, label: '出库单' },
    ];
    renderApp(<Bar fields={(list) => [choiceField(list, 'f', 'type', '报表类型', '全部', options, { searchable: true })]} />, { boot: false });
    const box = screen.getByRole('combobox', { name: '报表类型' });
    await user.click(box);
    const titles = () => [...document.querySelectorAll('.ant-select-item-option')].map((o) => o.getAttribute('title'));
    await waitFor(() => expect(titles()).toEqual(['全部', '订单', '入库单', '出库单']));
    await user.type(box, '库');
    await waitFor(() => expect(titles()).toEqual(['入库单', '出库单']));
    await user.click(document.querySelector<HTMLElement>('.ant-select-item-option[title="出库单"]')!);
    expect(draft().type).toBe(6);
  });

  it('a day range within limits: the days past its last show disabled, and a required range has nothing to clear', async () => {
    const user = setupUser();
    renderApp(<Bar fields={(list) => [dateRangeField(list, 'f', 'from', 'to', '日期', { required: true, max: '2026-11-27' })]} />, { boot: false });
    // The picker loads when first shown.
    await waitFor(() => expect(document.querySelector('.ant-picker-range')).not.toBeNull());
    const start = screen.getByLabelText('日期');
    expect(start).toHaveValue('2026-10-27');
    expect(document.querySelector('.ant-picker-clear')).toBeNull();
    await user.click(start);
    const cell = (day: string) => waitFor(() => document.querySelector<HTMLElement>(`td[title="${day}"]`)!);
    expect(await cell('2026-11-27')).not.toHaveClass('ant-picker-cell-disabled');
    expect(await cell('2026-11-28')).toHaveClass('ant-picker-cell-disabled');
  });

  it('one person: the picker shows "anyone" until someone is chosen, then their account (from the draft); clearing empties both fields', async () => {
    const user = setupUser();
    await logInAs(DEMO_ACCOUNTS.master);
    const fields = (list: PagedQuery<Filters, never>) => [personField(list, 'user', 'who', '人员', '全部人员')];
    renderApp(<Bar fields={fields} initial={{ ...START, user: 12, who: 'demo_sales' }} />, { boot: false });
    const picker = screen.getByRole('button', { name: '全部人员' });
    expect(within(picker).getByText('demo_sales')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '清空已选人员' }));
    expect(draft()).not.toHaveProperty('user');
    expect(draft()).not.toHaveProperty('who');
    expect(within(screen.getByRole('button', { name: '全部人员' })).getByText('全部人员')).toBeInTheDocument();
  });

  it('a chip field: a group named by its label, "all" first, a chip applies at once and shows as chosen', async () => {
    const user = setupUser();
    function Chips() {
      const [filters, setFilters] = useState(START);
      const list = { query: { filters }, setFilters } as unknown as PagedQuery<Filters, never>;
      return (
        <>
          {chipField(list, 'type', '报表分类', '全部', [{ value: 31, label: '报价单' }, { value: 32, label: '送货单' }]).node}
          <output data-testid="filters">{JSON.stringify(filters)}</output>
        </>
      );
    }
    renderApp(<Chips />, { boot: false });
    const group = screen.getByRole('group', { name: '报表分类' });
    const chip = (name: string) => within(group).getByText(name).closest('.ant-tag');
    expect([...group.querySelectorAll('.ant-tag')].map((c) => c.textContent)).toEqual(['全部', '报价单', '送货单']);
    expect(chip('全部')).toHaveClass('ant-tag-checkable-checked');
    await user.click(within(group).getByText('送货单'));
    expect((JSON.parse(screen.getByTestId('filters').textContent ?? '{}') as Filters).type).toBe(32);
    expect(chip('送货单')).toHaveClass('ant-tag-checkable-checked');
    expect(chip('全部')).not.toHaveClass('ant-tag-checkable-checked');
  });
});
