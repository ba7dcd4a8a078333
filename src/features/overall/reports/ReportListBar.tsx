/**
 * The sort menu of both report lists [RPT-MY-05] [RPT-MKT-05]: hot, newest, downloads (the list kit's
 * SortMenu with the reports' orders).
 */
import { useT } from '../../../app/useT';
import { REPORT_SORTS } from '../../../common/reports';
import { SortMenu } from '../../../components/list/SortMenu';

export function ReportSortMenu({ order, onChange }: { order: string; onChange: (order: string) => void }) {
  const t = useT();
  return <SortMenu order={order} onChange={onChange} label={t('reports.sort.label')} options={REPORT_SORTS.map((s) => ({ order: s.order, label: t(`reports.sort.${s.key}`) }))} />;
}
