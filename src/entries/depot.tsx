import { startApp } from './startApp';

// The area's modules are evaluated after the store's, in a task of their own (bootstrap.tsx).
void startApp('depot', async () => {
  const [{ depotArea }, { depotIcons }] = await Promise.all([
    import(/* webpackMode: "eager" */ '../routes/depotRoutes'),
    import(/* webpackMode: "eager" */ '../routes/depotIcons'),
  ]);
  return [depotArea, depotIcons];
});
