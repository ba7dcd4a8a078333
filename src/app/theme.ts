/**
 * The antd theme of every page. Its own module, free of browser code, because the build renders
 * with it too: antd's styles of each page's first view are computed at build time with this theme
 * (scripts/antd-styles.tsx), and only a page rendered with the same theme can use them.
 */
import type { ThemeConfig } from 'antd';

/**
 * Colours that keep text at 4.5:1 or more (WCAG 2.2 AA, 1.4.3) on white and on the page's grey
 * (#f3f5f9): antd's defaults put secondary text at 3.4:1, red text and white-on-red badges at 3.3:1,
 * the hovered primary button at 4.4:1 and the status and preset tags' text on their pale
 * backgrounds at 2.2–3.4:1. Hover and pressed states go darker rather than lighter for the same
 * reason. Values checked in tests/e2e/a11y.e2e.test.ts.
 */
const TEXT_SECONDARY = 'rgba(0, 0, 0, 0.6)'; // #666 on white: 5.7:1; on #f3f5f9: 5.6:1
const PRIMARY = '#2457c5'; // 6.5:1 with white
const PRIMARY_HOVER = '#1c48a6'; // 8.3:1
const PRIMARY_ACTIVE = '#173c8c';
const ERROR = '#cf1322'; // 5.6:1 with white
const ERROR_HOVER = '#a8071a';

export const THEME: ThemeConfig = {
  token: {
    colorPrimary: PRIMARY,
    colorPrimaryHover: PRIMARY_HOVER,
    colorPrimaryActive: PRIMARY_ACTIVE,
    colorInfo: PRIMARY,
    colorLink: PRIMARY,
    colorLinkHover: PRIMARY_HOVER,
    colorLinkActive: PRIMARY_ACTIVE,
    colorTextTertiary: TEXT_SECONDARY,
    colorTextDescription: TEXT_SECONDARY,
    colorTextPlaceholder: 'rgba(0, 0, 0, 0.55)', // #737373: 4.7:1
    colorError: ERROR,
    colorErrorHover: ERROR_HOVER,
    colorErrorActive: ERROR_HOVER,
    borderRadius: 8,
    fontFamily:
      "-apple-system, BlinkMacSystemFont, 'Segoe UI', 'PingFang SC', 'Hiragino Sans GB', 'Microsoft YaHei', 'WenQuanYi Micro Hei', 'Helvetica Neue', Arial, sans-serif",
  },
  components: {
    // A tag's text is its colour on the same colour's palest shade: the shades antd picks for
    // green, gold, orange, cyan, lime, yellow and volcano (and the success and warning tags) fall
    // short of 4.5:1, so those tags take a darker shade of their own hue.
    Tag: {
      colorSuccess: '#237804', // 5.4:1 on the success background
      colorWarning: '#874d00',
      green7: '#237804',
      gold7: '#874d00', // 6.5:1 on #fffbe6
      orange7: '#ad4e00', // 5.1:1 on #fff7e6
      cyan7: '#006d75',
      lime7: '#3f6600',
      yellow7: '#876800',
      volcano7: '#ad2102',
    },
  },
};
