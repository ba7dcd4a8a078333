/**
 * Mailing addresses for invoices (SPEC.md sections 3, 5, 7; REQUIREMENTS ADDR, API-INV-04..09).
 *
 * Scope: addresses belong to the SHOP, not to one user. Invoices are the shop's, and the staff who
 * handle them (the master, the finance clerk) must see and use the same mailing addresses; the
 * creator is kept in `user_id` for the record. A shop has at most one default address (a partial
 * unique index), and exactly one whenever it has any address: the first address becomes the
 * default, set-default moves it, deleting the default hands it to the newest remaining address.
 *
 * Rights:
 * - reading (Invoice-ajaxUserAddress): any invoice right that shows an address selector —
 *   SF_INVOICE_INFO_QUERY, _SET, _ALTER (info page) or SF_INVOICE_MAKE_OUT (request wizard);
 * - writing (Home-Address-addressAct): SF_INVOICE_INFO_SET, SF_INVOICE_INFO_ALTER or
 *   SF_INVOICE_MAKE_OUT — whoever may fill in invoice info or request an invoice may manage the
 *   addresses those forms pick from; a view-only user (QUERY) may not.
 */
import { ErrCode } from '../../../src/common/api';
import { ADDRESS_ACT, HomeAddressAct, InvoiceAjaxUserAddress, MAX_ADDRESSES, validateAddress, type MailingAddress } from '../../../src/common/invoice';
import type { NumberKind } from '../../../src/common/normalize';
import { regionPath } from '../../data/regions';
import { LOCK_SCOPE, lockShopScope } from '../../db/locks';
import type { MailAddressesTable } from '../../db/schema';
import type { Selectable } from 'kysely';
import { ApiError, badRequest } from '../../http/errors';
import { route, type AuthedCtx } from '../../http/route';
import { auditText } from '../../logs/auditText';
import { addressNotFound, findAddress } from '../../shop/addresses';
import type { ServerMessageId } from '../../../src/common/messages/zh-CN';

export const ADDRESS_READ_RIGHTS = ['SF_INVOICE_INFO_QUERY', 'SF_INVOICE_INFO_SET', 'SF_INVOICE_INFO_ALTER', 'SF_INVOICE_MAKE_OUT'] as const;
export const ADDRESS_WRITE_RIGHTS = ['SF_INVOICE_INFO_SET', 'SF_INVOICE_INFO_ALTER', 'SF_INVOICE_MAKE_OUT'] as const;

/** The staff log's menu (发票管理). */
const MENU = 'menuGroup.invoice' satisfies ServerMessageId;

type AddressParts = Pick<MailingAddress, 'receiver' | 'province_name' | 'city_name' | 'region_name' | 'address_name'>;

/** An address in the staff log: the shop's receiver and address, as typed. */
const addressText = (a: AddressParts) => ({ receiver: a.receiver, address: `${a.province_name}${a.city_name}${a.region_name}${a.address_name}` });

export function toMailingAddress(r: Selectable<MailAddressesTable>): MailingAddress {
  return {
    address_id: r.address_id,
    receiver: r.receiver,
    province_id: r.province_id,
    province_name: r.province_name,
    city_id: r.city_id,
    city_name: r.city_name,
    region_id: r.region_id,
    region_name: r.region_name,
    address_name: r.address_name,
    postcode: r.postcode,
    telephone: r.telephone,
    mail: r.mail,
    is_default: r.is_default === 1 ? 1 : 0,
  };
}

const isRealRegion = (p: string, c: string, r: string) => regionPath(p, c, r) !== null;

/** The validated fields of an add or modify, with the region names looked up. */
function readAddressForm(ctx: AuthedCtx) {
  const field = (name: string, number?: NumberKind) => ctx.input.str(name, { number }) ?? '';
  const form = {
    receiver: field('receiver'),
    province: field('province'),
    city: field('city'),
    region: field('region'),
    address: field('address'),
    postcode: field('postcode', 'code'),
    tel: field('tel', 'mobile'),
    mail: field('mail'),
  };
  const invalid = validateAddress(form, isRealRegion);
  if (invalid) throw ApiError.of(ErrCode.BAD_REQUEST, invalid.id, invalid.values);
  // The names come from the same lookup that accepted the codes; a path it does not know is refused
  // as unpicked, never stored half-named.
  const names = regionPath(form.province, form.city, form.region);
  if (!names) throw badRequest('invoice.address.regionRequired');
  const [provinceName, cityName, regionName] = names;
  return {
    receiver: form.receiver,
    province_id: form.province,
    province_name: provinceName,
    city_id: form.city,
    city_name: cityName,
    region_id: form.region,
    region_name: regionName,
    address_name: form.address,
    postcode: form.postcode,
    telephone: form.tel,
    mail: form.mail,
  };
}

export const ajaxUserAddress = route(InvoiceAjaxUserAddress, {
  // Right (SPEC.md names none; docs/DESIGN.md, rights of the routes): the invoice info page (view) and the application's address step.
  access: { anyOf: ADDRESS_READ_RIGHTS },
  async handle(ctx) {
    const rows = await ctx.db
      .selectFrom('mail_addresses')
      .selectAll()
      .where('shop_id', '=', ctx.session.shop.shop_id)
      .orderBy('is_default', 'desc')
      .orderBy('address_id', 'asc')
      .execute();
    return { user_address: Object.fromEntries(rows.map((r) => [String(r.address_id), toMailingAddress(r)])) };
  },
});

