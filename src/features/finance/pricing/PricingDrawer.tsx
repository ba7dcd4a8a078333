/**
 * A price list, new or edited, in a drawer: its name (the shared rule of src/common/pricing.ts), its
 * lines (PriceLines), the customer levels (crm-getCrmParams) and dealers (the shared dealer search
 * dialog) it is given to. An edited list is read with GET /api/detail?repo=pricing, which names its
 * levels and dealers. The save sends the whole list; closing with changes asks first. Without the
 * edit right the drawer shows the list read-only.
 */
import { PlusOutlined } from '@ant-design/icons';
import { Button, Drawer, Form, Input, Result, Select, Space, Spin, Tag, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { api } from '../../../api/client';
import { useRequest } from '../../../api/useRequest';
import { confirmDialog, messageApi } from '../../../app/feedback';
import { useT } from '../../../app/useT';
import { GetCrmParams } from '../../../common/crm';
import type { FieldsOf } from '../../../common/contract';
import { PRICELIST_NAME_MAX, priceListNameRule, SavePricing, type PriceList } from '../../../common/pricing';
import { Detail, type PricingDetail } from '../../../common/repo';
import { DealerSearchDialog } from '../../../components/dealerPicker/DealerPicker';
import { formRule, limit } from '../../../components/formRules';
import { useRight } from '../../../components/RequireRight';
import { useIsPhone } from '../../../components/useViewport';
import { PriceLines, type LineValue } from './PriceLines';

export type PricingTarget = { mode: 'new' } | { mode: 'edit'; list: PriceList };

interface DealerValue {
  crm_id: number;
  z_name: string;
}

interface PricingFormValues {
  name: string;
  lines: LineValue[];
  level_ids: number[];
  dealers: DealerValue[];
}

const NEW_LIST: PricingFormValues = { name: '', lines: [], level_ids: [], dealers: [] };

function valuesOf(detail: PricingDetail, unknownDealer: (id: number) => string): PricingFormValues {
  const named = new Map(detail.dealers.map((d) => [d.crm_id, d.z_name]));
  return {
    name: detail.data.name,
    lines: detail.data.lines.map((l) => ({
      goods_id: l.goods_id,
      class_id: l.class_id,
      label: l.goods_id ? `${l.goods_no} ${l.goods_name}` : l.class_name,
      unit_price: l.unit_price,
    })),
    level_ids: detail.data.level_ids,
    // A dealer since deleted keeps its place under its id, so a save does not drop it unseen.
    dealers: detail.data.crm_ids.map((id) => ({ crm_id: id, z_name: named.get(id) ?? unknownDealer(id) })),
  };
}

function dataOf(values: PricingFormValues, listId: number | undefined): FieldsOf<typeof SavePricing>['data'] {
  return {
    pricelist_id: listId,
    name: values.name.trim(),
    lines: values.lines.map((l) => (l.goods_id ? { goods_id: l.goods_id, unit_price: l.unit_price.trim() } : { class_id: l.class_id, unit_price: l.unit_price.trim() })),
    level_ids: values.level_ids,
    crm_ids: values.dealers.map((d) => d.crm_id),
  };
}

/** The dealers a list is given to: removable tags and a button opening the dealer search dialog. */
function DealerList({ value = [], onChange, disabled, label }: { value?: DealerValue[]; onChange?: (next: DealerValue[]) => void; disabled: boolean; label: string }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const mayPick = useRight('SF_ERP_STORE_CUSTOMER_QUERY');
  return (
    <div className="pricing-dealers" role="group" aria-label={label}>
      {value.length ? (
        value.map((d) => (
          <Tag
            key={d.crm_id}
            closable={!disabled}
            closeIcon={!disabled ? <span aria-label={t('pricing.form.removeDealer', { name: d.z_name })}>×</span> : undefined}
            onClose={(e) => {
              e.preventDefault();
              onChange?.(value.filter((x) => x.crm_id !== d.crm_id));
            }}
          >
            {d.z_name}
          </Tag>
        ))
      ) : (
        <Typography.Text type="secondary">{t('pricing.form.noDealers')}</Typography.Text>
      )}
      {!disabled && mayPick && (
        <Button size="small" icon={<PlusOutlined />} onClick={() => setOpen(true)}>
          {t('pricing.form.addDealer')}
        </Button>
      )}
      <DealerSearchDialog
        open={open}
        onClose={() => setOpen(false)}
        onChoose={(dealer) => {
          setOpen(false);
          if (!value.some((d) => d.crm_id === dealer.crm_id)) onChange?.([...value, { crm_id: dealer.crm_id, z_name: dealer.z_name }]);
        }}
      />
    </div>
  );
}

/** The level choices: the shop's levels where the caller may read them, and always the list's own, named by its detail. */
function useLevelOptions(detail: PricingDetail | undefined) {
  const t = useT();
  const mayRead = useRight(['SF_ERP_STORE_CUSTOMER_QUERY', 'SF_ERP_CRM_PARAMS']);
  const params = useRequest(() => (mayRead ? api.call(GetCrmParams, { param: { kind: 'level' } }, { silent: true }) : Promise.resolve(null)));
  const named = new Map<number, string>((detail?.levels ?? []).map((l) => [l.id, l.name]));
  for (const l of params.data?.levels ?? []) named.set(l.id, l.name);
  for (const id of detail?.data.level_ids ?? []) if (!named.has(id)) named.set(id, t('pricing.form.unknownLevel', { id }));
  return { loading: params.loading, options: [...named].map(([value, label]) => ({ value, label })) };
}

interface PricingFormProps {
  listId?: number;
  initial: PricingFormValues;
  detail?: PricingDetail;
  editable: boolean;
  saving: boolean;
  setSaving: (saving: boolean) => void;
  onSaved: () => void;
  onDirty: () => void;
}

function PricingForm({ listId, initial, detail, editable, saving, setSaving, onSaved, onDirty }: PricingFormProps) {
  const t = useT();
  const intl = useIntl();
  const [form] = Form.useForm<PricingFormValues>();
  const levels = useLevelOptions(detail);

  async function save() {
    setSaving(true);
    try {
      // The whole store: a line's ids and label have no field of their own.
      await api.call(SavePricing, { data: dataOf(form.getFieldsValue(true) as PricingFormValues, listId) });
      messageApi().success(t('pricing.savedToast'));
      onSaved();
    } catch {
      /* the request layer showed why; the form keeps what was typed */
    } finally {
      setSaving(false);
    }
  }

  return (
    <Form<PricingFormValues> form={form} id="pricing-form" name="pricing-form" layout="vertical" initialValues={initial} onFinish={() => void save()} onValuesChange={onDirty} disabled={!editable || saving}>
      <Form.Item name="name" label={t('pricing.form.name')} required rules={[formRule(intl, (v) => priceListNameRule(v.trim()))]}>
        <Input count={limit(PRICELIST_NAME_MAX)} autoComplete="off" />
      </Form.Item>
      <Form.Item name="level_ids" label={t('pricing.form.levels')}>
        <Select mode="multiple" options={levels.options} loading={levels.loading} placeholder={t('pricing.form.levelsPlaceholder')} showSearch={{ optionFilterProp: 'label' }} />
      </Form.Item>
      <Form.Item name="dealers" label={t('pricing.form.dealers')}>
        <DealerList disabled={!editable} label={t('pricing.form.dealers')} />
      </Form.Item>
      <PriceLines form={form} disabled={!editable} />
    </Form>
  );
}

export function PricingDrawer({ target, onClose, onSaved }: { target: PricingTarget; onClose: () => void; onSaved: () => void }) {
  const t = useT();
  const isPhone = useIsPhone();
  const editable = useRight('SF_PRICING_EDIT');
  const [dirty, setDirty] = useState(false);
  const [saving, setSaving] = useState(false);
  const listId = target.mode === 'edit' ? target.list.pricelist_id : undefined;
  const detail = useRequest((id: number | undefined) => (id === undefined ? Promise.resolve(undefined) : (api.call(Detail, { repo: 'pricing', id }) as Promise<PricingDetail>)), { params: [listId] });
  const initial = useMemo(() => (detail.data ? valuesOf(detail.data, (id) => t('pricing.form.unknownDealer', { id })) : NEW_LIST), [detail.data, t]);
  const ready = listId === undefined || detail.data !== undefined;

  async function close() {
    if (dirty && !(await confirmDialog({ title: t('pricing.form.confirmClose') }))) return;
    onClose();
  }

  const title = !editable ? 'pricing.form.viewTitle' : listId ? 'pricing.form.editTitle' : 'pricing.form.newTitle';
  return (
    <Drawer
      open
      title={t(title)}
      size={isPhone ? '100%' : 640}
      onClose={() => void close()}
      maskClosable={false}
      destroyOnHidden
      className="pricing-drawer"
      footer={
        <Space className="pricing-drawer-footer">
          <Button onClick={() => void close()}>{t(editable ? 'pricing.form.cancel' : 'pricing.form.close')}</Button>
          {editable && (
            <Button type="primary" htmlType="submit" form="pricing-form" disabled={!ready} loading={saving}>
              {t('pricing.form.save')}
            </Button>
          )}
        </Space>
      }
    >
      {detail.error ? (
        <Result status="warning" title={detail.error.message} />
      ) : !ready ? (
        <Spin className="pricing-drawer-loading" />
      ) : (
        <PricingForm listId={listId} initial={initial} detail={detail.data} editable={editable} saving={saving} setSaving={setSaving} onSaved={onSaved} onDirty={() => setDirty(true)} />
      )}
    </Drawer>
  );
}
