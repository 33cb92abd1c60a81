import { ledgerProblems } from '@ile/db/repositories/payment-holds.repository';
import { holdStepReference } from '@ile/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { heldAmountForListing } from '../src/modules/payments/holds/held-amount';
import { createSandboxProvider } from '../src/modules/payments/providers/sandbox';
import { createUser, login, type Session, type TestUser } from './helpers/accounts';
import { createProperty } from './helpers/listings';
import { decideSandboxCheckout, givePayoutAccount, MOVE_IN_DATE } from './helpers/payouts';
import { createTestApp, listenOnLoopback, type TestApp } from './helpers/test-app';

const PUBLIC_URL = 'http://ile.test:8080';
const SANDBOX_SECRET = 'sandbox-secret-for-the-holds-tests';

describe('heldAmountForListing: what "Pay through Ile" holds', () => {
  const listing = {
    price: 1_450_000,
    currency: 'NGN',
    reservation_deposit: null,
    move_in_total: null,
  } as const;
  it('holds a rental’s whole move-in amount in minor units, one rent period when none is stated, never a sale’s price', () => {
    expect(heldAmountForListing({ ...listing, category: 'rental', move_in_total: 362_500_000 })).toEqual({
      purpose: 'move_in',
      amount: 362_500_000,
      currency: 'NGN',
    });
    expect(heldAmountForListing({ ...listing, category: 'rental' })).toEqual({
      purpose: 'move_in',
      amount: 145_000_000,
      currency: 'NGN',
    });
    for (const category of ['lease', 'shared', 'hostel'] as const) {
      expect(heldAmountForListing({ ...listing, category, price: 2_500.5, currency: 'SLE' })?.amount).toBe(
        250_050,
      );
    }
    expect(heldAmountForListing({ ...listing, category: 'sale', price: 361_000_000 })).toBeNull();
    expect(
      heldAmountForListing({
        ...listing,
        category: 'sale',
        price: 361_000_000,
        reservation_deposit: 50_000_000,
        move_in_total: 99,
      }),
    ).toEqual({ purpose: 'sale_reservation', amount: 50_000_000, currency: 'NGN' });
  });
});

