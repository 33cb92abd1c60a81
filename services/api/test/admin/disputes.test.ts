import { holdLinkToken } from '@ile/db/payments/hold-link-token';
import { ledgerProblems } from '@ile/db/repositories/payment-holds.repository';
import { insertViewing } from '@ile/db/repositories/viewings.repository';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settleHoldStep } from '../../src/modules/payments/holds/hold-payouts';
import { createProviderRegistry } from '../../src/modules/payments/providers';
import { createProperty } from '../helpers/listings';
import { decideSandboxCheckout, givePayoutAccount, MOVE_IN_DATE } from '../helpers/payouts';
import { type Console, type Person, startConsole } from './console';

// Issue 21: the console's Disputes queue (Support decides release or refund, audited), the payee's statement,
// the emailed one-tap "I have the keys" link, and a listing found fraudulent (every held payment refunded).

const PUBLIC_URL = 'http://ile.test:8080';
const SANDBOX_SECRET = 'sandbox-secret-for-the-disputes-tests';

describe('held payments in dispute, the keys link, a listing found fraudulent', () => {
  let c: Console;
  let owner: Person;
  let tenant: Person;
  let stranger: Person;
  let rental: string;

  beforeAll(async () => {
    c = await startConsole({ PUBLIC_URL, SANDBOX_PAYMENTS_SECRET: SANDBOX_SECRET });
    owner = await c.newPerson({ first_name: 'Olu', last_name: 'Owner' });
    tenant = await c.newPerson({ first_name: 'Ada', last_name: 'Tenant' });
    stranger = await c.newPerson({ first_name: 'Sam', last_name: 'Stranger' });
    await givePayoutAccount(c.db, owner.user.id);
    rental = (await createProperty(c.db, owner.user.id, { price: 1_450_000 }, 0)).id;
  });
  afterAll(() => c.close());

  const hold = (id: string) =>
    c.db.selectFrom('payment_holds').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const api = (person: Person | null, method: string, path: string, body?: unknown) =>
    c.call(person, method, path, body);

  /** A tenant's checkout for the listing, paid on the sandbox's page; the hold's id. */
  async function paidHold(propertyId = rental): Promise<string> {
    const id = await openCheckout(propertyId);
    const checkoutUrl = checkouts.get(id)?.checkoutUrl ?? '';
    expect((await decideSandboxCheckout(c.origin, checkoutUrl, 'paid')).status).toBe(303);
    expect((await hold(id)).state).toBe('held');
    return id;
  }
  const checkouts = new Map<string, { checkoutUrl: string }>();
  async function openCheckout(propertyId = rental): Promise<string> {
    const res = await api(tenant, 'POST', '/api/v1/payments/initialize', {
      propertyId,
      moveInDate: MOVE_IN_DATE,
    });
    expect(res.status, JSON.stringify(res.json)).toBe(201);
    const data = (res.json as { data: { checkoutUrl: string; hold: { id: string } } }).data;
    checkouts.set(data.hold.id, { checkoutUrl: data.checkoutUrl });
    return data.hold.id;
  }
  async function disputedHold(): Promise<string> {
    const id = await paidHold();
    const res = await api(tenant, 'POST', `/api/v1/payments/holds/${id}/dispute`, {
      reason: 'The keys were never handed over',
    });
    expect(res.status).toBe(200);
    return id;
  }

  it('the payee writes one statement on a disputed hold, rewritten until Support decides; nobody else can', async () => {
    const id = await paidHold();
    const statement = (person: Person, text: unknown) =>
      api(person, 'POST', `/api/v1/payments/holds/${id}/statement`, { statement: text });

    const early = await statement(owner, 'Nothing to answer yet');
    expect(early.status).toBe(409);
    expect((early.json as { message: string }).message).toBe(
      'This payment is not disputed: there is nothing to answer',
    );
    await api(tenant, 'POST', `/api/v1/payments/holds/${id}/dispute`, { reason: 'No keys' });

    expect((await statement(tenant, 'I am the payer')).status).toBe(404);
    expect((await statement(stranger, 'Not mine')).status).toBe(404);
    expect((await statement(owner, '   ')).status).toBe(400);
    expect((await statement(owner, 'x'.repeat(2001))).status).toBe(400);
    expect((await hold(id)).payee_statement).toBeNull();

    const first = await statement(owner, 'I handed the keys over on the 3rd');
    expect(first.status, JSON.stringify(first.json)).toBe(200);
    expect((first.json as { data: { payee_statement: string } }).data.payee_statement).toBe(
      'I handed the keys over on the 3rd',
    );
    expect((await statement(owner, 'Keys handed over on the 3rd, receipt signed')).status).toBe(200);
    expect((await hold(id)).payee_statement).toBe('Keys handed over on the 3rd, receipt signed');

    const decided = await api(c.staff.Support, 'POST', `/api/admin/disputes/${id}/decide`, {
      decision: 'release',
      reason: 'The signed receipt shows the handover',
    });
    expect(decided.status).toBe(200);
    const late = await statement(owner, 'One more thing');
    expect(late.status).toBe(409);
    expect((late.json as { message: string }).message).toBe(
      'Ile’s support team has already decided this dispute',
    );
    expect((await hold(id)).payee_statement).toBe('Keys handed over on the 3rd, receipt signed');
  });

  it('lists and shows disputes to Support and Admin only, with amount, parties, reasons and timeline', async () => {
    const id = await disputedHold();
    await api(owner, 'POST', `/api/v1/payments/holds/${id}/statement`, { statement: 'Keys were ready' });

    for (const person of [c.staff.Reviewer, c.member, owner]) {
      expect((await api(person, 'GET', '/api/admin/disputes')).status).toBe(403);
      expect((await api(person, 'GET', `/api/admin/disputes/${id}`)).status).toBe(403);
    }
    expect((await api(null, 'GET', '/api/admin/disputes')).status).toBe(401);

    const open = await c.client(c.staff.Support).getList('disputes', {
      pagination: { page: 1, perPage: 100 },
      sort: { field: 'disputed_at', order: 'ASC' },
      filter: { status: 'open' },
    });
    const record = open.data.find((row) => row.id === id);
    expect(record).toMatchObject({
      purpose: 'move_in',
      state: 'disputed',
      amount: 145_000_000,
      currency: 'NGN',
      amount_formatted: '₦1,450,000',
      property_id: rental,
      property_title: 'Three-bedroom terrace in Lekki',
      payer_name: 'Ada Tenant',
      payee_name: 'Olu Owner',
      dispute_reason: 'The keys were never handed over',
      payee_statement: 'Keys were ready',
      decided: false,
      decision_reason: null,
    });
    expect(record?.events.map((e: { to: string }) => e.to)).toEqual(['held', 'disputed']);
    expect(record?.events[1]).toMatchObject({ actor: 'payer', actor_name: 'Ada Tenant' });
    expect(open.data.every((row) => row.state === 'disputed')).toBe(true);

    const shown = await c.client(c.staff.Admin).getOne('disputes', { id });
    expect(shown.data).toMatchObject({ id, payee_statement: 'Keys were ready' });
    expect((await api(c.staff.Support, 'GET', `/api/admin/disputes/${rental}`)).status).toBe(404);
    const bad = await api(c.staff.Support, 'GET', '/api/admin/disputes?filter={"status":"closed"}');
    expect(bad.status).toBe(400);

    // A hold never disputed is not a dispute.
    const plain = await paidHold();
    expect((await api(c.staff.Support, 'GET', `/api/admin/disputes/${plain}`)).status).toBe(404);

    const dashboard = await api(c.staff.Reviewer, 'GET', '/api/admin/dashboard');
    expect((dashboard.json as { open_disputes: number }).open_disputes).toBeGreaterThanOrEqual(1);
  });

  it('Support decides once, under racing: the hold moves by staff, decision recorded, audited, both told', async () => {
    const id = await disputedHold();
    const decide = (person: Person, body: unknown) =>
      api(person, 'POST', `/api/admin/disputes/${id}/decide`, body);

    expect((await decide(c.staff.Reviewer, { decision: 'refund', reason: 'x' })).status).toBe(403);
    expect((await decide(c.member, { decision: 'refund', reason: 'x' })).status).toBe(403);
    expect((await decide(c.staff.Support, { decision: 'refund' })).status).toBe(400);
    expect((await decide(c.staff.Support, { decision: 'refund', reason: '  ' })).status).toBe(400);
    expect((await decide(c.staff.Support, { decision: 'keep', reason: 'x' })).status).toBe(400);
    expect((await hold(id)).state).toBe('disputed');

    const racers = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        decide(i % 2 ? c.staff.Admin : c.staff.Support, {
          decision: i % 3 ? 'refund' : 'release',
          reason: `The owner never handed over the keys (${i})`,
        }),
      ),
    );
    const won = racers.filter((res) => res.status === 200);
    expect(won).toHaveLength(1);
    for (const lost of racers.filter((res) => res.status !== 200)) {
      expect(lost.status).toBe(409);
      expect((lost.json as { message: string }).message).toBe(
        'This payment is no longer disputed: it was already decided',
      );
    }
    const answer = won[0]?.json as { state: string; decision_reason: string; decided: boolean };
    expect(answer.decided).toBe(true);
    const row = await hold(id);
    expect(row.state).toBe(answer.state);
    expect(['release_pending', 'refund_pending']).toContain(row.state);
    expect(row.decision_reason).toBe(answer.decision_reason);
    expect(row.decided_at).not.toBeNull();
    expect([c.staff.Admin.user.id, c.staff.Support.user.id]).toContain(row.decided_by);

    const events = await c.db
      .selectFrom('payment_hold_events')
      .selectAll()
      .where('hold_id', '=', id)
      .orderBy('id')
      .execute();
    expect(events.at(-1)).toMatchObject({
      from_state: 'disputed',
      to_state: row.state,
      actor: 'staff',
      actor_id: row.decided_by,
      reason: row.decision_reason,
    });
    const audit = await c.db
      .selectFrom('audit_log')
      .selectAll()
      .where('resource', '=', 'disputes')
      .where('resource_id', '=', id)
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actor_id: row.decided_by });
    expect(audit[0]?.after).toMatchObject({ state: row.state, decision_reason: row.decision_reason });

    // The move's outbox event is what makes the worker pay (or refund) and tell both parties.
    const type =
      row.state === 'refund_pending' ? 'payment_hold.refund_requested' : 'payment_hold.release_requested';
    const outbox = (
      await c.db.selectFrom('outbox_events').select(['payload']).where('event_type', '=', type).execute()
    ).filter((event) => (event.payload as { holdId: string }).holdId === id);
    expect(outbox).toHaveLength(1);

    // Nothing decides a hold that is no longer disputed.
    const again = await decide(c.staff.Support, { decision: 'release', reason: 'Second thoughts' });
    expect(again.status).toBe(409);
    const notDisputed = await paidHold();
    expect(
      (
        await api(c.staff.Support, 'POST', `/api/admin/disputes/${notDisputed}/decide`, {
          decision: 'refund',
          reason: 'x',
        })
      ).status,
    ).toBe(404);
    expect((await hold(notDisputed)).state).toBe('held');
    expect(await ledgerProblems(c.db)).toEqual([]);
  });

  describe('the emailed one-tap "I have the keys" link', () => {
    const preview = (token: string) => api(null, 'POST', '/api/v1/payments/holds/link/preview', { token });
    const confirm = (token: string) => api(null, 'POST', '/api/v1/payments/holds/link/confirm', { token });

    it('shows what it will do without acting; the tap releases once; a used link says so', async () => {
      const id = await paidHold();
      const token = holdLinkToken(await hold(id), 'keys');

      const shown = await preview(token);
      expect(shown.status, JSON.stringify(shown.json)).toBe(200);
      expect((shown.json as { data: unknown }).data).toMatchObject({
        id,
        state: 'held',
        amount: 145_000_000,
        currency: 'NGN',
        property_title: 'Three-bedroom terrace in Lekki',
        payee_name: 'Olu Owner',
        can_confirm: true,
      });
      // Opening (previewing) twice changes nothing: a mail scanner moves no money.
      await preview(token);
      expect((await hold(id)).state).toBe('held');

      const tapped = await confirm(token);
      expect(tapped.status, JSON.stringify(tapped.json)).toBe(200);
      expect((tapped.json as { data: { state: string } }).data.state).toBe('release_pending');
      const events = await c.db
        .selectFrom('payment_hold_events')
        .selectAll()
        .where('hold_id', '=', id)
        .orderBy('id')
        .execute();
      expect(events.at(-1)).toMatchObject({
        to_state: 'release_pending',
        actor: 'payer',
        actor_id: tenant.user.id,
        reason: 'The tenant confirmed they have the keys',
      });

      const used = await confirm(token);
      expect(used.status).toBe(410);
      expect((used.json as { message: string }).message).toBe(
        'This link has already been used, or the payment moved on: This payment is already being released to the owner',
      );
      expect(((await preview(token)).json as { data: { can_confirm: boolean } }).data.can_confirm).toBe(
        false,
      );
      expect(events.filter((e) => e.to_state === 'release_pending')).toHaveLength(1);
    });

    it('refuses a forged, tampered or other hold’s token, and a disputed hold, changing nothing', async () => {
      const id = await paidHold();
      const other = await paidHold();
      const token = holdLinkToken(await hold(id), 'keys');
      const signature = token.split('.').at(-1) ?? '';
      const forged = [
        `${other}.keys.${signature}`,
        `${id}.keys.${'A'.repeat(43)}`,
        `${id}.keys.${signature.slice(0, -2)}`,
        `${id}.held.${signature}`,
        'not-a-token',
        `${token}x`,
      ];
      for (const bad of forged) {
        const res = await confirm(bad);
        expect([400, 404], bad).toContain(res.status);
        if (res.status === 404)
          expect((res.json as { message: string }).message).toBe('This link is not valid');
        expect((await preview(bad)).status).not.toBe(200);
      }
      expect((await confirm('')).status).toBe(400);
      expect((await hold(id)).state).toBe('held');
      expect((await hold(other)).state).toBe('held');

      await api(tenant, 'POST', `/api/v1/payments/holds/${id}/dispute`, { reason: 'Broken door' });
      const disputed = await confirm(token);
      expect(disputed.status).toBe(410);
      expect((await hold(id)).state).toBe('disputed');
    });
  });

  it('"Found fraudulent": unpublished, every held or disputed payment refunded, unpaid checkouts cancelled (and refunded if paid later), viewings cancelled, audited', async () => {
    const listing = (
      await createProperty(c.db, owner.user.id, { price: 900_000, title: 'Too good to be true' }, 0)
    ).id;
    const held = await paidHold(listing);
    const disputed = await paidHold(listing);
    await api(tenant, 'POST', `/api/v1/payments/holds/${disputed}/dispute`, { reason: 'Not the owner' });
    const unpaid = await openCheckout(listing);
    const released = await paidHold(listing);
    await api(tenant, 'POST', `/api/v1/payments/holds/${released}/confirm`);
    const upcoming = await insertViewing(c.db, {
      propertyId: listing,
      seekerId: stranger.user.id,
      ownerId: owner.user.id,
      startsAt: new Date(Date.now() + 3 * 86_400_000),
      endsAt: new Date(Date.now() + 3 * 86_400_000 + 30 * 60_000),
      proposedTimes: [],
      note: null,
    });
    const path = `/api/admin/properties/${listing}/fraudulent`;
    const reason = 'The lister is not the owner of the property';

    expect((await api(c.staff.Support, 'POST', path, { reason })).status).toBe(403);
    expect((await api(c.member, 'POST', path, { reason })).status).toBe(403);
    expect((await api(c.staff.Reviewer, 'POST', path, {})).status).toBe(400);
    expect((await hold(held)).state).toBe('held');

    const res = await api(c.staff.Reviewer, 'POST', path, { reason });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect((res.json as { status: string }).status).toBe('unpublished');

    expect((await hold(held)).state).toBe('refund_pending');
    expect(await hold(disputed)).toMatchObject({
      state: 'refund_pending',
      decision_reason: reason,
      decided_by: c.staff.Reviewer.user.id,
    });
    expect((await hold(unpaid)).state).toBe('cancelled');
    expect((await hold(released)).state).toBe('release_pending');
    const staffEvents = await c.db
      .selectFrom('payment_hold_events')
      .selectAll()
      .where('hold_id', 'in', [held, disputed, unpaid])
      .where('actor', '=', 'staff')
      .execute();
    expect(staffEvents).toHaveLength(3);
    expect(staffEvents.every((e) => e.reason === reason && e.actor_id === c.staff.Reviewer.user.id)).toBe(
      true,
    );

    const viewing = await c.db
      .selectFrom('viewings')
      .selectAll()
      .where('id', '=', upcoming)
      .executeTakeFirstOrThrow();
    expect(viewing).toMatchObject({ status: 'cancelled', cancel_reason: reason, cancelled_by: null });
    const notice = await c.db
      .selectFrom('notices')
      .selectAll()
      .where('recipient_id', '=', stranger.user.id)
      .executeTakeFirstOrThrow();
    expect(notice.description).toContain(reason);

    const audit = await c.db
      .selectFrom('audit_log')
      .selectAll()
      .where('resource', '=', 'properties')
      .where('resource_id', '=', listing)
      .where('action', '=', 'property.fraudulent')
      .executeTakeFirstOrThrow();
    expect(audit.after).toMatchObject({
      reason,
      refunded_holds: [held, disputed].sort(),
      cancelled_checkouts: [unpaid],
      cancelled_viewings: [upcoming],
    });

    // The refunds settle with the provider; the ledger balances throughout.
    expect(await ledgerProblems(c.db)).toEqual([]);
    const providers = createProviderRegistry(c.t.app.config.payments, { db: c.db, publicUrl: PUBLIC_URL });
    for (const id of [held, disputed]) {
      expect(await settleHoldStep({ db: c.db, providers }, id, 'refund', { ask: true })).toBe('settled');
      expect((await hold(id)).state).toBe('refunded');
    }
    expect(await ledgerProblems(c.db)).toEqual([]);

    // The tenant completes the cancelled checkout anyway: the provider's word wins, so the payment is taken,
    // and it goes straight back for the reviewer's reason instead of being held for a fraudulent listing.
    const late = checkouts.get(unpaid)?.checkoutUrl ?? '';
    expect((await decideSandboxCheckout(c.origin, late, 'paid')).status).toBe(303);
    expect(await hold(unpaid)).toMatchObject({
      state: 'refund_pending',
      decision_reason: reason,
      decided_by: c.staff.Reviewer.user.id,
    });
    expect(await settleHoldStep({ db: c.db, providers }, unpaid, 'refund', { ask: true })).toBe('settled');
    expect((await hold(unpaid)).state).toBe('refunded');
    expect(await ledgerProblems(c.db)).toEqual([]);

    // Found fraudulent again: still unpublished, nothing left to refund.
    const again = await api(c.staff.Reviewer, 'POST', path, { reason });
    expect(again.status).toBe(200);
    expect((await hold(held)).state).toBe('refunded');
  });
});
