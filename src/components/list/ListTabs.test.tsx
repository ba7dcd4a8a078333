/**
 * A list's tab strip: every tab is a tab of one tablist (no "more" button among them), each with
 * its count; a click or the arrow, Home and End keys choose; the chosen tab labels the panel.
 */
import { render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { setupUser } from '../../../tests/helpers/invoiceWeb';
import { ListTabs, type ListTab } from './ListTabs';

const TABS: readonly ListTab[] = [
  { key: 'all', label: 'All', count: 12 },
  { key: '1', label: 'Submitted', count: 5 },
  { key: '2', label: 'Received', count: 7 },
  { key: 'bin', label: 'Recycle bin' },
];

function Strip({ chosen }: { chosen: string[] }) {
  const [active, setActive] = useState('all');
  return (
    <ListTabs tabs={TABS} active={active} label="Order state" onChange={(key) => { chosen.push(key); setActive(key); }}>
      <p>list of {active}</p>
    </ListTabs>
  );
}

describe('ListTabs', () => {
  it('shows every tab with its count in one named tablist, the chosen one selected and labelling the panel', () => {
    render(<Strip chosen={[]} />);
    const list = screen.getByRole('tablist', { name: 'Order state' });
    const tabs = within(list).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['All12', 'Submitted5', 'Received7', 'Recycle bin']);
    expect(list.children).toHaveLength(TABS.length);
    expect(tabs.map((tab) => tab.getAttribute('aria-selected'))).toEqual(['true', 'false', 'false', 'false']);
    expect(tabs.map((tab) => tab.tabIndex)).toEqual([0, -1, -1, -1]);
    expect(screen.getByRole('tabpanel', { name: /^All/ })).toHaveTextContent('list of all');
  });

  it('a click chooses a tab; the arrows wrap round, Home and End go to the ends, and focus follows', async () => {
    const chosen: string[] = [];
    const user = setupUser();
    render(<Strip chosen={chosen} />);
    await user.click(screen.getByRole('tab', { name: /^Received/ }));
    expect(screen.getByRole('tabpanel')).toHaveTextContent('list of 2');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Recycle bin' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: /^All/ })).toHaveFocus();
    await user.keyboard('{ArrowLeft}{End}{Home}');
    expect(chosen).toEqual(['2', 'bin', 'all', 'bin', 'bin', 'all']);
    expect(screen.getByRole('tab', { name: /^All/ })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: /^All/ })).toHaveTextContent('list of all');
  });
});
