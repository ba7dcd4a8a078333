/**
 * user.html#/login: account or phone and password, checked with the shared rules; the server's
 * message in place when it refuses; then 'Logging in, loading...' and off to index.html or to a
 * safe `redirect`. A user who is already logged in goes straight on.
 */
import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Form, Input, Segmented, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { ApiFailure } from '../../api/client';
import { login } from '../../api/user';
import type { LoginParams } from '../../common/session';
import { loginNameRule, loginPasswordRule } from '../../common/validation';
import { useLanguage } from '../../app/AppProviders';
import { activeIntl } from '../../app/activeIntl';
import { confirmDialog } from '../../app/feedback';
import { LANGUAGES, setLanguage, type Language } from '../../app/i18n';
import { navigateTo } from '../../app/navigation';
import { markJustLoggedIn } from '../../app/notices/noticesSlice';
import { safeRedirect } from '../../app/redirect';
import { selectHasLogin, selectSessionStatus } from '../../app/session/sessionSlice';
import { useAppSelector } from '../../app/store';
import { BrandMark } from '../../components/BrandMark';
import { formRule } from '../../components/formRules';
import { FullPageLoading } from '../../components/FullPageLoading';
import { useDocumentTitle } from '../../shell/useDocumentTitle';

/** Only in the development host, where the backend and its database live in the page. */
const resetDemo =
  process.env.API_MODE === 'msw'
    ? async () => {
        const ok = await confirmDialog({ title: activeIntl().formatMessage({ id: 'login.resetDemoConfirm' }) });
        if (ok) await (await import(/* webpackChunkName: "demo-backend" */ '../../../mocks/browser')).resetDemoData();
      }
    : undefined;

export default function LoginPage() {
  const intl = useIntl();
  const language = useLanguage();
  const [form] = Form.useForm<LoginParams>();
  const [params] = useSearchParams();
  const status = useAppSelector(selectSessionStatus);
  const hasLogin = useAppSelector(selectHasLogin);
  const [submitting, setSubmitting] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const [loggedIn, setLoggedIn] = useState(false);
  useDocumentTitle('login.title');

  const target = safeRedirect(params.get('redirect'), window.location.href);
  const alreadyIn = status === 'ready' && hasLogin;
  const leaving = loggedIn || alreadyIn;

  useEffect(() => {
    if (leaving) navigateTo(target);
  }, [leaving, target]);

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
      <Card className="login-card" variant="borderless">
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

        {serverError && <Alert type="error" showIcon title={serverError} style={{ marginBottom: 16 }} role="alert" />}

        <Form<LoginParams> form={form} layout="vertical" size="large" requiredMark={false} onFinish={submit} disabled={submitting}>
          <Form.Item name="login_name" label={intl.formatMessage({ id: 'login.name' })} rules={[formRule(intl, loginNameRule)]}>
            <Input
              prefix={<UserOutlined />}
              placeholder={intl.formatMessage({ id: 'login.namePlaceholder' })}
              autoComplete="username"
              autoFocus
              maxLength={40}
            />
          </Form.Item>
          <Form.Item name="password" label={intl.formatMessage({ id: 'login.password' })} rules={[formRule(intl, loginPasswordRule)]}>
            <Input.Password
              prefix={<LockOutlined />}
              placeholder={intl.formatMessage({ id: 'login.passwordPlaceholder' })}
              autoComplete="current-password"
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
          <Typography.Text type="secondary">
            <FormattedMessage id="login.demoHint" />
          </Typography.Text>
          {resetDemo && (
            <Button type="link" size="small" style={{ padding: 0 }} onClick={() => void resetDemo()}>
              <FormattedMessage id="login.resetDemo" />
            </Button>
          )}
        </div>
      </Card>
      {/* After the form in document order: the form's fields come first for keyboards and scripts. */}
      <div className="login-lang">
        <Segmented<Language>
          aria-label={intl.formatMessage({ id: 'login.language' })}
          value={language}
          onChange={setLanguage}
          options={LANGUAGES.map((l) => ({ value: l, label: intl.formatMessage({ id: `lang.${l}` }) }))}
        />
      </div>
      <div className="login-copyright">
        <FormattedMessage id="login.copyright" />
      </div>
    </div>
  );
}
