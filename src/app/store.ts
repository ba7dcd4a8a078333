/** The store: Redux Toolkit with redux-saga for side effects. */
import { configureStore } from '@reduxjs/toolkit';
import { useDispatch, useSelector } from 'react-redux';
import createSagaMiddleware from 'redux-saga';
import { rootSaga } from './rootSaga';
import { noticesReducer } from './notices/noticesSlice';
import { sessionReducer } from './session/sessionSlice';

export function createAppStore() {
  const saga = createSagaMiddleware();
  const store = configureStore({
    reducer: { session: sessionReducer, notices: noticesReducer },
    middleware: (getDefault) => getDefault({ thunk: false }).concat(saga),
  });
  saga.run(rootSaga);
  return store;
}

export type AppStore = ReturnType<typeof createAppStore>;
export type RootState = ReturnType<AppStore['getState']>;
export type AppDispatch = AppStore['dispatch'];

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
