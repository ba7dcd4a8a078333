/**
 * The staff log's texts as catalogue messages: a row keeps the message ids and values of what it
 * says (JSON, beside the zh-CN rendering in its spec columns), so the log page can show it in the
 * reader's language. Values are the shop's data as typed (names, addresses, role names...), numbers,
 * nested messages (product words such as 男 or 我的团队, rendered in the same language), catalogue
 * rights (by code), and lists of these, joined with the language's separator.
 */
import { rightName } from '../../src/common/rights';
import { formatText, valueText, type Locale, type TextValue } from '../../src/common/messages/format';
import { serverZhCN, type ServerMessageId } from '../../src/common/messages/zh-CN';

/** A catalogue message with its values, as stored. */
export interface AuditText {
  readonly id: ServerMessageId;
  readonly values?: Readonly<Record<string, AuditValue>>;
}

/** A right of the catalogue, shown by its name in the reader's language. */
export interface AuditRight {
  readonly right: string;
}

export type AuditValue = string | number | AuditText | AuditRight | readonly AuditValue[];

/** The `{name}` placeholders of a message text. */
type Placeholders<S extends string> = S extends `${string}{${infer Name}}${infer Rest}` ? Name | Placeholders<Rest> : never;

/** The values a message needs: exactly its placeholders (checked when the audit is written). */
export type AuditValuesOf<I extends ServerMessageId> = Readonly<Record<Placeholders<(typeof serverZhCN)[I]>, AuditValue>>;

/**
 * The values argument of a message: exactly its placeholders when the id is known at compile time
 * (so a stored row never lacks one), anything when the id is only known to be some message.
 */
type ValuesArg<I extends ServerMessageId> = ServerMessageId extends I
  ? [values?: Readonly<Record<string, AuditValue>>]
  : [Placeholders<(typeof serverZhCN)[I]>] extends [never]
    ? []
    : [values: AuditValuesOf<I>];

/** A message with its values, to be stored. */
export function auditText<I extends ServerMessageId>(id: I, ...[values]: ValuesArg<I>): AuditText {
  return values ? { id, values } : { id };
}

const isList = (value: AuditValue): value is readonly AuditValue[] => Array.isArray(value);

function textValue(value: AuditValue): TextValue {
  if (isList(value)) return value.map(textValue);
  if (typeof value !== 'object') return value;
  if ('right' in value) return (locale) => rightName(value.right, locale);
  return (locale) => renderAudit(value, locale);
}

/** An audit text in `locale`: nested messages in the same language, lists joined with its separator. */
export function renderAudit(text: AuditText, locale: Locale): string {
  const values: Record<string, TextValue> = {};
  for (const [name, value] of Object.entries(text.values ?? {})) values[name] = textValue(value);
  return formatText(text.id, values, locale);
}

/** A value (a change's before or after) in `locale`. */
export const renderAuditValue = (value: AuditValue, locale: Locale): string => valueText(textValue(value), locale);

export const isMessageId = (id: unknown): id is ServerMessageId => typeof id === 'string' && Object.prototype.hasOwnProperty.call(serverZhCN, id);

/**
 * Whether stored JSON is an audit value this version can render: a message id that a later
 * version dropped from the catalogue makes the row show as stored rather than fail.
 */
export function isAuditValue(value: unknown): value is AuditValue {
  if (typeof value === 'string' || typeof value === 'number') return true;
  if (Array.isArray(value)) return value.every(isAuditValue);
  if (typeof value !== 'object' || value === null) return false;
  if ('right' in value) return typeof value.right === 'string';
  return isAuditText(value);
}

export function isAuditText(value: unknown): value is AuditText {
  if (typeof value !== 'object' || value === null || !('id' in value) || !isMessageId(value.id)) return false;
  if (!('values' in value) || value.values === undefined) return true;
  const values = value.values;
  return typeof values === 'object' && values !== null && !Array.isArray(values) && Object.values(values).every(isAuditValue);
}
