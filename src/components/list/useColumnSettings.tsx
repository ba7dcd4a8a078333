/**
 * Which columns of a list table the user shows (REQUIREMENTS LOGS-10, LOGS-11), and how dense its
 * rows are: a 'columns' button opens a dialog of the table's columns to tick, a 'density' menu picks
 * large, middle or small rows. Both choices are saved on the server for this user (so they follow
 * them to another browser); 'reset to default' forgets the columns. The first column, which names
 * the row (and heads its card on a phone), always shows.
 */
import { ColumnHeightOutlined, SettingOutlined } from '@ant-design/icons';
import { Button, Checkbox, Dropdown, Modal, Space } from 'antd';
import { useState, type ReactNode } from 'react';
import { api } from '../../api/client';
import { useRequest } from '../../api/useRequest';
import { useT } from '../../app/useT';
import { hiddenColumnsKey, UserGetSetting, UserSaveSetting } from '../../common/userSettings';
import type { ListColumn } from './ResponsiveList';

/** A table's row density: antd's table sizes. */
export type ListDensity = 'large' | 'middle' | 'small';
const DENSITIES: readonly ListDensity[] = ['large', 'middle', 'small'];

/** The setting key of a table's density, beside its hidden columns (`table.<name>.hidden`). */
export const densityKey = (table: string) => `table.${table}.density`;

const densityOf = (value: string | undefined): ListDensity | undefined => DENSITIES.find((d) => d === value);

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

const getSetting = (key: string) => api.call(UserGetSetting, { key });

/** The density menu: the three sizes, the current one ticked; a choice is saved at once. */
function useDensity(table: string): { density: ListDensity | undefined; menu: ReactNode } {
  const t = useT();
  const key = densityKey(table);
  const setting = useRequest(getSetting, { params: [key] });
  // Shown at once, before the server has it: the menu answers the click, not the round trip.
  const [chosen, setChosen] = useState<ListDensity | undefined>(undefined);
  const density = chosen ?? densityOf(setting.data?.value);
  const choose = async (next: ListDensity) => {
    setChosen(next);
    try {
      await api.call(UserSaveSetting, { key, value: next });
    } catch {
      /* the request layer showed why; the table keeps the choice for this visit */
    }
  };
  const menu = (
    <Dropdown
      trigger={['click']}
      menu={{
        selectable: true,
        selectedKeys: [density ?? 'middle'],
        items: DENSITIES.map((d) => ({ key: d, label: t(`list.density.${d}`) })),
        onClick: ({ key: picked }) => void choose(densityOf(picked) ?? 'middle'),
      }}
    >
      <Button icon={<ColumnHeightOutlined />}>{t('list.density.button')}</Button>
    </Dropdown>
  );
  return { density, menu };
}

export interface ColumnSettings<Row> {
  /** The columns shown, in their order. */
  columns: ListColumn<Row>[];
  /** The row density the user chose; undefined: the list's own (by the screen's width). */
  density: ListDensity | undefined;
  button: ReactNode;
  densityMenu: ReactNode;
  dialog: ReactNode;
}

export function useColumnSettings<Row>(table: string, columns: readonly ListColumn<Row>[]): ColumnSettings<Row> {
  const t = useT();
  const key = hiddenColumnsKey(table);
  const setting = useRequest(getSetting, { params: [key] });
  const [open, setOpen] = useState(false);
  const { density, menu } = useDensity(table);
  const hidden = hiddenOf(setting.data?.value);
  const first = columns[0]?.key;
  return {
    columns: columns.filter((c) => c.key === first || !hidden.includes(c.key)),
    density,
    densityMenu: menu,
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
          await api.call(UserSaveSetting, { key, value: next.length ? JSON.stringify(next) : '' });
          await setting.reload();
        }}
      />
    ),
  };
}
