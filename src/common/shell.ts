/** Contracts of the calls the shell makes on every page (SPEC.md section 7, "Session and shell"). */
import { get, post, replyOf, type NoFields } from './contract';
import { int } from './fields';

/** 1 text, 2 images, 3 markdown, 4 carousel, 5 videos. */
export type NoticeType = 1 | 2 | 3 | 4 | 5;

export interface Notice {
  notice_id: number;
  notice_type: NoticeType;
  component_type: string;
  /** Text for types 1 and 3, a list of paths for 2, 4 and 5. */
  notice_content: string | string[];
  create_date: string;
  /** 1 once this user has been shown the notice (Notice-read), else 0. */
  is_read: 0 | 1;
}

/** A region of the three-level tree; `child` maps region ids to the next level. */
export interface AreaNode {
  region_id: string;
  region_name: string;
  child?: Record<string, AreaNode>;
}

export interface Agreement {
  agreement_id: number;
  title: string;
  content: string;
}

/** One software version of the what's-new dialog (the static update.json, newest first). */
export interface UpdateLog {
  /** e.g. '20231120-1' */
  version: string;
  /** YYYY-MM-DD */
  date: string;
  notes: string[];
  /** The notes in English, shown in en-US when present. */
  notes_en?: string[];
}

export interface ClientErrorReport {
  /** The page where it happened. */
  url: string;
  message: string;
  stack: string;
}

/** [API-SESS-07] */
export const NoticeLists = get<NoFields, { data: Notice[] }>('/Notice-lists');
/** The user has been shown `notice_id` (the popup calls it for each notice it shows): kept per user. */
export const NoticeRead = post('/Notice-read', { fields: { notice_id: int({ required: true, min: 1 }) } });
/** The unread after-sales chat messages of the user, polled with the notices. */
export const ChatUnread = get<NoFields, { unread: number }>('/Chat-unread');
/** [API-SESS-04] */
export const ConfigArea = post<NoFields, { data: Record<string, AreaNode> }>('/Config-area');
/** [API-MERCH-02] The same tree for the merchant form (its route is server/routes/overall/enterprise/merchant.ts): one tree, one browser cache. */
export const YzPayArea = post<NoFields, { area: Record<string, AreaNode> }>('/YzPay-area');
/** [API-SESS-05] */
export const ConfigAgreement = post('/Config-agreement', { fields: { agreementID: int({ required: true, min: 1 }) }, reply: replyOf<{ data: Agreement }>() });
/** [API-SESS-03] */
export const ArchiveConfig = get<NoFields, { archiveConfig: Record<string, unknown> }>('/StoreOrders-archiveConfig');
/** A browser's crash report, forwarded by the server to the operators' chat-bot. */
export const ReportClientError = post<ClientErrorReport>('/Report-clientError');
