import { createHmac } from 'node:crypto';
import type { ListingCountry } from '@ile/shared';
import { asNumber, asText, callProvider, field } from './http';
import {
  type Bank,
  type ChargeStatus,
  type CheckoutRequest,
  headerValue,
  type PaymentProviderAdapter,
  type PayoutStatus,
  type ProviderPayout,
  ProviderRefusedError,
  sameSignature,
  toMinorUnits,
  WebhookSignatureError,
  webhookJson,
} from './provider';

export interface PaystackOptions {
  secretKey: string;
  publicKey: string | null;
  baseUrl: string;
}

const LABEL = 'Paystack';

/** Paystack's transaction statuses; the rest (ongoing, pending, processing, queued) are still open. */
const STATUSES: Record<string, ChargeStatus> = {
  success: 'successful',
  failed: 'failed',
  reversed: 'failed',
  abandoned: 'abandoned',
};

/** Paystack's transfer statuses (`otp`: waiting for a confirmation we never give: still pending). */
const TRANSFER_STATUSES: Record<string, PayoutStatus> = {
  success: 'successful',
  failed: 'failed',
  reversed: 'failed',
  abandoned: 'failed',
};

/** Paystack's refund statuses; pending and processing are still open. */
const REFUND_STATUSES: Record<string, PayoutStatus> = { processed: 'successful', failed: 'failed' };

const TRANSFER_EVENTS = ['transfer.success', 'transfer.failed', 'transfer.reversed'];
const REFUND_EVENTS = ['refund.processed', 'refund.failed', 'refund.pending'];

const payoutOf = (
  data: unknown,
  statuses: Record<string, PayoutStatus>,
  raw: Record<string, unknown>,
): ProviderPayout => ({
  status: statuses[asText(field(data, 'status')) ?? ''] ?? 'pending',
  amount: asNumber(field(data, 'amount')),
  currency: asText(field(data, 'currency')),
  providerId: asText(field(data, 'transfer_code')) ?? asText(field(data, 'id')),
  raw,
});

const notFoundPayout = (raw: Record<string, unknown>): ProviderPayout => ({
  status: 'not_found',
  amount: null,
  currency: null,
  providerId: null,
  raw,
});

/** Paystack names countries in its bank list by name. */
const BANK_COUNTRIES: Partial<Record<ListingCountry, string>> = { NG: 'nigeria' };

/** The checkout channels Paystack offers for each of our payment methods. */
const CHANNELS = { card: 'card', mobile_money: 'mobile_money', ussd: 'ussd' } as const;

/**
 * Paystack (https://paystack.com/docs/api): amounts in the lowest unit (kobo), the secret key as bearer
 * token, and webhooks signed with an HMAC-SHA512 of the raw body under that same secret key.
 */
