/** In-page rights gates [ROUTE-08, ROUTE-09]. */
import { act, screen, waitFor } from '@testing-library/react';
import { login } from '../api/user';
import { setLanguage } from '../app/i18n';
import { enUS } from '../locales/en-US';
import { zhCN } from '../locales/zh-CN';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../server/db/seed';
import { setupTestBackend } from '../../tests/helpers/backend';
import { renderApp } from '../../tests/helpers/renderApp';
import { RequireRight, useRight } from './RequireRight';

setupTestBackend();
afterEach(() => act(() => setLanguage('zh-CN')));

function RightProbe({ right }: { right: string }) {
  return <span data-testid="probe">{useRight(right) ? 'yes' : 'no'}</span>;
}

/** demo_sales holds the order rights and SF_MY_RIGHTS, no invoice right. */
async function renderAsSales(ui: React.ReactNode) {
  await login({ login_name: DEMO_ACCOUNTS.sales, password: DEMO_PASSWORD });
  const view = renderApp(ui);
  await waitFor(() => expect(view.store.getState().session.status).toBe('ready'));
  return view;
}

describe('RequireRight and useRight', () => {
  it("[ROUTE-08] [ROUTE-09] shows the fallback, by default 'No Auth', to a user holding none of the rights", async () => {
    await renderAsSales(
      <RequireRight right="SF_INVOICE_LIST">
        <span>发票列表内容</span>
      </RequireRight>,
    );
    expect(await screen.findByTestId('no-auth')).toHaveTextContent(zhCN['noAuth.fallback']);
    expect(screen.queryByText('发票列表内容')).not.toBeInTheDocument();
    act(() => setLanguage('en-US'));
    expect(screen.getByTestId('no-auth')).toHaveTextContent('No Auth');
    expect(enUS['noAuth.fallback']).toBe('No Auth');
  });

  it('[ROUTE-08] shows the content to a holder of any one of the listed rights', async () => {
    await renderAsSales(
      <>
        <RequireRight right="SF_INVOICE_LIST,SF_STORE_ORD_LIST">
          <span>订单内容</span>
        </RequireRight>
        <RequireRight right={['SF_INVOICE_LIST', 'SF_MY_RIGHTS']}>
          <span>权限内容</span>
        </RequireRight>
      </>,
    );
    expect(await screen.findByText('订单内容')).toBeInTheDocument();
    expect(screen.getByText('权限内容')).toBeInTheDocument();
    expect(screen.queryByTestId('no-auth')).not.toBeInTheDocument();
  });

  it('takes another fallback, or none', async () => {
    await renderAsSales(
      <>
        <RequireRight right="SF_STAFF_DELETE" fallback={<span>请联系管理员</span>}>
          <button type="button">解雇</button>
        </RequireRight>
        <RequireRight right="SF_STAFF_DELETE" fallback={null}>
          <button type="button">解雇2</button>
        </RequireRight>
      </>,
    );
    expect(await screen.findByText('请联系管理员')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByTestId('no-auth')).not.toBeInTheDocument();
  });

  it('useRight answers the same decision as the routes', async () => {
    await renderAsSales(
      <>
        <RightProbe right="SF_STORE_ORD_LIST" />
      </>,
    );
    await waitFor(() => expect(screen.getByTestId('probe')).toHaveTextContent('yes'));
  });
});
