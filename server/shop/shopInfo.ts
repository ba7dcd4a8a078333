/** The session's shop as the shell receives it at login and with the session status. */
import type { ShopInfo, ShopProps } from '../../src/common/session';
import { parseJsonObject } from '../db/jsonColumns';
import type { ShopRow } from '../db/schema';

export function shopInfoOf(shop: ShopRow, muPhone: string): ShopInfo {
  return {
    shop_id: shop.shop_id,
    shop_muid: shop.shop_muid ?? -1,
    shop_name: shop.shop_name,
    shop_muphone: muPhone,
    shop_logo: shop.shop_logo,
    new_erp: shop.new_erp,
    self_account: shop.self_account,
    shop_props: parseJsonObject<ShopProps>(shop.shop_props),
    can_pay: shop.can_pay,
    env: shop.env,
  };
}
