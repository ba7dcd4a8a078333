/** The report types (POST Report-reportType), by id and named in the page's language. */
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { api } from '../../../api/client';
import { useRequest } from '../../../api/useRequest';
import { ReportReportType, typeName, type ReportType } from '../../../common/reports';

export interface ReportTypes {
  list: readonly ReportType[];
  byId: ReadonlyMap<number, ReportType>;
  name: (typeId: number) => string;
}

export function useReportTypes(): ReportTypes {
  const { locale } = useIntl();
  const reply = useRequest(() => api.call(ReportReportType));
  const list = reply.data?.data;
  return useMemo(() => {
    const byId = new Map((list ?? []).map((t) => [t.type_id, t]));
    return { list: list ?? [], byId, name: (id: number) => typeName(byId.get(id), locale) };
  }, [list, locale]);
}
