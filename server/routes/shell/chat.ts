/**
 * The after-sales chat button's unread count. The chat runs on a third-party customer-service
 * service; the count of messages the user has not read yet is ours, per user and shop.
 */
import type { Executor } from '../../db/schema';
import { route } from '../../http/route';
import { ChatUnread } from '../../../src/common/shell';

/** Unread after-sales messages of `userId` in `shopId` (0 without a row). */
export async function chatUnreadOf(db: Executor, shopId: number, userId: number): Promise<number> {
  const row = await db.selectFrom('chat_inbox').select('unread').where('user_id', '=', userId).where('shop_id', '=', shopId).executeTakeFirst();
  return row ? Number(row.unread) : 0;
}

/** GET /Chat-unread: `{ unread }` of the logged-in user, polled with the notices. */
export const chatUnread = route(ChatUnread, {
  // Right (SPEC.md names none; docs/DESIGN.md, rights of the routes): one's own unread count.
  access: 'user',
  async handle(ctx) {
    return { unread: await chatUnreadOf(ctx.db, ctx.session.shop.shop_id, ctx.session.user.user_id) };
  },
});

export const chatRoutes = [chatUnread];
