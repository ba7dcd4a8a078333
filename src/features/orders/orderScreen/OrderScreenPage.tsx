/**
 * The workshop board (/orders/screen, SF_ORDER_REMIND_QUERY [ROUTE-37]; full screen, no shell chrome
 * and no back-to-top arrow [ROUTE-38]): for a TV in the workshop at 1920×1080, read from 5 m. Large
 * figures on a dark background: the open orders due today, overdue and due by Sunday, then the
 * orders of each state still being worked; the shop's name and when the figures were counted.
 *
 * It reads StoreOrders-screenData every minute in place: the figures on screen stay until the new
 * ones arrive and then change at once (useRequest keeps the last data while it reloads; nothing
 * swaps them for a spinner), and a failed read keeps them with a line saying of when they are, so a
 * board nobody watches over never goes blank or opens an error dialog. Sizes are in vw with clamp(),
 * so the same board reads on a laptop; colours keep AA contrast on the dark ground (orderScreen.css).
 */
import { ReloadOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { api } from '../../../api/client';
import { useRequest } from '../../../api/useRequest';
import { selectShopInfo } from '../../../app/session/sessionSlice';
import { useAppSelector } from '../../../app/store';
import { useT } from '../../../app/useT';
import { OPEN_STATES, ScreenData, type ScreenFigures } from '../../../common/orderRemind';
import { useDocumentTitle } from '../../../components/useDocumentTitle';
import { STATE_NAME } from '../orderList/orderList';
import './orderScreen.css';

/** How often the board reads its figures again (issue 29: every minute). */
export const REFRESH_MS = 60_000;

/** A reply that fails does not open the error dialog: the board says so itself and keeps its figures. */
const readFigures = () => api.call(ScreenData, {}, { silent: true });

/** A 'YYYY-MM-DD' day as the reader's language writes it with its weekday ("11月22日星期日", "Sunday, November 22"). */
function useDayText() {
  const intl = useIntl();
  // The day is the shop's calendar day: formatted as UTC so no host time zone moves it.
  return (day: string) => intl.formatDate(Date.parse(`${day}T00:00:00Z`), { month: 'long', day: 'numeric', weekday: 'long', timeZone: 'UTC' });
}

function Tile({ id, label, value, note, tone }: { id: string; label: string; value: number; note?: string; tone?: 'today' | 'late' | 'week' }) {
  return (
    <div className={['screen-tile', tone && `screen-tile--${tone}`].filter(Boolean).join(' ')} data-testid={`screen-${id}`}>
      <dt className="screen-tile-label">{label}</dt>
      <dd className="screen-tile-value">{value}</dd>
      {note && <dd className="screen-tile-note">{note}</dd>}
    </div>
  );
}

function Deadlines({ figures }: { figures: ScreenFigures }) {
  const t = useT();
  const dayText = useDayText();
  return (
    <section className="screen-section" aria-labelledby="screen-deadlines">
      <h2 id="screen-deadlines" className="screen-section-title">
        {t('orderScreen.deadlines')}
        <span className="screen-section-note">{t('orderScreen.openOnly')}</span>
      </h2>
      <dl className="screen-tiles screen-tiles--deadlines">
        <Tile id="due-today" label={t('orderScreen.dueToday')} value={figures.due_today} tone="today" />
        <Tile id="overdue" label={t('orderScreen.overdue')} value={figures.overdue} tone="late" />
        <Tile id="due-week" label={t('orderScreen.dueWeek')} value={figures.due_week} note={t('orderScreen.dueWeekUntil', { day: dayText(figures.week_end) })} tone="week" />
      </dl>
    </section>
  );
}

function States({ figures }: { figures: ScreenFigures }) {
  const t = useT();
  return (
    <section className="screen-section" aria-labelledby="screen-states">
      <h2 id="screen-states" className="screen-section-title">
        {t('orderScreen.states')}
      </h2>
      {/* The states still being worked: finished and closed orders only ever grow, and are no one's work. */}
      <dl className="screen-tiles screen-tiles--states">
        {OPEN_STATES.map((state) => (
          <Tile key={state} id={`state-${state}`} label={t(STATE_NAME[state])} value={figures.states[state] ?? 0} />
        ))}
      </dl>
    </section>
  );
}

/** Reads the figures again every REFRESH_MS, and at once when the screen shows again after being hidden. */
function useEveryMinute(reload: () => Promise<void>) {
  useEffect(() => {
    const timer = window.setInterval(() => {
      // A hidden tab has no one to show it to; it catches up when it shows.
      if (!document.hidden) void reload();
    }, REFRESH_MS);
    const onShow = () => {
      if (!document.hidden) void reload();
    };
    document.addEventListener('visibilitychange', onShow);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', onShow);
    };
  }, [reload]);
}

export default function OrderScreenPage() {
  const t = useT();
  useDocumentTitle('route.erp.ordersScreen');
  const shop = useAppSelector(selectShopInfo);
  // inBackground: a new reply renders as a transition, never a blank in between.
  const figures = useRequest(readFigures, { inBackground: true });
  useEveryMinute(figures.reload);
  const data = figures.data;
  const time = data?.at.slice(11, 16);
  return (
    <div className="order-screen" aria-busy={figures.loading}>
      <header className="screen-head">
        <h1 className="screen-shop">
          <span>{shop.shop_name}</span>
          <span className="screen-board-name">{t('route.erp.ordersScreen')}</span>
        </h1>
        <div className="screen-time">
          {data && <span>{figures.error ? <span className="screen-stale">{t('orderScreen.stale', { time: time! })}</span> : t('orderScreen.updatedAt', { time: time! })}</span>}
          <Button ghost icon={<ReloadOutlined />} onClick={() => void figures.reload()}>
            {t('orderScreen.refresh')}
          </Button>
        </div>
      </header>
      {data ? (
        <main className="screen-body">
          <Deadlines figures={data} />
          <States figures={data} />
        </main>
      ) : (
        <p className="screen-message" role="status">
          {figures.error ? t('orderScreen.failed') : t('orderScreen.loading')}
        </p>
      )}
    </div>
  );
}
