/** The image upload of the shop settings page (src/common/shop.ts); its other calls go by `api.call`. */
import { ShopShopPic, type ShopPicReply } from '../common/shop';
import { apiNoError } from './client';
import { uploadImage, type UploadProgress } from './upload';

/** Uploads a logo or picture; resolves to the stored image's path. Silent: the upload field shows a failure itself. */
export const uploadShopPic = (file: File, onProgress?: UploadProgress) => uploadImage<ShopPicReply>(apiNoError, ShopShopPic.path, file, onProgress).then((reply) => reply.img ?? '');
