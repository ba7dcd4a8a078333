/**
 * The shop settings form ([SHOP-04]..[SHOP-35]): the shared rules of src/common/shop.ts on every
 * field, the classifications shown by the chosen roles, and save blocked while a field is wrong or
 * no role or service is chosen. Without SF_BASE_CONFIG_EDIT everything is read-only.
 */
import { Alert, Button, Card, Form, Input } from 'antd';
import type { Rule } from 'antd/es/form';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useDispatch } from 'react-redux';
import { api } from '../../../../api/client';
import { uploadShopPic } from '../../../../api/shop';
import { messageApi } from '../../../../app/feedback';
import { shopInfoChanged } from '../../../../app/session/sessionSlice';
import { useT } from '../../../../app/useT';
import { AreaCascader } from '../../../../components/AreaCascader';
import { formRule, limit, numberField } from '../../../../components/formRules';
import { ImageUpload } from '../../../../components/upload/ImageUpload';
import { MAX_SHOP_PICS, SHOP_LIMITS, shopRules, ShopShopSet, showsIndustry, showsSupply, type ShopAjaxInfoReply } from '../../../../common/shop';
import { SHOP_IMAGE } from '../../../../common/uploads';
import type { RuleResult } from '../../../../common/validation';
import type { MessageId } from '../../../../locales/zh-CN';
import { ClassPicker, type ClassParent } from './ClassPicker';
import { ReviewChoices } from './ReviewChoices';
import { StickyActionBar } from '../../../../shell/StickyActionBar';
import { useFormDraft } from '../../../../components/form/useFormDraft';
import { SaveBlockedReason } from '../../../../components/form/SaveBlockedReason';

export interface ShopFormValues {
  shop_name: string;
  company_name: string;
  tax_no: string;
  user_roles: number[];
  user_services: number[];
  industry_class: number[];
  supply_class: number[];
  shop_logo: string[];
  shop_pics: string[];
  shop_desc: string;
  region: string[];
  shop_address: string;
}

export function initialValues({ data }: ShopAjaxInfoReply): ShopFormValues {
  return {
    shop_name: data.shop_name,
    company_name: data.company_name,
    tax_no: data.tax_no,
    user_roles: data.user_roles,
    user_services: data.user_services,
    industry_class: Object.keys(data.industry_class).map(Number),
    supply_class: Object.keys(data.supply_class).map(Number),
    shop_logo: data.shop_logo ? [data.shop_logo] : [],
    shop_pics: data.shop_pics,
    shop_desc: data.shop_desc,
    region: data.service_province ? [data.service_province, data.service_city, data.service_region] : [],
    shop_address: data.shop_address,
  };
}

interface ShopSettingsFormProps {
  info: ShopAjaxInfoReply;
  industry: readonly ClassParent[];
  supply: readonly ClassParent[];
  classesLoading: boolean;
  mayEdit: boolean;
  onSaved: () => Promise<void>;
}

