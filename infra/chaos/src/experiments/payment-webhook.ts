import { createHmac } from 'node:crypto';
import { sql } from 'kysely';
import { SANDBOX_PAYMENTS_SECRET } from '../environment';
import { call, login } from '../http';
import { waitFor } from '../ports';
import type { Experiment } from '../report';

const sign = (body: string) => createHmac('sha256', SANDBOX_PAYMENTS_SECRET).update(body).digest('hex');

/**
 * A sandbox checkout is paid, then its signed webhook arrives three times at once, and a fourth copy whose
 * body was altered after signing (amount raised) arrives too.
 */
export const paymentWebhook: Experiment = {
  name: 'payment-webhook',
  steadyState:
    'a payment whose webhook is delivered 3 times is credited once (one success, one event, one receipt); a tampered webhook is refused',
  async run(env, log) {
    const { token } = await login(env.apiUrl, 'user@ile.test');
    const property = await env.db
      .selectFrom('properties')
      .select('id')
      .where('status', '=', 'published')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const init = await call(env.apiUrl, '/api/v1/payments/initialize', {
      token,
      body: { propertyId: property.id, provider: 'sandbox' },
    });
    const reference = (init.body as { data?: { reference?: string } }).data?.reference;
    if (init.status !== 201 || !reference)
      throw new Error(`initialize: ${init.status} ${JSON.stringify(init.body)}`);
    // The payer presses Pay on the sandbox's page: its side of the charge is paid.
    const charge = await env.db
      .updateTable('sandbox.charges')
      .set({ status: 'paid', decided_at: sql`now()` })
      .where('reference', '=', reference)
      .returningAll()
      .executeTakeFirstOrThrow();
    const body = JSON.stringify({
      event: 'charge.paid',
      data: { reference, amount: charge.amount, currency: charge.currency, status: 'paid' },
    });
    const deliver = (raw: string, signature: string) =>
      call(env.apiUrl, '/api/v1/payments/webhook/sandbox', {
        rawBody: raw,
        headers: { 'content-type': 'application/json', 'x-sandbox-signature': signature },
      });
    const tamperedBody = body.replace(`"amount":${charge.amount}`, `"amount":${charge.amount * 100}`);
    const [a, b, c, tampered] = await Promise.all([
      deliver(body, sign(body)),
      deliver(body, sign(body)),
      deliver(body, sign(body)),
      deliver(tamperedBody, sign(body)),
    ]);
    log(`webhooks answered ${[a, b, c].map((x) => x.status).join(', ')}; tampered ${tampered.status}`);

    const counts = async () => {
      const row = await sql<{ successful: number; events: number; receipts: number }>`
        select
          (select count(*) from transactions where reference = ${reference} and status = 'successful')::int as successful,
          (select count(*) from outbox_events where event_type = 'payment.succeeded' and payload->>'reference' = ${reference})::int as events,
          (select count(*) from emails m join outbox_events e on m.event_key like e.id::text || ':%'
            where e.event_type = 'payment.succeeded' and e.payload->>'reference' = ${reference})::int as receipts
      `.execute(env.db);
      return row.rows[0] ?? { successful: -1, events: -1, receipts: -1 };
    };
    let figures = await counts();
    await waitFor(
      'receipt sent',
      async () => {
        figures = await counts();
        return figures.receipts >= 1;
      },
      30_000,
      250,
    ).catch(() => undefined);
    const accepted = [a, b, c].filter((x) => x.status === 200).length;
    return {
      name: this.name,
      steadyState: this.steadyState,
      passed:
        accepted === 3 &&
        tampered.status === 401 &&
        figures.successful === 1 &&
        figures.events === 1 &&
        figures.receipts === 1,
      figures: {
        'webhooks delivered': 3,
        'answered 200': accepted,
        'tampered answer': tampered.status,
        'successful transactions': figures.successful,
        'payment.succeeded events': figures.events,
        'receipt emails': figures.receipts,
      },
    };
  },
};
