/**
 * A goods item, new or edited, in a drawer: number (blank: the server numbers it), name, class (the
 * class tree), unit, kind, spec, prices in yuan, barcode, minimum stock and the attributes the
 * goods-name template may use. Each field is checked by the server's own rule (goodsFieldRule);
 * a number another item has is refused by the server naming it. What was typed is kept as a
 * draft, and closing unsaved asks first.
 */
import { Button, Collapse, Drawer, Form, Input, Select, Space } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { api } from '../../../api/client';
import { useRequest } from '../../../api/useRequest';
import { confirmDialog, messageApi } from '../../../app/feedback';
import { useT } from '../../../app/useT';
import { GetErpGoodsParam, GOODS_LIMITS, GoodsKind, SaveGoods, type GoodsKindValue, type GoodsRecord } from '../../../common/goods';
import { useFormDraft } from '../../../components/form/useFormDraft';
import { limit } from '../../../components/formRules';
import { useIsPhone } from '../../../components/useViewport';
import { GoodsClassSelect } from './GoodsClassSelect';
import { goodsFieldRule, type GoodsFormField } from './goodsFields';

export type GoodsDrawerTarget = { mode: 'new' } | { mode: 'edit'; row: GoodsRecord };

/** The attributes a goods-name template may insert, beyond the main fields; the sizes are mm. */
const ATTRIBUTE_FIELDS = ['model', 'colour', 'material', 'brand', 'pattern', 'grade', 'origin', 'length_mm', 'width_mm', 'thickness_mm'] as const;
type AttributeField = (typeof ATTRIBUTE_FIELDS)[number];

type GoodsFormValues = { goods_no: string; goods_name: string; class_id: number; unit_id: number; kind: GoodsKindValue; spec: string; list_price: string; cost_price: string; barcode: string; min_stock: string } & Record<AttributeField, string>;

const EMPTY_ATTRIBUTES = Object.fromEntries(ATTRIBUTE_FIELDS.map((f) => [f, ''])) as Record<AttributeField, string>;

const newGoods = (unitId: number): GoodsFormValues => ({ goods_no: '', goods_name: '', class_id: 0, unit_id: unitId, kind: GoodsKind.board, spec: '', list_price: '', cost_price: '', barcode: '', min_stock: '', ...EMPTY_ATTRIBUTES });

function valuesOf(row: GoodsRecord): GoodsFormValues {
  const size = (n: number | null) => (n === null ? '' : String(n));
  return {
    goods_no: row.goods_no,
    goods_name: row.goods_name,
    class_id: row.class_id,
    unit_id: row.unit_id,
    kind: row.kind,
    spec: row.spec,
    list_price: row.list_price,
    cost_price: row.cost_price,
    barcode: row.barcode,
    min_stock: String(row.min_stock),
    model: row.model,
    colour: row.colour,
    material: row.material,
    brand: row.brand,
    pattern: row.pattern,
    grade: row.grade,
    origin: row.origin,
    length_mm: size(row.length_mm),
    width_mm: size(row.width_mm),
    thickness_mm: size(row.thickness_mm),
  };
}

/** The save's document: every field, trimmed (an edit keeps its state: the document says none). */
function dataOf(values: GoodsFormValues, goodsId: number | undefined) {
  const text = (s: string | undefined) => (s ?? '').trim();
  return {
    ...Object.fromEntries(ATTRIBUTE_FIELDS.map((f) => [f, text(values[f])])),
    goods_id: goodsId,
    goods_no: text(values.goods_no),
    goods_name: text(values.goods_name),
    class_id: values.class_id || undefined,
    unit_id: values.unit_id || undefined,
    kind: values.kind,
    spec: text(values.spec),
    list_price: text(values.list_price),
    cost_price: text(values.cost_price),
    barcode: text(values.barcode),
    min_stock: text(values.min_stock),
  };
}

/** A text field checked by the server's rule; `max` shows the count. */
function TextItem({ field, label, max, required, placeholder, inputMode }: { field: GoodsFormField; label: string; max?: number; required?: boolean; placeholder?: string; inputMode?: 'decimal' | 'numeric' }) {
  const intl = useIntl();
  return (
    <Form.Item name={field} label={label} required={required} rules={[goodsFieldRule(intl, field, label)]}>
      <Input count={max ? limit(max) : undefined} placeholder={placeholder} inputMode={inputMode} autoComplete="off" />
    </Form.Item>
  );
}

