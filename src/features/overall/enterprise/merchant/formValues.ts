/**
 * The merchant form's values and the application they stand for: images are upload lists (one
 * path each), the province, city and area one three-level pick.
 */
import { MERCHANT_FIELDS, isImageField, trimmedForm, type MerchantField, type MerchantForm, type MerchantImageField } from '../../../../common/merchant';

type RegionField = 'province' | 'city' | 'area';
export type MerchantTextField = Exclude<MerchantField, MerchantImageField | RegionField>;

export type MerchantFormValues = Record<MerchantTextField, string> & Record<MerchantImageField, string[]> & { region: string[] };

/** The form's starting values: the stored application, or an empty form before the first submit. */
export function toValues(application: MerchantForm | null): MerchantFormValues {
  const app = trimmedForm(application ?? {});
  const values: Record<string, string | string[]> = { region: app.province ? [app.province, app.city, app.area] : [] };
  for (const field of MERCHANT_FIELDS) {
    if (field === 'province' || field === 'city' || field === 'area') continue;
    values[field] = isImageField(field) ? (app[field] ? [app[field]] : []) : app[field];
  }
  return values as MerchantFormValues;
}

/** The application the values stand for, every field trimmed ([MERCH-28]). */
export function fromValues(values: Partial<MerchantFormValues>): MerchantForm {
  const [province = '', city = '', area = ''] = values.region ?? [];
  const raw: Partial<Record<MerchantField, string>> = { province, city, area };
  for (const field of MERCHANT_FIELDS) {
    if (field === 'province' || field === 'city' || field === 'area') continue;
    const value = (values as Record<string, unknown>)[field];
    raw[field] = Array.isArray(value) ? String(value[0] ?? '') : typeof value === 'string' ? value : '';
  }
  return trimmedForm(raw);
}
