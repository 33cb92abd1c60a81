import { randomUUID } from 'node:crypto';
import type { Executor } from '../database';
import type { NewListingApplication } from '../schema/listing-applications';
import type { NewPaymentHold, PaymentHold } from '../schema/payment-holds';
import type { NewProperty } from '../schema/properties';

// Rows with only what the schema requires, for tests that need a person, a listing or an application to exist
// and do not care what it says.

/** A user; the address is unique, so a test may make several people of one name. */
export function insertTestUser(db: Executor, firstName: string, lastName = 'Test') {
  return db
    .insertInto('users')
    .values({
      email: `${firstName.toLowerCase()}-${randomUUID()}@example.test`,
      password_hash: 'x',
      first_name: firstName,
      last_name: lastName,
    })
    .returning(['id', 'email', 'first_name'])
    .executeTakeFirstOrThrow();
}

/** What a listing and a listing application must both say. */
const A_FLAT = {
  title: 'Flat',
  description: 'A flat',
  property_type: 'residential',
  category: 'rental',
  address: '1 Marina',
  state: 'Lagos',
  state_code: 'LA',
  country: 'NG',
  price: '1000',
  currency: 'NGN',
  duration: 'month',
} as const;

/** A listing of `ownerId` (a draft unless `values` says otherwise); its id. */
export async function insertTestListing(
  db: Executor,
  ownerId: string,
  values: Partial<NewProperty> = {},
): Promise<string> {
  const row = await db
    .insertInto('properties')
    .values({ ...A_FLAT, owner_id: ownerId, ...values })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A listing application of `userId` (pending unless `values` says otherwise); its id. */
export async function insertTestApplication(
  db: Executor,
  userId: string,
  values: Partial<NewListingApplication> = {},
): Promise<string> {
  const row = await db
    .insertInto('listing_applications')
    .values({ ...A_FLAT, user_id: userId, ...values })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * A held payment in `awaiting_payment` (sandbox, NGN) of `amount` minor units, with its pending transaction
 * and the sandbox's pending charge; its row.
 */
export async function insertTestHold(
  db: Executor,
  parties: { payerId: string; payeeId: string; propertyId: string },
  values: Partial<NewPaymentHold> & { amount?: number } = {},
): Promise<PaymentHold> {
  const amount = values.amount ?? 145_000_000;
  const reference = `ILE-TEST-${randomUUID()}`;
  const transaction = await db
    .insertInto('transactions')
    .values({
      reference,
      user_id: parties.payerId,
      property_id: parties.propertyId,
      provider: 'sandbox',
      amount: amount / 100,
      currency: 'NGN',
      status: 'pending',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('sandbox.charges')
    .values({ reference, amount: amount / 100, currency: 'NGN', return_url: 'http://localhost/back' })
    .execute();
  return db
    .insertInto('payment_holds')
    .values({
      purpose: 'move_in',
      property_id: parties.propertyId,
      payer_id: parties.payerId,
      payee_id: parties.payeeId,
      currency: 'NGN',
      provider: 'sandbox',
      transaction_reference: reference,
      transaction_id: transaction.id,
      ...values,
      amount,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/**
 * A validated sandbox payout account for `userId` (as the payout-account flow leaves it), so payments for their
 * listings can be taken and paid out; an account already there is marked validated.
 */
export async function givePayoutAccount(db: Executor, userId: string): Promise<void> {
  await db
    .insertInto('payout_accounts')
    .values({
      user_id: userId,
      provider: 'sandbox',
      bank_code: '058',
      bank_name: 'Guaranty Trust Bank',
      account_number: '0123456789',
      account_name: 'OWNER TEST',
      verified_at: new Date(),
    })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ verified_at: new Date() }))
    .execute();
}
