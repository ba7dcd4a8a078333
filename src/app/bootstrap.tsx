/** What an area's entry does: create the store, load the session and render the area (mountPage.tsx). */
import type { ReactNode } from 'react';
import { AREA_ENTRY, type Area } from '../common/constants';
import { AppProviders } from './AppProviders';
import { mountPage } from './mountPage';
import { bootRequested } from './session/sessionSlice';
import { createAppStore } from './store';

export function startApp(area: Area, app: ReactNode): Promise<void> {
  return mountPage('app', () => {
    const store = createAppStore();
    store.dispatch(bootRequested({ entry: AREA_ENTRY[area] }));
    return <AppProviders store={store}>{app}</AppProviders>;
  });
}
