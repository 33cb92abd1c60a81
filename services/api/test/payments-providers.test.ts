import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createUser, login, type Session, type TestUser } from './helpers/accounts';
import {
  type FakeFlutterwave,
  type FakePaystack,
  type FakeProviders,
  type SignedWebhook,
  startFakeProviders,
} from './helpers/fake-providers';
import { BO_RENTAL_IN_LEONES, createProperty } from './helpers/listings';
import { givePayoutAccount, MOVE_IN_DATE } from './helpers/payouts';
import { createTestApp, type TestApp } from './helpers/test-app';

const PUBLIC_URL = 'http://ile.test:8080';
const PAYSTACK_SECRET = 'sk_test_paystack_secret_for_tests';
const FLUTTERWAVE_SECRET = 'FLWSECK_TEST-flutterwave-secret-X';
const FLUTTERWAVE_HASH = 'flutterwave-secret-hash-for-tests';

describe('payments through Paystack and Flutterwave (local servers speaking their protocols)', () => {
  let t: TestApp;
  let paystack: FakePaystack;
  let flutterwave: FakeFlutterwave;
  let fakes: FakeProviders;
  let owner: TestUser;
  let payer: TestUser;
  let session: Session;
  let naira: string;
  let leones: string;

  beforeAll(async () => {
    fakes = await startFakeProviders({
      paystack: PAYSTACK_SECRET,
      flutterwave: FLUTTERWAVE_SECRET,
      flutterwaveHash: FLUTTERWAVE_HASH,
    });
    ({ paystack, flutterwave } = fakes);
    t = await createTestApp({
      PUBLIC_URL,
      ...fakes.env,
      PAYSTACK_PUBLIC_KEY: 'pk_test_paystack',
      FLUTTERWAVE_PUBLIC_KEY: 'FLWPUBK_TEST-public',
      // A base URL with a trailing slash works too.
      FLUTTERWAVE_BASE_URL: `${flutterwave.url}/`,
    });
    await t.app.ready();
    owner = await createUser(t.database.db);
    await givePayoutAccount(t.database.db, owner.id);
    payer = await createUser(t.database.db, { first_name: 'Ada', last_name: 'Obi' });
    session = await login(t.app, payer);
    naira = (await createProperty(t.database.db, owner.id, { price: 1_250_000.5 }, 0)).id;
    leones = (await createProperty(t.database.db, owner.id, BO_RENTAL_IN_LEONES, 0)).id;
  });
  afterAll(async () => {
    await t.close();
    await fakes.close();
  });
  beforeEach(() => {
    paystack.failWith = null;
    flutterwave.failWith = null;
  });

  const db = () => t.database.db;
  const transaction = (reference: string) =>
    db().selectFrom('transactions').selectAll().where('reference', '=', reference).executeTakeFirstOrThrow();
  const eventsFor = async (reference: string) =>
    (
      await db()
        .selectFrom('outbox_events')
        .selectAll()
        .where('event_type', '=', 'payment.succeeded')
        .execute()
    ).filter((event) => (event.payload as { reference: string }).reference === reference);
  const initialize = async (propertyId: string, provider?: 'paystack' | 'flutterwave') => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/payments/initialize',
      headers: session.auth,
      payload: { moveInDate: MOVE_IN_DATE, propertyId, ...(provider ? { provider } : {}) },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data as { reference: string; checkoutUrl: string; accessCode: string | null };
  };
  const verify = (reference: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/payments/verify',
      headers: session.auth,
      payload: { reference },
    });
  const deliver = (provider: string, webhook: SignedWebhook) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1/payments/webhook/${provider}`,
      headers: webhook.headers,
      payload: webhook.body,
    });

  describe('Paystack (the configured default)', () => {
    it('initializes with the listing’s amount in kobo, our reference and the way back to the site', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/payments/initialize',
        headers: session.auth,
        payload: { moveInDate: MOVE_IN_DATE, propertyId: naira, method: 'ussd' },
      });
      expect(res.statusCode, res.body).toBe(201);
      const data = res.json().data;
      expect(data).toMatchObject({
        provider: 'paystack',
        amount: 1_250_000.5,
        currency: 'NGN',
        publicKey: 'pk_test_paystack',
      });
      expect(data.checkoutUrl).toBe(`https://checkout.paystack.com/${data.accessCode}`);

      const call = paystack.requests.find(
        (r) =>
          r.path === '/transaction/initialize' &&
          (r.body as { reference: string }).reference === data.reference,
      );
      expect(call?.headers.authorization).toBe(`Bearer ${PAYSTACK_SECRET}`);
      expect(call?.body).toMatchObject({
        email: payer.email,
        amount: '125000050',
        currency: 'NGN',
        channels: ['ussd'],
        callback_url: `${PUBLIC_URL}/property/payment?reference=${data.reference}`,
      });
      expect((await transaction(data.reference)).status).toBe('pending');
    });

    it('refuses mobile money for naira, which Paystack does not offer, before calling it; writes nothing', async () => {
      const calls = paystack.requests.length;
      const before = await db().selectFrom('transactions').select('id').execute();
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/payments/initialize',
        headers: session.auth,
        payload: { moveInDate: MOVE_IN_DATE, propertyId: naira, method: 'mobile_money' },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(
        'Paystack does not offer mobile money for payments in NGN; choose another way to pay',
      );
      expect(paystack.requests).toHaveLength(calls);
      expect(await db().selectFrom('transactions').select('id').execute()).toHaveLength(before.length);
    });

    it('refuses leones, which Paystack does not take, before calling it', async () => {
      const calls = paystack.requests.length;
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/payments/initialize',
        headers: session.auth,
        payload: { moveInDate: MOVE_IN_DATE, propertyId: leones },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(
        'Paystack does not take payments in SLE; choose another payment provider',
      );
      expect(paystack.requests).toHaveLength(calls);
    });

    it('verify: abandoned until paid, then successful with one event', async () => {
      const { reference } = await initialize(naira);
      expect((await verify(reference)).json().data.status).toBe('abandoned');
      paystack.pay(reference);
      const res = await verify(reference);
      expect(res.json().data).toMatchObject({ status: 'successful', amount: 1_250_000.5 });
      const row = await transaction(reference);
      expect(row.provider_reference).toBe(String(paystack.charges.get(reference)?.id));
      expect(row.raw).toMatchObject({ status: true, data: { reference, status: 'success' } });
      expect(await eventsFor(reference)).toHaveLength(1);
    });

    it('verify: a failed charge is recorded failed, with no event', async () => {
      const { reference } = await initialize(naira);
      paystack.pay(reference, { status: 'failed' });
      expect((await verify(reference)).json()).toMatchObject({
        message: 'The payment failed',
        data: { status: 'failed' },
      });
      expect(await eventsFor(reference)).toHaveLength(0);
    });

    it('verify: a charge for another amount or currency is marked failed, never successful', async () => {
      const short = await initialize(naira);
      paystack.pay(short.reference, { amount: 1_250_000 });
      expect((await verify(short.reference)).json().data.status).toBe('failed');
      expect((await transaction(short.reference)).raw).toMatchObject({
        ile_rejected: 'amount or currency differs from the transaction',
      });
      // A webhook for it later changes nothing either.
      expect((await deliver('paystack', paystack.webhook(short.reference))).statusCode).toBe(200);
      expect((await transaction(short.reference)).status).toBe('failed');

      const otherCurrency = await initialize(naira);
      paystack.pay(otherCurrency.reference, { currency: 'GHS' });
      expect((await verify(otherCurrency.reference)).json().data.status).toBe('failed');
      expect(await eventsFor(short.reference)).toHaveLength(0);
      expect(await eventsFor(otherCurrency.reference)).toHaveLength(0);
    });

    it('webhook with a good signature: successful, and a second delivery changes nothing', async () => {
      const { reference } = await initialize(naira);
      paystack.pay(reference);
      const webhook = paystack.webhook(reference);
      const first = await deliver('paystack', webhook);
      expect(first.statusCode, first.body).toBe(200);
      expect(first.json()).toEqual({ status: 'success', message: 'Payment updated' });
      const settled = await transaction(reference);
      expect(settled.status).toBe('successful');

      const second = await deliver('paystack', webhook);
      expect(second.statusCode).toBe(200);
      expect(await transaction(reference)).toEqual(settled);
      expect(await eventsFor(reference)).toHaveLength(1);
      expect((await verify(reference)).json().data.status).toBe('successful');
      expect(await eventsFor(reference)).toHaveLength(1);
    });

    it('webhook with a bad or missing signature: 401, nothing written', async () => {
      const { reference } = await initialize(naira);
      paystack.pay(reference);
      const webhook = paystack.webhook(reference);
      const before = await transaction(reference);
      const forged = [
        { ...webhook, headers: { 'content-type': 'application/json' } },
        { ...webhook, headers: { ...webhook.headers, 'x-paystack-signature': 'f'.repeat(128) } },
        // The right signature over a different body (the parsed JSON re-serialised with a space).
        { ...webhook, body: webhook.body.replace('"event":', '"event": ') },
      ];
      for (const attempt of forged) {
        const res = await deliver('paystack', attempt);
        expect(res.statusCode).toBe(401);
        expect(res.json()).toEqual({
          status: 'fail',
          message: 'The webhook signature is missing or does not match',
        });
      }
      expect(await transaction(reference)).toEqual(before);
      expect(await eventsFor(reference)).toHaveLength(0);
    });

    it('webhook for a reference we do not know, or an event we do not act on: 200, nothing written', async () => {
      const countBefore = (await db().selectFrom('transactions').select('id').execute()).length;
      const unknown = await deliver('paystack', paystack.webhook('ILE-NOT-OURS'));
      expect(unknown.statusCode).toBe(200);
      expect(unknown.json().message).toBe('Ignored: no payment has this reference');

      const { reference } = await initialize(naira);
      paystack.pay(reference);
      // A transfer event names a held payment's step reference, never a charge's: no hold has this one.
      const transfer = await deliver('paystack', paystack.webhook(reference, 'transfer.success'));
      expect(transfer.json().message).toBe('Ignored: no payment has this reference');
      const other = await deliver('paystack', paystack.webhook(reference, 'customeridentification.success'));
      expect(other.json().message).toBe('Ignored: not a payment event');
      expect((await transaction(reference)).status).toBe('pending');
      expect((await db().selectFrom('transactions').select('id').execute()).length).toBe(countBefore + 1);

      // A Flutterwave reference is not settled by a (valid) Paystack webhook naming it.
      const viaFlutterwave = await initialize(naira, 'flutterwave');
      flutterwave.pay(viaFlutterwave.reference);
      expect((await deliver('paystack', paystack.webhook(viaFlutterwave.reference))).json().message).toBe(
        'Ignored: no payment has this reference',
      );
      expect((await transaction(viaFlutterwave.reference)).status).toBe('pending');
    });

    it('webhooks and verify racing each other make one success and one event', async () => {
      const { reference } = await initialize(naira);
      paystack.pay(reference);
      const webhook = paystack.webhook(reference);
      const answers = await Promise.all([
        deliver('paystack', webhook),
        verify(reference),
        deliver('paystack', webhook),
        verify(reference),
        deliver('paystack', webhook),
      ]);
      expect(answers.map((res) => res.statusCode)).toEqual([200, 200, 200, 200, 200]);
      expect((await transaction(reference)).status).toBe('successful');
      expect(await eventsFor(reference)).toHaveLength(1);
    });

    it('a provider outage is a 502 to retry later, and changes nothing', async () => {
      const { reference } = await initialize(naira);
      paystack.pay(reference);
      paystack.failWith = 503;
      const res = await verify(reference);
      expect(res.statusCode).toBe(502);
      expect(res.json()).toEqual({
        status: 'error',
        message: 'Paystack could not be reached; try again in a moment (status 503)',
      });
      // The webhook is not acknowledged either, so Paystack sends it again later.
      expect((await deliver('paystack', paystack.webhook(reference))).statusCode).toBe(502);
      expect((await transaction(reference)).status).toBe('pending');
      paystack.failWith = null;
      expect((await deliver('paystack', paystack.webhook(reference))).statusCode).toBe(200);
      expect((await transaction(reference)).status).toBe('successful');

      const before = (await db().selectFrom('transactions').select('id').execute()).length;
      paystack.failWith = 500;
      const init = await t.app.inject({
        method: 'POST',
        url: '/api/v1/payments/initialize',
        headers: session.auth,
        payload: { moveInDate: MOVE_IN_DATE, propertyId: naira },
      });
      expect(init.statusCode).toBe(502);
      expect((await db().selectFrom('transactions').select('id').execute()).length).toBe(before);
    });
  });

  describe('Flutterwave', () => {
    // A payer of its own: checkouts are throttled per user.
    beforeAll(async () => {
      payer = await createUser(db(), { first_name: 'Ada', last_name: 'Obi' });
      session = await login(t.app, payer);
    });

    it('initializes in major units with tx_ref, redirect_url and the customer', async () => {
      const data = await initialize(leones, 'flutterwave');
      expect(data.accessCode).toBeNull();
      expect(data.checkoutUrl).toMatch(/^https:\/\/checkout\.flutterwave\.com\/v3\/hosted\/pay\//);
      const call = flutterwave.requests.find(
        (r) => r.path === '/v3/payments' && (r.body as { tx_ref: string }).tx_ref === data.reference,
      );
      expect(call?.headers.authorization).toBe(`Bearer ${FLUTTERWAVE_SECRET}`);
      expect(call?.body).toMatchObject({
        amount: 25_000,
        currency: 'SLE',
        redirect_url: `${PUBLIC_URL}/property/payment?reference=${data.reference}`,
        customer: { email: payer.email, name: 'Ada Obi' },
      });
      expect(await transaction(data.reference)).toMatchObject({
        provider: 'flutterwave',
        amount: 25_000,
        currency: 'SLE',
      });
    });

    it('verify: pending while Flutterwave has no charge yet, then successful once paid', async () => {
      const { reference } = await initialize(leones, 'flutterwave');
      expect((await verify(reference)).json().data.status).toBe('pending');
      flutterwave.pay(reference);
      expect((await verify(reference)).json().data.status).toBe('successful');
      expect((await transaction(reference)).provider_reference).toBe(
        String(flutterwave.charges.get(reference)?.id),
      );
      expect(await eventsFor(reference)).toHaveLength(1);
    });

    it('accepts webhooks signed with flutterwave-signature, or carrying the legacy verif-hash', async () => {
      for (const style of ['signature', 'verif-hash'] as const) {
        const { reference } = await initialize(naira, 'flutterwave');
        flutterwave.pay(reference);
        const webhook = flutterwave.webhook(reference, style);
        expect((await deliver('flutterwave', webhook)).statusCode).toBe(200);
        expect((await deliver('flutterwave', webhook)).statusCode).toBe(200);
        expect((await transaction(reference)).status).toBe('successful');
        expect(await eventsFor(reference)).toHaveLength(1);
      }
    });

    it('refuses a webhook with a wrong hash or signature: 401, nothing written', async () => {
      const { reference } = await initialize(naira, 'flutterwave');
      flutterwave.pay(reference);
      const webhook = flutterwave.webhook(reference);
      const attempts: Record<string, string>[] = [
        { 'content-type': 'application/json' },
        { 'content-type': 'application/json', 'verif-hash': 'not-the-hash' },
        { 'content-type': 'application/json', 'flutterwave-signature': 'bm90LWl0' },
      ];
      for (const headers of attempts) {
        expect((await deliver('flutterwave', { ...webhook, headers })).statusCode).toBe(401);
      }
      expect((await transaction(reference)).status).toBe('pending');
      expect(await eventsFor(reference)).toHaveLength(0);
    });

    it('records a failed charge reported by webhook', async () => {
      const { reference } = await initialize(naira, 'flutterwave');
      flutterwave.pay(reference, { status: 'failed' });
      expect((await deliver('flutterwave', flutterwave.webhook(reference))).statusCode).toBe(200);
      expect((await transaction(reference)).status).toBe('failed');
      expect(await eventsFor(reference)).toHaveLength(0);
    });
  });

  describe('payout accounts', () => {
    const save = (payload: Record<string, unknown>) =>
      t.app.inject({ method: 'PUT', url: '/api/v1/payments/payout-account', headers: session.auth, payload });

    it('resolves the account through Paystack’s bank/resolve and keeps only four digits visible', async () => {
      paystack.accounts.set('044:0690000031', 'ADAEZE OBI');
      const res = await save({ bankCode: '044', accountNumber: '0690000031' });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data).toMatchObject({
        provider: 'paystack',
        bank_code: '044',
        bank_name: 'Access Bank',
        account_name: 'ADAEZE OBI',
        account_number_last4: '0031',
      });
      expect(res.body).not.toContain('0690000031');
      const resolve = paystack.requests.findLast((r) => r.path === '/bank/resolve');
      expect(resolve?.headers.authorization).toBe(`Bearer ${PAYSTACK_SECRET}`);

      const refused = await save({ bankCode: '058', accountNumber: '0690000032' });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toBe(
        'Guaranty Trust Bank does not know this account number; check it and try again',
      );
      // An inactive bank is not offered, so not accepted.
      expect((await save({ bankCode: '999', accountNumber: '0690000031' })).statusCode).toBe(400);
      const stored = await db()
        .selectFrom('payout_accounts')
        .selectAll()
        .where('user_id', '=', payer.id)
        .execute();
      expect(stored).toHaveLength(1);
      expect(stored[0]?.account_number).toBe('0690000031');
    });

    it('resolves through Flutterwave’s accounts/resolve, and lists its banks by country', async () => {
      flutterwave.accounts.set('057:1234567890', 'BAYO ADEYEMI');
      const res = await save({ bankCode: '057', accountNumber: '1234567890', provider: 'flutterwave' });
      expect(res.json().data).toMatchObject({
        provider: 'flutterwave',
        bank_name: 'Zenith Bank',
        account_name: 'BAYO ADEYEMI',
        account_number_last4: '7890',
      });
      expect(flutterwave.requests.findLast((r) => r.path === '/v3/accounts/resolve')?.body).toEqual({
        account_number: '1234567890',
        account_bank: '057',
      });
      expect(
        (await save({ bankCode: '057', accountNumber: '1234567891', provider: 'flutterwave' })).statusCode,
      ).toBe(400);

      const banks = await t.app.inject({
        method: 'GET',
        url: '/api/v1/payments/banks?country=SL&provider=flutterwave',
        headers: session.auth,
      });
      expect(banks.json().data.banks).toEqual([{ code: 'SL001', name: 'Sierra Leone Commercial Bank' }]);
      const paystackSl = await t.app.inject({
        method: 'GET',
        url: '/api/v1/payments/banks?country=SL',
        headers: session.auth,
      });
      expect(paystackSl.statusCode).toBe(400);
      expect(paystackSl.json().message).toBe('Paystack does not pay out to banks in Sierra Leone');
    });
  });
});
