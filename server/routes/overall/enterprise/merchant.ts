/**
 * Payment merchant onboarding (src/common/merchant.ts; SPEC.md "Payment merchant settings" and
 * section 7 "Merchant onboarding"). Any member of the shop may read the application and the
 * choices (DESIGN.md); submitting, changing and uploading need SF_YZ_MERCHANTS_SET. Every query is
 * the session's shop's.
 *
 * Decisions where the spec is silent:
 * - Personal and bank numbers (MERCHANT_SECRET_FIELDS) are stored encrypted
 *   (server/auth/fieldCrypto.ts, bound to the shop and the column) and answered masked to anyone
 *   who may not edit them; the one who may edit gets them in clear, to edit. The staff log names the
 *   changed fields, with secret values masked.
 * - An approved application (2) is read-only: changes and uploads are refused. A rejected one (3)
 *   or a pending one (1) may be changed; each change is a new submission, pending again.
 * - Images must be this shop's own, uploaded through YzPay-uploadFile (or any upload of the shop).
 */
import { ErrCode } from '../../../../src/common/api';
import {
  AUDIT_APPROVED,
  AUDIT_PENDING,
  changedFields,
  isImageField,
  isSecretField,
  maskMerchantSecret,
  MERCHANT_CATALOGUES,
  MERCHANT_FIELDS,
  MERCHANT_IMAGE_FIELDS,
  trimmedForm,
  validateMerchant,
  YzPayAddInParts,
  YzPayArea,
  YzPayEditMerchants,
  YzPayGetOtherData,
  YzPayUpdateInParts,
  YzPayUploadFile,
  type AuditStatus,
  type MerchantApplication,
  type MerchantCatalogue,
  type MerchantField,
  type MerchantForm,
} from '../../../../src/common/merchant';
import { MERCHANT_IMAGE } from '../../../../src/common/uploads';
import type { ServerMessageId } from '../../../../src/common/messages/zh-CN';
import { decryptField, encryptField } from '../../../auth/fieldCrypto';
import { regionPath, regionTree } from '../../../data/regions';
import type { Executor } from '../../../db/schema';
import { isUniqueViolation } from '../../../db/errors';
import { ApiError, badRequest, notFound } from '../../../http/errors';
import { route, type AuthedCtx, type BaseCtx } from '../../../http/route';
import { auditText } from '../../../logs/auditText';
import type { AuditChange } from '../../../logs/staffLogTexts';
import { assertOwnImages, receiveImage, saveImage, uploadBodyLimit } from '../../../uploads';

const MENU = 'route.shops.yz' satisfies ServerMessageId;
const EDIT = { anyOf: ['SF_YZ_MERCHANTS_SET'] } as const;
const mayEdit = (ctx: AuthedCtx) => ctx.session.rights.has('SF_YZ_MERCHANTS_SET');

const fieldLabel = (field: MerchantField | 'region'): ServerMessageId => `merchant.field.${field}` as ServerMessageId;

async function fieldKey(ctx: BaseCtx): Promise<CryptoKey> {
  if (!ctx.deps.fieldKey) throw ApiError.of(ErrCode.INTERNAL, 'merchant.server.noKey');
  return ctx.deps.fieldKey();
}

/** Where a secret value lives: it decrypts only in this shop's row, in this column. */
const place = (shopId: number, field: MerchantField) => `merchants:${shopId}:${field}`;

/**
 * Inside a write on PostgreSQL, the application's row stays locked until the write ends, so the
 * platform's review (approving it) and a change cannot pass each other (SQLite's writer runs alone).
 */
function lockedIf<Q extends { forUpdate(): Q }>(lock: boolean, ctx: BaseCtx, query: Q): Q {
  return lock && ctx.deps.dialect === 'postgres' ? query.forUpdate() : query;
}

