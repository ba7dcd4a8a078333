import { withId, type Up } from './helpers';

/**
 * Order payments (issue 29, REQUIREMENTS API-ORD-07..13): the receipts of an order and the online
 * payment requests of the payment provider (server/payments/provider.ts).
 *
 * - `order_payments` is a ledger: one row per receipt, never rewritten but for its comment, with the
 *   order's paid total right after it (`paid_after_fen`), so the list shows the balance after each
 *   receipt without summing and a row that disagrees with its neighbours is visible at once. The
 *   order's `paid_fen` is the running total, raised by the same guarded update that decides whether
 *   the receipt fits (server/orders/payments.ts).
 * - `online_pay_requests` keeps each online payment asked of the provider: its token (the sandbox's
 *   pay link), its state (0 waiting, 1 paid) and, once paid, the receipt it became; the guarded
 *   `state 0 → 1` makes a second confirmation record nothing.
 * - Every row carries shop_id and every reference is a composite (shop_id, id) key, as in 0027, so no
 *   receipt or request of one shop can name another shop's order. A receipt keeps its order (no
 *   cascade: an order with money received cannot be deleted); a request waiting on a closed order
 *   goes with the order when that is deleted for good.
 */
export const m0028_order_payments: Up = async (db, dialect) => {
  await withId(db.schema.createTable('order_payments'), 'payment_id', dialect)
    .addColumn('shop_id', 'integer', (c) => c.notNull().references('shops.shop_id'))
    .addColumn('order_id', 'integer', (c) => c.notNull())
    .addColumn('amount_fen', 'bigint', (c) => c.notNull())
    /** 1 cash, 2 bank transfer, 3 WeChat, 4 Alipay, 5 online (src/common/orderPayments.ts PayMethod). */
    .addColumn('method', 'integer', (c) => c.notNull())
    .addColumn('paid_date', 'varchar(10)', (c) => c.notNull())
    .addColumn('comment', 'varchar(400)', (c) => c.notNull().defaultTo(''))
    .addColumn('paid_after_fen', 'bigint', (c) => c.notNull())
    .addColumn('creator_id', 'integer')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('order_payments_shop_payment_key', ['shop_id', 'payment_id'])
    .addForeignKeyConstraint('order_payments_order_fk', ['shop_id', 'order_id'], 'orders', ['shop_id', 'order_id'])
    .addForeignKeyConstraint('order_payments_creator_fk', ['shop_id', 'creator_id'], 'users', ['shop_id', 'user_id'])
    .execute();
  await db.schema.createIndex('order_payments_order').on('order_payments').columns(['shop_id', 'order_id', 'payment_id']).execute();

  await withId(db.schema.createTable('online_pay_requests'), 'request_id', dialect)
    .addColumn('shop_id', 'integer', (c) => c.notNull().references('shops.shop_id'))
    .addColumn('order_id', 'integer', (c) => c.notNull())
    .addColumn('amount_fen', 'bigint', (c) => c.notNull())
    .addColumn('token', 'varchar(64)', (c) => c.notNull())
    .addColumn('state', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('creator_id', 'integer')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('paid_at', 'bigint')
    .addColumn('payment_id', 'integer')
    .addUniqueConstraint('online_pay_requests_shop_request_key', ['shop_id', 'request_id'])
    .addForeignKeyConstraint('online_pay_requests_order_fk', ['shop_id', 'order_id'], 'orders', ['shop_id', 'order_id'], (c) => c.onDelete('cascade'))
    .addForeignKeyConstraint('online_pay_requests_payment_fk', ['shop_id', 'payment_id'], 'order_payments', ['shop_id', 'payment_id'])
    .execute();
  await db.schema.createIndex('online_pay_requests_token').on('online_pay_requests').column('token').unique().execute();
  await db.schema.createIndex('online_pay_requests_order').on('online_pay_requests').columns(['shop_id', 'order_id']).execute();
};
