import { createHmac } from 'node:crypto';
import { setSandboxFault } from '@ile/db/repositories/sandbox-charges.repository';
import { givePayoutAccount } from '@ile/db/testing/rows';
import { type HoldStep, holdStepReference } from '@ile/shared';
import { sql } from 'kysely';
import { SANDBOX_PAYMENTS_SECRET } from '../environment';
import { call, login } from '../http';
import { waitFor } from '../ports';
import type { Experiment } from '../report';

const sign = (body: string) => createHmac('sha256', SANDBOX_PAYMENTS_SECRET).update(body).digest('hex');

type Env = Parameters<Experiment['run']>[0];

const deliver = (env: Env, raw: string, signature: string) =>
  call(env.apiUrl, '/api/v1/payments/webhook/sandbox', {
    rawBody: raw,
    headers: { 'content-type': 'application/json', 'x-sandbox-signature': signature },
  });

/**
 * A webhook delivered three times at once, with a fourth copy whose amount was raised (times `factor`) after
 * signing: the three answers and the tampered one's.
 */
async function deliveredThriceAndTampered(
  env: Env,
  body: string,
  amount: number,
  factor: number,
): Promise<{ answers: number[]; tampered: number }> {
  const tamperedBody = body.replace(`"amount":${amount}`, `"amount":${amount * factor}`);
  const [a, b, c, tampered] = await Promise.all([
    deliver(env, body, sign(body)),
    deliver(env, body, sign(body)),
    deliver(env, body, sign(body)),
    deliver(env, tamperedBody, sign(body)),
  ]);
  return { answers: [a, b, c].map((x) => x.status), tampered: tampered?.status ?? 0 };
}

/** The payer presses Pay on the sandbox's page: its side of the charge is paid; the charge.paid webhook's body. */
async function paidOnSandbox(env: Env, reference: string): Promise<{ body: string; amount: number }> {
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
  return { body, amount: charge.amount };
}

const holdStateOf = async (env: Env, holdId: string) =>
  (await env.db.selectFrom('payment_holds').select('state').where('id', '=', holdId).executeTakeFirst())
    ?.state;

/**
 * The sandbox's signed webhook for a hold's transfer or refund, delivered three times and once tampered (when
 * the sandbox made the payout at all).
 */
async function payoutWebhookReplayed(
  env: Env,
  holdId: string,
  step: HoldStep,
): Promise<{ answers: number[]; tampered: number }> {
  const payout = await env.db
    .selectFrom('sandbox.payouts')
    .selectAll()
    .where('reference', '=', holdStepReference(holdId, step))
    .executeTakeFirst();
  if (!payout) return { answers: [], tampered: 0 };
  const body = JSON.stringify({
    event: step === 'release' ? 'transfer.success' : 'refund.processed',
    data: {
      reference: payout.reference,
      charge_reference: step === 'release' ? null : payout.destination,
      amount: payout.amount,
      currency: payout.currency,
      status: payout.status,
    },
  });
  return deliveredThriceAndTampered(env, body, payout.amount, 2);
}

/**
 * A sandbox checkout is paid, then its signed webhook arrives three times at once, and a fourth copy whose
 * body was altered after signing (amount raised) arrives too.
 */
