/** Renders the login page as user.html starts it (LoginApp), at `route` of the page's hash. */
import { StyleProvider } from '@ant-design/cssinjs';
import { act, render } from '@testing-library/react';
import { checkLoggedIn, LoginApp } from '../../src/features/login/LoginApp';

/**
 * The page once its start-up's User-loginStatus has answered (a logged-out visitor sees the form);
 * with `settle: false`, at once. antd's styles are collected, not put into jsdom (renderApp.tsx).
 */
export async function renderLoginPage(route = '/login', { settle = true }: { settle?: boolean } = {}) {
  window.location.hash = `#${route}`;
  const loggedIn = checkLoggedIn();
  const view = render(
    <StyleProvider mock="server">
      <LoginApp loggedIn={loggedIn} />
    </StyleProvider>,
  );
  if (settle) await act(() => loggedIn);
  return view;
}
