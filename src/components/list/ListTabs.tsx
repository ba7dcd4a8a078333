/**
 * A list's tabs (one per state, say, each with its count): a tab strip that never hides a tab. A
 * list's tabs are filters, and a filter hidden behind a "more" menu is one a clerk never finds;
 * antd's Tabs also puts that menu's button inside the tablist, which screen readers cannot read.
 * So the strip scrolls sideways where it does not fit (a phone) and every tab stays a tab.
 * Keyboard: arrows, Home and End move between tabs and choose (as antd's Tabs do).
 */
import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import './ListTabs.css';

export interface ListTab {
  key: string;
  label: string;
  /** How many rows the tab has, once known. */
  count?: number;
}

interface ListTabsProps {
  tabs: readonly ListTab[];
  active: string;
  onChange: (key: string) => void;
  /** Names the strip for screen readers ('Order state'). */
  label: string;
  className?: string;
  /** The chosen tab's list. */
  children: ReactNode;
}

const MOVES: Readonly<Record<string, (at: number, last: number) => number>> = {
  ArrowRight: (at, last) => (at === last ? 0 : at + 1),
  ArrowLeft: (at, last) => (at === 0 ? last : at - 1),
  Home: () => 0,
  End: (_, last) => last,
};

export function ListTabs({ tabs, active, onChange, label, className, children }: ListTabsProps) {
  const id = useId();
  const bar = useRef<HTMLDivElement>(null);
  const tabId = (key: string) => `${id}-tab-${key}`;
  const onKeyDown = (event: KeyboardEvent) => {
    const move = MOVES[event.key];
    if (!move) return;
    event.preventDefault();
    const at = tabs.findIndex((tab) => tab.key === active);
    const next = tabs[move(Math.max(at, 0), tabs.length - 1)];
    onChange(next.key);
    bar.current?.querySelector<HTMLElement>(`#${CSS.escape(tabId(next.key))}`)?.focus();
  };
  return (
    <div className={['list-tabs', className].filter(Boolean).join(' ')}>
      <div role="tablist" aria-label={label} className="list-tabs-bar" ref={bar} onKeyDown={onKeyDown}>
        {tabs.map((tab) => {
          const chosen = tab.key === active;
          return (
            <button
              key={tab.key}
              type="button"
              role="tab"
              id={tabId(tab.key)}
              aria-selected={chosen}
              aria-controls={chosen ? `${id}-panel` : undefined}
              tabIndex={chosen ? 0 : -1}
              className={chosen ? 'list-tab list-tab-active' : 'list-tab'}
              onClick={() => !chosen && onChange(tab.key)}
            >
              {tab.label}
              {tab.count !== undefined && <span className="list-tab-count">{tab.count}</span>}
            </button>
          );
        })}
      </div>
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={tabId(active)} className="list-tabs-panel">
        {children}
      </div>
    </div>
  );
}