export const addressAct = route(HomeAddressAct, {
  // Right (SPEC.md names none; docs/DESIGN.md, rights of the routes): addresses are changed on the info page (set or alter) and chosen while applying.
  access: { anyOf: ADDRESS_WRITE_RIGHTS },
  async handle(ctx) {
    const shopId = ctx.session.shop.shop_id;
    const type = ctx.input.int('type', { required: true });
    const { dialect } = ctx.deps;

    if (type === ADDRESS_ACT.add) {
      const values = readAddressForm(ctx);
      const id = await ctx.write(async ({ db: trx, audit }) => {
        await lockShopScope(trx, dialect, LOCK_SCOPE.invoiceSettings, shopId);
        const existing = await trx
          .selectFrom('mail_addresses')
          .select([(eb) => eb.fn.countAll<number>().as('n'), (eb) => eb.fn.max('is_default').as('has_default')])
          .where('shop_id', '=', shopId)
          .executeTakeFirstOrThrow();
        if (Number(existing.n) >= MAX_ADDRESSES) throw badRequest('invoice.address.tooMany', { max: MAX_ADDRESSES });
        const row = await trx
          .insertInto('mail_addresses')
          .values({ ...values, shop_id: shopId, user_id: ctx.session.user.user_id, is_default: Number(existing.has_default ?? 0) === 1 ? 0 : 1, created_at: ctx.now, updated_at: ctx.now })
          .returning('address_id')
          .executeTakeFirstOrThrow();
        await audit(MENU, 'audit.fn.addressAdded', auditText('audit.address.added', { id: row.address_id, ...addressText(values) }));
        return row.address_id;
      });
      return { id, err_msg: ctx.t('invoice.address.added') };
    }

    if (type === ADDRESS_ACT.modify) {
      const addressId = ctx.input.int('addrid', { required: true, min: 1 });
      const values = readAddressForm(ctx);
      await ctx.write(async ({ db: trx, audit }) => {
        const r = await trx.updateTable('mail_addresses').set({ ...values, updated_at: ctx.now }).where('address_id', '=', addressId).where('shop_id', '=', shopId).executeTakeFirst();
        if (Number(r.numUpdatedRows) !== 1) throw addressNotFound();
        await audit(MENU, 'audit.fn.addressModified', auditText('audit.address.modified', { id: addressId, ...addressText(values) }));
      });
      return { id: addressId, err_msg: ctx.t('invoice.address.modified') };
    }

    if (type === ADDRESS_ACT.remove) {
      const addressId = ctx.input.int('id', { required: true, min: 1 });
      await ctx.write(async ({ db: trx, audit }) => {
        await lockShopScope(trx, dialect, LOCK_SCOPE.invoiceSettings, shopId);
        const address = await findAddress(trx, shopId, addressId);
        if (!address) throw addressNotFound();
        const usedByInfo = await trx.selectFrom('invoice_infos').select('shop_id').where('shop_id', '=', shopId).where('address_id', '=', addressId).executeTakeFirst();
        if (usedByInfo) throw ApiError.of(ErrCode.CONFLICT, 'invoice.address.inUse');
        await trx.deleteFrom('mail_addresses').where('address_id', '=', addressId).where('shop_id', '=', shopId).execute();
        if (address.is_default === 1) {
          const next = await trx.selectFrom('mail_addresses').select('address_id').where('shop_id', '=', shopId).orderBy('address_id', 'desc').limit(1).executeTakeFirst();
          if (next) await trx.updateTable('mail_addresses').set({ is_default: 1 }).where('address_id', '=', next.address_id).execute();
        }
        await audit(MENU, 'audit.fn.addressDeleted', auditText('audit.address.deleted', { id: addressId, ...addressText(address) }));
      });
      return { id: addressId, err_msg: ctx.t('invoice.address.deleted') };
    }

    if (type === ADDRESS_ACT.setDefault) {
      const addressId = ctx.input.int('id', { required: true, min: 1 });
      await ctx.write(async ({ db: trx, audit }) => {
        await lockShopScope(trx, dialect, LOCK_SCOPE.invoiceSettings, shopId);
        const address = await findAddress(trx, shopId, addressId);
        if (!address) throw addressNotFound();
        // Clear first, then set: the partial unique index allows one default at any moment.
        await trx.updateTable('mail_addresses').set({ is_default: 0 }).where('shop_id', '=', shopId).where('is_default', '=', 1).where('address_id', '<>', addressId).execute();
        await trx.updateTable('mail_addresses').set({ is_default: 1 }).where('address_id', '=', addressId).where('shop_id', '=', shopId).execute();
        await audit(MENU, 'audit.fn.addressDefault', auditText('audit.address.defaultSet', { id: addressId, receiver: address.receiver }));
      });
      return { id: addressId, err_msg: ctx.t('invoice.address.defaultSet') };
    }

    throw badRequest('invoice.address.badType');
  },
});

export const addressRoutes = [ajaxUserAddress, addressAct];
