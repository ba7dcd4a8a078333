/**
 * Why a form's Save is grey, said beside it (issue 26): a disabled button explains nothing, and the
 * message of the field at fault may sit far up a long page while the action bar stays at the
 * bottom. Each field named is a link to it. The button points here with aria-describedby.
 */
import { Button } from 'antd';
import { Fragment } from 'react';
import { useT } from '../../app/useT';
import './form.css';

export interface SaveBlockedReasonProps {
  /** The id the Save button's aria-describedby names. */
  id: string;
  /** The user may not change the form at all. */
  noRight?: boolean;
  /** The fields in the way (showing an error, or a required choice not made). */
  fields: readonly string[];
  /** A field's label, as the form shows it. */
  labelOf: (field: string) => string;
  /** Brings a field into view. */
  onGoTo: (field: string) => void;
}

export function SaveBlockedReason({ id, noRight = false, fields, labelOf, onGoTo }: SaveBlockedReasonProps) {
  const t = useT();
  if (!noRight && fields.length === 0) return null;
  return (
    <span id={id} className="save-blocked-reason" role="status">
      {noRight ? (
        t('form.saveBlocked.noRight')
      ) : (
        <>
          {t('form.saveBlocked.fix')}
          {fields.map((field, i) => (
            <Fragment key={field}>
              {i > 0 && t('common.listSeparator')}
              <Button type="link" size="small" className="save-blocked-field" onClick={() => onGoTo(field)}>
                {labelOf(field)}
              </Button>
            </Fragment>
          ))}
        </>
      )}
    </span>
  );
}
