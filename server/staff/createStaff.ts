/**
 * The one way a person joins a shop: the user row (with the shop it belongs to and its department),
 * the password hashed like every other, and the position roles it holds — in the caller's
 * transaction, so a failure leaves nothing half-made. The demo seed, the test fixtures and the staff
 * routes all create people through here.
 */
import { hashPassword, type PasswordHash } from '../auth/crypto';
import type { Executor } from '../db/schema';
import { MY_TEAM_DEPARTMENT_ID } from '../../src/common/constants';

export interface NewStaff {
  shopId: number;
  login_name: string;
  user_phone: string;
  /** The plain password (only its hash is stored), or a hash made already (the demo seed reuses one). */
  password: string | PasswordHash;
  full_name: string;
  nick_name: string;
  /** A department of the same shop; default 0, My team. */
  department_id?: number;
  /** Position roles of the same shop (the database refuses another shop's). */
  group_ids?: readonly number[];
  /** The shop's master account: every right, and recorded as the shop's `shop_muid`. */
  master?: boolean;
  web_cad?: number;
  avatar?: string;
  /** 1 male (default), 2 female. */
  user_sex?: number;
  cert_id?: string;
  if_chat?: number;
  /** End of the paid seat (0, the default: never expires). */
  exp_date?: number;
}

export interface CreateStaffOptions {
  /** PBKDF2 work factor of the hash (the hosts pass theirs; tests a low one). */
  iterations: number;
  /** Registration time, epoch ms. */
  now: number;
}

/** Creates the person and answers their user_id. */
export async function createStaff(db: Executor, staff: NewStaff, { iterations, now }: CreateStaffOptions): Promise<number> {
  const pw = typeof staff.password === 'string' ? await hashPassword(staff.password, iterations) : staff.password;
  const { user_id: userId } = await db
    .insertInto('users')
    .values({
      shop_id: staff.shopId,
      login_name: staff.login_name,
      user_phone: staff.user_phone,
      password_hash: pw.hash,
      password_salt: pw.salt,
      password_iterations: pw.iterations,
      nick_name: staff.nick_name,
      full_name: staff.full_name,
      avatar: staff.avatar ?? '',
      web_cad: staff.web_cad ?? 1,
      user_type: staff.master ? 'master' : 'staff',
      state: 1,
      department_id: staff.department_id ?? MY_TEAM_DEPARTMENT_ID,
      register_time: now,
      user_sex: staff.user_sex ?? 1,
      cert_id: staff.cert_id ?? '',
      if_chat: staff.if_chat ?? 0,
      exp_date: staff.exp_date ?? 0,
    })
    .returning('user_id')
    .executeTakeFirstOrThrow();
  const groups = [...new Set(staff.group_ids ?? [])];
  if (groups.length) {
    await db
      .insertInto('user_groups')
      .values(groups.map((group_id) => ({ shop_id: staff.shopId, user_id: userId, group_id })))
      .execute();
  }
  if (staff.master) await db.updateTable('shops').set({ shop_muid: userId }).where('shop_id', '=', staff.shopId).execute();
  return userId;
}
