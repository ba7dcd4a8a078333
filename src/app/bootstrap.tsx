/**
 * What every entry does: start the in-page backend in API_MODE 'msw' (development), create the
 * store, load the session and render. In production the 'msw' branch is dead code, so neither the
 * mock host nor the server code is bundled.
 */
import 'antd/dist/reset.css';
import './global.css';
import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { AREA_ENTRY, type Area } from '../common/constants';
import { activeIntl } from './activeIntl';
import { AppProviders } from './AppProviders';
import { bootRequested } from './session/sessionSlice';
import { createAppStore } from './store';

export async function startApp(area: Area, app: ReactNode): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from the page');
  if (process.env.API_MODE === 'msw') {
    try {
      await (await import(/* webpackChunkName: "demo-backend" */ '../../mocks/browser')).startBrowserBackend();
    } catch (e) {
      console.error(e);
      container.textContent = activeIntl().formatMessage({ id: 'app.demoBackendFailed' }, { message: e instanceof Error ? e.message : String(e) });
      return;
    }
  }
  const store = createAppStore();
  store.dispatch(bootRequested({ entry: AREA_ENTRY[area] }));
  createRoot(container).render(
    <StrictMode>
      <AppProviders store={store}>{app}</AppProviders>
    </StrictMode>,
  );
}
