/** The 'no data' placeholder of an empty report list [RPT-MY-12] [RPT-MKT-09]. */
import { Empty } from 'antd';
import { useT } from '../../app/useT';

export function NoReports() {
  const t = useT();
  return <Empty className="rpt-empty" image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('reports.empty')} />;
}
