/**
 * Everything an area page renders inside: the store, the language and theme (BaseProviders), and
 * antd's <App> whose dialogs and toasts the code outside React uses (feedback.ts). dayjs's locale
 * follows the language from here: the areas show dates, the login page none.
 */
import { EllipsisOutlined } from '@ant-design/icons';
import { App } from 'antd';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { useEffect, useMemo, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { BaseProviders } from './BaseProviders';
import { bindFeedback } from './feedback';
import { getLanguage, subscribeLanguage, useCurrentIntl, type Language } from './i18n';
import type { AppStore } from './store';

const DAYJS_LOCALES: Record<Language, string> = { 'zh-CN': 'zh-cn', 'en-US': 'en' };
const followLanguage = () => void dayjs.locale(DAYJS_LOCALES[getLanguage()]);
followLanguage();
subscribeLanguage(followLanguage);

/** Hands antd's context-aware modal and message instances to the code outside React. */
function FeedbackBridge() {
  const { modal, message } = App.useApp();
  useEffect(() => bindFeedback({ modal, message }), [modal, message]);
  return null;
}

export function AppProviders({ store, children }: { store: AppStore; children: ReactNode }) {
  const intl = useCurrentIntl();
  // Tabs that do not fit show a "more" button holding only an icon: the icon's label names it.
  const tabs = useMemo(() => ({ more: { icon: <EllipsisOutlined aria-label={intl.formatMessage({ id: 'tabs.more' })} /> } }), [intl]);
  return (
    <Provider store={store}>
      <BaseProviders tabs={tabs}>
        <App>
          <FeedbackBridge />
          {children}
        </App>
      </BaseProviders>
    </Provider>
  );
}
