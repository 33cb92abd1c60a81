import { createHmac } from 'node:crypto';
import type { ListingCountry } from '@ile/shared';
import { asNumber, asText, callProvider, field } from './http';
import {
  type Bank,
  type ChargeStatus,
  type CheckoutRequest,
  headerValue,
  type PaymentProviderAdapter,
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

  return {
    name: 'paystack',
    label: LABEL,
    publicKey: options.publicKey,
    // Paystack settles naira (and currencies of other countries), not leones.
    currencies: ['NGN'],
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
      return {
        event: name,
        reference: asText(field(field(event, 'data'), 'reference')),
        concernsPayment: name === 'charge.success',
      };
    },

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
