import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, http, server, success } from '../../testing/api-server';
import { renderWithApp } from '../../testing/render';
import { Component as UnsubscribePage } from './alerts-unsubscribe';

/** Answers the unsubscribe call with `answer` and records the tokens it was sent. */
function unsubscribeServer(answer: () => Response) {
  const tokens: string[] = [];
  server.use(
    http.post('*/api/v1/saved-searches/unsubscribe', async ({ request }) => {
      tokens.push(((await request.json()) as { token: string }).token);
      return answer();
    }),
  );
  return tokens;
}

// Under StrictMode, as main.tsx renders the site: it runs effects twice in development, and the link works once.
const renderAt = (path: string) => renderWithApp(<UnsubscribePage />, { path, strict: true });

describe('/alerts/unsubscribe', () => {
  it('turns the alerts off with one post of the token, and links to the saved searches', async () => {
    const tokens = unsubscribeServer(() =>
      success({ name: 'Lagos rentals', frequency: 'off' }, 'Alerts for “Lagos rentals” are off'),
    );
    renderAt('/alerts/unsubscribe?token=abc.1.signature');
    expect(await screen.findByRole('heading', { name: 'Alerts for “Lagos rentals” are off' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Manage saved searches' }).getAttribute('href')).toBe(
      '/account/saved-searches',
    );
    expect(tokens).toEqual(['abc.1.signature']);
  });

  it('says a used link has already been used (410)', async () => {
    const tokens = unsubscribeServer(() => fail(410, 'This unsubscribe link has already been used'));
    renderAt('/alerts/unsubscribe?token=abc.1.signature');
    expect(await screen.findByRole('heading', { name: 'This link has already been used' })).toBeTruthy();
    expect(tokens).toHaveLength(1);
  });

  it('says an unknown or forged link is not valid (404)', async () => {
    const tokens = unsubscribeServer(() => fail(404, 'This unsubscribe link is not valid'));
    renderAt('/alerts/unsubscribe?token=forged');
    expect(await screen.findByRole('heading', { name: 'This unsubscribe link is not valid' })).toBeTruthy();
    expect(tokens).toEqual(['forged']);
  });

  it('says a link without a token is not valid, and asks nothing', async () => {
    const tokens = unsubscribeServer(() => success({ name: 'x', frequency: 'off' }));
    renderAt('/alerts/unsubscribe');
    expect(await screen.findByRole('heading', { name: 'This unsubscribe link is not valid' })).toBeTruthy();
    expect(tokens).toEqual([]);
  });

  it('offers to try again when the server could not be reached', async () => {
    let calls = 0;
    server.use(
      http.post('*/api/v1/saved-searches/unsubscribe', () => {
        calls += 1;
        return calls === 1
          ? fail(503, 'Service unavailable')
          : success({ name: 'Kano land', frequency: 'off' });
      }),
    );
    renderAt('/alerts/unsubscribe?token=abc.1.signature');
    expect(await screen.findByRole('heading', { name: 'We could not turn these alerts off' })).toBeTruthy();
    screen.getByRole('button', { name: 'Try again' }).click();
    expect(await screen.findByRole('heading', { name: 'Alerts for “Kano land” are off' })).toBeTruthy();
    expect(calls).toBe(2);
  });
});
