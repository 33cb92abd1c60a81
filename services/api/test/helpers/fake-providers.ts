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

/** A transfer out of the merchant's balance, as the provider keeps it. */
export interface FakeTransfer {
  id: number;
  /** The caller's reference: unique, a second transfer under it is refused. */
  reference: string;
  /** In the provider's unit: kobo for Paystack, major units for Flutterwave. */
  amount: number;
  currency: string;
  status: string;
  accountNumber: string;
  bankCode: string;
}

/** A refund of a charge. */
export interface FakeRefund {
  id: number;
  /** The refunded charge. */
  chargeId: number;
  chargeReference: string;
  /** In the provider's unit: kobo for Paystack, major units for Flutterwave. */
  amount: number;
  currency: string;
  status: string;
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
  /**
   * `POST /path` → how many more of those calls to carry out and then cut the connection before answering:
   * the provider did the work, the caller timed out not knowing it (the fault payouts must survive).
   */
  cutAfterWork: Map<string, number>;
  close(): Promise<void>;
}

async function start(secretKey: string, handle: Handler): Promise<FakeProvider> {
  const state = {
    requests: [] as RecordedRequest[],
    charges: new Map<string, FakeCharge>(),
    accounts: new Map<string, string>(),
    failWith: null as number | null,
    cutAfterWork: new Map<string, number>(),
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
    const reply = handle(request, url) ?? { status: 404, body: { status: false, message: 'Not found' } };
    const cutKey = `${request.method} ${url.pathname}`;
    const cuts = fake.cutAfterWork.get(cutKey) ?? 0;
    if (cuts > 0) {
      fake.cutAfterWork.set(cutKey, cuts - 1);
      return void res.destroy();
    }
    send(reply);
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
  /** Transfers by reference (amounts in kobo); the recipients created for them by account. */
  transfers: Map<string, FakeTransfer>;
  recipients: Map<string, string>;
  refunds: FakeRefund[];
  /** The bank settles a queued transfer; the signed `transfer.success|failed|reversed` webhook Paystack sends. */
  settleTransfer(reference: string, outcome?: 'success' | 'failed' | 'reversed'): SignedWebhook;
  /** Paystack finishes a charge's refund; the signed `refund.processed|failed` webhook it sends. */
  settleRefund(chargeReference: string, outcome?: 'processed' | 'failed'): SignedWebhook;
}

/** Paystack: https://paystack.com/docs/api (amounts in kobo; status true/false envelopes). */
export async function startFakePaystack(secretKey: string): Promise<FakePaystack> {
  const transfers = new Map<string, FakeTransfer>();
  const recipients = new Map<string, string>();
  const refunds: FakeRefund[] = [];
  const transferData = (transfer: FakeTransfer, reason?: unknown) => ({
    id: transfer.id,
    amount: transfer.amount,
    currency: transfer.currency,
    reference: transfer.reference,
    source: 'balance',
    reason: reason ?? 'transfer',
    status: transfer.status,
    transfer_code: `TRF_${transfer.id}`,
    recipient: { details: { account_number: transfer.accountNumber, bank_code: transfer.bankCode } },
  });
  const refundData = (refund: FakeRefund) => ({
    id: refund.id,
    transaction: refund.chargeId,
    amount: refund.amount,
    deducted_amount: refund.amount,
    currency: refund.currency,
    status: refund.status,
    channel: 'card',
  });
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
    if (request.method === 'POST' && url.pathname === '/transferrecipient') {
      const { type, name, account_number, bank_code, currency } = body(request);
      if (type !== 'nuban' || typeof name !== 'string' || typeof account_number !== 'string') {
        return { status: 400, body: { status: false, message: 'Invalid parameters' } };
      }
      if (!banks.some((bank) => bank.code === bank_code && bank.active)) {
        return { status: 400, body: { status: false, message: 'Invalid bank code' } };
      }
      // Paystack answers an account it already has a recipient for with that recipient.
      const key = `${bank_code}:${account_number}`;
      const code = recipients.get(key) ?? `RCP_${randomBytes(6).toString('hex')}`;
      recipients.set(key, code);
      return {
        status: 201,
        body: {
          status: true,
          message: 'Transfer recipient created successfully',
          data: {
            active: true,
            currency: currency ?? 'NGN',
            name,
            recipient_code: code,
            type: 'nuban',
            details: { account_number, bank_code, account_name: name },
          },
        },
      };
    }
    if (request.method === 'POST' && url.pathname === '/transfer') {
      const { source, amount, recipient, reference, currency, reason } = body(request);
      // Paystack: amount in kobo (an integer); reference lowercase letters, digits, - and _ only.
      if (source !== 'balance' || !Number.isInteger(amount) || (amount as number) <= 0) {
        return { status: 400, body: { status: false, message: 'Invalid amount or source' } };
      }
      if (typeof reference !== 'string' || !/^[a-z0-9_-]{1,100}$/.test(reference)) {
        return { status: 400, body: { status: false, message: 'Invalid transfer reference' } };
      }
      const account = [...recipients.entries()].find(([, code]) => code === recipient)?.[0];
      if (!account) return { status: 400, body: { status: false, message: 'Recipient not found' } };
      if (transfers.has(reference)) {
        return { status: 400, body: { status: false, message: 'Duplicate Transfer Reference' } };
      }
      const [bankCode = '', accountNumber = ''] = account.split(':');
      const transfer: FakeTransfer = {
        id: nextId++,
        reference,
        amount: amount as number,
        currency: String(currency ?? 'NGN'),
        // Without OTP a transfer is queued: pending until the bank answers (then a webhook).
        status: 'pending',
        accountNumber,
        bankCode,
      };
      transfers.set(reference, transfer);
      return {
        status: 200,
        body: { status: true, message: 'Transfer has been queued', data: transferData(transfer, reason) },
      };
    }
    const transferVerify = /^\/transfer\/verify\/(.+)$/.exec(url.pathname);
    if (request.method === 'GET' && transferVerify) {
      const transfer = transfers.get(decodeURIComponent(transferVerify[1] ?? ''));
      if (!transfer) return { status: 404, body: { status: false, message: 'Transfer not found' } };
      return {
        status: 200,
        body: { status: true, message: 'Transfer retrieved', data: transferData(transfer) },
      };
    }
    if (request.method === 'POST' && url.pathname === '/refund') {
      const { transaction, amount, currency } = body(request);
      const charge = [...charges.values()].find(
        (c) => c.reference === String(transaction) || String(c.id) === String(transaction),
      );
      if (!charge) return { status: 404, body: { status: false, message: 'Transaction not found' } };
      if (charge.status === 'reversed') {
        return { status: 400, body: { status: false, message: 'Transaction has been fully reversed' } };
      }
      if (charge.status !== 'success') {
        return { status: 400, body: { status: false, message: 'Cannot refund an unsuccessful transaction' } };
      }
      const paid = Math.round(charge.amount * 100);
      const wanted = amount === undefined ? paid : Number(amount);
      if (
        !Number.isInteger(wanted) ||
        wanted <= 0 ||
        (currency !== undefined && currency !== charge.currency)
      ) {
        return { status: 400, body: { status: false, message: 'Invalid amount or currency' } };
      }
      const refunded = refunds
        .filter((r) => r.chargeId === charge.id && r.status !== 'failed')
        .reduce((sum, r) => sum + r.amount, 0);
      if (refunded + wanted > paid) {
        return {
          status: 400,
          body: {
            status: false,
            message:
              refunded >= paid
                ? 'Transaction has been fully reversed'
                : 'Refund amount is more than the balance',
          },
        };
      }
      const refund: FakeRefund = {
        id: nextId++,
        chargeId: charge.id,
        chargeReference: charge.reference,
        amount: wanted,
        currency: charge.currency,
        status: 'pending',
      };
      refunds.push(refund);
      return {
        status: 200,
        body: {
          status: true,
          message: 'Refund has been queued for processing',
          data: {
            ...refundData(refund),
            transaction: { id: charge.id, reference: charge.reference, amount: paid },
          },
        },
      };
    }
    if (request.method === 'GET' && url.pathname === '/refund') {
      // Paystack filters the list by the refunded transaction's id (`transaction`).
      const filter = url.searchParams.get('transaction');
      const list = refunds.filter((r) => filter === null || String(r.chargeId) === filter);
      return {
        status: 200,
        body: { status: true, message: 'Refunds retrieved', data: list.map(refundData) },
      };
    }
    return undefined;
  });
  const signed = (payload: string): SignedWebhook => ({
    body: payload,
    headers: {
      'content-type': 'application/json',
      'x-paystack-signature': createHmac('sha512', secretKey).update(payload).digest('hex'),
    },
  });
  return Object.assign(fake, {
    transfers,
    recipients,
    refunds,
    settleTransfer(reference: string, outcome: 'success' | 'failed' | 'reversed' = 'success') {
      const transfer = transfers.get(reference);
      if (!transfer) throw new Error(`no Paystack transfer ${reference}`);
      transfer.status = outcome;
      return signed(JSON.stringify({ event: `transfer.${outcome}`, data: transferData(transfer) }));
    },
    settleRefund(chargeReference: string, outcome: 'processed' | 'failed' = 'processed') {
      const refund = refunds.find((r) => r.chargeReference === chargeReference && r.status === 'pending');
      if (!refund) throw new Error(`no pending Paystack refund of ${chargeReference}`);
      refund.status = outcome;
      // A charge refunded in full is reported "reversed" from then on.
      const charge = fake.charges.get(chargeReference);
      const refunded = refunds
        .filter((r) => r.chargeReference === chargeReference && r.status === 'processed')
        .reduce((sum, r) => sum + r.amount, 0);
      if (charge && refunded >= Math.round(charge.amount * 100)) charge.status = 'reversed';
      return signed(
        JSON.stringify({
          event: `refund.${outcome}`,
          data: {
            status: outcome,
            transaction_reference: chargeReference,
            refund_reference: `RF${refund.id}`,
            amount: refund.amount,
            currency: refund.currency,
            id: refund.id,
          },
        }),
      );
    },
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
      return signed(payload);
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
  /** Transfers by reference (amounts in major units). */
  transfers: Map<string, FakeTransfer>;
  refunds: FakeRefund[];
  /** The bank settles a queued transfer; the `transfer.completed` webhook Flutterwave sends. */
  settleTransfer(
    reference: string,
    outcome?: 'SUCCESSFUL' | 'FAILED',
    style?: 'signature' | 'verif-hash',
  ): SignedWebhook;
  /** Flutterwave finishes a charge's refund; the `refund.completed` webhook it sends. */
  settleRefund(chargeReference: string, style?: 'signature' | 'verif-hash'): SignedWebhook;
}

/** Flutterwave v3: https://developer.flutterwave.com (amounts in major units; status 'success'/'error'). */
export async function startFakeFlutterwave(secretKey: string, secretHash: string): Promise<FakeFlutterwave> {
  const checkouts = new Map<string, FakeCharge>();
  const transfers = new Map<string, FakeTransfer>();
  const refunds: FakeRefund[] = [];
  const transferData = (transfer: FakeTransfer) => ({
    id: transfer.id,
    account_number: transfer.accountNumber,
    bank_code: transfer.bankCode,
    full_name: 'N/A',
    currency: transfer.currency,
    debit_currency: transfer.currency,
    amount: transfer.amount,
    fee: 10.75,
    status: transfer.status,
    reference: transfer.reference,
    narration: 'transfer',
    complete_message: '',
    requires_approval: 0,
    is_approved: 1,
  });
  const refundData = (refund: FakeRefund) => ({
    id: refund.id,
    tx_id: refund.chargeId,
    flw_ref: `FLW-${refund.chargeId}`,
    amount_refunded: refund.amount,
    status: refund.status,
    destination: 'payment_source',
    created_at: new Date().toISOString(),
  });
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
    if (request.method === 'POST' && url.pathname === '/v3/transfers') {
      const { account_bank, account_number, amount, currency, reference } = body(request);
      // Flutterwave: amount in major units (a number), a reference unique per transfer.
      if (
        typeof account_bank !== 'string' ||
        typeof account_number !== 'string' ||
        typeof amount !== 'number'
      ) {
        return { status: 400, body: { status: 'error', message: 'Invalid transfer payload', data: null } };
      }
      if (typeof reference !== 'string' || transfers.has(reference)) {
        return {
          status: 400,
          body: { status: 'error', message: 'Transfer with this reference already exists', data: null },
        };
      }
      const transfer: FakeTransfer = {
        id: nextId++,
        reference,
        amount,
        currency: String(currency ?? 'NGN'),
        status: 'NEW',
        accountNumber: account_number,
        bankCode: account_bank,
      };
      transfers.set(reference, transfer);
      return {
        status: 200,
        body: { status: 'success', message: 'Transfer Queued Successfully', data: transferData(transfer) },
      };
    }
    if (request.method === 'GET' && url.pathname === '/v3/transfers') {
      // The list is paged, newest first; filters it does not know are ignored.
      const list = [...transfers.values()].reverse();
      return {
        status: 200,
        body: { status: 'success', message: 'Transfers fetched', data: list.map(transferData) },
      };
    }
    const refund = /^\/v3\/transactions\/(\d+)\/refund$/.exec(url.pathname);
    if (request.method === 'POST' && refund) {
      const charge = [...fake.charges.values()].find((c) => String(c.id) === refund[1]);
      if (charge?.status !== 'successful') {
        return { status: 400, body: { status: 'error', message: 'Transaction not found', data: null } };
      }
      const { amount } = body(request);
      const wanted = amount === undefined ? charge.amount : Number(amount);
      const refunded = refunds
        .filter((r) => r.chargeId === charge.id && r.status !== 'failed')
        .reduce((sum, r) => sum + r.amount, 0);
      if (!(wanted > 0) || refunded + wanted > charge.amount) {
        return {
          status: 400,
          body: {
            status: 'error',
            message: 'Refund amount exceeds the amount left on the transaction',
            data: null,
          },
        };
      }
      const created: FakeRefund = {
        id: nextId++,
        chargeId: charge.id,
        chargeReference: charge.reference,
        amount: wanted,
        currency: charge.currency,
        status: 'pending',
      };
      refunds.push(created);
      return {
        status: 200,
        body: { status: 'success', message: 'Transaction refund initiated', data: refundData(created) },
      };
    }
    if (request.method === 'GET' && url.pathname === '/v3/refunds') {
      // Listed by date, newest first; a filter it does not know is ignored.
      return {
        status: 200,
        body: { status: 'success', message: 'Refunds fetched', data: [...refunds].reverse().map(refundData) },
      };
    }
    return undefined;
  });
  const signed = (payload: string, style: 'signature' | 'verif-hash'): SignedWebhook => {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (style === 'signature') {
      headers['flutterwave-signature'] = createHmac('sha256', secretHash).update(payload).digest('base64');
    } else {
      headers['verif-hash'] = secretHash;
    }
    return { body: payload, headers };
  };
  return Object.assign(fake, {
    transfers,
    refunds,
    settleTransfer(
      reference: string,
      outcome: 'SUCCESSFUL' | 'FAILED' = 'SUCCESSFUL',
      style: 'signature' | 'verif-hash' = 'verif-hash',
    ) {
      const transfer = transfers.get(reference);
      if (!transfer) throw new Error(`no Flutterwave transfer ${reference}`);
      transfer.status = outcome;
      return signed(
        JSON.stringify({
          event: 'transfer.completed',
          'event.type': 'Transfer',
          data: transferData(transfer),
        }),
        style,
      );
    },
    settleRefund(chargeReference: string, style: 'signature' | 'verif-hash' = 'verif-hash') {
      const pending = refunds.find((r) => r.chargeReference === chargeReference && r.status === 'pending');
      if (!pending) throw new Error(`no pending Flutterwave refund of ${chargeReference}`);
      pending.status = 'completed';
      return signed(
        JSON.stringify({
          event: 'refund.completed',
          data: { ...refundData(pending), tx_ref: chargeReference },
        }),
        style,
      );
    },
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
      return signed(payload, style);
    },
  });
}

