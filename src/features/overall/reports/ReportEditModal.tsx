/**
 * 'report modification' [RPT-MY-13..20]: the name (required, at most 20 with a counter), the free
 * description and new covers (jpg, jpeg, png only, checked before sending and judged again by the
 * server), a red warning that new covers replace the old ones, and the save as one multipart
 * Report-marketUpdate with its upload progress.
 */
import { UploadOutlined } from '@ant-design/icons';
import { Alert, Button, Form, Input, Modal, Progress, Upload, type UploadFile } from 'antd';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { marketUpdate } from '../../../api/reports';
import { messageApi } from '../../../app/feedback';
import { useT } from '../../../app/useT';
import { MAX_REPORT_COVERS, parseReportLogo, REPORT_NAME_MAX, reportRules, type ReportTemplate } from '../../../common/reports';
import { acceptOf, checkUploadFile, REPORT_COVER } from '../../../common/uploads';
import { formRule } from '../../../components/formRules';
import { useIsPhone } from '../../../components/useViewport';
import { ReportImage } from './ReportCard';

interface EditValues {
  reportName: string;
  reportDesc: string;
}

/** A local picture's preview, where the browser can make one (a test's DOM cannot). */
const previewOf = async (file: File | Blob): Promise<string> => (typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : '');

export function ReportEditModal({ report, onClose, onSaved }: { report: ReportTemplate | null; onClose: () => void; onSaved: () => void }) {
  const t = useT();
  const intl = useIntl();
  const isPhone = useIsPhone();
  const [form] = Form.useForm<EditValues>();
  const [covers, setCovers] = useState<UploadFile[]>([]);
  const [progress, setProgress] = useState<number | null>(null);
  const current = report ? parseReportLogo(report.report_logo).logos : [];

  const save = async (values: EditValues) => {
    if (!report) return;
    setProgress(0);
    try {
      const files = covers.map((c) => c.originFileObj).filter((f): f is NonNullable<typeof f> => f !== undefined);
      const reply = await marketUpdate({ reportID: report.report_id, reportName: values.reportName.trim(), reportDesc: values.reportDesc ?? '' }, files, setProgress);
      messageApi().success(reply.err_msg || t('reports.modified'));
      onSaved();
    } catch {
      /* the request layer has shown the server's message ('错误信息') */
    } finally {
      setProgress(null);
    }
  };

  return (
    <Modal
      open={report !== null}
      title={t('reports.edit.title')}
      width={isPhone ? '100%' : 700}
      onCancel={onClose}
      destroyOnHidden
      afterClose={() => setCovers([])}
      okText={t('reports.edit.save')}
      cancelText={t('reports.cancel')}
      okButtonProps={{ loading: progress !== null }}
      onOk={() => form.submit()}
    >
      {report && (
        <Form<EditValues> form={form} layout="vertical" initialValues={{ reportName: report.report_name, reportDesc: report.report_desc }} onFinish={(v) => void save(v)}>
          <Form.Item
            name="reportName"
            label={t('reports.field.name')}
            required
            rules={[formRule(intl, reportRules.report_name)]}
          >
            <Input showCount maxLength={REPORT_NAME_MAX} />
          </Form.Item>
          <Form.Item name="reportDesc" label={t('reports.field.desc')}>
            <Input.TextArea rows={3} placeholder={t('reports.edit.descPlaceholder')} />
          </Form.Item>
          <Form.Item label={t('reports.edit.covers')} extra={t('reports.edit.coversHint', { max: MAX_REPORT_COVERS })}>
            <Alert type="error" showIcon className="rpt-edit-warning" title={t('reports.edit.overwrite')} />
            {current.length > 0 && (
              <div className="rpt-edit-current" aria-label={t('reports.edit.current')}>
                {current.map((src, i) => (
                  <ReportImage key={src} src={src} alt={t('reports.gallery.image', { name: report.report_name, index: i + 1 })} />
                ))}
              </div>
            )}
            <Upload
              listType="picture"
              accept={acceptOf(REPORT_COVER)}
              multiple
              fileList={covers}
              maxCount={MAX_REPORT_COVERS}
              previewFile={previewOf}
              beforeUpload={(file) => {
                const invalid = checkUploadFile(file, REPORT_COVER);
                if (invalid) {
                  messageApi().error(t(invalid.id, invalid.values));
                  return Upload.LIST_IGNORE;
                }
                // Kept here and sent with the save.
                return false;
              }}
              onChange={({ fileList }) => setCovers(fileList.slice(0, MAX_REPORT_COVERS))}
            >
              <Button icon={<UploadOutlined />}>{t('reports.edit.pick')}</Button>
            </Upload>
          </Form.Item>
          {progress !== null && <Progress percent={progress} size="small" aria-label={t('reports.edit.uploading', { percent: progress })} />}
        </Form>
      )}
    </Modal>
  );
}
