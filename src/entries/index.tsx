import { startApp } from './startApp';

// The area's modules are evaluated after the store's, in a task of their own (bootstrap.tsx).
void startApp('index', async () => {
  const [{ indexArea }, { indexIcons }] = await Promise.all([
    import(/* webpackMode: "eager" */ '../routes/indexRoutes'),
    import(/* webpackMode: "eager" */ '../routes/indexIcons'),
  ]);
  return [indexArea, indexIcons];
});
