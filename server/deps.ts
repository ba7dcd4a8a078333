/** What the backend needs from its host. Nothing here is Node-only, so every host can provide it. */
import type { Context } from 'hono';
import type { Db, SqlDialect } from './db/schema';

export interface Clock {
  now(): number;
}

export interface Logger {
  info(message: string, extra?: Record<string, unknown>): void;
  warn(message: string, extra?: Record<string, unknown>): void;
  error(message: string, extra?: Record<string, unknown>): void;
}

/** Delivers operator alerts (client error reports) to the team's chat-bot webhook. */
export interface Notifier {
  send(text: string): Promise<void>;
}

export interface AppDeps {
  db: Db;
  dialect: SqlDialect;
  clock?: Clock;
  logger?: Logger;
  notifier?: Notifier;
  /** PBKDF2 iterations for new hashes; tests may lower it, the Node host never does. */
  passwordIterations?: number;
  /** Idle and absolute session lifetimes in ms. */
  sessionIdleMs?: number;
  sessionMaxMs?: number;
  /** The peer address as the host sees it. */
  clientIp?: (c: Context) => string | undefined;
  /** Trust X-Forwarded-For / X-Forwarded-Proto (only behind a proxy you control). */
  trustProxy?: boolean;
  /** Called after a request that may have written (the browser host persists then). */
  afterWrite?: () => void;
}

export const systemClock: Clock = { now: () => Date.now() };

export const consoleLogger: Logger = {
  info: (m, e) => console.info(m, e ?? ''),
  warn: (m, e) => console.warn(m, e ?? ''),
  error: (m, e) => console.error(m, e ?? ''),
};

export const silentLogger: Logger = { info() {}, warn() {}, error() {} };
