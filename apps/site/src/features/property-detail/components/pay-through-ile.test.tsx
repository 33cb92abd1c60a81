import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { propertyFixture } from '../../../testing/property-fixtures';
import { renderWithApp } from '../../../testing/render';
import { PayThroughIle } from './pay-through-ile';

const NOW = new Date('2026-11-27T12:00:00Z');

describe('the listing page’s way to pay through Ile', () => {
  it('offers a sale with a deposit only the reservation, saying who holds it and when it lapses', () => {
    const sale = propertyFixture({
      category: 'sale',
      duration: 'outright',
      price: 361_000_000,
      reservation: { deposit: 25_000_000, days: 30 },
    });
    renderWithApp(<PayThroughIle property={sale} now={NOW} />);
    expect(screen.getByRole('link', { name: 'Reserve with a deposit' }).getAttribute('href')).toBe(
      `/property/payment?propertyId=${sale.id}`,
    );
    expect(
      screen.getByText(
        /The price itself is paid through your lawyer; Ile holds this deposit while your lawyer does the searches, refunded if the reservation lapses on 27 December 2026 or the seller withdraws\./,
      ),
    ).toBeTruthy();
    expect(screen.getByText(/₦250,000 reserves it for 30 days/)).toBeTruthy();
    expect(screen.queryByText(/361,000,000/)).toBeNull();
  });

  it('shows a sale without a deposit no payment button at all', () => {
    renderWithApp(
      <PayThroughIle
        property={propertyFixture({ category: 'sale', duration: 'outright', reservation: null })}
      />,
    );
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByText(/This seller takes no reservation deposit on Ile/)).toBeTruthy();
  });

  it('offers a rental the move-in amount through Ile', () => {
    renderWithApp(<PayThroughIle property={propertyFixture()} />);
    expect(screen.getByRole('link', { name: 'Pay the move-in amount through Ile' })).toBeTruthy();
  });
});
