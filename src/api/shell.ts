/** Calls the shell makes on every page (src/common/shell.ts; SPEC.md section 7, "Session and shell"). */
import { ArchiveConfig, ChatUnread, ConfigAgreement, ConfigArea, NoticeLists, NoticeRead, ReportClientError, YzPayArea, type ClientErrorReport, type UpdateLog } from '../common/shell';
import { api, apiLocal, apiNoError } from './client';

/**
 * [API-SESS-07]. Silent: it is polled in the background, and a failed poll is simply tried again at
 * the next one (a lapsed session still gets the login confirmation).
 */
export const noticeLists = () => apiNoError.call(NoticeLists);

/** The user has been shown a notice; silent (the notice is simply shown again after a failure). */
export const markNoticeRead = (notice_id: number) => apiNoError.call(NoticeRead, { notice_id });

/** Unread after-sales chat messages, polled with the notices; silent like them. */
export const chatUnread = () => apiNoError.call(ChatUnread);

/** GET update.json, the static list of software updates, newest first [API-SESS-06, API-SESS-08]. */
export const updateLogs = () => apiLocal.get<UpdateLog[]>('update.json');

/** [API-SESS-04] */
export const configArea = () => api.call(ConfigArea);
/** [API-MERCH-02] The region tree as the merchant form asks for it; pages use it through the session's cache. */
export const merchantArea = () => api.call(YzPayArea);

/** [API-SESS-05] */
export const agreement = (agreementID: number) => api.call(ConfigAgreement, { agreementID });

/** [API-SESS-03] */
export const archiveConfig = () => api.call(ArchiveConfig);

/** Silently: a failing report must not raise another error dialog. */
export const reportClientError = (report: ClientErrorReport) => apiNoError.call(ReportClientError, report);
