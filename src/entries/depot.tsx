import { startApp } from '../app/bootstrap';

// The area's modules are evaluated after the store's, in a task of their own (bootstrap.tsx).
void startApp('depot', async () => {
  const [{ depotArea }, { depotIcons }] = await Promise.all([
    import(/* webpackMode: "eager" */ '../app/routes/depotRoutes'),
    import(/* webpackMode: "eager" */ '../app/routes/depotIcons'),
  ]);
  return [depotArea, depotIcons];
});