/** A fake Paystack and a fake Flutterwave side by side, and the api's variables that point at them. */
export interface FakeProviders {
  paystack: FakePaystack;
  flutterwave: FakeFlutterwave;
  /** PAYMENTS_PROVIDER (Paystack by default), each provider's secret and base URL, Flutterwave's webhook hash. */
  env: Record<string, string>;
  close(): Promise<void>;
}

export async function startFakeProviders(secrets: {
  paystack: string;
  flutterwave: string;
  flutterwaveHash: string;
}): Promise<FakeProviders> {
  const paystack = await startFakePaystack(secrets.paystack);
  const flutterwave = await startFakeFlutterwave(secrets.flutterwave, secrets.flutterwaveHash);
  return {
    paystack,
    flutterwave,
    env: {
      PAYMENTS_PROVIDER: 'paystack',
      PAYSTACK_SECRET_KEY: secrets.paystack,
      PAYSTACK_BASE_URL: paystack.url,
      FLUTTERWAVE_SECRET_KEY: secrets.flutterwave,
      FLUTTERWAVE_SECRET_HASH: secrets.flutterwaveHash,
      FLUTTERWAVE_BASE_URL: flutterwave.url,
    },
    async close() {
      await paystack.close();
      await flutterwave.close();
    },
  };
}
