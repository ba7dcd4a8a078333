/**
 * How a backend route is declared: by its contract (src/common/contract.ts), which fixes its method,
 * path and reply type, and by who may call it: `public`, any logged-in `user`, or
 * `{ anyOf: [rights] }`. The app refuses to start a route that declares nothing valid, and a test
 * walks the registry to prove it.
 *
 *   export const newGroup = route(NewGrp, {
 *     access: { anyOf: ['SF_GROUP_NEW'] },
 *     async handle(ctx) {
 *       return ctx.write(async (tx) => { ...; await tx.audit(MENU, 'audit.fn.roleCreated', auditText('audit.role.created', { name })); return { grpID } });
 *     },
 *   });
 *
 * A handler that returns another shape than its contract's reply does not compile.
 */
import type { Context } from 'hono';
import type { AnyEndpoint, FieldSchemas, HandlerFields, HandlerReply, HttpMethod } from '../../src/common/contract';
import type { RightCode } from '../../src/common/rights';
import type { Locale, TextValues } from '../../src/common/messages/format';
import type { ServerMessageId } from '../../src/common/messages/zh-CN';
import type { AppDeps, Clock, Logger } from '../deps';
import type { Db, Tx } from '../db/schema';
import type { Session } from '../auth/session';
import type { Input } from './input';
import type { AuditText } from '../logs/auditText';
import type { AuditChange } from '../logs/staffLogTexts';

export type Access = 'public' | 'user' | { anyOf: readonly RightCode[] };

export interface BaseCtx {
  deps: AppDeps;
  db: Db;
  clock: Clock;
  logger: Logger;
  now: number;
  ip: string;
  input: Input;
  hono: Context;
  /** The language of the request (X-Locale, else Accept-Language, else zh-CN); replies are written in it. */
  locale: Locale;
  /** A catalogue message in the request's language, e.g. the toast text (err_msg) of a write. */
  t(id: ServerMessageId, values?: TextValues): string;
  /** Sets or clears the session cookie. */
  setSessionCookie(token: string | null, maxAgeMs?: number): void;
}

export interface PublicCtx extends BaseCtx {
  session: Session | null;
}

/** The transaction a write runs in, with the staff log bound to it. */
export interface WriteTx {
  /** Every read that guards the write, and the write itself, go through this. */
  db: Tx;
  /**
   * Writes the staff log (who, which menu, which function, what); it commits or rolls back with the
   * change. Menu, function and content are catalogue messages: the row stores their zh-CN text and
   * the messages, so the log page shows it in the reader's language (server/logs/staffLogTexts.ts).
   * `changes`: the before and after of each field an edit changed, shown by the log page;
   * `kept`: a row that no deletion of logs removes (it records one).
   */
  audit(menu: ServerMessageId, fn: ServerMessageId, content: AuditText, more?: { changes?: readonly AuditChange[]; kept?: boolean }): Promise<void>;
}

export interface AuthedCtx extends BaseCtx {
  session: Session;
  /** Refuses unless the session holds one of `codes`. */
  requireRight(...codes: RightCode[]): void;
  /**
   * The one way a handler changes data: opens a transaction, hands `fn` the transaction and its
   * bound audit, commits when `fn` resolves and rolls everything back (audit included) when it throws.
   */
  write<T>(fn: (tx: WriteTx) => Promise<T>): Promise<T>;
}

interface RouteOptions {
  /** GET routes that change state (logout) still get the CSRF checks. */
  changesState?: boolean;
  /** Largest accepted body in bytes (default 64 KiB). */
  bodyLimit?: number;
}

/** A declared contract's parsed fields (`ctx.fields`); nothing for one that declares none. */
export type FieldsCtx<E> = E extends { fields: infer S extends FieldSchemas } ? { fields: HandlerFields<S> } : unknown;

export interface PublicRouteDef<E extends AnyEndpoint> extends RouteOptions {
  access: 'public';
  handle(ctx: PublicCtx & FieldsCtx<E>): Promise<HandlerReply<E>>;
}

export interface AuthedRouteDef<E extends AnyEndpoint> extends RouteOptions {
  access: 'user' | { anyOf: readonly RightCode[] };
  /** A handler may answer a Response of its own (a file download) instead of a JSON reply. */
  handle(ctx: AuthedCtx & FieldsCtx<E>): Promise<HandlerReply<E> | Response>;
}

/** A mounted route: the contract's method and path with the declaration. */
interface MountedBase extends RouteOptions {
  method: HttpMethod;
  path: string;
  /** The contract's field schemas: parsed into `ctx.fields` once the caller may use the route. */
  fields?: FieldSchemas;
}

export interface PublicRoute extends MountedBase {
  access: 'public';
  handle(ctx: PublicCtx): Promise<object>;
}

export interface AuthedRoute extends MountedBase {
  access: 'user' | { anyOf: readonly RightCode[] };
  handle(ctx: AuthedCtx): Promise<object | Response>;
}

export type RouteDef = PublicRoute | AuthedRoute;

/** Declares the route of a contract; the overloads give the handler the right context type for its access. */
export function route<E extends AnyEndpoint>(endpoint: E, def: PublicRouteDef<E>): PublicRoute;
export function route<E extends AnyEndpoint>(endpoint: E, def: AuthedRouteDef<E>): AuthedRoute;
export function route(endpoint: AnyEndpoint, def: PublicRouteDef<AnyEndpoint> | AuthedRouteDef<AnyEndpoint>): RouteDef {
  return { ...def, method: endpoint.method, path: endpoint.path, ...(endpoint.fields && { fields: endpoint.fields }) } as RouteDef;
}
