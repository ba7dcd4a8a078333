import { startApp } from '../app/bootstrap';

// The area's modules are evaluated after the store's, in a task of their own (bootstrap.tsx).
void startApp('index', async () => {
  const [{ indexArea }, { indexIcons }, { withIcons }, { AreaApp }] = await Promise.all([
    import(/* webpackMode: "eager" */ '../app/routes/indexRoutes'),
    import(/* webpackMode: "eager" */ '../app/routes/indexIcons'),
    import(/* webpackMode: "eager" */ '../app/routes/defineRoutes'),
    import(/* webpackMode: "eager" */ '../shell/AreaApp'),
  ]);
  return <AreaApp definition={withIcons(indexArea, indexIcons)} />;
});
