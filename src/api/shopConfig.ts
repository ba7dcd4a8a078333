/**
 * System configuration (src/common/shopConfig.ts; server/routes/overall/enterprise/shopConfig.ts). All on the default
 * instance: a refusal (a right not held, a template the server will not take) shows in the
 * '错误信息' dialog and rejects, and the page keeps what it showed.
 */
import { GetPackFieldConfig, GoodsNameConfigMerge, ShopGetProps, ShopSetProps, type ShopProps } from '../common/shopConfig';
import { api } from './client';

/** The shop's props now (the session's copy may be stale). */
export const getShopProps = () => api.call(ShopGetProps);

/** [API-SHOP-06] [SYSCFG-13] Saves the whole shop_props; answers them as stored. */
export const setShopProps = (props: ShopProps) => api.call(ShopSetProps, { props });

/** [API-SHOP-08] The goods attribute names a goods name template may insert. */
export const goodsNameConfigMerge = () => api.call(GoodsNameConfigMerge);

/** [API-SHOP-09] The field names of board (block) and hardware (part) package details. */
export const getPackFieldConfig = () => api.call(GetPackFieldConfig);
