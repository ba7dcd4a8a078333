/**
 * A customer, new or edited, in a drawer: type, name and phone (the rules of src/common/crm.ts, the
 * same as the server's), the tag of that type, level, source, the dealer a retail customer belongs
 * to (the dealer search dialog), region, address, contact, owner and remark. What was typed is kept
 * as a draft (the phone only for the tab), and closing unsaved asks first. A phone another customer
 * of the shop has is refused by the server naming them.
 */
import { Button, Drawer, Form, Input, Select, Space } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { api } from '../../../api/client';
import { useRequest } from '../../../api/useRequest';
import { confirmDialog, messageApi } from '../../../app/feedback';
import { useT } from '../../../app/useT';
import { CRM_LIMITS, CrmType, GetCrmParams, GetUserInfoByShopID, SaveCrm, crmNameRule, crmPhoneRule, type CrmRecord, type CrmSaveData, type CrmTypeValue } from '../../../common/crm';
import { AreaCascader } from '../../../components/AreaCascader';
import { DealerField } from '../../../components/dealerPicker/DealerField';
import type { DealerEntry } from '../../../components/dealerPicker/DealerPicker';
import { useFormDraft } from '../../../components/form/useFormDraft';
import { formRule, limit, numberField } from '../../../components/formRules';
import { useIsPhone } from '../../../components/useViewport';
import { CrmTypeChoice } from './CrmTypeChoice';

export type CrmDrawerTarget = { mode: 'new' } | { mode: 'edit'; row: CrmRecord };

interface CrmFormValues {
  crm_type: CrmTypeValue;
  z_name: string;
  z_phone: string;
  tag_id: number;
  cust_level: number;
  source_id: number;
  parent: DealerEntry | null;
  region: string[];
  address: string;
  contact: string;
  owner_id: number;
  remark: string;
}

const NEW_CUSTOMER: CrmFormValues = { crm_type: CrmType.retail, z_name: '', z_phone: '', tag_id: 0, cust_level: 0, source_id: 0, parent: null, region: [], address: '', contact: '', owner_id: 0, remark: '' };

function valuesOf(row: CrmRecord): CrmFormValues {
  return {
    crm_type: row.crm_type,
    z_name: row.z_name,
    z_phone: row.z_phone,
    tag_id: row.tag_id,
    cust_level: row.cust_level,
    source_id: row.source_id,
    parent: row.parent_id ? { crm_id: row.parent_id, z_name: row.parent_name, z_phone: '', tag_id: 0, tag_name: '', cust_level: 0, crm_type: CrmType.dealer } : null,
    region: row.province_id ? [row.province_id, row.city_id, row.district_id] : [],
    address: row.address,
    contact: row.contact,
    owner_id: row.owner_id,
    remark: row.remark,
  };
}

function dataOf(values: CrmFormValues, crmId: number | undefined): CrmSaveData {
  const [province = '', city = '', district = ''] = values.region;
  return {
    crm_id: crmId,
    crm_type: values.crm_type,
    z_name: values.z_name.trim(),
    z_phone: values.z_phone.trim(),
    tag_id: values.tag_id || undefined,
    cust_level: values.cust_level || undefined,
    source_id: values.source_id || undefined,
    // Only a retail customer belongs to a dealer.
    parent_id: values.crm_type === CrmType.retail ? values.parent?.crm_id : undefined,
    province,
    city,
    district,
    address: values.address.trim(),
    contact: values.contact.trim(),
    owner_id: values.owner_id || undefined,
    remark: values.remark.trim(),
  };
}

/** The choices of the form: the shop's tags, levels, sources and people. */
function useCrmChoices() {
  const t = useT();
  const params = useRequest(() => api.call(GetCrmParams, {}));
  const people = useRequest(() => api.call(GetUserInfoByShopID));
  const none = { value: 0, label: t('crm.form.none') };
  return {
    loading: params.loading || people.loading,
    tags: (type: CrmTypeValue) => [none, ...(params.data?.tags ?? []).filter((tag) => tag.crm_type === type).map((tag) => ({ value: tag.id, label: tag.name }))],
    levels: [none, ...(params.data?.levels ?? []).map((level) => ({ value: level.id, label: level.name }))],
    sources: [none, ...(params.data?.sources ?? []).map((source) => ({ value: source.id, label: source.name }))],
    owners: [none, ...(people.data?.data ?? []).map((p) => ({ value: p.user_id, label: p.nick_name ? `${p.login_name}（${p.nick_name}）` : p.login_name }))],
  };
}

