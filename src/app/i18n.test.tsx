/** The UI language: zh-CN or en-US, from the stored setting, else the browser; antd and dayjs follow. */
import { act, render, screen } from '@testing-library/react';
import { Empty } from 'antd';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import dayjs from 'dayjs';
import { FormattedMessage } from 'react-intl';
import { activeIntl } from './activeIntl';
import { AppProviders } from './AppProviders';
import { BaseProviders } from './BaseProviders';
import { DEFAULT_LANGUAGE, detectLanguage, getLanguage, hydrateIn, LANGUAGE_STORAGE_KEY, LANGUAGES, refreshLanguage, setLanguage } from './i18n';
import { createAppStore } from './store';

function renderSample() {
  return render(
    <AppProviders store={createAppStore()}>
      <FormattedMessage id="login.submit" />
      <Empty />
    </AppProviders>,
  );
}

function browserSays(...languages: string[]) {
  jest.spyOn(window.navigator, 'languages', 'get').mockReturnValue(languages);
  jest.spyOn(window.navigator, 'language', 'get').mockReturnValue(languages[0] ?? '');
}

describe('language', () => {
  it('[I18N-01] the UI language is zh-CN (default) or en-US, and antd and dayjs follow it', () => {
    expect(LANGUAGES).toEqual(['zh-CN', 'en-US']);
    expect(DEFAULT_LANGUAGE).toBe('zh-CN');
    renderSample();
    expect(screen.getByText('登录')).toBeInTheDocument();
    expect(document.querySelector('.ant-empty-description')).toHaveTextContent('暂无数据');
    expect(dayjs.locale()).toBe('zh-cn');
    expect(document.documentElement.lang).toBe('zh-CN');

    act(() => setLanguage('en-US'));
    expect(screen.getByText('Log in')).toBeInTheDocument();
    expect(document.querySelector('.ant-empty-description')).toHaveTextContent('No data');
    expect(dayjs.locale()).toBe('en');
    expect(activeIntl().formatMessage({ id: 'error.system.title' })).toBe('System error');
  });

  it('[I18N-02] the stored language setting wins over the browser', () => {
    expect(detectLanguage('en-US', ['zh-CN'])).toBe('en-US');
    expect(detectLanguage('zh-CN', ['en-GB'])).toBe('zh-CN');

    browserSays('zh-CN');
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'en-US');
    act(() => refreshLanguage());
    expect(getLanguage()).toBe('en-US');
    renderSample();
    expect(screen.getByText('Log in')).toBeInTheDocument();
  });

  it('[I18N-02] choosing a language stores it', () => {
    act(() => setLanguage('en-US'));
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('en-US');
  });

  it('[I18N-03] without a stored setting the browser language decides; neither Chinese nor English means zh-CN', () => {
    expect(detectLanguage(null, ['en-GB', 'zh-CN'])).toBe('en-US');
    expect(detectLanguage(null, ['zh-TW'])).toBe('zh-CN');
    expect(detectLanguage(null, ['fr-FR', 'en-US'])).toBe('zh-CN');
    expect(detectLanguage(null, [])).toBe('zh-CN');
    expect(detectLanguage('de-DE', ['en-US'])).toBe('en-US');

    browserSays('en-US', 'en');
    act(() => refreshLanguage());
    renderSample();
    expect(screen.getByText('Log in')).toBeInTheDocument();
  });
});

describe('a page that arrived rendered in another language than the one chosen', () => {
  const page = (
    <BaseProviders>
      <h1>
        <FormattedMessage id="login.title" />
      </h1>
      {/* Kept by React as typed: the login form takes in what was typed itself (useArrivedForm.ts). */}
      <input id="password" type="password" />
    </BaseProviders>
  );

  /** The markup of `page` as the build writes it in zh-CN. */
  function arrivedInChinese(): HTMLElement {
    const container = document.createElement('div');
    container.innerHTML = renderToString(page);
    document.body.append(container);
    return container;
  }

  it('[I18N-02] is taken over as it is, the field being typed into kept with its focus and text, then shown in the chosen language', () => {
    act(() => setLanguage('zh-CN'));
    const container = arrivedInChinese();
    expect(container.querySelector('h1')).toHaveTextContent('登录');
    const field = container.querySelector('input')!;
    field.focus();
    field.value = 'furniture';
    act(() => setLanguage('en-US'));
    const problems = jest.spyOn(console, 'error');

    hydrateIn('zh-CN');
    let root: Root | undefined;
    act(() => {
      root = hydrateRoot(container, page);
    });

    expect(problems).not.toHaveBeenCalled();
    expect(container.querySelector('h1')).toHaveTextContent('Log in');
    expect(container.querySelector('input')).toBe(field);
    expect(document.activeElement).toBe(field);
    expect(field.value).toBe('furniture');
    act(() => root?.unmount());
    container.remove();
  });
});
