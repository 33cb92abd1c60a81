import { ledgerProblems } from '@ile/db/repositories/payment-holds.repository';
import { holdStepReference } from '@ile/shared';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { paymentsConfigFromEnv } from '../src/config';
import { settleHoldStep } from '../src/modules/payments/holds/hold-payouts';
import { createProviderRegistry, type ProviderRegistry } from '../src/modules/payments/providers';
import { ProviderUnavailableError } from '../src/modules/payments/providers/provider';
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

// Releases (transfers) and refunds of held payments through the real Paystack and Flutterwave adapters,
// over HTTP to local servers speaking their documented payout protocols. The worker's jobs call
// settleHoldStep exactly as these tests do; webhooks go through the api's route.

const PUBLIC_URL = 'http://ile.test:8080';
const PAYSTACK_SECRET = 'sk_test_paystack_payouts';
const FLUTTERWAVE_SECRET = 'FLWSECK_TEST-flutterwave-payouts-X';
const FLUTTERWAVE_HASH = 'flutterwave-payouts-hash';

describe('held payments paid out through Paystack and Flutterwave (local servers speaking their protocols)', () => {
  let t: TestApp;
  let paystack: FakePaystack;
  let flutterwave: FakeFlutterwave;
  let fakes: FakeProviders;
  let providers: ProviderRegistry;
  let owner: TestUser;
  let payer: TestUser;
  let ownerSession: Session;
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
    const env = { PUBLIC_URL, ...fakes.env };
    t = await createTestApp(env);
    await t.app.ready();
    // The worker's registry, built from the same variables as the worker builds it.
    providers = createProviderRegistry(paymentsConfigFromEnv({ NODE_ENV: 'test', ...env }), {
      db: t.database.db,
      publicUrl: PUBLIC_URL,
    });
    owner = await createUser(t.database.db, { first_name: 'Olu' });
    await givePayoutAccount(t.database.db, owner.id);
    payer = await createUser(t.database.db, { first_name: 'Ada', last_name: 'Obi' });
    ownerSession = await login(t.app, owner);
    session = await login(t.app, payer);
    naira = (await createProperty(t.database.db, owner.id, { price: 1_450_000 }, 0)).id;
    leones = (await createProperty(t.database.db, owner.id, BO_RENTAL_IN_LEONES, 0)).id;
  });
  afterAll(async () => {
    await t.close();
    await fakes.close();
  });
  beforeEach(() => {
    paystack.cutAfterWork.clear();
    flutterwave.cutAfterWork.clear();
  });

  const db = () => t.database.db;
  const deps = () => ({ db: db(), providers });
  const post = (url: string, auth: Record<string, string>, payload?: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url, headers: auth, ...(payload ? { payload } : {}) });
  const hold = (id: string) =>
    db().selectFrom('payment_holds').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const ledger = (id: string) =>
    db().selectFrom('ledger_entries').select(['movement', 'amount']).where('hold_id', '=', id).execute();
  const deliver = (provider: 'paystack' | 'flutterwave', webhook: SignedWebhook) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1/payments/webhook/${provider}`,
      headers: webhook.headers,
      payload: webhook.body,
    });

  /** Checkout through the provider, paid there, verified: the hold (held) and the charge's reference. */
  async function heldPayment(provider: 'paystack' | 'flutterwave') {
    const res = await post('/api/v1/payments/initialize', session.auth, {
      propertyId: provider === 'paystack' ? naira : leones,
      provider,
      moveInDate: MOVE_IN_DATE,
    });
    expect(res.statusCode, res.body).toBe(201);
    const { reference, hold: created } = res.json().data as { reference: string; hold: { id: string } };
    (provider === 'paystack' ? paystack : flutterwave).pay(reference);
    const verified = await post('/api/v1/payments/verify', session.auth, { reference });
    expect(verified.statusCode, verified.body).toBe(200);
    expect((await hold(created.id)).state).toBe('held');
    return { id: created.id, reference };
  }
  /** Held, then "I have the keys": release_pending. */
  async function releasePending(provider: 'paystack' | 'flutterwave') {
    const paid = await heldPayment(provider);
    expect((await post(`/api/v1/payments/holds/${paid.id}/confirm`, session.auth)).statusCode).toBe(200);
    return paid;
  }
  /** Held, then cancelled by the owner: refund_pending. */
  async function refundPending(provider: 'paystack' | 'flutterwave') {
    const paid = await heldPayment(provider);
    const res = await post(`/api/v1/payments/holds/${paid.id}/cancel`, ownerSession.auth, {
      reason: 'The flat is no longer available',
    });
    expect(res.statusCode, res.body).toBe(200);
    return paid;
  }
  const tamper = (webhook: SignedWebhook, from: string, to: string): SignedWebhook => ({
    ...webhook,
    body: webhook.body.replace(from, to),
  });

  describe('Paystack', () => {
    it('transfers once, in kobo, to a recipient for the payee’s account; a retry reads the first transfer back', async () => {
      const { id } = await releasePending('paystack');
      const reference = holdStepReference(id, 'release');
      expect(await settleHoldStep(deps(), id, 'release', { ask: true })).toBe('pending');
      expect(paystack.transfers.get(reference)).toMatchObject({
        amount: 145_000_000,
        currency: 'NGN',
        accountNumber: '0123456789',
        bankCode: '058',
        status: 'pending',
      });
      // The worker's retry: Paystack refuses the duplicate reference, the adapter reads the transfer back.
      expect(await settleHoldStep(deps(), id, 'release', { ask: true })).toBe('pending');
      const posts = paystack.requests.filter((r) => r.method === 'POST' && r.path === '/transfer');
      expect(posts.filter((r) => (r.body as { reference: string }).reference === reference)).toHaveLength(2);
      expect([...paystack.transfers.values()].filter((x) => x.reference === reference)).toHaveLength(1);
      expect((await hold(id)).state).toBe('release_pending');
    });

    it('a transfer whose answer was lost after Paystack made it is retried with the same reference and never pays twice', async () => {
      const { id } = await releasePending('paystack');
      const reference = holdStepReference(id, 'release');
      paystack.cutAfterWork.set('POST /transfer', 1);
      await expect(settleHoldStep(deps(), id, 'release', { ask: true })).rejects.toBeInstanceOf(
        ProviderUnavailableError,
      );
      expect(paystack.transfers.get(reference)?.amount).toBe(145_000_000);
      expect((await hold(id)).state).toBe('release_pending');
      expect(await ledger(id)).toHaveLength(2); // only the payment

      paystack.settleTransfer(reference, 'success');
      expect(await settleHoldStep(deps(), id, 'release', { ask: true })).toBe('settled');
      expect(await settleHoldStep(deps(), id, 'release', { ask: true })).toBe('not_due');
      expect([...paystack.transfers.values()].filter((x) => x.reference === reference)).toHaveLength(1);
      expect(await hold(id)).toMatchObject({
        state: 'released',
        provider_payout_id: `TRF_${paystack.transfers.get(reference)?.id}`,
      });
      expect((await ledger(id)).filter((e) => e.movement === 'released')).toHaveLength(2);
      expect(await ledgerProblems(db())).toEqual([]);
    });

    it('transfer webhooks: a tampered one is refused, a verified one settles once, a replay changes nothing, a failure pays nothing', async () => {
      const { id } = await releasePending('paystack');
      const other = await releasePending('paystack');
      const reference = holdStepReference(id, 'release');
      await settleHoldStep(deps(), id, 'release', { ask: true });
      await settleHoldStep(deps(), other.id, 'release', { ask: true });
      const webhook = paystack.settleTransfer(reference, 'success');

      const forged = tamper(webhook, id.replaceAll('-', ''), other.id.replaceAll('-', ''));
      expect((await deliver('paystack', forged)).statusCode).toBe(401);
      expect((await hold(other.id)).state).toBe('release_pending');

      expect((await deliver('paystack', webhook)).statusCode).toBe(200);
      expect((await hold(id)).state).toBe('released');
      expect((await deliver('paystack', webhook)).statusCode).toBe(200);
      expect(await ledger(id)).toHaveLength(4);

      // The bank refused the other transfer: nothing moves in our books, staff see why.
      const failed = paystack.settleTransfer(holdStepReference(other.id, 'release'), 'failed');
      expect((await deliver('paystack', failed)).statusCode).toBe(200);
      expect(await hold(other.id)).toMatchObject({ state: 'release_pending' });
      expect((await hold(other.id)).payout_failure).toContain('refused');
      expect(await ledger(other.id)).toHaveLength(2);
      expect(await ledgerProblems(db())).toEqual([]);
    });

    it('refunds the charge once, in kobo; a lost answer and retries never refund twice; the verified webhook settles it', async () => {
      const { id, reference } = await refundPending('paystack');
      paystack.cutAfterWork.set('POST /refund', 1);
      await expect(settleHoldStep(deps(), id, 'refund', { ask: true })).rejects.toBeInstanceOf(
        ProviderUnavailableError,
      );
      expect(await settleHoldStep(deps(), id, 'refund', { ask: true })).toBe('pending');
      const refunds = paystack.refunds.filter((r) => r.chargeReference === reference);
      expect(refunds).toEqual([
        expect.objectContaining({ amount: 145_000_000, currency: 'NGN', status: 'pending' }),
      ]);

      const webhook = paystack.settleRefund(reference);
      const tampered = tamper(webhook, '"processed"', '"failed"');
      expect((await deliver('paystack', tampered)).statusCode).toBe(401);
      expect((await hold(id)).state).toBe('refund_pending');
      expect((await deliver('paystack', webhook)).statusCode).toBe(200);
      expect((await hold(id)).state).toBe('refunded');
      expect((await deliver('paystack', webhook)).statusCode).toBe(200);
      expect((await ledger(id)).filter((e) => e.movement === 'refunded')).toHaveLength(2);

      // Paystack itself refuses a second refund of the reversed charge; the adapter never asks for one.
      const charge = paystack.charges.get(reference);
      const again = await fetch(`${paystack.url}/refund`, {
        method: 'POST',
        headers: { authorization: `Bearer ${PAYSTACK_SECRET}`, 'content-type': 'application/json' },
        body: JSON.stringify({ transaction: charge?.id }),
      });
      expect(again.status).toBe(400);
      expect(((await again.json()) as { message: string }).message).toBe(
        'Transaction has been fully reversed',
      );
      const adapter = providers.get('paystack');
      const payout = await adapter.refund({
        reference: holdStepReference(id, 'refund'),
        amount: 145_000_000,
        currency: 'NGN',
        reason: 'again',
        chargeReference: reference,
        providerChargeId: String(charge?.id),
      });
      expect(payout).toMatchObject({ status: 'successful', amount: 145_000_000 });
      expect(paystack.refunds.filter((r) => r.chargeReference === reference)).toHaveLength(1);
      expect(await ledgerProblems(db())).toEqual([]);
    });

    it('reads only the refunds of the charge in question, not another charge’s', async () => {
      const first = await refundPending('paystack');
      const second = await refundPending('paystack');
      await settleHoldStep(deps(), first.id, 'refund', { ask: true });
      paystack.settleRefund(first.reference);
      // The second charge has no refund yet: it must not be taken for settled by the first one's.
      expect(await settleHoldStep(deps(), second.id, 'refund', { ask: false })).toBe('pending');
      expect((await hold(second.id)).state).toBe('refund_pending');
      expect(await settleHoldStep(deps(), second.id, 'refund', { ask: true })).toBe('pending');
      expect(paystack.refunds.filter((r) => r.chargeReference === second.reference)).toHaveLength(1);
    });
  });

  describe('Flutterwave', () => {
    it('transfers once, in major units (leones); a retry with the same reference reads it back', async () => {
      const { id } = await releasePending('flutterwave');
      const reference = holdStepReference(id, 'release');
      expect((await hold(id)).amount).toBe(2_500_000);
      expect(await settleHoldStep(deps(), id, 'release', { ask: true })).toBe('pending');
      expect(flutterwave.transfers.get(reference)).toMatchObject({
        amount: 25_000,
        currency: 'SLE',
        status: 'NEW',
      });
      expect(await settleHoldStep(deps(), id, 'release', { ask: true })).toBe('pending');
      expect([...flutterwave.transfers.values()].filter((x) => x.reference === reference)).toHaveLength(1);
    });

    it('a transfer whose answer was lost is retried with the same reference, settled by the verif-hash webhook once', async () => {
      const { id } = await releasePending('flutterwave');
      const reference = holdStepReference(id, 'release');
      flutterwave.cutAfterWork.set('POST /v3/transfers', 1);
      await expect(settleHoldStep(deps(), id, 'release', { ask: true })).rejects.toBeInstanceOf(
        ProviderUnavailableError,
      );
      expect(await settleHoldStep(deps(), id, 'release', { ask: true })).toBe('pending');
      expect([...flutterwave.transfers.values()].filter((x) => x.reference === reference)).toHaveLength(1);

      const webhook = flutterwave.settleTransfer(reference, 'SUCCESSFUL', 'verif-hash');
      const wrongHash = { ...webhook, headers: { ...webhook.headers, 'verif-hash': 'not-the-hash' } };
      expect((await deliver('flutterwave', wrongHash)).statusCode).toBe(401);
      expect((await hold(id)).state).toBe('release_pending');
      expect((await deliver('flutterwave', webhook)).statusCode).toBe(200);
      expect(await hold(id)).toMatchObject({ state: 'released' });
      expect((await deliver('flutterwave', webhook)).statusCode).toBe(200);
      expect((await ledger(id)).filter((e) => e.movement === 'released')).toEqual([
        { movement: 'released', amount: expect.any(Number) },
        { movement: 'released', amount: expect.any(Number) },
      ]);
      expect((await ledger(id)).every((e) => Math.abs(e.amount) === 2_500_000)).toBe(true);
      expect(await ledgerProblems(db())).toEqual([]);
    });

    it('a signed webhook naming another hold’s reference (a replay of a real one, edited) changes nothing', async () => {
      const { id } = await releasePending('flutterwave');
      const other = await releasePending('flutterwave');
      await settleHoldStep(deps(), id, 'release', { ask: true });
      const webhook = flutterwave.settleTransfer(holdStepReference(id, 'release'), 'SUCCESSFUL', 'signature');
      const edited = tamper(webhook, id.replaceAll('-', ''), other.id.replaceAll('-', ''));
      expect((await deliver('flutterwave', edited)).statusCode).toBe(401);
      // With the legacy header the body is not signed: it is only a signal, the provider is asked again.
      const legacy = {
        body: edited.body,
        headers: { 'content-type': 'application/json', 'verif-hash': FLUTTERWAVE_HASH },
      };
      expect((await deliver('flutterwave', legacy)).statusCode).toBe(200);
      expect((await hold(other.id)).state).toBe('release_pending');
      expect(await ledger(other.id)).toHaveLength(2);
    });

    it('refunds the charge once, in major units; retries never refund twice; the webhook settles it once', async () => {
      const { id, reference } = await refundPending('flutterwave');
      flutterwave.cutAfterWork.set(
        `POST /v3/transactions/${flutterwave.charges.get(reference)?.id}/refund`,
        1,
      );
      await expect(settleHoldStep(deps(), id, 'refund', { ask: true })).rejects.toBeInstanceOf(
        ProviderUnavailableError,
      );
      expect(await settleHoldStep(deps(), id, 'refund', { ask: true })).toBe('pending');
      expect(await settleHoldStep(deps(), id, 'refund', { ask: true })).toBe('pending');
      expect(flutterwave.refunds.filter((r) => r.chargeReference === reference)).toEqual([
        expect.objectContaining({ amount: 25_000, currency: 'SLE', status: 'pending' }),
      ]);
      const webhook = flutterwave.settleRefund(reference);
      expect((await deliver('flutterwave', { ...webhook, headers: {} })).statusCode).toBe(401);
      expect((await deliver('flutterwave', webhook)).statusCode).toBe(200);
      expect((await hold(id)).state).toBe('refunded');
      expect((await deliver('flutterwave', webhook)).statusCode).toBe(200);
      expect((await ledger(id)).filter((e) => e.movement === 'refunded')).toHaveLength(2);
      expect(await settleHoldStep(deps(), id, 'refund', { ask: true })).toBe('not_due');
      expect(flutterwave.refunds.filter((r) => r.chargeReference === reference)).toHaveLength(1);
      expect(await ledgerProblems(db())).toEqual([]);
    });
  });
});
