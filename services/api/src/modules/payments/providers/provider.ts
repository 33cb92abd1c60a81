import { timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import type { ListingCountry, ListingCurrency, PaymentMethod, PaymentProvider } from '@ile/shared';
import { AppError, BadRequestError } from '../../../lib/errors';

/** What a provider needs to open its checkout for one of our references. */
export interface CheckoutRequest {
  reference: string;
  /** In major units (naira, leones); each adapter converts to what its provider expects. */
  amount: number;
  currency: ListingCurrency;
  email: string;
  customerName: string;
  description: string;
  /** Where the provider sends the payer back to (the site's /property/payment page). */
  returnUrl: string;
  method?: PaymentMethod;
}

export interface Checkout {
  checkoutUrl: string;
  /** Paystack's access code for its inline popup; null for providers without one. */
  accessCode: string | null;
}

/**
 * A provider's view of a charge, normalised. `not_found`: the provider has no charge under the reference
 * (never paid, or recorded through the old transaction/create call).
 */
export type ChargeStatus = 'successful' | 'failed' | 'abandoned' | 'pending' | 'not_found';

export interface ProviderCharge {
  status: ChargeStatus;
  /** In major units, as the provider reports it; compared with ours before anything is marked paid. */
  amount: number | null;
  currency: string | null;
  /** The provider's own id of the charge. */
  providerReference: string | null;
  /** The provider's answer as received. */
  raw: Record<string, unknown>;
}

/** A webhook whose signature checked out: which event, and which of our references it concerns. */
export interface WebhookNotice {
  event: string;
  reference: string | null;
  /** Whether the event may change a payment; others are acknowledged and ignored. */
  concernsPayment: boolean;
  /**
   * A transfer or refund event: `reference` is then our step reference (`hold_<id>_release`) for a
   * transfer, or the refunded charge's reference for a refund. Only a signal to verify, like payments.
   */
  payout?: PayoutKind;
}

export type PayoutKind = 'transfer' | 'refund';

/** What a held payment's release (a transfer) or refund asks of the provider. */
export interface PayoutRequest {
  /** Ours, one per step (`hold_<id>_release`): the provider's idempotency key, reused on every retry. */
  reference: string;
  /** In minor units (kobo, cents). */
  amount: number;
  currency: ListingCurrency;
  reason: string;
}

export interface TransferRequest extends PayoutRequest {
  /** The payee's validated payout account (payouts.service.ts). */
  recipient: { bankCode: string; accountNumber: string; accountName: string | null };
}

export interface RefundRequest extends PayoutRequest {
  /** Our reference of the charge being refunded, and the provider's id of it when we have one. */
  chargeReference: string;
  providerChargeId: string | null;
}

/** `not_found`: the provider has no payout under the reference (never asked, or it did not arrive). */
export type PayoutStatus = 'successful' | 'pending' | 'failed' | 'not_found';

export interface ProviderPayout {
  status: PayoutStatus;
  /** In minor units, as the provider reports it. */
  amount: number | null;
  currency: string | null;
  providerId: string | null;
  raw: Record<string, unknown>;
}

export interface Bank {
  code: string;
  name: string;
}

/** Each provider behind one shape; the service never speaks a provider's protocol itself. */
export interface PaymentProviderAdapter {
  readonly name: PaymentProvider;
  /** As users read it in messages: "Paystack". */
  readonly label: string;
  /** Handed to the site for the provider's inline checkout; never a secret. */
  readonly publicKey: string | null;
  readonly currencies: readonly ListingCurrency[];
  /**
   * The ways to pay the provider offers in each currency it takes (docs/payments.md, "Mobile money"): a
   * method it does not offer there is refused before the provider is called.
   */
  readonly methods: Readonly<Partial<Record<ListingCurrency, readonly PaymentMethod[]>>>;
  /** Countries whose banks the provider lists and resolves accounts in. */
  readonly bankCountries: readonly ListingCountry[];
  initialize(request: CheckoutRequest): Promise<Checkout>;
  verify(reference: string): Promise<ProviderCharge>;
  /** Checks the signature over the raw body; throws WebhookSignatureError when it does not match. */
  readWebhook(rawBody: Buffer, headers: IncomingHttpHeaders): WebhookNotice;
  /** The account holder's name, or null when the bank knows no such account. */
  resolveAccount(bankCode: string, accountNumber: string): Promise<string | null>;
  listBanks(country: ListingCountry): Promise<Bank[]>;
  /**
   * Pays a held payment out to the payee. Idempotent on `reference`: a retry after a timeout returns the
   * first transfer's state, never a second transfer.
   */
  transfer(request: TransferRequest): Promise<ProviderPayout>;
  verifyTransfer(reference: string): Promise<ProviderPayout>;
  /** Refunds a held payment in full to the payer; idempotent on `reference` (and on the charge). */
  refund(request: RefundRequest): Promise<ProviderPayout>;
  verifyRefund(request: RefundRequest): Promise<ProviderPayout>;
}

/** The provider is down, slow or answered something we cannot read: worth retrying later. */
export class ProviderUnavailableError extends AppError {
  constructor(label: string, detail?: string) {
    super(502, `${label} could not be reached; try again in a moment${detail ? ` (${detail})` : ''}`);
  }
}

/** The provider understood the request and refused it (bad currency, bad key, ...). */
export class ProviderRefusedError extends AppError {
  constructor(label: string, message: string) {
    super(502, `${label} refused the request: ${message}`);
  }
}

export class WebhookSignatureError extends AppError {
  constructor(message = 'The webhook signature is missing or does not match') {
    super(401, message);
  }
}

/** Amounts in the lowest unit (kobo, cents), where the comparison of ours and the provider's is exact. */
export { toMinorUnits } from '@ile/shared';

export const headerValue = (headers: IncomingHttpHeaders, name: string): string | undefined => {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
};

/** Compares a received signature with the expected one in constant time. */
export function sameSignature(received: string | undefined, expected: string): boolean {
  if (!received) return false;
  const a = Buffer.from(received);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The body of a webhook whose signature checked out. */
export function webhookJson(rawBody: Buffer): unknown {
  try {
    return JSON.parse(rawBody.toString('utf8'));
  } catch {
    throw new BadRequestError('The webhook body is not valid JSON');
  }
}