export function ShopSettingsForm({ info, industry, supply, classesLoading, mayEdit, onSaved }: ShopSettingsFormProps) {
  const t = useT();
  const intl = useIntl();
  const dispatch = useDispatch();
  const [form] = Form.useForm<ShopFormValues>();
  const [saving, setSaving] = useState(false);
  // The fields showing an error, as 'a,b' (a string, so an unchanged set renders nothing again).
  const [errorFields, setErrorFields] = useState('');
  const hasErrors = errorFields !== '';
  // What was typed survives leaving the page; leaving unsaved asks first (nothing personal here).
  const draft = useFormDraft({ form, name: 'shop-settings', initial: initialValues(info), enabled: mayEdit });
  const roles = Form.useWatch('user_roles', form) ?? info.data.user_roles;
  const services = Form.useWatch('user_services', form) ?? info.data.user_services;
  const text = (check: (v: string) => RuleResult): Rule[] => [formRule(intl, check)];
  const list = (check: (v: string[]) => RuleResult): Rule[] => [
    { validator: (_r, v: unknown) => { const bad = check(Array.isArray(v) ? (v as string[]) : []); return bad ? Promise.reject(new Error(t(bad.id, bad.values))) : Promise.resolve(); } },
  ];

  const submit = async (values: ShopFormValues) => {
    setSaving(true);
    try {
      const [province = '', city = '', region = ''] = values.region ?? [];
      const reply = await api.call(ShopShopSet, {
        shop_name: values.shop_name.trim(),
        company_name: (values.company_name ?? '').trim(),
        tax_no: (values.tax_no ?? '').trim(),
        shop_desc: (values.shop_desc ?? '').trim(),
        shop_logo: values.shop_logo[0] ?? '',
        shop_pics: values.shop_pics ?? [],
        shop_address: values.shop_address.trim(),
        service_province: province,
        service_city: city,
        service_region: region,
        industry_class: showsIndustry(values.user_roles) ? values.industry_class ?? [] : [],
        supply_class: showsSupply(values.user_roles) ? values.supply_class ?? [] : [],
        user_roles: values.user_roles,
        user_services: values.user_services,
      });
      dispatch(shopInfoChanged(reply.shopInfo));
      messageApi().success(reply.err_msg ?? t('shop.saved'));
      draft.saved();
      await onSaved();
    } catch {
      /* the request layer showed why */
    } finally {
      setSaving(false);
    }
  };

  const roleChoices = info.user_role.map((r) => ({ id: r.role_id, name: r.role_ch_name, check: r.check, comments: r.comments }));
  const serviceChoices = info.service_type.map((s) => ({ id: s.service_type_id, name: s.service_type_ch_name, check: s.check, comments: s.comments }));
  const blocked = !mayEdit || hasErrors || !roles.length || !services.length;

  return (
    <Form<ShopFormValues>
      form={form}
      className="shop-form"
      layout="vertical"
      initialValues={initialValues(info)}
      disabled={!mayEdit}
      onFinish={(values) => void submit(values)}
      onFieldsChange={() => setErrorFields(form.getFieldsError().filter((f) => f.errors.length > 0).map((f) => String(f.name[0])).join(','))}
      onValuesChange={draft.onValuesChange}
      scrollToFirstError
    >
      {draft.ui}
      {!mayEdit && <Alert type="info" showIcon className="shop-readonly" title={t('shop.readOnly')} />}
      <Card title={t('shop.section.basic')} className="shop-card">
        <Form.Item name="shop_name" label={t('shop.field.shop_name')} required rules={text(shopRules.shop_name)}>
          <Input count={limit(SHOP_LIMITS.shop_name)} placeholder={t('shop.placeholder.shop_name')} />
        </Form.Item>
        <div className="shop-row">
          <Form.Item name="company_name" label={t('shop.field.company_name')} rules={text((v) => shopRules.optional('company_name', v))}>
            <Input count={limit(SHOP_LIMITS.company_name)} placeholder={t('shop.placeholder.company_name')} />
          </Form.Item>
          <Form.Item name="tax_no" label={t('shop.field.tax_no')} normalize={numberField('code')} rules={text((v) => shopRules.optional('tax_no', v))}>
            <Input count={limit(SHOP_LIMITS.tax_no)} placeholder={t('shop.placeholder.tax_no')} />
          </Form.Item>
        </div>
      </Card>

      <Card title={t('shop.section.business')} className="shop-card">
        <p className="shop-card-hint">{t('shop.hint.review')}</p>
        <Form.Item name="user_roles" label={<span id="shop-roles-label">{t('shop.field.user_roles')}</span>} required rules={list((v) => shopRules.roles(v.map(Number)))}>
          <ReviewChoices choices={roleChoices} disabled={!mayEdit} aria-labelledby="shop-roles-label" />
        </Form.Item>
        <Form.Item name="user_services" label={<span id="shop-services-label">{t('shop.field.user_services')}</span>} required rules={list((v) => shopRules.services(v.map(Number)))}>
          <ReviewChoices choices={serviceChoices} disabled={!mayEdit} aria-labelledby="shop-services-label" />
        </Form.Item>
        {showsIndustry(roles) && (
          <Form.Item name="industry_class" label={t('shop.field.industry_class')}>
            <ClassPicker tree={industry} loading={classesLoading} disabled={!mayEdit} />
          </Form.Item>
        )}
        {showsSupply(roles) && (
          <Form.Item name="supply_class" label={t('shop.field.supply_class')}>
            <ClassPicker tree={supply} loading={classesLoading} disabled={!mayEdit} />
          </Form.Item>
        )}
      </Card>

      <Card title={t('shop.section.images')} className="shop-card">
        <Form.Item name="shop_logo" label={t('shop.field.shop_logo')} required extra={t('shop.hint.logo')} rules={list((v) => shopRules.shop_logo(v[0]))}>
          <ImageUpload profile={SHOP_IMAGE} upload={uploadShopPic} maxCount={1} disabled={!mayEdit} label={t('shop.field.shop_logo')} />
        </Form.Item>
        <Form.Item name="shop_pics" label={t('shop.field.shop_pics')} extra={t('shop.hint.pics', { max: MAX_SHOP_PICS })}>
          <ImageUpload profile={SHOP_IMAGE} upload={uploadShopPic} maxCount={MAX_SHOP_PICS} disabled={!mayEdit} label={t('shop.field.shop_pics')} />
        </Form.Item>
        <Form.Item name="shop_desc" label={t('shop.field.shop_desc')} rules={text((v) => shopRules.optional('shop_desc', v))}>
          <Input.TextArea count={limit(SHOP_LIMITS.shop_desc)} autoSize={{ minRows: 3, maxRows: 8 }} placeholder={t('shop.placeholder.shop_desc')} />
        </Form.Item>
      </Card>

      <Card title={t('shop.section.contact')} className="shop-card">
        <div className="shop-row">
          <Form.Item name="region" label={t('shop.field.region')} required rules={list((v) => shopRules.region(v[0], v[1], v[2]))}>
            {/* Required, so nothing to clear (and antd's clear button is named in English only). */}
            <AreaCascader allowClear={false} />
          </Form.Item>
          <Form.Item name="shop_address" label={t('shop.field.shop_address')} required rules={text(shopRules.shop_address)}>
            <Input count={limit(SHOP_LIMITS.shop_address)} placeholder={t('shop.placeholder.shop_address')} />
          </Form.Item>
        </div>
      </Card>

      <StickyActionBar label={t('shop.actions')}>
        {/* A grey Save says why ([SHOP-29], [SHOP-30], [SHOP-33]): the fields to fix, or the missing right. */}
        {blocked && (
          <SaveBlockedReason
            id="shop-save-blocked"
            noRight={!mayEdit}
            fields={[...new Set([...(errorFields ? errorFields.split(',') : []), ...(roles.length ? [] : ['user_roles']), ...(services.length ? [] : ['user_services'])])]}
            labelOf={(field) => t(`shop.field.${field}` as MessageId)}
            onGoTo={(field) => form.scrollToField(field, { block: 'center' })}
          />
        )}
        <Button type="primary" htmlType="submit" loading={saving} disabled={blocked} aria-describedby={blocked ? 'shop-save-blocked' : undefined}>
          {t('shop.save')}
        </Button>
      </StickyActionBar>
    </Form>
  );
}
