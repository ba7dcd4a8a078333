/**
 * How a backend route is declared. Every route says who may call it: `public`, any logged-in `user`,
 * or `{ anyOf: [rights] }`. The app refuses to start a route that declares nothing valid, and a test
 * walks the registry to prove it.
 */
import type { Context } from 'hono';
import type { AppDeps, Clock, Logger } from '../deps';
import type { Db, Executor } from '../db/schema';
import type { Session } from '../auth/session';
import type { Input } from './input';

export type Access = 'public' | 'user' | { anyOf: readonly string[] };

export interface BaseCtx {
  deps: AppDeps;
  db: Db;
  clock: Clock;
  logger: Logger;
  now: number;
  ip: string;
  input: Input;
  hono: Context;
  /** Sets or clears the session cookie. */
  setSessionCookie(token: string | null, maxAgeMs?: number): void;
}

export interface PublicCtx extends BaseCtx {
  session: Session | null;
}

export interface AuthedCtx extends BaseCtx {
  session: Session;
  /** Refuses unless the session holds one of `codes`. */
  requireRight(...codes: string[]): void;
  /**
   * Writes the staff log (who, which menu, which function, what). Inside a transaction pass it as
   * `tx`: the log then commits or rolls back with the change (and SQLite's one connection is not
   * asked for twice).
   */
  audit(menu: string, fn: string, content: string, tx?: Executor): Promise<void>;
}

/** What a handler returns: the reply's fields besides err_code (which is 0 unless an error is thrown). */
export type Reply = Record<string, unknown>;

interface RouteBase {
  method: 'GET' | 'POST';
  /** Path under /api, e.g. '/User-login'. */
  path: string;
  /** GET routes that change state (logout) still get the CSRF checks. */
  changesState?: boolean;
  /** Largest accepted body in bytes (default 64 KiB). */
  bodyLimit?: number;
}

export interface PublicRoute extends RouteBase {
  access: 'public';
  handle(ctx: PublicCtx): Promise<Reply>;
}

export interface AuthedRoute extends RouteBase {
  access: 'user' | { anyOf: readonly string[] };
  /** A handler may answer a Response of its own (a file download) instead of a JSON reply. */
  handle(ctx: AuthedCtx): Promise<Reply | Response>;
}

export type RouteDef = PublicRoute | AuthedRoute;

/** Declares a route; the overloads give the handler the right context type for its access. */
export function route(def: PublicRoute): PublicRoute;
export function route(def: AuthedRoute): AuthedRoute;
export function route(def: RouteDef): RouteDef {
  return def;
}
