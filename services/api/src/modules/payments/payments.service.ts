import { randomBytes } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import type { Db, Executor, NewPaymentHold, PaymentHold, Transaction as TransactionRow } from '@ile/db';
import { appendOutboxEvent } from '@ile/db/repositories/outbox.repository';
import {
  findHoldByTransaction,
  insertHold,
  moveHold,
  staffCancellation,
} from '@ile/db/repositories/payment-holds.repository';
import { findPayoutAccount } from '@ile/db/repositories/payout-accounts.repository';
import { findPayableListing } from '@ile/db/repositories/properties.repository';
import {
  findTransactionById,
  findTransactionByReference,
  findUserTransaction,
  insertTransaction,
  listUserTransactions,
  markTransactionSuccessful,
  markTransactionUnsuccessful,
} from '@ile/db/repositories/transactions.repository';
import { liveViewingFeeHold, viewingFeePaid } from '@ile/db/viewings/viewing-fees';
import {
  type CreateTransactionBody,
  formatPrice,
  HOLD_PURPOSE_LABELS,
  type HoldPurpose,
  type InitialisePaymentBody,
  type InitialisePaymentResponse,
  type ListingCurrency,
  MOVE_IN_RELEASE_AFTER_HOURS,
  outboxEvent,
  PAYMENT_METHOD_NAMES,
  type PaymentProvider,
} from '@ile/shared';
import type { FastifyBaseLogger } from 'fastify';
import { BadRequestError, ConflictError, NotFoundError } from '../../lib/errors';
import { requireVerifiedEmail } from '../../lib/verified-email';
import { heldAmountForListing } from './holds/held-amount';
import { holdWebhook } from './holds/hold-payouts';
import { isSecondLiveFeeHold, viewingFeeToPay } from './holds/viewing-fee-payment';
import type { ProviderRegistry } from './providers';
import { type ProviderCharge, toMinorUnits } from './providers/provider';

export interface PaymentsServiceDeps {
  db: Db;
  providers: ProviderRegistry;
  /** The site's origin: providers send the payer back to `${publicUrl}/property/payment`. */
  publicUrl: string;
  log: FastifyBaseLogger;
}

/** What a webhook came to: acted on (or already done), not about a payment, or about no payment of ours. */
export type WebhookOutcome = 'settled' | 'ignored' | 'unknown_reference';

/** Our references: unguessable, and only characters every provider accepts. */
const newReference = () => `ILE-${randomBytes(12).toString('hex').toUpperCase()}`;

const DAY_MS = 86_400_000;
/** The listing's country's offset on a move-in date (Lagos +01:00, Freetown +00:00; neither keeps summer time). */
const OFFSETS: Record<ListingCurrency, string> = { NGN: '+01:00', SLE: '+00:00' };

/** The dates that drive a new hold: a move-in's release time, a reservation's end. */
function holdDates(
  purpose: HoldPurpose,
  listing: { currency: ListingCurrency; reservation_days: number | null },
  moveInDate: string | undefined,
): Pick<NewPaymentHold, 'move_in_date' | 'release_after' | 'lapses_at'> {
  // A viewing fee's release time is set when the owner confirms the viewing (48 h after its end).
  if (purpose === 'viewing_fee') return {};
  if (purpose === 'sale_reservation') {
    return { lapses_at: new Date(Date.now() + (listing.reservation_days ?? 30) * DAY_MS) };
  }
  if (!moveInDate) {
    throw new BadRequestError('Give the move-in date agreed with the owner', {
      moveInDate: ['Required for this payment'],
    });
  }
  const start = new Date(`${moveInDate}T00:00:00${OFFSETS[listing.currency]}`);
  const today = Date.now() - DAY_MS;
  if (
    Number.isNaN(start.getTime()) ||
    start.getTime() < today ||
    start.getTime() > Date.now() + 366 * DAY_MS
  ) {
    throw new BadRequestError('The move-in date must be between today and a year from now', {
      moveInDate: ['Between today and a year from now'],
    });
  }
  return {
    move_in_date: moveInDate,
    release_after: new Date(start.getTime() + MOVE_IN_RELEASE_AFTER_HOURS * 3600_000),
  };
}

