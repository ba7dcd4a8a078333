/**
 * The access decision for routes, menus and buttons, apart from the rights catalogue (rights.ts,
 * which re-exports it): the shell of every page needs the decision, not the catalogue's names.
 */
import type { RightCode } from './rights';

/** Map of every right code to a boolean, the shape of `auth_info` [ROUTE-03]. */
export type AuthInfo = Record<string, boolean>;

/**
 * One access decision for routes, menus and buttons alike: `required` is one right code or a list
 * of alternatives (any one suffices); absent or empty is always allowed [ROUTE-05, ROUTE-06].
 */
export function canAccess(authInfo: AuthInfo, required: RightCode | readonly RightCode[] | undefined): boolean {
  if (required === undefined) return true;
  const alternatives: readonly RightCode[] = typeof required === 'string' ? [required] : required;
  if (alternatives.length === 0) return true;
  return alternatives.some((code) => authInfo[code] === true);
}
