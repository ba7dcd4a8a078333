/**
 * A shop's named set: rows `(shop_id, id, name)` that the shop creates, renames and deletes —
 * departments and position roles, and next customers' tags, goods classes, units and warehouses.
 * One kit, so that every such set keeps the same rules:
 * - a name is trimmed and checked by the set's rule, and unique in the shop: '{name} 名称已存在!' when
 *   the check finds it taken and when a concurrent write loses the race on the unique index;
 * - a rename to the name it has is refused as no change;
 * - a member that something still uses is not deleted: the refusal says how many use it and names
 *   them, and the reply carries them all (`holders`), so the page can say what to move;
 * - an id of another shop (or none) is "not found";
 * - each write and its staff-log row commit in one transaction, and a member is read under a row
 *   lock first (PostgreSQL `FOR UPDATE`; SQLite's writer runs alone), so a rename, a delete and a
 *   use of the member cannot pass each other.
 */
import { sql, type Transaction } from 'kysely';
import { ErrCode } from '../../src/common/api';
import { truncatedList } from '../../src/common/messages/format';
import type { ServerMessageId } from '../../src/common/messages/zh-CN';
import type { RuleResult } from '../../src/common/validation';
import type { Database, SqlDialect, Tx } from '../db/schema';
import { ApiError, badRequest, notFound } from '../http/errors';
import type { AuthedCtx } from '../http/route';
import { nameTaken, withNameGuard } from '../http/uniqueNames';
import type { AuditText } from '../logs/auditText';

/** The tables that belong to a shop (a `shop_id` column), where a named set can live. */
export type ShopTable = { [T in keyof Database]: Database[T] extends { shop_id: number } ? T : never }[keyof Database];

/** What a write of the set writes to the staff log: the function and the content. */
interface AuditOf<Args extends unknown[]> {
  fn: ServerMessageId;
  text: (...args: Args) => AuditText;
}

export interface NamedSet<T extends ShopTable = ShopTable> {
  table: T;
  /** The id column: unique in the shop. */
  id: keyof Database[T] & string;
  /** The name column: unique in the shop (a unique index backs the check under races). */
  name: keyof Database[T] & string;
  /** The word of "{what} not found" (server.what.*). */
  what: ServerMessageId;
  /** Members that are never renamed or deleted (My team), refused with `message` (10001) before anything is read. */
  fixed?: { ids: readonly number[]; message: ServerMessageId };
  /**
   * Inserts a member of the session's shop and answers its id: for sets whose rows hold more than
   * the name, or whose ids are numbered per shop. Without it the database numbers the new row.
   */
  insert?: (db: Tx, ctx: AuthedCtx, name: string) => Promise<number>;
  /** The names of what uses a member, in a stable order; a member with any is not deleted. */
  usedBy: (db: Tx, shopId: number, id: number) => Promise<readonly string[]>;
  /** The refusal (10008) of deleting a member in use; its values: `name`, `count` and up to five `names`. */
  inUse: ServerMessageId;
  /** Rows that belong to a member and go with it (a role's rights), deleted just before it. */
  deleteOwned?: (db: Tx, shopId: number, id: number) => Promise<void>;
  /** The staff log's menu and what each write writes there. */
  audit: {
    menu: ServerMessageId;
    created: AuditOf<[name: string]>;
    renamed: AuditOf<[old: string, name: string]>;
    deleted: AuditOf<[name: string]>;
  };
}

/** How many of the holders a refusal names; the reply carries them all. */
const NAMED_HOLDERS = 5;

/** The tables seen through their set's columns: which table and columns is data, checked by `NamedSet`'s types. */
type AnyShopTables = Record<string, Record<string, number | string>>;
const anyTable = (db: Tx) => db as unknown as Transaction<AnyShopTables>;

/** Where a set is stored, by name. */
interface StoredAt {
  table: string;
  id: string;
  name: string;
}

/** A name as the contract declares it (read once, into `ctx.fields`), trimmed and checked by the set's rule. */
export function ruledName(declared: string | undefined, rule: (name: string) => RuleResult): string {
  const name = (declared ?? '').trim();
  const problem = rule(name);
  if (problem) throw badRequest(problem.id, problem.values);
  return name;
}

