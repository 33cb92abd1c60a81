import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CurrencySelector } from '../app/layout/currency-selector';
import { Price } from '../components/property/price';
import { http, server, success } from '../testing/api-server';
import { renderWithApp } from '../testing/render';

function PriceWithSelector() {
  return (
    <>
      <CurrencySelector />
      <Price amount={1_500_000} currency="NGN" duration="year" />
    </>
  );
}

describe('prices in the chosen currency', () => {
  it("follows the visitor's country until one is chosen, then converts through USD", async () => {
    renderWithApp(<PriceWithSelector />);
    expect(await screen.findByText('₦1,500,000')).toBeTruthy();
    expect(screen.getByText('per year', { exact: false })).toBeTruthy();
    // Priced in the visitor's own currency: nothing to show beside it.
    expect(screen.queryByText('·', { exact: false })).toBeNull();

    await userEvent.selectOptions(screen.getByLabelText('Display currency'), 'USD');
    expect(await screen.findByText('$1,000')).toBeTruthy();
    expect(screen.getByText('· ₦1,500,000', { exact: false })).toBeTruthy();
    await userEvent.selectOptions(screen.getByLabelText('Display currency'), 'GBP');
    expect(await screen.findByText('£800')).toBeTruthy();
    expect(localStorage.getItem('ile.selected_currency')).toBe('"GBP"');
  });

  it("shows a Sierra Leone listing's leone price beside its dollar price, in whole units", async () => {
    localStorage.setItem('ile.selected_currency', '"USD"');
    const { container } = renderWithApp(<Price amount={21_700} currency="SLE" duration="year" />);
    // 21,700 / 22.5 leones to the dollar = $964.44
    expect(await screen.findByText('$964')).toBeTruthy();
    expect(container.textContent).toBe('$964 · Le 21,700 per year');
  });

  it("shows '...' while the rate for a conversion is missing", async () => {
    server.use(
      http.get('*/api/v1/rates', () =>
        success({ base: 'USD', quotes: {}, fetched_at: '2026-11-21T00:00:00.000Z', stale: true }),
      ),
    );
    localStorage.setItem('ile.selected_currency', '"EUR"');
    renderWithApp(<PriceWithSelector />);
    await waitFor(() => expect(screen.getByText('...')).toBeTruthy());
  });
});
