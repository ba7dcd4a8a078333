/**
 * Setting up people for the browser tests through the product's own API, as the master would:
 * a role with exactly some rights, and a person holding it, the SMS code read from the server's
 * outbox (its SQLite file, read-only) as from their phone.
 */
import Database from 'better-sqlite3';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { ALL_RIGHTS, type RightCode } from '../../src/common/rights';
import { apiPost } from './helpers';

/** One row of the server's SQLite database (read-only). */
export function queryServerDb<T>(dataDir: string, sqlText: string, ...params: unknown[]): T {
  const db = new Database(join(dataDir, 'erp.sqlite'), { readonly: true, fileMustExist: true });
  try {
    return db.prepare(sqlText).get(...params) as T;
  } finally {
    db.close();
  }
}

/** The last SMS code sent to `phone`. */
export const codeSentTo = (dataDir: string, phone: string) =>
  /\d{6}/.exec(queryServerDb<{ content: string }>(dataDir, 'SELECT content FROM sms_outbox WHERE phone = ? ORDER BY sms_id DESC LIMIT 1', phone).content)![0];

/** As the master logged in on `page`: a new role with exactly `rights` and a new person (password Staff-2026!) holding it. */
export async function subAccountWith(page: Page, dataDir: string, loginName: string, phone: string, rights: readonly RightCode[]): Promise<void> {
  const role = `e2e_${loginName}`.slice(0, 20);
  expect((await apiPost<{ err_code: number }>(page, '/ShopStaff-newGrp', { grpName: role })).err_code).toBe(0);
  const groups = await apiPost<{ data: { group_id: number; group_name: string }[] }>(page, '/shopStaff-ajaxGroup', {});
  const groupId = groups.data.find((g) => g.group_name === role)!.group_id;
  const fids = ALL_RIGHTS.filter((r) => rights.includes(r.code)).map((r) => r.fid);
  expect((await apiPost<{ err_code: number }>(page, '/ShopStaff-editGrpRightsNew', { grpID: groupId, grpRights: fids.join(','), rightsType: 1 })).err_code).toBe(0);
  expect((await apiPost<{ err_code: number }>(page, '/ShopStaff-getCheckCode', { phoneNbr: phone })).err_code).toBe(0);
  const created = await apiPost<{ err_code: number; err_msg: string }>(page, '/ShopStaff-nsPost', {
    userName: loginName,
    userPass: 'Staff-2026!',
    userPass2: 'Staff-2026!',
    userPhone: phone,
    depID: 0,
    grpID: groupId,
    checkCode: codeSentTo(dataDir, phone),
  });
  expect(created).toMatchObject({ err_code: 0 });
}
