/**
 * Jobs the server runs by itself: once at start, then once a day. Every host that keeps data
 * between starts (the Node server, the browser demo) starts them; tests call the jobs directly with
 * their clock. A failing run is logged and tried again the next day.
 */
import type { Db, SqlDialect } from './db/schema';
import type { Clock, Logger } from './deps';
import { runFileSweep } from './fileSweep';
import { runLogRetention } from './logs/retention';
import { runSeatJob } from './staff/seats';
import { DAY_MS } from '../src/common/time';


/** Starts the jobs; `afterRun` is told after each run that changed something (the browser demo saves then). Returns a stop. */
export function startDailyJobs(db: Db, dialect: SqlDialect, clock: Clock, logger: Logger, afterRun?: () => void): () => void {
  const run = async () => {
    try {
      const seats = await runSeatJob(db, dialect, clock.now());
      if (seats.renewed || seats.unpaid || seats.expired) {
        logger.info('seat job', { ...seats });
        afterRun?.();
      }
    } catch (e) {
      logger.error('seat job failed', { error: e instanceof Error ? e.message : String(e) });
    }
    try {
      const logs = await runLogRetention(db, clock.now());
      if (logs.deleted) {
        logger.info('log retention', { ...logs });
        afterRun?.();
      }
    } catch (e) {
      logger.error('log retention failed', { error: e instanceof Error ? e.message : String(e) });
    }
    try {
      const files = await runFileSweep(db, clock.now(), dialect);
      if (files.deleted) {
        logger.info('file sweep', { ...files });
        afterRun?.();
      }
    } catch (e) {
      logger.error('file sweep failed', { error: e instanceof Error ? e.message : String(e) });
    }
  };
  void run();
  const timer = setInterval(() => void run(), DAY_MS);
  // Never keeps a process alive on its own.
  (timer as { unref?: () => void }).unref?.();
  return () => clearInterval(timer);
}
