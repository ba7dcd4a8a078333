/**
 * One file sent as multipart (field `file`), with its progress: the transport of the upload
 * component (src/components/upload/ImageUpload.tsx). A refusal rejects with ApiFailure, whose code
 * and message the field shows as '{err_code}: {err_msg}'.
 */
import type { ApiClient } from './client';

/** Called with the share sent so far, 0 to 100. */
export type UploadProgress = (percent: number) => void;

export async function uploadImage<R>(client: ApiClient, path: string, file: File, onProgress?: UploadProgress): Promise<R> {
  const form = new FormData();
  form.append('file', file, file.name);
  return sendForm<R>(client, path, form, onProgress);
}

/** A multipart form (fields and files, as a save with its images sends them), with its progress. */
export async function sendForm<R>(client: ApiClient, path: string, form: FormData, onProgress?: UploadProgress): Promise<R> {
  const response = await client.instance.post<R>(path, form, {
    onUploadProgress: (e) => onProgress?.(Math.round((e.progress ?? (e.total ? e.loaded / e.total : 0)) * 100)),
  });
  return response.data;
}
