/** Field encryption (server/auth/fieldCrypto.ts) and the Node host's key (server/auth/nodeFieldKey.ts). */
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { decryptField, encryptField, fieldKeyFromBytes, parseFieldKey, TEST_FIELD_KEY } from './fieldCrypto';
import { fieldKeyOfDataDir, fieldKeyOfEnv, fieldKeyPlacementWarning } from './nodeFieldKey';

describe('field encryption', () => {
  it('stores v1:<iv>:<ciphertext>, a new IV each time, and decrypts only in its own place', async () => {
    const key = await TEST_FIELD_KEY();
    const a = await encryptField(key, '6222021234567891234', 'merchants:1:settle_account_no');
    const b = await encryptField(key, '6222021234567891234', 'merchants:1:settle_account_no');
    expect(a).toMatch(/^v1:[\w-]{16}:[\w-]+$/);
    expect(a).not.toBe(b);
    expect(a).not.toContain('6222');
    expect(await decryptField(key, a, 'merchants:1:settle_account_no')).toBe('6222021234567891234');
    await expect(decryptField(key, a, 'merchants:2:settle_account_no')).rejects.toThrow();
    const other = await fieldKeyFromBytes(new Uint8Array(32).fill(1))();
    await expect(decryptField(other, a, 'merchants:1:settle_account_no')).rejects.toThrow();
    // A changed byte is refused, not decrypted to something else.
    // (One bit of the first ciphertext byte, flipped in the bytes: changing a base64 letter can
    // land on padding bits that decode to the same bytes.)
    const [version, iv, sealed] = a.split(':');
    const bytes = Buffer.from(sealed, 'base64url');
    bytes[0] ^= 1;
    const tampered = `${version}:${iv}:${bytes.toString('base64url')}`;
    expect(tampered).not.toBe(a);
    await expect(decryptField(key, tampered, 'merchants:1:settle_account_no')).rejects.toThrow();
    expect(await encryptField(key, '', 'x')).toBe('');
    expect(await decryptField(key, '', 'x')).toBe('');
  });

  it('takes a key of exactly 32 bytes of base64 text', () => {
    expect(parseFieldKey(Buffer.alloc(32, 7).toString('base64'))).toHaveLength(32);
    expect(() => parseFieldKey(Buffer.alloc(16).toString('base64'))).toThrow('32 bytes');
    expect(() => parseFieldKey('not base64 at all!')).toThrow('base64');
    expect(fieldKeyOfEnv({})).toBeNull();
    expect(fieldKeyOfEnv({ FIELD_KEY: Buffer.alloc(32, 3).toString('base64') })).toEqual(new Uint8Array(32).fill(3));
    expect(() => fieldKeyOfEnv({ FIELD_KEY: 'short' })).toThrow(/^FIELD_KEY: /);
  });

  it('the Node host creates its key file once, private (0600), and every later read gets the same key', () => {
    const dir = mkdtempSync(join(tmpdir(), 'field-key-'));
    try {
      const first = fieldKeyOfDataDir(join(dir, 'data'));
      const file = join(dir, 'data', 'field.key');
      expect(statSync(file).mode & 0o777).toBe(0o600);
      expect(first).toHaveLength(32);
      expect(fieldKeyOfDataDir(join(dir, 'data'))).toEqual(first);
      expect(parseFieldKey(readFileSync(file, 'utf8'))).toEqual(first);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('FIELD_KEY_PATH keeps the key file outside the data folder', () => {
    const dir = mkdtempSync(join(tmpdir(), 'field-key-'));
    try {
      const env = { FIELD_KEY_PATH: join(dir, 'keys', 'erp.key') };
      const key = fieldKeyOfDataDir(join(dir, 'data'), env);
      expect(statSync(join(dir, 'keys', 'erp.key')).mode & 0o777).toBe(0o600);
      expect(() => statSync(join(dir, 'data', 'field.key'))).toThrow();
      expect(fieldKeyOfDataDir(join(dir, 'data'), env)).toEqual(key);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('a production server is warned when its key file sits in the data folder, and not otherwise', () => {
    const prod = { NODE_ENV: 'production' };
    expect(fieldKeyPlacementWarning('/srv/erp/data', prod)).toMatch(/field\.key is inside the data folder .*FIELD_KEY_PATH/);
    expect(fieldKeyPlacementWarning('/srv/erp/data', { ...prod, FIELD_KEY_PATH: '/srv/erp/data/sub/k.key' })).not.toBeNull();
    expect(fieldKeyPlacementWarning('/srv/erp/data', { ...prod, FIELD_KEY_PATH: '/etc/erp/field.key' })).toBeNull();
    expect(fieldKeyPlacementWarning('/srv/erp/data', { ...prod, FIELD_KEY: Buffer.alloc(32, 1).toString('base64') })).toBeNull();
    expect(fieldKeyPlacementWarning('/srv/erp/data', {})).toBeNull();
  });
});
