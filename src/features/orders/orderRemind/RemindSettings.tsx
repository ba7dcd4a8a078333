/**
 * The reminder windows' dialog of /orders/remind: due soon within N days, stuck over M days (the
 * shop props RemindDueDays and RemindStuckDays, src/common/shopConfig.ts). Offered to holders of
 * SF_BASE_CONFIG_QUERY and SF_BASE_CONFIG_EDIT, the rights of the shop's props: /shop-setProps saves
 * the whole shop_props [SYSCFG-13], so the dialog reads the stored props first (/shop-getProps) and
 * sends them back with the two windows changed, never an older copy of the others. The system
 * configuration page keeps its four settings [SYSCFG-03]; the windows are set where they are used.
 */
import { Alert, Form, InputNumber, Modal, Typography } from 'antd';
import { useState } from 'react';
import { api } from '../../../api/client';
import { useRequest } from '../../../api/useRequest';
import { messageApi } from '../../../app/feedback';
import { useT } from '../../../app/useT';
import { REMIND_WINDOWS, remindDays, ShopGetProps, ShopSetProps, type RemindProp } from '../../../common/shopConfig';

interface RemindSettingsProps {
  onClose: () => void;
  /** After a save: the list shows the new windows. */
  onSaved: () => void;
}

const FIELDS: readonly { prop: RemindProp; label: 'orderRemind.settings.due' | 'orderRemind.settings.stuck' }[] = [
  { prop: 'RemindDueDays', label: 'orderRemind.settings.due' },
  { prop: 'RemindStuckDays', label: 'orderRemind.settings.stuck' },
];

export default function RemindSettings({ onClose, onSaved }: RemindSettingsProps) {
  const t = useT();
  const [form] = Form.useForm<Record<RemindProp, number | null>>();
  const stored = useRequest(() => api.call(ShopGetProps));
  const [saving, setSaving] = useState(false);
  const props = stored.data?.props;

  async function save() {
    if (!props) return;
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    setSaving(true);
    try {
      await api.call(ShopSetProps, { props: { ...props, RemindDueDays: values.RemindDueDays ?? undefined, RemindStuckDays: values.RemindStuckDays ?? undefined } });
      messageApi().success(t('orderRemind.settings.saved'));
      onSaved();
      onClose();
    } catch {
      /* the request layer showed why; the dialog stays open with what was typed */
    } finally {
      setSaving(false);
    }
  }

  return (
    <Modal
      open
      title={t('orderRemind.settings.title')}
      okText={t('orderRemind.settings.save')}
      cancelText={t('orderRemind.settings.cancel')}
      onOk={() => void save()}
      onCancel={onClose}
      okButtonProps={{ disabled: !props, loading: saving }}
      destroyOnHidden
    >
      {stored.error && !props ? (
        <Alert type="error" showIcon title={t('orderRemind.settings.failed')} />
      ) : (
        props && (
          <Form form={form} layout="vertical" initialValues={remindDays(props)} requiredMark={false}>
            {FIELDS.map(({ prop, label }) => {
              const { min, max } = REMIND_WINDOWS[prop];
              return (
                <Form.Item
                  key={prop}
                  name={prop}
                  label={t(label)}
                  extra={t('orderRemind.settings.range', { min, max })}
                  rules={[{ required: true, type: 'integer', min, max, message: t('orderRemind.settings.range', { min, max }) }]}
                >
                  <InputNumber<number> min={min} max={max} precision={0} controls={false} suffix={t('orderRemind.settings.unit')} style={{ width: 160 }} />
                </Form.Item>
              );
            })}
            <Typography.Text type="secondary">{t('orderRemind.settings.note')}</Typography.Text>
          </Form>
        )
      )}
    </Modal>
  );
}
