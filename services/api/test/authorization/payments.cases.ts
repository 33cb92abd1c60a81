import { randomBytes } from 'node:crypto';
import type { Db } from '@ile/db';
import { holdLinkToken } from '@ile/db/payments/hold-link-token';
import { moveHold } from '@ile/db/repositories/payment-holds.repository';
import { insertTestHold, insertTestUser } from '@ile/db/testing/rows';
import type { TestUser } from '../helpers/accounts';
import { createProperty } from '../helpers/listings';
import type { Fixture, MatrixCase } from './case';

/**
 * The victim's payment: pending on our side, already paid on the sandbox's, so a verify that slipped past
 * the ownership check would visibly turn it successful and write an event.
 */
export async function victimPayment(db: Db, victim: TestUser): Promise<Fixture> {
  const property = await createProperty(db, victim.id, {}, 0);
  const reference = `ILE-${randomBytes(12).toString('hex').toUpperCase()}`;
  await db
    .insertInto('sandbox.charges')
    .values({
      reference,
      amount: 4_500_000,
      currency: 'NGN',
      return_url: 'http://localhost/property/payment',
      status: 'paid',
    })
    .execute();
  await db
    .insertInto('transactions')
    .values({
      reference,
      user_id: victim.id,
      property_id: property.id,
      provider: 'sandbox',
      amount: 4_500_000,
      currency: 'NGN',
      payer_email: victim.email,
    })
    .execute();
  return { reference, propertyId: property.id };
}

/** A held payment the victim paid (`payer`) or is to receive (`payee`); its id. */
export async function victimHold(
  db: Db,
  victim: TestUser,
  role: 'payer' | 'payee',
  purpose: 'move_in' | 'sale_reservation' = 'move_in',
): Promise<string> {
  const other = await insertTestUser(db, 'Other');
  const payee = role === 'payee' ? victim.id : other.id;
  const sale = purpose === 'sale_reservation' ? ({ category: 'sale', duration: 'outright' } as const) : {};
  const property = await createProperty(db, payee, sale, 0);
  const hold = await insertTestHold(
    db,
    { payerId: role === 'payer' ? victim.id : other.id, payeeId: payee, propertyId: property.id },
    purpose === 'sale_reservation' ? { purpose, move_in_date: null } : {},
  );
  await moveHold(db, { holdId: hold.id, from: ['awaiting_payment'], to: 'held', actor: 'system' });
  return hold.id;
}

/** A held payment of the victim's (as payer or payee) that the payer disputed; its id. */
export async function victimDisputedHold(db: Db, victim: TestUser, role: 'payer' | 'payee'): Promise<string> {
  const id = await victimHold(db, victim, role);
  await moveHold(db, {
    holdId: id,
    from: ['held'],
    to: 'disputed',
    actor: 'payer',
    reason: 'No keys',
    set: { dispute_reason: 'No keys', disputed_at: new Date() },
  });
  return id;
}

/** The emailed "I have the keys" link's token of a fresh held payment the victim made. */
export async function victimHoldLinkToken(db: Db, victim: TestUser): Promise<string> {
  const id = await victimHold(db, victim, 'payer');
  const row = await db
    .selectFrom('payment_holds')
    .select(['id', 'link_key'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return holdLinkToken(row, 'keys');
}

/** A published sale of the victim's; its id. */
export async function victimSale(db: Db, victim: TestUser): Promise<string> {
  return (await createProperty(db, victim.id, { category: 'sale', duration: 'outright' }, 0)).id;
}

export async function victimPayoutAccount(db: Db, victim: TestUser): Promise<Fixture> {
  await db
    .insertInto('payout_accounts')
    .values({
      user_id: victim.id,
      provider: 'sandbox',
      bank_code: '058',
      bank_name: 'Guaranty Trust Bank',
      account_number: '0123456789',
      account_name: 'BOLA OBI',
      verified_at: new Date(),
    })
    .onConflict((oc) => oc.column('user_id').doNothing())
    .execute();
  return { userId: victim.id };
}

const paymentsOf = (db: Db, fixture: Fixture) =>
  Promise.all([
    db
      .selectFrom('transactions')
      .selectAll()
      .where('property_id', '=', fixture.propertyId ?? '')
      .execute(),
    db.selectFrom('outbox_events').select('id').where('event_type', '=', 'payment.succeeded').execute(),
  ]);

const payoutAccountOf = (db: Db, fixture: Fixture) =>
  db
    .selectFrom('payout_accounts')
    .selectAll()
    .where('user_id', '=', fixture.userId ?? '')
    .execute();

const newPayout = { bankCode: '044', accountNumber: '9999999999' };

/** Payments, transactions and payout accounts. */
export const PAYMENT_CASES: MatrixCase[] = [
  {
    name: 'start a payment in another user’s name',
    method: 'POST',
    url: () => '/api/v1/payments/initialize',
    arrange: victimPayment,
    payload: (b, f) => ({ userId: b.id, propertyId: f.propertyId }),
    snapshot: paymentsOf,
    expect: 403,
  },
  {
    name: 'verify another user’s payment',
    method: 'POST',
    url: () => '/api/v1/payments/verify',
    arrange: victimPayment,
    payload: (_b, f) => ({ reference: f.reference }),
    snapshot: paymentsOf,
    expect: 404,
  },
  {
    name: 'verify a payment naming another user',
    method: 'POST',
    url: () => '/api/v1/payments/verify',
    arrange: victimPayment,
    payload: (b, f) => ({ reference: f.reference, userId: b.id }),
    snapshot: paymentsOf,
    expect: 403,
  },
  {
    name: 'record a transaction for another user',
    method: 'POST',
    url: () => '/api/v1/transaction/create',
    arrange: victimPayment,
    payload: (b, f) => ({
      amount: 10,
      currency: 'NGN',
      subject: 'Rent',
      senderName: 'Bola Obi',
      senderEmail: b.email,
      status: 'successful',
      propertyId: f.propertyId,
      userId: b.id,
    }),
    snapshot: paymentsOf,
    expect: 403,
  },
  {
    name: 'read another user’s transactions',
    method: 'GET',
    url: (b) => `/api/v1/user/transactions?userId=${b.id}`,
    expect: 403,
  },
  {
    name: 'read another user’s payout account',
    method: 'GET',
    arrange: victimPayoutAccount,
    url: (b) => `/api/v1/payments/payout-account?userId=${b.id}`,
    expect: 403,
  },
  {
    name: 'replace another user’s payout account (PUT)',
    method: 'PUT',
    arrange: victimPayoutAccount,
    url: () => '/api/v1/payments/payout-account',
    payload: (b) => ({ ...newPayout, userId: b.id }),
    snapshot: payoutAccountOf,
    expect: 403,
  },
  {
    name: 'replace another user’s payout account (POST)',
    method: 'POST',
    arrange: victimPayoutAccount,
    url: () => '/api/v1/payments/payout-account',
    payload: (b) => ({ ...newPayout, userId: b.id }),
    snapshot: payoutAccountOf,
    expect: 403,
  },
  {
    name: 'list banks as someone else',
    method: 'GET',
    url: (b) => `/api/v1/payments/banks?country=NG&userId=${b.id}`,
    expect: 403,
  },
];
