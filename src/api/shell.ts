/** Calls the shell makes on every page (SPEC.md section 7, "Session and shell"). */
import type { ApiReply } from '../common/api';
import { api, apiLocal, apiNoError } from './client';

/** 1 text, 2 images, 3 markdown, 4 carousel, 5 videos. */
export type NoticeType = 1 | 2 | 3 | 4 | 5;

export interface Notice {
  notice_id: number;
  notice_type: NoticeType;
  component_type: string;
  /** Text for types 1 and 3, a list of paths for 2, 4 and 5. */
  notice_content: string | string[];
  create_date: string;
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

/**
 * GET /Notice-lists [API-SESS-07]. Silent: it is polled in the background, and a failed poll is
 * simply tried again at the next one (a lapsed session still gets the login confirmation).
 */
export const noticeLists = () => apiNoError.get<ApiReply<{ data: Notice[] }>>('/Notice-lists');

/** GET /Chat-unread: unread after-sales chat messages, polled with the notices; silent like them. */
export const chatUnread = () => apiNoError.get<ApiReply<{ unread: number }>>('/Chat-unread');

/** One software version of the what's-new dialog. */
export interface UpdateLog {
  /** e.g. '20231120-1' */
  version: string;
  /** YYYY-MM-DD */
  date: string;
  notes: string[];
}

/** GET update.json, the static list of software updates, newest first [API-SESS-06, API-SESS-08]. */
export const updateLogs = () => apiLocal.get<UpdateLog[]>('update.json');

/** POST /Config-area: the region tree [API-SESS-04]. */
export const configArea = () => api.post<ApiReply<{ data: Record<string, AreaNode> }>>('/Config-area');

/** POST /Config-agreement {agreementID} [API-SESS-05]. */
export const agreement = (agreementID: number) => api.post<ApiReply<{ data: Agreement }>>('/Config-agreement', { agreementID });

/** GET /StoreOrders-archiveConfig [API-SESS-03]. */
export const archiveConfig = () => api.get<ApiReply<{ archiveConfig: Record<string, unknown> }>>('/StoreOrders-archiveConfig');

export interface ClientErrorReport {
  /** The page where it happened. */
  url: string;
  message: string;
  stack: string;
}

/** POST /Report-clientError, silently: a failing report must not raise another error dialog. */
export const reportClientError = (report: ClientErrorReport) => apiNoError.post<ApiReply>('/Report-clientError', { ...report });
