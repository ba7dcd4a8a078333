/**
 * The shop's mailing addresses, read by their own route (Home-Address-addressAct) and by the
 * invoice info and request, which name one. Another shop's address is as good as missing.
 */
import type { Selectable } from 'kysely';
import type { Executor, MailAddressesTable } from '../db/schema';
import { notFound } from '../http/errors';

export const addressNotFound = () => notFound('invoice.what.address');

/** One of the shop's addresses, or null (another shop's address is as good as missing). */
export async function findAddress(db: Executor, shopId: number, addressId: number): Promise<Selectable<MailAddressesTable> | null> {
  const row = await db.selectFrom('mail_addresses').selectAll().where('address_id', '=', addressId).where('shop_id', '=', shopId).executeTakeFirst();
  return row ?? null;
}
