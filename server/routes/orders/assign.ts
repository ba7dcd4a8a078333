/**
 * Order assignment of the session's shop (issue 29 "Assignment"; REQUIREMENTS API-ORD-15, API-ORD-16;
 * src/common/orderAssign.ts for the decisions):
 * - StoreOrders-ajaxGetGroupStaff: the holders of a position role — the /orders/assign page's right
 *   (SF_BATCH_PROCESS_QUERY, SPEC.md section 2), or the assign right, which needs the list to choose from.
 * - StoreOrders-sendPersonnel: SF_STORE_ORD_ASSIGN, an action right of the 订单操作 group (the page's
 *   right is a view right). The person and role are checked once; then every order of the batch is
 *   assigned or refused on its own (server/orders/assignments.ts), each in its own transaction, and
 *   the reply reports each.
 */
import { AjaxGetGroupStaff, SendPersonnel, type AssignResult } from '../../../src/common/orderAssign';
import { route } from '../../http/route';
import { assigneeFor, assignOrder, groupStaff, shopGroup } from '../../orders/assignments';

export const ajaxGetGroupStaff = route(AjaxGetGroupStaff, {
  access: { anyOf: ['SF_BATCH_PROCESS_QUERY', 'SF_STORE_ORD_ASSIGN'] },
  async handle(ctx) {
    const shopId = ctx.session.shop.shop_id;
    const group = await shopGroup(ctx.db, shopId, ctx.fields.group_id);
    return { group_id: group.group_id, group_name: group.group_name, data: await groupStaff(ctx.db, shopId, group.group_id) };
  },
});

export const sendPersonnel = route(SendPersonnel, {
  access: { anyOf: ['SF_STORE_ORD_ASSIGN'] },
  async handle(ctx) {
    const who = await assigneeFor(ctx.db, ctx.session.shop.shop_id, ctx.fields.user_id, ctx.fields.group_id);
    const data: AssignResult[] = [];
    // One after another: each order's transaction is short, and a batch never holds the write lock for all of them at once.
    for (const orderNo of ctx.fields.order_nos) data.push(await assignOrder(ctx, who, orderNo));
    const ok = data.filter((d) => d.ok).length;
    return { data, err_msg: ctx.t('assign.server.done', { ok, failed: data.length - ok }) };
  },
});

export const assignRoutes = [ajaxGetGroupStaff, sendPersonnel];
