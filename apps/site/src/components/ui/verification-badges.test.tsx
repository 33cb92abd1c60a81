import { NO_BADGES } from '@ile/shared/contracts/verification';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { badgeTexts, VerificationBadges } from './verification-badges';

const checked = {
  identity: true,
  business: true,
  inspectedAt: '2026-11-12T00:00:00.000Z',
  identityVerifiedAt: '2026-11-10T09:30:00.000Z',
  businessVerifiedAt: '2026-11-11T16:00:00.000Z',
};

/** What assistive technology reads as the element's description (its aria-describedby target). */
const description = (element: Element | undefined) =>
  document.getElementById(element?.getAttribute('aria-describedby') ?? '')?.textContent;

describe('VerificationBadges', () => {
  it('draws nothing when nothing was checked', () => {
    const { container } = render(<VerificationBadges badges={NO_BADGES} />);
    expect(container.innerHTML).toBe('');
    expect(badgeTexts(undefined)).toEqual([]);
  });

  it('names each badge and says in its tooltip what was checked and when', async () => {
    render(<VerificationBadges badges={checked} />);
    const list = screen.getByRole('list', { name: 'Verification' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.firstChild?.nextSibling?.textContent)).toEqual([
      'ID verified',
      'Business verified',
      'Inspected 12 Nov 2026',
    ]);
    // The tooltip is the badge's description, and opens from the keyboard.
    await userEvent.tab();
    expect(document.activeElement).toBe(items[0]);
    expect(description(items[0])).toBe(
      'ID verified: government ID and selfie checked by Ile staff on 10 Nov 2026',
    );
    expect(description(items[1])).toBe(
      'Business verified: business registration and any estate-agent licence checked by Ile staff on 11 Nov 2026',
    );
    expect(description(items[2])).toBe('Inspected: Ile staff visited this property on 12 Nov 2026');
  });

  it('shows only the labels, unfocusable, inside another control', () => {
    render(
      <button type="button">
        Bola <VerificationBadges badges={{ ...NO_BADGES, identity: true }} interactive={false} />
      </button>,
    );
    expect(screen.getByRole('button').textContent).toContain('ID verified');
    expect(screen.queryByRole('tooltip', { hidden: true })).toBeNull();
    expect(screen.getByRole('listitem').getAttribute('tabindex')).toBeNull();
  });
});
