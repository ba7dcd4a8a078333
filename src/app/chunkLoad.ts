/**
 * Chunk load failures [API-15..17]. Each route is a lazy chunk; when one cannot be fetched (a flaky
 * network, or a new release removed the old files), webpack rejects the import with a
 * 'ChunkLoadError' (after CHUNK_LOAD_TIMEOUT_MS without an answer, or at once on an error), and
 * mini-css-extract-plugin rejects a style sheet with code 'CSS_CHUNK_LOAD_FAILED'. The error
 * boundary recognises both and offers a reload instead of the exception page.
 */

export const CHUNK_LOAD_ERROR_NAME = 'ChunkLoadError';
export const CSS_CHUNK_LOAD_FAILED = 'CSS_CHUNK_LOAD_FAILED';

export function isChunkLoadError(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const { name, code, message } = error as { name?: unknown; code?: unknown; message?: unknown };
  if (name === CHUNK_LOAD_ERROR_NAME || code === CSS_CHUNK_LOAD_FAILED) return true;
  // Other bundlers and the browsers' own wording for a failed dynamic import.
  return typeof message === 'string' && /Loading (CSS )?chunk .* failed|Failed to fetch dynamically imported module|error loading dynamically imported module/i.test(message);
}
