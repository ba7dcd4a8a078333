/**
 * A row's actions: the first ones as buttons, the rest in a "more" menu opened by mouse or keyboard,
 * all at once when only one would go to the menu; the column as wide as what shows.
 */
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AppProviders } from '../../app/AppProviders';
import { setLanguage } from '../../app/i18n';
import { createAppStore } from '../../app/store';
import { setupUser } from '../../../tests/helpers/invoiceWeb';
import { buttonWidth, fitWidth } from './columnWidth';
import { RowActions, rowActionsWidth, type RowAction } from './RowActions';

function actionsOf(labels: readonly string[], extra: Partial<Record<string, Partial<RowAction>>> = {}) {
  const clicks: string[] = [];
  const actions = labels.map((label) => ({ key: label, label, onClick: () => clicks.push(label), ...extra[label] }));
  return { actions, clicks };
}

function renderActions(actions: readonly RowAction[], inline?: number) {
  render(
    <AppProviders store={createAppStore()}>
      <RowActions name="李明" actions={actions} inline={inline} />
    </AppProviders>,
  );
}

const more = () => screen.queryByRole('button', { name: '更多操作 李明' });

afterEach(() => {
  cleanup();
  act(() => setLanguage('zh-CN'));
});

describe('row actions', () => {
  it('up to inline + 1 actions all show as buttons named with the row, without a menu', () => {
    renderActions(actionsOf(['跟进', '修改', '停用']).actions);
    expect(screen.getAllByRole('button').map((b) => b.getAttribute('aria-label'))).toEqual(['跟进 李明', '修改 李明', '停用 李明']);
    expect(more()).toBeNull();
  });

  it('more than inline + 1: the first inline ones as buttons, the rest in the menu; a click on an item runs it', async () => {
    const user = setupUser();
    const { actions, clicks } = actionsOf(['跟进', '修改', '停用', '删除']);
    renderActions(actions);
    expect(screen.getAllByRole('button').map((b) => b.getAttribute('aria-label'))).toEqual(['跟进 李明', '修改 李明', '更多操作 李明']);
    expect(screen.queryByText('停用')).toBeNull();
    await user.click(more()!);
    await user.click(await screen.findByRole('menuitem', { name: '删除' }));
    expect(clicks).toEqual(['删除']);
  });

  it('the menu opens from the keyboard, takes the focus, and an item is reached with the arrow keys and chosen with Enter', async () => {
    const user = setupUser();
    const { actions, clicks } = actionsOf(['跟进', '修改', '停用', '删除']);
    renderActions(actions);
    await user.tab();
    await user.tab();
    await user.tab();
    expect(more()).toHaveFocus();
    await user.keyboard('{Enter}');
    const items = await screen.findAllByRole('menuitem');
    expect(items.map((i) => i.textContent)).toEqual(['停用', '删除']);
    await waitFor(() => expect(document.activeElement?.closest('[role=menu]')).not.toBeNull());
    // The menu moves the focus a frame after the key. (jsdom lays nothing out, so the menu finds no
    // visible item past the first to move on to: walking further is the browser tests' part.)
    await user.keyboard('{ArrowDown}');
    await waitFor(() => expect(screen.getByRole('menuitem', { name: '停用' })).toHaveFocus());
    // The menu reads the key's legacy code, which a browser's Enter carries and user-event's does not.
    fireEvent.keyDown(screen.getByRole('menuitem', { name: '停用' }), { key: 'Enter', code: 'Enter', keyCode: 13, which: 13 });
    await waitFor(() => expect(clicks).toEqual(['停用']));
  });

  it('a danger action is red, inline and in the menu', async () => {
    const user = setupUser();
    renderActions(actionsOf(['修改', '删除'], { 删除: { danger: true } }).actions);
    expect(screen.getByRole('button', { name: '删除 李明' })).toHaveClass('ant-btn-dangerous');
    cleanup();
    renderActions(actionsOf(['跟进', '修改', '停用', '删除'], { 删除: { danger: true } }).actions);
    await user.click(more()!);
    expect(await screen.findByRole('menuitem', { name: '删除' })).toHaveClass('ant-dropdown-menu-item-danger');
    expect(screen.getByRole('menuitem', { name: '停用' })).not.toHaveClass('ant-dropdown-menu-item-danger');
  });

  it('a disabled action does nothing, inline or in the menu; the menu button is disabled when all of its items are', async () => {
    const user = setupUser();
    const some = actionsOf(['跟进', '修改', '停用', '删除'], { 修改: { disabled: true }, 停用: { disabled: true } });
    renderActions(some.actions);
    expect(screen.getByRole('button', { name: '修改 李明' })).toBeDisabled();
    await user.click(more()!);
    const stop = await screen.findByRole('menuitem', { name: '停用' });
    expect(stop).toHaveAttribute('aria-disabled', 'true');
    await user.click(stop);
    expect(some.clicks).toEqual([]);
    cleanup();
    renderActions(actionsOf(['跟进', '修改', '停用', '删除'], { 停用: { disabled: true }, 删除: { disabled: true } }).actions);
    expect(more()).toBeDisabled();
  });

  it('the menu button is named in the UI language', () => {
    act(() => setLanguage('en-US'));
    renderActions(actionsOf(['Follow up', 'Edit', 'Stop', 'Delete']).actions);
    expect(screen.getByRole('button', { name: 'More actions for 李明' })).toHaveAttribute('title', 'More');
  });

  it('the column is as wide as the buttons shown: all of them, or the inline ones and the menu button', () => {
    expect(rowActionsWidth(['修改', '停用', '删除'])).toBe(fitWidth([buttonWidth('修改') + buttonWidth('停用') + buttonWidth('删除')]));
    expect(rowActionsWidth(['Follow up', 'Edit', 'Resume', 'Delete'])).toBe(fitWidth([buttonWidth('Follow up') + buttonWidth('Edit') + buttonWidth('', true)]));
    expect(rowActionsWidth(['跟进', '修改', '停用', '删除'], 1)).toBe(fitWidth([buttonWidth('跟进') + buttonWidth('', true)]));
  });
});