describe('money held by Ile (sandbox, over HTTP)', () => {
  let t: TestApp;
  let owner: TestUser;
  let tenant: TestUser;
  let ownerSession: Session;
  let session: Session;
  let rental: string;
  let apiUrl: string;

  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_URL, SANDBOX_PAYMENTS_SECRET: SANDBOX_SECRET });
    apiUrl = await listenOnLoopback(t.app);
    owner = await createUser(t.database.db, { first_name: 'Olu' });
    tenant = await createUser(t.database.db, { first_name: 'Ada', last_name: 'Obi' });
    await givePayoutAccount(t.database.db, owner.id);
    ownerSession = await login(t.app, owner);
    session = await login(t.app, tenant);
    rental = (await createProperty(t.database.db, owner.id, { price: 1_450_000 }, 0)).id;
  });
  afterAll(() => t.close());

  const db = () => t.database.db;
  const post = (url: string, auth: Record<string, string>, payload?: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url, headers: auth, ...(payload ? { payload } : {}) });
  const initialize = (payload: Record<string, unknown>, auth = session.auth) =>
    post('/api/v1/payments/initialize', auth, payload);
  const hold = (id: string) =>
    db().selectFrom('payment_holds').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const chargeCount = async () =>
    (await db().selectFrom('sandbox.charges').select('reference').execute()).length;
  const holdCount = async () => (await db().selectFrom('payment_holds').select('id').execute()).length;

  /** Opens a checkout and pays it on the sandbox's page; the hold's id. */
  async function paidHold(propertyId = rental, auth = session.auth): Promise<string> {
    const res = await initialize({ propertyId, moveInDate: MOVE_IN_DATE }, auth);
    expect(res.statusCode, res.body).toBe(201);
    const { checkoutUrl, hold: created } = res.json().data;
    const paid = await decideSandboxCheckout(apiUrl, checkoutUrl, 'paid');
    expect(paid.status).toBe(303);
    expect((await hold(created.id)).state).toBe('held');
    return created.id;
  }

  it('holds the move-in amount from the listing, with the move-in date, released 72 h after it', async () => {
    const res = await initialize({ propertyId: rental, moveInDate: MOVE_IN_DATE, amount: 1 });
    expect(res.statusCode, res.body).toBe(201);
    const data = res.json().data;
    expect(data).toMatchObject({
      amount: 1_450_000,
      currency: 'NGN',
      hold: { purpose: 'move_in', amount: 145_000_000, currency: 'NGN' },
    });
    const row = await hold(data.hold.id);
    expect(row).toMatchObject({
      state: 'awaiting_payment',
      payer_id: tenant.id,
      payee_id: owner.id,
      transaction_reference: data.reference,
      move_in_date: MOVE_IN_DATE,
    });
    expect(row.release_after?.toISOString()).toBe(
      new Date(new Date(`${MOVE_IN_DATE}T00:00:00+01:00`).getTime() + 72 * 3600_000).toISOString(),
    );
  });

  it('holds the whole move-in amount of a rental whose owner stated its costs: rent ahead plus every charge', async () => {
    const costed = (await createProperty(db(), owner.id, { price: 1_200_000, duration: 'year' }, 0)).id;
    await db()
      .updateTable('properties')
      .set({
        advance_rent_months: 24,
        agency_fee: 12_000_000,
        legal_fee: 12_000_000,
        caution_deposit: 10_000_000,
        other_charges: JSON.stringify([{ name: 'Estate dues', amount: 2_500_000 }]),
      })
      .where('id', '=', costed)
      .execute();
    const res = await initialize({ propertyId: costed, moveInDate: MOVE_IN_DATE });
    expect(res.statusCode, res.body).toBe(201);
    // Two years of ₦1,200,000, ₦120,000 agency, ₦120,000 legal, ₦100,000 caution, ₦25,000 dues.
    expect(res.json().data).toMatchObject({
      amount: 2_765_000,
      hold: { purpose: 'move_in', amount: 276_500_000, currency: 'NGN' },
    });
  });

  it('refuses without a move-in date, or with one in the past, writing nothing', async () => {
    const [charges, holds] = [await chargeCount(), await holdCount()];
    const missing = await initialize({ propertyId: rental });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('Give the move-in date agreed with the owner');
    const past = await initialize({ propertyId: rental, moveInDate: '2020-01-01' });
    expect(past.statusCode).toBe(400);
    expect((await initialize({ propertyId: rental, moveInDate: 'soon' })).statusCode).toBe(400);
    expect([await chargeCount(), await holdCount()]).toEqual([charges, holds]);
  });

  it('refuses up front when the owner has no validated payout account, and the owner paying themselves', async () => {
    const other = await createUser(db());
    const listing = (await createProperty(db(), other.id, {}, 0)).id;
    const [charges, holds] = [await chargeCount(), await holdCount()];
    const res = await initialize({ propertyId: listing, moveInDate: MOVE_IN_DATE });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toContain('The owner cannot receive payments through Ile yet');
    const own = await initialize({ propertyId: rental, moveInDate: MOVE_IN_DATE }, ownerSession.auth);
    expect(own.statusCode).toBe(409);
    expect([await chargeCount(), await holdCount()]).toEqual([charges, holds]);
  });

  it('never charges a sale’s price: no deposit offered → 409; a deposit → only the deposit, lapsing after the reservation', async () => {
    const sale = (
      await createProperty(db(), owner.id, { category: 'sale', price: 361_000_000, duration: 'outright' }, 0)
    ).id;
    const [charges, holds] = [await chargeCount(), await holdCount()];
    const refused = await initialize({ propertyId: sale });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain('paid through the buyer’s lawyer');
    const recorded = await post('/api/v1/transaction/create', session.auth, {
      amount: 361_000_000,
      currency: 'NGN',
      subject: 'House',
      senderName: 'Ada Obi',
      senderEmail: tenant.email,
      propertyId: sale,
    });
    expect(recorded.statusCode).toBe(409);
    expect([await chargeCount(), await holdCount()]).toEqual([charges, holds]);
    const anyPriced = await db()
      .selectFrom('transactions')
      .select('id')
      .where('property_id', '=', sale)
      .execute();
    expect(anyPriced).toEqual([]);

    await db()
      .updateTable('properties')
      .set({ reservation_deposit: 50_000_000, reservation_days: 45 })
      .where('id', '=', sale)
      .execute();
    // The old client's transaction/create, sent the price: only the deposit is ever recorded.
    const recordedDeposit = await post('/api/v1/transaction/create', session.auth, {
      amount: 361_000_000,
      currency: 'NGN',
      subject: 'House',
      senderName: 'Ada Obi',
      senderEmail: tenant.email,
      propertyId: sale,
    });
    expect(recordedDeposit.statusCode, recordedDeposit.body).toBe(201);
    expect(recordedDeposit.json().data.amount).toBe(500_000);
    const reserved = await initialize({ propertyId: sale });
    expect(reserved.statusCode, reserved.body).toBe(201);
    expect(reserved.json().data).toMatchObject({
      amount: 500_000,
      hold: { purpose: 'sale_reservation', amount: 50_000_000 },
    });
    const row = await hold(reserved.json().data.hold.id);
    expect(row.move_in_date).toBeNull();
    expect(Math.abs((row.lapses_at?.getTime() ?? 0) - (Date.now() + 45 * 86_400_000))).toBeLessThan(60_000);
    const charge = await db()
      .selectFrom('sandbox.charges')
      .select('amount')
      .where('reference', '=', reserved.json().data.reference)
      .executeTakeFirstOrThrow();
    expect(charge.amount).toBe(500_000);
  });

  it('the owner sets a sale’s reservation deposit within the configured cap; buyers read it', async () => {
    const sale = (
      await createProperty(db(), owner.id, { category: 'sale', price: 90_000_000, duration: 'outright' }, 0)
    ).id;
    const url = `/api/v1/payments/reservation/${sale}`;
    const put = (payload: Record<string, unknown>, auth = ownerSession.auth) =>
      t.app.inject({ method: 'PUT', url, headers: auth, payload });
    expect((await put({ deposit: 50_000_001, days: 30 })).statusCode).toBe(400);
    expect((await put({ deposit: 10_000_000, days: 61 })).statusCode).toBe(400);
    expect((await put({ deposit: 10_000_000, days: 30 }, session.auth)).statusCode).toBe(403);
    const set = await put({ deposit: 50_000_000, days: 30 });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().data).toEqual({
      propertyId: sale,
      currency: 'NGN',
      deposit: 50_000_000,
      days: 30,
      cap: 50_000_000,
    });
    const read = await t.app.inject({ method: 'GET', url, headers: session.auth });
    expect(read.json().data).toMatchObject({ deposit: 50_000_000, days: 30 });
    // The listing page reads the terms from the property itself, signed in or not.
    const detail = await t.app.inject({
      method: 'POST',
      url: `/api/v1/property/property/${sale}`,
      payload: {},
    });
    expect(detail.json().data.reservation).toEqual({ deposit: 50_000_000, days: 30 });
    const rentalDetail = await t.app.inject({
      method: 'POST',
      url: `/api/v1/property/property/${rental}`,
      payload: {},
    });
    expect(rentalDetail.json().data.reservation).toBeNull();
    const rentalTerms = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/payments/reservation/${rental}`,
      headers: ownerSession.auth,
      payload: { deposit: 1000, days: 10 },
    });
    expect(rentalTerms.statusCode).toBe(409);
    // Withdrawn: the sale can no longer be paid for on Ile at all.
    expect((await put({ deposit: null, days: 30 })).json().data).toMatchObject({ deposit: null, days: null });
    expect((await initialize({ propertyId: sale })).statusCode).toBe(409);
    const withdrawn = await t.app.inject({
      method: 'POST',
      url: `/api/v1/property/property/${sale}`,
      payload: {},
    });
    expect(withdrawn.json().data.reservation).toBeNull();
  });

  it('paid → held; both parties see it with its timeline; "I have the keys" → release requested, once', async () => {
    const id = await paidHold();
    const mine = (
      await t.app.inject({ method: 'GET', url: '/api/v1/payments/holds', headers: session.auth })
    ).json().data.holds;
    expect(mine.find((h: { id: string }) => h.id === id)).toMatchObject({
      role: 'payer',
      state: 'held',
      amount: 145_000_000,
      move_in_date: MOVE_IN_DATE,
      events: [{ from: 'awaiting_payment', to: 'held', actor: 'system' }],
    });
    const theirs = (
      await t.app.inject({ method: 'GET', url: '/api/v1/payments/holds', headers: ownerSession.auth })
    ).json().data.holds;
    expect(theirs.find((h: { id: string }) => h.id === id)).toMatchObject({ role: 'payee', state: 'held' });

    // Only the payer confirms: the owner, and anyone else, do not find it.
    expect((await post(`/api/v1/payments/holds/${id}/confirm`, ownerSession.auth)).statusCode).toBe(404);
    const confirmed = await post(`/api/v1/payments/holds/${id}/confirm`, session.auth);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().data).toMatchObject({ state: 'release_pending' });
    expect(confirmed.json().data.events.at(-1)).toMatchObject({
      to: 'release_pending',
      actor: 'payer',
      reason: 'The tenant confirmed they have the keys',
    });
    const again = await post(`/api/v1/payments/holds/${id}/confirm`, session.auth);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This payment is already being released to the owner');
    const events = (
      await db()
        .selectFrom('outbox_events')
        .select('payload')
        .where('event_type', '=', 'payment_hold.release_requested')
        .execute()
    ).filter((e) => (e.payload as { holdId: string }).holdId === id);
    expect(events).toHaveLength(1);
  });

  it('a dispute stops the release and the owner’s cancel; the owner’s cancel refunds', async () => {
    const disputed = await paidHold();
    expect(
      (await post(`/api/v1/payments/holds/${disputed}/dispute`, session.auth, { reason: '' })).statusCode,
    ).toBe(400);
    const res = await post(`/api/v1/payments/holds/${disputed}/dispute`, session.auth, {
      reason: 'The keys were never handed over',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await hold(disputed)).toMatchObject({
      state: 'disputed',
      dispute_reason: 'The keys were never handed over',
    });
    expect((await post(`/api/v1/payments/holds/${disputed}/confirm`, session.auth)).statusCode).toBe(409);
    expect(
      (
        await post(`/api/v1/payments/holds/${disputed}/cancel`, ownerSession.auth, {
          reason: 'Changed my mind',
        })
      ).statusCode,
    ).toBe(409);

    const cancelled = await paidHold();
    expect(
      (await post(`/api/v1/payments/holds/${cancelled}/cancel`, session.auth, { reason: 'x' })).statusCode,
    ).toBe(404);
    const cancel = await post(`/api/v1/payments/holds/${cancelled}/cancel`, ownerSession.auth, {
      reason: 'The flat is no longer available',
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(cancel.json().data).toMatchObject({ state: 'refund_pending', role: 'payee' });
  });

  describe('a sale reservation: the seller marks it completed or withdraws', () => {
    /** A sale of the owner's with a deposit, reserved and paid by the buyer; the hold's id. */
    async function reservedSale(): Promise<string> {
      const sale = (
        await createProperty(
          db(),
          owner.id,
          { category: 'sale', price: 120_000_000, duration: 'outright' },
          0,
        )
      ).id;
      const terms = await t.app.inject({
        method: 'PUT',
        url: `/api/v1/payments/reservation/${sale}`,
        headers: ownerSession.auth,
        payload: { deposit: 25_000_000, days: 30 },
      });
      expect(terms.statusCode, terms.body).toBe(200);
      return paidHold(sale);
    }

    it('the seller withdraws: the buyer is refunded in full, with the seller’s reason on the timeline', async () => {
      const id = await reservedSale();
      expect(
        (await post(`/api/v1/payments/holds/${id}/withdraw`, session.auth, { reason: 'x' })).statusCode,
      ).toBe(404);
      expect(
        (await post(`/api/v1/payments/holds/${id}/withdraw`, ownerSession.auth, { reason: '' })).statusCode,
      ).toBe(400);
      const res = await post(`/api/v1/payments/holds/${id}/withdraw`, ownerSession.auth, {
        reason: 'The family decided not to sell',
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data).toMatchObject({
        state: 'refund_pending',
        role: 'payee',
        purpose: 'sale_reservation',
      });
      expect(res.json().data.events.at(-1)).toMatchObject({
        from: 'held',
        to: 'refund_pending',
        actor: 'payee',
        reason: 'The seller withdrew: The family decided not to sell',
      });
      // Once withdrawn, neither side can change it again.
      expect((await post(`/api/v1/payments/holds/${id}/complete`, ownerSession.auth)).statusCode).toBe(409);
      expect((await post(`/api/v1/payments/holds/${id}/confirm`, session.auth)).statusCode).toBe(409);
      const outbox = await db()
        .selectFrom('outbox_events')
        .select('payload')
        .where('event_type', '=', 'payment_hold.refund_requested')
        .execute();
      expect(outbox.filter((e) => (e.payload as { holdId: string }).holdId === id)).toHaveLength(1);
      expect(await ledgerProblems(db())).toEqual([]);
    });

    it('the seller marks the sale completed: released 72 h later unless the buyer disputes first; once', async () => {
      const id = await reservedSale();
      expect((await post(`/api/v1/payments/holds/${id}/complete`, session.auth)).statusCode).toBe(404);
      const before = Date.now();
      const done = await Promise.all(
        [1, 2, 3].map(() => post(`/api/v1/payments/holds/${id}/complete`, ownerSession.auth)),
      );
      expect(done.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
      expect(done.find((r) => r.statusCode === 409)?.json().message).toBe(
        'You have already marked this sale completed',
      );
      // Still held: the seller's word alone moves no money; the lapse no longer applies.
      const claimed = await hold(id);
      expect(claimed).toMatchObject({ state: 'held', lapses_at: null });
      const wait = (claimed.release_after?.getTime() ?? 0) - before;
      expect(wait).toBeGreaterThanOrEqual(72 * 3600_000);
      expect(wait).toBeLessThan(72 * 3600_000 + 60_000);
      const events = await db()
        .selectFrom('payment_hold_events')
        .select(['from_state', 'to_state', 'actor', 'actor_id'])
        .where('hold_id', '=', id)
        .orderBy('id')
        .execute();
      expect(events.at(-1)).toEqual({
        from_state: 'held',
        to_state: 'held',
        actor: 'payee',
        actor_id: owner.id,
      });
      const told = await db()
        .selectFrom('outbox_events')
        .select('payload')
        .where('event_type', '=', 'payment_hold.held')
        .execute();
      expect(
        told
          .filter((e) => (e.payload as { holdId: string; from: string }).holdId === id)
          .map((e) => (e.payload as { from: string }).from)
          .sort(),
      ).toEqual(['awaiting_payment', 'held']);

      // The buyer disagrees within the 72 hours: disputed, so the sweep will not release it.
      const disputed = await post(`/api/v1/payments/holds/${id}/dispute`, session.auth, {
        reason: 'Not completed',
      });
      expect(disputed.statusCode, disputed.body).toBe(200);
      expect((await hold(id)).state).toBe('disputed');
      expect((await post(`/api/v1/payments/holds/${id}/complete`, ownerSession.auth)).statusCode).toBe(409);

      // Another reservation: the buyer agrees and releases it at once.
      const agreed = await reservedSale();
      expect((await post(`/api/v1/payments/holds/${agreed}/complete`, ownerSession.auth)).statusCode).toBe(
        200,
      );
      expect((await post(`/api/v1/payments/holds/${agreed}/confirm`, session.auth)).statusCode).toBe(200);
      expect((await hold(agreed)).state).toBe('release_pending');
      expect(await ledgerProblems(db())).toEqual([]);
    });

    it('a move-in payment is not completed or withdrawn this way: 409, unchanged', async () => {
      const id = await paidHold();
      expect((await post(`/api/v1/payments/holds/${id}/complete`, ownerSession.auth)).statusCode).toBe(409);
      expect(
        (await post(`/api/v1/payments/holds/${id}/withdraw`, ownerSession.auth, { reason: 'No' })).statusCode,
      ).toBe(409);
      expect((await hold(id)).state).toBe('held');
    });
  });

  describe('transfer and refund webhooks: only a signal to ask the provider', () => {
    // The sandbox provider's own side, as the worker's adapter would call it (same secret, same schema).
    const sandbox = () => createSandboxProvider({ db: db(), secret: SANDBOX_SECRET, publicUrl: PUBLIC_URL });
    const deliver = (webhook: { body: string; headers: Record<string, string> }) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/payments/webhook/sandbox',
        headers: webhook.headers,
        payload: webhook.body,
      });
    const ledger = (id: string) =>
      db()
        .selectFrom('ledger_entries')
        .select(['movement', 'account', 'amount'])
        .where('hold_id', '=', id)
        .execute();

    it('settles a release on the verified webhook, once; a replay changes nothing; a tampered one is refused', async () => {
      const id = await paidHold();
      await post(`/api/v1/payments/holds/${id}/confirm`, session.auth);
      const other = await paidHold();
      await post(`/api/v1/payments/holds/${other}/confirm`, session.auth);
      // The provider made the transfer (the worker's call timed out before it heard back).
      const payout = await sandbox().transfer({
        reference: holdStepReference(id, 'release'),
        amount: 145_000_000,
        currency: 'NGN',
        reason: 'test',
        recipient: { bankCode: '058', accountNumber: '0123456789', accountName: null },
      });
      expect(payout.status).toBe('successful');
      const row = await db()
        .selectFrom('sandbox.payouts')
        .selectAll()
        .where('reference', '=', holdStepReference(id, 'release'))
        .executeTakeFirstOrThrow();
      const webhook = sandbox().payoutWebhookFor(row);

      // Tampered: the body names the other hold, the signature is the first one's.
      const tampered = await deliver({
        ...webhook,
        body: webhook.body.replace(id.replaceAll('-', ''), other.replaceAll('-', '')),
      });
      expect(tampered.statusCode).toBe(401);
      expect((await hold(other)).state).toBe('release_pending');

      // A forged but well-signed body for the other hold changes nothing either: the provider has no such transfer.
      const forged = sandbox().payoutWebhookFor({ ...row, reference: holdStepReference(other, 'release') });
      expect((await deliver(forged)).statusCode).toBe(200);
      expect((await hold(other)).state).toBe('release_pending');

      expect((await deliver(webhook)).statusCode).toBe(200);
      expect((await hold(id)).state).toBe('released');
      expect((await deliver(webhook)).statusCode).toBe(200);
      expect(await ledger(id)).toHaveLength(4);
      expect((await ledger(id)).filter((e) => e.movement === 'released')).toHaveLength(2);
    });

    it('settles a refund on the verified webhook naming the charge; the payer’s list of payments says so', async () => {
      const id = await paidHold();
      let held = await hold(id);
      // The tenant's own list: the charge stays successful, its refund follows the hold.
      const listed = async () => {
        const res = await t.app.inject({
          method: 'GET',
          url: '/api/v1/user/transactions?size=50',
          headers: session.auth,
        });
        const rows = res.json().data.transactions as { reference: string; status: string; refund: unknown }[];
        const row = rows.find((r) => r.reference === held.transaction_reference);
        return row && { status: row.status, refund: row.refund };
      };
      expect(await listed()).toEqual({ status: 'successful', refund: null });
      await post(`/api/v1/payments/holds/${id}/cancel`, ownerSession.auth, { reason: 'Sold elsewhere' });
      held = await hold(id);
      expect(await listed()).toEqual({ status: 'successful', refund: 'pending' });
      await sandbox().refund({
        reference: holdStepReference(id, 'refund'),
        amount: held.amount,
        currency: 'NGN',
        reason: 'test',
        chargeReference: held.transaction_reference,
        providerChargeId: null,
      });
      const row = await db()
        .selectFrom('sandbox.payouts')
        .selectAll()
        .where('reference', '=', holdStepReference(id, 'refund'))
        .executeTakeFirstOrThrow();
      expect((await deliver(sandbox().payoutWebhookFor(row))).statusCode).toBe(200);
      expect((await hold(id)).state).toBe('refunded');
      expect(await listed()).toEqual({ status: 'successful', refund: 'refunded' });
      expect(await ledgerProblems(db())).toEqual([]);
    });
  });
});
