import { DEFAULT_PASSWORD_ITERATIONS } from '../auth/crypto';
import { migrateToLatest } from './migrations';
import type { Db, SqlDialect } from './schema';
import { seedDemo, type FeatureSeed } from './seed';
import { FEATURE_SEEDS } from './seeds';

/** What every host does at start-up: migrate, then seed the demo data into an empty database. */
export async function prepareDatabase(db: Db, dialect: SqlDialect, options: { seed?: boolean; passwordIterations?: number; now?: number; features?: readonly FeatureSeed[] } = {}): Promise<void> {
  await migrateToLatest(db, dialect);
  if (options.seed !== false) {
    await seedDemo(db, { passwordIterations: options.passwordIterations ?? DEFAULT_PASSWORD_ITERATIONS, now: options.now ?? Date.now(), features: options.features ?? FEATURE_SEEDS });
  }
}