/**
 * A payment's hold (if it has one) is held once the provider confirmed the payment. A checkout staff cancelled
 * (its listing found fraudulent) that the payer completed anyway is not Ile's to keep: the money goes straight
 * back, for the staff member's reason (the refund job pays, the payer is told why).
 */
async function holdPaid(trx: Executor, transactionId: string): Promise<void> {
  const hold = await findHoldByTransaction(trx, transactionId);
  if (!hold) return;
  const moved = await moveHold(trx, {
    holdId: hold.id,
    from: ['awaiting_payment', 'cancelled'],
    to: 'held',
    actor: 'system',
    reason: 'The provider confirmed the payment',
  });
  if (!moved) return;
  // Read after the move, under its row lock: a cancellation by staff racing this payment is seen either way.
  // A cancelled hold never comes back to `cancelled`, so such an event means this move came from it.
  const cancelled = await staffCancellation(trx, hold.id);
  if (cancelled) {
    const reason = cancelled.reason ?? 'Ile cancelled this payment';
    await moveHold(trx, {
      holdId: hold.id,
      from: ['held'],
      to: 'refund_pending',
      actor: 'system',
      reason: `Paid after Ile cancelled it: ${reason}`,
      set: { decision_reason: reason, decided_by: cancelled.actor_id, decided_at: new Date() },
    });
    return;
  }
  if (moved.purpose === 'viewing_fee') await viewingFeePaid(trx, moved);
}

/** The answer that sends the payer to a hold's checkout. */
function checkoutOf(hold: PaymentHold, publicKey: string | null): InitialisePaymentResponse {
  const currency = hold.currency as ListingCurrency;
  return {
    reference: hold.transaction_reference,
    provider: hold.provider,
    checkoutUrl: hold.checkout_url ?? '',
    accessCode: hold.checkout_access_code,
    publicKey,
    amount: Number(hold.amount) / 100,
    currency,
    hold: { id: hold.id, purpose: hold.purpose, amount: Number(hold.amount), currency },
  };
}

/** A checkout that was never paid holds nothing. */
async function holdUnpaid(trx: Executor, transactionId: string): Promise<void> {
  const hold = await findHoldByTransaction(trx, transactionId);
  if (!hold) return;
  await moveHold(trx, {
    holdId: hold.id,
    from: ['awaiting_payment'],
    to: 'cancelled',
    actor: 'system',
    reason: 'The payment was not made',
  });
}

/**
 * Checkout, verification and the provider's webhooks. The amount always comes from the listing; a
 * payment becomes successful only when its provider says so for the amount and currency we asked, and
 * exactly once, with one `payment.succeeded` event written in the same database transaction.
 */
