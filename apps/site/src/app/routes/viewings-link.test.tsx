import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fail, http, server, success } from '../../testing/api-server';
import { renderWithApp } from '../../testing/render';
import { Component as ViewingLinkPage } from './viewings-link';

const VIEWING_ID = '00000000-0000-4000-8000-0000000000a1';
const token = (action: string) => `${VIEWING_ID}.s.${action}.${'x'.repeat(43)}`;

/** Answers the tap, recording each call. */
function linkServer(answer: () => Response) {
  const calls: unknown[] = [];
  server.use(
    http.post('*/api/v1/viewings/link', async ({ request }) => {
      calls.push(await request.json());
      return answer();
    }),
  );
  return calls;
}

const renderAt = (path: string) => renderWithApp(<ViewingLinkPage />, { path, strict: true });

describe('/viewings/link (a viewing email’s one-tap link)', () => {
  it('asks first and answers only on the tap: opening the link changes nothing', async () => {
    const calls = linkServer(() =>
      success({
        action: 'outcome',
        viewing: { id: VIEWING_ID, status: 'no_show', propertyTitle: 'Flat in Yaba' },
        supportTicket: false,
      }),
    );
    renderAt(`/viewings/link?token=${token('no_show')}`);
    const button = await screen.findByRole('button', { name: 'No, it did not happen' });
    expect(screen.getByRole('heading', { name: 'Did the viewing happen?' })).toBeTruthy();
    expect(calls).toHaveLength(0);

    await userEvent.click(button);
    expect(await screen.findByRole('status')).toHaveProperty(
      'textContent',
      'Your answer about the viewing of “Flat in Yaba” is saved.',
    );
    expect(calls).toEqual([{ token: token('no_show') }]);
    expect(screen.queryByRole('link', { name: 'See your ticket' })).toBeNull();
  });

  it('says so when a late “No” opened a Support ticket (the fee had already gone to the owner)', async () => {
    linkServer(() =>
      success({
        action: 'outcome',
        viewing: { id: VIEWING_ID, status: 'no_show', propertyTitle: 'Flat in Yaba' },
        supportTicket: true,
      }),
    );
    renderAt(`/viewings/link?token=${token('no_show')}`);
    await userEvent.click(await screen.findByRole('button', { name: 'No, it did not happen' }));
    expect((await screen.findByRole('status')).textContent).toBe(
      'Your answer about the viewing of “Flat in Yaba” is saved. The viewing fee had already gone to the ' +
        'owner, because no one reported a problem within 48 hours, so Ile opened a Support ticket for you. ' +
        'Our team will look into it and reply there.',
    );
    expect(screen.getByRole('link', { name: 'See your ticket' }).getAttribute('href')).toBe(
      '/account/ticket',
    );
    expect(screen.getByRole('link', { name: 'See your viewings' })).toBeTruthy();
  });

  it('names the owner’s confirmation, and says when the api refuses the tap', async () => {
    linkServer(() => fail(409, 'This viewing was cancelled'));
    renderAt(`/viewings/link?token=${token('confirm')}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Confirm the viewing' }));
    expect(await screen.findByRole('heading', { name: 'We could not save that' })).toBeTruthy();
    expect(screen.getByText('This viewing was cancelled')).toBeTruthy();
  });

  it('says a link without a known action is not valid, without calling the api', async () => {
    const calls = linkServer(() => success({}));
    renderAt(`/viewings/link?token=${token('delete')}`);
    expect(await screen.findByRole('heading', { name: 'This link is not valid' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /viewing/ })).toBeNull();
    expect(calls).toHaveLength(0);
  });
});
