/**
 * The message of a failing check: a message id and its values (rather than a text), which the
 * server turns into the reply's message in the request's language. Apart from the schemas
 * (params.ts, fields.ts) so that a page importing a contract's field schemas brings no others.
 */
import type { ServerMessageId } from './messages/zh-CN';

const PROBLEM_PREFIX = 'problem:';

/** A list value is joined with the separator of the reply's language. */
type ProblemValue = string | number | readonly (string | number)[];

export interface Problem {
  id: ServerMessageId;
  values?: Record<string, ProblemValue>;
}

/** The message of a failing check: a message id with its values, read back by `readProblem`. */
export const problem = (id: ServerMessageId, values?: Record<string, ProblemValue>): string => `${PROBLEM_PREFIX}${JSON.stringify({ id, values })}`;

/** The message id and values of a check's message, or null for a library default message. */
export function readProblem(message: string): Problem | null {
  if (!message.startsWith(PROBLEM_PREFIX)) return null;
  try {
    return JSON.parse(message.slice(PROBLEM_PREFIX.length)) as Problem;
  } catch {
    return null;
  }
}

/** The largest id (and whole number) a 32-bit integer column holds; PostgreSQL refuses more. */
export const INT32_MAX = 2_147_483_647;
