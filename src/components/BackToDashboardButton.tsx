/**
 * The "back to the dashboard" way out of the pending-content and no-permission pages: a link (it
 * navigates) that looks like the primary button. In the overall area it moves inside the page
 * through the router; elsewhere it loads index.html. One element, so no button sits inside a link.
 */
import { Button } from 'antd';
import type { MouseEvent } from 'react';
import { useHref, useLinkClickHandler } from 'react-router-dom';
import { useAppSelector } from '../app/store';
import { AREA_ENTRY, AREAS } from '../common/constants';
import { useT } from '../app/useT';

const DASHBOARD = '/shops/dashboard';

export function BackToDashboardButton() {
  const t = useT();
  const entry = useAppSelector((state) => state.session.entry);
  const here = AREAS.find((a) => AREA_ENTRY[a] === entry) ?? 'index';
  const inPageHref = useHref(DASHBOARD);
  const followInPage = useLinkClickHandler<HTMLAnchorElement>(DASHBOARD);
  const inPage = here === 'index';
  return (
    <Button
      type="primary"
      href={inPage ? inPageHref : `index.html#${DASHBOARD}`}
      onClick={inPage ? (e: MouseEvent<HTMLElement>) => followInPage(e as MouseEvent<HTMLAnchorElement>) : undefined}
    >
      {t('pending.back')}
    </Button>
  );
}
