/**
 * The names of billable item types and sources in the page's language. The billing system stores
 * them as Chinese text (`item_type_name`, `item_source_name`, SPEC.md section 3), sources with their
 * quantities ('云拆单服务费（312 单）'). Each known name is a zh-CN catalogue entry whose
 * placeholders stand for the quantities: a stored name matching one is shown as that entry in the
 * page's language, quantities carried over. A name matching none is shown as stored.
 */
import type { IntlShape } from 'react-intl';
import { zhCN, type MessageId } from '../../../locales/zh-CN';

const ITEM_TYPES: readonly MessageId[] = ['invoice.itemType.cloudSplit', 'invoice.itemType.package', 'invoice.itemType.addOn'];
const ITEM_SOURCES: readonly MessageId[] = [
  'invoice.itemSource.cloudSplit',
  'invoice.itemSource.standardPackage',
  'invoice.itemSource.basicPackage',
  'invoice.itemSource.sms',
  'invoice.itemSource.panoramaRender',
];

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The values of `template`'s `{name}` placeholders when `value` is the template filled in, else null. */
export function matchTemplate(template: string, value: string): Record<string, string | number> | null {
  const names: string[] = [];
  const pattern = template
    .split(/\{(\w+)\}/)
    .map((part, i) => {
      if (i % 2 === 0) return escapeRegExp(part);
      names.push(part);
      return '(.+?)';
    })
    .join('');
  const match = new RegExp(`^${pattern}$`).exec(value);
  if (!match) return null;
  // Quantities as numbers, so that the English chooses its plural.
  return Object.fromEntries(names.map((name, i) => [name, /^\d+$/.test(match[i + 1]) ? Number(match[i + 1]) : match[i + 1]]));
}

function nameIn(intl: IntlShape, stored: string, ids: readonly MessageId[]): string {
  for (const id of ids) {
    const values = matchTemplate(zhCN[id], stored);
    if (values) return intl.formatMessage({ id }, values);
  }
  return stored;
}

export const itemTypeName = (intl: IntlShape, stored: string): string => nameIn(intl, stored, ITEM_TYPES);
export const itemSourceName = (intl: IntlShape, stored: string): string => nameIn(intl, stored, ITEM_SOURCES);
