import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Tabs } from './tabs';

const ITEMS = [
  { value: 'agents', label: 'Agents', content: <p>Agent list</p> },
  { value: 'agencies', label: 'Agencies', content: <p>Agency list</p> },
  { value: 'reviews', label: 'Reviews', content: <p>Review list</p> },
];

describe('tabs', () => {
  it('shows the first panel, named by its tab, and one tab stop', () => {
    render(<Tabs items={ITEMS} label="Directory" />);
    const list = screen.getByRole('tablist', { name: 'Directory' });
    expect(list).toBeTruthy();
    const agents = screen.getByRole('tab', { name: 'Agents' });
    expect(agents.getAttribute('aria-selected')).toBe('true');
    expect(agents.tabIndex).toBe(0);
    expect(screen.getByRole('tab', { name: 'Agencies' }).tabIndex).toBe(-1);
    expect(screen.getByRole('tabpanel', { name: 'Agents' }).textContent).toBe('Agent list');
    expect(screen.queryByText('Agency list')).toBeNull();
  });

  it('moves and selects with the arrow keys, Home and End, wrapping round', async () => {
    const user = userEvent.setup();
    render(<Tabs items={ITEMS} label="Directory" />);
    await user.click(screen.getByRole('tab', { name: 'Agents' }));
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Agencies' }));
    expect(screen.getByRole('tabpanel', { name: 'Agencies' }).textContent).toBe('Agency list');
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Reviews' }).getAttribute('aria-selected')).toBe('true');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Agents' }).getAttribute('aria-selected')).toBe('true');
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Reviews' }).getAttribute('aria-selected')).toBe('true');
    await user.keyboard('{Home}');
    expect(screen.getByRole('tabpanel', { name: 'Agents' })).toBeTruthy();
  });

  it('follows a controlling value and reports each change once', async () => {
    const user = userEvent.setup();
    const changes: string[] = [];
    function Controlled() {
      const [value, setValue] = useState('agencies');
      return (
        <Tabs
          items={ITEMS}
          label="Directory"
          value={value}
          onValueChange={(next) => {
            changes.push(next);
            setValue(next);
          }}
        />
      );
    }
    render(<Controlled />);
    expect(screen.getByRole('tabpanel', { name: 'Agencies' })).toBeTruthy();
    await user.click(screen.getByRole('tab', { name: 'Reviews' }));
    await user.click(screen.getByRole('tab', { name: 'Reviews' }));
    expect(changes).toEqual(['reviews']);
    expect(screen.getByRole('tabpanel', { name: 'Reviews' }).textContent).toBe('Review list');
  });
});
