/**
 * Password hashing and tokens on WebCrypto (and @noble/hashes for plain SHA-256), so the same code
 * runs in Node, jest and the browser. PBKDF2-SHA256, per-user random salt, no length truncation of
 * the password.
 */
import { sha256 } from '@noble/hashes/sha2';

export const DEFAULT_PASSWORD_ITERATIONS = 600_000;
/**
 * The work factor of every test host (jest, the API tests): hashing at the production factor would
 * make each login of a test slow. The Node host never uses it.
 */
export const TEST_PASSWORD_ITERATIONS = 1000;

const encoder = new TextEncoder();

function subtle(): SubtleCrypto {
  const s = globalThis.crypto?.subtle;
  if (!s) throw new Error('WebCrypto is not available in this host');
  return s;
}

export function toHex(bytes: ArrayBuffer | Uint8Array): string {
  const view = bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes);
  let out = '';
  for (const b of view) out += b.toString(16).padStart(2, '0');
  return out;
}

export function randomBytes(length: number): Uint8Array {
  const bytes = new Uint8Array(length);
  globalThis.crypto.getRandomValues(bytes);
  return bytes;
}

export function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** The bytes of base64 or base64url text (padding optional); throws on anything else. */
export function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  const plain = text.trim().replace(/-/g, '+').replace(/_/g, '/');
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(plain)) throw new Error('not base64 text');
  const binary = atob(plain.padEnd(Math.ceil(plain.length / 4) * 4, '='));
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/**
 * SHA-256 in JavaScript rather than WebCrypto's digest: every request hashes its session token, and
 * a digest on Node is a round trip through the thread pool that costs more than hashing 43 bytes.
 */
export async function sha256Hex(text: string): Promise<string> {
  return toHex(sha256(encoder.encode(text)));
}

export interface PasswordHash {
  hash: string;
  salt: string;
  iterations: number;
}

export async function hashPassword(password: string, iterations: number, saltHex = toHex(randomBytes(16))): Promise<PasswordHash> {
  const key = await subtle().importKey('raw', encoder.encode(password), 'PBKDF2', false, ['deriveBits']);
  const salt = new Uint8Array(saltHex.match(/../g)!.map((h) => parseInt(h, 16)));
  const bits = await subtle().deriveBits({ name: 'PBKDF2', hash: 'SHA-256', salt, iterations }, key, 256);
  return { hash: toHex(bits), salt: saltHex, iterations };
}

/** Compares in time independent of where the strings differ. */
export function constantTimeEqual(a: string, b: string): boolean {
  let diff = a.length ^ b.length;
  const n = Math.max(a.length, b.length);
  for (let i = 0; i < n; i++) diff |= (a.charCodeAt(i) || 0) ^ (b.charCodeAt(i) || 0);
  return diff === 0;
}

export async function verifyPassword(password: string, stored: PasswordHash): Promise<boolean> {
  const again = await hashPassword(password, stored.iterations, stored.salt);
  return constantTimeEqual(again.hash, stored.hash);
}

/** A 256-bit random session token (base64url) and the hash that is stored. */
export async function newSessionToken(): Promise<{ token: string; tokenHash: string }> {
  const token = toBase64Url(randomBytes(32));
  return { token, tokenHash: await sha256Hex(token) };
}
