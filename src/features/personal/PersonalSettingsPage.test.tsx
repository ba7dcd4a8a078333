/** /personal/settings [SHELL-06]: the account, the language switch and the password change, against the real backend. */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { login } from '../../api/user';
import { getLanguage } from '../../app/i18n';
import { enUS } from '../../locales/en-US';
import { zhCN } from '../../locales/zh-CN';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../../server/db/seed';
import { setupTestBackend } from '../../../tests/helpers/backend';
import { renderApp } from '../../../tests/helpers/renderApp';
import PersonalSettingsPage from './PersonalSettingsPage';

setupTestBackend();

async function renderPage(account: string) {
  await login({ login_name: account, password: DEMO_PASSWORD });
  renderApp(
    <Suspense>
      <PersonalSettingsPage />
    </Suspense>,
  );
  return screen.findByText(account, { selector: 'h5' });
}

it('[SHELL-06] shows the account: login name, masked phone, shop and whether it is the main account', async () => {
  await renderPage(DEMO_ACCOUNTS.sales);
  expect(screen.getByRole('heading', { name: zhCN['route.personal.settings'] })).toBeInTheDocument();
  expect(screen.getByText('139****5678')).toBeInTheDocument();
  expect(screen.getAllByText('演示家具厂').length).toBeGreaterThan(0);
  expect(screen.getByText(zhCN['personal.sub'])).toBeInTheDocument();
});

it('[SHELL-06] [I18N-01] [I18N-02] switches the language, stored for next time', async () => {
  await renderPage(DEMO_ACCOUNTS.master);
  expect(screen.getByText(zhCN['personal.master'])).toBeInTheDocument();
  await userEvent.click(screen.getByText('English'));
  expect(getLanguage()).toBe('en-US');
  expect(localStorage.getItem('erp.lang')).toBe('en-US');
  expect(await screen.findByRole('heading', { name: enUS['route.personal.settings'] })).toBeInTheDocument();
  expect(screen.getByText(enUS['personal.master'])).toBeInTheDocument();
});

it('[SHELL-06] opens the password change dialog', async () => {
  await renderPage(DEMO_ACCOUNTS.master);
  await userEvent.click(screen.getByRole('button', { name: new RegExp(zhCN['session.changePassword']) }));
  const dialog = await screen.findByRole('dialog', { name: zhCN['session.changePassword'] });
  expect(within(dialog).getByLabelText(zhCN['session.oldPassword'])).toBeInTheDocument();
  expect(within(dialog).getByLabelText(zhCN['session.newPassword'])).toBeInTheDocument();
  expect(within(dialog).getByLabelText(zhCN['session.newPassword2'])).toBeInTheDocument();
});
