import { viewingLinkToken } from '@ile/db/viewings/link-token';
import { viewingRecordText } from '@ile/shared';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, login, type Session, type TestUser } from './helpers/accounts';
import { createProperty } from './helpers/listings';
import { createTestApp, type TestApp } from './helpers/test-app';

const HOUR = 3_600_000;
/** Every day, 09:00–17:00, hour-long slots. */
const EVERY_DAY = [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({
  weekday,
  startMinute: 9 * 60,
  endMinute: 17 * 60,
  slotMinutes: 60,
}));

type Viewing = {
  id: string;
  status: string;
  role: string;
  awaiting: string | null;
  startsAt: string | null;
  proposedTimes: string[];
  declineReason: string | null;
  myOutcome: string | null;
};

// Issue 21 item 1: viewing hours, slots, booking (never double-booked), confirm/decline/cancel/reschedule,
// "Did the viewing happen?" and the owner's record; every change writes its outbox event.
describe('viewings', () => {
  let t: TestApp;
  let owner: TestUser;
  let seeker: TestUser;
  let rival: TestUser;
  let ownerSession: Session;
  let seekerSession: Session;
  let rivalSession: Session;
  let propertyId: string;

  const db = () => t.database.db;
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, as: Session | null, payload?: unknown) =>
    t.app.inject({ method, url: `/api/v1${url}`, headers: as?.auth ?? {}, payload: payload as object });
  const slotsOf = async (id: string) => {
    const res = await call('GET', `/property/${id}/viewing-slots`, null);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as {
      timeZone: string;
      hasHours: boolean;
      slots: { startsAt: string; endsAt: string }[];
    };
  };
  const book = async (payload: object, as = seekerSession, status = 201) => {
    const res = await call('POST', '/viewings', as, payload);
    expect(res.statusCode, res.body).toBe(status);
    return res.json();
  };
  const act = async (id: string, action: string, as: Session, payload?: object, status = 200) => {
    const res = await call('POST', `/viewings/${id}/${action}`, as, payload);
    expect(res.statusCode, res.body).toBe(status);
    return res.json();
  };
  const eventsOf = async (viewingId: string) =>
    (
      await sql<{ event_type: string }>`SELECT event_type FROM outbox_events
        WHERE payload->>'viewingId' = ${viewingId} ORDER BY id`.execute(db())
    ).rows.map((row) => row.event_type);
  /** Moves a viewing into the past (the test's clock). */
  const moveToPast = (id: string) =>
    sql`UPDATE viewings SET starts_at = now() - interval '3 hours', ends_at = now() - interval '2 hours'
      WHERE id = ${id}`.execute(db());

  beforeAll(async () => {
    t = await createTestApp();
    await t.app.ready();
    owner = await createUser(db());
    seeker = await createUser(db(), { first_name: 'Seyi' });
    rival = await createUser(db());
    [ownerSession, seekerSession, rivalSession] = await Promise.all([
      login(t.app, owner),
      login(t.app, seeker),
      login(t.app, rival),
    ]);
    propertyId = (await createProperty(db(), owner.id, {}, 1)).id;
    const res = await call('PUT', '/viewings/availability', ownerSession, {
      propertyId: null,
      timeZone: 'Africa/Lagos',
      weekly: EVERY_DAY,
      exceptions: [],
    });
    expect(res.statusCode, res.body).toBe(200);
  });
  afterAll(() => t.close());

  it('lists free slots in the listing’s zone, in the owner’s hours (Lagos 09:00 is 08:00 UTC)', async () => {
    const { timeZone, hasHours, slots } = await slotsOf(propertyId);
    expect(timeZone).toBe('Africa/Lagos');
    expect(hasHours).toBe(true);
    expect(slots.length).toBeGreaterThanOrEqual(13 * 8);
    for (const slot of slots) {
      const start = new Date(slot.startsAt);
      expect(start.getUTCHours()).toBeGreaterThanOrEqual(8);
      expect(start.getUTCHours()).toBeLessThan(16);
      expect(new Date(slot.endsAt).getTime() - start.getTime()).toBe(HOUR);
      expect(start.getTime()).toBeGreaterThan(Date.now());
    }
  });

  it('a closed date removes that day’s slots; extra hours add some', async () => {
    const other = (await createProperty(db(), owner.id, { country: 'SL', currency: 'SLE' }, 0)).id;
    const day = new Date(Date.now() + 3 * 24 * HOUR).toISOString().slice(0, 10);
    const res = await call('PUT', '/viewings/availability', ownerSession, {
      propertyId: other,
      timeZone: 'Africa/Freetown',
      weekly: [],
      exceptions: [{ date: day, closed: false, startMinute: 18 * 60, endMinute: 19 * 60, slotMinutes: 30 }],
    });
    expect(res.statusCode, res.body).toBe(200);
    // The listing's own hours are only the exception (no weekly hours of its own: the all-listings ones apply).
    const { slots, timeZone } = await slotsOf(other);
    expect(timeZone).toBe('Africa/Freetown');
    const thatDay = slots.filter((slot) => slot.startsAt.startsWith(day));
    expect(thatDay.map((slot) => slot.startsAt.slice(11, 16))).toContain('18:30');
    const closed = await call('PUT', '/viewings/availability', ownerSession, {
      propertyId: other,
      timeZone: 'Africa/Freetown',
      weekly: [],
      exceptions: [{ date: day, closed: true }],
    });
    expect(closed.statusCode, closed.body).toBe(200);
    const after = await slotsOf(other);
    expect(after.slots.filter((slot) => slot.startsAt.startsWith(day))).toEqual([]);
    const mine = await call('GET', '/viewings/availability', ownerSession);
    expect(mine.json().data.map((scope: { propertyId: string | null }) => scope.propertyId)).toEqual([
      null,
      other,
    ]);
  });

  it('refuses someone else’s listing as a scope, and overlapping hours that fit no slot', async () => {
    const res = await call('PUT', '/viewings/availability', rivalSession, {
      propertyId,
      timeZone: 'Africa/Lagos',
      weekly: EVERY_DAY,
      exceptions: [],
    });
    expect(res.statusCode).toBe(404);
    const tooShort = await call('PUT', '/viewings/availability', ownerSession, {
      propertyId: null,
      timeZone: 'Africa/Lagos',
      weekly: [{ weekday: 1, startMinute: 600, endMinute: 620, slotMinutes: 30 }],
      exceptions: [],
    });
    expect(tooShort.statusCode).toBe(400);
  });

  it('books a free slot, confirms, and the time leaves the free slots; a second booking of it is a 409', async () => {
    const [slot] = (await slotsOf(propertyId)).slots;
    if (!slot) throw new Error('no slot');
    const booked = (await book({ propertyId, startsAt: slot.startsAt, note: 'After work' })).data as Viewing;
    expect(booked).toMatchObject({
      status: 'requested',
      role: 'seeker',
      awaiting: 'owner',
      startsAt: slot.startsAt,
    });
    expect((await slotsOf(propertyId)).slots.map((s) => s.startsAt)).not.toContain(slot.startsAt);
    const taken = await book({ propertyId, startsAt: slot.startsAt }, rivalSession, 409);
    expect(taken.message).toBe('That time has just been taken');

    // Only the awaited side confirms; the seeker cannot confirm their own request.
    await act(booked.id, 'confirm', seekerSession, undefined, 409);
    await act(booked.id, 'confirm', rivalSession, undefined, 404);
    const confirmed = (await act(booked.id, 'confirm', ownerSession)).data as Viewing;
    expect(confirmed).toMatchObject({ status: 'confirmed', role: 'owner', awaiting: null });

    const mine = await call('GET', '/viewings?as=owner', ownerSession);
    expect(mine.json().data.map((v: Viewing) => v.id)).toContain(booked.id);
    const theirs = await call('GET', '/viewings', rivalSession);
    expect(theirs.json().data).toEqual([]);
    expect(await eventsOf(booked.id)).toEqual(['viewing.requested', 'viewing.confirmed']);
  });

  it('never double-books under concurrent requests: the database’s exclusion constraint decides', async () => {
    const slot = (await slotsOf(propertyId)).slots[3];
    if (!slot) throw new Error('no slot');
    const answers = await Promise.all(
      [seekerSession, rivalSession].map((as) =>
        call('POST', '/viewings', as, { propertyId, startsAt: slot.startsAt }),
      ),
    );
    expect(answers.map((res) => res.statusCode).sort()).toEqual([201, 409]);
    const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM viewings
      WHERE property_id = ${propertyId} AND starts_at = ${slot.startsAt}`.execute(db());
    expect(rows[0]?.n).toBe(1);
    // The constraint itself: an overlapping active row written straight to the table is refused.
    await expect(
      sql`INSERT INTO viewings (property_id, seeker_id, owner_id, starts_at, ends_at, link_key)
        VALUES (${propertyId}, ${rival.id}, ${owner.id}, ${slot.startsAt}::timestamptz + interval '30 minutes',
          ${slot.endsAt}::timestamptz + interval '30 minutes', '\\x00')`.execute(db()),
    ).rejects.toMatchObject({ code: '23P01' });
  });

  it('refuses a time in the past, a time that is not a slot, the owner’s own listing and an unpublished one', async () => {
    const past = await book(
      { propertyId, startsAt: new Date(Date.now() - HOUR).toISOString() },
      seekerSession,
      400,
    );
    expect(past.message).toMatch(/passed/);
    const slot = (await slotsOf(propertyId)).slots[5];
    if (!slot) throw new Error('no slot');
    const odd = new Date(new Date(slot.startsAt).getTime() + 7 * 60_000).toISOString();
    expect((await book({ propertyId, startsAt: odd }, seekerSession, 400)).message).toMatch(/not one of/);
    expect((await book({ propertyId, startsAt: slot.startsAt }, ownerSession, 403)).message).toMatch(
      /own listing/,
    );
    const draft = (await createProperty(db(), rival.id, { status: 'draft' }, 0)).id;
    expect(
      (await book({ propertyId: draft, proposedTimes: [slot.startsAt] }, seekerSession, 409)).message,
    ).toMatch(/not published/);
    const unverified = await createUser(db(), { email_verified_at: null });
    await book({ propertyId, startsAt: slot.startsAt }, await login(t.app, unverified), 403);
    await book({ propertyId, proposedTimes: [slot.startsAt] }, seekerSession, 400);
    await book({ propertyId }, seekerSession, 400);
    const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM viewings
      WHERE starts_at = ${slot.startsAt}`.execute(db());
    expect(rows[0]?.n).toBe(0);
  });

  it('with no hours: up to three proposed times, the owner picks one; a decline carries its reason', async () => {
    const listing = (await createProperty(db(), rival.id, {}, 0)).id;
    expect((await slotsOf(listing)).hasHours).toBe(false);
    const times = [1, 2, 3].map((days) => new Date(Date.now() + days * 24 * HOUR).toISOString());
    await book(
      { propertyId: listing, proposedTimes: [...times, times[0]].concat(times[1] as string) },
      seekerSession,
      400,
    );
    const requested = (await book({ propertyId: listing, proposedTimes: times })).data as Viewing;
    expect(requested.startsAt).toBeNull();
    expect(requested.proposedTimes).toHaveLength(3);
    await act(requested.id, 'confirm', rivalSession, {}, 400);
    const confirmed = (await act(requested.id, 'confirm', rivalSession, { startsAt: times[1] }))
      .data as Viewing;
    expect(confirmed).toMatchObject({ status: 'confirmed', startsAt: times[1] });

    const second = (await book({ propertyId: listing, proposedTimes: [times[2]] })).data as Viewing;
    await act(second.id, 'decline', rivalSession, { reason: '' }, 400);
    const declined = (await act(second.id, 'decline', rivalSession, { reason: 'Already let' }))
      .data as Viewing;
    expect(declined).toMatchObject({ status: 'declined', declineReason: 'Already let' });
    expect(await eventsOf(second.id)).toEqual(['viewing.requested', 'viewing.declined']);
  });

  it('reschedule waits for the other side; cancel frees the time', async () => {
    const [a, b] = (await slotsOf(propertyId)).slots.slice(8, 10);
    if (!a || !b) throw new Error('no slots');
    const viewing = (await book({ propertyId, startsAt: a.startsAt })).data as Viewing;
    await act(viewing.id, 'confirm', ownerSession);
    const moved = (await act(viewing.id, 'reschedule', ownerSession, { startsAt: b.startsAt }))
      .data as Viewing;
    expect(moved).toMatchObject({ status: 'requested', awaiting: 'seeker', startsAt: b.startsAt });
    await act(viewing.id, 'confirm', ownerSession, undefined, 409);
    await act(viewing.id, 'confirm', seekerSession);
    const cancelled = (await act(viewing.id, 'cancel', seekerSession, { reason: 'Found a place' }))
      .data as Viewing;
    expect(cancelled.status).toBe('cancelled');
    expect((await slotsOf(propertyId)).slots.map((s) => s.startsAt)).toContain(b.startsAt);
    await act(viewing.id, 'cancel', ownerSession, undefined, 409);
    expect(await eventsOf(viewing.id)).toEqual([
      'viewing.requested',
      'viewing.confirmed',
      'viewing.rescheduled',
      'viewing.confirmed',
      'viewing.cancelled',
    ]);
  });

  it('after the time both say it happened: held, and the owner’s record says so on the listing', async () => {
    const slot = (await slotsOf(propertyId)).slots[12];
    if (!slot) throw new Error('no slot');
    const viewing = (await book({ propertyId, startsAt: slot.startsAt })).data as Viewing;
    await act(viewing.id, 'confirm', ownerSession);
    await act(viewing.id, 'outcome', seekerSession, { happened: true }, 409);
    await moveToPast(viewing.id);
    const one = (await act(viewing.id, 'outcome', seekerSession, { happened: true })).data as Viewing;
    expect(one).toMatchObject({ status: 'confirmed', myOutcome: 'held' });
    await act(viewing.id, 'outcome', seekerSession, { happened: true }, 409);
    const both = (await act(viewing.id, 'outcome', ownerSession, { happened: true })).data as Viewing;
    expect(both.status).toBe('held');
    const detail = await call('POST', `/property/property/${propertyId}`, null);
    expect(detail.statusCode, detail.body).toBe(200);
    expect(viewingRecordText(detail.json().data.lister.viewings)).toBe('1 viewing held on Ile, 0 no-shows');
    const { rows } = await sql<{ held: number }>`SELECT count(*)::int AS held FROM viewings
      WHERE owner_id = ${owner.id} AND status = 'held'`.execute(db());
    expect(rows[0]?.held).toBe(1);
  });

  it('one-tap links: the owner confirms once; a forged or reused link is refused', async () => {
    const slot = (await slotsOf(propertyId)).slots[14];
    if (!slot) throw new Error('no slot');
    const viewing = (await book({ propertyId, startsAt: slot.startsAt })).data as Viewing;
    const row = await db()
      .selectFrom('viewings')
      .select(['id', 'link_key'])
      .where('id', '=', viewing.id)
      .executeTakeFirstOrThrow();
    const token = viewingLinkToken(row, 'owner', 'confirm');
    const forged = `${token.slice(0, -4)}AAAA`;
    expect((await call('POST', '/viewings/link', null, { token: forged })).statusCode).toBe(404);
    expect(
      (await call('POST', '/viewings/link', null, { token: viewingLinkToken(row, 'seeker', 'held') }))
        .statusCode,
    ).toBe(410);
    const res = await call('POST', '/viewings/link', null, { token });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      action: 'confirmed',
      viewing: { id: viewing.id, status: 'confirmed' },
    });
    expect((await call('POST', '/viewings/link', null, { token })).statusCode).toBe(410);
    await moveToPast(viewing.id);
    const said = await call('POST', '/viewings/link', null, {
      token: viewingLinkToken(row, 'seeker', 'no_show'),
    });
    expect(said.statusCode, said.body).toBe(200);
    // A free viewing answered in time: nothing for Support.
    expect(said.json().data.supportTicket).toBe(false);
    const settled = await db()
      .selectFrom('viewings')
      .select(['status', 'seeker_outcome'])
      .where('id', '=', viewing.id)
      .executeTakeFirstOrThrow();
    expect(settled).toEqual({ status: 'confirmed', seeker_outcome: 'no_show' });
  });
});
