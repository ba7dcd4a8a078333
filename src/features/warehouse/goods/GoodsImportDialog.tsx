/**
 * The goods import: the template to download, an .xlsx to choose, and the import. The server checks
 * every row first; a refused file imports nothing and its problems are listed here, row by row
 * (row number, column, reason), so the clerk corrects the sheet, chooses it again and imports.
 * The file goes through the product's one upload transport (src/api/upload.ts); a refusal is shown
 * in the dialog itself rather than the request layer's error dialog, beside the rows it names.
 */
import { DownloadOutlined, InboxOutlined } from '@ant-design/icons';
import { Alert, Button, Modal, Space, Table, Typography, Upload } from 'antd';
import { useState } from 'react';
import { api, apiNoError } from '../../../api/client';
import { sendForm } from '../../../api/upload';
import { ApiFailure } from '../../../api/wire';
import { messageApi } from '../../../app/feedback';
import { useT } from '../../../app/useT';
import type { ApiReply } from '../../../common/api';
import { GOODS_IMPORT_FILE_FIELD, GOODS_IMPORT_MAX_BYTES, GoodsImportTemplate, ImportGoods, type GoodsImportProblem, type GoodsImportRefusal } from '../../../common/goods';

const XLSX_ACCEPT = '.xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

interface Refused {
  message: string;
  problems: GoodsImportProblem[];
  badRows: number;
}

/** A refusal's message and, for bad rows, the problems it lists. */
function refusedOf(e: unknown): Refused | null {
  if (!(e instanceof ApiFailure)) return null;
  const reply = e.reply as Partial<GoodsImportRefusal>;
  return { message: e.message, problems: reply.problems ?? [], badRows: reply.bad_rows ?? 0 };
}

function ProblemTable({ refused }: { refused: Refused }) {
  const t = useT();
  return (
    <Table<GoodsImportProblem>
      className="goods-import-problems"
      size="small"
      rowKey={(p) => `${p.row}-${p.column}-${p.message}`}
      dataSource={refused.problems}
      pagination={refused.problems.length > 10 ? { pageSize: 10, size: 'small', showSizeChanger: false } : false}
      scroll={{ x: 'max-content' }}
      aria-label={t('goodsList.import.problems')}
      columns={[
        { key: 'row', dataIndex: 'row', title: t('goodsList.import.row'), width: 64 },
        { key: 'column', dataIndex: 'column', title: t('goodsList.import.column'), width: 110 },
        { key: 'message', dataIndex: 'message', title: t('goodsList.import.reason') },
      ]}
    />
  );
}

export function GoodsImportDialog({ onClose, onImported }: { onClose: () => void; onImported: () => void }) {
  const t = useT();
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [refused, setRefused] = useState<Refused | null>(null);

  async function run() {
    if (!file) return;
    setBusy(true);
    setRefused(null);
    try {
      const form = new FormData();
      form.append(GOODS_IMPORT_FILE_FIELD, file, file.name);
      const reply = await sendForm<ApiReply<{ count: number }>>(apiNoError, ImportGoods.path, form);
      messageApi().success(reply.err_msg || t('goodsList.import.done', { count: reply.count }));
      onImported();
    } catch (e) {
      // Not an .xlsx, too large, bad rows: said here, beside the file; anything else was shown by the request layer.
      setRefused(refusedOf(e));
    } finally {
      setBusy(false);
    }
  }

  const tooLarge = file !== null && file.size > GOODS_IMPORT_MAX_BYTES;
  return (
    <Modal
      open
      title={t('goodsList.import.title')}
      onCancel={onClose}
      mask={{ closable: false }}
      width={720}
      className="goods-import-dialog"
      footer={
        <Space wrap>
          <Button onClick={onClose}>{t('goodsList.form.cancel')}</Button>
          <Button type="primary" disabled={!file || tooLarge} loading={busy} onClick={() => void run()}>
            {t('goodsList.import.run')}
          </Button>
        </Space>
      }
    >
      <Typography.Paragraph type="secondary">
        {t('goodsList.import.help')}{' '}
        {/* Beside the instructions it goes with, not in the footer: there it pushed the import button to a line of its own on a phone. */}
        <Button type="link" size="small" className="goods-import-template" icon={<DownloadOutlined />} onClick={() => void api.download(GoodsImportTemplate, {}, { fileName: 'goods-import-template.xlsx' }).catch(() => undefined)}>
          {t('goodsList.import.template')}
        </Button>
      </Typography.Paragraph>
      <Upload.Dragger
        accept={XLSX_ACCEPT}
        maxCount={1}
        fileList={file ? [{ uid: 'goods-import', name: file.name, status: tooLarge ? 'error' : 'done' }] : []}
        beforeUpload={(chosen) => {
          // Kept here and sent by the import button: choosing a file imports nothing yet.
          setFile(chosen);
          setRefused(null);
          return false;
        }}
        onRemove={() => {
          setFile(null);
          setRefused(null);
        }}
        aria-label={t('goodsList.import.choose')}
      >
        <p className="ant-upload-drag-icon">
          <InboxOutlined />
        </p>
        <p className="ant-upload-text">{t('goodsList.import.choose')}</p>
        <p className="ant-upload-hint">{t('goodsList.import.hint', { mb: GOODS_IMPORT_MAX_BYTES / 1024 / 1024 })}</p>
      </Upload.Dragger>
      {tooLarge && <Alert className="goods-import-alert" type="error" showIcon title={t('goodsList.import.tooLarge', { mb: GOODS_IMPORT_MAX_BYTES / 1024 / 1024 })} />}
      {refused && (
        <div className="goods-import-refusal">
          <Alert className="goods-import-alert" type="error" showIcon title={refused.message} />
          {refused.problems.length > 0 && <ProblemTable refused={refused} />}
        </div>
      )}
    </Modal>
  );
}
