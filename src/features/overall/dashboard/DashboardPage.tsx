/**
 * /shops/dashboard: the shop's front page. Who is logged in (master or sub-account) and in which
 * shop (with a demo badge for a demo shop), the figures this user may see (pending invoice amount,
 * unread notices, staff and roles), and quick links to every page of the four areas the user holds
 * the rights to.
 */
import {
  BellOutlined,
  FileTextOutlined,
  RightOutlined,
  ShopOutlined,
  TeamOutlined,
  UserOutlined,
  SafetyCertificateOutlined,
} from '@ant-design/icons';
import { Avatar, Card, Descriptions, Empty, Flex, Spin, Tag, Typography } from 'antd';
import type { CSSProperties, ReactNode } from 'react';
import { startTransition, useEffect, useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { api } from '../../../api/client';
import { useRequest } from '../../../api/useRequest';
import { noticesRequested } from '../../../app/notices/noticesSlice';
import type { AreaRoute, RouteIcons } from '../../../shell/areaRoute';
import { selectAuthInfo, selectIsMaster, selectSession } from '../../../app/session/sessionSlice';
import { useAppDispatch, useAppSelector } from '../../../app/store';
import type { Area } from '../../../common/constants';
import { canAccess } from '../../../common/access';
import { DashboardSummaryCall } from '../../../common/dashboard';
import { maskPhone } from '../../../common/validation';
import { AfterPaint } from '../../../components/AfterPaint';
import { PageHeader } from '../../../components/PageHeader';
import { quickLinks, routeHref, useAreaCatalogue } from '../../../shell/areaCatalogue';
import { ComingTag } from '../../../shell/areaMenu';
import { followLink } from '../../../shell/followLink';
import { useIsPhone } from '../../../components/useViewport';
import './dashboard.css';
import { useUnreadNotices } from './useUnreadNotices';

const AREA_COLOR: Record<Area, string> = {
  index: '#2457c5',
  erp: '#0e9f8e',
  depot: '#d48806',
  finance: '#389e0d',
};

const THIS_AREA: Area = 'index';

/** '1234567.80' → '1,234,567.80' (the yuan string as the server sent it, digits grouped). */
export function groupDigits(yuan: string): string {
  const [int, frac] = yuan.split('.');
  const grouped = int.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return frac === undefined ? grouped : `${grouped}.${frac}`;
}

/** A link to `path` of `area`: in-page for this area, else through the area's HTML page. */
function AreaLink({ area, path, children, className }: { area: Area; path: string; children: ReactNode; className?: string }) {
  const { inPage, href } = routeHref(THIS_AREA, area, path);
  return inPage ? (
    <Link to={href} className={className}>
      {children}
    </Link>
  ) : (
    <a href={href} onClick={followLink} className={className}>
      {children}
    </a>
  );
}

function StatCard({ icon, color, title, children, footer }: { icon: ReactNode; color: string; title: ReactNode; children: ReactNode; footer?: ReactNode }) {
  const phone = useIsPhone();
  const badge = (size: number, fontSize: number) => (
    <span
      style={{
        flexShrink: 0,
        width: size,
        height: size,
        borderRadius: size / 4,
        display: 'inline-flex',
        alignItems: 'center',
        justifyContent: 'center',
        fontSize,
        color,
        background: `${color}14`,
      }}
    >
      {icon}
    </span>
  );
  // On a phone the icon sits beside the title, leaving the card's width to the figure.
  return (
    <Card variant="borderless" style={{ height: '100%', borderRadius: 12 }} styles={{ body: { padding: phone ? 12 : 16 } }}>
      <Flex gap={12} align="flex-start">
        {!phone && badge(40, 20)}
        <div style={{ minWidth: 0, flex: 1 }}>
          <Flex align="center" gap={6}>
            {phone && badge(22, 13)}
            <Typography.Text type="secondary" style={{ fontSize: 13 }}>
              {title}
            </Typography.Text>
          </Flex>
          <div style={{ marginTop: phone ? 4 : 0 }}>{children}</div>
          {footer && <div style={{ marginTop: 4, fontSize: 12 }}>{footer}</div>}
        </div>
      </Flex>
    </Card>
  );
}

/**
 * The menu icons of every area, for the quick links: this area's are on the page already; the
 * other three areas' are decorative and load after the page (each area's page loads only its own).
 */
function useAreaIcons(): Partial<Record<Area, RouteIcons>> {
  const { loadIcons } = useAreaCatalogue();
  const [icons, setIcons] = useState<Partial<Record<Area, RouteIcons>>>({});
  useEffect(() => {
    let mounted = true;
    loadIcons().then(
      // In the background: dozens of tiles render again, which as an ordinary update React would
      // do in one task, a long one on a slow phone.
      (all) => mounted && startTransition(() => setIcons(all)),
      () => undefined, // the tiles keep their empty icon slots
    );
    return () => {
      mounted = false;
    };
  }, [loadIcons]);
  return icons;
}

/** A quick link: plain markup (dozens of them for a master), hover styles in dashboard.css. */
function QuickLinkTile({ area, route, icons }: { area: Area; route: AreaRoute; icons: RouteIcons | undefined }) {
  const intl = useIntl();
  const label = route.menu ? intl.formatMessage({ id: route.menu.label }) : route.path;
  return (
    <AreaLink area={area} path={route.path} className="dash-tile">
      <span className="dash-tile-icon" style={{ color: AREA_COLOR[area] }} aria-hidden>
        {/* This area's icons are on its routes already; the others' arrive after the page. */}
        {(icons?.[route.path] ?? route.menu?.icon) || (icons ? <RightOutlined /> : <span className="dash-tile-icon-slot" />)}
      </span>
      <span className="dash-tile-label">{label}</span>
      {/* A placeholder page says so on its tile, before the click. */}
      {route.pending && <> <ComingTag /></>}
    </AreaLink>
  );
}

/** The greeting: who is logged in, master or sub-account, in which shop (a demo shop says so). */
function WelcomeCard() {
  const { user_info: user, shop_info: shop } = useAppSelector(selectSession);
  const isMaster = useAppSelector(selectIsMaster);
  return (
    <Card
      variant="borderless"
      style={{ borderRadius: 12, background: 'linear-gradient(120deg, #1d4aa8 0%, #2f6ee0 60%, #4d8df0 100%)', color: '#fff' }}
      styles={{ body: { padding: 20 } }}
    >
      <Flex align="center" gap={16} wrap>
        <Avatar
          size={56}
          icon={<UserOutlined />}
          src={user.avatar || undefined}
          style={{ background: 'rgba(255,255,255,0.22)', flexShrink: 0, border: '2px solid rgba(255,255,255,0.5)' }}
        />
        <div style={{ minWidth: 0, flex: '1 1 200px' }}>
          <Flex align="center" gap={8} wrap>
            <Typography.Title level={2} style={{ margin: 0, color: '#fff', fontSize: 20 }}>
              <FormattedMessage id="dashboard.welcome" values={{ name: user.login_name }} />
            </Typography.Title>
            <Tag color={isMaster ? 'gold' : 'cyan'} style={{ marginInlineEnd: 0 }} data-testid="dashboard-role">
              <FormattedMessage id={isMaster ? 'dashboard.role.master' : 'dashboard.role.sub'} />
            </Tag>
          </Flex>
          <Flex align="center" gap={8} wrap style={{ marginTop: 6, color: 'rgba(255,255,255,0.88)' }}>
            <span>
              <ShopOutlined /> <FormattedMessage id="dashboard.shop" values={{ shop: shop.shop_name }} />
            </span>
            {shop.self_account === 1 && (
              <Tag color="orange" style={{ marginInlineEnd: 0 }} data-testid="dashboard-demo">
                <FormattedMessage id="dashboard.demoShop" />
              </Tag>
            )}
          </Flex>
        </div>
      </Flex>
    </Card>
  );
}

/** A figure on its way, on the figure's line, which keeps its height: nothing below moves when the figure comes. */
function FigureLoading() {
  return (
    <span className="dash-figure">
      <Spin size="small" />
    </span>
  );
}

/** A figure of the summary: its value, or why there is none (loading, failed, not this user's to see). */
function Figure({ summary, value, suffix }: { summary: { loading: boolean; error: Error | undefined }; value: number | string | null | undefined; suffix?: string }) {
  if (summary.error) {
    return (
      <Typography.Text type="danger" style={{ fontSize: 14 }}>
        <FormattedMessage id="dashboard.loadFailed" />
      </Typography.Text>
    );
  }
  if (summary.loading) return <FigureLoading />;
  if (value === null || value === undefined) {
    return (
      <Typography.Text type="secondary" style={{ fontSize: 16 }}>
        <FormattedMessage id="dashboard.noAccess" />
      </Typography.Text>
    );
  }
  return (
    <span className="dash-figure">
      {typeof value === 'number' ? value : groupDigits(value)}
      {suffix && <span className="dash-figure-suffix">{suffix}</span>}
    </span>
  );
}

/** The figures this user may see: pending invoice amount, unread notices, staff and roles. */
function DashboardStats() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const auth = useAppSelector(selectAuthInfo);
  // Figures to look at: they render in the background (most of what the page draws at first). Silent:
  // a figure that cannot load says so on its card instead of raising a dialog.
  const summary = useRequest(() => api.call(DashboardSummaryCall, {}, { silent: true }), { inBackground: true });
  const notices = useUnreadNotices();
  // The staff and role figures show only to those who may see them (the server answers null otherwise).
  const showStaff = canAccess(auth, 'SF_STAFF_QUERY');
  const showRoles = canAccess(auth, 'SF_GROUP_QUERY');
  const statCount = 2 + Number(showStaff) + Number(showRoles);
  const s = summary.data;
  // Shown from the first paint to those who may open the list, so that the card keeps its height
  // when the figures come (the server leaves the count out for the others).
  const invoiceLink = canAccess(auth, 'SF_INVOICE_LIST') && !summary.error && (s === undefined || s.pending_invoice_count != null);

  return (
    <div className="dash-stats" style={{ '--dash-stats': statCount } as CSSProperties}>
      <div>
        <StatCard
          icon={<FileTextOutlined />}
          color="#2457c5"
          title={<FormattedMessage id="dashboard.pendingInvoice" />}
          footer={
            invoiceLink ? (
              <AreaLink area="index" path="/invoice/list">
                <span style={{ color: '#2457c5' }}>
                  <FormattedMessage id="route.invoice.list" /> <RightOutlined style={{ fontSize: 10 }} />
                </span>
              </AreaLink>
            ) : undefined
          }
        >
          <span data-testid="dashboard-pending-amount">
            <Figure summary={summary} value={s?.pending_invoice_amount} suffix={intl.formatMessage({ id: 'dashboard.yuan' })} />
          </span>
        </StatCard>
      </div>
      <div>
        <StatCard icon={<BellOutlined />} color="#d46b08" title={<FormattedMessage id="dashboard.unreadNotices" />}>
          <span data-testid="dashboard-unread">
            {notices.loading ? (
              <FigureLoading />
            ) : (
              <Typography.Link onClick={() => dispatch(noticesRequested())} style={{ color: 'inherit' }} aria-label={intl.formatMessage({ id: 'dashboard.unreadNotices' })}>
                <span className="dash-figure" style={{ color: notices.unread > 0 ? '#d46b08' : undefined }}>
                  {notices.unread}
                </span>
              </Typography.Link>
            )}
          </span>
        </StatCard>
      </div>
      {showStaff && (
        <div>
          <StatCard icon={<TeamOutlined />} color="#0e9f8e" title={<FormattedMessage id="dashboard.staffCount" />}>
            <span data-testid="dashboard-staff">
              <Figure summary={summary} value={s?.staff_count} />
            </span>
          </StatCard>
        </div>
      )}
      {showRoles && (
        <div>
          <StatCard icon={<SafetyCertificateOutlined />} color="#722ed1" title={<FormattedMessage id="route.staff.group" />}>
            <span data-testid="dashboard-roles">
              <Figure summary={summary} value={s?.role_count} />
            </span>
          </StatCard>
        </div>
      )}
    </div>
  );
}

