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
 * Losing the key loses the encrypted fields; back it up, but not in the same place as the database:
 * FIELD_KEY_PATH names a key file outside the data folder, and a production server whose key sits
 * inside it says so at start (fieldKeyPlacementWarning).
 */
import { randomBytes } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve, isAbsolute } from 'node:path';
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

/** The key file the Node host uses when FIELD_KEY is unset: FIELD_KEY_PATH, else `field.key` in the data folder. */
export function fieldKeyFilePath(dataDir: string, env: NodeJS.ProcessEnv = process.env): string {
  return env.FIELD_KEY_PATH ? resolve(env.FIELD_KEY_PATH) : join(dataDir, FIELD_KEY_FILE);
}

/**
 * Why a production server should move its key, or null: with the key file in the data folder, one
 * copy of that folder (a backup, a stolen disk) holds the encrypted numbers and the key to them.
 */
export function fieldKeyPlacementWarning(dataDir: string, env: NodeJS.ProcessEnv = process.env): string | null {
  if (env.NODE_ENV !== 'production' || (env.FIELD_KEY ?? '') !== '' || env.DATABASE_URL?.startsWith('postgres')) return null;
  const inside = relative(resolve(dataDir), dirname(fieldKeyFilePath(dataDir, env)));
  if (inside.startsWith('..') || isAbsolute(inside)) return null;
  return `the field-encryption key ${fieldKeyFilePath(dataDir, env)} is inside the data folder ${resolve(dataDir)}: a copy of the folder holds the data and its key. Set FIELD_KEY, or FIELD_KEY_PATH to a file elsewhere (see README, FIELD_KEY).`;
}

/** Creates `dataDir/field.key` (or FIELD_KEY_PATH) with a new random key unless it exists, then answers the key it holds. */
export function fieldKeyOfDataDir(dataDir: string, env: NodeJS.ProcessEnv = process.env): Uint8Array {
  const file = fieldKeyFilePath(dataDir, env);
  mkdirSync(dirname(file), { recursive: true });
  try {
    return parseFieldKey(readFileSync(file, 'utf8'));
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'ENOENT') throw new Error(`${file}: ${e instanceof Error ? e.message : String(e)}`, { cause: e });
  }
  const aside = join(dirname(file), `.${FIELD_KEY_FILE}.${process.pid}.${randomBytes(6).toString('hex')}`);
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
