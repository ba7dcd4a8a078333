import { startApp } from './startApp';

// The area's modules are evaluated after the store's, in a task of their own (bootstrap.tsx).
void startApp('erp', async () => {
  const [{ erpArea }, { erpIcons }] = await Promise.all([
    import(/* webpackMode: "eager" */ '../routes/erpRoutes'),
    import(/* webpackMode: "eager" */ '../routes/erpIcons'),
  ]);
  return [erpArea, erpIcons];
});
