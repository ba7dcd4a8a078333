/**
 * The line above a list's table, the same on every list: the batch bar (BatchBar) on the left, and
 * on the right the page's own buttons, the export of the filtered rows, the row density and the
 * columns (useColumnSettings). The page size sits in the pager. A page writes one line:
 *
 *   const settings = useColumnSettings('invoices', columns);
 *   <ListToolbar settings={settings} onExport={exportRows} batch={{ count, onClear, children: <Withdraw /> }} />
 *   <ResponsiveList {...list.view} columns={settings.columns} density={settings.density} />
 */
import { DownloadOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState, type ReactNode } from 'react';
import { useT } from '../../app/useT';
import { useIsPhone } from '../useViewport';
import { BatchBar, type BatchBarProps } from './BatchBar';
import type { ColumnSettings } from './useColumnSettings';

export interface ListToolbarProps<Row> {
  /** The columns and density the user chose. */
  settings?: ColumnSettings<Row>;
  /** Exports the rows of the applied filters (not only the page shown); the button spins meanwhile. */
  onExport?: () => Promise<void>;
  /** The export button's text; 'export' when not given. */
  exportLabel?: string;
  /** The page's own buttons, before the kit's. */
  extra?: ReactNode;
  batch?: BatchBarProps;
}

function ExportButton({ run, label }: { run: () => Promise<void>; label: string }) {
  const [busy, setBusy] = useState(false);
  const click = async () => {
    setBusy(true);
    try {
      await run();
    } catch {
      /* the request layer showed why */
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button icon={<DownloadOutlined />} loading={busy} onClick={() => void click()}>
      {label}
    </Button>
  );
}

export function ListToolbar<Row>({ settings, onExport, exportLabel, extra, batch }: ListToolbarProps<Row>) {
  const t = useT();
  // A phone shows cards, whose rows have no density.
  const isPhone = useIsPhone();
  return (
    <div className="rlist-toolbar">
      <div className="rlist-toolbar-batch">{batch && <BatchBar {...batch} />}</div>
      <div className="rlist-toolbar-tools">
        {extra}
        {onExport && <ExportButton run={onExport} label={exportLabel ?? t('list.export')} />}
        {!isPhone && settings?.densityMenu}
        {settings?.button}
      </div>
      {settings?.dialog}
    </div>
  );
}
