/**
 * The language switches (the login page's and the personal menu's) name each language in itself,
 * 中文 · English, whatever the page's language, as language switches do: a reader who cannot read
 * the current language still finds their own. Each name is marked with its language.
 */
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setLanguage } from '../app/i18n';
import { setupTestBackend } from '../../tests/helpers/backend';
import { renderApp } from '../../tests/helpers/renderApp';
import { renderLoginPage } from '../../tests/helpers/renderLogin';
import { enUS } from '../locales/en-US';
import { zhCN } from '../locales/zh-CN';
import { PersonalMenu } from './PersonalMenu';

setupTestBackend();

async function personalMenuLanguages(): Promise<{ name: string; lang: string | null }[]> {
  renderApp(<PersonalMenu onChangePassword={() => undefined} />, { boot: false });
  await userEvent.click(screen.getByRole('button', { name: /个人菜单|personal menu/i }));
  const items = await screen.findAllByRole('menuitem');
  return items
    .map((item) => item.querySelector('[lang]'))
    .filter((el): el is Element => el !== null)
    .map((el) => ({ name: el.textContent ?? '', lang: el.getAttribute('lang') }));
}

const OWN_NAMES = [
  { name: '中文', lang: 'zh-CN' },
  { name: 'English', lang: 'en-US' },
];

describe('language switch', () => {
  it('[I18N-01] both catalogues name Chinese 中文 and English English', () => {
    expect([zhCN['lang.zh-CN'], zhCN['lang.en-US']]).toEqual(['中文', 'English']);
    expect([enUS['lang.zh-CN'], enUS['lang.en-US']]).toEqual(['中文', 'English']);
  });

  it('[I18N-01] [SHELL-06] the personal menu offers 中文 and English on a Chinese page', async () => {
    expect(await personalMenuLanguages()).toEqual(OWN_NAMES);
  });

  it('[I18N-01] [SHELL-06] and on an English page the same 中文 and English (not "Chinese")', async () => {
    act(() => setLanguage('en-US'));
    expect(await personalMenuLanguages()).toEqual(OWN_NAMES);
    expect(screen.queryByText('Chinese')).toBeNull();
  });

  it('[I18N-01] the login page in English offers 中文, which switches to Chinese', async () => {
    act(() => setLanguage('en-US'));
    await renderLoginPage();
    const switcher = await screen.findByRole('radiogroup', { name: enUS['login.language'] });
    const chinese = within(switcher).getByText('中文');
    expect(chinese).toHaveAttribute('lang', 'zh-CN');
    expect(within(switcher).getByText('English')).toHaveAttribute('lang', 'en-US');
    await userEvent.click(chinese);
    expect(await screen.findByLabelText(zhCN['login.name'])).toBeInTheDocument();
  });
});