/** The shop's application with its secrets in clear, or null before its first submit. */
async function storedApplication(ctx: BaseCtx, db: Executor, shopId: number, lock = false): Promise<MerchantApplication | null> {
  const row = await lockedIf(lock, ctx, db.selectFrom('merchants').selectAll().where('shop_id', '=', shopId)).executeTakeFirst();
  if (!row) return null;
  const key = await fieldKey(ctx);
  const values = await Promise.all(
    MERCHANT_FIELDS.map(async (f) => {
      if (!isSecretField(f)) return [f, row[f]] as const;
      try {
        return [f, await decryptField(key, row[f], place(shopId, f))] as const;
      } catch (e) {
        ctx.logger.error('a merchant field does not decrypt with the configured key', { shopId, field: f, error: String(e) });
        throw ApiError.of(ErrCode.INTERNAL, 'merchant.server.keyMismatch');
      }
    }),
  );
  return { ...(Object.fromEntries(values) as MerchantForm), audit_status: row.audit_status as AuditStatus, audit_msg: row.audit_msg };
}

/** `fields` with the secret ones encrypted for the shop's row. */
async function sealed(ctx: BaseCtx, shopId: number, fields: Partial<MerchantForm>): Promise<Partial<MerchantForm>> {
  const key = await fieldKey(ctx);
  const entries = await Promise.all(
    (Object.entries(fields) as [MerchantField, string][]).map(async ([f, value]) => [f, isSecretField(f) ? await encryptField(key, value, place(shopId, f)) : value] as const),
  );
  return Object.fromEntries(entries);
}

/** The shared rules on the whole application; the first failure is the reply. */
function assertValid(ctx: AuthedCtx, form: MerchantForm): void {
  const [first] = validateMerchant(form, (f) => ctx.t(fieldLabel(f)));
  if (first) throw badRequest(first.invalid.id, first.invalid.values);
  if (!regionPath(form.province, form.city, form.area)) throw badRequest('merchant.rule.required', { field: ctx.t(fieldLabel('region')) });
}

const imagesOf = (fields: Partial<MerchantForm>): string[] =>
  (Object.entries(fields) as [MerchantField, string][]).filter(([f, path]) => isImageField(f) && path !== '').map(([, path]) => path);

/** A value as the staff log may keep it: secrets masked. */
const logged = (field: MerchantField, value: string) => (isSecretField(field) ? maskMerchantSecret(field, value) : value);

export const editMerchants = route(YzPayEditMerchants, {
  // Right (SPEC.md names none; docs/DESIGN.md, rights of the routes): /shops/yz is viewed by every member (§2 names only the edit right); numbers are masked without SF_YZ_MERCHANTS_SET.
  access: 'user',
  async handle(ctx) {
    const application = await storedApplication(ctx, ctx.db, ctx.session.shop.shop_id);
    if (!application || mayEdit(ctx)) return { merchants: application };
    const masked = { ...application };
    for (const f of MERCHANT_FIELDS) if (isSecretField(f)) masked[f] = maskMerchantSecret(f, application[f]);
    // The photos (ID and bank cards among them) are served to editors only (File-image, purpose
    // 'merchant'): others get no path to them.
    for (const f of MERCHANT_IMAGE_FIELDS) masked[f] = '';
    return { merchants: masked };
  },
});

const catalogue = (ctx: AuthedCtx, name: MerchantCatalogue) => MERCHANT_CATALOGUES[name].map((c) => ({ value: c.value, label: ctx.t(c.name) }));
const asMap = (list: { value: string; label: string }[]) => Object.fromEntries(list.map((c) => [c.value, c.label]));

export const getOtherData = route(YzPayGetOtherData, {
  // Right (SPEC.md names none; docs/DESIGN.md, rights of the routes): as the merchant page.
  access: 'user',
  async handle(ctx) {
    return {
      merchant_type: asMap(catalogue(ctx, 'merchant_type')),
      settle_account_type: asMap(catalogue(ctx, 'settle_account_type')),
      cert_type: asMap(catalogue(ctx, 'cert_type')),
      industry: catalogue(ctx, 'industry'),
    };
  },
});

export const area = route(YzPayArea, {
  // Right (SPEC.md names none; docs/DESIGN.md, rights of the routes): as the merchant page.
  access: 'user',
  async handle() {
    return { area: regionTree() };
  },
});

