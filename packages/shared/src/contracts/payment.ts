import { z } from 'zod';
import { LISTING_COUNTRIES } from '../constants/countries';
import { TEXT_LIMITS } from '../constants/limits';
import {
  HOLD_ACTORS,
  HOLD_PURPOSES,
  HOLD_STATES,
  PAYMENT_METHODS,
  PAYMENT_PROVIDERS,
} from '../constants/payments';
import { TRANSACTION_REFUNDS, TRANSACTION_STATUSES } from '../constants/statuses';
import {
  EmailSchema,
  IdSchema,
  numeric,
  optionalInput,
  optionalText,
  requiredText,
  TimestampSchema,
} from './common';
import { ListingCurrencyInput, ListingCurrencySchema, normaliseLeonePrice } from './listing-fields';
import { PaginationQuery, paginated, queryEnum } from './query';

export const TransactionStatusSchema = z.enum(TRANSACTION_STATUSES);
export const PaymentProviderSchema = z.enum(PAYMENT_PROVIDERS);
export const PaymentMethodSchema = z.enum(PAYMENT_METHODS);

/**
 * POST /api/v1/transaction/create, kept for the spec's client. It records a pending transaction at most:
 * `status` is accepted and ignored, since only the server's verification with the provider makes a payment
 * successful. An amount in SLL comes out in SLE.
 */
export const CreateTransactionBody = z
  .object({
    amount: numeric(z.number().positive()),
    currency: ListingCurrencyInput,
    subject: requiredText(200),
    description: optionalText(1000),
    senderName: requiredText(TEXT_LIMITS.name * 2),
    senderEmail: EmailSchema,
    status: optionalInput(TransactionStatusSchema),
    propertyId: IdSchema,
    userId: IdSchema.optional(),
  })
  .transform(({ amount, ...rest }) => {
    const { price, ...priced } = normaliseLeonePrice({ ...rest, price: amount });
    return { ...priced, amount: price };
  });
export type CreateTransactionBody = z.infer<typeof CreateTransactionBody>;

export const TransactionSchema = z.object({
  id: IdSchema,
  reference: z.string(),
  user_id: IdSchema.nullable(),
  property_id: IdSchema.nullable(),
  amount: z.number(),
  currency: ListingCurrencySchema,
  subject: z.string().nullable(),
  description: z.string().nullable(),
  sender_name: z.string().nullable(),
  sender_email: z.string().nullable(),
  status: TransactionStatusSchema,
  provider: PaymentProviderSchema,
  created_at: TimestampSchema,
  verified_at: TimestampSchema.nullable(),
  /**
   * A successful payment whose held money went back to the payer: `pending` while the refund is on its way,
   * `refunded` once the provider confirmed it. `status` stays `successful` (the charge happened).
   */
  refund: z.enum(TRANSACTION_REFUNDS).nullable(),
});
export type Transaction = z.infer<typeof TransactionSchema>;

/** The user's transactions (/account/payment and /account/payment/transactions). */
export const ListTransactionsQuery = PaginationQuery;
export const TransactionsResponse = paginated('transactions', TransactionSchema);
export type TransactionsResponse = z.infer<typeof TransactionsResponse>;

/** Starts a checkout for a listing; the amount and currency come from the listing, never from the client. */
export const InitialisePaymentBody = z.object({
  propertyId: IdSchema,
  provider: PaymentProviderSchema.optional(),
  method: PaymentMethodSchema.optional(),
  /**
   * Rentals, leases, shared and hostel rooms: the move-in date agreed with the owner (today or later, within a
   * year). The money is released 72 hours after it unless the tenant confirmed the keys earlier or disputed.
   */
  moveInDate: z.iso.date({ error: 'Enter the move-in date as YYYY-MM-DD' }).optional(),
  /** Pays the viewing fee of this viewing (the caller's own booking of `propertyId`) instead of the listing. */
  viewingId: IdSchema.optional(),
});
export type InitialisePaymentBody = z.infer<typeof InitialisePaymentBody>;

/** What the site needs to open the provider's checkout (or the sandbox's page at `checkoutUrl`). */
export const InitialisePaymentResponse = z.object({
  reference: z.string(),
  provider: PaymentProviderSchema,
  checkoutUrl: z.string(),
  accessCode: z.string().nullable(),
  publicKey: z.string().nullable(),
  amount: z.number(),
  currency: ListingCurrencySchema,
  /** The hold the payment goes into: what it is for, and its amount in minor units. */
  hold: z.object({
    id: IdSchema,
    purpose: z.enum(HOLD_PURPOSES),
    amount: z.number().int(),
    currency: ListingCurrencySchema,
  }),
});
export type InitialisePaymentResponse = z.infer<typeof InitialisePaymentResponse>;

/** Asks the server to verify a payment with its provider; the answer is the transaction. */
export const VerifyPaymentBody = z.object({ reference: requiredText(100) });
export type VerifyPaymentBody = z.infer<typeof VerifyPaymentBody>;
export const VerifyPaymentResponse = TransactionSchema;

