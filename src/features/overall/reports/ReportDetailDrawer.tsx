/**
 * A market template's detail [RPT-MKT-10..15] (Report-marketDetail, which counts the view): shop,
 * type, publish time, description and images, and what its viewer may do: nothing for the own
 * shop's (labelled own shop report), the file and the example for a downloaded one, a confirmed
 * download otherwise (then it is downloaded and the example dialog shows where to use it).
 */
import { CheckCircleOutlined, CloudDownloadOutlined, FileTextOutlined, QuestionCircleOutlined } from '@ant-design/icons';
import { Button, Descriptions, Drawer, Skeleton, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { api } from '../../../api/client';
import { downloadReportFile } from '../../../api/reports';
import { useRequest } from '../../../api/useRequest';
import { confirmDialog, messageApi } from '../../../app/feedback';
import { selectShopInfo } from '../../../app/session/sessionSlice';
import { useAppSelector } from '../../../app/store';
import { useT } from '../../../app/useT';
import { parseReportLogo, ReportMarketDetail, ReportMarketDownLoad, viewerState, type ReportTemplate } from '../../../common/reports';
import { useIsPhone } from '../../../components/useViewport';
import { ReportImage } from './ReportCard';
import type { ReportTypes } from './useReportTypes';

export interface ReportDetailDrawerProps {
  reportId: number | null;
  types: ReportTypes;
  onClose: () => void;
  /** A download happened: the list's labels and counts change. */
  onDownloaded: () => void;
  /** Shows where the template is used. */
  onExample: (report: ReportTemplate) => void;
}

const noDetail = async () => undefined;

function DetailActions({ report, onDownloaded, onExample }: { report: ReportTemplate } & Pick<ReportDetailDrawerProps, 'onDownloaded' | 'onExample'>) {
  const t = useT();
  const shopId = useAppSelector(selectShopInfo).shop_id;
  const [downloaded, setDownloaded] = useState(false);
  const [busy, setBusy] = useState(false);
  const state = downloaded ? 'downloaded' : viewerState(report, shopId);

  const download = async () => {
    if (!(await confirmDialog({ title: t('reports.detail.confirm', { name: report.report_name }) }))) return;
    setBusy(true);
    try {
      const reply = await api.call(ReportMarketDownLoad, { reportID: report.report_id, reportName: report.report_name });
      messageApi().success(reply.err_msg || t('reports.downloaded'));
      setDownloaded(true);
      onDownloaded();
      onExample(report);
    } catch {
      /* the request layer has shown why */
    } finally {
      setBusy(false);
    }
  };

  if (state === 'ownShop') {
    return (
      <Space wrap>
        <Tag icon={<CheckCircleOutlined />}>{t('reports.label.ownShop')}</Tag>
        <Button icon={<CloudDownloadOutlined />} disabled>
          {t('reports.detail.download')}
        </Button>
      </Space>
    );
  }
  if (state === 'downloaded') {
    return (
      <Space wrap>
        <Tag color="green" icon={<CheckCircleOutlined />}>
          {t('reports.label.downloaded')}
        </Tag>
        <Button icon={<FileTextOutlined />} onClick={() => void downloadReportFile(report).catch(() => undefined)}>
          {t('reports.detail.downloadFile')}
        </Button>
        <Button type="primary" icon={<QuestionCircleOutlined />} onClick={() => onExample(report)}>
          {t('reports.card.example')}
        </Button>
      </Space>
    );
  }
  return (
    <Button type="primary" icon={<CloudDownloadOutlined />} loading={busy} onClick={() => void download()}>
      {t('reports.detail.download')}
    </Button>
  );
}

export function ReportDetailDrawer({ reportId, types, onClose, onDownloaded, onExample }: ReportDetailDrawerProps) {
  const t = useT();
  const isPhone = useIsPhone();
  const detail = useRequest((reportID: number) => (reportId === null ? noDetail() : api.call(ReportMarketDetail, { reportID })), { params: [reportId ?? 0] });
  const report = detail.data?.reportInfo;
  const shown = report && report.report_id === reportId ? report : undefined;
  return (
    <Drawer open={reportId !== null} size={isPhone ? '100%' : 1000} title={shown?.report_name ?? ''} onClose={onClose} destroyOnHidden footer={shown && <DetailActions key={shown.report_id} report={shown} onDownloaded={onDownloaded} onExample={onExample} />}>
      {!shown ? (
        <Skeleton active paragraph={{ rows: 6 }} />
      ) : (
        <div className="rpt-detail">
          {/* A phone puts each label above its value: beside it, a narrow label column breaks words. */}
          <Descriptions column={isPhone ? 1 : 2} size="small" bordered layout={isPhone ? 'vertical' : 'horizontal'}>
            <Descriptions.Item label={t('reports.detail.shop')}>{shown.shop_name}</Descriptions.Item>
            <Descriptions.Item label={t('reports.detail.type')}>{types.name(shown.report_type)}</Descriptions.Item>
            <Descriptions.Item label={t('reports.detail.published')}>{shown.create_date}</Descriptions.Item>
            <Descriptions.Item label={t('reports.detail.stats')}>{t('reports.detail.counts', { views: shown.view_cnt, downloads: shown.down_cnt })}</Descriptions.Item>
            <Descriptions.Item label={t('reports.detail.desc')} span={isPhone ? 1 : 2}>
              {shown.report_desc || <Typography.Text type="secondary">{t('reports.detail.noDesc')}</Typography.Text>}
            </Descriptions.Item>
          </Descriptions>
          <Typography.Title level={5} className="rpt-detail-images-title">
            {t('reports.detail.images')}
          </Typography.Title>
          <div className="rpt-detail-images">
            {parseReportLogo(shown.report_logo).logos.map((src, i) => (
              <ReportImage key={src} src={src} alt={t('reports.gallery.image', { name: shown.report_name, index: i + 1 })} />
            ))}
          </div>
        </div>
      )}
    </Drawer>
  );
}
