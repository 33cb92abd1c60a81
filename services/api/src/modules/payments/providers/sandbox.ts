import { createHash, createHmac } from 'node:crypto';
import type { Db, SandboxCharge, SandboxPayout } from '@ile/db';
import {
  decideSandboxCharge,
  findSandboxCharge,
  findSandboxPayout,
  insertSandboxCharge,
  recordSandboxPayout,
  takeSandboxFault,
} from '@ile/db/repositories/sandbox-charges.repository';
import { type ListingCountry, PAYMENT_METHODS } from '@ile/shared';
import {
  type Bank,
  type ChargeStatus,
  type CheckoutRequest,
  headerValue,
  type PaymentProviderAdapter,
  type ProviderPayout,
  ProviderUnavailableError,
  sameSignature,
  toMinorUnits,
  WebhookSignatureError,
  webhookJson,
} from './provider';

export interface SandboxOptions {
  db: Db;
  /** Signs the sandbox's webhooks (HMAC-SHA256 of the raw body, hex, in `x-sandbox-signature`). */
  secret: string;
  /** The api's public origin: the checkout page is served at `${publicUrl}${SANDBOX_CHECKOUT_PATH}/:ref`. */
  publicUrl: string;
  /**
   * Delivers the signed webhook of a transfer or refund, as a provider would (the worker posts it to the api);
   * unset: none is sent, and the caller's own verify settles the step.
   */
  deliverWebhook?: (webhook: { body: string; headers: Record<string, string> }) => Promise<void>;
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

/** The webhook the sandbox sends once a transfer or refund is done (amount in minor units). */
export interface SandboxPayoutWebhook {
  event: 'transfer.success' | 'transfer.failed' | 'refund.processed' | 'refund.failed';
  data: {
    reference: string;
    /** Refunds: our reference of the refunded charge. */
    charge_reference: string | null;
    amount: number;
    currency: string;
    status: SandboxPayout['status'];
  };
}

const PAYOUT_EVENTS = ['transfer.success', 'transfer.failed', 'refund.processed', 'refund.failed'];

const asPayout = (payout: SandboxPayout | undefined): ProviderPayout =>
  payout
    ? {
        status: payout.status === 'success' ? 'successful' : 'failed',
        amount: payout.amount,
        currency: payout.currency,
        providerId: `sandbox-${payout.reference}`,
        raw: { ...payout, created_at: payout.created_at.toISOString() },
      }
    : { status: 'not_found', amount: null, currency: null, providerId: null, raw: {} };

export interface SandboxProvider extends PaymentProviderAdapter {
  findCharge(reference: string): Promise<SandboxCharge | undefined>;
  /** The payer's decision on the checkout page; only a pending charge changes. */
  decide(reference: string, outcome: 'paid' | 'cancelled'): Promise<SandboxCharge | undefined>;
  /** The raw body and headers of the webhook announcing a decided charge. */
  webhookFor(charge: SandboxCharge): { body: string; headers: Record<string, string> };
  /** The raw body and headers of the webhook announcing a transfer or refund. */
  payoutWebhookFor(payout: SandboxPayout): { body: string; headers: Record<string, string> };
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
  const signed = (payload: unknown) => {
    const body = JSON.stringify(payload);
    return { body, headers: { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: sign(body) } };
  };
  const payoutWebhookFor = (payout: SandboxPayout) => {
    const ok = payout.status === 'success';
    const webhook: SandboxPayoutWebhook = {
      event:
        payout.kind === 'transfer'
          ? ok
            ? 'transfer.success'
            : 'transfer.failed'
          : ok
            ? 'refund.processed'
            : 'refund.failed',
      data: {
        reference: payout.reference,
        charge_reference: payout.kind === 'refund' ? payout.destination : null,
        amount: payout.amount,
        currency: payout.currency,
        status: payout.status,
      },
    };
    return signed(webhook);
  };

  /**
   * One payout, once per reference. Faults (sandbox.faults) play a provider that is down (`unavailable`:
   * nothing done), one that did the work but whose answer was lost (`timeout_after`), or a refusal (`fail`).
   */
  async function payout(
    kind: SandboxPayout['kind'],
    values: { reference: string; amount: number; currency: string; destination: string; refused: boolean },
  ): Promise<ProviderPayout> {
    const fault = await takeSandboxFault(db, kind);
    if (fault === 'unavailable') throw new ProviderUnavailableError('The sandbox', 'simulated outage');
    const existing = await findSandboxPayout(db, values.reference);
    const recorded =
      existing ??
      (await recordSandboxPayout(db, {
        kind,
        reference: values.reference,
        amount: values.amount,
        currency: values.currency,
        destination: values.destination,
        status: fault === 'fail' || values.refused ? 'failed' : 'success',
      }));
    if (!existing && options.deliverWebhook) {
      void options.deliverWebhook(payoutWebhookFor(recorded)).catch(() => undefined);
    }
    if (fault === 'timeout_after') throw new ProviderUnavailableError('The sandbox', 'timed out');
    return asPayout(recorded);
  }

  return {
    name: 'sandbox',
    label: 'The sandbox',
    publicKey: null,
    currencies: ['NGN', 'SLE'],
    // The sandbox plays every method, so a local deployment can try each screen.
    methods: { NGN: PAYMENT_METHODS, SLE: PAYMENT_METHODS },
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
      const event = webhookJson(rawBody) as Partial<SandboxWebhook> & {
        data?: { charge_reference?: unknown };
      };
      const name = typeof event.event === 'string' ? event.event : 'unknown';
      const reference = event.data?.reference;
      return {
        event: name,
        reference: typeof reference === 'string' ? reference : null,
        concernsPayment: name === 'charge.paid' || name === 'charge.cancelled',
        ...(PAYOUT_EVENTS.includes(name)
          ? {
              payout: name.startsWith('transfer') ? ('transfer' as const) : ('refund' as const),
              reference:
                name.startsWith('refund') && typeof event.data?.charge_reference === 'string'
                  ? event.data.charge_reference
                  : typeof reference === 'string'
                    ? reference
                    : null,
            }
          : {}),
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
      return signed(webhook);
    },

    payoutWebhookFor,

    transfer(request) {
      return payout('transfer', {
        reference: request.reference,
        amount: request.amount,
        currency: request.currency,
        destination: `${request.recipient.bankCode}:${request.recipient.accountNumber}`,
        // As resolveAccount: an account number ending in 0000 is one the bank does not know.
        refused: request.recipient.accountNumber.endsWith('0000'),
      });
    },

    async verifyTransfer(reference) {
      const found = await findSandboxPayout(db, reference);
      return asPayout(found?.kind === 'transfer' ? found : undefined);
    },

    async refund(request) {
      const charge = await findCharge(request.chargeReference);
      return payout('refund', {
        reference: request.reference,
        amount: request.amount,
        currency: request.currency,
        destination: request.chargeReference,
        // Only a paid charge can be refunded, and never for more than was paid.
        refused: charge?.status !== 'paid' || toMinorUnits(charge.amount) < request.amount,
      });
    },

    async verifyRefund(request) {
      const found = await findSandboxPayout(db, request.reference);
      return asPayout(found?.kind === 'refund' ? found : undefined);
    },
  };
}