/** Quick links to every page of the four areas the user holds the rights to. */
function QuickLinksCard() {
  const intl = useIntl();
  const auth = useAppSelector(selectAuthInfo);
  const phone = useIsPhone();
  const { areas } = useAreaCatalogue();
  const links = useMemo(() => quickLinks(areas, auth, ['index:/shops/dashboard']), [areas, auth]);
  const icons = useAreaIcons();
  return (
    <Card variant="borderless" style={{ borderRadius: 12 }} styles={{ body: { padding: phone ? 12 : 24 } }} title={intl.formatMessage({ id: 'dashboard.quickLinks' })}>
      {links.length === 0 ? (
        <Empty description={<FormattedMessage id="dashboard.noLinks" />} />
      ) : (
        <Flex vertical gap={20} data-testid="dashboard-links">
          {links.map(({ area, routes }) => (
            <section key={area} aria-label={intl.formatMessage({ id: `area.${area}` })}>
              <Flex align="center" gap={8} style={{ marginBottom: 10 }}>
                <span style={{ width: 4, height: 16, borderRadius: 2, background: AREA_COLOR[area] }} />
                <Typography.Text strong>
                  <FormattedMessage id={`area.${area}`} />
                </Typography.Text>
              </Flex>
              <div className="dash-links">
                {routes.map((r) => (
                  <QuickLinkTile key={r.path} area={area} route={r} icons={icons[area]} />
                ))}
              </div>
            </section>
          ))}
        </Flex>
      )}
    </Card>
  );
}

