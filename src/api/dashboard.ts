/**
 * The overall-area dashboard's calls. Silent (the NoError instance): a figure that cannot load says
 * so on its card instead of raising a dialog; the shell's own notice poll reports its failures.
 */
import { DashboardSummaryCall } from '../common/dashboard';
import { NoticeLists } from '../common/shell';
import { apiNoError } from './client';

/** POST /Dashboard-summary. */
export const dashboardSummary = () => apiNoError.call(DashboardSummaryCall);

/** GET /Notice-lists, silently. */
export const dashboardNotices = () => apiNoError.call(NoticeLists);
