/**
 * Which columns of a list table the user shows (REQUIREMENTS LOGS-10, LOGS-11): a 'columns' button
 * opens a dialog of the table's columns to tick; the choice is saved on the server for this user
 * (so it follows them to another browser), and 'reset to default' forgets it. The first column,
 * which names the row (and heads its card on a phone), always shows.
 */
import { SettingOutlined } from '@ant-design/icons';
import { Button, Checkbox, Modal, Space } from 'antd';
import { useState, type ReactNode } from 'react';
import { getSetting, saveSetting } from '../../api/userSettings';
import { useRequest } from '../../api/useRequest';
import { useT } from '../../app/useT';
import { hiddenColumnsKey } from '../../common/userSettings';
import type { ListColumn } from './ResponsiveList';

function hiddenOf(value: string | undefined): string[] {
  if (!value) return [];
  try {
    const parsed: unknown = JSON.parse(value);
    return Array.isArray(parsed) ? parsed.filter((k): k is string => typeof k === 'string') : [];
  } catch {
    return [];
  }
}

interface ColumnsDialogProps {
  columns: readonly { key: string; title: ReactNode }[];
  hidden: readonly string[];
  onSave: (hidden: string[]) => Promise<void>;
  onClose: () => void;
}

function ColumnsDialog({ columns, hidden, onSave, onClose }: ColumnsDialogProps) {
  const t = useT();
  const [shown, setShown] = useState(() => columns.filter((c) => !hidden.includes(c.key)).map((c) => c.key));
  const [saving, setSaving] = useState(false);
  const save = async (next: string[]) => {
    setSaving(true);
    try {
      await onSave(next);
      onClose();
    } catch {
      /* the request layer showed why */
    } finally {
      setSaving(false);
    }
  };
  const first = columns[0]?.key;
  return (
    <Modal
      open
      title={t('list.columns.title')}
      onCancel={onClose}
      width={360}
      footer={
        <Space>
          <Button onClick={() => void save([])} disabled={saving}>
            {t('list.columns.reset')}
          </Button>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button type="primary" loading={saving} onClick={() => void save(columns.map((c) => c.key).filter((k) => !shown.includes(k)))}>
            {t('common.ok')}
          </Button>
        </Space>
      }
    >
      <Checkbox.Group className="column-settings" value={shown} onChange={(keys) => setShown(keys.map(String))}>
        <Space orientation="vertical">
          {columns.map((c) => (
            <Checkbox key={c.key} value={c.key} disabled={c.key === first}>
              {c.title}
            </Checkbox>
          ))}
        </Space>
      </Checkbox.Group>
    </Modal>
  );
}

export function useColumnSettings<Row>(table: string, columns: readonly ListColumn<Row>[]): { columns: ListColumn<Row>[]; button: ReactNode; dialog: ReactNode } {
  const t = useT();
  const key = hiddenColumnsKey(table);
  const setting = useRequest(getSetting, { params: [key] });
  const [open, setOpen] = useState(false);
  const hidden = hiddenOf(setting.data?.value);
  const first = columns[0]?.key;
  return {
    columns: columns.filter((c) => c.key === first || !hidden.includes(c.key)),
    button: (
      <Button icon={<SettingOutlined />} onClick={() => setOpen(true)}>
        {t('list.columns.button')}
      </Button>
    ),
    dialog: open && (
      <ColumnsDialog
        columns={columns.map((c) => ({ key: c.key, title: c.title as ReactNode }))}
        hidden={hidden}
        onClose={() => setOpen(false)}
        onSave={async (next) => {
          await saveSetting(key, next.length ? JSON.stringify(next) : '');
          await setting.reload();
        }}
      />
    ),
  };
}
