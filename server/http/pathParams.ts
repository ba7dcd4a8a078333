/**
 * Paths with a parameter. SPEC.md writes two calls ThinkPHP-style, the value inside the call's own
 * segment (`/StoreOrders-subOrdsInfo-orderNo-{no}`). Hono's parameters take whole segments, so such
 * a path is mounted as one parameter of the segment whose pattern is the fixed part followed by the
 * value; the route keeps the spec's path (its contract, the table of rights, the access walk) and
 * its handler reads the value with `pathParam`.
 */
import type { Context } from 'hono';
import { badRequest } from './errors';

/** `/{prefix}{name}`: a parameter at the end of the last (and only) segment. */
const PARAM_PATH = /^\/([\w-]+)\{(\w+)\}$/;

/** The Hono pattern route `path` is mounted at (under /api): itself, unless it ends with a `{name}`. */
export function mountPath(path: string): string {
  const m = PARAM_PATH.exec(path);
  // The fixed part is word characters and dashes: literal in a regular expression as it stands.
  return m ? `/:${m[2]}{${m[1]}[^/]+}` : path;
}

/**
 * The value of the parameter of route `path` in the request (decoded), checked as a text field of at
 * most `max` characters; a path without one is the route's mistake, not the caller's.
 */
export function pathParam(c: Context, path: string, max: number): string {
  const m = PARAM_PATH.exec(path);
  if (!m) throw new Error(`route ${path} has no path parameter`);
  const segment = c.req.param(m[2]) ?? '';
  const value = segment.startsWith(m[1]) ? segment.slice(m[1].length).trim() : '';
  if (!value) throw badRequest('server.fieldRequired', { field: m[2] });
  if ([...value].length > max) throw badRequest('server.fieldTooLong', { field: m[2], max });
  return value;
}
