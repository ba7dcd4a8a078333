/**
 * The goods class tree (/goods/class) against the real backend and the demo shop's classes
 * (server/db/seeds/goods.ts: 板材 → 颗粒板/多层板/生态板; 五金 → 铰链/拉手/滑轨; 封边条; 成品): the
 * tree with its goods counts, choosing a class with the keyboard, new classes at the top and under
 * the chosen one, a move (with the places it may not go), deletes the server refuses, and the
 * actions by right.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import { DEMO_ACCOUNTS } from '../../../../../server/db/seed';
import { setupTestBackend } from '../../../../../tests/helpers/backend';
import { button, callsTo, confirmOpenDialog, logInAs, phoneViewport, recordCalls, renderPage, setupUser } from '../../../../../tests/helpers/invoiceWeb';
import { addStaffWithRights } from '../../../../../tests/helpers/webStaff';
import { setLanguage } from '../../../../app/i18n';
import GoodsClassPage from './GoodsClassPage';

const backend = setupTestBackend();

const DEMO_SHOP = '演示家具厂';

/** The demo shop's classes as stored: name, parent's name, how many goods. */
async function storedClasses() {
  const db = backend.current.db;
  const shop = await db.selectFrom('shops').select('shop_id').where('shop_name', '=', DEMO_SHOP).executeTakeFirstOrThrow();
  const rows = await db.selectFrom('goods_classes').select(['class_id', 'class_name', 'parent_id']).where('shop_id', '=', shop.shop_id).execute();
  const goods = await db.selectFrom('goods').select('class_id').where('shop_id', '=', shop.shop_id).execute();
  return rows.map((r) => ({
    name: r.class_name,
    parent: rows.find((p) => p.class_id === r.parent_id)?.class_name ?? null,
    goods: goods.filter((g) => g.class_id === r.class_id).length,
  }));
}

const tree = () => screen.getByRole('tree', { name: '商品分类树' });
/** The tree's row of a class (its title element). */
const nodeOf = (name: string) => [...document.querySelectorAll<HTMLElement>('.goods-class-node')].find((n) => n.querySelector('.goods-class-name')?.textContent === name);
const shownNames = () => [...document.querySelectorAll('.goods-class-tree .goods-class-name')].map((n) => n.textContent);
const bar = () => document.querySelector<HTMLElement>('.goods-class-bar')!;

async function renderClasses() {
  const calls = recordCalls(backend);
  const view = renderPage(<GoodsClassPage />, '/goods/class');
  await waitFor(() => expect(nodeOf('颗粒板')).toBeDefined());
  return { calls, ...view };
}

async function choose(name: string, user: ReturnType<typeof setupUser>) {
  await user.click(nodeOf(name)!);
  await waitFor(() => expect(bar()).toHaveTextContent(new RegExp(`已选：.*${name}`)));
}

