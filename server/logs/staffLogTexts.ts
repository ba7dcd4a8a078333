/**
 * What a staff-log row says, written once and read in any language. The spec's columns
 * (menu_ch_name, function_ch_name, oper_content, changes) keep the zh-CN text, as the spec and the
 * older rows have it; `texts` keeps the same as messages (server/logs/auditText.ts), from which the
 * log page and its export render the row in the reader's language. Rows written before `texts`
 * existed show as stored.
 */
import type { FieldChange } from '../../src/common/logs';
import { DEFAULT_LOCALE, formatText, type Locale } from '../../src/common/messages/format';
import type { ServerMessageId } from '../../src/common/messages/zh-CN';
import { isAuditText, isAuditValue, isMessageId, renderAudit, renderAuditValue, type AuditText, type AuditValue } from './auditText';

/**
 * One changed field of an audited edit: the field's label as a message; before and after as the
 * shop's data (masked where personal) or, for product words (男/女, 开通, 我的团队), as messages.
 */
export interface AuditChange {
  readonly field: ServerMessageId;
  readonly before: AuditValue;
  readonly after: AuditValue;
}

/** The `texts` of a staff-log row: its menu, function and content, and the fields an edit changed. */
export interface StaffLogTexts {
  readonly menu: ServerMessageId;
  readonly fn: ServerMessageId;
  readonly content: AuditText;
  readonly changes?: readonly AuditChange[];
}

/** The language of the spec's columns. */
const STORED_LOCALE: Locale = DEFAULT_LOCALE;

/** A row's texts as the log list and its export show them. */
export interface ShownStaffLogTexts {
  menu_ch_name: string;
  function_ch_name: string;
  oper_content: string;
  changes: FieldChange[];
}

/** A row's messages in `locale`. */
export function renderStaffLog(texts: StaffLogTexts, locale: Locale): ShownStaffLogTexts {
  return {
    menu_ch_name: formatText(texts.menu, {}, locale),
    function_ch_name: formatText(texts.fn, {}, locale),
    oper_content: renderAudit(texts.content, locale),
    changes: (texts.changes ?? []).map((c) => ({ field: formatText(c.field, {}, locale), before: renderAuditValue(c.before, locale), after: renderAuditValue(c.after, locale) })),
  };
}

/** The columns of a new staff-log row that says `texts`. */
export function staffLogColumns(texts: StaffLogTexts): Omit<ShownStaffLogTexts, 'changes'> & { changes: string; texts: string } {
  const zh = renderStaffLog(texts, STORED_LOCALE);
  const stored: StaffLogTexts = texts.changes?.length ? texts : { menu: texts.menu, fn: texts.fn, content: texts.content };
  return { ...zh, changes: zh.changes.length ? JSON.stringify(zh.changes) : '', texts: JSON.stringify(stored) };
}

function changesOf(json: string): FieldChange[] {
  if (!json) return [];
  try {
    const parsed: unknown = JSON.parse(json);
    return Array.isArray(parsed) ? (parsed as FieldChange[]) : [];
  } catch {
    return [];
  }
}

const isChange = (value: unknown): value is AuditChange =>
  typeof value === 'object' && value !== null && 'field' in value && isMessageId(value.field) && 'before' in value && isAuditValue(value.before) && 'after' in value && isAuditValue(value.after);

/** The stored messages of a row, or null when it has none (an older row) or none this version can render. */
export function storedTexts(json: string): StaffLogTexts | null {
  if (!json) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null) return null;
  const t = parsed as Record<string, unknown>;
  const changesOk = t.changes === undefined || (Array.isArray(t.changes) && t.changes.every(isChange));
  return isMessageId(t.menu) && isMessageId(t.fn) && isAuditText(t.content) && changesOk ? (parsed as StaffLogTexts) : null;
}

/**
 * A stored row's texts in `locale`. zh-CN shows the stored columns themselves: they are what was
 * recorded, word for word, whatever the catalogue says today.
 */
export function staffLogTextsIn(
  row: { menu_ch_name: string; function_ch_name: string; oper_content: string; changes: string; texts: string },
  locale: Locale,
): ShownStaffLogTexts {
  const texts = locale === STORED_LOCALE ? null : storedTexts(row.texts);
  if (texts) return renderStaffLog(texts, locale);
  return { menu_ch_name: row.menu_ch_name, function_ch_name: row.function_ch_name, oper_content: row.oper_content, changes: changesOf(row.changes) };
}