export function GoodsDrawer({ target, onClose, onSaved }: { target: GoodsDrawerTarget; onClose: () => void; onSaved: () => void }) {
  const t = useT();
  const intl = useIntl();
  const isPhone = useIsPhone();
  const [form] = Form.useForm<GoodsFormValues>();
  const [saving, setSaving] = useState(false);
  const params = useRequest(() => api.call(GetErpGoodsParam));
  const goodsId = target.mode === 'edit' ? target.row.goods_id : undefined;
  const defaultUnit = params.data?.settings.default_unit_id ?? 0;
  const before = useMemo(() => (target.mode === 'edit' ? valuesOf(target.row) : newGoods(defaultUnit)), [target, defaultUnit]);
  const draft = useFormDraft({ form, name: goodsId ? `goods-${goodsId}` : 'goods-new', initial: before, enabled: !params.loading });
  const attributeName = (field: string) => params.data?.attributes.find((a) => a.field === field)?.name ?? field;

  // The first values are the form's initial ones; later ones (the shop's default unit arriving) are
  // set on the form, which is connected by then (set before, antd warns of a form not yet mounted),
  // and only in the fields still holding what they started with: what the clerk typed meanwhile, or
  // a draft brought back, stays.
  const shown = useRef(before);
  useEffect(() => {
    const previous = shown.current;
    shown.current = before;
    if (before === previous) return;
    const unchanged = (Object.keys(before) as (keyof GoodsFormValues)[]).filter((name) => Object.is(form.getFieldValue(name), previous[name]));
    form.setFieldsValue(Object.fromEntries(unchanged.map((name) => [name, before[name]])) as Partial<GoodsFormValues>);
  }, [form, before]);

  async function close() {
    if (draft.dirty && !(await confirmDialog({ title: t('goodsList.form.confirmClose') }))) return;
    draft.discard();
    onClose();
  }

  async function save(values: GoodsFormValues) {
    setSaving(true);
    try {
      await api.call(SaveGoods, { data: dataOf(values, goodsId) });
      messageApi().success(t('goodsList.saved'));
      draft.saved();
      onSaved();
    } catch {
      /* the request layer showed why; the form keeps what was typed */
    } finally {
      setSaving(false);
    }
  }

  const label = {
    name: t('goodsList.form.name'),
    className: t('goodsList.form.class'),
    unit: t('goodsList.form.unit'),
    kind: t('goodsList.form.kind'),
  };
  return (
    <Drawer
      open
      title={t(goodsId ? 'goodsList.form.editTitle' : 'goodsList.form.newTitle')}
      size={isPhone ? '100%' : 600}
      onClose={() => void close()}
      maskClosable={false}
      destroyOnHidden
      className="goods-drawer"
      footer={
        <Space className="goods-drawer-footer">
          <Button onClick={() => void close()}>{t('goodsList.form.cancel')}</Button>
          <Button type="primary" loading={saving} onClick={() => form.submit()}>
            {t('goodsList.form.save')}
          </Button>
        </Space>
      }
    >
      <Form<GoodsFormValues> form={form} name="goods-form" layout="vertical" initialValues={before} onFinish={(values) => void save(values)} onValuesChange={draft.onValuesChange} disabled={saving}>
        {draft.ui}
        <div className="goods-drawer-pair">
          <TextItem field="goods_no" label={t('goodsList.form.no')} max={GOODS_LIMITS.goods_no} placeholder={t('goodsList.form.noPlaceholder')} />
          <TextItem field="goods_name" label={label.name} max={GOODS_LIMITS.goods_name} required />
        </div>
        <div className="goods-drawer-pair">
          <Form.Item name="class_id" label={label.className} required rules={[goodsFieldRule(intl, 'class_id', label.className)]}>
            <GoodsClassSelect classes={params.data?.classes ?? []} loading={params.loading} aria-label={label.className} placeholder={t('goodsList.form.choose')} />
          </Form.Item>
          {/* 0 is no unit yet (the shop's default not come, or none set): the placeholder, not a "0". */}
          <Form.Item name="unit_id" label={label.unit} required getValueProps={(unit: number) => ({ value: unit || undefined })} rules={[{ validator: (_r, unit: number) => (unit ? Promise.resolve() : Promise.reject(new Error(intl.formatMessage({ id: 'goods.rule.unitRequired' })))) }]}>
            <Select aria-label={label.unit} loading={params.loading} options={(params.data?.units ?? []).map((u) => ({ value: u.unit_id, label: u.unit_name }))} placeholder={t('goodsList.form.choose')} />
          </Form.Item>
        </div>
        <div className="goods-drawer-pair">
          <Form.Item name="kind" label={label.kind} required>
            <Select aria-label={label.kind} options={(params.data?.kinds ?? []).map((k) => ({ value: k.kind, label: k.name }))} />
          </Form.Item>
          <TextItem field="spec" label={t('goodsList.form.spec')} max={GOODS_LIMITS.spec} />
        </div>
        <div className="goods-drawer-pair">
          <TextItem field="list_price" label={t('goodsList.form.listPrice')} inputMode="decimal" placeholder="0.00" />
          <TextItem field="cost_price" label={t('goodsList.form.costPrice')} inputMode="decimal" placeholder="0.00" />
        </div>
        <div className="goods-drawer-pair">
          <TextItem field="barcode" label={t('goodsList.form.barcode')} max={GOODS_LIMITS.barcode} />
          <TextItem field="min_stock" label={t('goodsList.form.minStock')} inputMode="numeric" placeholder="0" />
        </div>
        <Collapse
          ghost
          size="small"
          items={[
            {
              key: 'attributes',
              label: t('goodsList.form.attributes'),
              forceRender: true,
              children: (
                <div className="goods-drawer-grid">
                  {ATTRIBUTE_FIELDS.map((field) => (
                    <TextItem key={field} field={field} label={field.endsWith('_mm') ? t('goodsList.form.mm', { name: attributeName(field) }) : attributeName(field)} max={field.endsWith('_mm') ? undefined : GOODS_LIMITS.attribute} inputMode={field.endsWith('_mm') ? 'decimal' : undefined} />
                  ))}
                </div>
              ),
            },
          ]}
        />
      </Form>
    </Drawer>
  );
}
