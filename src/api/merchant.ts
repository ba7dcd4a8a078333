/** The photo upload of the payment merchant form (src/common/merchant.ts); its other calls go by `api.call`. */
import { YzPayUploadFile, type MerchantUploadReply } from '../common/merchant';
import { apiNoError } from './client';
import { uploadImage, type UploadProgress } from './upload';

/** Uploads one photo; resolves to the stored image's path. Silent: the upload field shows a failure itself. */
export const uploadMerchantImage = (file: File, onProgress?: UploadProgress) =>
  uploadImage<MerchantUploadReply>(apiNoError, YzPayUploadFile.path, file, onProgress).then((reply) => reply.file_path ?? '');
