/**
 * The merchant application form ([MERCH-10]..[MERCH-37]): eight cards of fields with the shared
 * rules, checked on blur and all again on submit; any failure blocks the submit and is shown as one
 * combined error toast ([MERCH-27]). The first submit sends the whole form (addInParts); later ones
 * only what changed (updateInParts), and nothing at all when nothing changed ('数据未修改').
 * Read-only without SF_YZ_MERCHANTS_SET, and once approved.
 */
import { Button, Form } from 'antd';
import type { Rule } from 'antd/es/form';
import { useCallback, useState } from 'react';
import { api } from '../../../../api/client';
import { messageApi } from '../../../../app/feedback';
import { useT } from '../../../../app/useT';
import {
  AUDIT_APPROVED,
  changedFields,
  MERCHANT_SECRET_FIELDS,
  merchantFieldRule,
  needsLegalPerson,
  trimmedForm,
  validateMerchant,
  YzPayAddInParts,
  YzPayUpdateInParts,
  type MerchantApplication,
  type MerchantField,
  type MerchantOptions,
  type MerchantProblem,
} from '../../../../common/merchant';
import type { MessageId } from '../../../../locales/zh-CN';
import { fromValues, toValues, type MerchantFormValues } from './formValues';
import { heading, MerchantSection, type FieldKit } from './MerchantSection';
import { StickyActionBar } from '../../../../shell/StickyActionBar';
import { useFormDraft } from '../../../../components/form/useFormDraft';

/** The most problems the toast lists one by one; the rest are counted. */
const LISTED_PROBLEMS = 6;

interface MerchantFormProps {
  application: MerchantApplication | null;
  options: MerchantOptions | undefined;
  mayEdit: boolean;
  onSaved: () => Promise<void>;
}

export function MerchantForm({ application, options, mayEdit, onSaved }: MerchantFormProps) {
  const t = useT();
  const [form] = Form.useForm<MerchantFormValues>();
  const [saving, setSaving] = useState(false);
  const merchantType = Form.useWatch('merchant_type', form) ?? application?.merchant_type ?? '';
  const editable = mayEdit && application?.audit_status !== AUDIT_APPROVED;
  const label = useCallback((field: MerchantField | 'region') => t(`merchant.field.${field}` as MessageId), [t]);
  // 40 fields are a lot to type twice: a draft survives leaving the page (ID and bank numbers only
  // for the tab: formDraftStore.ts), and leaving unsaved asks first.
  const draft = useFormDraft({ form, name: 'merchant', initial: toValues(application), personal: MERCHANT_SECRET_FIELDS, enabled: editable });

  const rule = (field: MerchantField): Rule => ({
    validator: () => {
      const invalid = merchantFieldRule(field, fromValues(form.getFieldsValue(true)), label);
      return invalid ? Promise.reject(new Error(t(invalid.id, invalid.values))) : Promise.resolve();
    },
  });

  /** [MERCH-27] Every problem in one toast: the message, with the field's name where the message lacks it. */
  const showProblems = (problems: MerchantProblem[]) => {
    const lines = problems.map(({ field, invalid }) => {
      const message = t(invalid.id, invalid.values);
      const name = label(field === 'province' ? 'region' : field);
      return message.includes(name) ? message : t('merchant.problemLine', { field: heading(name), message });
    });
    const more = lines.length - LISTED_PROBLEMS;
    messageApi().error({
      key: 'merchant-problems',
      duration: 5,
      content: (
        <div className="merchant-problems" role="alert">
          <div>{t('merchant.fixFirst', { count: lines.length })}</div>
          <ul>
            {lines.slice(0, LISTED_PROBLEMS).map((line) => (
              <li key={line}>{line}</li>
            ))}
            {more > 0 && <li>{t('merchant.moreProblems', { count: more })}</li>}
          </ul>
        </div>
      ),
    });
  };

  const submit = async () => {
    const values = fromValues(form.getFieldsValue(true));
    const problems = validateMerchant(values, label);
    if (problems.length) {
      // The fields show their own messages too; the page scrolls to the first.
      form.validateFields().catch(() => undefined);
      form.scrollToField(problems[0].field === 'province' ? 'region' : problems[0].field, { block: 'center' });
      showProblems(problems);
      return;
    }
    const changes = application ? changedFields(trimmedForm(application), values) : values;
    if (application && Object.keys(changes).length === 0) {
      messageApi().warning(t('merchant.unchanged'));
      return;
    }
    setSaving(true);
    try {
      const reply = application ? await api.call(YzPayUpdateInParts, { data: changes }) : await api.call(YzPayAddInParts, { data: values });
      messageApi().success(reply.err_msg ?? t('merchant.submitted'));
      draft.saved();
      await onSaved();
    } catch {
      /* the request layer showed why */
    } finally {
      setSaving(false);
    }
  };

  const kit: FieldKit = { options, editable, merchantType, label, rule };
  return (
    <Form<MerchantFormValues> form={form} className="merchant-form" layout="vertical" initialValues={toValues(application)} disabled={!editable} onFinish={() => void submit()} onFinishFailed={() => void submit()} onValuesChange={draft.onValuesChange}>
      {draft.ui}
      <MerchantSection section="business" kit={kit} />
      <MerchantSection section="store" kit={kit} hint={t('merchant.hint.photo')} />
      <MerchantSection section="legal" kit={kit} hint={t(needsLegalPerson(merchantType) ? 'merchant.hint.legalRequired' : 'merchant.hint.legalOptional')} />
      <MerchantSection section="contact" kit={kit} />
      <MerchantSection section="settlement" kit={kit} hint={t('merchant.hint.secret')} />
      <MerchantSection section="bankCard" kit={kit} />
      <MerchantSection section="bank" kit={kit} />
      <MerchantSection section="authorized" kit={kit} hint={t('merchant.hint.authorized')} />
      {editable && (
        <StickyActionBar label={t('merchant.actions')}>
          <Button type="primary" htmlType="submit" loading={saving}>
            {t('merchant.submit')}
          </Button>
        </StickyActionBar>
      )}
    </Form>
  );
}
