/**
 * The login page's lean entry (user.html): the language, the theme and the login form, with no
 * store, no sagas, no router and no area shell, so that a phone fetches and runs little before it
 * can log in. The only route is '#/login'; any other hash is replaced by it, as the router did.
 */
import { useEffect, useSyncExternalStore } from 'react';
import { loginStatus } from '../../api/login';
import { AppText, BaseProviders } from '../../app/BaseProviders';
import { ErrorBoundary } from '../../components/ErrorBoundary';
import LoginPage from './LoginPage';

export const LOGIN_ROUTE = '/login';

/** Asks the server whether someone is logged in; a failure counts as no (the form shows). */
export function checkLoggedIn(): Promise<boolean> {
  return loginStatus().then(
    (reply) => reply.user_info?.user_id > 0,
    () => false,
  );
}

const subscribeHash = (onChange: () => void) => {
  window.addEventListener('hashchange', onChange);
  return () => window.removeEventListener('hashchange', onChange);
};
const hashPath = () => window.location.hash.replace(/^#/, '').split('?')[0];
/** The page as the build renders it (scripts/render-at-build.tsx), and as the browser hydrates it: at #/login. */
const builtPath = () => LOGIN_ROUTE;

export function LoginApp({ loggedIn }: { loggedIn: Promise<boolean> }) {
  const path = useSyncExternalStore(subscribeHash, hashPath, builtPath);
  useEffect(() => {
    // Replaced in place, like the router's <Navigate replace>: Back does not return to it.
    if (path !== LOGIN_ROUTE) window.history.replaceState(window.history.state, '', `#${LOGIN_ROUTE}`);
  }, [path]);
  return (
    <BaseProviders>
      <AppText>
        <ErrorBoundary>
          <LoginPage loggedIn={loggedIn} />
        </ErrorBoundary>
      </AppText>
    </BaseProviders>
  );
}
