import type { CreateReviewBody, ReviewsResponse } from '@ile/shared/contracts/review';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fail, http, server, success } from '../../../testing/api-server';
import { renderWithApp } from '../../../testing/render';
import { clearSessionHint, startSignedIn } from '../../../testing/signed-in';
import { ReviewAction } from './review-action';
import { ReviewList } from './review-list';

vi.setConfig({ testTimeout: 30_000 });

const AGENT = '00000000-0000-4000-8000-0000000000b2';
const EMPTY: ReviewsResponse = { review: [], average: null, count: 0 };

function Profile({ id = AGENT }: { id?: string }) {
  return (
    <>
      <ReviewAction type="agent" profileUserId={id} name="Chidi Amadi" label="Comment" />
      <ReviewList type="agent" id={id} />
    </>
  );
}

function reviewsAnswer(list: () => ReviewsResponse) {
  server.use(http.post('*/api/v1/review/reviews', () => success(list())));
}

describe('review modal', () => {
  it('needs a rating before anything is sent', async () => {
    startSignedIn();
    reviewsAnswer(() => EMPTY);
    const sent = vi.fn();
    server.use(
      http.post('*/api/v1/review/create-review', () => {
        sent();
        return success(EMPTY);
      }),
    );
    renderWithApp(<Profile />);
    await userEvent.click(await screen.findByRole('button', { name: 'Comment' }));
    const dialog = await screen.findByRole('dialog', { name: 'Review Chidi Amadi' });
    await userEvent.type(within(dialog).getByLabelText(/Comment/), 'Very helpful');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit review' }));
    expect(await within(dialog).findByText('Choose a rating from 1 to 5 stars')).toBeTruthy();
    expect(sent).not.toHaveBeenCalled();
  });

  it('posts the review, closes, toasts and reloads the list', async () => {
    startSignedIn();
    let reviews = EMPTY;
    reviewsAnswer(() => reviews);
    const bodies: CreateReviewBody[] = [];
    server.use(
      http.post('*/api/v1/review/create-review', async ({ request }) => {
        const body = (await request.json()) as CreateReviewBody;
        bodies.push(body);
        reviews = {
          review: [
            {
              id: '00000000-0000-4000-8000-0000000000c3',
              userId: '00000000-0000-4000-8000-0000000000a1',
              rating: body.rating,
              comment: body.comment,
              createdAt: '2026-11-20T10:00:00.000Z',
              sender_name: 'Tobi Ade',
              sender_image: null,
            },
          ],
          average: body.rating,
          count: 1,
        };
        return success(reviews);
      }),
    );
    renderWithApp(<Profile />);
    expect(await screen.findByText('No reviews yet')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Comment' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('radio', { name: '4 stars' }));
    await userEvent.type(within(dialog).getByLabelText(/Comment/), 'Honest and quick');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit review' }));

    expect(await screen.findByText('Review successfully added')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByText('Honest and quick')).toBeTruthy();
    expect(bodies).toEqual([{ type: 'agent', agentId: AGENT, rating: 4, comment: 'Honest and quick' }]);
  });

  it("shows the server's refusal inside the dialog", async () => {
    startSignedIn({ email_verified: false });
    reviewsAnswer(() => EMPTY);
    server.use(
      http.post('*/api/v1/review/create-review', () =>
        fail(403, 'Verify your email address before posting a review'),
      ),
    );
    renderWithApp(<Profile />);
    await userEvent.click(await screen.findByRole('button', { name: 'Comment' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('radio', { name: '5 stars' }));
    await userEvent.type(within(dialog).getByLabelText(/Comment/), 'Great');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit review' }));
    expect(await within(dialog).findByText('Verify your email address before posting a review')).toBeTruthy();
  });

  it('is not offered on your own profile, and visitors are asked to sign in', async () => {
    const me = startSignedIn();
    reviewsAnswer(() => EMPTY);
    const { unmount } = renderWithApp(
      <>
        <Profile id={me.id} />
        <ReviewAction type="agent" profileUserId={AGENT} name="Someone else" label="Comment" />
      </>,
    );
    // The other profile's button proves the session is in; one's own shows none.
    expect(await screen.findAllByRole('button', { name: 'Comment' })).toHaveLength(1);
    unmount();

    clearSessionHint();
    renderWithApp(<Profile />);
    expect(await screen.findByRole('button', { name: 'Sign in to review' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Comment' })).toBeNull();
  });
});
