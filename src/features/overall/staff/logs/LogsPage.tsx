/**
 * /staff/logs (SPEC.md "Log management"; REQUIREMENTS LOGS): the login, staff, order and scheduling
 * logs in tabs [LOGS-01], each shown by its right — login, order and scheduling with
 * SF_LOGINLOG_QUERY, staff with SF_STAFF_LOG_QUERY [LOGS-03..06] — under the one page header
 * (商户管理 > 员工管理 > 日志管理 [LOGS-07]); beside them, with SF_SESSION_MANAGE, who is online now. The open tab lives in the URL (`?tab=staff`); only it is
 * mounted, as each list keeps its filters in the URL too.
 */
import { Card, Tabs } from 'antd';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useT } from '../../../../app/useT';
import { PageHeader } from '../../../../components/PageHeader';
import { useRight } from '../../../../components/RequireRight';
import { useIsPhone } from '../../../../components/useViewport';
import { logLists } from './logLists';
import { LoginLogTab, OrderLogTab, PdLogTab, SessionsTab, StaffLogTab } from './LogTabs';
import './logs.css';

type TabKey = 'login' | 'staff' | 'order' | 'pd' | 'sessions';

export default function LogsPage() {
  const t = useT();
  const isPhone = useIsPhone();
  const location = useLocation();
  const navigate = useNavigate();
  // The default day range is a month before the page opened.
  const [lists] = useState(() => logLists());
  const loginLogs = useRight('SF_LOGINLOG_QUERY');
  const staffLogs = useRight('SF_STAFF_LOG_QUERY');
  const sessions = useRight('SF_SESSION_MANAGE');
  const tabs: { key: TabKey; label: string }[] = [
    ...(loginLogs ? [{ key: 'login' as const, label: t('logs.tab.login') }] : []),
    ...(staffLogs ? [{ key: 'staff' as const, label: t('logs.tab.staff') }] : []),
    ...(loginLogs ? [{ key: 'order' as const, label: t('logs.tab.order') }, { key: 'pd' as const, label: t('logs.tab.pd') }] : []),
    ...(sessions ? [{ key: 'sessions' as const, label: t('sessions.tab') }] : []),
  ];
  const search = new URLSearchParams(location.search);
  const asked = search.get('tab');
  const active = tabs.find((tab) => tab.key === asked)?.key ?? tabs[0]?.key;
  const version = search.get('pd') === 'old' ? 'old' : 'new';
  // A new tab (or format) starts from its own defaults: the other list's filters are left behind.
  const open = (tab: TabKey, pd?: 'new' | 'old') => navigate({ pathname: location.pathname, search: `?tab=${tab}${pd === 'old' ? '&pd=old' : ''}` });

  return (
    <div className="logs-page page-stack">
      <PageHeader />
      <Card className="logs-card" size={isPhone ? 'small' : 'medium'}>
        <Tabs activeKey={active} onChange={(key) => open(key as TabKey)} items={tabs.map((tab) => ({ key: tab.key, label: tab.label }))} />
        {active === 'login' && <LoginLogTab lists={lists} />}
        {active === 'staff' && <StaffLogTab lists={lists} />}
        {active === 'order' && <OrderLogTab lists={lists} />}
        {active === 'pd' && <PdLogTab lists={lists} version={version} onVersion={(v) => open('pd', v)} />}
        {active === 'sessions' && <SessionsTab />}
      </Card>
    </div>
  );
}
