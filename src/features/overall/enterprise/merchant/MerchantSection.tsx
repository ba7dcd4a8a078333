/**
 * One card of the merchant form: its fields in a two-column grid (one column on a phone), then its
 * photos. Each field is drawn by its kind (text, choice, date, region, photo) with the shared rule
 * of src/common/merchant.ts, checked on blur ([MERCH-24]); photos and picks are checked as they change.
 */
import { Card, Form, Input, Select } from 'antd';
import type { Rule } from 'antd/es/form';
import type { ReactNode } from 'react';
import { uploadMerchantImage } from '../../../../api/merchant';
import { useT } from '../../../../app/useT';
import { AreaCascader } from '../../../../components/AreaCascader';
import { numberField } from '../../../../components/formRules';
import { LazyDayPicker } from '../../../../components/LazyDatePicker';
import { ImageUpload } from '../../../../components/upload/ImageUpload';
import {
  CHOICE_FIELDS,
  isChoiceField,
  isImageField,
  isRequired,
  MERCHANT_NUMBER_KINDS,
  MERCHANT_SECTIONS,
  PHONE_FIELDS,
  type MerchantField,
  type MerchantOptions,
  type MerchantSection as Section,
} from '../../../../common/merchant';
import { MERCHANT_IMAGE } from '../../../../common/uploads';

/** What every field of the form shares. */
export interface FieldKit {
  options: MerchantOptions | undefined;
  editable: boolean;
  merchantType: string;
  /** The field's name in the reader's language, as the rules' messages use it. */
  label: (field: MerchantField | 'region') => string;
  /** The shared rule of a field, on the whole form. */
  rule: (field: MerchantField) => Rule;
}

/** 'contact mobile' → 'Contact mobile': labels start a line; messages use them mid-sentence. */
export const heading = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

const LEGAL = MERCHANT_SECTIONS.legal as readonly MerchantField[];

function choicesOf(field: keyof typeof CHOICE_FIELDS, options: MerchantOptions | undefined): { value: string; label: string }[] {
  if (!options) return [];
  const catalogue = CHOICE_FIELDS[field];
  if (catalogue === 'industry') return options.industry;
  return Object.entries(options[catalogue]).map(([value, label]) => ({ value, label }));
}

/** What Form.Item hands its control: the value, its change and blur, the id its label points at. */
interface ControlProps {
  id?: string;
  value?: string;
  onChange?: (value: unknown) => void;
  onBlur?: () => void;
}

function FieldInput({ field, kit, placeholder, ...control }: ControlProps & { field: MerchantField; kit: FieldKit; placeholder: string }) {
  // '' is no choice yet: the placeholder shows.
  if (isChoiceField(field)) return <Select {...control} value={control.value || undefined} options={choicesOf(field, kit.options)} loading={!kit.options} placeholder={placeholder} allowClear />;
  if (field === 'business_license_expired') return <LazyDayPicker {...control} placeholder={placeholder} disabled={!kit.editable} />;
  const phone = PHONE_FIELDS.includes(field);
  // No maxLength: it would cut a paste before it is normalized; the field's rule names the limit.
  return <Input {...control} placeholder={placeholder} inputMode={phone ? 'tel' : field === 'email' ? 'email' : undefined} autoComplete="off" />;
}

function FieldItem({ field, kit }: { field: MerchantField; kit: FieldKit }) {
  const t = useT();
  const name = kit.label(field);
  const common = {
    label: heading(name),
    required: isRequired(field, kit.merchantType),
    rules: [kit.rule(field)],
    // The legal person's rules follow the merchant type ([MERCH-19], [MERCH-20]).
    dependencies: LEGAL.includes(field) ? ['merchant_type'] : undefined,
  };
  if (isImageField(field)) {
    return (
      <Form.Item {...common} name={field} validateTrigger="onChange">
        <ImageUpload profile={MERCHANT_IMAGE} upload={uploadMerchantImage} maxCount={1} disabled={!kit.editable} label={heading(name)} />
      </Form.Item>
    );
  }
  const picked = isChoiceField(field) || field === 'business_license_expired';
  const kind = MERCHANT_NUMBER_KINDS[field];
  const placeholder = t(picked ? 'merchant.placeholder.select' : 'merchant.placeholder.input', { field: name });
  return (
    <Form.Item {...common} name={field} validateTrigger={picked ? ['onChange', 'onBlur'] : 'onBlur'} normalize={kind && numberField(kind)}>
      <FieldInput field={field} kit={kit} placeholder={placeholder} />
    </Form.Item>
  );
}

function RegionItem({ kit }: { kit: FieldKit }) {
  const t = useT();
  return (
    <Form.Item name="region" label={heading(kit.label('region'))} required rules={[kit.rule('province')]} validateTrigger={['onChange', 'onBlur']}>
      <AreaCascader source="merchant" placeholder={t('merchant.placeholder.select', { field: kit.label('region') })} />
    </Form.Item>
  );
}

export function MerchantSection({ section, kit, hint }: { section: Section; kit: FieldKit; hint?: ReactNode }) {
  const t = useT();
  const fields = MERCHANT_SECTIONS[section] as readonly MerchantField[];
  const inputs = fields.filter((f) => !isImageField(f) && f !== 'city' && f !== 'area');
  const photos = fields.filter(isImageField);
  return (
    <Card title={t(`merchant.section.${section}`)} className="merchant-card">
      {hint && <p className="merchant-hint">{hint}</p>}
      {inputs.length > 0 && (
        <div className="merchant-grid">
          {inputs.map((f) => (f === 'province' ? <RegionItem key={f} kit={kit} /> : <FieldItem key={f} field={f} kit={kit} />))}
        </div>
      )}
      {photos.length > 0 && (
        <div className="merchant-photos">
          {photos.map((f) => (
            <FieldItem key={f} field={f} kit={kit} />
          ))}
        </div>
      )}
    </Card>
  );
}
