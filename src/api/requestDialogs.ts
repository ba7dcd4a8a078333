/**
 * The request layer's dialogs (SPEC.md section 8): the login confirmation, '错误信息' and '系统出错',
 * shown by client.ts and, loaded when first needed, by the login page's fetchCall.ts.
 */
import { ERROR_DIALOG_MS } from '../common/constants';
import { activeIntl } from '../app/activeIntl';
import { modalApi } from '../app/feedback';
import { navigateTo } from '../app/navigation';
import { loginUrlFrom } from '../app/redirect';

let loginDialogOpen = false;
let systemDialogOpen = false;

/** [API-07, API-08] One dialog however many calls failed; OK goes to the login page. */
export function showLoginRequired(): void {
  if (loginDialogOpen) return;
  loginDialogOpen = true;
  const intl = activeIntl();
  modalApi().error({
    title: intl.formatMessage({ id: 'error.loginConfirm.title' }),
    content: intl.formatMessage({ id: 'error.loginConfirm.content' }),
    okText: intl.formatMessage({ id: 'common.ok' }),
    keyboard: false,
    onOk: () => navigateTo(loginUrlFrom(window.location.href)),
    afterClose: () => {
      loginDialogOpen = false;
    },
  });
}

/** [API-09, API-10] '错误信息' with 'code: message', closing itself after 5 s (also for a silent call's caller that shows some refusals its own way). */
export function showErrorDialog(code: number, message: string): void {
  const intl = activeIntl();
  const dialog = modalApi().error({
    title: intl.formatMessage({ id: 'error.dialog.title' }),
    content: `${code}: ${message}`,
    okText: intl.formatMessage({ id: 'common.ok' }),
  });
  setTimeout(() => dialog.destroy(), ERROR_DIALOG_MS);
}

/** [API-13] */
export function showSystemError(): void {
  if (systemDialogOpen) return;
  systemDialogOpen = true;
  const intl = activeIntl();
  modalApi().error({
    title: intl.formatMessage({ id: 'error.system.title' }),
    content: intl.formatMessage({ id: 'error.system.content' }),
    okText: intl.formatMessage({ id: 'common.ok' }),
    afterClose: () => {
      systemDialogOpen = false;
    },
  });
}