describe('goods class tree', () => {
  it('[API-GOODS-09] shows the shop\'s class tree from /Depots-getGoodsClass, every branch open, with each class\'s goods count', async () => {
    await logInAs(DEMO_ACCOUNTS.master);
    const { calls } = await renderClasses();
    expect(callsTo(calls, '/Depots-getGoodsClass')).toHaveLength(1);
    const stored = await storedClasses();
    expect([...shownNames()].sort()).toEqual(stored.map((c) => c.name).sort());
    for (const c of stored) expect(nodeOf(c.name)).toHaveTextContent(`${c.goods} 个商品`);
    expect(nodeOf('颗粒板')).toHaveTextContent('30 个商品');
    // Subcategories sit under their parent in the tree's order.
    expect(shownNames().indexOf('颗粒板')).toBe(shownNames().indexOf('板材') + 1);
  });

  it('is used with the keyboard: arrow keys move through the tree and Space chooses the class the bar acts on', async () => {
    await logInAs(DEMO_ACCOUNTS.master);
    const user = setupUser();
    await renderClasses();
    expect(bar()).toHaveTextContent('在分类树中选择一个分类');
    expect(button('重命名', bar()).disabled).toBe(true);
    // Focus makes the first class the active row; it is outlined for the keyboard user.
    act(() => tree().focus());
    await user.keyboard('{ArrowDown} ');
    await waitFor(() => expect(bar()).toHaveTextContent('已选：板材 / 颗粒板'));
    expect(bar()).toHaveTextContent('30 个商品');
    expect(button('重命名', bar()).disabled).toBe(false);
  });

  it('creates a top class, then a subcategory under the chosen class; a taken name shows in the field', async () => {
    await logInAs(DEMO_ACCOUNTS.master);
    const user = setupUser();
    await renderClasses();
    await user.click(button('新增顶级分类'));
    let dialog = await screen.findByRole('dialog', { name: '新增顶级分类' });
    await user.type(within(dialog).getByLabelText('分类名称'), '封边条');
    await user.click(button('确定', dialog));
    expect(await within(dialog).findByText('封边条 名称已存在!')).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText('分类名称'));
    await user.type(within(dialog).getByLabelText('分类名称'), '门板');
    await user.click(button('确定', dialog));
    expect(await screen.findByText('新增分类成功')).toBeInTheDocument();
    // The new class is the chosen one: a subcategory goes under it.
    await waitFor(() => expect(bar()).toHaveTextContent('已选：门板'));
    await user.click(button('新增子分类', bar()));
    dialog = await screen.findByRole('dialog', { name: '在「门板」下新增子分类' });
    await user.type(within(dialog).getByLabelText('分类名称'), '吸塑门板');
    await user.click(button('确定', dialog));
    await waitFor(() => expect(nodeOf('吸塑门板')).toBeDefined());
    expect(await storedClasses()).toEqual(expect.arrayContaining([{ name: '门板', parent: null, goods: 0 }, { name: '吸塑门板', parent: '门板', goods: 0 }]));
  });

  it('renames the chosen class', async () => {
    await logInAs(DEMO_ACCOUNTS.master);
    const user = setupUser();
    await renderClasses();
    await choose('成品', user);
    await user.click(button('重命名', bar()));
    const dialog = await screen.findByRole('dialog', { name: '重命名分类' });
    const input = within(dialog).getByLabelText('分类名称');
    expect(input).toHaveValue('成品');
    await user.clear(input);
    await user.type(input, '成品家具');
    await user.click(button('确定', dialog));
    await waitFor(() => expect(nodeOf('成品家具')).toBeDefined());
    expect((await storedClasses()).map((c) => c.name)).toContain('成品家具');
  });

  it('moves a class under another; itself, its own subcategories and places too deep are offered disabled', async () => {
    await logInAs(DEMO_ACCOUNTS.master);
    const user = setupUser();
    await renderClasses();
    await choose('板材', user);
    await user.click(button('移动', bar()));
    const dialog = await screen.findByRole('dialog', { name: '移动分类「板材」' });
    expect(dialog).toHaveTextContent('它的 3 个子分类随它一起移动');
    await user.click(within(dialog).getByLabelText('新的上级分类'));
    const option = async (label: string) => (await screen.findByTitle(label)).closest('.ant-select-item')!;
    expect(await option('（顶级分类）（当前位置）')).toHaveClass('ant-select-item-option-disabled');
    expect(await option('板材（它自己或它的下级）')).toHaveClass('ant-select-item-option-disabled');
    expect(await option('板材 / 颗粒板（它自己或它的下级）')).toHaveClass('ant-select-item-option-disabled');
    // 板材 has two levels: under a second-level class the tree would have four.
    expect(await option('五金 / 铰链（超过 3 级）')).toHaveClass('ant-select-item-option-disabled');
    await user.click(await option('五金'));
    await user.click(button('确定', dialog));
    expect(await screen.findByText('已移到「五金」下')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '移动分类「板材」' })).toBeNull());
    expect(await storedClasses()).toEqual(expect.arrayContaining([{ name: '板材', parent: '五金', goods: 0 }, { name: '颗粒板', parent: '板材', goods: 30 }]));
    await waitFor(() => expect(bar()).toHaveTextContent('已选：五金 / 板材'));
  });

  it('deleting a class that holds goods shows the server\'s refusal and keeps it; an empty class is deleted after asking', async () => {
    await logInAs(DEMO_ACCOUNTS.master);
    const user = setupUser();
    const { calls } = await renderClasses();
    await choose('颗粒板', user);
    await user.click(button('删除', bar()));
    await confirmOpenDialog();
    const refusal = await screen.findByText('商品分类「颗粒板」下还有 0 个子分类、30 个商品，请先移走后再删除', { exact: false });
    await user.click(button('确定', refusal.closest<HTMLElement>('.ant-modal')!));
    expect(callsTo(calls, '/Depots-delGoodsClass')).toHaveLength(1);
    expect((await storedClasses()).map((c) => c.name)).toContain('颗粒板');

    await user.click(button('新增顶级分类'));
    const dialog = await screen.findByRole('dialog', { name: '新增顶级分类' });
    await user.type(within(dialog).getByLabelText('分类名称'), '临时分类');
    await user.click(button('确定', dialog));
    await waitFor(() => expect(bar()).toHaveTextContent('已选：临时分类'));
    await user.click(button('删除', bar()));
    expect((await screen.findAllByText('删除商品分类「临时分类」？')).length).toBeGreaterThan(0);
    await confirmOpenDialog();
    await waitFor(() => expect(nodeOf('临时分类')).toBeUndefined());
    expect((await storedClasses()).map((c) => c.name)).not.toContain('临时分类');
    expect(bar()).toHaveTextContent('在分类树中选择一个分类');
  });

  it('a class on the last level cannot have subcategories', async () => {
    await logInAs(DEMO_ACCOUNTS.master);
    const user = setupUser();
    await renderClasses();
    await choose('颗粒板', user);
    await user.click(button('新增子分类', bar()));
    const dialog = await screen.findByRole('dialog', { name: '在「颗粒板」下新增子分类' });
    await user.type(within(dialog).getByLabelText('分类名称'), '18mm');
    await user.click(button('确定', dialog));
    await waitFor(() => expect(nodeOf('18mm')).toBeDefined());
    await choose('18mm', user);
    expect(button('新增子分类', bar()).disabled).toBe(true);
  });

  it('without SF_DEPOTS_GOOD_CLASS_EDIT the tree is shown without any action', async () => {
    const viewer = await addStaffWithRights(backend.current.db, 'class_viewer', ['SF_DEPOTS_GOOD_CLASS_QUERY']);
    await logInAs(viewer.login_name);
    const user = setupUser();
    await renderClasses();
    await choose('铰链', user);
    expect(screen.queryByRole('group', { name: '所选分类的操作' })).toBeNull();
    expect(screen.queryByRole('button', { name: /新增顶级分类/ })).toBeNull();
  });

  it('in English the page\'s own words are English; only the shop\'s class names stay Chinese', async () => {
    await logInAs(DEMO_ACCOUNTS.master);
    const user = setupUser();
    await renderClasses();
    act(() => setLanguage('en-US'));
    expect(await screen.findByRole('tree', { name: 'Goods category tree' })).toBeInTheDocument();
    await user.click(nodeOf('颗粒板')!);
    await waitFor(() => expect(bar()).toHaveTextContent('Chosen: 板材 / 颗粒板'));
    expect(bar()).toHaveTextContent('30 items');
    const page = document.querySelector<HTMLElement>('.goods-class-page')!.cloneNode(true) as HTMLElement;
    page.querySelectorAll('.goods-class-name, .goods-class-path').forEach((n) => n.remove());
    expect(page.textContent).toContain('New top category');
    expect(page.textContent).not.toMatch(/\p{Script=Han}/u);
  });

  it('on a phone the tree keeps its rows and the actions stay above it', async () => {
    const undo = phoneViewport();
    try {
      await logInAs(DEMO_ACCOUNTS.master);
      const user = setupUser();
      await renderClasses();
      await choose('拉手', user);
      const group = screen.getByRole('group', { name: '所选分类的操作' });
      expect(within(group).getAllByRole('button').map((b) => b.textContent?.replace(/\s/g, ''))).toEqual(['新增子分类', '重命名', '移动', '删除']);
      // The bar comes before the tree, so it is reached without scrolling past the tree.
      expect(group.compareDocumentPosition(tree()) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    } finally {
      undo();
    }
  });
});
