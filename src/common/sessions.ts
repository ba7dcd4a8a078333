/**
 * Who is online (issue "Log management and sessions"): the shop's open sessions, and a person's own.
 * A session is named by `sid`, the first 16 hex digits of its token's SHA-256 (the database key):
 * enough to tell sessions apart, nothing that lets anyone take one over.
 */
import { post, type NoFields } from './contract';
import { text } from './fields';

export interface OnlineSession {
  sid: string;
  user_id: number;
  login_name: string;
  nick_name: string;
  ip: string;
  browser: string;
  os: string;
  /** 'YYYY-MM-DD HH:mm:ss' */
  login_time: string;
  last_seen: string;
  /** 1 for the session making the request. */
  current: number;
}

export const SID_LENGTH = 16;

/** A session's sid, checked against SID_LENGTH hex digits once read. */
const sid = text({ required: true, max: 64 });

/** The shop's open sessions, latest activity first (SF_SESSION_MANAGE). */
export const ShopSessionsList = post<NoFields, { sessions: OnlineSession[] }>('/ShopSessions-list');
/** Ends a session of the shop at once: its next request answers 88888 (SF_SESSION_MANAGE). */
export const ShopSessionsEnd = post('/ShopSessions-end', { fields: { sid } });
/** The caller's own open sessions. */
export const UserMySessions = post<NoFields, { sessions: OnlineSession[] }>('/User-mySessions');
/** Ends one of the caller's own other sessions. */
export const UserEndMySession = post('/User-endMySession', { fields: { sid } });
