import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * Local HTTP servers that speak Paystack's and Flutterwave's documented protocols (the calls the api makes
 * and the webhooks they send), so the real adapters are tested over real HTTP. Each keeps its charges in
 * memory; a test moves a charge along (`pay`) as the payer would on the provider's checkout page.
 */

export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: unknown;
}

export interface FakeCharge {
  id: number;
  reference: string;
  /** In major units (naira, leones). */
  amount: number;
  currency: string;
  status: string;
  email: string;
}

export interface SignedWebhook {
  body: string;
  headers: Record<string, string>;
}

interface Reply {
  status: number;
  body: unknown;
}

type Handler = (request: RecordedRequest, url: URL) => Reply | undefined;

export interface FakeProvider {
  url: string;
  requests: RecordedRequest[];
  charges: Map<string, FakeCharge>;
  /** `${bankCode}:${accountNumber}` → the holder's name the bank knows. */
  accounts: Map<string, string>;
  /** When set, every call answers this status (an outage). */
  failWith: number | null;
  close(): Promise<void>;
}

async function start(secretKey: string, handle: Handler): Promise<FakeProvider> {
  const state = {
    requests: [] as RecordedRequest[],
    charges: new Map<string, FakeCharge>(),
    accounts: new Map<string, string>(),
    failWith: null as number | null,
  };
  const server = createServer(async (req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString('utf8');
    const url = new URL(req.url ?? '/', 'http://fake.local');
    const request: RecordedRequest = {
      method: req.method ?? 'GET',
      path: url.pathname,
      headers: req.headers,
      body: text ? JSON.parse(text) : undefined,
    };
    state.requests.push(request);
    const send = ({ status, body }: Reply) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (fake.failWith) return send({ status: fake.failWith, body: { message: 'Service unavailable' } });
    if (req.headers.authorization !== `Bearer ${secretKey}`) {
      return send({ status: 401, body: { status: false, message: 'Invalid key' } });
    }
    send(handle(request, url) ?? { status: 404, body: { status: false, message: 'Not found' } });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const fake: FakeProvider = {
    url: `http://127.0.0.1:${port}`,
    ...state,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  return fake;
}

let nextId = 4_100_000;
const body = (request: RecordedRequest) => (request.body ?? {}) as Record<string, unknown>;

export interface FakePaystack extends FakeProvider {
  /** The payer completes the checkout (or it fails); `overrides` lets the provider disagree with us. */
  pay(reference: string, overrides?: Partial<Pick<FakeCharge, 'amount' | 'currency' | 'status'>>): void;
  /** A `charge.success` webhook, signed as Paystack signs it (HMAC-SHA512 of the body, hex). */
  webhook(reference: string, event?: string): SignedWebhook;
}

/** Paystack: https://paystack.com/docs/api (amounts in kobo; status true/false envelopes). */
export async function startFakePaystack(secretKey: string): Promise<FakePaystack> {
  const banks = [
    { name: 'Access Bank', code: '044', active: true, country: 'Nigeria', currency: 'NGN' },
    { name: 'Guaranty Trust Bank', code: '058', active: true, country: 'Nigeria', currency: 'NGN' },
    { name: 'Closed Bank', code: '999', active: false, country: 'Nigeria', currency: 'NGN' },
  ];
  const fake = await start(secretKey, (request, url) => {
    const charges = fake.charges;
    if (request.method === 'POST' && url.pathname === '/transaction/initialize') {
      const { email, amount, reference, currency, callback_url } = body(request);
      if (typeof email !== 'string' || !/^\d+$/.test(String(amount)) || typeof callback_url !== 'string') {
        return { status: 400, body: { status: false, message: 'Invalid parameters' } };
      }
      if (charges.has(String(reference))) {
        return { status: 400, body: { status: false, message: 'Duplicate Transaction Reference' } };
      }
      const accessCode = randomBytes(8).toString('hex');
      charges.set(String(reference), {
        id: nextId++,
        reference: String(reference),
        amount: Number(amount) / 100,
        currency: String(currency ?? 'NGN'),
        // Paystack reports a checkout nobody has paid as "abandoned".
        status: 'abandoned',
        email,
      });
      return {
        status: 200,
        body: {
          status: true,
          message: 'Authorization URL created',
          data: {
            authorization_url: `https://checkout.paystack.com/${accessCode}`,
            access_code: accessCode,
            reference,
          },
        },
      };
    }
    const verify = /^\/transaction\/verify\/(.+)$/.exec(url.pathname);
    if (request.method === 'GET' && verify) {
      const charge = charges.get(decodeURIComponent(verify[1] ?? ''));
      if (!charge)
        return { status: 400, body: { status: false, message: 'Transaction reference not found' } };
      return {
        status: 200,
        body: {
          status: true,
          message: 'Verification successful',
          data: {
            id: charge.id,
            status: charge.status,
            reference: charge.reference,
            amount: Math.round(charge.amount * 100),
            currency: charge.currency,
            customer: { email: charge.email },
          },
        },
      };
    }
    if (request.method === 'GET' && url.pathname === '/bank') {
      return {
        status: 200,
        body: {
          status: true,
          message: 'Banks retrieved',
          data: url.searchParams.get('country') === 'nigeria' ? banks : [],
        },
      };
    }
    if (request.method === 'GET' && url.pathname === '/bank/resolve') {
      const name = fake.accounts.get(
        `${url.searchParams.get('bank_code')}:${url.searchParams.get('account_number')}`,
      );
      if (!name) {
        return {
          status: 422,
          body: { status: false, message: 'Could not resolve account name. Check parameters or try again.' },
        };
      }
      return {
        status: 200,
        body: {
          status: true,
          message: 'Account number resolved',
          data: { account_number: url.searchParams.get('account_number'), account_name: name, bank_id: 9 },
        },
      };
    }
    return undefined;
  });
  return Object.assign(fake, {
    pay(reference: string, overrides: Partial<FakeCharge> = {}) {
      const charge = fake.charges.get(reference);
      if (!charge) throw new Error(`no Paystack charge ${reference}`);
      Object.assign(charge, { status: 'success', ...overrides });
    },
    webhook(reference: string, event = 'charge.success'): SignedWebhook {
      const charge = fake.charges.get(reference);
      const payload = JSON.stringify({
        event,
        data: {
          id: charge?.id ?? 1,
          reference,
          status: charge?.status ?? 'success',
          amount: Math.round((charge?.amount ?? 1) * 100),
          currency: charge?.currency ?? 'NGN',
        },
      });
      const signature = createHmac('sha512', secretKey).update(payload).digest('hex');
      return {
        body: payload,
        headers: { 'content-type': 'application/json', 'x-paystack-signature': signature },
      };
    },
  });
}

export interface FakeFlutterwave extends FakeProvider {
  pay(reference: string, overrides?: Partial<Pick<FakeCharge, 'amount' | 'currency' | 'status'>>): void;
  /**
   * A `charge.completed` webhook: signed with `flutterwave-signature` (base64 HMAC-SHA256 of the body under
   * the secret hash), or in the older style with `verif-hash` holding the secret hash itself.
   */
  webhook(reference: string, style?: 'signature' | 'verif-hash'): SignedWebhook;
}

/** Flutterwave v3: https://developer.flutterwave.com (amounts in major units; status 'success'/'error'). */
export async function startFakeFlutterwave(secretKey: string, secretHash: string): Promise<FakeFlutterwave> {
  const checkouts = new Map<string, FakeCharge>();
  const fake = await start(secretKey, (request, url) => {
    if (request.method === 'POST' && url.pathname === '/v3/payments') {
      const { tx_ref, amount, currency, redirect_url, customer } = body(request) as {
        tx_ref?: string;
        amount?: number;
        currency?: string;
        redirect_url?: string;
        customer?: { email?: string };
      };
      if (!tx_ref || typeof amount !== 'number' || !redirect_url || !customer?.email) {
        return { status: 400, body: { status: 'error', message: 'Invalid payload', data: null } };
      }
      checkouts.set(tx_ref, {
        id: nextId++,
        reference: tx_ref,
        amount,
        currency: currency ?? 'NGN',
        status: 'pending',
        email: customer.email,
      });
      return {
        status: 200,
        body: {
          status: 'success',
          message: 'Hosted Link',
          data: { link: `https://checkout.flutterwave.com/v3/hosted/pay/${randomBytes(6).toString('hex')}` },
        },
      };
    }
    if (request.method === 'GET' && url.pathname === '/v3/transactions/verify_by_reference') {
      // Flutterwave has a transaction only once the payer has tried to pay.
      const charge = fake.charges.get(url.searchParams.get('tx_ref') ?? '');
      if (!charge) {
        return {
          status: 400,
          body: { status: 'error', message: 'No transaction was found for this id', data: null },
        };
      }
      return {
        status: 200,
        body: {
          status: 'success',
          message: 'Transaction fetched successfully',
          data: {
            id: charge.id,
            tx_ref: charge.reference,
            flw_ref: `FLW-${charge.id}`,
            amount: charge.amount,
            charged_amount: charge.amount,
            currency: charge.currency,
            status: charge.status,
            customer: { email: charge.email },
          },
        },
      };
    }
    if (request.method === 'POST' && url.pathname === '/v3/accounts/resolve') {
      const { account_number, account_bank } = body(request);
      const name = fake.accounts.get(`${account_bank}:${account_number}`);
      if (!name) {
        return {
          status: 400,
          body: {
            status: 'error',
            message: 'Sorry, recipient account could not be validated. Please try again',
            data: null,
          },
        };
      }
      return {
        status: 200,
        body: {
          status: 'success',
          message: 'Account details fetched',
          data: { account_number, account_name: name },
        },
      };
    }
    const banks = /^\/v3\/banks\/([A-Z]{2})$/.exec(url.pathname);
    if (request.method === 'GET' && banks) {
      const list =
        banks[1] === 'SL'
          ? [{ id: 1, code: 'SL001', name: 'Sierra Leone Commercial Bank' }]
          : [
              { id: 2, code: '044', name: 'Access Bank' },
              { id: 3, code: '057', name: 'Zenith Bank' },
            ];
      return { status: 200, body: { status: 'success', message: 'Banks fetched successfully', data: list } };
    }
    return undefined;
  });
  return Object.assign(fake, {
    pay(reference: string, overrides: Partial<FakeCharge> = {}) {
      const checkout = checkouts.get(reference);
      if (!checkout) throw new Error(`no Flutterwave checkout ${reference}`);
      fake.charges.set(reference, { ...checkout, status: 'successful', ...overrides });
    },
    webhook(reference: string, style: 'signature' | 'verif-hash' = 'signature'): SignedWebhook {
      const charge = fake.charges.get(reference) ?? checkouts.get(reference);
      const payload = JSON.stringify({
        event: 'charge.completed',
        data: {
          id: charge?.id ?? 1,
          tx_ref: reference,
          flw_ref: `FLW-${charge?.id ?? 1}`,
          amount: charge?.amount ?? 1,
          currency: charge?.currency ?? 'NGN',
          status: charge?.status ?? 'successful',
        },
      });
      const headers: Record<string, string> = { 'content-type': 'application/json' };
      if (style === 'signature') {
        headers['flutterwave-signature'] = createHmac('sha256', secretHash).update(payload).digest('base64');
      } else {
        headers['verif-hash'] = secretHash;
      }
      return { body: payload, headers };
    },
  });
}
