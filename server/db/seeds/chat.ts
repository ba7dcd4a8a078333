/**
 * Chat demo data: unread after-sales messages, so the chat button shows a count. demo_admin has 3;
 * demo_sales has 120, over 99, so its badge shows dots.
 */
import type { FeatureSeed } from '../seed';

export const DEMO_CHAT_UNREAD: Record<string, number> = { demo_admin: 3, demo_sales: 120 };

export const seedChat: FeatureSeed = async (trx, demo) => {
  const rows = [];
  for (const [loginName, unread] of Object.entries(DEMO_CHAT_UNREAD)) {
    const userId = demo.users[loginName];
    if (!userId) continue;
    const user = await trx.selectFrom('users').select('shop_id').where('user_id', '=', userId).executeTakeFirstOrThrow();
    rows.push({ user_id: userId, shop_id: user.shop_id, unread, updated_at: demo.now });
  }
  if (rows.length) await trx.insertInto('chat_inbox').values(rows).execute();
};
