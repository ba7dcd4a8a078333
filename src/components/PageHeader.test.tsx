/** The page header: breadcrumb and title from the route table, one h1, the document title. */
import { act, screen } from '@testing-library/react';
import { renderApp } from '../../tests/helpers/renderApp';
import { setLanguage } from '../app/i18n';
import type { MessageId } from '../locales/zh-CN';
import { PageHeader } from './PageHeader';

function renderHeader(route: string, title?: MessageId) {
  return renderApp(<PageHeader title={title} />, { route, boot: false });
}

const crumbs = () => [...document.querySelectorAll('.ant-breadcrumb li')].map((li) => li.textContent?.replace('/', '').trim()).filter(Boolean);

describe('page header', () => {
  it('[INV-LIST-01] [INV-LIST-02] titles the invoice list 商户管理 - 发票列表 under 商户管理 > 发票管理 > 发票列表', () => {
    renderHeader('/invoice/list', 'invoice.list.title');
    expect(document.querySelectorAll('h1')).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('商户管理 - 发票列表');
    expect(crumbs()).toEqual(['商户管理', '发票管理', '发票列表']);
    expect(document.title).toBe('商户管理 - 发票列表 - 板式家具云ERP');
  });

  it('[INV-REQ-01] titles the invoice application 商户管理 - 发票申请', () => {
    renderHeader('/invoice/request', 'invoice.request.title');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('商户管理 - 发票申请');
    expect(crumbs()[0]).toBe('商户管理');
  });

  it('gives the staff pages the route title and the 商户管理 section of the spec', () => {
    const view = renderHeader('/staff/group');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('岗位角色');
    expect(crumbs()).toEqual(['商户管理', '员工管理', '岗位角色']);
    view.unmount();
    renderHeader('/staff/myrights');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('我的权限');
    expect(crumbs()).toEqual(['商户管理', '员工管理', '我的权限']);
    expect(document.title).toBe('我的权限 - 板式家具云ERP');
  });

  it('puts the report pages under the area, 综合管理, and pages without a group right under it', () => {
    const view = renderHeader('/reports/market');
    expect(crumbs()).toEqual(['综合管理', '报表管理', '报表市场']);
    view.unmount();
    renderHeader('/shops/dashboard');
    expect(crumbs()).toEqual(['综合管理', '工作台']);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('工作台');
  });

  it('[I18N-01] [INV-LIST-01] [INV-LIST-02] speaks English with no Chinese left, in the spec\'s words', () => {
    act(() => setLanguage('en-US'));
    renderHeader('/invoice/list', 'invoice.list.title');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Merchant management - Invoice list');
    expect(crumbs()).toEqual(['Merchant management', 'Invoice management', 'Invoice list']);
    expect(document.querySelector('.page-header')?.textContent).not.toMatch(/[\u4e00-\u9fff]/);
    expect(document.title).toBe('Merchant management - Invoice list - Panel Furniture Cloud ERP');
  });
});
