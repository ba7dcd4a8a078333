/**
 * The JSON text of API replies. A reply part that many replies share unchanged (a session's
 * auth_info, its shop's details) may be marked once with `fixedJson`: its text is kept beside it and
 * reused instead of serialising the same hundred keys on every request. Only the reply's top-level
 * values are looked up, so marking costs other replies nothing.
 */
const texts = new WeakMap<object, string>();

/** Freezes `value` (deeply) and keeps its JSON text for every reply that includes it. */
export function fixedJson<T extends object>(value: T): Readonly<T> {
  texts.set(deepFreeze(value), JSON.stringify(value));
  return value;
}

function deepFreeze<T extends object>(value: T): T {
  for (const inner of Object.values(value)) if (typeof inner === 'object' && inner !== null) deepFreeze(inner as object);
  return Object.freeze(value);
}

/** `JSON.stringify(body)`, with the marked parts' kept text. */
export function replyJson(body: Record<string, unknown>): string {
  let json = '';
  for (const key of Object.keys(body)) {
    const value = body[key];
    const text = (typeof value === 'object' && value !== null && texts.get(value)) || JSON.stringify(value);
    // As JSON.stringify does: undefined, functions and symbols leave their key out.
    if (text === undefined) continue;
    json += `${json ? ',' : '{'}${JSON.stringify(key)}:${text}`;
  }
  return json ? `${json}}` : '{}';
}
