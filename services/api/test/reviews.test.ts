import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, login, type Session } from './helpers/accounts';
import { createAgency, createAgent } from './helpers/community';
import { createTestApp, type TestApp } from './helpers/test-app';

describe('reviews', () => {
  let t: TestApp;
  let agent: Awaited<ReturnType<typeof createAgent>>;
  let agency: Awaited<ReturnType<typeof createAgency>>;
  let reviewer: Session;
  const db = () => t.database.db;
  const post = (url: string, payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url, payload, headers });
  const reviewCount = async () =>
    Number(
      (
        await db()
          .selectFrom('reviews')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  beforeAll(async () => {
    t = await createTestApp();
    await t.app.ready();
    agent = await createAgent(db());
    agency = await createAgency(db());
    reviewer = await login(t.app, await createUser(db(), { first_name: 'Kemi', last_name: 'Ade' }));
  });
  afterAll(() => t.close());

  it('adds a review and answers the profile’s reviews with average and count', async () => {
    const res = await post(
      '/api/v1/review/create-review',
      { type: 'agent', agentId: agent.agentId, rating: 4, comment: 'Showed us five flats in a day' },
      reviewer.auth,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('Review successfully added');
    expect(res.json().data).toMatchObject({ average: 4, count: 1 });
    expect(res.json().data.review[0]).toMatchObject({ rating: 4, sender_name: 'Kemi Ade' });
    const other = await login(t.app, await createUser(db()));
    await post(
      '/api/v1/review/create-review',
      { type: 'agent', agentId: agent.user.id, rating: '5', comment: 'Quick' },
      other.auth,
    );
    const list = await post('/api/v1/review/reviews', { type: 'agent', id: agent.user.id });
    expect(list.statusCode).toBe(200);
    expect(list.json().data).toMatchObject({ average: 4.5, count: 2 });
    expect(list.json().data.review.map((r: { comment: string }) => r.comment)).toEqual([
      'Quick',
      'Showed us five flats in a day',
    ]);
  });

  it('replaces the author’s earlier review of the same profile', async () => {
    const first = await post(
      '/api/v1/review/create-review',
      { type: 'agency', agencyId: agency.agencyId, rating: 2, comment: 'Slow' },
      reviewer.auth,
    );
    expect(first.json().data.count).toBe(1);
    const second = await post(
      '/api/v1/review/create-review',
      { type: 'agency', agencyId: agency.agencyId, rating: 5, comment: 'They fixed it' },
      reviewer.auth,
    );
    expect(second.json().data).toMatchObject({ count: 1, average: 5 });
    expect(second.json().data.review[0].comment).toBe('They fixed it');
  });

  it('limits each account to 20 reviews an hour, answering 429 with Retry-After and writing nothing more', async () => {
    const busyUser = await createUser(db());
    const busy = await login(t.app, busyUser);
    const storedComment = async () =>
      (
        await db()
          .selectFrom('reviews')
          .select('comment')
          .where('author_id', '=', busyUser.id)
          .executeTakeFirstOrThrow()
      ).comment;
    const review = (rating: number) =>
      post(
        '/api/v1/review/create-review',
        { type: 'agency', agencyId: agency.user.id, rating, comment: `Visit ${rating}` },
        busy.auth,
      );
    for (let i = 0; i < 20; i++) expect((await review((i % 5) + 1)).statusCode).toBe(200);
    // A second review of the same profile replaces the first: the 20th left "Visit 5".
    expect(await storedComment()).toBe('Visit 5');
    const before = await reviewCount();
    const refused = await review(3);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    expect(refused.json().status).toBe('fail');
    expect(await reviewCount()).toBe(before);
    expect(await storedComment()).toBe('Visit 5');
    // The counter is the account's: someone else still reviews.
    const other = await login(t.app, await createUser(db()));
    const res = await post(
      '/api/v1/review/create-review',
      { type: 'agency', agencyId: agency.user.id, rating: 5, comment: 'Fine' },
      other.auth,
    );
    expect(res.statusCode).toBe(200);
  });

  it('answers an empty list with a null average', async () => {
    const quiet = await createAgent(db());
    const res = await post('/api/v1/review/reviews', { type: 'agent', id: quiet.agentId });
    expect(res.json().data).toEqual({ review: [], average: null, count: 0 });
  });

  describe('refuses and writes nothing', () => {
    const cases: Array<[string, () => Record<string, unknown>, number]> = [
      ['a rating of 0', () => ({ type: 'agent', agentId: agent.agentId, rating: 0, comment: 'x' }), 400],
      ['a rating of 6', () => ({ type: 'agent', agentId: agent.agentId, rating: 6, comment: 'x' }), 400],
      ['a rating of 4.5', () => ({ type: 'agent', agentId: agent.agentId, rating: 4.5, comment: 'x' }), 400],
      ['an empty comment', () => ({ type: 'agent', agentId: agent.agentId, rating: 3, comment: '   ' }), 400],
      [
        'a 2001-character comment',
        () => ({ type: 'agent', agentId: agent.agentId, rating: 3, comment: 'x'.repeat(2001) }),
        400,
      ],
      [
        'an unknown agent',
        () => ({ type: 'agent', agentId: '00000000-0000-4000-8000-000000000000', rating: 3, comment: 'x' }),
        404,
      ],
    ];
    for (const [name, body, status] of cases) {
      it(name, async () => {
        const before = await reviewCount();
        const res = await post('/api/v1/review/create-review', body(), reviewer.auth);
        expect(res.statusCode, res.body).toBe(status);
        expect(res.json().status).toBe('fail');
        expect(await reviewCount()).toBe(before);
      });
    }

    it('reviewing one’s own profile', async () => {
      const before = await reviewCount();
      const own = await login(t.app, agent.user);
      const res = await post(
        '/api/v1/review/create-review',
        { type: 'agent', agentId: agent.agentId, rating: 5, comment: 'Me!' },
        own.auth,
      );
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe('You cannot review your own profile');
      expect(await reviewCount()).toBe(before);
    });

    it('an unverified email, and no token', async () => {
      const before = await reviewCount();
      const unverified = await login(t.app, await createUser(db(), { email_verified_at: null }));
      const body = { type: 'agent', agentId: agent.agentId, rating: 5, comment: 'Hi' };
      expect((await post('/api/v1/review/create-review', body, unverified.auth)).statusCode).toBe(403);
      expect((await post('/api/v1/review/create-review', body)).statusCode).toBe(401);
      expect(await reviewCount()).toBe(before);
    });
  });
});
