import { createHmac } from 'node:crypto';
import { MESSAGES } from '@ile/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, login, type Session, type TestUser } from './helpers/accounts';
import { createProperty } from './helpers/listings';
import { decideSandboxCheckout, givePayoutAccount, MOVE_IN_DATE } from './helpers/payouts';
import { createTestApp, listenOnLoopback, type TestApp } from './helpers/test-app';

const PUBLIC_URL = 'http://ile.test:8080';
const SANDBOX_SECRET = 'sandbox-secret-for-the-payments-tests';

describe('payments with the built-in sandbox provider (the default)', () => {
  let t: TestApp;
  let owner: TestUser;
  let payer: TestUser;
  let session: Session;
  let listingId: string;
  let apiUrl: string;

  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_URL, SANDBOX_PAYMENTS_SECRET: SANDBOX_SECRET });
    apiUrl = await listenOnLoopback(t.app);
    owner = await createUser(t.database.db, { first_name: 'Olu' });
    await givePayoutAccount(t.database.db, owner.id);
    payer = await createUser(t.database.db, { first_name: 'Ada', last_name: 'Obi' });
    session = await login(t.app, payer);
    listingId = (await createProperty(t.database.db, owner.id, {}, 0)).id;
  });
  afterAll(() => t.close());

  const db = () => t.database.db;
  const transactionsOf = (userId: string) =>
    db().selectFrom('transactions').selectAll().where('user_id', '=', userId).execute();
  const paymentEvents = () =>
    db().selectFrom('outbox_events').selectAll().where('event_type', '=', 'payment.succeeded').execute();
  const initialize = (payload: Record<string, unknown>, auth = session.auth) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/payments/initialize',
      headers: auth,
      payload: { moveInDate: MOVE_IN_DATE, ...payload },
    });
  const verify = (reference: string, auth = session.auth) =>
    t.app.inject({ method: 'POST', url: '/api/v1/payments/verify', headers: auth, payload: { reference } });
  /** The payer's browser on the sandbox's checkout page, over real HTTP. */
  const decide = (checkoutUrl: string, outcome: 'paid' | 'cancelled') =>
    decideSandboxCheckout(apiUrl, checkoutUrl, outcome);

  it('opens a checkout priced by the listing, whatever the client would like to pay', async () => {
    const res = await initialize({ propertyId: listingId, amount: 10, currency: 'SLE' });
    expect(res.statusCode, res.body).toBe(201);
    const data = res.json().data;
    expect(data).toMatchObject({
      provider: 'sandbox',
      amount: 4_500_000,
      currency: 'NGN',
      accessCode: null,
      publicKey: null,
    });
    expect(data.reference).toMatch(/^ILE-[0-9A-F]{24}$/);
    expect(data.checkoutUrl).toBe(`${PUBLIC_URL}/api/v1/payments/sandbox/checkout/${data.reference}`);

    const rows = await db()
      .selectFrom('transactions')
      .selectAll()
      .where('reference', '=', data.reference)
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      user_id: payer.id,
      property_id: listingId,
      provider: 'sandbox',
      amount: 4_500_000,
      currency: 'NGN',
      status: 'pending',
      subject: 'Three-bedroom terrace in Lekki',
      payer_name: 'Ada Obi',
      payer_email: payer.email,
      verified_at: null,
    });
    expect(rows[0]?.description).toBe(
      'Move-in amount: Three-bedroom terrace in Lekki (₦4,500,000, held by Ile)',
    );
  });

  it('serves the sandbox checkout page: amount, Pay and Cancel, no script', async () => {
    const { reference, checkoutUrl } = (await initialize({ propertyId: listingId })).json().data;
    const res = await fetch(`${apiUrl}${new URL(checkoutUrl).pathname}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain(`form-action 'self' ${PUBLIC_URL}`);
    const page = await res.text();
    expect(page).toContain('₦4,500,000');
    expect(page).toContain('Three-bedroom terrace in Lekki');
    expect(page).toContain(reference);
    expect(page).toContain(`<form method="post" action="/api/v1/payments/sandbox/checkout/${reference}">`);
    expect(page).toMatch(/<button[^>]*value="paid"[^>]*>Pay ₦4,500,000<\/button>/);
    expect(page).toMatch(/<button[^>]*value="cancelled"[^>]*>Cancel<\/button>/);
    expect(page).not.toContain('<script');

    const missing = await fetch(`${apiUrl}/api/v1/payments/sandbox/checkout/ILE-NOPE`);
    expect(missing.status).toBe(404);
  });

  it('pay → redirect to the site → verify: successful once, with one payment.succeeded event', async () => {
    const before = (await paymentEvents()).length;
    const { reference, checkoutUrl } = (await initialize({ propertyId: listingId })).json().data;

    const paid = await decide(checkoutUrl, 'paid');
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(
      `${PUBLIC_URL}/property/payment?reference=${reference}&status=successful`,
    );
    // The sandbox's signed webhook reached us before the redirect: the payment is already settled.
    expect(
      (
        await db()
          .selectFrom('transactions')
          .select('status')
          .where('reference', '=', reference)
          .executeTakeFirstOrThrow()
      ).status,
    ).toBe('successful');

    const res = await verify(reference);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(MESSAGES.payment.successful);
    expect(res.json().data).toMatchObject({
      reference,
      status: 'successful',
      provider: 'sandbox',
      amount: 4_500_000,
      currency: 'NGN',
      sender_name: 'Ada Obi',
      sender_email: payer.email,
    });
    expect(res.json().data.verified_at).not.toBeNull();
    // Verifying again, or paying again on the page, changes nothing.
    expect((await verify(reference)).json().data.status).toBe('successful');
    expect((await decide(checkoutUrl, 'paid')).headers.get('location')).toContain('status=successful');

    const events = (await paymentEvents()).slice(before);
    expect(events).toHaveLength(1);
    const row = await db()
      .selectFrom('transactions')
      .selectAll()
      .where('reference', '=', reference)
      .executeTakeFirstOrThrow();
    expect(events[0]?.payload).toEqual({
      transactionId: row.id,
      reference,
      userId: payer.id,
      propertyId: listingId,
      amount: 4_500_000,
      currency: 'NGN',
    });
    // Once paid, the page says so instead of offering to pay again.
    const page = await (await fetch(`${apiUrl}${new URL(checkoutUrl).pathname}`)).text();
    expect(page).toContain('This payment was paid');
    expect(page).not.toContain('<form');
  });

  it('cancel → the payment is abandoned, and no event', async () => {
    const before = (await paymentEvents()).length;
    const { reference, checkoutUrl } = (await initialize({ propertyId: listingId })).json().data;
    const cancelled = await decide(checkoutUrl, 'cancelled');
    expect(cancelled.status).toBe(303);
    expect(cancelled.headers.get('location')).toBe(
      `${PUBLIC_URL}/property/payment?reference=${reference}&status=cancelled`,
    );
    const res = await verify(reference);
    expect(res.json().data.status).toBe('abandoned');
    expect(res.json().message).toBe('The payment was not completed');
    expect(await paymentEvents()).toHaveLength(before);
  });

  it('verify answers from the sandbox’s own record, with or without its webhook', async () => {
    const before = (await paymentEvents()).length;
    const { reference } = (await initialize({ propertyId: listingId })).json().data;
    expect((await verify(reference)).json()).toMatchObject({
      message: 'The payment is not complete yet',
      data: { status: 'pending' },
    });
    // The sandbox's side says paid, and no webhook came: verify still finds out.
    await db()
      .updateTable('sandbox.charges')
      .set({ status: 'paid' })
      .where('reference', '=', reference)
      .execute();
    expect((await verify(reference)).json().data.status).toBe('successful');
    expect(await paymentEvents()).toHaveLength(before + 1);
  });

  it('refuses someone else’s reference as if it did not exist', async () => {
    const { reference } = (await initialize({ propertyId: listingId })).json().data;
    const other = await login(t.app, await createUser(db()));
    const res = await verify(reference, other.auth);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ status: 'fail', message: 'Transaction not found' });
    expect((await verify('ILE-DOES-NOT-EXIST')).statusCode).toBe(404);
  });

  it('needs a verified email to pay, and says so; nothing is written', async () => {
    const unverified = await createUser(db(), { email_verified_at: null });
    const res = await initialize({ propertyId: listingId }, (await login(t.app, unverified)).auth);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ status: 'fail', message: MESSAGES.auth.emailNotVerified });
    expect(await transactionsOf(unverified.id)).toEqual([]);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/v1/payments/initialize',
      payload: { moveInDate: MOVE_IN_DATE, propertyId: listingId },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('pays only for published listings', async () => {
    const buyer = await createUser(db());
    const auth = (await login(t.app, buyer)).auth;
    const draft = await createProperty(db(), owner.id, { status: 'unpublished' }, 0);
    const gone = await createProperty(db(), owner.id, { status: 'deleted' }, 0);
    const sandboxCharges = async () =>
      (await db().selectFrom('sandbox.charges').select('reference').execute()).length;
    const chargesBefore = await sandboxCharges();

    const unpublished = await initialize({ propertyId: draft.id }, auth);
    expect(unpublished.statusCode).toBe(409);
    expect(unpublished.json().message).toBe('This listing is not open for payment');
    expect((await initialize({ propertyId: gone.id }, auth)).statusCode).toBe(404);
    const unknown = await initialize({ propertyId: '00000000-0000-4000-8000-000000000000' }, auth);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Property not found');
    expect((await initialize({ propertyId: 'nope' }, auth)).statusCode).toBe(400);
    expect(await transactionsOf(buyer.id)).toEqual([]);
    expect(await sandboxCharges()).toBe(chargesBefore);
  });

  it('refuses a provider the server has no keys for, without writing anything', async () => {
    const buyer = await createUser(db());
    const res = await initialize(
      { propertyId: listingId, provider: 'paystack' },
      (await login(t.app, buyer)).auth,
    );
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({
      status: 'error',
      message: 'Payments through Paystack are not set up on this server',
    });
    expect(await transactionsOf(buyer.id)).toEqual([]);

    const webhook = await t.app.inject({
      method: 'POST',
      url: '/api/v1/payments/webhook/flutterwave',
      headers: { 'content-type': 'application/json', 'verif-hash': 'x' },
      payload: '{"event":"charge.completed","data":{"tx_ref":"x"}}',
    });
    expect(webhook.statusCode).toBe(503);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/v1/payments/webhook/stripe', payload: '{}' }))
        .statusCode,
    ).toBe(400);
  });

  it('documents its routes in the OpenAPI document, but not the sandbox’s page', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    for (const path of [
      '/api/v1/payments/initialize',
      '/api/v1/payments/verify',
      '/api/v1/payments/webhook/{provider}',
      '/api/v1/transaction/create',
      '/api/v1/user/transactions',
      '/api/v1/payments/payout-account',
      '/api/v1/payments/banks',
    ]) {
      expect(doc.paths[path], path).toBeDefined();
    }
    expect(doc.paths['/api/v1/payments/payout-account'].put).toBeDefined();
    expect(doc.paths['/api/v1/payments/sandbox/checkout/{reference}']).toBeUndefined();
  });

  describe('sandbox webhooks', () => {
    const sign = (body: string, secret = SANDBOX_SECRET) =>
      createHmac('sha256', secret).update(body).digest('hex');
    const post = (body: string, signature?: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/payments/webhook/sandbox',
        headers: {
          'content-type': 'application/json',
          ...(signature ? { 'x-sandbox-signature': signature } : {}),
        },
        payload: body,
      });

    it('refuses a bad or missing signature with 401 and writes nothing', async () => {
      const before = (await paymentEvents()).length;
      const { reference } = (await initialize({ propertyId: listingId })).json().data;
      await db()
        .updateTable('sandbox.charges')
        .set({ status: 'paid' })
        .where('reference', '=', reference)
        .execute();
      const body = JSON.stringify({ event: 'charge.paid', data: { reference } });
      for (const signature of [undefined, sign(body, 'not-the-secret-at-all'), sign(`${body} `), 'abc']) {
        const res = await post(body, signature);
        expect(res.statusCode).toBe(401);
        expect(res.json().status).toBe('fail');
      }
      const row = await db()
        .selectFrom('transactions')
        .selectAll()
        .where('reference', '=', reference)
        .executeTakeFirstOrThrow();
      expect(row.status).toBe('pending');
      expect(await paymentEvents()).toHaveLength(before);

      // The same body, signed: accepted and acted on.
      expect((await post(body, sign(body))).statusCode).toBe(200);
      expect(await paymentEvents()).toHaveLength(before + 1);
    });

    it('answers 404 for a reference it does not know, writing nothing', async () => {
      const before = await db().selectFrom('transactions').select('id').execute();
      const body = JSON.stringify({ event: 'charge.paid', data: { reference: 'ILE-UNKNOWN' } });
      expect((await post(body, sign(body))).statusCode).toBe(404);
      expect(await db().selectFrom('transactions').select('id').execute()).toEqual(before);
    });
  });

  describe('POST /transaction/create (kept for the old client)', () => {
    const create = (payload: Record<string, unknown>, auth = session.auth) =>
      t.app.inject({ method: 'POST', url: '/api/v1/transaction/create', headers: auth, payload });
    const payload = () => ({
      amount: 10,
      currency: 'NGN',
      subject: 'Rent',
      description: 'First year',
      senderName: 'Ada Obi',
      senderEmail: payer.email,
      status: 'successful',
      propertyId: listingId,
      userId: payer.id,
    });

    it('records a pending transaction priced by the listing; "successful" from the client is ignored', async () => {
      const before = (await paymentEvents()).length;
      const res = await create(payload());
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().data).toMatchObject({
        status: 'pending',
        amount: 4_500_000,
        currency: 'NGN',
        subject: 'Rent',
        description: 'First year',
        sender_name: 'Ada Obi',
        sender_email: payer.email,
        user_id: payer.id,
        property_id: listingId,
        verified_at: null,
      });
      const row = await db()
        .selectFrom('transactions')
        .selectAll()
        .where('id', '=', res.json().data.id)
        .executeTakeFirstOrThrow();
      expect(row.status).toBe('pending');
      expect(await paymentEvents()).toHaveLength(before);
      // Nor does verifying it make it successful: no provider has such a charge.
      expect((await verify(row.reference)).json().data.status).toBe('pending');
    });

    it('refuses to record a payment in someone else’s name', async () => {
      const other = await createUser(db());
      expect((await create({ ...payload(), userId: other.id })).statusCode).toBe(403);
      expect((await create({ ...payload(), senderEmail: other.email })).statusCode).toBe(403);
      expect(await transactionsOf(other.id)).toEqual([]);
    });
  });

  describe('GET /user/transactions', () => {
    it('lists only the caller’s own transactions, newest first, in stable pages', async () => {
      const lister = await createUser(db());
      const auth = (await login(t.app, lister)).auth;
      const references: string[] = [];
      for (let i = 0; i < 3; i++)
        references.push((await initialize({ propertyId: listingId }, auth)).json().data.reference);
      // Two of them at the same instant: the id breaks the tie, so pages neither repeat nor skip.
      await db()
        .updateTable('transactions')
        .set({ created_at: new Date('2030-01-01T00:00:00Z') })
        .where('reference', 'in', references.slice(1))
        .execute();

      const page = (n: number) =>
        t.app.inject({ method: 'GET', url: `/api/v1/user/transactions?page=${n}&size=2`, headers: auth });
      const first = (await page(1)).json().data;
      const second = (await page(2)).json().data;
      expect(first.totalItems).toBe(3);
      expect(first.totalPages).toBe(2);
      const seen = [...first.transactions, ...second.transactions].map(
        (row: { reference: string }) => row.reference,
      );
      expect(new Set(seen)).toEqual(new Set(references));
      expect(seen).toHaveLength(3);
      expect(seen[2]).toBe(references[0]);
      for (const row of [...first.transactions, ...second.transactions]) expect(row.user_id).toBe(lister.id);

      const empty = await t.app.inject({
        method: 'GET',
        url: '/api/v1/user/transactions',
        headers: (await login(t.app, await createUser(db()))).auth,
      });
      expect(empty.json()).toEqual({
        status: 'success',
        message: MESSAGES.account.noTransactions,
        data: { transactions: [], totalItems: 0, totalPages: 0 },
      });
    });
  });

  describe('payout accounts through the sandbox', () => {
    const save = (
      payload: Record<string, unknown>,
      auth: Record<string, string>,
      method: 'PUT' | 'POST' = 'PUT',
    ) => t.app.inject({ method, url: '/api/v1/payments/payout-account', headers: auth, payload });

    it('resolves the holder’s name, saves the account and shows only the last four digits', async () => {
      const payee = await createUser(db());
      const auth = (await login(t.app, payee)).auth;
      const none = await t.app.inject({
        method: 'GET',
        url: '/api/v1/payments/payout-account',
        headers: auth,
      });
      expect(none.json()).toEqual({ status: 'success', data: null });

      const res = await save({ bankCode: '058', accountNumber: '0123456789' }, auth);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.body).not.toContain('0123456789');
      const account = res.json().data;
      expect(account).toMatchObject({
        user_id: payee.id,
        provider: 'sandbox',
        bank_code: '058',
        bank_name: 'Guaranty Trust Bank',
        account_number_last4: '6789',
      });
      expect(account.account_name).toMatch(/^[A-Z]+ [A-Z]+$/);
      expect(account.verified_at).not.toBeNull();
      // Deterministic: the same number resolves to the same name.
      expect(
        (await save({ bankCode: '058', accountNumber: '0123456789' }, auth, 'POST')).json().data.account_name,
      ).toBe(account.account_name);

      const read = await t.app.inject({
        method: 'GET',
        url: '/api/v1/payments/payout-account',
        headers: auth,
      });
      expect(read.json().data).toMatchObject({
        account_number_last4: '6789',
        bank_name: 'Guaranty Trust Bank',
      });
      expect(read.body).not.toContain('0123456789');

      // A second account replaces the first.
      await save({ bankCode: 'SL-RCB', accountNumber: '5555123412' }, auth);
      const rows = await db()
        .selectFrom('payout_accounts')
        .selectAll()
        .where('user_id', '=', payee.id)
        .execute();
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ bank_name: 'Rokel Commercial Bank', account_number: '5555123412' });
    });

    it('refuses an account the bank does not know, or an unknown bank, and saves nothing', async () => {
      const payee = await createUser(db());
      const auth = (await login(t.app, payee)).auth;
      const unknownAccount = await save({ bankCode: '058', accountNumber: '1234560000' }, auth);
      expect(unknownAccount.statusCode).toBe(400);
      expect(unknownAccount.json().errors).toEqual({
        accountNumber: ['The bank could not find this account'],
      });
      const unknownBank = await save({ bankCode: '123', accountNumber: '0123456789' }, auth);
      expect(unknownBank.statusCode).toBe(400);
      expect(unknownBank.json().errors).toEqual({ bankCode: ['Unknown bank'] });
      expect((await save({ bankCode: '058', accountNumber: '12ab' }, auth)).statusCode).toBe(400);
      expect(
        await db().selectFrom('payout_accounts').selectAll().where('user_id', '=', payee.id).execute(),
      ).toEqual([]);

      const unverified = await createUser(db(), { email_verified_at: null });
      const refused = await save(
        { bankCode: '058', accountNumber: '0123456789' },
        (await login(t.app, unverified)).auth,
      );
      expect(refused.statusCode).toBe(403);
    });

    it('lists banks by country', async () => {
      const banks = (country?: string) =>
        t.app.inject({
          method: 'GET',
          url: `/api/v1/payments/banks${country ? `?country=${country}` : ''}`,
          headers: session.auth,
        });
      expect((await banks()).json().data.banks).toContainEqual({ code: '044', name: 'Access Bank' });
      expect((await banks('SL')).json().data.banks).toContainEqual({
        code: 'SL-SLCB',
        name: 'Sierra Leone Commercial Bank',
      });
      expect((await banks('GH')).statusCode).toBe(400);
      expect((await t.app.inject({ method: 'GET', url: '/api/v1/payments/banks' })).statusCode).toBe(401);
    });
  });
});