async function assertNameFree(set: StoredAt, db: Tx, shopId: number, name: string, exceptId?: number): Promise<void> {
  let q = anyTable(db)
    .selectFrom(set.table)
    .select(sql.ref<number>(set.id).as('id'))
    .where('shop_id', '=', shopId)
    .where(sql.ref(set.name), '=', name);
  if (exceptId !== undefined) q = q.where(sql.ref(set.id), '<>', exceptId);
  if (await q.executeTakeFirst()) throw nameTaken(name);
}

/** The member, locked until the transaction ends; fixed members and unknown ids refused. */
async function lockedMember(set: StoredAt & Pick<NamedSet, 'what' | 'fixed'>, db: Tx, dialect: SqlDialect, shopId: number, id: number): Promise<{ id: number; name: string }> {
  if (set.fixed?.ids.includes(id)) throw ApiError.of(ErrCode.BAD_REQUEST, set.fixed.message);
  let q = anyTable(db)
    .selectFrom(set.table)
    .select([sql.ref<number>(set.id).as('id'), sql.ref<string>(set.name).as('name')])
    .where('shop_id', '=', shopId)
    .where(sql.ref(set.id), '=', id);
  if (dialect === 'postgres') q = q.forUpdate();
  const row = await q.executeTakeFirst();
  if (!row) throw notFound(set.what);
  return { id: Number(row.id), name: row.name };
}

async function insertNumberedByDatabase(set: StoredAt, db: Tx, shopId: number, name: string): Promise<number> {
  const row = await anyTable(db)
    .insertInto(set.table)
    .values({ shop_id: shopId, [set.name]: name })
    .returning(sql.ref<number>(set.id).as('id'))
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

/** Creates, renames and deletes members of `set` in the session's shop, as the module comment says. */
export function namedSetKit<T extends ShopTable>(set: NamedSet<T>) {
  const stored = { table: set.table as string, id: set.id as string, name: set.name as string, what: set.what, fixed: set.fixed };
  return {
    /** Adds `name` (already ruled) and answers the new member's id. */
    create(ctx: AuthedCtx, name: string): Promise<number> {
      const shopId = ctx.session.shop.shop_id;
      return withNameGuard(name, () =>
        ctx.write(async ({ db, audit }) => {
          await assertNameFree(stored, db, shopId, name);
          const id = set.insert ? await set.insert(db, ctx, name) : await insertNumberedByDatabase(stored, db, shopId, name);
          await audit(set.audit.menu, set.audit.created.fn, set.audit.created.text(name));
          return id;
        }),
      );
    },

    /** Renames member `id` to `name` (already ruled). */
    rename(ctx: AuthedCtx, id: number, name: string): Promise<void> {
      const shopId = ctx.session.shop.shop_id;
      return withNameGuard(name, () =>
        ctx.write(async ({ db, audit }) => {
          const member = await lockedMember(stored, db, ctx.deps.dialect, shopId, id);
          if (member.name === name) throw ApiError.of(ErrCode.BAD_REQUEST, 'validation.name.unchanged');
          await assertNameFree(stored, db, shopId, name, member.id);
          await anyTable(db)
            .updateTable(stored.table)
            .set({ [stored.name]: name })
            .where('shop_id', '=', shopId)
            .where(sql.ref(stored.id), '=', member.id)
            .execute();
          await audit(set.audit.menu, set.audit.renamed.fn, set.audit.renamed.text(member.name, name));
        }),
      );
    },

    /** Deletes member `id` unless something uses it. */
    remove(ctx: AuthedCtx, id: number): Promise<void> {
      const shopId = ctx.session.shop.shop_id;
      return ctx.write(async ({ db, audit }) => {
        // Locked first: something being given this member meanwhile waits, then finds it gone.
        const member = await lockedMember(stored, db, ctx.deps.dialect, shopId, id);
        const holders = [...(await set.usedBy(db, shopId, member.id))];
        if (holders.length) {
          throw ApiError.of(ErrCode.CONFLICT, set.inUse, { name: member.name, count: holders.length, names: truncatedList(holders, NAMED_HOLDERS) }, { holders });
        }
        await set.deleteOwned?.(db, shopId, member.id);
        await anyTable(db)
          .deleteFrom(stored.table)
          .where('shop_id', '=', shopId)
          .where(sql.ref(stored.id), '=', member.id)
          .execute();
        await audit(set.audit.menu, set.audit.deleted.fn, set.audit.deleted.text(member.name));
      });
    },
  };
}
