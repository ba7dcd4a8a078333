/** Renders UI inside the app's providers (store, intl, antd) and a memory router. */
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { AppProviders } from '../../src/app/AppProviders';
import { bootRequested } from '../../src/app/session/sessionSlice';
import { createAppStore, type AppStore } from '../../src/app/store';
import { AREA_ENTRY, type Area } from '../../src/common/constants';

export interface RenderAppOptions {
  /** The route inside the page's hash, e.g. '/login?redirect=erp.html'. */
  route?: string;
  /** Dispatch the start-up of this area (loads the session through the backend). */
  boot?: Area | false;
  store?: AppStore;
}

export function renderApp(ui: ReactNode, { route = '/', boot = 'index', store = createAppStore() }: RenderAppOptions = {}) {
  if (boot) store.dispatch(bootRequested({ entry: AREA_ENTRY[boot] }));
  const view = render(
    <AppProviders store={store}>
      <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
    </AppProviders>,
  );
  return { store, ...view };
}
