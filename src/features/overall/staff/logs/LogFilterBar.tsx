/**
 * The search bar of a log list: the day range and the person (the shared staff picker [LOGS-12]) that
 * every log list filters by, and the list's own fields, all made by the list kit's field factories
 * (src/components/list/fields.tsx); search and reset. The tab's buttons sit in the list's toolbar.
 */
import { ReloadOutlined, SearchOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import dayjs from 'dayjs';
import { useT } from '../../../../app/useT';
import { dateRangeField, personField } from '../../../../components/list/fields';
import type { PagedQuery } from '../../../../components/list/usePagedQuery';
import { SearchBar, type SearchField } from '../../../../components/SearchBar';
import { useIsPhone } from '../../../../components/useViewport';
import type { LogFiltersBase } from './logLists';

interface LogFilterBarProps<F extends LogFiltersBase, Row> {
  /** Prefixes the fields' ids (one bar per tab). */
  id: string;
  list: PagedQuery<F, Row>;
  fields?: readonly SearchField[];
}

export function LogFilterBar<F extends LogFiltersBase, Row>({ id, list, fields = [] }: LogFilterBarProps<F, Row>) {
  const t = useT();
  const isPhone = useIsPhone();
  // Every log list has a range (the server wants both days), and nothing is logged after today.
  const dates = dateRangeField(list, id, 'from', 'to', t('logs.filter.dates'), { required: true, className: 'log-date-range', max: dayjs().format('YYYY-MM-DD') });
  const common = [dates, personField(list, 'user', 'who', t('logs.filter.staff'), t('logs.filter.anyone'))];
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
