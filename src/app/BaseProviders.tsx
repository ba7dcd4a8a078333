/**
 * What every page renders inside, the login page included: react-intl in the current language,
 * antd's locale and theme. The areas add the store and antd's <App> around it (AppProviders.tsx).
 */
import { IconProvider } from '@ant-design/icons';
import { ConfigProvider, theme as antdTheme, type ConfigProviderProps } from 'antd';
import type { ReactNode } from 'react';
import { RawIntlProvider } from 'react-intl';
import { antdLocaleFor, useCurrentIntl, useLanguage } from './i18n';
import { THEME } from './theme';

/**
 * antd's ConfigProvider writes the icons' shared styles itself (with the build's styles: the pages'
 * antd style sets), the same rules each icon would otherwise check for and insert on mounting: a
 * look through the page's style elements per icon, up to a fifth of the shell's and the
 * dashboard's commits on a slow phone. Each icon skips that here.
 */
const ICONS = { zeroRuntime: true } as const;

export function BaseProviders({ tabs, children }: { tabs?: ConfigProviderProps['tabs']; children: ReactNode }) {
  const language = useLanguage();
  const intl = useCurrentIntl();
  return (
    <RawIntlProvider value={intl}>
      <ConfigProvider locale={antdLocaleFor(language)} theme={THEME} tabs={tabs}>
        <IconProvider value={ICONS}>{children}</IconProvider>
      </ConfigProvider>
    </RawIntlProvider>
  );
}

/**
 * The text style antd's <App> gives what it holds (colour, size, line height, the theme's fonts),
 * for a page without <App>: the login page, which has no dialogs or toasts of its own to host.
 */
export function AppText({ className, children }: { className?: string; children: ReactNode }) {
  const { token } = antdTheme.useToken();
  return (
    <div className={className} style={{ color: token.colorText, fontSize: token.fontSize, lineHeight: token.lineHeight, fontFamily: token.fontFamily }}>
      {children}
    </div>
  );
}
