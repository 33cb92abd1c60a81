import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OFFLINE_MESSAGE } from '../../../lib/api-client';
import { fail, http, server, success } from '../../../testing/api-server';
import { renderWithApp } from '../../../testing/render';
import { startSignedIn } from '../../../testing/signed-in';
import { SaveSearchButton } from './save-search-button';

const FILTERS = {
  state: 'Lagos',
  category: 'rental',
  maxPrice: '5000000',
  currency: 'NGN',
  bbox: '3.3,6.4,3.5,6.6',
};
const WORDS = 'Lagos · Rental · up to ₦5,000,000 · map area';

function LoginPage() {
  const location = useLocation();
  return <p>Login page, back to {(location.state as { from: string }).from}</p>;
}

/** The button once the session is known (it waits for that). */
async function renderButton(): Promise<HTMLButtonElement> {
  renderWithApp(<SaveSearchButton filters={FILTERS} />, {
    path: '/properties?state=Lagos&category=rental',
    pattern: '/properties',
    routes: { '/login': <LoginPage /> },
  });
  const button = screen.getByRole<HTMLButtonElement>('button', { name: 'Save this search' });
  await waitFor(() => expect(button.disabled).toBe(false));
  return button;
}

afterEach(() => vi.restoreAllMocks());

describe('Save this search', { timeout: 30_000 }, () => {
  it('sends a visitor to sign in, to come back to the search and its button', async () => {
    const user = userEvent.setup({ delay: null });
    await user.click(await renderButton());
    expect(
      await screen.findByText('Login page, back to /properties?state=Lagos&category=rental#save-search'),
    ).toBeTruthy();
  });

  it('opens the dialog by itself for the member who just signed in to save', async () => {
    startSignedIn();
    renderWithApp(<SaveSearchButton filters={FILTERS} />, {
      path: '/properties?state=Lagos&category=rental#save-search',
      pattern: '/properties',
    });
    expect(await screen.findByRole('dialog', { name: 'Save this search' })).toBeTruthy();
  });

  it('saves the filters under the name they make in words, alerting instantly unless chosen otherwise', async () => {
    startSignedIn();
    const bodies: unknown[] = [];
    server.use(
      http.post('*/api/v1/saved-searches', async ({ request }) => {
        const body = (await request.json()) as { name: string; frequency: string };
        bodies.push(body);
        return success({
          id: '5c4b3a29-4444-4e5d-8f6a-000000000031',
          name: body.name,
          filters: FILTERS,
          frequency: body.frequency,
          paused: false,
          newMatches: 0,
          searchPath: '/properties?state=Lagos',
          lastSeenAt: '2026-11-27T09:00:00.000Z',
          createdAt: '2026-11-27T09:00:00.000Z',
        });
      }),
    );
    const user = userEvent.setup({ delay: null });
    await user.click(await renderButton());
    const dialog = await screen.findByRole('dialog', { name: 'Save this search' });
    expect(within(dialog).getByText(`What it finds: ${WORDS}`)).toBeTruthy();
    expect((within(dialog).getByLabelText(/^Name/) as HTMLInputElement).value).toBe(WORDS);
    expect((within(dialog).getByLabelText('Alerts') as HTMLSelectElement).value).toBe('instant');
    await user.selectOptions(within(dialog).getByLabelText('Alerts'), 'weekly');
    await user.click(within(dialog).getByRole('button', { name: 'Save search' }));
    expect(await screen.findByRole('dialog', { name: 'Search saved' })).toBeTruthy();
    expect(screen.getByText(`“${WORDS}” is in your saved searches. Alerts: weekly digest.`)).toBeTruthy();
    expect(bodies).toEqual([{ name: WORDS, frequency: 'weekly', filters: FILTERS }]);
  });

  it('explains the cap when the api refuses a 26th search', async () => {
    startSignedIn();
    server.use(
      http.post('*/api/v1/saved-searches', () =>
        fail(409, 'You can keep at most 25 saved searches; delete one first'),
      ),
    );
    const user = userEvent.setup({ delay: null });
    await user.click(await renderButton());
    const dialog = await screen.findByRole('dialog', { name: 'Save this search' });
    await user.click(within(dialog).getByRole('button', { name: 'Save search' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toContain('You already keep 25 saved searches, the most you can.');
    expect(within(alert).getByRole('link', { name: 'Manage saved searches' }).getAttribute('href')).toBe(
      '/account/saved-searches',
    );
    expect((within(dialog).getByRole('button', { name: 'Save search' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });

  it('says a save needs the network when there is none', async () => {
    startSignedIn();
    const user = userEvent.setup({ delay: null });
    const button = await renderButton();
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await user.click(button);
    expect(await screen.findByText(OFFLINE_MESSAGE)).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
