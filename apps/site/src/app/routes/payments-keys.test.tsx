import type { HoldLinkPreview } from '@ile/shared/contracts/payment';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fail, http, server, success } from '../../testing/api-server';
import { renderWithApp } from '../../testing/render';
import { Component as KeysPage } from './payments-keys';

const HELD: HoldLinkPreview = {
  id: '00000000-0000-4000-8000-0000000000e1',
  purpose: 'move_in',
  state: 'held',
  amount: 145_000_000,
  currency: 'NGN',
  property_title: 'Flat in Yaba',
  payee_name: 'Olu Owner',
  can_confirm: true,
};

/** Answers the preview and the tap, recording which were called. */
function linkServer(tap: () => Response) {
  const calls: string[] = [];
  server.use(
    http.post('*/api/v1/payments/holds/link/preview', () => {
      calls.push('preview');
      return success(HELD);
    }),
    http.post('*/api/v1/payments/holds/link/confirm', () => {
      calls.push('confirm');
      return tap();
    }),
  );
  return calls;
}

const renderAt = (path: string) => renderWithApp(<KeysPage />, { path, strict: true });

describe('/payments/keys (the emailed "I have the keys" link)', () => {
  it('shows what the tap does without acting; the tap releases and says so', async () => {
    const calls = linkServer(() =>
      success({ ...HELD, state: 'release_pending', can_confirm: false }, 'Thank you'),
    );
    renderAt('/payments/keys?token=abc.keys.sig');
    const button = await screen.findByRole('button', {
      name: 'I have the keys — release ₦1,450,000 to Olu Owner',
    });
    expect(calls).not.toContain('confirm');
    await userEvent.click(button);
    expect(await screen.findByRole('heading', { name: 'Thank you: Ile is paying the owner' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Release requested: Ile is paying the owner.');
    expect(calls.filter((call) => call === 'confirm')).toHaveLength(1);
  });

  it('says a forged link is not valid, and a used one that it moved on', async () => {
    server.use(http.post('*/api/v1/payments/holds/link/preview', () => fail(404, 'This link is not valid')));
    const forged = renderAt('/payments/keys?token=forged');
    expect(await screen.findByRole('heading', { name: 'This link is not valid' })).toBeTruthy();
    forged.unmount();

    server.use(
      http.post('*/api/v1/payments/holds/link/preview', () =>
        success({ ...HELD, state: 'released', can_confirm: false }),
      ),
    );
    renderAt('/payments/keys?token=used');
    expect(await screen.findByRole('heading', { name: 'Nothing left to confirm' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /I have the keys/ })).toBeNull();
  });
});
