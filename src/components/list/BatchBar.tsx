/**
 * The bar above a list while rows are selected: how many, the batch actions the page offers, and
 * clearing the selection. Nothing shows while none is selected, so the actions never sit idle and
 * disabled above the table, unless the page must show them all the same (`keep`: requirements that
 * name a batch button disabled until rows are chosen, or without the right to use it); the bar then
 * says how to use them instead of a count.
 */
import { Button } from 'antd';
import type { ReactNode } from 'react';
import { useT } from '../../app/useT';

export interface BatchBarProps {
  count: number;
  onClear: () => void;
  /** Shown with nothing selected too (the page disables the actions then). */
  keep?: boolean;
  children?: ReactNode;
}

export function BatchBar({ count, onClear, keep = false, children }: BatchBarProps) {
  const t = useT();
  if (count === 0 && !keep) return null;
  const text = count === 0 ? t('list.batch.none') : t('list.batch.selected', { count });
  return (
    <div className={count === 0 ? 'rlist-batch-bar rlist-batch-bar-idle' : 'rlist-batch-bar'} role="region" aria-label={text}>
      <span className="rlist-batch-count">{text}</span>
      <span className="rlist-batch-actions">{children}</span>
      {count > 0 && (
        <Button type="link" size="small" onClick={onClear}>
          {t('list.batch.clear')}
        </Button>
      )}
    </div>
  );
}

/** The one action of a page's batch bar. */
export interface BatchAction {
  label: string;
  onClick: () => void;
  /** Working: the button stays disabled. */
  busy?: boolean;
  primary?: boolean;
  danger?: boolean;
  icon?: ReactNode;
}

/**
 * The batch bar of a page whose selection has one action: shown with nothing selected too, its
 * button disabled until rows are chosen and then saying how many it acts on ('撤回 (3)').
 */
export function singleActionBatch(count: number, onClear: () => void, action: BatchAction): BatchBarProps {
  return {
    count,
    onClear,
    keep: true,
    children: (
      <Button type={action.primary ? 'primary' : 'default'} danger={action.danger} icon={action.icon} disabled={count === 0 || action.busy} onClick={action.onClick}>
        {action.label}
        {count > 0 ? ` (${count})` : ''}
      </Button>
    ),
  };
}
