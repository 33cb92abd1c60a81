import { createHmac } from 'node:crypto';
import type { ListingCountry, PaymentMethod } from '@ile/shared';
import { AppError } from '../../../lib/errors';
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
  WebhookSignatureError,
  webhookJson,
} from './provider';

export interface FlutterwaveOptions {
  secretKey: string;
  publicKey: string | null;
  secretHash: string | null;
  baseUrl: string;
}

const LABEL = 'Flutterwave';

const STATUSES: Record<string, ChargeStatus> = {
  successful: 'successful',
  succeeded: 'successful',
  failed: 'failed',
  cancelled: 'abandoned',
};

/** Flutterwave's names for our payment methods (its `payment_options`). */
const PAYMENT_OPTIONS: Record<PaymentMethod, string> = {
  card: 'card',
  ussd: 'ussd',
  // Never sent for naira or leones (see `methods`); a country-specific option would go here.
  mobile_money: 'mobilemoneyghana',
};

/** Flutterwave's transfer and refund statuses; NEW, PENDING and the rest are still open. */
const PAYOUT_STATUSES: Record<string, PayoutStatus> = {
  SUCCESSFUL: 'successful',
  FAILED: 'failed',
  completed: 'successful',
  failed: 'failed',
};

/** Flutterwave amounts are in major units; ours in minor. */
const toMajor = (minor: number) => minor / 100;

const payoutOf = (data: unknown, raw: Record<string, unknown>): ProviderPayout => {
  const amount = asNumber(field(data, 'amount')) ?? asNumber(field(data, 'amount_refunded'));
  return {
    status: PAYOUT_STATUSES[asText(field(data, 'status')) ?? ''] ?? 'pending',
    amount: amount === null ? null : Math.round(amount * 100),
    currency: asText(field(data, 'currency')),
    providerId: asText(field(data, 'id')),
    raw,
  };
};

const noPayout = (raw: Record<string, unknown>): ProviderPayout => ({
  status: 'not_found',
  amount: null,
  currency: null,
  providerId: null,
  raw,
});

const notFound = (raw: Record<string, unknown>) =>
  ({ status: 'not_found', amount: null, currency: null, providerReference: null, raw }) as const;

/**
 * Flutterwave v3 (https://developer.flutterwave.com): Standard checkout through `POST /v3/payments`, amounts
 * in major units, the secret key as bearer token. Webhooks carry the dashboard's "secret hash": either as
 * `flutterwave-signature`, a base64 HMAC-SHA256 of the raw body under that hash (what the current docs
 * describe), or as the older `verif-hash` header holding the hash itself. Both are accepted.
 */
