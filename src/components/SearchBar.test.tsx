/** The collapsible search bar [PAGES-09]. */
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Input } from 'antd';
import { AppProviders } from '../app/AppProviders';
import { setLanguage } from '../app/i18n';
import { createAppStore } from '../app/store';
import { SearchBar } from './SearchBar';

function renderBar(onSubmit = jest.fn(), defaultExpanded = false) {
  render(
    <AppProviders store={createAppStore()}>
      <SearchBar
        onSubmit={onSubmit}
        defaultExpanded={defaultExpanded}
        fields={[{ key: 'name', label: '名称', htmlFor: 'name', node: <Input id="name" /> }]}
        more={[{ key: 'code', label: '编号', htmlFor: 'code', node: <Input id="code" /> }]}
        actions={<button type="button">查询</button>}
      />
    </AppProviders>,
  );
  return onSubmit;
}

describe('search bar', () => {
  it("[PAGES-09] the toggle reads 'expand options' when collapsed and 'collapse options' when expanded", () => {
    act(() => setLanguage('en-US'));
    renderBar();
    // The toggle's text, its icon aside; capitalised as a label, the spec's words otherwise.
    const english = () => screen.getByRole('button', { name: /options/ });
    expect(english()).toHaveTextContent(/^Expand options$/);
    fireEvent.click(english());
    expect(english()).toHaveTextContent(/^Collapse options$/);
    cleanup();

    act(() => setLanguage('zh-CN'));
    renderBar();
    const toggle = screen.getByRole('button', { name: /展开选项/ });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByLabelText('名称')).toBeInTheDocument();
    expect(screen.queryByLabelText('编号')).toBeNull();
    fireEvent.click(toggle);
    expect(screen.getByRole('button', { name: /收起选项/ })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByLabelText('编号')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /收起选项/ }));
    expect(screen.getByRole('button', { name: /展开选项/ })).toBeInTheDocument();
    expect(screen.queryByLabelText('编号')).toBeNull();
  });

  it('[PAGES-09] may start expanded; Enter in a field submits', () => {
    const onSubmit = renderBar(jest.fn(), true);
    expect(screen.getByRole('button', { name: /收起选项/ })).toBeInTheDocument();
    fireEvent.submit(screen.getByLabelText('编号').closest('form')!);
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });
});
