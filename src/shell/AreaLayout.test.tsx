/**
 * The area layout against the real backend: session gate, header (logo, shop name, version), menu
 * built from the route table and the user's rights, footer, demo banner, back-to-top, full-screen
 * boards, and the phone / tablet / desktop layouts.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lazy } from 'react';
import { Route, Routes } from 'react-router-dom';
import { login } from '../api/user';
import { setLanguage } from '../app/i18n';
import * as navigation from '../app/navigation';
import { indexArea } from '../routes/indexRoutes';
import type { AreaDefinition, AreaRoute } from './areaRoute';
import { zhCN } from '../locales/zh-CN';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../server/db/seed';
import { setupTestBackend } from '../../tests/helpers/backend';
import { renderApp } from '../../tests/helpers/renderApp';
import { findShellHeader, shellHeader } from '../../tests/helpers/shellHeader';
import { setViewportWidth } from '../../tests/helpers/viewport';
import { AreaLayout } from './AreaLayout';
import { ICP_FILING_NUMBER, SUPERVISION_PHONE } from './brand';

const backend = setupTestBackend();

let navigate: jest.SpyInstance;
beforeEach(() => {
  navigate = jest.spyOn(navigation, 'navigateTo').mockImplementation(() => undefined);
});
afterEach(() => {
  Object.defineProperty(window, 'scrollY', { configurable: true, writable: true, value: 0 });
});

function page(text: string) {
  return lazy(async () => ({ default: () => <p>{text}</p> }));
}

function renderArea(definition: AreaDefinition, route: string) {
  return renderApp(
    <Routes>
      <Route path="*" element={<AreaLayout definition={definition} />} />
    </Routes>,
    { route, boot: definition.area },
  );
}

async function loggedIn(account: string, definition: AreaDefinition, route: string) {
  await login({ login_name: account, password: DEMO_PASSWORD });
  const view = renderArea(definition, route);
  await findShellHeader();
  return view;
}

/** The order area as demo_sales sees it, with a group that only holds rights they lack. */
const ORDERS: AreaDefinition = {
  area: 'erp',
  home: '/orders/list',
  routes: [
    { path: '/orders/list', right: ['SF_STORE_ORD_LIST'], page: page('order list page'), menu: { label: 'route.erp.ordersList', group: 'menuGroup.orders' } },
    // Alternatives: demo_sales holds the second one.
    { path: '/orders/memo', right: ['SF_INVOICE_LIST', 'SF_ERP_ORDER_MEMO_QUERY'], page: page('memo page'), menu: { label: 'route.erp.ordersMemo', group: 'menuGroup.orders' } },
    // No right: always listed.
    { path: '/workquery', page: page('my work page'), menu: { label: 'route.erp.workquery' } },
    // A group whose every entry needs a right demo_sales lacks.
    { path: '/balance/query', right: ['SF_BALANCE_QUERY'], page: page('balance page'), menu: { label: 'route.finance.balanceQuery', group: 'menuGroup.funds' } },
    { path: '/balance/charge', right: ['SF_CHARGE_IN'], page: page('charge page'), menu: { label: 'route.finance.balanceCharge', group: 'menuGroup.funds' } },
    { path: '/process/config', right: ['SF_ERP_SHOP_PROCESS_QUERY'], page: page('process config page'), menu: { label: 'route.erp.processConfig', group: 'menuGroup.process' } },
    { path: '/process/configMulti', right: ['SF_ERP_SHOP_PROCESS_QUERY'], page: page('multi config page'), highlight: '/process/config' },
    // Belongs to an entry demo_sales sees, but needs a right they lack.
    { path: '/orders/memo/audit', right: ['SF_BALANCE_QUERY'], page: page('memo audit page'), highlight: '/orders/memo' },
    { path: '/orders/screen', right: ['SF_ORDER_REMIND_QUERY'], page: page('order board page'), fullScreen: true, menu: { label: 'route.erp.ordersScreen', group: 'menuGroup.orders' } },
  ] satisfies AreaRoute[],
};

const menu = () => screen.getByRole('navigation', { name: zhCN['shell.menu'] });