/** [API-MERCH-01] Stores one photo of the application; the submit then refers to it. */
export const uploadFile = route(YzPayUploadFile, {
  access: EDIT,
  bodyLimit: uploadBodyLimit(MERCHANT_IMAGE),
  async handle(ctx) {
    const shopId = ctx.session.shop.shop_id;
    // Decoded before the write, which holds the database's lock only to store it.
    const image = await receiveImage(ctx, 'file', MERCHANT_IMAGE);
    // No staff-log row: the image belongs to nothing until the submit that uses it (logged).
    const { path } = await ctx.write(async ({ db }) => {
      const stored = await lockedIf(true, ctx, db.selectFrom('merchants').select('audit_status').where('shop_id', '=', shopId)).executeTakeFirst();
      if (stored?.audit_status === AUDIT_APPROVED) throw badRequest('merchant.server.approved');
      return saveImage(ctx, db, image, MERCHANT_IMAGE);
    });
    return { file_path: path };
  },
});

/** [API-MERCH-04] The first submit: the whole form, pending review. */
export const addInParts = route(YzPayAddInParts, {
  access: EDIT,
  async handle(ctx) {
    const shopId = ctx.session.shop.shop_id;
    const form = trimmedForm(ctx.fields.data);
    assertValid(ctx, form);
    const values = await sealed(ctx, shopId, form);
    try {
      await ctx.write(async ({ db, audit }) => {
        const stored = await db.selectFrom('merchants').select('shop_id').where('shop_id', '=', shopId).executeTakeFirst();
        if (stored) throw badRequest('merchant.server.exists');
        await assertOwnImages(db, shopId, imagesOf(form), ctx.deps.dialect);
        await db
          .insertInto('merchants')
          .values({ ...(values as MerchantForm), shop_id: shopId, audit_status: AUDIT_PENDING, audit_msg: '', created_at: ctx.now, updated_at: ctx.now })
          .execute();
        await audit(MENU, 'merchant.audit.fn', auditText('merchant.audit.submitted', { name: form.short_name }));
      });
    } catch (e) {
      // Two first submits at once: the second finds the first's row.
      if (isUniqueViolation(e)) throw badRequest('merchant.server.exists');
      throw e;
    }
    return { err_msg: ctx.t('merchant.submitted') };
  },
});

/** [API-MERCH-05] A change: only the changed fields; the application is pending review again. */
export const updateInParts = route(YzPayUpdateInParts, {
  access: EDIT,
  async handle(ctx) {
    const shopId = ctx.session.shop.shop_id;
    const sent = ctx.fields.data;
    await ctx.write(async ({ db, audit }) => {
      const stored = await storedApplication(ctx, db, shopId, true);
      if (!stored) throw notFound('merchant.what.application');
      if (stored.audit_status === AUDIT_APPROVED) throw badRequest('merchant.server.approved');
      const before = trimmedForm(stored);
      const next = trimmedForm({ ...before, ...sent });
      const changed = changedFields(before, next);
      const fields = Object.keys(changed) as MerchantField[];
      if (!fields.length) throw badRequest('merchant.unchanged');
      assertValid(ctx, next);
      await assertOwnImages(db, shopId, imagesOf(changed), ctx.deps.dialect);
      await db
        .updateTable('merchants')
        .set({ ...(await sealed(ctx, shopId, changed)), audit_status: AUDIT_PENDING, audit_msg: '', updated_at: ctx.now })
        .where('shop_id', '=', shopId)
        .execute();
      const changes: AuditChange[] = fields.map((f) => ({ field: fieldLabel(f), before: logged(f, before[f]), after: logged(f, next[f]) }));
      await audit(MENU, 'merchant.audit.fn', auditText('merchant.audit.updated', { fields: fields.map((f) => auditText(fieldLabel(f))) }), { changes });
    });
    return { err_msg: ctx.t('merchant.submitted') };
  },
});

export const merchantRoutes = [editMerchants, getOtherData, area, uploadFile, addInParts, updateInParts];
