/**
 * What an area's entry does: create the store and ask for the session, then bring in the rest of
 * the page, then render it (mountPage.tsx).
 *
 * The modules of an area take a slow phone a few hundred milliseconds to evaluate; evaluated all at
 * once, they are the start-up's longest task. They arrive with the page's first scripts as before
 * (`webpackMode: "eager"` makes no chunk of its own and no request), but are evaluated in steps, each
 * in a task of its own: the store's and the request layer's modules; the store (which then asks
 * for the session); antd's core (BaseProviders); the areas' providers; the area's route table
 * (`loadArea`); its shell.
 */
import { AREA_ENTRY, FRAMED_ROOT_ATTRIBUTE, type Area } from '../common/constants';
import { mountPage, nextTask } from '../app/mountPage';
import type { AreaDefinition, RouteIcons } from '../shell/areaRoute';
import type { AppStore } from '../app/store';

/** Resolves once the session request of the start-up has been answered (or has failed). */
function sessionSettled(store: AppStore, isSettled: (store: AppStore) => boolean): Promise<void> {
  return new Promise((resolve) => {
    const check = () => {
      if (!isSettled(store)) return;
      unsubscribe();
      resolve();
    };
    const unsubscribe = store.subscribe(check);
    check();
  });
}

/**
 * Starts the page of `area`. `loadArea` brings in the area's own modules, its route table and menu
 * icons, which its entry imports with `webpackMode: "eager"` (src/entries/*.tsx).
 */
export function startApp(area: Area, loadArea: () => Promise<[AreaDefinition, RouteIcons]>): Promise<void> {
  return mountPage('app', async () => {
    // Each step a task of its own, none long on a slow phone: a step's modules are evaluated when it
    // first imports them, apart from the work done with them.
    const [{ createAppStore }, { bootRequested, selectSessionStatus }] = await Promise.all([
      import(/* webpackMode: "eager" */ '../app/store'),
      import(/* webpackMode: "eager" */ '../app/session/sessionSlice'),
    ]);
    await nextTask();
    const store = createAppStore();
    store.dispatch(bootRequested({ entry: AREA_ENTRY[area] }));
    await nextTask();
    await import(/* webpackMode: "eager" */ '../app/BaseProviders');
    await nextTask();
    const { AppProviders } = await import(/* webpackMode: "eager" */ '../app/AppProviders');
    await nextTask();
    const [[definition, icons], { withIcons }, { AREA_CATALOGUE }] = await Promise.all([
      loadArea(),
      import(/* webpackMode: "eager" */ '../routes/defineRoutes'),
      import(/* webpackMode: "eager" */ '../routes/allAreas'),
    ]);
    const shown = withIcons(definition, icons);
    // The area's own table with its icons (the dashboard's quick links show them at once).
    const catalogue = { ...AREA_CATALOGUE, areas: { ...AREA_CATALOGUE.areas, [definition.area]: shown } };
    await nextTask();
    const { AreaApp } = await import(/* webpackMode: "eager" */ '../shell/AreaApp');
    // Where the host drew the page's frame (server/pages/areaFrame.ts), it stays on screen until the
    // session is in: the first render, which replaces it, is then the shell itself, not the loading
    // state that would flash in between.
    if (document.getElementById('root')?.hasAttribute(FRAMED_ROOT_ATTRIBUTE)) {
      await sessionSettled(store, (s) => selectSessionStatus(s.getState()) !== 'unknown');
    }
    return (
      <AppProviders store={store}>
        <AreaApp definition={shown} catalogue={catalogue} />
      </AppProviders>
    );
  });
}