describe('session gate', () => {
  it("[PAGES-08] shows 'Logging in, loading...' until the session is known", async () => {
    act(() => setLanguage('en-US'));
    renderArea(indexArea, '/shops/dashboard');
    expect(screen.getByText('Logging in, loading...')).toBeInTheDocument();
    await waitFor(() => expect(navigate).toHaveBeenCalled());
  });

  it('[ROUTE-10] renders nothing of the left-menu layout for a logged-out visitor, who goes to user.html#/login', async () => {
    const { container } = renderArea(ORDERS, '/orders/list');
    await waitFor(() => expect(navigate).toHaveBeenCalledTimes(1));
    expect(navigate.mock.calls[0][0]).toMatch(/^user\.html#\/login\?redirect=/);
    // Inside the providers' wrapper (antd's <App>), nothing.
    expect(container.querySelector('.ant-app')).toBeEmptyDOMElement();
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.queryByText('order list page')).not.toBeInTheDocument();
  });
});

describe('header and footer', () => {
  it('[SHELL-01] [SHELL-02] shows the shop name, the brand mark when the shop has no logo, and the version 20231120-1', async () => {
    await loggedIn(DEMO_ACCOUNTS.master, indexArea, '/');
    const header = shellHeader();
    expect(within(header).getByText('演示家具厂')).toBeInTheDocument();
    expect(header.querySelector('.area-brand svg')).not.toBeNull();
    expect(within(header).getByText('20231120-1')).toBeInTheDocument();
    expect(navigate).not.toHaveBeenCalled();
  });

  it("[SHELL-01] shows the shop's own logo (shop_info.shop_logo) when it has one", async () => {
    await backend.current.db.updateTable('shops').set({ shop_logo: '/files/logo-demo.png' }).where('shop_name', '=', '演示家具厂').execute();
    await loggedIn(DEMO_ACCOUNTS.master, indexArea, '/');
    const logo = within(shellHeader()).getByRole('img', { name: '演示家具厂' });
    expect(logo).toHaveAttribute('src', '/files/logo-demo.png');
    // A logo that fails to load falls back to the brand mark.
    fireEvent.error(logo);
    expect(shellHeader().querySelector('.area-brand svg')).not.toBeNull();
  });

  it('[ROUTE-01] the top navigation links the four areas: index.html, erp.html, depot.html, finance.html', async () => {
    await loggedIn(DEMO_ACCOUNTS.master, indexArea, '/');
    const header = shellHeader();
    const links = ['index', 'erp', 'depot', 'finance'].map((a) => within(header).getByRole('link', { name: new RegExp(zhCN[`area.${a}` as 'area.erp']) }));
    expect(links.map((l) => l.getAttribute('href'))).toEqual(['index.html', 'erp.html', 'depot.html', 'finance.html']);
    await userEvent.click(links[1]);
    expect(navigate).toHaveBeenCalledWith('erp.html');
  });

  it('[ROUTE-01] a sub-account does not see the areas in which they can open no page; the area being shown stays listed', async () => {
    // demo_sales holds order-area rights only: nothing of the warehouse or finance areas.
    await loggedIn(DEMO_ACCOUNTS.sales, indexArea, '/');
    const hrefs = () => within(screen.getByRole('navigation', { name: zhCN['shell.areas'] })).getAllByRole('link').map((l) => l.getAttribute('href'));
    expect(hrefs()).toEqual(['index.html', 'erp.html']);
  });

  it('[ROUTE-01] the area being shown stays in the top navigation even without a page the user can open there', async () => {
    await loggedIn(DEMO_ACCOUNTS.sales, { area: 'depot', routes: [] }, '/');
    const nav = screen.getByRole('navigation', { name: zhCN['shell.areas'] });
    expect(within(nav).getAllByRole('link').map((l) => l.getAttribute('href'))).toEqual(['index.html', 'erp.html', 'depot.html']);
    expect(within(nav).getByRole('link', { name: new RegExp(zhCN['area.depot']) })).toHaveAttribute('aria-current', 'page');
  });

  it('[SHELL-13] the footer shows the company copyright and the filing number', async () => {
    await loggedIn(DEMO_ACCOUNTS.master, indexArea, '/');
    // The footer comes in a commit after the rest of the shell's (AfterPaint).
    const footer = await screen.findByRole('contentinfo');
    expect(footer).toHaveTextContent('佛山云匠软件科技有限公司 版权所有');
    expect(footer).toHaveTextContent('©');
    expect(within(footer).getByRole('link', { name: ICP_FILING_NUMBER })).toHaveAttribute('href', 'https://beian.miit.gov.cn/');
    expect(ICP_FILING_NUMBER).toMatch(/ICP备\d+号/);
  });

  it('[SHELL-14] a demo shop (self_account 1) shows the demo banner with the supervision phone', async () => {
    await loggedIn(DEMO_ACCOUNTS.sales, ORDERS, '/orders/list');
    const banner = screen.getByRole('note');
    expect(banner).toHaveTextContent(zhCN['shell.demo.text']);
    expect(zhCN['shell.demo.text']).toMatch(/演示账号.*禁.*销售.*一经发现立即关闭/);
    expect(within(banner).getByRole('link', { name: SUPERVISION_PHONE })).toHaveAttribute('href', `tel:${SUPERVISION_PHONE.replace(/-/g, '')}`);
    expect(banner).toHaveTextContent('监督电话');
  });

  it('[SHELL-15] a shop with self_account 0 shows no demo banner', async () => {
    await loggedIn(DEMO_ACCOUNTS.otherShopMaster, indexArea, '/');
    expect(within(shellHeader()).getByText('南方板材定制')).toBeInTheDocument();
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
    expect(screen.queryByText(zhCN['shell.demo.text'])).not.toBeInTheDocument();
  });
});

