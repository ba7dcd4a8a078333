/**
 * Where the drafts of long forms are kept (useFormDraft.tsx): one entry per shop, user and form, so
 * that on a shared shop PC nobody is offered another person's typing, nor one shop's in another.
 *
 * Personal and bank numbers (ID numbers, bank accounts, phones) never go to localStorage, which
 * keeps them on the disk of a shared PC for good: they are kept in sessionStorage, which the browser
 * drops with the tab. Going to another page and back, or reloading, keeps them; closing the tab
 * does not. Passwords and one-time codes are never kept at all.
 */

/** A stored draft: the values typed and when. */
export interface StoredDraft {
  savedAt: number;
  values: Record<string, unknown>;
}

/** A draft older than this is dropped unread: stale typing is more likely wrong than useful. */
export const DRAFT_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

const PREFIX = 'erp.formDraft';

export const draftKey = (shopId: number, userId: number, form: string): string => `${PREFIX}.${shopId}.${userId}.${form}`;

/** localStorage or sessionStorage, or null where the browser refuses them (private modes, quotas). */
function storage(kind: 'local' | 'session'): Storage | null {
  try {
    return kind === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
}

function readPart(kind: 'local' | 'session', key: string, now: number): StoredDraft | null {
  try {
    const parsed: unknown = JSON.parse(storage(kind)?.getItem(key) ?? 'null');
    if (!parsed || typeof parsed !== 'object') return null;
    const { savedAt, values } = parsed as Partial<StoredDraft>;
    if (typeof savedAt !== 'number' || !values || typeof values !== 'object') return null;
    return now - savedAt > DRAFT_MAX_AGE_MS ? null : { savedAt, values };
  } catch {
    return null;
  }
}

function writePart(kind: 'local' | 'session', key: string, draft: StoredDraft | null): void {
  try {
    const store = storage(kind);
    if (!draft || Object.keys(draft.values).length === 0) store?.removeItem(key);
    else store?.setItem(key, JSON.stringify(draft));
  } catch {
    // Storage full or refused: the leave guard still asks before anything is lost.
  }
}

/** The draft of `key`: its ordinary fields and, from this tab, its personal ones. */
export function readDraft(key: string, now = Date.now()): StoredDraft | null {
  const local = readPart('local', key, now);
  const session = readPart('session', key, now);
  if (!local && !session) return null;
  return { savedAt: Math.max(local?.savedAt ?? 0, session?.savedAt ?? 0), values: { ...local?.values, ...session?.values } };
}

/**
 * Keeps `values` as the draft of `key`: the `personal` fields in sessionStorage, the others in
 * localStorage; the `never` fields nowhere.
 */
export function writeDraft(key: string, values: Record<string, unknown>, fields: { personal: readonly string[]; never: readonly string[] }, now = Date.now()): void {
  const local: Record<string, unknown> = {};
  const session: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(values)) {
    if (fields.never.includes(name)) continue;
    (fields.personal.includes(name) ? session : local)[name] = value;
  }
  writePart('local', key, { savedAt: now, values: local });
  writePart('session', key, { savedAt: now, values: session });
}

export function removeDraft(key: string): void {
  writePart('local', key, null);
  writePart('session', key, null);
}

/** Empty values ('', null, [], absent) are the same: clearing a field is not a change. */
function isEmpty(value: unknown): boolean {
  return value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);
}

/** The values as text that is equal exactly when they are (key order and empty values aside). */
export function canonicalValues(values: object): string {
  const entries = Object.entries(values)
    .filter(([, v]) => !isEmpty(v))
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return JSON.stringify(entries);
}
