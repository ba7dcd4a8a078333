/**
 * [SHELL-06] The password change dialog: old, new and confirm, checked with the shared rules; the
 * server's message in place when it refuses. On success the server has ended every session of the
 * user: the saga says so and goes to the login page.
 */
import { Alert, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { api, ApiFailure } from '../api/client';
import type { FieldsOf } from '../common/contract';
import { UserChangePassword } from '../common/session';
import { loginPasswordRule, passwordConfirmRule, passwordRule, PASSWORD_MAX } from '../common/validation';
import { passwordChanged } from '../app/session/sessionSlice';
import { useAppDispatch } from '../app/store';
import { formRule } from '../components/formRules';
import { useIsPhone } from '../components/useViewport';

type ChangePasswordParams = FieldsOf<typeof UserChangePassword>;

export function ChangePasswordDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const phone = useIsPhone();
  const [form] = Form.useForm<ChangePasswordParams>();
  const [submitting, setSubmitting] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);

  async function submit(values: ChangePasswordParams) {
    setSubmitting(true);
    setServerError(null);
    try {
      // Silent: the dialog shows the server's message in place.
      await api.call(UserChangePassword, values, { silent: true });
      onClose();
      dispatch(passwordChanged());
    } catch (e) {
      // A transport failure has had its '系统出错' dialog from the request layer.
      if (e instanceof ApiFailure) setServerError(e.message);
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <Modal
      open={open}
      title={intl.formatMessage({ id: 'session.changePassword' })}
      okText={intl.formatMessage({ id: 'common.ok' })}
      cancelText={intl.formatMessage({ id: 'common.cancel' })}
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={submitting}
      width={phone ? 'calc(100vw - 24px)' : 440}
      destroyOnHidden
      afterClose={() => {
        form.resetFields();
        setServerError(null);
      }}
    >
      {serverError && <Alert type="error" showIcon title={serverError} style={{ marginBottom: 16 }} role="alert" />}
      <Form<ChangePasswordParams> form={form} layout="vertical" requiredMark={false} onFinish={submit} disabled={submitting} preserve={false}>
        <Form.Item name="old_password" label={intl.formatMessage({ id: 'session.oldPassword' })} rules={[formRule(intl, loginPasswordRule)]}>
          <Input.Password autoComplete="current-password" maxLength={256} />
        </Form.Item>
        <Form.Item
          name="new_password"
          label={intl.formatMessage({ id: 'session.newPassword' })}
          rules={[formRule(intl, (v) => passwordRule(v, true))]}
          extra={intl.formatMessage({ id: 'session.passwordHint' })}
        >
          <Input.Password autoComplete="new-password" maxLength={PASSWORD_MAX} />
        </Form.Item>
        <Form.Item
          name="new_password2"
          label={intl.formatMessage({ id: 'session.newPassword2' })}
          dependencies={['new_password']}
          rules={[
            ({ getFieldValue }) => ({
              validator: (_rule, value: unknown) => {
                const invalid = passwordConfirmRule(String(getFieldValue('new_password') ?? ''), typeof value === 'string' ? value : '');
                return invalid ? Promise.reject(new Error(intl.formatMessage({ id: invalid.id }))) : Promise.resolve();
              },
            }),
          ]}
        >
          <Input.Password autoComplete="new-password" maxLength={PASSWORD_MAX} />
        </Form.Item>
        {/* Enter in a field submits. */}
        <button type="submit" hidden aria-hidden="true" tabIndex={-1} />
      </Form>
    </Modal>
  );
}
