/**
 * Everything a page renders inside: the store, react-intl in the current language, antd's locale
 * and theme, and antd's <App> whose dialogs and toasts the code outside React uses (feedback.ts).
 */
import { App, ConfigProvider, type ThemeConfig } from 'antd';
import { useEffect, useSyncExternalStore, type ReactNode } from 'react';
import { RawIntlProvider } from 'react-intl';
import { Provider } from 'react-redux';
import { bindFeedback } from './feedback';
import { antdLocaleFor, getLanguage, intlFor, subscribeLanguage } from './i18n';
import type { AppStore } from './store';

export const THEME: ThemeConfig = {
  token: {
    colorPrimary: '#2457c5',
    colorLink: '#2457c5',
    borderRadius: 8,
    fontFamily:
      "-apple-system, BlinkMacSystemFont, 'Segoe UI', 'PingFang SC', 'Hiragino Sans GB', 'Microsoft YaHei', 'WenQuanYi Micro Hei', 'Helvetica Neue', Arial, sans-serif",
  },
};

/** Hands antd's context-aware modal and message instances to the code outside React. */
function FeedbackBridge() {
  const { modal, message } = App.useApp();
  useEffect(() => bindFeedback({ modal, message }), [modal, message]);
  return null;
}

export function useLanguage() {
  return useSyncExternalStore(subscribeLanguage, getLanguage, getLanguage);
}

export function AppProviders({ store, children }: { store: AppStore; children: ReactNode }) {
  const language = useLanguage();
  return (
    <Provider store={store}>
      <RawIntlProvider value={intlFor(language)}>
        <ConfigProvider locale={antdLocaleFor(language)} theme={THEME}>
          <App>
            <FeedbackBridge />
            {children}
          </App>
        </ConfigProvider>
      </RawIntlProvider>
    </Provider>
  );
}