describe('left menu', () => {
  it('[ROUTE-04] [ROUTE-05] [ROUTE-06] [ROUTE-07] hides entries without the right, shows comma alternatives and right-less entries, hides empty groups', async () => {
    await loggedIn(DEMO_ACCOUNTS.sales, ORDERS, '/orders/list');
    const nav = menu();
    expect(within(nav).getByRole('link', { name: zhCN['route.erp.ordersList'] })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: zhCN['route.erp.ordersMemo'] })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: zhCN['route.erp.workquery'] })).toBeInTheDocument();
    expect(within(nav).queryByText(zhCN['route.finance.balanceQuery'])).not.toBeInTheDocument();
    expect(within(nav).queryByText(zhCN['route.finance.balanceCharge'])).not.toBeInTheDocument();
    expect(within(nav).queryByText(zhCN['menuGroup.funds'])).not.toBeInTheDocument();
    expect(within(nav).getByText(zhCN['menuGroup.orders'])).toBeInTheDocument();
    expect(await screen.findByText('order list page')).toBeInTheDocument();
  });

  it('[ROUTE-40] a highlight route selects the entry it names', async () => {
    await loggedIn(DEMO_ACCOUNTS.sales, ORDERS, '/process/configMulti');
    expect(await screen.findByText('multi config page')).toBeInTheDocument();
    const entry = within(menu()).getByRole('link', { name: zhCN['route.erp.processConfig'] }).closest('li');
    expect(entry).toHaveClass('ant-menu-item-selected');
  });

  it('[SHELL-30] on a desktop (1280 px and up) the menu is a full sider; on a tablet (680–1279 px) it is collapsed to icons', async () => {
    setViewportWidth(1280);
    const { unmount } = await loggedIn(DEMO_ACCOUNTS.sales, ORDERS, '/orders/list');
    expect(document.querySelector('.area-sider')).not.toHaveClass('ant-layout-sider-collapsed');
    expect(document.querySelector('.area-nav')).not.toBeNull();
    unmount();
    setViewportWidth(900);
    renderArea(ORDERS, '/orders/list');
    await findShellHeader();
    expect(document.querySelector('.area-sider')).toHaveClass('ant-layout-sider-collapsed');
    expect(document.querySelector('.area-nav')).not.toBeNull();
    expect(document.querySelector('.area-bottom-bar')).toBeNull();
  });
});