export function createPaymentsService({ db, providers, publicUrl, log }: PaymentsServiceDeps) {
  async function payableListing(propertyId: string) {
    const listing = await findPayableListing(db, propertyId);
    if (!listing || listing.status === 'deleted') throw new NotFoundError('Property not found');
    if (listing.status !== 'published') throw new ConflictError('This listing is not open for payment');
    return listing;
  }

  const reread = (id: string): Promise<TransactionRow> => findTransactionById(db, id);

  /** Whether the provider took what we asked for: same currency, same amount to the lowest unit. */
  const matches = (row: TransactionRow, charge: ProviderCharge): boolean =>
    charge.amount !== null &&
    toMinorUnits(charge.amount) === toMinorUnits(row.amount) &&
    charge.currency?.toUpperCase() === row.currency;

  /** Applies the provider's answer to our row; safe to run any number of times, concurrently. */
  async function settle(row: TransactionRow, charge: ProviderCharge): Promise<TransactionRow> {
    const settled = { providerReference: charge.providerReference, raw: charge.raw };
    switch (charge.status) {
      case 'pending':
      case 'not_found':
        return row;
      case 'failed':
      case 'abandoned': {
        const status = charge.status;
        return db.transaction().execute(async (trx) => {
          const updated = await markTransactionUnsuccessful(trx, row.id, status, settled);
          if (updated) await holdUnpaid(trx, updated.id);
          return updated ?? reread(row.id);
        });
      }
      case 'successful': {
        if (!matches(row, charge)) {
          log.warn(
            {
              reference: row.reference,
              expected: [row.amount, row.currency],
              got: [charge.amount, charge.currency],
            },
            'payment amount or currency differs from the listing; marked failed',
          );
          const raw = { ...charge.raw, ile_rejected: 'amount or currency differs from the transaction' };
          return db.transaction().execute(async (trx) => {
            const updated = await markTransactionUnsuccessful(trx, row.id, 'failed', { ...settled, raw });
            if (updated) await holdUnpaid(trx, updated.id);
            return updated ?? reread(row.id);
          });
        }
        const succeeded = await db.transaction().execute(async (trx) => {
          const updated = await markTransactionSuccessful(trx, row.id, settled);
          if (updated) {
            // Money paid into protection: its hold (if the payment has one) is held from this moment.
            await holdPaid(trx, updated.id);
            await appendOutboxEvent(
              trx,
              outboxEvent('payment.succeeded', {
                transactionId: updated.id,
                reference: updated.reference,
                userId: updated.user_id,
                propertyId: updated.property_id,
                amount: updated.amount,
                currency: updated.currency as ListingCurrency,
              }),
            );
          }
          return updated;
        });
        return succeeded ?? reread(row.id);
      }
    }
  }

  return {
    async initialize(userId: string, body: InitialisePaymentBody): Promise<InitialisePaymentResponse> {
      const payer = await requireVerifiedEmail(db, userId);
      const listing = await payableListing(body.propertyId);
      const fee = body.viewingId ? await viewingFeeToPay(db, payer.id, body.viewingId, listing.id) : null;
      if (fee?.kind === 'open') return checkoutOf(fee.hold, providers.get(fee.hold.provider).publicKey);
      const held = fee ? fee.held : heldAmountForListing(listing);
      if (!held) {
        // A sale's price is never charged by card: only a reservation deposit, when the owner offers one.
        throw new ConflictError(
          'This property is for sale: its price is paid through the buyer’s lawyer, and the owner has not offered a reservation deposit',
        );
      }
      if (listing.owner_id === payer.id) throw new ConflictError('This is your own listing');
      const payout = await findPayoutAccount(db, listing.owner_id);
      if (!payout?.verified_at) {
        throw new ConflictError(
          'The owner cannot receive payments through Ile yet (no confirmed payout account); contact them and try again later',
        );
      }
      const dates = holdDates(held.purpose, listing, body.moveInDate);
      const adapter = providers.get(body.provider ?? providers.defaultProvider);
      if (!adapter.currencies.includes(held.currency)) {
        throw new BadRequestError(
          `${adapter.label} does not take payments in ${held.currency}; choose another payment provider`,
          { provider: [`Not available for ${held.currency}`] },
        );
      }
      if (body.method && !adapter.methods[held.currency]?.includes(body.method)) {
        throw new BadRequestError(
          `${adapter.label} does not offer ${PAYMENT_METHOD_NAMES[body.method]} for payments in ${held.currency}; choose another way to pay`,
          { method: [`Not available for ${held.currency} through ${adapter.label}`] },
        );
      }
      const reference = newReference();
      const subject = fee?.kind === 'new' ? fee.viewingId : null;
      const amount = held.amount / 100;
      const description = `${HOLD_PURPOSE_LABELS[held.purpose]}: ${listing.title} (${formatPrice(amount, held.currency)}, held by Ile)`;
      // The provider first: if it refuses, nothing is written. No payment can reach a reference before
      // its checkout is open, so the row always exists by the time a webhook or verify asks for it.
      const checkout = await adapter.initialize({
        reference,
        amount,
        currency: held.currency,
        email: payer.email,
        customerName: `${payer.first_name} ${payer.last_name}`.trim(),
        description,
        // A viewing fee comes back to the seeker's viewings, which verify it and say where the money is.
        returnUrl: `${publicUrl}${subject ? '/account/viewings' : '/property/payment'}?reference=${encodeURIComponent(reference)}`,
        method: body.method,
      });
      const write = () =>
        db.transaction().execute(async (trx) => {
          const transaction = await insertTransaction(trx, {
            reference,
            user_id: payer.id,
            property_id: listing.id,
            provider: adapter.name,
            amount,
            currency: held.currency,
            subject: listing.title.slice(0, 200),
            description,
            payer_name: `${payer.first_name} ${payer.last_name}`.trim(),
            payer_email: payer.email,
          });
          return insertHold(trx, {
            purpose: held.purpose,
            property_id: listing.id,
            payer_id: payer.id,
            payee_id: listing.owner_id,
            amount: held.amount,
            currency: held.currency,
            provider: adapter.name,
            transaction_id: transaction.id,
            transaction_reference: reference,
            subject_id: subject,
            checkout_url: checkout.checkoutUrl,
            checkout_access_code: checkout.accessCode,
            ...dates,
          });
        });
      let hold: PaymentHold;
      try {
        hold = await write();
      } catch (error) {
        // Two "Pay" taps at once: the first checkout stands, the second is never used (so never paid).
        const open =
          subject && isSecondLiveFeeHold(error) ? await liveViewingFeeHold(db, subject) : undefined;
        if (!open) throw error;
        return checkoutOf(open, adapter.publicKey);
      }
      return checkoutOf(hold, adapter.publicKey);
    },

    /** Asks the provider about the caller's own payment; someone else's reference is not found. */
    async verify(userId: string, reference: string): Promise<TransactionRow> {
      const row = await findUserTransaction(db, userId, reference);
      if (!row) throw new NotFoundError('Transaction not found');
      if (row.status === 'successful') return row;
      const charge = await providers.get(row.provider).verify(row.reference);
      return settle(row, charge);
    },

    /**
     * A provider's webhook, its signature checked on the raw body. The webhook only says "look at this
     * reference": what happened is asked of the provider's verify call, as for the site's verify.
     */
    async webhook(
      provider: PaymentProvider,
      rawBody: Buffer,
      headers: IncomingHttpHeaders,
    ): Promise<WebhookOutcome> {
      const adapter = providers.get(provider);
      const notice = adapter.readWebhook(rawBody, headers);
      if (notice.payout && notice.reference) {
        // A transfer or refund of held money: only a signal to read the step back from the provider.
        const outcome = await holdWebhook({ db, providers }, provider, notice.payout, notice.reference);
        return outcome === undefined ? 'unknown_reference' : 'settled';
      }
      if (!notice.concernsPayment || !notice.reference) return 'ignored';
      const row = await findTransactionByReference(db, notice.reference);
      if (!row || row.provider !== provider) return 'unknown_reference';
      if (row.status !== 'successful') await settle(row, await adapter.verify(row.reference));
      return 'settled';
    },

    /**
     * The old client's `transaction/create`: records a pending transaction for the listing, priced by the
     * listing. The status it sends is ignored: only the provider's word makes a payment successful.
     */
    async recordPending(userId: string, body: CreateTransactionBody): Promise<TransactionRow> {
      const payer = await requireVerifiedEmail(db, userId);
      const listing = await payableListing(body.propertyId);
      const held = heldAmountForListing(listing);
      if (!held) {
        throw new ConflictError(
          'This property is for sale: its price is paid through the buyer’s lawyer, never by card',
        );
      }
      const amount = held.amount / 100;
      if (toMinorUnits(body.amount) !== held.amount || body.currency !== held.currency) {
        log.info(
          { propertyId: listing.id, sent: [body.amount, body.currency] },
          'transaction/create: the client’s amount differs from the held amount; the server’s is recorded',
        );
      }
      return insertTransaction(db, {
        reference: newReference(),
        user_id: payer.id,
        property_id: listing.id,
        provider: providers.defaultProvider,
        amount,
        currency: held.currency,
        subject: body.subject,
        description: body.description ?? null,
        payer_name: body.senderName,
        payer_email: payer.email,
        status: 'pending',
      });
    },

    list: (userId: string, page: number, size: number) =>
      listUserTransactions(db, userId, { limit: size, offset: (page - 1) * size }),
  };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;
