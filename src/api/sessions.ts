/** Who is online (src/common/sessions.ts; server/routes/overall/staff/sessions.ts). */
import { ShopSessionsEnd, ShopSessionsList, UserEndMySession, UserMySessions } from '../common/sessions';
import { api } from './client';

export const listShopSessions = () => api.call(ShopSessionsList);
export const endShopSession = (sid: string) => api.call(ShopSessionsEnd, { sid });
export const listMySessions = () => api.call(UserMySessions);
export const endMySession = (sid: string) => api.call(UserEndMySession, { sid });
