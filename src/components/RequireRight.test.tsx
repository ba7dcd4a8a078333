/**
 * In-page rights gates [ROUTE-08, ROUTE-09], for sub-accounts holding chosen bundles of rights:
 * each alternative alone, all of them, none, and every right except the gate's own.
 */
import { act, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { login } from '../api/user';
import { setLanguage } from '../app/i18n';
import { ALL_RIGHT_CODES, type RightCode } from '../common/rights';
import { zhCN } from '../locales/zh-CN';
import { setupTestBackend } from '../../tests/helpers/backend';
import { renderApp } from '../../tests/helpers/renderApp';
import { addStaffWithRights } from '../../tests/helpers/webStaff';
import { RequireRight, useRight } from './RequireRight';

const backend = setupTestBackend();

/** Every right of the catalogue except `excluded`: rights unrelated to the gate under test. */
const allBut = (...excluded: RightCode[]) => ALL_RIGHT_CODES.filter((code) => !excluded.includes(code));

/** Renders `ui` for a new sub-account whose only role holds exactly `rights`, its session loaded. */
async function renderHolding(rights: readonly RightCode[], ui: ReactNode) {
  await login(await addStaffWithRights(backend.current.db, 'gate_holder', rights));
  const view = renderApp(ui);
  await waitFor(() => expect(view.store.getState().session.status).toBe('ready'));
  return view;
}

function RightProbe({ right }: { right: RightCode | readonly RightCode[] }) {
  return <span data-testid="probe">{useRight(right) ? 'yes' : 'no'}</span>;
}

const EITHER: readonly RightCode[] = ['SF_INVOICE_LIST', 'SF_STORE_ORD_LIST'];

describe('RequireRight and useRight', () => {
  it("[ROUTE-08] [ROUTE-09] shows the fallback, by default 'No Auth', to a user holding none of the rights", async () => {
    await renderHolding(
      [],
      <RequireRight right={EITHER}>
        <span>受保护的内容</span>
      </RequireRight>,
    );
    expect(await screen.findByTestId('no-auth')).toHaveTextContent(zhCN['noAuth.fallback']);
    expect(screen.queryByText('受保护的内容')).not.toBeInTheDocument();
    act(() => setLanguage('en-US'));
    expect(screen.getByTestId('no-auth')).toHaveTextContent(/^\s*No Auth$/);
  });

  it.each<[string, readonly RightCode[], boolean]>([
    ['the first alternative alone', ['SF_INVOICE_LIST'], true],
    ['the second alternative alone', ['SF_STORE_ORD_LIST'], true],
    ['both alternatives', EITHER, true],
    ['no right at all', [], false],
    ['every other right of the catalogue', allBut(...EITHER), false],
  ])('[ROUTE-08] a gate requiring any of two rights, for a holder of %s', async (_bundle, rights, shown) => {
    await renderHolding(
      rights,
      <>
        <RequireRight right={EITHER}>
          <span>受保护的内容</span>
        </RequireRight>
        <RightProbe right={EITHER} />
      </>,
    );
    // useRight answers the same decision as the gate.
    await waitFor(() => expect(screen.getByTestId('probe')).toHaveTextContent(shown ? 'yes' : 'no'));
    if (shown) {
      expect(screen.getByText('受保护的内容')).toBeInTheDocument();
      expect(screen.queryByTestId('no-auth')).not.toBeInTheDocument();
    } else {
      expect(screen.getByTestId('no-auth')).toBeInTheDocument();
      expect(screen.queryByText('受保护的内容')).not.toBeInTheDocument();
    }
  });

  it('[ROUTE-08] a single-right gate stays closed to a holder of every other right; it takes another fallback, or none', async () => {
    await renderHolding(
      allBut('SF_STAFF_DELETE'),
      <>
        <RequireRight right="SF_STAFF_DELETE" fallback={<span>请联系管理员</span>}>
          <button type="button">解雇</button>
        </RequireRight>
        <RequireRight right="SF_STAFF_DELETE" fallback={null}>
          <button type="button">解雇2</button>
        </RequireRight>
        <RightProbe right="SF_STAFF_DELETE" />
      </>,
    );
    await waitFor(() => expect(screen.getByTestId('probe')).toHaveTextContent('no'));
    expect(screen.getByText('请联系管理员')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByTestId('no-auth')).not.toBeInTheDocument();
  });

  it('[ROUTE-08] a single-right gate opens for a holder of that right alone', async () => {
    await renderHolding(
      ['SF_STAFF_DELETE'],
      <RequireRight right="SF_STAFF_DELETE">
        <button type="button">解雇</button>
      </RequireRight>,
    );
    expect(await screen.findByRole('button', { name: '解雇' })).toBeInTheDocument();
  });
});
