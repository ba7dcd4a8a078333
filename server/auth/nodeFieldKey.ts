/**
 * The Node host's field-encryption key (server/auth/fieldCrypto.ts): FIELD_KEY (base64 of 32 bytes)
 * when set, else the file `field.key` in the data folder (DATA_DIR, default ./data), created there
 * with mode 0600 on first use.
 *
 * Every process of one server must hold the same key: the step that prepares the database creates
 * the file before any worker serves, and each worker reads it. Creation is atomic (a private file
 * written aside, then linked into place, which fails if another process got there first), so two
 * processes starting at once still end up with one key.
 *
 * Several machines on one PostgreSQL do not share a data folder: give them all the same FIELD_KEY.
 * Losing the key loses the encrypted fields; back it up with the database.
 */
import { randomBytes } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { FIELD_KEY_BYTES, parseFieldKey } from './fieldCrypto';

export const FIELD_KEY_FILE = 'field.key';

/** The key bytes of FIELD_KEY, or null when it is unset; throws when it is set but malformed. */
export function fieldKeyOfEnv(env: NodeJS.ProcessEnv = process.env): Uint8Array | null {
  const text = env.FIELD_KEY;
  if (text === undefined || text === '') return null;
  try {
    return parseFieldKey(text);
  } catch (e) {
    throw new Error(`FIELD_KEY: ${e instanceof Error ? e.message : String(e)}`, { cause: e });
  }
}

/** Creates `dataDir/field.key` with a new random key unless it exists, then answers the key it holds. */
export function fieldKeyOfDataDir(dataDir: string): Uint8Array {
  const file = join(dataDir, FIELD_KEY_FILE);
  mkdirSync(dataDir, { recursive: true });
  try {
    return parseFieldKey(readFileSync(file, 'utf8'));
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'ENOENT') throw new Error(`${file}: ${e instanceof Error ? e.message : String(e)}`, { cause: e });
  }
  const aside = join(dataDir, `.${FIELD_KEY_FILE}.${process.pid}.${randomBytes(6).toString('hex')}`);
  writeFileSync(aside, `${randomBytes(FIELD_KEY_BYTES).toString('base64')}\n`, { mode: 0o600, flag: 'wx' });
  try {
    linkSync(aside, file);
  } catch (e) {
    // Another process created it first: its key is the one.
    if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
  } finally {
    unlinkSync(aside);
  }
  return parseFieldKey(readFileSync(file, 'utf8'));
}
