/**
 * user.html#/login: account or phone and password, checked with the shared rules; the server's
 * message in place when it refuses; then 'Logging in, loading...' and off to index.html or to a
 * safe `redirect`. A user who is already logged in goes straight on. Part of the login page's lean
 * entry (LoginApp.tsx): no store, no router, no area shell.
 */
import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { Button, Form, Input, Segmented, theme } from 'antd';
import { lazy, useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ApiFailure } from '../../api/wire';
import { login } from '../../api/login';
import type { LoginParams } from '../../common/session';
import { loginNameRule, loginPasswordRule } from '../../common/validation';
import { activeIntl } from '../../app/activeIntl';
import { LANGUAGES, setLanguage, useLanguage, type Language } from '../../app/i18n';
import { navigateTo } from '../../app/navigation';
import { markJustLoggedIn } from '../../app/notices/justLoggedIn';
import { safeRedirect } from '../../app/redirect';
import { BrandMark } from '../../components/BrandMark';
import { formRule } from '../../components/formRules';
import { FullPageLoading } from '../../components/FullPageLoading';
import { LazyBoundary } from '../../components/Lazy';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { useArrivedForm } from './useArrivedForm';
import { LanguageName } from '../../components/LanguageName';

/** Only in the development host, where the backend and its database live in the page. */
const resetDemo =
  process.env.API_MODE === 'msw'
    ? async () => {
        const { confirmDialog } = await import('../../app/feedback');
        const ok = await confirmDialog({ title: activeIntl().formatMessage({ id: 'login.resetDemoConfirm' }) });
        if (ok) await (await import(/* webpackChunkName: "demo-backend" */ '../../../mocks/browser')).resetDemoData();
      }
    : undefined;

/** The server's refusal is shown in antd's Alert, loaded with the first refusal; until then it shows as plain text. */
const Alert = lazy(() => import(/* webpackChunkName: "alert" */ 'antd/es/alert'));

/** The `redirect` of the page's hash ('#/login?redirect=erp.html%23%2Fcrm'), or null. */
function redirectParam(): string | null {
  const hash = window.location.hash;
  const query = hash.indexOf('?');
  return query < 0 ? null : new URLSearchParams(hash.slice(query + 1)).get('redirect');
}

export interface LoginPageProps {
  /** Whether someone is logged in already: the page's start-up asks User-loginStatus (LoginApp.tsx). */
  loggedIn: Promise<boolean>;
}

export default function LoginPage({ loggedIn: loggedInCheck }: LoginPageProps) {
  const intl = useIntl();
  const language = useLanguage();
  const { token } = theme.useToken();
  const [form] = Form.useForm<LoginParams>();
  const [alreadyIn, setAlreadyIn] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const [loggedIn, setLoggedIn] = useState(false);
  const { nameField, passwordField } = useArrivedForm(form);
  useDocumentTitle('login.title');

  const leaving = loggedIn || alreadyIn;

  // Until User-loginStatus answers (or if it fails) the form shows.
  useEffect(() => {
    let mounted = true;
    void loggedInCheck.then((yes) => mounted && setAlreadyIn(yes));
    return () => {
      mounted = false;
    };
  }, [loggedInCheck]);

  // Where to go is read from the address as the page leaves (the build renders this page without one).
  useEffect(() => {
    if (leaving) navigateTo(safeRedirect(redirectParam(), window.location.href));
  }, [leaving]);

  async function submit(values: LoginParams) {
    if (submitting) return;
    setSubmitting(true);
    setServerError(null);
    try {
      await login({ login_name: values.login_name.trim(), password: values.password });
      markJustLoggedIn();
      setLoggedIn(true);
    } catch (e) {
      setServerError(e instanceof ApiFailure ? e.message : intl.formatMessage({ id: 'error.system.content' }));
      setSubmitting(false);
    }
  }

  if (leaving) return <FullPageLoading />;

  return (
    <div className="login-page">
      {/* antd's borderless card, drawn from the theme: antd's Card brings its tabs and their menus along. */}
      <div className="login-card" style={{ position: 'relative', background: token.colorBgContainer, borderRadius: token.borderRadiusLG, boxShadow: token.boxShadowTertiary }}>
        <div className="login-card-body">
          <div className="login-brand">
            <BrandMark size={44} />
            <div className="login-brand-text">
              <h1 className="login-brand-name">
                <FormattedMessage id="app.name" />
              </h1>
              <p className="login-brand-subtitle">
                <FormattedMessage id="login.subtitle" />
              </p>
            </div>
          </div>

          <h2 className="login-title">
            <FormattedMessage id="login.title" />
          </h2>

          {serverError && (
            <LazyBoundary fallback={<div role="alert" className="login-error" style={{ color: token.colorError }}>{serverError}</div>}>
              <Alert type="error" showIcon title={serverError} style={{ marginBottom: 16 }} role="alert" />
            </LazyBoundary>
          )}

          <Form<LoginParams> form={form} layout="vertical" size="large" requiredMark={false} onFinish={submit} disabled={submitting}>
            <Form.Item name="login_name" label={intl.formatMessage({ id: 'login.name' })} rules={[formRule(intl, loginNameRule)]}>
              <Input
                prefix={<UserOutlined />}
                placeholder={intl.formatMessage({ id: 'login.namePlaceholder' })}
                autoComplete="username"
                ref={nameField}
                maxLength={40}
              />
            </Form.Item>
            <Form.Item name="password" label={intl.formatMessage({ id: 'login.password' })} rules={[formRule(intl, loginPasswordRule)]}>
              <Input.Password
                prefix={<LockOutlined />}
                placeholder={intl.formatMessage({ id: 'login.passwordPlaceholder' })}
                autoComplete="current-password"
                ref={passwordField}
                maxLength={256}
              />
            </Form.Item>
            <Form.Item style={{ marginBottom: 12 }}>
              <Button type="primary" htmlType="submit" block loading={submitting}>
                <FormattedMessage id="login.submit" />
              </Button>
            </Form.Item>
          </Form>

          <div className="login-footer">
            {/* antd's secondary text, without the weight of Typography (copy, edit, ellipsis) that the hint never uses. */}
            <span style={{ color: token.colorTextDescription, fontSize: token.fontSize, lineHeight: token.lineHeight, wordBreak: 'break-word' }}>
              <FormattedMessage id="login.demoHint" />
            </span>
            {resetDemo && (
              <Button type="link" size="small" style={{ padding: 0 }} onClick={() => void resetDemo()}>
                <FormattedMessage id="login.resetDemo" />
              </Button>
            )}
          </div>
        </div>
      </div>
      {/* After the form in document order: the form's fields come first for keyboards and scripts. */}
      <div className="login-lang">
        <Segmented<Language>
          aria-label={intl.formatMessage({ id: 'login.language' })}
          value={language}
          onChange={setLanguage}
          options={LANGUAGES.map((l) => ({ value: l, label: <LanguageName language={l} /> }))}
        />
      </div>
      <div className="login-copyright">
        <FormattedMessage id="login.copyright" />
      </div>
    </div>
  );
}
