import { setTimeout as sleep } from 'node:timers/promises';
import { insertSavedSearch } from '@ile/db/repositories/saved-searches.repository';
import { insertTestUser } from '@ile/db/testing/rows';
import { waitFor } from '@ile/db/testing/wait-for';
import { type AlertFrequency, outboxEvent, QUEUED_JOBS, QUEUES } from '@ile/shared';
import type { Job } from 'bullmq';
import { beforeEach, describe, expect, it } from 'vitest';
import { matchSavedSearchesHandler } from '../src/handlers/alerts/match-saved-searches.handler';
import { createListing, createOwner, daysAgo } from './support/listings';
import { TEST_PUBLIC_URL, useWorkerHarness } from './support/worker-harness';

// Long enough that two listings published together always fall in one window, even on a busy CI machine.
const WINDOW_MS = 8000;

// Issue 19: a listing published (or cheaper) is matched against saved searches in the alerts queue; instant
// searches get an in-app notice at once and one email per alert window, digests wait for their sweep, and
// every email carries a one-click unsubscribe (RFC 8058).
describe('saved-search alerts (alerts queue → notices and SMTP)', () => {
  const worker = useWorkerHarness({ queue: QUEUES.alerts, smtp: true });
  let owner: { id: string };

  beforeEach(async () => {
    owner = await createOwner(worker, 'Tunde');
    worker.start({ schedules: { enabled: false }, alertWindowMs: WINDOW_MS });
  });

  const seeker = async (name: string, verified = true) => {
    const user = await insertTestUser(worker.db, name, 'Seeker');
    if (verified)
      await worker.db
        .updateTable('users')
        .set({ email_verified_at: new Date() })
        .where('id', '=', user.id)
        .execute();
    return user;
  };
  const saveSearch = (
    userId: string,
    filters: Record<string, string>,
    frequency: AlertFrequency = 'instant',
  ) =>
    insertSavedSearch(worker.db, userId, {
      name: `Search ${Object.values(filters).join(' ')}`,
      filters,
      frequency,
    });
  const publish = async (title: string, values: Parameters<typeof createListing>[3] = {}) => {
    const id = await createListing(worker, owner.id, title, { latitude: 6.45, longitude: 3.47, ...values });
    const eventId = await worker.emit(outboxEvent('property.published', { propertyId: id }));
    return { id, eventId };
  };
  const mailTo = (email: string) => worker.smtp.messages.filter((m) => m.to.includes(email));
  /** Waits until a window has just begun, so what is published next falls in one window. */
  const startOfWindow = async () => {
    const into = Date.now() % WINDOW_MS;
    if (into > 200) await sleep(WINDOW_MS - into + 20);
  };

  it('tells an instant search’s owner in the app at once and by one email per window, with one-click unsubscribe', async () => {
    const ada = await seeker('Ada');
    const lagos = await saveSearch(ada.id, { state: 'Lagos', bedrooms: '3' });
    await saveSearch(ada.id, { state: 'FCT' });

    await startOfWindow();
    const first = await publish('Terrace in Lekki');
    const second = await publish('Duplex in Ikoyi');
    await publish('Bungalow in Yaba', { bedrooms: 1 });
    const results = [];
    for (const { eventId } of [first, second]) results.push((await worker.finishedJob(eventId)).returnvalue);
    expect(results).toEqual([
      expect.objectContaining({ instant: 1 }),
      expect.objectContaining({ instant: 1 }),
    ]);
    // Exactly one of the two told the owner and queued the window's email.
    expect(results.map((result) => result.told).sort()).toEqual([0, 1]);

    // Told in the app at once, once per window: the notice opens the search's new matches (both listings).
    const notices = await worker.db
      .selectFrom('notices')
      .select(['heading', 'description', 'link'])
      .where('recipient_id', '=', ada.id)
      .execute();
    expect(notices).toEqual([
      {
        heading: 'New listing for “Search Lagos 3”',
        description: expect.stringMatching(/^(Terrace in Lekki|Duplex in Ikoyi)$/),
        link: `/account/saved-searches/${lagos}`,
      },
    ]);

    // One email for the window, naming both.
    const mail = await waitFor(() => mailTo(ada.email)[0], WINDOW_MS * 3);
    expect(mail.subject).toBe('2 new listings match “Search Lagos 3”');
    expect(mail.text).toContain('Terrace in Lekki');
    expect(mail.text).toContain('Duplex in Ikoyi');
    expect(mail.text).not.toContain('Bungalow in Yaba');
    expect(mail.text).toContain('₦4,500,000 per year');
    expect(mail.text).toContain(`${TEST_PUBLIC_URL}/properties?state=Lagos&bedrooms=3`);
    const oneClick = /^List-Unsubscribe: <([^>]+)>/im.exec(mail.raw.replace(/\r\n[ \t]+/g, ' '))?.[1];
    expect(oneClick).toMatch(
      new RegExp(`^${TEST_PUBLIC_URL}/api/v1/saved-searches/unsubscribe\\?token=${lagos}\\.0\\.`),
    );
    expect(mail.raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/im);
    expect(mail.text).toContain(`${TEST_PUBLIC_URL}/alerts/unsubscribe?token=${lagos}.0.`);

    // Every match sent is marked; a later price drop of a listing already sent repeats nothing.
    await waitFor(async () => {
      const unsent = await worker.db
        .selectFrom('saved_search_matches')
        .select('property_id')
        .where('saved_search_id', '=', lagos)
        .where('alerted_at', 'is', null)
        .execute();
      return unsent.length === 0 ? true : undefined;
    });
    const drop = await worker.emit(
      outboxEvent('property.price_dropped', {
        propertyId: first.id,
        oldPrice: 4_500_000,
        newPrice: 4_000_000,
        currency: 'NGN',
      }),
    );
    expect((await worker.finishedJob(drop)).returnvalue).toEqual({ matched: 0, instant: 0, told: 0 });
    await sleep(WINDOW_MS + 500);
    expect(mailTo(ada.email)).toHaveLength(1);
  });

  it('alerts a price drop that brings a listing into a search’s band, saying so', async () => {
    const bola = await seeker('Bola');
    await saveSearch(bola.id, { state: 'Lagos', maxPrice: '3000000' });
    const { id, eventId } = await publish('Flat in Surulere');
    expect((await worker.finishedJob(eventId)).returnvalue).toEqual({ matched: 0, instant: 0, told: 0 });

    await worker.db
      .updateTable('properties')
      .set({ price: 2_800_000, price_reduced_at: new Date() })
      .where('id', '=', id)
      .execute();
    const drop = await worker.emit(
      outboxEvent('property.price_dropped', {
        propertyId: id,
        oldPrice: 4_500_000,
        newPrice: 2_800_000,
        currency: 'NGN',
      }),
    );
    expect((await worker.finishedJob(drop)).returnvalue).toEqual({ matched: 1, instant: 1, told: 1 });
    const mail = await waitFor(() => mailTo(bola.email)[0], WINDOW_MS * 3);
    expect(mail.subject).toBe('Price drop: “Flat in Surulere” matches “Search Lagos 3000000”');
    expect(mail.text).toContain('(price reduced)');
    const notice = await worker.db
      .selectFrom('notices')
      .select(['heading', 'description'])
      .where('recipient_id', '=', bola.id)
      .executeTakeFirstOrThrow();
    expect(notice).toEqual({
      heading: 'Price drop for “Search Lagos 3000000”',
      description: 'Flat in Surulere now costs less.',
    });
  });

  it('matches the total to move in as the search does: within the bounds, inclusive, and only when stated', async () => {
    const chi = await seeker('Chi');
    // ₦1,250,000 a year, a year in advance, ₦150,000 agency fee: ₦1,400,000 to move in.
    const moveIn = { price: 1_250_000, advance_rent_months: 12, agency_fee: 15_000_000 };
    const naira = await saveSearch(chi.id, { state: 'Lagos', moveInMax: '1500000' });
    await saveSearch(chi.id, { state: 'Lagos', moveInMax: '1300000' });
    const fromExactly = await saveSearch(chi.id, { state: 'Lagos', moveInMin: '1400000' });

    const stated = await publish('Flat in Gbagada', moveIn);
    expect((await worker.finishedJob(stated.eventId)).returnvalue).toMatchObject({ matched: 2 });
    const matchedSearches = await worker.db
      .selectFrom('saved_search_matches')
      .select('saved_search_id')
      .where('property_id', '=', stated.id)
      .execute();
    // Under the ₦1,500,000 cap and from exactly ₦1,400,000; over the ₦1,300,000 cap.
    expect(matchedSearches.map((m) => m.saved_search_id).sort()).toEqual([naira, fromExactly].sort());

    // A listing that states no move-in cost matches no move-in bound, as the search leaves it out.
    const unstated = await publish('Flat in Ojota', { price: 1_250_000 });
    expect((await worker.finishedJob(unstated.eventId)).returnvalue).toMatchObject({ matched: 0 });
  });

  it('sends a daily digest once its day has passed, at most 10 listings and "see all"', async () => {
    const chidi = await seeker('Chidi');
    const daily = await saveSearch(chidi.id, { state: 'Lagos' }, 'daily');
    const events: string[] = [];
    for (let i = 0; i < 12; i++) events.push((await publish(`Flat number ${i + 1}`)).eventId);
    for (const eventId of events) await worker.finishedJob(eventId);
    expect(
      await worker.db.selectFrom('notices').select('id').where('recipient_id', '=', chidi.id).execute(),
    ).toEqual([]);

    const runDigests = async () => {
      const job = await worker.queue.add(QUEUED_JOBS.sendAlertDigests.jobName, { limit: 500 });
      return (await worker.job(job.id as string)).returnvalue;
    };
    // Saved just now: its first day has not passed.
    expect(await runDigests()).toEqual({ digests: 0, requeued: 0 });
    await worker.db
      .updateTable('saved_searches')
      .set({ created_at: daysAgo(1.1) })
      .where('id', '=', daily)
      .execute();
    expect(await runDigests()).toEqual({ digests: 1, requeued: 0 });
    const mail = await waitFor(() => mailTo(chidi.email)[0]);
    expect(mail.subject).toBe('Your daily digest: 12 new listings for “Search Lagos”');
    expect(mail.text.match(/Flat number \d+/g)).toHaveLength(10);
    expect(mail.text).toContain('See all 12 new listings');
    expect(mail.raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/im);
    // Sent: the next sweep has nothing, even when a day passes, until something new matches.
    expect(await runDigests()).toEqual({ digests: 0, requeued: 0 });
    await worker.db
      .updateTable('saved_searches')
      .set({ last_digest_at: daysAgo(2) })
      .where('id', '=', daily)
      .execute();
    expect(await runDigests()).toEqual({ digests: 0, requeued: 0 });
    expect(mailTo(chidi.email)).toHaveLength(1);
  });

  it('never emails an unverified address or a paused search, and never the listing’s owner', async () => {
    const unverified = await seeker('Dayo', false);
    await saveSearch(unverified.id, { state: 'Lagos' });
    const paused = await seeker('Efe');
    const pausedId = await saveSearch(paused.id, { state: 'Lagos' });
    await worker.db.updateTable('saved_searches').set({ paused: true }).where('id', '=', pausedId).execute();
    await saveSearch(owner.id, { state: 'Lagos' });

    await startOfWindow();
    const { eventId } = await publish('Maisonette in Ajah');
    expect((await worker.finishedJob(eventId)).returnvalue).toEqual({ matched: 2, instant: 1, told: 1 });
    // The unverified user is told in the app; the email is skipped and the match marked sent.
    expect(
      await worker.db.selectFrom('notices').select('id').where('recipient_id', '=', unverified.id).execute(),
    ).toHaveLength(1);
    expect(
      await worker.db.selectFrom('notices').select('id').where('recipient_id', '=', paused.id).execute(),
    ).toEqual([]);
    await waitFor(async () => {
      const row = await worker.db
        .selectFrom('saved_search_matches as m')
        .innerJoin('saved_searches as s', 's.id', 'm.saved_search_id')
        .select('m.alerted_at')
        .where('s.user_id', '=', unverified.id)
        .executeTakeFirst();
      return row?.alerted_at ? true : undefined;
    }, WINDOW_MS * 3);
    expect(worker.smtp.messages).toEqual([]);
  });

  it('tells searches without a map area at once when the listing is not placed yet, and map-area searches once it is', async () => {
    const funke = await seeker('Funke');
    const anywhere = await saveSearch(funke.id, { state: 'Lagos' });
    const gbenga = await seeker('Gbenga');
    const lekki = await saveSearch(gbenga.id, { state: 'Lagos', bbox: '3.40,6.40,3.55,6.50' });
    const id = await createListing(worker, owner.id, 'Penthouse on Admiralty Way', {
      latitude: null,
      longitude: null,
    });
    // Called directly (no outbox event), so the geocoder cannot place the listing before the first attempt.
    const data = {
      type: 'property.published' as const,
      payload: { propertyId: id },
      eventId: '1',
      occurredAt: new Date().toISOString(),
    };
    const attempt = (attemptsMade: number) =>
      matchSavedSearchesHandler.handle(
        data,
        { attemptsMade, opts: { attempts: 5 } } as Job,
        worker.handlerContext({ alertWindowMs: WINDOW_MS }),
      );
    const noticesOf = (userId: string) =>
      worker.db.selectFrom('notices').select('link').where('recipient_id', '=', userId).execute();

    // The first attempt tells the search without a map area and fails, to be retried for the geocoder.
    await expect(attempt(0)).rejects.toThrow('not placed on the map yet (1 searches told without it)');
    expect(await noticesOf(funke.id)).toEqual([{ link: `/account/saved-searches/${anywhere}` }]);
    expect(await noticesOf(gbenga.id)).toEqual([]);
    // Still unplaced on a retry: nothing new, still waiting.
    await expect(attempt(1)).rejects.toThrow('(0 searches told without it)');

    // The geocoder places it; the retry tells the map-area search alone.
    await worker.db
      .updateTable('properties')
      .set({ latitude: 6.45, longitude: 3.47 })
      .where('id', '=', id)
      .execute();
    expect(await attempt(2)).toEqual({ matched: 1, instant: 1, told: 1 });
    expect(await noticesOf(gbenga.id)).toEqual([{ link: `/account/saved-searches/${lekki}` }]);
    expect(await noticesOf(funke.id), 'never told twice').toHaveLength(1);
  });
});
