/** Payment merchant onboarding (src/common/merchant.ts) and the photo upload of the merchant form. */
import { YzPayAddInParts, YzPayEditMerchants, YzPayGetOtherData, YzPayUpdateInParts, YzPayUploadFile, type MerchantForm, type MerchantUploadReply } from '../common/merchant';
import { api, apiNoError } from './client';
import { uploadImage, type UploadProgress } from './upload';

export const editMerchants = () => api.call(YzPayEditMerchants);
export const getMerchantOptions = () => api.call(YzPayGetOtherData);
export const addMerchant = (data: MerchantForm) => api.call(YzPayAddInParts, { data });
export const updateMerchant = (data: Partial<MerchantForm>) => api.call(YzPayUpdateInParts, { data });

/** Uploads one photo; resolves to the stored image's path. Silent: the upload field shows a failure itself. */
export const uploadMerchantImage = (file: File, onProgress?: UploadProgress) =>
  uploadImage<MerchantUploadReply>(apiNoError, YzPayUploadFile.path, file, onProgress).then((reply) => reply.file_path ?? '');
