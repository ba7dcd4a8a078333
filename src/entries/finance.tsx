import { startApp } from './startApp';

// The area's modules are evaluated after the store's, in a task of their own (bootstrap.tsx).
void startApp('finance', async () => {
  const [{ financeArea }, { financeIcons }] = await Promise.all([
    import(/* webpackMode: "eager" */ '../routes/financeRoutes'),
    import(/* webpackMode: "eager" */ '../routes/financeIcons'),
  ]);
  return [financeArea, financeIcons];
});
