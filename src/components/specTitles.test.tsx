/**
 * Every breadcrumb and title SPEC.md states, in its words in both languages (issue 26): the page
 * header reads them from the route table and the catalogues, so a catalogue that says "Invoices"
 * where the spec says "invoice management" shows here.
 */
import { act, screen } from '@testing-library/react';
import { renderApp } from '../../tests/helpers/renderApp';
import { setLanguage, type Language } from '../app/i18n';
import { MY_REPORTS_TRAIL } from '../features/overall/reports/MyReportsPage';
import { enUS } from '../locales/en-US';
import type { MessageId } from '../locales/zh-CN';
import { zhCN } from '../locales/zh-CN';
import { PageHeader } from './PageHeader';

const crumbs = () => [...document.querySelectorAll('.ant-breadcrumb li')].map((li) => li.textContent?.replace('/', '').trim()).filter(Boolean);
const heading = () => screen.getByRole('heading', { level: 1 }).textContent;

interface Case {
  requirements: string;
  route: string;
  title?: MessageId;
  trail?: readonly MessageId[];
  zh: { crumbs: string[]; title?: string };
  en: { crumbs: string[]; title?: string };
}

const CASES: Case[] = [
  {
    requirements: '[INV-LIST-01] [INV-LIST-02]',
    route: '/invoice/list',
    title: 'invoice.list.title',
    zh: { crumbs: ['商户管理', '发票管理', '发票列表'], title: '商户管理 - 发票列表' },
    en: { crumbs: ['Merchant management', 'Invoice management', 'Invoice list'], title: 'Merchant management - Invoice list' },
  },
  {
    requirements: '[INV-REQ-01]',
    route: '/invoice/request',
    title: 'invoice.request.title',
    zh: { crumbs: ['商户管理', '发票管理', '申请开票'], title: '商户管理 - 发票申请' },
    en: { crumbs: ['Merchant management', 'Invoice management', 'Request invoice'], title: 'Merchant management - Invoice application' },
  },
  {
    requirements: '[SHOP-01] [SHOP-02]',
    route: '/shops/setting',
    title: 'shop.title',
    zh: { crumbs: ['商户管理', '企业管理', '企业设置'], title: '店铺设置' },
    en: { crumbs: ['Merchant management', 'Enterprise management', 'Enterprise settings'], title: 'Shop settings' },
  },
  {
    requirements: '[SYSCFG-01]',
    route: '/shops/systemConfig',
    zh: { crumbs: ['商户管理', '企业管理', '系统配置'] },
    en: { crumbs: ['Merchant management', 'Enterprise management', 'System configuration'] },
  },
  {
    requirements: '[LOGS-07]',
    route: '/staff/logs',
    zh: { crumbs: ['商户管理', '员工管理', '日志管理'] },
    en: { crumbs: ['Merchant management', 'Staff management', 'Log management'] },
  },
  {
    requirements: '[RPT-MY-01]',
    route: '/reports/lists',
    trail: MY_REPORTS_TRAIL,
    zh: { crumbs: ['综合管理', '报表管理', '报表市场'] },
    en: { crumbs: ['Integrated management', 'Report management', 'Report market'] },
  },
  {
    requirements: '[PAGES-06] [PAGES-07]',
    route: '/nowhere',
    title: 'noAuth.title',
    trail: ['noAuth.breadcrumb.errorPage', 'noAuth.breadcrumb.errorResult'],
    zh: { crumbs: ['错误页', '错误结果'], title: '权限受限' },
    en: { crumbs: ['Error page', 'Error result'], title: 'Permission restricted' },
  },
];

describe("the spec's breadcrumbs and titles", () => {
  for (const c of CASES) {
    for (const language of ['zh-CN', 'en-US'] as Language[]) {
      const expected = language === 'zh-CN' ? c.zh : c.en;
      it(`${c.requirements} ${c.route} in ${language}: ${expected.crumbs.join(' / ')}${expected.title ? `, titled ${expected.title}` : ''}`, () => {
        act(() => setLanguage(language));
        renderApp(<PageHeader title={c.title} trail={c.trail} />, { route: c.route, boot: false });
        expect(crumbs()).toEqual(expected.crumbs);
        if (expected.title) expect(heading()).toBe(expected.title);
      });
    }
  }

  it("[RPT-MY-13] [RPT-MKT-16] the report dialogs' spec-worded titles and buttons read as a UI shows them", () => {
    expect([zhCN['reports.edit.title'], enUS['reports.edit.title']]).toEqual(['报表修改', 'Report modification']);
    expect(enUS['reports.example.go']).toBe('Go to page to use');
  });
});
