/**
 * The flag the login page leaves for the next page: fetch the notices at once [SHELL-21]. Its own
 * module, without the notices' store slice, so that the login page ships no store code.
 */

/** Session-storage key of the flag; the notices saga reads and clears it. */
export const JUST_LOGGED_IN_KEY = 'erp.justLoggedIn';

/** Called by the login page after a successful login. */
export function markJustLoggedIn(): void {
  try {
    sessionStorage.setItem(JUST_LOGGED_IN_KEY, '1');
  } catch {
    // Storage unavailable: the notices come with the first poll instead.
  }
}
