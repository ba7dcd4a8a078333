/** The full images of a template [RPT-MY-09]: one at a time, with previous, next and the strip of all. */
import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { Button, Empty, Modal } from 'antd';
import { useState } from 'react';
import { useT } from '../../../app/useT';
import { parseReportLogo, type ReportTemplate } from '../../../common/reports';
import { useIsPhone } from '../../../components/useViewport';
import { ReportImage } from './ReportCard';

export function ReportGallery({ report, onClose }: { report: ReportTemplate | null; onClose: () => void }) {
  const t = useT();
  const isPhone = useIsPhone();
  const [index, setIndex] = useState(0);
  const images = report ? parseReportLogo(report.report_logo).logos : [];
  const current = Math.min(index, Math.max(0, images.length - 1));
  const name = report?.report_name ?? '';
  return (
    <Modal open={report !== null} title={t('reports.gallery.title', { name })} footer={null} width={isPhone ? '100%' : 760} onCancel={onClose} afterClose={() => setIndex(0)}>
      {images.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('reports.card.noImage')} />
      ) : (
        <div className="rpt-gallery">
          <div className="rpt-gallery-stage">
            <Button shape="circle" icon={<LeftOutlined />} aria-label={t('reports.gallery.prev')} disabled={current === 0} onClick={() => setIndex(current - 1)} />
            <ReportImage className="rpt-gallery-image" src={images[current]} alt={t('reports.gallery.image', { name, index: current + 1 })} />
            <Button shape="circle" icon={<RightOutlined />} aria-label={t('reports.gallery.next')} disabled={current === images.length - 1} onClick={() => setIndex(current + 1)} />
          </div>
          <div className="rpt-gallery-strip">
            {images.map((src, i) => (
              <button key={src} type="button" className={i === current ? 'rpt-gallery-thumb rpt-gallery-thumb-on' : 'rpt-gallery-thumb'} aria-pressed={i === current} onClick={() => setIndex(i)}>
                <ReportImage src={src} alt={t('reports.gallery.image', { name, index: i + 1 })} />
              </button>
            ))}
          </div>
        </div>
      )}
    </Modal>
  );
}
