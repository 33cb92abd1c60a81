import { createHmac } from 'node:crypto';
import type { ListingCountry } from '@ile/shared';
import { AppError } from '../../../lib/errors';
import { asNumber, asText, callProvider, field } from './http';
import {
  type Bank,
  type ChargeStatus,
  type CheckoutRequest,
  headerValue,
  type PaymentProviderAdapter,
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
const PAYMENT_OPTIONS = { card: 'card', mobile_money: 'mobilemoney', ussd: 'ussd' } as const;

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

  return {
    name: 'flutterwave',
    label: LABEL,
    publicKey: options.publicKey,
    currencies: ['NGN', 'SLE'],
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
      return {
        event: name,
        reference: asText(field(data, 'tx_ref')) ?? asText(field(data, 'reference')),
        concernsPayment: name === 'charge.completed',
      };
    },

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
