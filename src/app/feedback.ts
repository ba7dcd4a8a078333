/**
 * Dialogs and toasts for code outside React (the request layer, sagas). Inside the app they come
 * from antd's <App> (so they follow the theme and the locale); before it mounts, or in a test
 * without one, antd's static functions stand in.
 */
import { message as staticMessage, Modal, type ModalFuncProps } from 'antd';
import type { MessageInstance } from 'antd/es/message/interface';
import { activeIntl } from './activeIntl';

export interface DialogHandle {
  destroy(): void;
}

export interface ModalApi {
  error(props: ModalFuncProps): DialogHandle;
  confirm(props: ModalFuncProps): DialogHandle;
}

let bound: { modal: ModalApi; message: MessageInstance } | null = null;

/** Called by the app's provider with the instances of antd's <App>; returns the unbind. */
export function bindFeedback(api: { modal: ModalApi; message: MessageInstance }): () => void {
  bound = api;
  return () => {
    if (bound === api) bound = null;
  };
}

export const modalApi = (): ModalApi => bound?.modal ?? Modal;
export const messageApi = (): MessageInstance => bound?.message ?? staticMessage;

/** Asks a yes/no question; resolves true when confirmed. */
export function confirmDialog(props: Omit<ModalFuncProps, 'onOk' | 'onCancel'>): Promise<boolean> {
  const intl = activeIntl();
  return new Promise((resolve) => {
    modalApi().confirm({
      okText: intl.formatMessage({ id: 'common.ok' }),
      cancelText: intl.formatMessage({ id: 'common.cancel' }),
      ...props,
      onOk: () => resolve(true),
      onCancel: () => resolve(false),
    });
  });
}
