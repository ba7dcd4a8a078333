/**
 * A form field holding one dealer: its name, a button opening the dealer search dialog
 * (DealerPicker.tsx), a clear button. The dialog, with its list and pager, loads the first time it
 * opens, so a form that holds a dealer (the order form, the customer drawer) arrives without it.
 */
import { CloseCircleFilled } from '@ant-design/icons';
import { Button } from 'antd';
import { lazy, useState } from 'react';
import { useT } from '../../app/useT';
import { LazyBoundary } from '../Lazy';
import type { DealerEntry } from './DealerPicker';
import './dealerPicker.css';

const DealerSearchDialog = lazy(() => import(/* webpackChunkName: "dealer-picker" */ './DealerPicker').then((m) => ({ default: m.DealerSearchDialog })));

export function DealerField({ value, onChange, label, disabled }: { value?: DealerEntry | null; onChange?: (dealer: DealerEntry | null) => void; label: string; disabled?: boolean }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  // Once opened, the dialog stays mounted, so that it can animate its closing.
  const [wanted, setWanted] = useState(false);
  return (
    <div className="dealer-field">
      <Button
        className="dealer-field-trigger"
        disabled={disabled}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
        aria-label={label}
        aria-haspopup="dialog"
      >
        {value ? value.z_name : <span className="dealer-field-placeholder">{t('crm.picker.open')}</span>}
      </Button>
      {value && !disabled && <Button type="text" size="small" icon={<CloseCircleFilled />} aria-label={t('crm.picker.clear')} onClick={() => onChange?.(null)} />}
      {wanted && (
        <LazyBoundary fallback={null}>
          <DealerSearchDialog open={open} onClose={() => setOpen(false)} onChoose={(dealer) => onChange?.(dealer)} />
        </LazyBoundary>
      )}
    </div>
  );
}
