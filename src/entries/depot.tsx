import { startApp } from '../app/bootstrap';

// The area's modules are evaluated after the store's, in a task of their own (bootstrap.tsx).
void startApp('depot', async () => {
  const [{ depotArea }, { depotIcons }, { withIcons }, { AreaApp }] = await Promise.all([
    import(/* webpackMode: "eager" */ '../app/routes/depotRoutes'),
    import(/* webpackMode: "eager" */ '../app/routes/depotIcons'),
    import(/* webpackMode: "eager" */ '../app/routes/defineRoutes'),
    import(/* webpackMode: "eager" */ '../shell/AreaApp'),
  ]);
  return <AreaApp definition={withIcons(depotArea, depotIcons)} />;
});
