/**
 * What an empty list says: with filters applied, that nothing matches them and a button clearing
 * them (the list's reset); without, what an empty list of its kind says. A failed load says neither:
 * the list shows its own error and retry.
 */
import { Button } from 'antd';
import type { ReactNode } from 'react';

interface ListEmptyProps {
  list: { filtered: boolean; failed: boolean; reset: () => void };
  /** "No goods match the filters". */
  noMatch: string;
  /** The button's "Clear filters". */
  clear: string;
  /** "No goods yet". */
  empty: ReactNode;
}

export function ListEmpty({ list, noMatch, clear, empty }: ListEmptyProps) {
  if (!list.filtered || list.failed) return <>{empty}</>;
  return (
    <span>
      {noMatch}
      <Button type="link" size="small" onClick={list.reset}>
        {clear}
      </Button>
    </span>
  );
}
