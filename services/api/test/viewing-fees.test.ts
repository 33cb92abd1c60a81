import { ledgerProblems } from '@ile/db/repositories/payment-holds.repository';
import { viewingLinkToken } from '@ile/db/viewings/link-token';
import { releaseViewingFee } from '@ile/db/viewings/viewing-fees';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createUser, login, type Session, type TestUser } from './helpers/accounts';
import { createProperty } from './helpers/listings';
import { decideSandboxCheckout, givePayoutAccount } from './helpers/payouts';
import { createTestApp, listenOnLoopback, type TestApp } from './helpers/test-app';

const PUBLIC_URL = 'http://ile.test:8080';
const SANDBOX_SECRET = 'sandbox-secret-for-the-viewing-fee-tests';
const HOUR = 3_600_000;
const FEE = 500_000; // ₦5,000 in kobo
/** Every day, 09:00–17:00 Lagos, hour-long slots. */
const EVERY_DAY = [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({
  weekday,
  startMinute: 9 * 60,
  endMinute: 17 * 60,
  slotMinutes: 60,
}));

type Viewing = { id: string; status: string; feeAmount: number | null; feeState: string | null };

// Issue 21 item 2: the protected viewing fee, end to end over the sandbox (docs/viewings.md, "The viewing fee").
describe('the protected viewing fee', () => {
  let t: TestApp;
  let apiUrl: string;
  let owner: TestUser;
  let seeker: TestUser;
  let ownerSession: Session;
  let seekerSession: Session;
  let rivalSession: Session;

  const db = () => t.database.db;
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, as: Session | null, payload?: unknown) =>
    t.app.inject({ method, url: `/api/v1${url}`, headers: as?.auth ?? {}, payload: payload as object });
  const setHours = (as: Session, body: object) =>
    call('PUT', '/viewings/availability', as, {
      propertyId: null,
      timeZone: 'Africa/Lagos',
      weekly: EVERY_DAY,
      exceptions: [],
      ...body,
    });
  /** A published listing of the owner's, with its own hours and fee. */
  async function listingWithFee(fee: number | null = FEE) {
    const propertyId = (await createProperty(db(), owner.id, {}, 0)).id;
    const res = await setHours(ownerSession, { propertyId, fee });
    expect(res.statusCode, res.body).toBe(200);
    return propertyId;
  }
  async function book(propertyId: string, slot = 0, as = seekerSession): Promise<Viewing> {
    const slots = await call('GET', `/property/${propertyId}/viewing-slots`, null);
    const res = await call('POST', '/viewings', as, {
      propertyId,
      startsAt: slots.json().data.slots[slot].startsAt,
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data;
  }
  const initialize = (propertyId: string, viewingId: string, as = seekerSession) =>
    call('POST', '/payments/initialize', as, { propertyId, viewingId, amount: 1 });
  async function pay(propertyId: string, viewingId: string, as = seekerSession) {
    const res = await initialize(propertyId, viewingId, as);
    expect(res.statusCode, res.body).toBe(201);
    const paid = await decideSandboxCheckout(apiUrl, res.json().data.checkoutUrl, 'paid');
    expect(paid.status).toBe(303);
    return res.json().data as { reference: string; hold: { id: string } };
  }
  /** Booked, paid and held: a request the owner now sees. */
  async function paidViewing(fee = FEE, as = seekerSession) {
    const propertyId = await listingWithFee(fee);
    const viewing = await book(propertyId, 0, as);
    const { hold } = await pay(propertyId, viewing.id, as);
    return { propertyId, viewingId: viewing.id, holdId: hold.id };
  }
  const act = async (id: string, action: string, as: Session, payload?: object, status = 200) => {
    const res = await call('POST', `/viewings/${id}/${action}`, as, payload);
    expect(res.statusCode, res.body).toBe(status);
    return res.json();
  };
  const holdOf = (id: string) =>
    db().selectFrom('payment_holds').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const lastMove = (holdId: string) =>
    db()
      .selectFrom('payment_hold_events')
      .select(['to_state', 'actor', 'reason'])
      .where('hold_id', '=', holdId)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
  const moveToPast = (id: string) =>
    sql`UPDATE viewings SET starts_at = now() - interval '3 hours', ends_at = now() - interval '2 hours'
      WHERE id = ${id}`.execute(db());

  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_URL, SANDBOX_PAYMENTS_SECRET: SANDBOX_SECRET });
    apiUrl = await listenOnLoopback(t.app);
    owner = await createUser(db(), { first_name: 'Olu' });
    seeker = await createUser(db(), { first_name: 'Seyi' });
    const rival = await createUser(db());
    await givePayoutAccount(db(), owner.id);
    [ownerSession, seekerSession, rivalSession] = await Promise.all([
      login(t.app, owner),
      login(t.app, seeker),
      login(t.app, rival),
    ]);
  });
  afterEach(async () => {
    expect(await ledgerProblems(db())).toEqual([]);
  });
  afterAll(() => t.close());

  it('caps the fee per currency (₦10,000, Le 250) and shows it with the slots', async () => {
    const over = await setHours(ownerSession, { fee: 1_000_001 });
    expect(over.statusCode, over.body).toBe(400);
    expect(over.json().message).toBe('A viewing fee can be at most ₦10,000');
    const leones = (await createProperty(db(), owner.id, { country: 'SL', currency: 'SLE' }, 0)).id;
    const overLeones = await setHours(ownerSession, {
      propertyId: leones,
      timeZone: 'Africa/Freetown',
      fee: 25_001,
    });
    expect(overLeones.statusCode, overLeones.body).toBe(400);
    expect(overLeones.json().message).toContain('250');
    const fractional = await setHours(ownerSession, { fee: 10.5 });
    expect(fractional.statusCode).toBe(400);
    const atCap = await setHours(ownerSession, {
      propertyId: leones,
      timeZone: 'Africa/Freetown',
      fee: 25_000,
    });
    expect(atCap.statusCode, atCap.body).toBe(200);
    expect(atCap.json().data).toContainEqual(
      expect.objectContaining({ propertyId: leones, fee: 25_000, feeCurrency: 'SLE' }),
    );
    const slots = (await call('GET', `/property/${leones}/viewing-slots`, null)).json().data;
    expect(slots).toMatchObject({ fee: 25_000, feeCurrency: 'SLE' });
  });

  it('refuses a fee to an owner without a confirmed payout account, at setting time and at booking', async () => {
    const noPayout = await createUser(db());
    const noPayoutSession = await login(t.app, noPayout);
    const refused = await setHours(noPayoutSession, { fee: FEE });
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json().message).toContain('payout account');
    // Hours without a fee stay possible.
    expect((await setHours(noPayoutSession, { fee: null })).statusCode).toBe(200);

    const propertyId = await listingWithFee();
    await db().deleteFrom('payout_accounts').where('user_id', '=', owner.id).execute();
    try {
      const slots = (await call('GET', `/property/${propertyId}/viewing-slots`, null)).json().data;
      const res = await call('POST', '/viewings', seekerSession, {
        propertyId,
        startsAt: slots.slots[0].startsAt,
      });
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json().message).toContain('cannot receive payments');
      expect(
        await db().selectFrom('viewings').select('id').where('property_id', '=', propertyId).execute(),
      ).toEqual([]);
    } finally {
      await givePayoutAccount(db(), owner.id);
    }
  });

  it('books with the fee, sends the request to the owner only once it is held, and charges once however often “Pay” is pressed', async () => {
    const propertyId = await listingWithFee();
    const viewing = await book(propertyId);
    expect(viewing).toMatchObject({ status: 'requested', feeAmount: FEE, feeState: null });
    const ownersList = async () =>
      (await call('GET', '/viewings?as=owner', ownerSession)).json().data.map((v: Viewing) => v.id);
    expect(await ownersList()).not.toContain(viewing.id);
    // The owner cannot act on a request they have not been sent.
    await act(viewing.id, 'confirm', ownerSession, undefined, 404);

    const taps = await Promise.all([1, 2, 3].map(() => initialize(propertyId, viewing.id)));
    for (const tap of taps) expect(tap.statusCode, tap.body).toBe(201);
    const first = taps[0]?.json().data;
    expect(first).toMatchObject({
      amount: 5_000,
      currency: 'NGN',
      hold: { purpose: 'viewing_fee', amount: FEE },
    });
    expect(new Set(taps.map((tap) => tap.json().data.reference)).size).toBe(1);
    const holds = await db()
      .selectFrom('payment_holds')
      .selectAll()
      .where('subject_id', '=', viewing.id)
      .execute();
    expect(holds).toHaveLength(1);
    expect(holds[0]).toMatchObject({
      payer_id: seeker.id,
      payee_id: owner.id,
      amount: FEE,
      state: 'awaiting_payment',
    });

    expect((await decideSandboxCheckout(apiUrl, first.checkoutUrl, 'paid')).status).toBe(303);
    expect((await holdOf(first.hold.id)).state).toBe('held');
    const again = await initialize(propertyId, viewing.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('The viewing fee is already paid');
    expect(
      await db()
        .selectFrom('sandbox.charges')
        .select('status')
        .where('reference', '=', first.reference)
        .execute(),
    ).toEqual([{ status: 'paid' }]);
    const requested = await sql<{ n: number }>`SELECT count(*)::int AS n FROM outbox_events
      WHERE event_type = 'viewing.requested' AND payload->>'viewingId' = ${viewing.id}`.execute(db());
    expect(requested.rows[0]?.n).toBe(1);
    expect(await ownersList()).toContain(viewing.id);
  });

  it('a checkout given up on and paid after all never makes two fees: the newer checkout is given up, or the late money refunded', async () => {
    /** The provider reports, late, that a checkout given up on was paid after all (as Paystack may). */
    const paidAfterAll = async (reference: string) => {
      await db()
        .updateTable('sandbox.charges')
        .set({ status: 'paid' })
        .where('reference', '=', reference)
        .execute();
      const res = await call('POST', '/payments/verify', seekerSession, { reference });
      expect(res.statusCode, res.body).toBe(200);
    };
    const openAndGiveUp = async (propertyId: string, viewingId: string) => {
      const res = await initialize(propertyId, viewingId);
      expect(res.statusCode, res.body).toBe(201);
      const data = res.json().data;
      expect((await decideSandboxCheckout(apiUrl, data.checkoutUrl, 'cancelled')).status).toBe(303);
      expect((await holdOf(data.hold.id)).state).toBe('cancelled');
      return data as { reference: string; hold: { id: string } };
    };

    // The newer checkout is still open: it is given up, the late payment is the fee.
    const propertyId = await listingWithFee();
    const viewing = await book(propertyId);
    const first = await openAndGiveUp(propertyId, viewing.id);
    const newer = (await initialize(propertyId, viewing.id)).json().data;
    expect(newer.reference).not.toBe(first.reference);
    await paidAfterAll(first.reference);
    expect((await holdOf(first.hold.id)).state).toBe('held');
    expect((await holdOf(newer.hold.id)).state).toBe('cancelled');

    // The newer checkout was paid too: the late money goes back.
    const other = await listingWithFee();
    const second = await book(other);
    const early = await openAndGiveUp(other, second.id);
    const { hold: paid } = await pay(other, second.id);
    await paidAfterAll(early.reference);
    expect((await holdOf(paid.id)).state).toBe('held');
    expect(await lastMove(early.hold.id)).toEqual({
      to_state: 'refund_pending',
      actor: 'system',
      reason: 'The viewing fee was already paid through another checkout',
    });
  });

  it('refuses paying for someone else’s viewing, a free viewing, or one of another listing', async () => {
    const propertyId = await listingWithFee();
    const viewing = await book(propertyId);
    const theirs = await initialize(propertyId, viewing.id, rivalSession);
    expect(theirs.statusCode).toBe(404);
    const otherListing = await listingWithFee();
    expect((await initialize(otherListing, viewing.id)).statusCode).toBe(404);
    const free = await listingWithFee(null);
    const freeViewing = await book(free);
    expect(freeViewing.feeAmount).toBeNull();
    const res = await initialize(free, freeViewing.id);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('This viewing has no fee to pay');
    expect(
      await db()
        .selectFrom('payment_holds')
        .select('id')
        .where('subject_id', 'in', [viewing.id, freeViewing.id])
        .execute(),
    ).toEqual([]);
  });

  it('refunds in full when the owner declines or cancels', async () => {
    const declined = await paidViewing();
    await act(declined.viewingId, 'decline', ownerSession, { reason: 'Tenant already found' });
    expect((await holdOf(declined.holdId)).state).toBe('refund_pending');
    expect(await lastMove(declined.holdId)).toEqual({
      to_state: 'refund_pending',
      actor: 'payee',
      reason: 'The owner declined: Tenant already found',
    });

    const cancelled = await paidViewing();
    await act(cancelled.viewingId, 'confirm', ownerSession);
    await act(cancelled.viewingId, 'cancel', ownerSession, { reason: 'Away' });
    expect(await lastMove(cancelled.holdId)).toEqual({
      to_state: 'refund_pending',
      actor: 'payee',
      reason: 'The owner cancelled the viewing',
    });
  });

  it('a seeker who cancels in time is refunded; within 24 h of a confirmed viewing the fee goes to the owner', async () => {
    const early = await paidViewing();
    await act(early.viewingId, 'cancel', seekerSession);
    expect(await lastMove(early.holdId)).toMatchObject({ to_state: 'refund_pending', actor: 'payer' });

    const late = await paidViewing();
    await act(late.viewingId, 'confirm', ownerSession);
    await sql`UPDATE viewings SET starts_at = now() + interval '2 hours', ends_at = now() + interval '3 hours'
      WHERE id = ${late.viewingId}`.execute(db());
    await act(late.viewingId, 'cancel', seekerSession);
    expect(await lastMove(late.holdId)).toEqual({
      to_state: 'release_pending',
      actor: 'payer',
      reason: 'The seeker cancelled less than 24 hours before the confirmed viewing',
    });
  });

  it('confirming sets the release 48 h after the end; outcomes refund a reported no-show and dispute a disagreement', async () => {
    const held = await paidViewing();
    await act(held.viewingId, 'confirm', ownerSession);
    const viewing = await db()
      .selectFrom('viewings')
      .select('ends_at')
      .where('id', '=', held.viewingId)
      .executeTakeFirstOrThrow();
    expect((await holdOf(held.holdId)).release_after?.getTime()).toBe(
      (viewing.ends_at as Date).getTime() + 48 * HOUR,
    );
    await moveToPast(held.viewingId);
    await act(held.viewingId, 'outcome', seekerSession, { happened: true });
    await act(held.viewingId, 'outcome', ownerSession, { happened: true });
    expect((await holdOf(held.holdId)).state).toBe('held');

    const noShow = await paidViewing();
    await act(noShow.viewingId, 'confirm', ownerSession);
    await moveToPast(noShow.viewingId);
    await act(noShow.viewingId, 'outcome', seekerSession, { happened: false });
    await act(noShow.viewingId, 'outcome', ownerSession, { happened: false });
    expect(await lastMove(noShow.holdId)).toEqual({
      to_state: 'refund_pending',
      actor: 'system',
      reason: 'The seeker reported a no-show, uncontested',
    });

    const disputed = await paidViewing();
    await act(disputed.viewingId, 'confirm', ownerSession);
    await moveToPast(disputed.viewingId);
    await act(disputed.viewingId, 'outcome', seekerSession, { happened: false });
    await act(disputed.viewingId, 'outcome', ownerSession, { happened: true });
    expect((await holdOf(disputed.holdId)).state).toBe('disputed');
  });

  it('a seeker’s “No” after the fee was paid out opens a Support ticket for them, and moves no money', async () => {
    type Ticket = { id: string; subject: string; description: string; status: string };
    const ticketsOf = async (as: Session): Promise<Ticket[]> => {
      const res = await call('GET', '/ticket/mine?size=50', as);
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data.tickets;
    };
    // A seeker of its own: bookings are throttled per account, and the other tests book as `seeker`.
    const asker = await login(t.app, await createUser(db(), { first_name: 'Ada' }));
    /** Confirmed, ended, and (48 hours on, nobody having reported anything) paid to the owner. */
    async function paidOut() {
      const viewing = await paidViewing(FEE, asker);
      await act(viewing.viewingId, 'confirm', ownerSession);
      await moveToPast(viewing.viewingId);
      await releaseViewingFee(db(), viewing.viewingId, 'system', 'No problem reported within 48 hours');
      return viewing;
    }

    // In time, a "No" keeps the fee held until it is settled (here the owner agrees: refunded): nothing for
    // Support.
    const timely = await paidViewing(FEE, asker);
    await act(timely.viewingId, 'confirm', ownerSession);
    await moveToPast(timely.viewingId);
    await act(timely.viewingId, 'outcome', asker, { happened: false });
    expect(await ticketsOf(asker)).toHaveLength(0);
    await act(timely.viewingId, 'outcome', ownerSession, { happened: false });
    expect((await holdOf(timely.holdId)).state).toBe('refund_pending');
    expect(await ticketsOf(asker)).toHaveLength(0);

    // The owner's late "No" (the seeker did not come) is not a complaint about the money.
    const ownerSays = await paidOut();
    await act(ownerSays.viewingId, 'outcome', ownerSession, { happened: false });
    expect(await ticketsOf(asker)).toHaveLength(0);
    expect(await ticketsOf(ownerSession)).toHaveLength(0);

    // The seeker's late "No": the money stays where it went, and Support has the case.
    const late = await paidOut();
    await act(late.viewingId, 'outcome', asker, { happened: false });
    expect((await holdOf(late.holdId)).state).toBe('release_pending');
    const tickets = await ticketsOf(asker);
    expect(tickets).toHaveLength(1);
    const ticket = tickets[0] as Ticket;
    const { title } = await db()
      .selectFrom('properties')
      .select('title')
      .where('id', '=', late.propertyId)
      .executeTakeFirstOrThrow();
    expect(ticket.status).toBe('pending');
    expect(ticket.subject).toBe(`Viewing did not happen, fee already paid out: ${title}`);
    expect(ticket.description).toContain('₦5,000 had already been paid to the owner');
    expect(ticket.description).toContain(`Viewing reference: ${late.viewingId}`);
    const reference = (await holdOf(late.holdId)).transaction_reference;
    expect(ticket.description).toContain(`Payment reference: ${reference}`);
    // Support finds the payment by that reference in the console, and sees where its money went.
    const support = await login(t.app, await createUser(db(), { staff_role: 'Support' }));
    const found = await t.app.inject({
      method: 'GET',
      url: `/api/admin/transactions?filter=${encodeURIComponent(JSON.stringify({ q: reference }))}`,
      headers: support.auth,
    });
    expect(found.statusCode, found.body).toBe(200);
    expect(found.json()).toEqual([
      expect.objectContaining({
        reference,
        hold: expect.objectContaining({
          id: late.holdId,
          purpose: 'viewing_fee',
          state: 'release_pending',
          payee_id: owner.id,
          disputed_at: null,
        }),
      }),
    ]);
    const events = await db()
      .selectFrom('outbox_events')
      .select('payload')
      .where('event_type', '=', 'ticket.created')
      .execute();
    expect(
      events.filter((event) => (event.payload as { ticketId: string }).ticketId === ticket.id),
    ).toHaveLength(1);
    // Answering again is refused, and opens nothing more.
    await act(late.viewingId, 'outcome', asker, { happened: false }, 409);
    expect(await ticketsOf(asker)).toHaveLength(1);

    // The same "No" by the email's one-tap link: the answer says a ticket was opened, for the page to say so.
    const byLink = await paidOut();
    const row = await db()
      .selectFrom('viewings')
      .select(['id', 'link_key'])
      .where('id', '=', byLink.viewingId)
      .executeTakeFirstOrThrow();
    const res = await call('POST', '/viewings/link', null, {
      token: viewingLinkToken(row, 'seeker', 'no_show'),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ action: 'outcome', supportTicket: true });
    expect((await holdOf(byLink.holdId)).state).toBe('release_pending');
    expect(await ticketsOf(asker)).toHaveLength(2);
  });

  it('shows the fee on both sides’ transactions with its viewing’s time', async () => {
    const { holdId, viewingId } = await paidViewing();
    const res = await call('GET', '/payments/holds', ownerSession);
    const hold = res.json().data.holds.find((h: { id: string }) => h.id === holdId);
    const startsAt = await db()
      .selectFrom('viewings')
      .select('starts_at')
      .where('id', '=', viewingId)
      .executeTakeFirstOrThrow();
    expect(hold).toMatchObject({
      purpose: 'viewing_fee',
      role: 'payee',
      state: 'held',
      viewing_starts_at: (startsAt.starts_at as Date).toISOString(),
    });
  });
});