export const paymentWebhook: Experiment = {
  name: 'payment-webhook',
  steadyState:
    'a payment whose webhook is delivered 3 times is credited once (one success, one event, one receipt); a tampered webhook is refused; ' +
    'its held money is released through a transfer that times out and is retried with the same key: one transfer, replayed and tampered ' +
    'transfer webhooks change nothing; a sale reservation that lapses is refunded through a refund that times out and is retried with ' +
    'the same key: one refund, replayed and tampered refund webhooks change nothing; and the ledger balances',
  async run(env, log) {
    const { token } = await login(env.apiUrl, 'user@ile.test');
    // A rental of someone else's whose owner can be paid out (a validated payout account, given here when the
    // chaos seed has none): the money is held, then moves.
    const payer = await env.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'user@ile.test')
      .executeTakeFirstOrThrow();
    const property = await env.db
      .selectFrom('properties')
      .select(['id', 'owner_id'])
      .where('status', '=', 'published')
      .where('category', '<>', 'sale')
      .where('owner_id', '<>', payer.id)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    await givePayoutAccount(env.db, property.owner_id);
    const moveInDate = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
    const init = await call(env.apiUrl, '/api/v1/payments/initialize', {
      token,
      body: { propertyId: property.id, provider: 'sandbox', moveInDate },
    });
    const reference = (init.body as { data?: { reference?: string } }).data?.reference;
    if (init.status !== 201 || !reference)
      throw new Error(`initialize: ${init.status} ${JSON.stringify(init.body)}`);
    const paid = await paidOnSandbox(env, reference);
    const { answers, tampered } = await deliveredThriceAndTampered(env, paid.body, paid.amount, 100);
    log(`webhooks answered ${answers.join(', ')}; tampered ${tampered}`);

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
    const accepted = answers.filter((status) => status === 200).length;
    const release = await heldMoneyMoves(env, log, token, reference);
    const refund = await lapsedReservationRefunded(env, log, token, payer.id);
    return {
      name: this.name,
      steadyState: this.steadyState,
      passed:
        accepted === 3 &&
        tampered === 401 &&
        figures.successful === 1 &&
        figures.events === 1 &&
        figures.receipts === 1 &&
        release.passed &&
        refund.passed,
      figures: {
        ...release.figures,
        ...refund.figures,
        'webhooks delivered': 3,
        'answered 200': accepted,
        'tampered answer': tampered,
        'successful transactions': figures.successful,
        'payment.succeeded events': figures.events,
        'receipt emails': figures.receipts,
      },
    };
  },
};

/**
 * The held payment's release: the sandbox's next transfer times out after making the transfer, and the one
 * after that is "down", so the worker's release-hold job retries with the step's reference. Then the
 * transfer's signed webhook is delivered three times and once tampered. One transfer, one release, and
 * ledger_problems() finds nothing.
 */
async function heldMoneyMoves(
  env: Env,
  log: (line: string) => void,
  token: string,
  reference: string,
): Promise<{ passed: boolean; figures: Record<string, number | string> }> {
  const hold = await env.db
    .selectFrom('payment_holds')
    .select(['id', 'state'])
    .where('transaction_reference', '=', reference)
    .executeTakeFirstOrThrow();
  await setSandboxFault(env.db, 'transfer', 'timeout_after', 1);
  const confirmed = await call(env.apiUrl, `/api/v1/payments/holds/${hold.id}/confirm`, { token, body: {} });
  log(`held payment ${hold.id}: ${hold.state}; "I have the keys" answered ${confirmed.status}`);
  const state = () => holdStateOf(env, hold.id);
  await waitFor('hold released', async () => (await state()) === 'released', 60_000, 250).catch(
    () => undefined,
  );
  const stepReference = holdStepReference(hold.id, 'release');
  const { answers: webhookAnswers, tampered: tamperedAnswer } = await payoutWebhookReplayed(
    env,
    hold.id,
    'release',
  );
  const counts = await sql<{ payouts: number; released: number; problems: number; faults_left: number }>`
    select
      (select coalesce(sum(remaining), 0) from sandbox.faults where operation = 'transfer')::int as faults_left,
      (select count(*) from sandbox.payouts where reference = ${stepReference})::int as payouts,
      (select count(*) from ledger_entries where hold_id = ${hold.id} and movement = 'released')::int as released,
      (select count(*) from ledger_problems())::int as problems
  `.execute(env.db);
  const figures = counts.rows[0] ?? { payouts: -1, released: -1, problems: -1, faults_left: -1 };
  const finalState = (await state()) ?? 'missing';
  log(`release: ${finalState}, ${figures.payouts} transfer(s), ledger problems ${figures.problems}`);
  return {
    passed:
      confirmed.status === 200 &&
      finalState === 'released' &&
      figures.payouts === 1 &&
      figures.released === 2 &&
      figures.problems === 0 &&
      figures.faults_left === 0 &&
      webhookAnswers.every((status) => status === 200) &&
      tamperedAnswer === 401,
    figures: {
      'held payment state': finalState,
      // The fault was taken: the first transfer call timed out after the transfer was made.
      'transfer timeouts played': figures.faults_left === 0 ? 1 : 0,
      'sandbox transfers': figures.payouts,
      'release ledger entries': figures.released,
      'transfer webhooks answered 200': webhookAnswers.filter((status) => status === 200).length,
      'tampered transfer webhook answer': tamperedAnswer,
      'ledger problems': figures.problems,
    },
  };
}