export function createFlutterwaveProvider(options: FlutterwaveOptions): PaymentProviderAdapter {
  const call = (method: 'GET' | 'POST', path: string, body?: unknown) =>
    callProvider(LABEL, { method, url: `${options.baseUrl}${path}`, secretKey: options.secretKey, body });
  const refused = (answer: Record<string, unknown>) =>
    new ProviderRefusedError(LABEL, asText(answer.message) ?? 'no reason given');

  async function verifyTransfer(reference: string): Promise<ProviderPayout> {
    const { body } = await call('GET', `/v3/transfers?${new URLSearchParams({ reference })}`);
    if (body.status !== 'success' || !Array.isArray(body.data)) throw refused(body);
    const transfer = body.data.find((item) => asText(field(item, 'reference')) === reference);
    return transfer === undefined ? noPayout(body) : payoutOf(transfer, body);
  }

  /** The refunds of one transaction, from the refunds list (a refund carries no reference of ours). */
  async function findRefund(providerChargeId: string | null): Promise<ProviderPayout> {
    if (!providerChargeId) return noPayout({});
    const { body } = await call('GET', `/v3/refunds?${new URLSearchParams({ tx_id: providerChargeId })}`);
    if (body.status !== 'success' || !Array.isArray(body.data)) throw refused(body);
    const refund = body.data.find((item) => asText(field(item, 'tx_id')) === providerChargeId);
    return refund === undefined ? noPayout(body) : payoutOf(refund, body);
  }

  return {
    name: 'flutterwave',
    label: LABEL,
    publicKey: options.publicKey,
    currencies: ['NGN', 'SLE'],
    // Flutterwave's mobile money covers Ghana, Kenya, Rwanda, Tanzania, Uganda, Zambia and francophone West and
    // Central Africa (each with its own payment option), neither Nigeria nor Sierra Leone; USSD is Nigerian.
    methods: { NGN: ['card', 'ussd'], SLE: ['card'] },
    bankCountries: ['NG', 'SL'],

    async initialize(request: CheckoutRequest) {
      const { body } = await call('POST', '/v3/payments', {
        tx_ref: request.reference,
        amount: request.amount,
        currency: request.currency,
        redirect_url: request.returnUrl,
        customer: { email: request.email, name: request.customerName },
        customizations: { title: 'Ile', description: request.description },
        ...(request.method ? { payment_options: PAYMENT_OPTIONS[request.method] } : {}),
      });
      const link = asText(field(body.data, 'link'));
      if (body.status !== 'success' || !link) throw refused(body);
      return { checkoutUrl: link, accessCode: null };
    },

    async verify(reference: string) {
      const query = new URLSearchParams({ tx_ref: reference });
      const { status, body } = await call('GET', `/v3/transactions/verify_by_reference?${query}`);
      if (body.status !== 'success') {
        if (status === 400 || status === 404) return notFound(body);
        throw refused(body);
      }
      const data = body.data;
      return {
        status: STATUSES[asText(field(data, 'status')) ?? ''] ?? 'pending',
        amount: asNumber(field(data, 'amount')),
        currency: asText(field(data, 'currency')),
        providerReference: asText(field(data, 'id')),
        raw: body,
      };
    },

    readWebhook(rawBody, headers) {
      const secretHash = options.secretHash;
      if (!secretHash)
        throw new AppError(503, 'Flutterwave webhooks are not configured (FLUTTERWAVE_SECRET_HASH)');
      const signature = headerValue(headers, 'flutterwave-signature');
      const legacy = headerValue(headers, 'verif-hash');
      const valid =
        sameSignature(signature, createHmac('sha256', secretHash).update(rawBody).digest('base64')) ||
        sameSignature(legacy, secretHash);
      if (!valid) throw new WebhookSignatureError();
      const event = webhookJson(rawBody);
      const name = asText(field(event, 'event')) ?? asText(field(event, 'type')) ?? 'unknown';
      const data = field(event, 'data');
      if (name === 'transfer.completed' || name === 'Transfer') {
        return {
          event: name,
          reference: asText(field(data, 'reference')),
          concernsPayment: false,
          payout: 'transfer',
        };
      }
      if (name.startsWith('refund')) {
        return {
          event: name,
          reference: asText(field(data, 'tx_ref')),
          concernsPayment: false,
          payout: 'refund',
        };
      }
      return {
        event: name,
        reference: asText(field(data, 'tx_ref')) ?? asText(field(data, 'reference')),
        concernsPayment: name === 'charge.completed',
      };
    },

    /**
     * `POST /v3/transfers` with our reference, which Flutterwave keeps unique: a retry is refused as a
     * duplicate, and the first transfer is then read back by that reference.
     */
    async transfer(request) {
      const { body } = await call('POST', '/v3/transfers', {
        account_bank: request.recipient.bankCode,
        account_number: request.recipient.accountNumber,
        amount: toMajor(request.amount),
        currency: request.currency,
        debit_currency: request.currency,
        narration: request.reason,
        reference: request.reference,
      });
      if (body.status === 'success') return payoutOf(body.data, body);
      const known = await verifyTransfer(request.reference);
      if (known.status !== 'not_found') return known;
      throw refused(body);
    },

    verifyTransfer,

    async refund(request) {
      if (!request.providerChargeId)
        throw new ProviderRefusedError(LABEL, 'the charge has no Flutterwave id');
      const existing = await findRefund(request.providerChargeId);
      if (existing.status !== 'not_found' && existing.status !== 'failed') return existing;
      const { body } = await call(
        'POST',
        `/v3/transactions/${encodeURIComponent(request.providerChargeId)}/refund`,
        {
          amount: toMajor(request.amount),
          comments: request.reason,
        },
      );
      if (body.status !== 'success') throw refused(body);
      return payoutOf(body.data, body);
    },

    verifyRefund: (request) => findRefund(request.providerChargeId),

    async resolveAccount(bankCode: string, accountNumber: string) {
      const { status, body } = await call('POST', '/v3/accounts/resolve', {
        account_number: accountNumber,
        account_bank: bankCode,
      });
      if (body.status === 'success') return asText(field(body.data, 'account_name'));
      if (status === 400 || status === 404 || status === 422) return null;
      throw refused(body);
    },

    async listBanks(country: ListingCountry) {
      const { body } = await call('GET', `/v3/banks/${country}`);
      if (body.status !== 'success' || !Array.isArray(body.data)) throw refused(body);
      return body.data
        .map((bank) => ({ code: asText(field(bank, 'code')), name: asText(field(bank, 'name')) }))
        .filter((bank): bank is Bank => bank.code !== null && bank.name !== null);
    },
  };
}
