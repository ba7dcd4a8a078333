/**
 * The 'no data' words of an empty report list [RPT-MY-12] [RPT-MKT-09]: the list kit draws them
 * under its one empty picture (emptyState).
 */
import { useT } from '../../../app/useT';

export function NoReports() {
  const t = useT();
  return <span className="rpt-empty">{t('reports.empty')}</span>;
}
