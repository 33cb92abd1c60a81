import { createHash, createHmac } from 'node:crypto';
import type { Db, SandboxCharge } from '@ile/db';
import {
  decideSandboxCharge,
  findSandboxCharge,
  insertSandboxCharge,
} from '@ile/db/repositories/sandbox-charges.repository';
import type { ListingCountry } from '@ile/shared';
import {
  type Bank,
  type ChargeStatus,
  type CheckoutRequest,
  headerValue,
  type PaymentProviderAdapter,
  sameSignature,
  WebhookSignatureError,
  webhookJson,
} from './provider';

export interface SandboxOptions {
  db: Db;
  /** Signs the sandbox's webhooks (HMAC-SHA256 of the raw body, hex, in `x-sandbox-signature`). */
  secret: string;
  /** The api's public origin: the checkout page is served at `${publicUrl}${SANDBOX_CHECKOUT_PATH}/:ref`. */
  publicUrl: string;
}

export const SANDBOX_CHECKOUT_PATH = '/api/v1/payments/sandbox/checkout';
export const SANDBOX_SIGNATURE_HEADER = 'x-sandbox-signature';

/** A few real banks of each country, so the payouts form looks right offline. */
const BANKS: Record<ListingCountry, Bank[]> = {
  NG: [
    { code: '044', name: 'Access Bank' },
    { code: '011', name: 'First Bank of Nigeria' },
    { code: '058', name: 'Guaranty Trust Bank' },
    { code: '033', name: 'United Bank for Africa' },
    { code: '057', name: 'Zenith Bank' },
  ],
  SL: [
    { code: 'SL-SLCB', name: 'Sierra Leone Commercial Bank' },
    { code: 'SL-RCB', name: 'Rokel Commercial Bank' },
    { code: 'SL-ECO', name: 'Ecobank Sierra Leone' },
    { code: 'SL-UBA', name: 'United Bank for Africa Sierra Leone' },
  ],
};

const FIRST_NAMES = ['Adaeze', 'Bayo', 'Chidi', 'Fatmata', 'Ibrahim', 'Kadiatu', 'Ngozi', 'Tunde'];
const LAST_NAMES = ['Adeyemi', 'Bangura', 'Conteh', 'Eze', 'Kamara', 'Okafor', 'Sesay', 'Yusuf'];

const STATUSES: Record<SandboxCharge['status'], ChargeStatus> = {
  pending: 'pending',
  paid: 'successful',
  cancelled: 'abandoned',
};

/** The webhook the sandbox sends once its checkout page is decided. */
export interface SandboxWebhook {
  event: 'charge.paid' | 'charge.cancelled';
  data: { reference: string; amount: number; currency: string; status: SandboxCharge['status'] };
}

export interface SandboxProvider extends PaymentProviderAdapter {
  findCharge(reference: string): Promise<SandboxCharge | undefined>;
  /** The payer's decision on the checkout page; only a pending charge changes. */
  decide(reference: string, outcome: 'paid' | 'cancelled'): Promise<SandboxCharge | undefined>;
  /** The raw body and headers of the webhook announcing a decided charge. */
  webhookFor(charge: SandboxCharge): { body: string; headers: Record<string, string> };
}

/**
 * The built-in provider: no money moves. Its checkout page (served by the api) lets the payer pay or
 * cancel; it keeps its side of each charge in `sandbox.charges`, answers verification from there, and
 * signs its webhooks like a real provider, so the whole flow runs offline through the same code.
 */
export function createSandboxProvider(options: SandboxOptions): SandboxProvider {
  const { db } = options;
  const sign = (body: string | Buffer) => createHmac('sha256', options.secret).update(body).digest('hex');
  const findCharge = (reference: string) => findSandboxCharge(db, reference);

  return {
    name: 'sandbox',
    label: 'The sandbox',
    publicKey: null,
    currencies: ['NGN', 'SLE'],
    bankCountries: ['NG', 'SL'],

    async initialize(request: CheckoutRequest) {
      await insertSandboxCharge(db, {
        reference: request.reference,
        amount: request.amount,
        currency: request.currency,
        description: request.description,
        return_url: request.returnUrl,
      });
      return {
        checkoutUrl: `${options.publicUrl}${SANDBOX_CHECKOUT_PATH}/${encodeURIComponent(request.reference)}`,
        accessCode: null,
      };
    },

    async verify(reference: string) {
      const charge = await findCharge(reference);
      if (!charge)
        return { status: 'not_found', amount: null, currency: null, providerReference: null, raw: {} };
      return {
        status: STATUSES[charge.status],
        amount: charge.amount,
        currency: charge.currency,
        providerReference: `sandbox-${charge.reference}`,
        raw: {
          reference: charge.reference,
          status: charge.status,
          amount: charge.amount,
          currency: charge.currency,
          decided_at: charge.decided_at?.toISOString() ?? null,
        },
      };
    },

    readWebhook(rawBody, headers) {
      if (!sameSignature(headerValue(headers, SANDBOX_SIGNATURE_HEADER), sign(rawBody))) {
        throw new WebhookSignatureError();
      }
      const event = webhookJson(rawBody) as Partial<SandboxWebhook>;
      const name = typeof event.event === 'string' ? event.event : 'unknown';
      const reference = event.data?.reference;
      return {
        event: name,
        reference: typeof reference === 'string' ? reference : null,
        concernsPayment: name === 'charge.paid' || name === 'charge.cancelled',
      };
    },

    async resolveAccount(bankCode: string, accountNumber: string) {
      // Deterministic, so tests and demos see the same name for the same number; "0000" at the end plays
      // an account the bank does not know.
      if (accountNumber.endsWith('0000')) return null;
      const digest = createHash('sha256').update(`${bankCode}:${accountNumber}`).digest();
      const first = FIRST_NAMES[(digest[0] ?? 0) % FIRST_NAMES.length];
      const last = LAST_NAMES[(digest[1] ?? 0) % LAST_NAMES.length];
      return `${first} ${last}`.toUpperCase();
    },

    async listBanks(country: ListingCountry) {
      return BANKS[country];
    },

    findCharge,

    decide(reference, outcome) {
      return decideSandboxCharge(db, reference, outcome);
    },

    webhookFor(charge) {
      const webhook: SandboxWebhook = {
        event: charge.status === 'paid' ? 'charge.paid' : 'charge.cancelled',
        data: {
          reference: charge.reference,
          amount: charge.amount,
          currency: charge.currency,
          status: charge.status,
        },
      };
      const body = JSON.stringify(webhook);
      return {
        body,
        headers: { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: sign(body) },
      };
    },
  };
}