export function createPaystackProvider(options: PaystackOptions): PaymentProviderAdapter {
  const call = (method: 'GET' | 'POST', path: string, body?: unknown) =>
    callProvider(LABEL, { method, url: `${options.baseUrl}${path}`, secretKey: options.secretKey, body });
  const refused = (answer: Record<string, unknown>) =>
    new ProviderRefusedError(LABEL, asText(answer.message) ?? 'no reason given');

  async function verifyTransfer(reference: string): Promise<ProviderPayout> {
    const { status, body } = await call('GET', `/transfer/verify/${encodeURIComponent(reference)}`);
    if (body.status !== true) {
      if (status === 400 || status === 404) return notFoundPayout(body);
      throw refused(body);
    }
    return payoutOf(body.data, TRANSFER_STATUSES, body);
  }

  /** The refunds of one transaction (Paystack keys refunds by the transaction, not by a reference of ours). */
  async function findRefund(chargeReference: string, providerChargeId: string | null) {
    const query = new URLSearchParams({ transaction: providerChargeId ?? chargeReference });
    const { body } = await call('GET', `/refund?${query}`);
    if (body.status !== true || !Array.isArray(body.data)) throw refused(body);
    const live = body.data.filter((refund) => asText(field(refund, 'status')) !== 'failed');
    const refund = live[0] ?? body.data[0];
    return refund === undefined ? notFoundPayout(body) : payoutOf(refund, REFUND_STATUSES, body);
  }

  return {
    name: 'paystack',
    label: LABEL,
    publicKey: options.publicKey,
    // Paystack settles naira (and currencies of other countries), not leones.
    currencies: ['NGN'],
    // Paystack's mobile money channel is for Ghana, Kenya and Côte d'Ivoire, not naira.
    methods: { NGN: ['card', 'ussd'] },
    bankCountries: ['NG'],

    async initialize(request: CheckoutRequest) {
      const { body } = await call('POST', '/transaction/initialize', {
        email: request.email,
        amount: String(toMinorUnits(request.amount)),
        currency: request.currency,
        reference: request.reference,
        callback_url: request.returnUrl,
        ...(request.method ? { channels: [CHANNELS[request.method]] } : {}),
        metadata: { description: request.description, customer_name: request.customerName },
      });
      const url = asText(field(body.data, 'authorization_url'));
      if (body.status !== true || !url) throw refused(body);
      return { checkoutUrl: url, accessCode: asText(field(body.data, 'access_code')) };
    },

    async verify(reference: string) {
      const { status, body } = await call('GET', `/transaction/verify/${encodeURIComponent(reference)}`);
      if (body.status !== true) {
        // Paystack answers an unknown reference with 400 (or 404) and status false.
        if (status === 400 || status === 404) {
          return { status: 'not_found', amount: null, currency: null, providerReference: null, raw: body };
        }
        throw refused(body);
      }
      const data = body.data;
      const kobo = asNumber(field(data, 'amount'));
      return {
        status: STATUSES[asText(field(data, 'status')) ?? ''] ?? 'pending',
        amount: kobo === null ? null : kobo / 100,
        currency: asText(field(data, 'currency')),
        providerReference: asText(field(data, 'id')),
        raw: body,
      };
    },

    readWebhook(rawBody, headers) {
      const expected = createHmac('sha512', options.secretKey).update(rawBody).digest('hex');
      if (!sameSignature(headerValue(headers, 'x-paystack-signature'), expected)) {
        throw new WebhookSignatureError();
      }
      const event = webhookJson(rawBody);
      const name = asText(field(event, 'event')) ?? 'unknown';
      const data = field(event, 'data');
      if (TRANSFER_EVENTS.includes(name)) {
        return {
          event: name,
          reference: asText(field(data, 'reference')),
          concernsPayment: false,
          payout: 'transfer',
        };
      }
      if (REFUND_EVENTS.includes(name)) {
        // A refund names the refunded transaction's reference (ours), not a reference of the refund.
        return {
          event: name,
          reference: asText(field(data, 'transaction_reference')),
          concernsPayment: false,
          payout: 'refund',
        };
      }
      return {
        event: name,
        reference: asText(field(data, 'reference')),
        concernsPayment: name === 'charge.success',
      };
    },

    /**
     * A recipient for the payee's account (Paystack returns the existing one for an account it knows), then
     * the transfer with our reference, which Paystack keeps unique: a retry with the same reference is
     * refused as a duplicate, and then the first transfer is read back by that reference.
     */
    async transfer(request) {
      const recipient = await call('POST', '/transferrecipient', {
        type: 'nuban',
        name: request.recipient.accountName ?? 'Ile payee',
        account_number: request.recipient.accountNumber,
        bank_code: request.recipient.bankCode,
        currency: request.currency,
      });
      const code = asText(field(recipient.body.data, 'recipient_code'));
      if (recipient.body.status !== true || !code) throw refused(recipient.body);
      const { body } = await call('POST', '/transfer', {
        source: 'balance',
        amount: request.amount,
        currency: request.currency,
        recipient: code,
        reason: request.reason,
        reference: request.reference,
      });
      if (body.status === true) return payoutOf(body.data, TRANSFER_STATUSES, body);
      const known = await verifyTransfer(request.reference);
      if (known.status !== 'not_found') return known;
      throw refused(body);
    },

    verifyTransfer,

    /** A full refund of the charge, unless one is already under way (Paystack refunds carry no reference of ours). */
    async refund(request) {
      const existing = await findRefund(request.chargeReference, request.providerChargeId);
      if (existing.status !== 'not_found' && existing.status !== 'failed') return existing;
      const { body } = await call('POST', '/refund', {
        transaction: request.providerChargeId ?? request.chargeReference,
        amount: request.amount,
        merchant_note: request.reason,
      });
      if (body.status !== true) throw refused(body);
      return payoutOf(body.data, REFUND_STATUSES, body);
    },

    verifyRefund: (request) => findRefund(request.chargeReference, request.providerChargeId),

    async resolveAccount(bankCode: string, accountNumber: string) {
      const query = new URLSearchParams({ account_number: accountNumber, bank_code: bankCode });
      const { status, body } = await call('GET', `/bank/resolve?${query}`);
      if (body.status === true) return asText(field(body.data, 'account_name'));
      // Paystack says 422 (or 400) when the bank knows no such account.
      if (status === 400 || status === 404 || status === 422) return null;
      throw refused(body);
    },

    async listBanks(country: ListingCountry) {
      const name = BANK_COUNTRIES[country];
      if (!name) return [];
      const { body } = await call('GET', `/bank?country=${name}&perPage=100`);
      if (body.status !== true || !Array.isArray(body.data)) throw refused(body);
      return body.data
        .filter((bank) => field(bank, 'active') !== false)
        .map((bank) => ({ code: asText(field(bank, 'code')), name: asText(field(bank, 'name')) }))
        .filter((bank): bank is Bank => bank.code !== null && bank.name !== null);
    },
  };
}
