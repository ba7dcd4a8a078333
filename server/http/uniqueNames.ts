/**
 * Names unique in their shop (roles, departments): the refusal '{name} 名称已存在!' both when the
 * check finds the name taken and when a concurrent write loses the race on the unique index.
 */
import { ErrCode } from '../../src/common/api';
import { isUniqueViolation } from '../db/errors';
import { ApiError } from './errors';

export const nameTaken = (name: string): ApiError => ApiError.of(ErrCode.CONFLICT, 'validation.name.exists', { name });

/** Runs a write that may meet the unique name index: a race of two equal names answers like the check. */
export async function withNameGuard<T>(name: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (e) {
    if (isUniqueViolation(e)) throw nameTaken(name);
    throw e;
  }
}
