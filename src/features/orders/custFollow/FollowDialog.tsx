/**
 * The add-follow-up dialog (CustFollow-addFollow), one for both pages: /custfollow opens it empty
 * (the customer searched by name or phone), /crm from a customer's row with that customer preset, so
 * a follow-up is two clicks away there (the row's action, then save once the content is typed).
 * The rules are the server's: a customer, a method, content of at most CRM_LIMITS.follow_content
 * characters, a next date not before today (nextDateRule, the shop's calendar) or none.
 */
import { Form, Input, Modal, Radio } from 'antd';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { api } from '../../../api/client';
import { confirmDialog, messageApi } from '../../../app/feedback';
import { useT } from '../../../app/useT';
import { AddFollow, CRM_LIMITS, FollowMethod, nextDateRule, type FollowMethodValue } from '../../../common/crm';
import { formatDate } from '../../../common/time';
import { charLength } from '../../../common/validation';
import { formRule, limit } from '../../../components/formRules';
import { LazyDayPicker } from '../../../components/LazyDatePicker';
import { searchCustomers, SearchSelect, type SearchEntry } from './SearchSelect';

const METHODS: readonly FollowMethodValue[] = [FollowMethod.phone, FollowMethod.visit, FollowMethod.wechat, FollowMethod.other];

interface FollowFormValues {
  customer: SearchEntry | null;
  method: FollowMethodValue;
  content: string;
  next_date: string;
}

/** The content's rule, the contract's (required, at most CRM_LIMITS.follow_content characters once trimmed). */
function contentProblem(value: string): 'follow.form.contentRequired' | 'follow.form.contentTooLong' | null {
  const content = value.trim();
  if (!content) return 'follow.form.contentRequired';
  return charLength(content) > CRM_LIMITS.follow_content ? 'follow.form.contentTooLong' : null;
}

export interface FollowDialogProps {
  /** The customer the follow-up is about, when the page knows it (the /crm row): not changed here. */
  customer?: SearchEntry;
  onClose: () => void;
  /** After the server saved it. */
  onSaved: () => void;
}

export function FollowDialog({ customer, onClose, onSaved }: FollowDialogProps) {
  const t = useT();
  const intl = useIntl();
  const [form] = Form.useForm<FollowFormValues>();
  const [saving, setSaving] = useState(false);
  // Today in the shop's calendar, as the server judges the next date (read once: the dialog is short-lived).
  const [today] = useState(() => formatDate(Date.now()));
  const initial: FollowFormValues = { customer: customer ?? null, method: FollowMethod.phone, content: '', next_date: '' };

  async function close() {
    if (form.isFieldsTouched(['content', 'next_date']) && !(await confirmDialog({ title: t('follow.form.confirmClose') }))) return;
    onClose();
  }

  async function save(values: FollowFormValues) {
    setSaving(true);
    try {
      await api.call(AddFollow, { crm_id: values.customer!.id, method: values.method, content: values.content.trim(), next_date: values.next_date || undefined });
      messageApi().success(t('follow.form.saved'));
      onSaved();
    } catch {
      /* the request layer showed why; the dialog keeps what was typed */
    } finally {
      setSaving(false);
    }
  }

  return (
    <Modal
      open
      title={customer ? `${t('follow.form.title')} · ${customer.name}` : t('follow.form.title')}
      okText={t('follow.form.save')}
      cancelText={t('follow.form.cancel')}
      confirmLoading={saving}
      onOk={() => form.submit()}
      onCancel={() => void close()}
      mask={{ closable: false }}
      destroyOnHidden
      className="follow-dialog"
    >
      <Form<FollowFormValues> form={form} name="follow-form" layout="vertical" initialValues={initial} onFinish={(v) => void save(v)} disabled={saving}>
        <Form.Item name="customer" label={t('follow.form.customer')} required rules={[{ validator: (_r, v: SearchEntry | null) => (v ? Promise.resolve() : Promise.reject(new Error(t('follow.form.customerRequired')))) }]}>
          <SearchSelect search={searchCustomers} placeholder={t('follow.form.customerPlaceholder')} disabled={Boolean(customer)} minWidth={0} />
        </Form.Item>
        <Form.Item name="method" label={t('follow.form.method')} required>
          <Radio.Group optionType="button" options={METHODS.map((value) => ({ value, label: t(`crm.method.${value}`) }))} />
        </Form.Item>
        <Form.Item
          name="content"
          label={t('follow.form.content')}
          required
          rules={[
            {
              validator: (_r, v: string | undefined) => {
                const problem = contentProblem(v ?? '');
                return problem ? Promise.reject(new Error(t(problem, { max: CRM_LIMITS.follow_content }))) : Promise.resolve();
              },
            },
          ]}
        >
          <Input.TextArea rows={4} count={limit(CRM_LIMITS.follow_content)} autoFocus />
        </Form.Item>
        <Form.Item name="next_date" label={t('follow.form.next')} extra={t('follow.form.nextHint')} rules={[formRule(intl, (v) => (v ? nextDateRule(v, today) : null))]}>
          <LazyDayPicker min={today} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
