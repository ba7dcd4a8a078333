/**
 * A list of open sessions (src/common/sessions.ts) — who, from which address and browser, since
 * when, last active — each but the current one with an 'end' button that asks first. The log page's
 * who-is-online tab shows the shop's; the personal menu's dialog shows the user's own.
 */
import { Button, Tag, Typography } from 'antd';
import { useState } from 'react';
import { confirmDialog, messageApi } from '../../app/feedback';
import { useT } from '../../app/useT';
import type { OnlineSession } from '../../common/sessions';
import { ResponsiveList, type ListColumn } from '../list/ResponsiveList';

interface SessionListProps {
  sessions: readonly OnlineSession[];
  loading: boolean;
  /** Ends a session; resolves once the list should reload. */
  end: (sid: string) => Promise<{ err_msg?: string }>;
  reload: () => void;
  /** Show the person column (the shop's list). */
  showPerson?: boolean;
}

export function SessionList({ sessions, loading, end, reload, showPerson = true }: SessionListProps) {
  const t = useT();
  const [busy, setBusy] = useState<string | null>(null);
  async function endOne(row: OnlineSession) {
    if (!(await confirmDialog({ title: t('sessions.confirmEnd', { name: row.login_name, ip: row.ip }) }))) return;
    setBusy(row.sid);
    try {
      const reply = await end(row.sid);
      messageApi().success(reply.err_msg || t('sessions.ended'));
      reload();
    } catch {
      /* the request layer showed why */
    } finally {
      setBusy(null);
    }
  }
  const client = (row: OnlineSession) => [row.browser, row.os].filter(Boolean).join(' · ') || '—';
  const columns: ListColumn<OnlineSession>[] = [
    showPerson
      ? { key: 'who', title: t('sessions.col.person'), width: 160, card: 'title', render: (_: unknown, row) => <span>{row.login_name}{row.nick_name ? <Typography.Text type="secondary">（{row.nick_name}）</Typography.Text> : null}</span> }
      : { key: 'client', title: t('sessions.col.client'), width: 200, card: 'title', render: (_: unknown, row) => client(row) },
    { key: 'ip', dataIndex: 'ip', title: t('sessions.col.ip'), width: 140 },
    ...(showPerson ? [{ key: 'client', title: t('sessions.col.client'), width: 200, render: (_: unknown, row: OnlineSession) => client(row) }] : []),
    { key: 'login_time', dataIndex: 'login_time', title: t('sessions.col.loginTime'), width: 176 },
    { key: 'last_seen', dataIndex: 'last_seen', title: t('sessions.col.lastSeen'), width: 176 },
    {
      key: 'actions',
      title: t('sessions.col.actions'),
      width: 110,
      card: 'actions',
      render: (_: unknown, row) =>
        row.current ? (
          <Tag color="blue">{t('sessions.current')}</Tag>
        ) : (
          <Button type="link" size="small" danger loading={busy === row.sid} onClick={() => void endOne(row)} aria-label={`${t('sessions.end')} ${row.login_name} ${row.ip}`}>
            {t('sessions.end')}
          </Button>
        ),
    },
  ];
  return (
    <ResponsiveList<OnlineSession>
      rows={sessions}
      rowKey={(row) => row.sid}
      loading={loading}
      total={sessions.length}
      page={1}
      pageSize={Math.max(sessions.length, 1)}
      onPageChange={() => undefined}
      columns={columns}
      testIds={{ cards: 'session-cards', card: 'session-card' }}
    />
  );
}
