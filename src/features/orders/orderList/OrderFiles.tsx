/**
 * The order drawer's design drawings (src/common/orderFiles.ts): the order's files, newest first,
 * each downloaded under its name (StoreOrders-downloadF), and, when the server says the caller may
 * change them now (`may_change`: the right and the order's state), an upload button and a delete on
 * each. The upload is the one pipeline's: the name and size checked here (the shared rule), the
 * bytes judged by the server; a refusal is written under the button and keeps nothing.
 */
import { FileImageOutlined, FilePdfOutlined, UploadOutlined } from '@ant-design/icons';
import { Button, Progress, Typography, Upload } from 'antd';
import { useId, useState } from 'react';
import { api, apiNoError } from '../../../api/client';
import { sendForm } from '../../../api/upload';
import { useRequest } from '../../../api/useRequest';
import { useT } from '../../../app/useT';
import { formatFileSize } from '../../../common/format';
import { DelOrderFile, DownloadOrderFile, ORDER_FILE, ORDER_FILE_FIELD, ORDER_FILES_MAX, OrderFileList, UploadOrderFile, type OrderFile } from '../../../common/orderFiles';
import type { ApiReply } from '../../../common/api';
import { acceptOf, checkUploadFile } from '../../../common/uploads';
import { RowActions } from '../../../components/list/RowActions';
import { useConfirmedAction } from '../../../components/list/useConfirmedAction';
import { uploadFailureText } from '../../../components/upload/uploadFailure';
import { DrawerSection } from './DrawerSection';

const readFiles = (orderNo: string) => api.call(OrderFileList, { order_no: orderNo });

function sendFile(orderNo: string, file: File, onProgress: (percent: number) => void) {
  const form = new FormData();
  form.append('order_no', orderNo);
  form.append(ORDER_FILE_FIELD, file, file.name);
  return sendForm<ApiReply<{ file: OrderFile }>>(apiNoError, UploadOrderFile.path, form, onProgress);
}

interface Sending {
  uid: string;
  name: string;
  percent: number;
}

/** The upload button with the files on their way and why the last ones were refused. */
function FileUpload({ orderNo, onUploaded }: { orderNo: string; onUploaded: () => unknown }) {
  const t = useT();
  const [sending, setSending] = useState<Sending[]>([]);
  const [refusals, setRefusals] = useState<string[]>([]);
  const hintId = useId();
  const patch = (uid: string, percent: number | null) => setSending((list) => (percent === null ? list.filter((s) => s.uid !== uid) : list.map((s) => (s.uid === uid ? { ...s, percent } : s))));

  async function send(uid: string, file: File) {
    try {
      await sendFile(orderNo, file, (percent) => patch(uid, percent));
      await onUploaded();
    } catch (error) {
      setRefusals((list) => [...list, t('upload.failed', { file: file.name, reason: uploadFailureText(error, t) })]);
    } finally {
      patch(uid, null);
    }
  }

  return (
    <div className="order-files-upload">
      <Upload
        accept={acceptOf(ORDER_FILE)}
        multiple
        showUploadList={false}
        beforeUpload={(file, picked) => {
          if (file === picked[0]) setRefusals([]);
          const invalid = checkUploadFile(file, ORDER_FILE);
          if (invalid) {
            setRefusals((list) => [...list, t(invalid.id, invalid.values)]);
            return Upload.LIST_IGNORE;
          }
          const uid = `sending-${file.uid}`;
          setSending((list) => [...list, { uid, name: file.name, percent: 0 }]);
          void send(uid, file);
          // Sent here (progress, the reply's refusal); antd only opens the file picker.
          return false;
        }}
      >
        <Button icon={<UploadOutlined />} aria-describedby={hintId}>
          {t('orderFile.upload')}
        </Button>
      </Upload>
      <Typography.Text type="secondary" id={hintId}>
        {t('orderFile.hint', { mb: ORDER_FILE.maxBytes / 1024 / 1024, max: ORDER_FILES_MAX })}
      </Typography.Text>
      {sending.map((s) => (
        <div key={s.uid} className="order-files-sending">
          <Typography.Text ellipsis>{s.name}</Typography.Text>
          <Progress percent={s.percent} size="small" aria-label={t('orderFile.sending', { name: s.name })} />
        </div>
      ))}
      {refusals.map((text, i) => (
        <Typography.Text key={i} type="danger" role="alert">
          {text}
        </Typography.Text>
      ))}
    </div>
  );
}

function FileItem({ file, actions }: { file: OrderFile; actions: Parameters<typeof RowActions>[0]['actions'] }) {
  const t = useT();
  const Icon = file.kind === 'pdf' ? FilePdfOutlined : FileImageOutlined;
  return (
    <li className="order-file" data-testid="order-file">
      <Icon className="order-file-icon" aria-hidden />
      <div className="order-file-text">
        <Typography.Text className="order-file-name">{file.name}</Typography.Text>
        <Typography.Text type="secondary">{t('orderFile.meta', { size: formatFileSize(file.size, file.size < 1024 ? 0 : 1), uploader: file.uploader_name, time: file.created_at })}</Typography.Text>
      </div>
      <RowActions name={file.name} actions={actions} />
    </li>
  );
}

export function OrderFiles({ orderNo }: { orderNo: string }) {
  const t = useT();
  const reply = useRequest(readFiles, { params: [orderNo] });
  const confirmed = useConfirmedAction(reply.reload);
  const [downloading, setDownloading] = useState<string | null>(null);
  const files = reply.data?.data;
  const mayChange = reply.data?.may_change === 1;

  async function download(file: OrderFile) {
    setDownloading(file.file_key);
    try {
      await api.download(DownloadOrderFile, { order_no: orderNo, file_key: file.file_key }, { fileName: file.name });
    } catch {
      /* the request layer showed why */
    } finally {
      setDownloading(null);
    }
  }
  const actionsOf = (file: OrderFile, index: number) => [
    { key: 'download', label: t('orderFile.download'), disabled: downloading === file.file_key, onClick: () => void download(file) },
    ...(mayChange
      ? [
          {
            key: 'delete',
            label: t('orderFile.delete'),
            danger: true,
            disabled: confirmed.busy === index,
            onClick: () => void confirmed.run(index, t('orderFile.confirmDelete', { name: file.name }), () => api.call(DelOrderFile, { order_no: orderNo, file_key: file.file_key }), (r) => r.err_msg ?? ''),
          },
        ]
      : []),
  ];

  return (
    <DrawerSection
      name="order-files"
      title={t('orderFile.title')}
      head={mayChange && <FileUpload orderNo={orderNo} onUploaded={reply.reload} />}
      reply={{ ...reply, answered: files !== undefined }}
      isEmpty={!files?.length}
      texts={{ empty: t('orderFile.empty'), failed: t('orderFile.failed'), retry: t('orderFile.retry') }}
      rows={1}
      list={() => (
        <ul className="order-file-list">
          {files!.map((file, index) => (
            <FileItem key={file.file_key} file={file} actions={actionsOf(file, index)} />
          ))}
        </ul>
      )}
    />
  );
}
