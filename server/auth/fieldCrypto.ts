/**
 * Personal and bank data encrypted at rest (DESIGN.md "Personal and bank data"): AES-GCM with a
 * 256-bit key, through WebCrypto, so the same code runs in Node, jest (jsdom) and the browser host.
 *
 * A stored value is versioned text, `v1:<iv>:<ciphertext>` (base64url; a random 12-byte IV per
 * value, the 16-byte tag inside the ciphertext). The cipher is bound to where it lives (its table,
 * shop and column, as AES-GCM's additional data): a value copied into another shop's row, or into
 * another column, does not decrypt. An empty value is stored empty.
 *
 * The key comes from the host (AppDeps.fieldKey): the Node host from FIELD_KEY or the data folder
 * (server/auth/nodeFieldKey.ts), the tests a fixed key, the browser host a key kept in IndexedDB.
 */
import { fromBase64, randomBytes, toBase64Url } from './crypto';

export const FIELD_KEY_BYTES = 32;
const VERSION = 'v1';
const IV_BYTES = 12;

/** Answers the key the fields are encrypted with (imported once by the host). */
export type FieldKeyProvider = () => Promise<CryptoKey>;

const encoder = new TextEncoder();
const decoder = new TextDecoder();

function subtle(): SubtleCrypto {
  const s = globalThis.crypto?.subtle;
  if (!s) throw new Error('WebCrypto is not available in this host');
  return s;
}

/** The key bytes of base64 text (FIELD_KEY, the key file); throws unless they are exactly 32 bytes. */
export function parseFieldKey(text: string): Uint8Array<ArrayBuffer> {
  let bytes: Uint8Array<ArrayBuffer>;
  try {
    bytes = fromBase64(text);
  } catch {
    throw new Error('the field key is not base64 text');
  }
  if (bytes.byteLength !== FIELD_KEY_BYTES) throw new Error(`the field key must be ${FIELD_KEY_BYTES} bytes (base64 of 32 random bytes), not ${bytes.byteLength}`);
  return bytes;
}

/** A provider over raw key bytes: imported once, as a key that cannot be read back. */
export function fieldKeyFromBytes(raw: Uint8Array): FieldKeyProvider {
  if (raw.byteLength !== FIELD_KEY_BYTES) throw new Error(`the field key must be ${FIELD_KEY_BYTES} bytes`);
  const bytes = new Uint8Array(raw);
  let key: Promise<CryptoKey> | null = null;
  return () => (key ??= subtle().importKey('raw', bytes, 'AES-GCM', false, ['encrypt', 'decrypt']));
}

/**
 * The key of every test host (jest's API and component tests), fixed so a test may decrypt what it
 * finds in the database. No real host uses it: the Node host's key is FIELD_KEY or its own file.
 */
export const TEST_FIELD_KEY: FieldKeyProvider = fieldKeyFromBytes(new Uint8Array(FIELD_KEY_BYTES).map((_, i) => (i * 37 + 11) & 0xff));

/** A new random key that cannot be read back (the browser host keeps it in IndexedDB). */
export const generateFieldKey = (): Promise<CryptoKey> => subtle().generateKey({ name: 'AES-GCM', length: 256 }, false, ['encrypt', 'decrypt']);

/** Where a value lives, e.g. `merchants:12:settle_account_no`: it decrypts only there. */
export type FieldPlace = string;

export async function encryptField(key: CryptoKey, plain: string, place: FieldPlace): Promise<string> {
  if (plain === '') return '';
  const iv = randomBytes(IV_BYTES) as Uint8Array<ArrayBuffer>;
  const sealed = await subtle().encrypt({ name: 'AES-GCM', iv, additionalData: encoder.encode(place) }, key, encoder.encode(plain));
  return `${VERSION}:${toBase64Url(iv)}:${toBase64Url(new Uint8Array(sealed))}`;
}

/** The plain text of a stored value; throws when it is not ours (another key, place or a changed byte). */
export async function decryptField(key: CryptoKey, stored: string, place: FieldPlace): Promise<string> {
  if (stored === '') return '';
  const [version, iv, sealed, ...rest] = stored.split(':');
  if (version !== VERSION || !iv || !sealed || rest.length) throw new Error('not an encrypted field value');
  const plain = await subtle().decrypt({ name: 'AES-GCM', iv: fromBase64(iv), additionalData: encoder.encode(place) }, key, fromBase64(sealed));
  return decoder.decode(plain);
}
