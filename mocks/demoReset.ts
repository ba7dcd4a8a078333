/** What the page says once the demo data has been thrown away, before it reloads with fresh data. */
import { activeIntl } from '../src/app/activeIntl';
import { messageApi } from '../src/app/feedback';

/** How long the "reset done" message stays before the page reloads. */
export const RESET_NOTICE_MS = 1500;

/** Says the reset is done, and reloads once the message has been read (it closes by itself). */
export async function announceResetThenReload(reload: () => void): Promise<void> {
  await messageApi().success(activeIntl().formatMessage({ id: 'login.resetDemoDone' }), RESET_NOTICE_MS / 1000);
  reload();
}
