/** The store: Redux Toolkit with redux-saga for side effects. */
import { configureStore } from '@reduxjs/toolkit';
import { useDispatch, useSelector } from 'react-redux';
import createSagaMiddleware from 'redux-saga';
import { rootSaga } from './rootSaga';
import { noticesReducer } from './notices/noticesSlice';
import { areaTreeLoaded, sessionReducer } from './session/sessionSlice';

const AREA_TREE_STATE_PATH = 'session.areaTree';

/** The store of an area page; `sagas: false` makes one that runs none (the build renders the areas' frames with it). */
export function createAppStore({ sagas = true }: { sagas?: boolean } = {}) {
  const saga = createSagaMiddleware();
  const store = configureStore({
    reducer: { session: sessionReducer, notices: noticesReducer },
    middleware: (getDefault) =>
      getDefault({
        thunk: false,
        // The region tree (some 3,500 nodes, plain JSON, frozen by immer) would make the development
        // checks walk it on every action; it is left out of them (they are off in production anyway).
        serializableCheck: { ignoredPaths: [AREA_TREE_STATE_PATH], ignoredActions: [areaTreeLoaded.type] },
        immutableCheck: { ignoredPaths: [AREA_TREE_STATE_PATH] },
      }).concat(saga),
  });
  if (sagas) saga.run(rootSaga);
  return store;
}

export type AppStore = ReturnType<typeof createAppStore>;
export type RootState = ReturnType<AppStore['getState']>;
export type AppDispatch = AppStore['dispatch'];

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
