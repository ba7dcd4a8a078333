/**
 * Session state the shell keeps beside the login: the region tree cache [SESSION-21, SESSION-22],
 * the archive config [SESSION-23], and the reload when another tab changes the stored phone
 * [SESSION-29]. Against the real backend.
 */
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import type { AreaNode } from '../../common/shell';
import { login } from '../../api/user';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../../server/db/seed';
import { setupTestBackend } from '../../../tests/helpers/backend';
import * as navigation from '../navigation';
import { createAppStore, type AppStore } from '../store';
import { AREA_TREE_STORAGE_KEY, SESSION_STORAGE_KEYS } from './sessionSaga';
import { areaOptionsOf, areaTreeRequested, bootRequested, selectArchiveConfig, selectAreaOptions } from './sessionSlice';
import { useAreaOptions } from './useAreaOptions';

const backend = setupTestBackend();

function countCalls(path: string) {
  let count = 0;
  const listener = ({ request }: { request: Request }) => {
    if (new URL(request.url).pathname === `/api${path}`) count += 1;
  };
  backend.current.server.events.on('request:start', listener);
  return {
    get count() {
      return count;
    },
    stop: () => backend.current.server.events.removeListener('request:start', listener),
  };
}

async function loggedInStore(account: string = DEMO_ACCOUNTS.master): Promise<AppStore> {
  await login({ login_name: account, password: DEMO_PASSWORD });
  const store = createAppStore();
  store.dispatch(bootRequested({ entry: 'CF-Index' }));
  await waitFor(() => expect(store.getState().session.status).toBe('ready'));
  return store;
}

describe('region tree', () => {
  it('[SESSION-21] POST /Config-area is called only when nothing is cached; the answer is cached in local storage', async () => {
    const calls = countCalls('/Config-area');
    const first = await loggedInStore();
    expect(localStorage.getItem(AREA_TREE_STORAGE_KEY)).toBeNull();
    first.dispatch(areaTreeRequested());
    await waitFor(() => expect(first.getState().session.areaTree).not.toBeNull());
    expect(calls.count).toBe(1);
    const cached = JSON.parse(localStorage.getItem(AREA_TREE_STORAGE_KEY) ?? '{}') as Record<string, AreaNode>;
    expect(cached['440000'].region_name).toBe('广东省');

    // Asked again in this page: already in state, no call.
    first.dispatch(areaTreeRequested());
    // A new page (another store) finds the cache: no call either.
    const second = await loggedInStore();
    second.dispatch(areaTreeRequested());
    await waitFor(() => expect(second.getState().session.areaTree).not.toBeNull());
    expect(calls.count).toBe(1);
    expect(second.getState().session.areaTree).toEqual(cached);

    // A broken cache is ignored and replaced.
    localStorage.setItem(AREA_TREE_STORAGE_KEY, '{not json');
    const third = await loggedInStore();
    third.dispatch(areaTreeRequested());
    await waitFor(() => expect(third.getState().session.areaTree).not.toBeNull());
    expect(calls.count).toBe(2);
    calls.stop();
  });

  it('[SESSION-22] a node (region_id, region_name, optional child map) is shown as label, value, children', async () => {
    const tree: Record<string, AreaNode> = {
      '440000': {
        region_id: '440000',
        region_name: '广东省',
        child: {
          '440600': { region_id: '440600', region_name: '佛山市', child: { '440606': { region_id: '440606', region_name: '顺德区' } } },
          '440100': { region_id: '440100', region_name: '广州市', child: {} },
        },
      },
      '110000': { region_id: '110000', region_name: '北京市' },
    };
    expect(areaOptionsOf(tree)).toEqual([
      { label: '北京市', value: '110000' },
      {
        label: '广东省',
        value: '440000',
        children: [
          { label: '广州市', value: '440100' },
          { label: '佛山市', value: '440600', children: [{ label: '顺德区', value: '440606' }] },
        ],
      },
    ]);
    expect(areaOptionsOf(null)).toEqual([]);
  });

  it('[SESSION-21] [SESSION-22] useAreaOptions asks for the tree once and answers AreaCascader options', async () => {
    const store = await loggedInStore();
    const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
    const { result } = renderHook(() => useAreaOptions(), { wrapper });
    expect(result.current.loading).toBe(true);
    await waitFor(() => expect(result.current.loading).toBe(false));
    const guangdong = result.current.options.find((o) => o.value === '440000');
    expect(guangdong?.label).toBe('广东省');
    const foshan = guangdong?.children?.find((o) => o.value === '440600');
    expect(foshan?.children?.find((o) => o.value === '440606')?.label).toBe('顺德区');
    expect(selectAreaOptions(store.getState())).toBe(result.current.options);
  });
});

describe('archive config', () => {
  it('[SESSION-23] GET /StoreOrders-archiveConfig is held in state after login', async () => {
    const store = await loggedInStore();
    await waitFor(() => expect(selectArchiveConfig(store.getState())).not.toBeNull());
    expect(selectArchiveConfig(store.getState())).toEqual({ archive_months: 12, archive_state: 1 });
  });

  it('[SESSION-23] is not asked for while logged out', async () => {
    const calls = countCalls('/StoreOrders-archiveConfig');
    const store = createAppStore();
    store.dispatch(bootRequested({ entry: 'CF-Index' }));
    await waitFor(() => expect(store.getState().session.status).toBe('ready'));
    await new Promise((r) => setTimeout(r, 100));
    expect(calls.count).toBe(0);
    expect(selectArchiveConfig(store.getState())).toBeNull();
    calls.stop();
  });
});

describe('another tab', () => {
  function storageEvent(init: StorageEventInit) {
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { storageArea: localStorage, ...init }));
    });
  }

  it('[SESSION-29] a change of the stored phone in another tab reloads the page; other keys do not', async () => {
    const reload = jest.spyOn(navigation, 'reloadPage').mockImplementation(() => undefined);
    await loggedInStore();
    storageEvent({ key: 'erp.lang', oldValue: 'zh-CN', newValue: 'en-US' });
    storageEvent({ key: SESSION_STORAGE_KEYS.phone, oldValue: '13800138000', newValue: '13800138000' });
    expect(reload).not.toHaveBeenCalled();
    storageEvent({ key: SESSION_STORAGE_KEYS.phone, oldValue: '13800138000', newValue: '13912345678' });
    expect(reload).toHaveBeenCalled();
  });

  it('[SESSION-29] logging out in another tab (the phone removed) reloads the page too', async () => {
    const reload = jest.spyOn(navigation, 'reloadPage').mockImplementation(() => undefined);
    await loggedInStore();
    storageEvent({ key: SESSION_STORAGE_KEYS.phone, oldValue: '13800138000', newValue: null });
    expect(reload).toHaveBeenCalled();
  });
});
