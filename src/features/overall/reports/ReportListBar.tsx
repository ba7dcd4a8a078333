/**
 * The sort menu of both report lists [RPT-MY-05] [RPT-MKT-05]: hot, newest, downloads, the current
 * one named on its button; a choice goes to the URL through the paged query.
 */
import { DownOutlined, SortAscendingOutlined } from '@ant-design/icons';
import { Button, Dropdown } from 'antd';
import { useT } from '../../../app/useT';
import { REPORT_SORTS } from '../../../common/reports';

export function ReportSortMenu({ order, onChange }: { order: string; onChange: (order: string) => void }) {
  const t = useT();
  const current = REPORT_SORTS.find((s) => s.order === order) ?? REPORT_SORTS[0];
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        selectable: true,
        selectedKeys: [current.order],
        items: REPORT_SORTS.map((s) => ({ key: s.order, label: t(`reports.sort.${s.key}`) })),
        onClick: ({ key }) => onChange(key),
      }}
    >
      <Button icon={<SortAscendingOutlined />} aria-label={`${t('reports.sort.label')}: ${t(`reports.sort.${current.key}`)}`}>
        {t(`reports.sort.${current.key}`)} <DownOutlined />
      </Button>
    </Dropdown>
  );
}
