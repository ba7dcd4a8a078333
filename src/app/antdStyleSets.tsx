/**
 * What each page's first view shows of antd, so that the build can compute those styles once
 * (scripts/antd-styles.tsx) instead of every phone computing them at start-up.
 *
 * antd writes its styles at run time (CSS-in-JS): each component, the first time it renders, builds
 * its style object, serialises it and injects a <style>; on a slow phone that is most of the start-up
 * work. antd's own answer for static sites is to compute the styles beforehand into a CSS file that
 * also carries a map of what it holds (`.data-ant-cssinjs-cache-path`): a component whose styles are
 * in the map skips building and injecting them. A component not listed here still works, it only
 * builds its styles in the browser as before; so the lists hold what the first view of the page
 * shows, and the CSS stays small (it blocks the first paint).
 *
 * The samples render with the pages' theme (theme.ts) and antd's default prefix, so their class
 * hashes and style paths are those of the pages. Not in the bundles: only the build imports this.
 */
import { Alert, App, Avatar, Badge, Breadcrumb, Button, Card, ConfigProvider, Descriptions, Dropdown, Empty, Flex, Layout, Menu, Modal, Popover, Spin, Tag, Tooltip, Typography } from 'antd';
import type { ReactElement } from 'react';
import { THEME } from './theme';

export type AntdStyleSet = 'login' | 'area';

/** The style set of each HTML page (webpack.config.ts's PAGES). */
export const PAGE_STYLE_SETS: Readonly<Record<string, AntdStyleSet>> = {
  user: 'login',
  index: 'area',
  erp: 'area',
  depot: 'area',
  finance: 'area',
};

/**
 * What the login page shows only now and then: the spinner while it leaves, a refusal. The page's
 * form itself is rendered for real by the build (scripts/render-at-build.tsx), styles and all.
 */
function LoginSample() {
  return (
    <>
      <Spin />
      <Alert type="error" showIcon title="refused" />
    </>
  );
}

/**
 * An area page's shell (src/shell/AreaLayout.tsx: header, side menu, personal menu, notices, the
 * demo banner, the page header with its breadcrumb) and the dashboard's cards, which is the page
 * most people land on.
 */
function AreaSample() {
  return (
    <App>
      <Layout>
        <Layout.Header />
        <Layout hasSider>
          <Layout.Sider collapsible trigger={null} />
          <Layout.Content>
            <Menu items={[{ key: 'a', label: 'a' }]} mode="inline" />
            <Menu items={[{ key: 'b', label: 'b' }]} mode="horizontal" />
            <Dropdown menu={{ items: [] }}>
              <span />
            </Dropdown>
            <Tooltip title="t">
              <span />
            </Tooltip>
            <Popover content="p">
              <span />
            </Popover>
            <Badge count={1}>
              <Avatar />
            </Badge>
            <Button />
            <Button type="text" />
            <Alert type="warning" banner />
            <Spin />
            <Modal />
            <Breadcrumb items={[{ title: 'a' }]} />
            <Typography.Title />
            <Typography.Text />
            <Flex />
            <Card title="c" />
            <Descriptions items={[{ label: 'a', children: 'b' }]} />
            <Tag color="blue" />
            <Empty />
          </Layout.Content>
        </Layout>
      </Layout>
    </App>
  );
}

const SAMPLES: Readonly<Record<AntdStyleSet, () => ReactElement>> = {
  login: LoginSample,
  area: AreaSample,
};

/** The sample of `set` in the pages' theme, for react-dom/server to render. */
export function styleSetSample(set: AntdStyleSet): ReactElement {
  const Sample = SAMPLES[set];
  return (
    <ConfigProvider theme={THEME}>
      <Sample />
    </ConfigProvider>
  );
}
