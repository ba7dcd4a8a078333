import { startApp } from '../app/bootstrap';

// The area's modules are evaluated after the store's, in a task of their own (bootstrap.tsx).
void startApp('erp', async () => {
  const [{ erpArea }, { erpIcons }] = await Promise.all([
    import(/* webpackMode: "eager" */ '../app/routes/erpRoutes'),
    import(/* webpackMode: "eager" */ '../app/routes/erpIcons'),
  ]);
  return [erpArea, erpIcons];
});
