/**
 * Where a report type is used [RPT-MY-23] [RPT-MKT-15]: the area and page its templates print on,
 * and 'go to page to use', which opens that page of the erp, depot or finance area, with
 * report_type and report_id when the page takes them [RPT-MKT-16] [RPT-MKT-18].
 */
import { ExportOutlined } from '@ant-design/icons';
import { Button, Modal, Typography } from 'antd';
import { navigateTo } from '../../../app/navigation';
import { useT } from '../../../app/useT';
import { jumpUrl, usedOn, type ReportTemplate } from '../../../common/reports';
import type { ReportTypes } from './useReportTypes';

export interface ExampleDialogProps {
  report: Pick<ReportTemplate, 'report_id' | 'report_type'> | null;
  types: ReportTypes;
  onClose: () => void;
}

export function ExampleDialog({ report, types, onClose }: ExampleDialogProps) {
  const t = useT();
  const type = report ? types.byId.get(report.report_type) : undefined;
  const place = report ? usedOn(report.report_type) : null;
  return (
    <Modal
      open={report !== null}
      title={t('reports.example.title')}
      onCancel={onClose}
      footer={
        <Button type="primary" icon={<ExportOutlined />} disabled={!type} onClick={() => type && report && navigateTo(jumpUrl(type, report.report_id))}>
          {t('reports.example.go')}
        </Button>
      }
    >
      {report && place && (
        <>
          <Typography.Paragraph>{t('reports.example.where', { type: types.name(report.report_type), area: t(`area.${place.area}`), page: t(place.page) })}</Typography.Paragraph>
          <Typography.Paragraph type="secondary">{t('reports.example.steps')}</Typography.Paragraph>
        </>
      )}
    </Modal>
  );
}
