import { MESSAGES } from '@ile/shared/constants/messages';
import type { InitialisePaymentResponse, Transaction } from '@ile/shared/contracts/payment';
import type { Property } from '@ile/shared/contracts/property';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { http, server, success } from '../../../testing/api-server';
import { listingId, propertyFixture } from '../../../testing/property-fixtures';
import { renderWithApp } from '../../../testing/render';
import { startSignedIn } from '../../../testing/signed-in';
import { transactionFixture } from '../../../testing/transaction-fixtures';
import { PaymentPage } from './payment-page';

const PROPERTY_ID = listingId(1);
const REFERENCE = 'ILE-0123456789ABCDEF01234567';

const transaction = (overrides: Partial<Transaction> = {}) =>
  transactionFixture({ reference: REFERENCE, property_id: PROPERTY_ID, ...overrides });

function serveProperty(overrides: Partial<Property> = {}) {
  server.use(
    http.post('*/api/v1/property/property/:id', () =>
      success<Property>(propertyFixture({ id: PROPERTY_ID, ...overrides })),
    ),
  );
}

function renderPayment(search: string, property: Partial<Property> = {}) {
  startSignedIn();
  serveProperty(property);
  return renderWithApp(<PaymentPage />, {
    path: `/property/payment${search}`,
    routes: { '/': <p>Home page</p>, '/account/payment/transactions': <p>Transactions page</p> },
  });
}

// The page loads a provider's script by adding a <script> tag; jsdom fetches nothing, so a test plays the
// network by firing the tag's error event, as a browser does when the script cannot be downloaded.
let observer: MutationObserver | undefined;
afterEach(() => observer?.disconnect());
function failScriptDownloads() {
  observer = new MutationObserver((records) => {
    for (const node of records.flatMap((record) => [...record.addedNodes])) {
      if (node instanceof HTMLScriptElement) setTimeout(() => node.dispatchEvent(new Event('error')));
    }
  });
  observer.observe(document.head, { childList: true });
}

describe('the payment review page', { timeout: 20_000 }, () => {
  it("shows the listing and the server's price, in the listing's currency", async () => {
    renderPayment(`?propertyId=${PROPERTY_ID}`);
    expect(await screen.findByRole('heading', { name: 'Three-bedroom terrace in Lekki' })).toBeTruthy();
    expect(screen.getByText('3 bedrooms')).toBeTruthy();
    expect(screen.getByText('14 Admiralty Way, Lagos, Nigeria')).toBeTruthy();
    expect(screen.getByText('₦4,500,000 per year')).toBeTruthy();
    expect(screen.getByText(/Ile holds ₦4,500,000 until you confirm you have the keys/)).toBeTruthy();
    expect(screen.getByText(/within 24 hours to 3 days/)).toBeTruthy();
    // Paying needs the move-in date agreed with the owner.
    const pay = screen.getByRole('button', {
      name: 'Pay the move-in amount through Ile',
    }) as HTMLButtonElement;
    expect(pay.disabled).toBe(true);
    fireEvent.change(screen.getByLabelText(/^Move-in date agreed with the owner/), {
      target: { value: '2030-01-15' },
    });
    expect(pay.disabled).toBe(false);
  });

  it('shows the whole move-in amount, line by line, when the owner stated the costs', async () => {
    renderPayment(`?propertyId=${PROPERTY_ID}`, {
      moveIn: {
        currency: 'NGN',
        total: 1_035_000_000,
        lines: [
          { kind: 'rent', label: 'Rent in advance (2 years)', amount: 900_000_000, refundable: false },
          { kind: 'agency', label: 'Agency fee', amount: 90_000_000, refundable: false },
          { kind: 'caution', label: 'Caution deposit (refundable)', amount: 45_000_000, refundable: true },
        ],
        warnings: [],
      },
    });
    const card = await screen.findByRole('region', { name: 'To move in' });
    expect(card.textContent).toContain('Rent in advance (2 years)');
    expect(card.textContent).toContain('₦10,350,000');
    expect(screen.queryByText('First rent period')).toBeNull();
    expect(screen.getByText('Held by Ile now').nextElementSibling?.textContent).toBe('₦10,350,000');
    expect(screen.getByText(/Ile holds ₦10,350,000 until you confirm you have the keys/)).toBeTruthy();
  });

  it("says so when the provider's checkout script cannot be loaded, and lets the payer retry", async () => {
    let initialised = 0;
    server.use(
      http.post('*/api/v1/payments/initialize', () => {
        initialised += 1;
        return success<InitialisePaymentResponse>({
          reference: REFERENCE,
          provider: 'paystack',
          checkoutUrl: 'https://checkout.paystack.com/abc',
          accessCode: 'abc',
          publicKey: 'pk_test_abc',
          amount: 4_500_000,
          currency: 'NGN',
          hold: { id: PROPERTY_ID, purpose: 'move_in', amount: 450_000_000, currency: 'NGN' },
        });
      }),
    );
    failScriptDownloads();
    const user = userEvent.setup();
    renderPayment(`?propertyId=${PROPERTY_ID}`);
    fireEvent.change(await screen.findByLabelText(/^Move-in date agreed with the owner/), {
      target: { value: '2030-01-15' },
    });
    await user.click(await screen.findByRole('button', { name: 'Pay the move-in amount through Ile' }));

    // Three attempts a second apart, then the spec's message, inline and as a toast.
    await waitFor(() => expect(screen.getAllByText(MESSAGES.payment.scriptLoadFailed).length).toBe(2), {
      timeout: 6000,
    });
    expect(document.querySelectorAll('script[src*="paystack"]')).toHaveLength(0);
    const pay = screen.getByRole('button', {
      name: 'Pay the move-in amount through Ile',
    }) as HTMLButtonElement;
    expect(pay.disabled).toBe(false);
    expect(initialised).toBe(1);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('verifies a returning payment with the server and opens the success dialog', async () => {
    let verified: unknown;
    server.use(
      http.post('*/api/v1/payments/verify', async ({ request }) => {
        verified = await request.json();
        return success(transaction(), MESSAGES.payment.successful);
      }),
    );
    const user = userEvent.setup();
    const { router } = renderPayment(`?reference=${REFERENCE}&status=successful`);

    const dialog = await screen.findByRole('dialog', { name: MESSAGES.payment.successful });
    expect(verified).toEqual({ reference: REFERENCE });
    expect(dialog.textContent).toContain('will contact you within 72 hours');
    expect(dialog.textContent).toContain('Ile holds ₦4,500,000 until you confirm you have the keys');
    // Settled: a reload shows the listing again rather than replaying the outcome.
    await waitFor(() => expect(router.state.location.search).toBe(`?propertyId=${PROPERTY_ID}`));

    await user.click(screen.getByRole('button', { name: 'See it in your transactions' }));
    expect(await screen.findByText('Transactions page')).toBeTruthy();
  });

  it('says nothing when the payer closed the checkout without paying', async () => {
    server.use(http.post('*/api/v1/payments/verify', () => success(transaction({ status: 'abandoned' }))));
    const { router } = renderPayment(`?reference=${REFERENCE}&status=cancelled`);
    await waitFor(() => expect(router.state.location.search).toBe(`?propertyId=${PROPERTY_ID}`));
    expect(await screen.findByRole('button', { name: 'Pay the move-in amount through Ile' })).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
