/**
 * What went wrong with an upload, for the upload fields (ImageUpload, an order's drawings): a
 * refusal of the server as '{err_code}: {err_msg}' [SHOP-28], or what failed on the way.
 */
import { ApiFailure, MalformedReply } from '../../api/wire';
import type { Translate } from '../../app/useT';

/** A failure a retry may mend: no reply, or the server failing (5xx). A reply that refuses is final. */
export function isNetworkFailure(error: unknown): boolean {
  if (error instanceof ApiFailure || error instanceof MalformedReply) return false;
  const status = (error as { response?: { status?: number } } | null)?.response?.status;
  return status === undefined || status >= 500;
}

/** The text of a failed upload: the server's '{err_code}: {err_msg}', or what went wrong on the way. */
export function uploadFailureText(error: unknown, t: Translate): string {
  if (error instanceof ApiFailure) return `${error.code}: ${error.message}`;
  const status = (error as { response?: { status?: number } } | null)?.response?.status;
  return status === undefined ? t('upload.network') : `HTTP ${status}`;
}
