/** What a session may hand on: rights to a role, roles to a person (server/staff/staffRecords.ts). */
import { ErrCode } from '../../src/common/api';
import type { Localized } from '../../src/common/messages/format';
import { rightName } from '../../src/common/rights';
import { ApiError } from '../http/errors';
import type { AuthedCtx } from '../http/route';

/** Refuses unless the session holds every one of these rights (the master holds all). */
export function refuseForeignRights(ctx: AuthedCtx, changed: Iterable<string>) {
  const foreign = [...changed].filter((code) => !ctx.session.rights.has(code));
  // Named in the language of the request.
  if (foreign.length) throw ApiError.of(ErrCode.NO_RIGHT, 'server.cannotGrant', { rights: foreign.map((code): Localized => (locale) => rightName(code, locale)) });
}