export function CrmDrawer({ target, onClose, onSaved }: { target: CrmDrawerTarget; onClose: () => void; onSaved: () => void }) {
  const t = useT();
  const intl = useIntl();
  const isPhone = useIsPhone();
  const [form] = Form.useForm<CrmFormValues>();
  const [saving, setSaving] = useState(false);
  const crmId = target.mode === 'edit' ? target.row.crm_id : undefined;
  const before = useMemo(() => (target.mode === 'edit' ? valuesOf(target.row) : NEW_CUSTOMER), [target]);
  const choices = useCrmChoices();
  const type = Form.useWatch('crm_type', form) ?? before.crm_type;
  const draft = useFormDraft({ form, name: crmId ? `crm-${crmId}` : 'crm-new', initial: before, personal: ['z_phone'] });

  useEffect(() => form.setFieldsValue(before), [form, before]);

  async function close() {
    if (draft.dirty && !(await confirmDialog({ title: t('crm.form.confirmClose') }))) return;
    draft.discard();
    onClose();
  }

  async function save(values: CrmFormValues) {
    setSaving(true);
    try {
      await api.call(SaveCrm, { data: dataOf(values, crmId) });
      messageApi().success(t('crm.saved'));
      draft.saved();
      onSaved();
    } catch {
      /* the request layer showed why; the form keeps what was typed */
    } finally {
      setSaving(false);
    }
  }

  return (
    <Drawer
      open
      title={t(crmId ? 'crm.form.editTitle' : 'crm.form.newTitle')}
      size={isPhone ? '100%' : 560}
      onClose={() => void close()}
      maskClosable={false}
      destroyOnHidden
      className="crm-drawer"
      footer={
        <Space className="crm-drawer-footer">
          <Button onClick={() => void close()}>{t('crm.form.cancel')}</Button>
          <Button type="primary" loading={saving} onClick={() => form.submit()}>
            {t('crm.form.save')}
          </Button>
        </Space>
      }
    >
      <Form<CrmFormValues> form={form} name="crm-form" layout="vertical" initialValues={before} onFinish={(v) => void save(v)} onValuesChange={draft.onValuesChange} disabled={saving}>
        {draft.ui}
        <Form.Item name="crm_type" label={t('crm.form.type')} required>
          <CrmTypeChoice onChange={() => form.setFieldsValue({ tag_id: 0 })} />
        </Form.Item>
        <Form.Item name="z_name" label={t('crm.form.name')} required rules={[formRule(intl, (v) => crmNameRule(v.trim()))]}>
          <Input count={limit(CRM_LIMITS.z_name)} autoComplete="off" />
        </Form.Item>
        <Form.Item name="z_phone" label={t('crm.form.phone')} required normalize={numberField('mobile')} rules={[formRule(intl, crmPhoneRule)]}>
          <Input inputMode="tel" autoComplete="off" />
        </Form.Item>
        <Form.Item name="tag_id" label={t('crm.form.tag')}>
          <Select options={choices.tags(type)} loading={choices.loading} />
        </Form.Item>
        <div className="crm-drawer-pair">
          <Form.Item name="cust_level" label={t('crm.form.level')}>
            <Select options={choices.levels} loading={choices.loading} />
          </Form.Item>
          <Form.Item name="source_id" label={t('crm.form.source')}>
            <Select options={choices.sources} loading={choices.loading} />
          </Form.Item>
        </div>
        {type === CrmType.retail && (
          <Form.Item name="parent" label={t('crm.form.parent')}>
            <DealerField label={t('crm.form.parent')} />
          </Form.Item>
        )}
        <Form.Item name="region" label={t('crm.form.region')}>
          <AreaCascader placeholder={t('crm.form.region')} />
        </Form.Item>
        <Form.Item name="address" label={t('crm.form.address')}>
          <Input count={limit(CRM_LIMITS.address)} />
        </Form.Item>
        <Form.Item name="contact" label={t('crm.form.contact')}>
          <Input count={limit(CRM_LIMITS.contact)} />
        </Form.Item>
        <Form.Item name="owner_id" label={t('crm.form.owner')}>
          <Select options={choices.owners} loading={choices.loading} showSearch={{ optionFilterProp: 'label' }} />
        </Form.Item>
        <Form.Item name="remark" label={t('crm.form.remark')}>
          <Input.TextArea rows={3} count={limit(CRM_LIMITS.remark)} />
        </Form.Item>
      </Form>
    </Drawer>
  );
}
