/**
 * The search bar of a log list: the day range and the person (the shared staff picker [LOGS-12]) that
 * every log list filters by, the list's own fields (made by the list kit's field factories,
 * src/components/list/fields.tsx), search and reset. The tab's buttons sit in the list's toolbar.
 */
import { ReloadOutlined, SearchOutlined } from '@ant-design/icons';
import { Button, DatePicker } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useMemo } from 'react';
import { useT } from '../../../../app/useT';
import type { PagedQuery } from '../../../../components/list/usePagedQuery';
import { SearchBar, type SearchField } from '../../../../components/SearchBar';
import { StaffPicker } from '../../../../components/staffPicker/StaffPicker';
import { useIsPhone } from '../../../../components/useViewport';
import type { LogFiltersBase } from './logLists';

const DAY = 'YYYY-MM-DD';

interface LogFilterBarProps<F extends LogFiltersBase, Row> {
  /** Prefixes the fields' ids (one bar per tab). */
  id: string;
  list: PagedQuery<F, Row>;
  fields?: readonly SearchField[];
}

export function LogFilterBar<F extends LogFiltersBase, Row>({ id, list, fields = [] }: LogFilterBarProps<F, Row>) {
  const t = useT();
  const isPhone = useIsPhone();
  const { draft } = list;
  const setDraft = (change: Partial<LogFiltersBase>) => list.setDraft(change as Partial<F>);
  // The same value while the days stay the same: a new one would reset a range being picked.
  const dates = useMemo((): [Dayjs | null, Dayjs | null] => [draft.from ? dayjs(draft.from, DAY) : null, draft.to ? dayjs(draft.to, DAY) : null], [draft.from, draft.to]);
  const chosen = draft.user ? [{ user_id: draft.user, login_name: draft.who ?? `#${draft.user}`, nick_name: '', user_phone: '' }] : [];
  const common: SearchField[] = [
    {
      key: 'dates',
      label: t('logs.filter.dates'),
      htmlFor: `${id}-dates`,
      node: (
        <DatePicker.RangePicker
          className="log-date-range"
          id={{ start: `${id}-dates` }}
          value={dates}
          allowClear={false}
          inputReadOnly={isPhone}
          onChange={(v) => v?.[0] && v[1] && setDraft({ from: v[0].format(DAY), to: v[1].format(DAY) })}
        />
      ),
    },
    {
      key: 'user',
      label: t('logs.filter.staff'),
      node: <StaffPicker label={t('logs.filter.anyone')} selectCount={1} value={chosen} onChange={(people) => setDraft({ user: people[0]?.user_id, who: people[0]?.login_name })} />,
    },
  ];
  return (
    <SearchBar
      onSubmit={list.search}
      defaultExpanded={!isPhone}
      fields={common}
      more={fields}
      actions={
        <>
          <Button type="primary" icon={<SearchOutlined />} onClick={list.search} loading={list.loading}>
            {t('logs.search')}
          </Button>
          <Button icon={<ReloadOutlined />} onClick={list.reset}>
            {t('logs.reset')}
          </Button>
        </>
      }
    />
  );
}