/** The bank account an owner or agent is paid into (one per user); the number is only returned masked. */
export const PayoutAccountSchema = z.object({
  id: IdSchema,
  user_id: IdSchema,
  provider: PaymentProviderSchema,
  bank_code: z.string(),
  bank_name: z.string(),
  /** As the provider resolved it; null until resolved. */
  account_name: z.string().nullable(),
  account_number_last4: z.string(),
  verified_at: TimestampSchema.nullable(),
  created_at: TimestampSchema,
});
export type PayoutAccount = z.infer<typeof PayoutAccountSchema>;

/** "Set up payouts": resolved through the provider's account-resolve call (or the sandbox). */
export const CreatePayoutAccountBody = z.object({
  bankCode: requiredText(20),
  accountNumber: z
    .string()
    .trim()
    .regex(/^\d{6,20}$/, { error: 'Enter the account number (digits only)' }),
  provider: PaymentProviderSchema.optional(),
});
export type CreatePayoutAccountBody = z.infer<typeof CreatePayoutAccountBody>;

/** The banks the payouts form offers, for one country, from the provider (or the sandbox's short list). */
export const BanksQuery = z.object({
  country: queryEnum(LISTING_COUNTRIES),
  provider: queryEnum(PAYMENT_PROVIDERS),
});
export type BanksQuery = z.infer<typeof BanksQuery>;
export const BankSchema = z.object({ code: z.string(), name: z.string() });
export const BanksResponse = z.object({ banks: z.array(BankSchema) });
export type BanksResponse = z.infer<typeof BanksResponse>;

/** One change of a held payment's state, for its timeline. */
export const HoldEventSchema = z.object({
  from: z.enum(HOLD_STATES).nullable(),
  to: z.enum(HOLD_STATES),
  actor: z.enum(HOLD_ACTORS),
  reason: z.string().nullable(),
  at: TimestampSchema,
});

/** Money Ile holds for a payment (docs/payments.md, "Held payments"); amounts in minor units. */
export const HoldSchema = z.object({
  id: IdSchema,
  purpose: z.enum(HOLD_PURPOSES),
  state: z.enum(HOLD_STATES),
  /** Whether the caller paid it or is to receive it. */
  role: z.enum(['payer', 'payee']),
  amount: z.number().int(),
  currency: ListingCurrencySchema,
  property_id: IdSchema.nullable(),
  property_title: z.string().nullable(),
  transaction_reference: z.string(),
  move_in_date: z.string().nullable(),
  release_after: TimestampSchema.nullable(),
  lapses_at: TimestampSchema.nullable(),
  dispute_reason: z.string().nullable(),
  payee_statement: z.string().nullable(),
  decision_reason: z.string().nullable(),
  /** A viewing fee's viewing time; null for the other purposes. */
  viewing_starts_at: TimestampSchema.nullable(),
  created_at: TimestampSchema,
  events: z.array(HoldEventSchema),
});
export type Hold = z.infer<typeof HoldSchema>;
export const HoldsResponse = z.object({ holds: z.array(HoldSchema) });
export type HoldsResponse = z.infer<typeof HoldsResponse>;

export const HoldParams = z.object({ id: IdSchema });
/** The tenant's or buyer's dispute, the owner's cancellation or answer: in their words. */
export const HoldReasonBody = z.object({ reason: requiredText(1000) });
export type HoldReasonBody = z.infer<typeof HoldReasonBody>;
/** The payee's side of a dispute, shown to Support: one statement, editable until Support decides. */
export const HoldStatementBody = z.object({ statement: requiredText(2000) });
export type HoldStatementBody = z.infer<typeof HoldStatementBody>;

/** The one-tap "I have the keys" email link's token (no sign-in needed). */
export const HoldLinkBody = z.object({ token: z.string().trim().min(1).max(200) });
export type HoldLinkBody = z.infer<typeof HoldLinkBody>;
/** What the link's page shows before the tap: what will happen, to whom, for how much. */
export const HoldLinkPreview = z.object({
  id: IdSchema,
  purpose: z.enum(HOLD_PURPOSES),
  state: z.enum(HOLD_STATES),
  amount: z.number().int(),
  currency: ListingCurrencySchema,
  property_title: z.string().nullable(),
  payee_name: z.string().nullable(),
  /** Whether the tap can still act (the hold is still held). */
  can_confirm: z.boolean(),
});
export type HoldLinkPreview = z.infer<typeof HoldLinkPreview>;

/** A sale's reservation: the owner's refundable deposit (minor units) and how long it holds (1 to 60 days). */
export const ReservationSchema = z.object({
  propertyId: IdSchema,
  currency: ListingCurrencySchema,
  /** Null: the owner offers no reservation. */
  deposit: z.number().int().nullable(),
  days: z.number().int().nullable(),
  /** The largest deposit allowed in this currency (configuration), minor units. */
  cap: z.number().int(),
});
export type Reservation = z.infer<typeof ReservationSchema>;
export const ReservationParams = z.object({ propertyId: IdSchema });
export const SetReservationBody = z.object({
  /** Minor units; null withdraws the offer. */
  deposit: z.number().int().positive().nullable(),
  days: z.number().int().min(1).max(60, { error: 'A reservation lasts at most 60 days' }),
});
export type SetReservationBody = z.infer<typeof SetReservationBody>;