function AccountCard() {
  const intl = useIntl();
  const { user_info: user, shop_info: shop, version } = useAppSelector(selectSession);
  const label = (id: 'loginName' | 'phone' | 'shopName' | 'shopId' | 'ip' | 'version') => intl.formatMessage({ id: `dashboard.${id}` });
  return (
    <Card variant="borderless" style={{ borderRadius: 12 }} title={intl.formatMessage({ id: 'dashboard.account' })}>
      <Descriptions
        column={{ xs: 1, sm: 1, md: 2, lg: 2, xl: 3, xxl: 3 }}
        size="small"
        items={[
          { key: 'loginName', label: label('loginName'), children: user.login_name },
          { key: 'phone', label: label('phone'), children: maskPhone(user.user_phone) },
          { key: 'shop', label: label('shopName'), children: shop.shop_name },
          { key: 'shopId', label: label('shopId'), children: shop.shop_id },
          { key: 'ip', label: label('ip'), children: user.user_ip },
          { key: 'version', label: label('version'), children: version.version_name },
        ]}
      />
    </Card>
  );
}

export default function DashboardPage() {
  return (
    <Flex vertical gap={16} style={{ width: '100%' }} data-testid="dashboard">
      <PageHeader />
      <WelcomeCard />
      <DashboardStats />
      <AfterPaint>
        <QuickLinksCard />
        <AccountCard />
      </AfterPaint>
    </Flex>
  );
}
