/** Shop settings (src/common/shop.ts) and the image upload of the settings page. */
import { ShopAjaxInfo, ShopGetIndustryClass, ShopGetSupplyClass, ShopShopPic, ShopShopSet, type ShopPicReply, type ShopSetFields } from '../common/shop';
import { api, apiNoError } from './client';
import { uploadImage, type UploadProgress } from './upload';

export const ajaxShopInfo = () => api.call(ShopAjaxInfo);
export const getIndustryClass = () => api.call(ShopGetIndustryClass);
export const getSupplyClass = () => api.call(ShopGetSupplyClass);
export const shopSet = (fields: ShopSetFields) => api.call(ShopShopSet, fields);

/** Uploads a logo or picture; resolves to the stored image's path. Silent: the upload field shows a failure itself. */
export const uploadShopPic = (file: File, onProgress?: UploadProgress) => uploadImage<ShopPicReply>(apiNoError, ShopShopPic.path, file, onProgress).then((reply) => reply.img ?? '');
