/**
 * One template in a grid [RPT-MY-07] [RPT-MKT-07]: its thumbnail (a broken one falls back to the
 * default picture [RPT-MY-11]), type badge, name, view and download counts, publish date, and the
 * shop (market) or the state and buttons (my publications). The cover opens the gallery or detail.
 */
import { DownloadOutlined, EyeOutlined, ShopOutlined } from '@ant-design/icons';
import { Tag, Typography } from 'antd';
import { useState, type ReactNode } from 'react';
import { useT } from '../../../app/useT';
import { parseReportLogo, REPORT_STATE_PUBLISHED, type ReportTemplate } from '../../../common/reports';

export const DEFAULT_COVER = '/reports/default-cover.svg';

/** An image of a template; the default picture when it has none or it does not load. */
export function ReportImage({ src, alt, className }: { src: string | undefined; alt: string; className?: string }) {
  const [broken, setBroken] = useState<string | null>(null);
  const shown = !src || broken === src ? DEFAULT_COVER : src;
  return <img className={className} src={shown} alt={alt} loading="lazy" onError={() => src && setBroken(src)} />;
}

export interface ReportCardProps {
  report: ReportTemplate;
  typeName: string;
  onOpen: () => void;
  /** The market names the shop; my publications show the state instead. */
  showShop?: boolean;
  actions?: ReactNode;
}

export function ReportCard({ report, typeName, onOpen, showShop = false, actions }: ReportCardProps) {
  const t = useT();
  const logo = parseReportLogo(report.report_logo);
  return (
    <article className="rpt-card" data-testid="report-card">
      {/* The type badge sits over the cover but outside its button: a button's name must contain the text it shows (WCAG 2.5.3). */}
      <div className="rpt-card-media">
        <button type="button" className="rpt-card-cover" onClick={onOpen} aria-label={t('reports.card.open', { name: report.report_name })}>
          <ReportImage src={logo.thumbs[0] ?? logo.logos[0]} alt="" />
        </button>
        {typeName && (
          <Tag className="rpt-card-type" color="blue">
            {typeName}
          </Tag>
        )}
      </div>
      <div className="rpt-card-body">
        <Typography.Text strong className="rpt-card-name" ellipsis={{ tooltip: report.report_name }}>
          {report.report_name}
        </Typography.Text>
        <div className="rpt-card-counts">
          <span>
            <EyeOutlined aria-hidden /> {t('reports.card.views', { count: report.view_cnt })}
          </span>
          <span>
            <DownloadOutlined aria-hidden /> {t('reports.card.downloads', { count: report.down_cnt })}
          </span>
        </div>
        <div className="rpt-card-meta">
          <span>{t('reports.card.created', { date: report.create_date.slice(0, 10) })}</span>
          {!showShop && <Tag color={report.state === REPORT_STATE_PUBLISHED ? 'green' : 'orange'}>{t(`reports.state.${report.state}`)}</Tag>}
        </div>
        {showShop && (
          <Typography.Text type="secondary" className="rpt-card-shop" ellipsis={{ tooltip: report.shop_name }}>
            <ShopOutlined aria-hidden /> {t('reports.card.shop', { shop: report.shop_name })}
          </Typography.Text>
        )}
      </div>
      {actions && <div className="rpt-card-actions">{actions}</div>}
    </article>
  );
}
