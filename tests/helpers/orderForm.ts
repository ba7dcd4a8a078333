/**
 * The order form's cells driven as a user does, for the jsdom tests of the order and sub-order
 * forms (src/features/orders/orderEdit): a goods item chosen in a goods cell, a board row filled,
 * and a demo goods item of a kind to choose.
 */
import { waitFor, within } from '@testing-library/react';
import type { Db } from '../../server/db/schema';
import type { setupUser } from './invoiceWeb';

type User = ReturnType<typeof setupUser>;

/** A goods item on sale of the demo shop of `kind` (1 boards, 2 hardware). */
export const demoGoodsOf = (db: Db, kind: number) =>
  db
    .selectFrom('goods')
    .innerJoin('shops', 'shops.shop_id', 'goods.shop_id')
    .select(['goods.goods_id', 'goods.goods_no', 'goods.goods_name'])
    .where('shops.shop_name', '=', '演示家具厂')
    .where('goods.kind', '=', kind)
    .where('goods.state', '=', 1)
    .orderBy('goods.goods_id')
    .executeTakeFirstOrThrow();

export async function chooseGoods(user: User, scope: HTMLElement, label: string, goods: { goods_no: string; goods_name: string }) {
  const box = within(scope).getByRole('combobox', { name: label });
  await user.click(box);
  await user.type(box, goods.goods_no);
  // The open list: a cell's list closed before stays in the page, hidden.
  const option = await waitFor(() => {
    const open = [...document.querySelectorAll<HTMLElement>('.ant-select-dropdown:not(.ant-select-dropdown-hidden)')];
    return within(open[open.length - 1]).getByText(`${goods.goods_no} ${goods.goods_name}`, { selector: '.ant-select-item-option-content', exact: false });
  });
  await user.click(option);
  await waitFor(() => expect(box.closest('.ant-select')).toHaveTextContent(goods.goods_name));
}

export async function typeInto(user: User, input: HTMLElement, text: string) {
  await user.clear(input);
  await user.type(input, text);
}

/** Fills room `index`'s board row `row` (1-based in the labels). */
export async function fillBoard(user: User, room: HTMLElement, row: number, board: { goods_no: string; goods_name: string }, sizes: [string, string, string], pieces: string) {
  const cell = (column: string) => within(room).getByRole('textbox', { name: `第 ${row} 行${column}` });
  await typeInto(user, cell('板件名称'), `门板${row}`);
  await typeInto(user, cell('长 (mm)'), sizes[0]);
  await typeInto(user, cell('宽 (mm)'), sizes[1]);
  await typeInto(user, cell('厚 (mm)'), sizes[2]);
  await chooseGoods(user, room, `第 ${row} 行板材`, board);
  await typeInto(user, cell('块数'), pieces);
}