describe('phone layout', () => {
  it('[SHELL-29] under 680 px a bottom bar with the four areas replaces the top navigation', async () => {
    setViewportWidth(375);
    await loggedIn(DEMO_ACCOUNTS.master, ORDERS, '/orders/list');
    expect(document.querySelector('.area-nav')).toBeNull();
    const bar = screen.getByRole('navigation', { name: zhCN['shell.areas'] });
    const links = within(bar).getAllByRole('link');
    expect(links.map((l) => l.getAttribute('href'))).toEqual(['index.html', 'erp.html', 'depot.html', 'finance.html']);
    expect(links.map((l) => l.textContent)).toEqual([zhCN['area.index'], zhCN['area.erp'], zhCN['area.depot'], zhCN['area.finance']]);
    expect(within(bar).getByRole('link', { name: zhCN['area.erp'] })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(within(bar).getByRole('link', { name: zhCN['area.finance'] }));
    expect(navigate).toHaveBeenCalledWith('finance.html');
  });

  it('[SHELL-29] a sub-account sees only the areas with a page they can open: the bottom bar of demo_sales has the overview and the order area', async () => {
    setViewportWidth(375);
    await loggedIn(DEMO_ACCOUNTS.sales, ORDERS, '/orders/list');
    const bar = screen.getByRole('navigation', { name: zhCN['shell.areas'] });
    expect(within(bar).getAllByRole('link').map((l) => l.getAttribute('href'))).toEqual(['index.html', 'erp.html']);
  });

  it('on a phone the left menu lives in a drawer opened from the header, closed once an entry is chosen', async () => {
    setViewportWidth(375);
    await loggedIn(DEMO_ACCOUNTS.sales, ORDERS, '/orders/list');
    expect(document.querySelector('.area-sider')).toBeNull();
    expect(screen.queryByRole('navigation', { name: zhCN['shell.menu'] })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: zhCN['shell.openMenu'] }));
    const nav = await screen.findByRole('navigation', { name: zhCN['shell.menu'] });
    await userEvent.click(within(nav).getByRole('link', { name: zhCN['route.erp.workquery'] }));
    expect(await screen.findByText('my work page')).toBeInTheDocument();
    await waitFor(() => expect(document.querySelector('.ant-drawer-open')).toBeNull());
  });
});

describe('back to top and full-screen boards', () => {
  function scrollTo(y: number) {
    act(() => {
      Object.defineProperty(window, 'scrollY', { configurable: true, writable: true, value: y });
      window.dispatchEvent(new Event('scroll'));
    });
  }

  it('[SHELL-11] [SHELL-12] the back-to-top arrow shows only after scrolling more than 200 px, and scrolls to the top', async () => {
    const scroll = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    await loggedIn(DEMO_ACCOUNTS.sales, ORDERS, '/orders/list');
    const arrow = () => screen.queryByRole('button', { name: zhCN['shell.backToTop'] });
    expect(arrow()).not.toBeInTheDocument();
    scrollTo(200);
    expect(arrow()).not.toBeInTheDocument();
    scrollTo(201);
    // The floating button loads the first time it shows.
    expect(await screen.findByRole('button', { name: zhCN['shell.backToTop'] })).toBeInTheDocument();
    await userEvent.click(arrow()!);
    expect(scroll).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }));
    scrollTo(50);
    expect(arrow()).not.toBeInTheDocument();
  });

  it('[ROUTE-38] a full-screen board renders without the shell chrome and without the back-to-top arrow', async () => {
    await login({ login_name: DEMO_ACCOUNTS.sales, password: DEMO_PASSWORD });
    renderArea(ORDERS, '/orders/screen');
    expect(await screen.findByText('order board page')).toBeInTheDocument();
    scrollTo(1000);
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: zhCN['shell.backToTop'] })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: zhCN['shell.exitFullScreen'] })).toBeInTheDocument();
  });
});

describe('routes', () => {
  it('shows the placeholder of an area without a home page at its root', async () => {
    await loggedIn(DEMO_ACCOUNTS.sales, { area: 'depot', routes: [] }, '/');
    expect(await screen.findByText(zhCN['shell.placeholder.text'])).toBeInTheDocument();
  });

  it('shows the no-permission page on a route whose right the user lacks', async () => {
    await loggedIn(DEMO_ACCOUNTS.sales, ORDERS, '/balance/query');
    expect(await screen.findByText(zhCN['noAuth.description'])).toBeInTheDocument();
    expect(screen.getByText(zhCN['noAuth.sub'])).toBeInTheDocument();
    expect(screen.queryByText('balance page')).not.toBeInTheDocument();
  });

  it('the menu highlights nothing on the no-permission page, not even the entry the page belongs to', async () => {
    await loggedIn(DEMO_ACCOUNTS.sales, ORDERS, '/orders/memo/audit');
    expect(await screen.findByTestId('no-permission')).toBeInTheDocument();
    expect(within(menu()).getByRole('link', { name: zhCN['route.erp.ordersMemo'] })).toBeInTheDocument();
    expect(menu().querySelectorAll('.ant-menu-item-selected, .ant-menu-submenu-selected')).toHaveLength(0);
  });

  it('[SHELL-06] opens personal settings in any area', async () => {
    await loggedIn(DEMO_ACCOUNTS.sales, ORDERS, '/personal/settings');
    expect(await screen.findByRole('heading', { name: zhCN['route.personal.settings'] })).toBeInTheDocument();
  });
});
