/**
 * The one upload pipeline's rules, shared by the upload component and the server: which image
 * kinds a field takes and how large a file may be. The browser checks the name and the size before
 * sending (a quick answer); the server decides from the bytes (server/uploads.ts), so a renamed
 * file is refused all the same.
 */
import { get } from './contract';
import { text } from './fields';
import type { RightCode } from './rights';
import type { ServerMessageId } from './messages/zh-CN';
import type { RuleResult } from './validation';

/** An image kind by the extensions its files carry; the server's byte detection names it the same way. */
export type ImageKind = 'png' | 'jpg' | 'bmp' | 'gif';
/** A kind of file an upload may take: an image, or a PDF document (an order's design drawings). */
export type FileKind = ImageKind | 'pdf';

const KIND_EXTENSIONS: Record<FileKind, readonly string[]> = {
  png: ['png'],
  jpg: ['jpg', 'jpeg'],
  bmp: ['bmp'],
  gif: ['gif'],
  pdf: ['pdf'],
};

export const IMAGE_MIME: Record<ImageKind, string> = { png: 'image/png', jpg: 'image/jpeg', bmp: 'image/bmp', gif: 'image/gif' };

/**
 * What a stored file is for, which decides who may see it through File-image: the shop's own
 * images (logo, pictures) every member of the shop; the merchant application's photos (ID cards,
 * bank cards) only those holding SF_YZ_MERCHANTS_SET; report covers a report right. A file of no
 * known purpose ('' of a file stored before purposes that no row names, or an invoice document) is
 * served to the shop's master alone: who else should see it cannot be told. An order's drawings
 * ('order') are not pictures of a page: StoreOrders-downloadF serves them, to the order's readers.
 */
export type FilePurpose = 'shop' | 'merchant' | 'cover' | 'invoice' | 'order';
export const FILE_PURPOSE_READERS: Partial<Record<FilePurpose, 'member' | readonly RightCode[]>> = {
  shop: 'member',
  merchant: ['SF_YZ_MERCHANTS_SET'],
  cover: ['SF_REPORT_MY_MARKET', 'SF_REPORT_MARKET'],
};

/** What an upload field accepts. */
export interface UploadProfile {
  kinds: readonly FileKind[];
  maxBytes: number;
  /** The refusal of another kind when the spec words it for this field (no {file} or {types} in it). */
  wrongKind?: ServerMessageId;
  /** What the files are for: who may see them (GET File-image checks it). */
  purpose: FilePurpose;
  /** The field takes documents, not only pictures: its refusals speak of files. */
  documents?: true;
}

/** An upload field of pictures only: each is decoded and encoded again (server/uploads.ts). */
export interface ImageProfile extends UploadProfile {
  kinds: readonly ImageKind[];
}

/** Shop logo and pictures: png, jpg, jpeg, bmp, gif up to 5 MB ([SHOP-16], [SHOP-17], [SHOP-26]). */
export const SHOP_IMAGE: ImageProfile = { kinds: ['png', 'jpg', 'bmp', 'gif'], maxBytes: 5_242_880, purpose: 'shop' };

/** Covers of a report template: jpg, jpeg, png only, in the spec's words ([RPT-MY-17]), up to 2 MB each. */
export const REPORT_COVER: ImageProfile = { kinds: ['jpg', 'png'], maxBytes: 2_097_152, wrongKind: 'reports.rule.coverKind', purpose: 'cover' };
/** Payment merchant application photos: png, jpg, jpeg up to 2 MB ([MERCH-33], [MERCH-34]). */
export const MERCHANT_IMAGE: ImageProfile = { kinds: ['png', 'jpg'], maxBytes: 2_097_152, purpose: 'merchant' };

/** The extensions of a profile in the order the messages list them: 'png, jpg, jpeg, bmp, gif'. */
export const extensionsOf = (profile: UploadProfile): string[] => profile.kinds.flatMap((k) => KIND_EXTENSIONS[k]);

/** The `accept` attribute of the file input: '.png,.jpg,.jpeg,.bmp,.gif'. */
export const acceptOf = (profile: UploadProfile): string => extensionsOf(profile).map((e) => `.${e}`).join(',');

/** '5' for 5 MB, as the messages write it ('图片不能大于5M'). */
const megabytes = (bytes: number): string => String(Math.round((bytes / 1_048_576) * 10) / 10);

export function notAnImage(fileName: string, profile: UploadProfile): RuleResult {
  if (profile.wrongKind) return { id: profile.wrongKind };
  return { id: profile.documents ? 'upload.notDocument' : 'upload.notImage', values: { file: fileName, types: extensionsOf(profile).join(', ') } };
}

export function tooLarge(profile: UploadProfile): RuleResult {
  return { id: profile.documents ? 'upload.fileTooLarge' : 'upload.tooLarge', values: { mb: megabytes(profile.maxBytes) } };
}

/** The refusal of an upload that carries no file. */
export const noFile = (profile: UploadProfile): RuleResult => ({ id: profile.documents ? 'upload.noDocument' : 'upload.noFile' });

/** The browser's check before sending: the name's extension and the size. */
export function checkUploadFile(file: { name: string; size: number }, profile: UploadProfile): RuleResult {
  const extension = /\.([A-Za-z0-9]+)$/.exec(file.name)?.[1]?.toLowerCase() ?? '';
  if (!extensionsOf(profile).includes(extension)) return notAnImage(file.name, profile);
  if (file.size > profile.maxBytes) return tooLarge(profile);
  return null;
}

/** The image kind an extension names, or null. */
export function kindOfExtension(extension: string): ImageKind | null {
  const e = extension.toLowerCase();
  return (Object.keys(KIND_EXTENSIONS) as FileKind[]).find((k): k is ImageKind => k !== 'pdf' && KIND_EXTENSIONS[k].includes(e)) ?? null;
}

/**
 * The key a stored file is named by in URLs: 128 random bits, base64url (server/files.ts). Not the
 * row's sequential file_id, so a path can be neither guessed nor walked.
 */
export const FILE_KEY_PATTERN = /^[A-Za-z0-9_-]{22}$/;

/** Where a stored image is served: `/api/File-image?key=<22 characters>` (members of its shop only). */
export const imagePath = (key: string): string => `/api/File-image?key=${key}`;

/** The file key of a path made by `imagePath`, or null for anything else (another site, a made-up path). */
export function fileKeyOfImagePath(path: string): string | null {
  const m = /^\/api\/File-image\?key=([A-Za-z0-9_-]{22})$/.exec(path);
  return m ? m[1] : null;
}

/** GET: a stored image of the session's shop, as its own content type (never as a page). */
export const FileImage = get('/File-image', { fields: { key: text({ required: true, max: 32 }) } });