/**
 * The refund path: a sale's reservation deposit is paid and held; the reservation lapses and the sweep (run
 * now, as its scheduler would) refunds it. The sandbox's next refund times out after making the refund, so
 * the worker's refund-hold job retries with the step's reference. Then the refund's signed webhook is
 * delivered three times and once tampered. One refund, one refunded movement, ledger_problems() empty.
 */
async function lapsedReservationRefunded(
  env: Env,
  log: (line: string) => void,
  token: string,
  payerId: string,
): Promise<{ passed: boolean; figures: Record<string, number | string> }> {
  const sale = await env.db
    .selectFrom('properties')
    .select(['id', 'owner_id'])
    .where('status', '=', 'published')
    .where('category', '=', 'sale')
    .where('owner_id', '<>', payerId)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  // The seller's terms (what their manage-area form sets): a ₦250,000 deposit for 30 days.
  await env.db
    .updateTable('properties')
    .set({ reservation_deposit: 25_000_000, reservation_days: 30 })
    .where('id', '=', sale.id)
    .execute();
  await givePayoutAccount(env.db, sale.owner_id);
  const init = await call(env.apiUrl, '/api/v1/payments/initialize', {
    token,
    body: { propertyId: sale.id, provider: 'sandbox' },
  });
  const reference = (init.body as { data?: { reference?: string } }).data?.reference;
  if (init.status !== 201 || !reference)
    throw new Error(`initialize the reservation: ${init.status} ${JSON.stringify(init.body)}`);
  const paid = await paidOnSandbox(env, reference);
  const paidAnswer = await deliver(env, paid.body, sign(paid.body));
  const hold = await env.db
    .selectFrom('payment_holds')
    .select(['id', 'state'])
    .where('transaction_reference', '=', reference)
    .executeTakeFirstOrThrow();
  await setSandboxFault(env.db, 'refund', 'timeout_after', 1);
  // Thirty days pass.
  await env.db
    .updateTable('payment_holds')
    .set({ lapses_at: sql<Date>`now() - interval '1 minute'` })
    .where('id', '=', hold.id)
    .execute();
  await env.queue('payments').add('sweep-holds', { limit: 500 });
  log(`reservation ${hold.id}: ${hold.state} (webhook ${paidAnswer.status}); lapsed, sweep queued`);
  const state = () => holdStateOf(env, hold.id);
  await waitFor('reservation refunded', async () => (await state()) === 'refunded', 90_000, 250).catch(
    () => undefined,
  );
  const { answers: webhookAnswers, tampered: tamperedAnswer } = await payoutWebhookReplayed(
    env,
    hold.id,
    'refund',
  );
  const counts = await sql<{ refunds: number; refunded: number; problems: number; faults_left: number }>`
    select
      (select coalesce(sum(remaining), 0) from sandbox.faults where operation = 'refund')::int as faults_left,
      (select count(*) from sandbox.payouts where kind = 'refund' and destination = ${reference})::int as refunds,
      (select count(*) from ledger_entries where hold_id = ${hold.id} and movement = 'refunded')::int as refunded,
      (select count(*) from ledger_problems())::int as problems
  `.execute(env.db);
  const figures = counts.rows[0] ?? { refunds: -1, refunded: -1, problems: -1, faults_left: -1 };
  const finalState = (await state()) ?? 'missing';
  log(`refund: ${finalState}, ${figures.refunds} refund(s), ledger problems ${figures.problems}`);
  return {
    passed:
      paidAnswer.status === 200 &&
      finalState === 'refunded' &&
      figures.refunds === 1 &&
      figures.refunded === 2 &&
      figures.problems === 0 &&
      figures.faults_left === 0 &&
      webhookAnswers.every((status) => status === 200) &&
      tamperedAnswer === 401,
    figures: {
      'lapsed reservation state': finalState,
      'refund timeouts played': figures.faults_left === 0 ? 1 : 0,
      'sandbox refunds of the charge': figures.refunds,
      'refund ledger entries': figures.refunded,
      'refund webhooks answered 200': webhookAnswers.filter((status) => status === 200).length,
      'tampered refund webhook answer': tamperedAnswer,
    },
  };
}
