import { mountPage } from '../app/mountPage';

// The login page's modules are evaluated in a task of their own, after React's (mountPage.tsx): one
// task for all of them blocked a slow phone's main thread the longest of the page's start-up.
void mountPage('login', async () => {
  const { checkLoggedIn, LoginApp } = await import(/* webpackMode: "eager" */ '../features/login/LoginApp');
  return <LoginApp loggedIn={checkLoggedIn()} />;
});
