/**
 * The one image upload field (DESIGN.md "Files"): picture cards with progress, and the value is
 * the list of stored image paths. The name and size are checked before sending (the shared rules
 * of src/common/uploads.ts); the server decides again from the bytes.
 *
 * A failed upload never blocks the form (issue 26). A refused file (a wrong kind or size here, or
 * the server's err_code != 0, shown as '{err_code}: {err_msg}' [SHOP-28]) leaves its slot free, the
 * reason written under the field: sending the same bytes again would be refused again. Only a
 * file the network lost keeps its card, with a retry.
 */
import { PlusOutlined, RedoOutlined } from '@ant-design/icons';
import { Button, Modal, Upload, type UploadFile } from 'antd';
import { useLayoutEffect, useRef, useState } from 'react';
import { acceptOf, checkUploadFile, type ImageProfile } from '../../common/uploads';
import type { UploadProgress } from '../../api/upload';
import { useT } from '../../app/useT';
import { isNetworkFailure, uploadFailureText } from './uploadFailure';
import './ImageUpload.css';

export interface ImageUploadProps {
  value?: string[];
  onChange?: (paths: string[]) => void;
  profile: ImageProfile;
  /** Sends one file; resolves to its stored path. */
  upload: (file: File, onProgress: UploadProgress) => Promise<string>;
  maxCount: number;
  disabled?: boolean;
  /** The field's name, for the add button's accessible name and the preview's title. */
  label: string;
  id?: string;
}

interface Pending {
  uid: string;
  file: File;
  percent: number;
  /** Lost on the way (the network, a server down): sending again may work. */
  error?: string;
}

export function ImageUpload({ value = [], onChange, profile, upload, maxCount, disabled = false, label, id }: ImageUploadProps) {
  const t = useT();
  const [pending, setPending] = useState<Pending[]>([]);
  // Why the files of the last pick were refused, shown under the field until the next pick.
  const [refusals, setRefusals] = useState<string[]>([]);
  const refuse = (text: string) => setRefusals((list) => [...list, text]);
  const [preview, setPreview] = useState<string | null>(null);
  // The latest value, for uploads that finish after other changes.
  const valueRef = useRef(value);
  useLayoutEffect(() => {
    valueRef.current = value;
  });

  const patch = (uid: string, change: Partial<Pending> | null) =>
    setPending((list) => (change ? list.map((p) => (p.uid === uid ? { ...p, ...change } : p)) : list.filter((p) => p.uid !== uid)));

  const send = async (uid: string, file: File) => {
    patch(uid, { percent: 0, error: undefined });
    try {
      const path = await upload(file, (percent) => patch(uid, { percent }));
      patch(uid, null);
      // A one-image field replaces its image; a list adds to it.
      onChange?.(maxCount === 1 ? [path] : [...valueRef.current, path].slice(0, maxCount));
    } catch (error) {
      const text = t('upload.failed', { file: file.name, reason: uploadFailureText(error, t) });
      if (isNetworkFailure(error)) {
        patch(uid, { error: text });
        return;
      }
      // Refused: the slot is free again for another file.
      patch(uid, null);
      refuse(text);
    }
  };

  const fileList: UploadFile[] = [
    ...value.map((path): UploadFile => ({ uid: path, name: label, status: 'done', url: path, thumbUrl: path })),
    ...pending.map((p): UploadFile => ({ uid: p.uid, name: p.file.name, status: p.error ? 'error' : 'uploading', percent: p.percent, response: p.error })),
  ];
  const canAdd = !disabled && value.length + pending.length < maxCount;
  // Under the field, as a phone shows no card's title: the refusals, then the lost uploads.
  const reasons = [...refusals, ...pending.flatMap((p) => (p.error ? [p.error] : []))];

  return (
    <>
      <Upload
        id={id}
        listType="picture-card"
        accept={acceptOf(profile)}
        fileList={fileList}
        disabled={disabled}
        multiple={maxCount > 1}
        showUploadList={{ showRemoveIcon: !disabled, showPreviewIcon: true }}
        beforeUpload={(file, picked) => {
          // A new pick: the reasons of the last one are old news.
          if (file === picked[0]) setRefusals([]);
          const invalid = checkUploadFile(file, profile);
          if (invalid) {
            refuse(t(invalid.id, invalid.values));
            return Upload.LIST_IGNORE;
          }
          if (valueRef.current.length + pending.length >= maxCount) return Upload.LIST_IGNORE;
          const uid = `pending-${file.uid}`;
          setPending((list) => [...list, { uid, file, percent: 0 }]);
          void send(uid, file);
          // The field sends it itself (progress, retry); antd only draws the list.
          return false;
        }}
        onRemove={(file) => {
          if (file.uid.startsWith('pending-')) patch(file.uid, null);
          else onChange?.(valueRef.current.filter((p) => p !== file.uid));
        }}
        onPreview={(file) => file.url && setPreview(file.url)}
        itemRender={(node, file) => {
          const failed = pending.find((p) => p.uid === file.uid && p.error);
          if (!failed) return node;
          return (
            <div className="image-upload-failed" title={failed.error}>
              {node}
              <Button size="small" icon={<RedoOutlined />} onClick={() => void send(failed.uid, failed.file)}>
                {t('upload.retry')}
              </Button>
            </div>
          );
        }}
      >
        {canAdd && (
          <button type="button" className="image-upload-add" aria-label={`${t('upload.add')} ${label}`}>
            <PlusOutlined aria-hidden />
            <span>{t('upload.add')}</span>
          </button>
        )}
      </Upload>
      {reasons.length > 0 && (
        <div className="image-upload-refused" role="alert">
          {reasons.map((text, i) => (
            <div key={i}>{text}</div>
          ))}
        </div>
      )}
      <Modal open={preview !== null} title={label} footer={null} onCancel={() => setPreview(null)} width={560}>
        {preview && <img src={preview} alt={label} style={{ display: 'block', maxWidth: '100%', margin: '0 auto' }} />}
      </Modal>
    </>
  );
}
