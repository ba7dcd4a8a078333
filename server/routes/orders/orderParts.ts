/**
 * One order's parts and history, read-only: its quotation (StoreOrders-getOffer, also of a content
 * not stored yet, for the order form), the quotation's changes (getProposalLog), its goods lines,
 * rooms and boards (ErpOrders-getOrdItem, platesRooms, plates) and its order log (getOrderLogs).
 * Each answers only the caller's shop's order: another shop's number is "not found".
 */
import { fenToYuan } from '../../../src/common/money';
import { areaText, GetOffer, GetOrderLogs, GetOrdItem, GetProposalLog, Plates, PlatesRooms, type OrderOffer } from '../../../src/common/orders';
import { badRequest } from '../../http/errors';
import { route } from '../../http/route';
import { assertOwnCustomer, priceContent, type PricedContent } from '../../orders/content';
import { orderLogAction, orderLogRow } from '../../orders/orderLog';
import { storedOffer } from '../../orders/quote';
import { orderRow, readOrder } from '../../orders/read';

/** The quotation of a content not stored: priced as newOrd would price it. */
function draftOffer(crmId: number | undefined, priced: PricedContent, roomNames: readonly string[]): OrderOffer {
  return {
    store_crm_id: crmId ?? 0,
    rooms: priced.rooms.map((room, i) => ({
      room_name: roomNames[i],
      plates: room.plates.map((p) => ({ goods_id: p.goods_id, goods_name: p.goods_name, unit_price: fenToYuan(p.price), amount: fenToYuan(p.amountFen), area: areaText(p.areaMm2) })),
      goods: room.goods.map((g) => ({ goods_id: g.goods_id, goods_name: g.goods_name, unit_price: fenToYuan(g.price), amount: fenToYuan(g.amountFen) })),
      total: fenToYuan(room.totalFen),
    })),
    total: fenToYuan(priced.totalFen),
  };
}

export const getOffer = route(GetOffer, {
  // A stored order's quotation is read with the list's right; a content's, by who may write one.
  access: { anyOf: ['SF_STORE_ORD_LIST', 'SF_STORE_ORD_NEW', 'SF_STORE_ORD_EDIT'] },
  async handle(ctx) {
    const shopId = ctx.session.shop.shop_id;
    const { order_no: orderNo, data } = ctx.fields;
    if (orderNo && data) throw badRequest('order.server.offerEither');
    if (orderNo) {
      ctx.requireRight('SF_STORE_ORD_LIST');
      return { offer: storedOffer(await readOrder(ctx.db, shopId, orderNo)) };
    }
    if (!data) throw badRequest('order.server.offerEither');
    ctx.requireRight('SF_STORE_ORD_NEW', 'SF_STORE_ORD_EDIT');
    await assertOwnCustomer(ctx.db, shopId, data.store_crm_id);
    const priced = await priceContent(ctx.db, shopId, data);
    return { offer: draftOffer(data.store_crm_id, priced, data.rooms.map((r) => r.room_name)) };
  },
});

export const getProposalLog = route(GetProposalLog, {
  access: { anyOf: ['SF_STORE_ORD_LIST'] },
  async handle(ctx) {
    const shopId = ctx.session.shop.shop_id;
    const order = await orderRow(ctx.db, shopId, ctx.fields.order_no);
    const rows = await ctx.db
      .selectFrom('order_logs')
      .selectAll()
      .where('shop_id', '=', shopId)
      .where('order_no', '=', order.order_no)
      .where('new_total_fen', 'is not', null)
      .orderBy('oper_date', 'desc')
      .orderBy('log_id', 'desc')
      .execute();
    return {
      data: rows.map((r) => ({
        ...orderLogRow(r, ctx.locale),
        action: orderLogAction(r, ctx.locale),
        old_total: fenToYuan(Number(r.old_total_fen)),
        new_total: fenToYuan(Number(r.new_total_fen)),
      })),
    };
  },
});

export const getOrdItem = route(GetOrdItem, {
  access: { anyOf: ['SF_STORE_ORD_LIST'] },
  async handle(ctx) {
    const order = await readOrder(ctx.db, ctx.session.shop.shop_id, ctx.fields.order_no);
    return { data: order.rooms.flatMap((room) => room.goods.map((line) => ({ ...line, room_name: room.room_name }))) };
  },
});

/** m² with 3 decimals added up without losing thousandths. */
const sumArea = (areas: readonly string[]) => areaText(areas.reduce((sum, a) => sum + Math.round(Number(a) * 1_000_000), 0));

export const platesRooms = route(PlatesRooms, {
  access: { anyOf: ['SF_STORE_ORD_LIST'] },
  async handle(ctx) {
    const order = await readOrder(ctx.db, ctx.session.shop.shop_id, ctx.fields.order_no);
    return {
      data: order.rooms.map((room) => ({
        room_id: room.room_id,
        room_name: room.room_name,
        plates: room.plates.length,
        pieces: room.plates.reduce((n, p) => n + p.qty, 0),
        area: sumArea(room.plates.map((p) => p.area)),
        total: room.total,
      })),
    };
  },
});

export const plates = route(Plates, {
  access: { anyOf: ['SF_STORE_ORD_LIST'] },
  async handle(ctx) {
    const order = await readOrder(ctx.db, ctx.session.shop.shop_id, ctx.fields.order_no);
    const rooms = ctx.fields.room_id === undefined ? order.rooms : order.rooms.filter((room) => room.room_id === ctx.fields.room_id);
    return { data: rooms.flatMap((room) => room.plates.map((p) => ({ ...p, room_name: room.room_name }))) };
  },
});

export const getOrderLogs = route(GetOrderLogs, {
  access: { anyOf: ['SF_STORE_ORD_LIST'] },
  async handle(ctx) {
    const shopId = ctx.session.shop.shop_id;
    const order = await orderRow(ctx.db, shopId, ctx.fields.order_no);
    const rows = await ctx.db.selectFrom('order_logs').selectAll().where('shop_id', '=', shopId).where('order_no', '=', order.order_no).orderBy('oper_date', 'desc').orderBy('log_id', 'desc').execute();
    return { data: rows.map((r) => orderLogRow(r, ctx.locale)) };
  },
});

export const orderPartRoutes = [getOffer, getProposalLog, getOrdItem, platesRooms, plates, getOrderLogs];
