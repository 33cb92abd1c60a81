import { sql } from 'kysely';
import type { Executor } from '../database';
import type {
  NewSandboxCharge,
  SandboxCharge,
  SandboxFaultMode,
  SandboxFaultsTable,
  SandboxPayout,
} from '../schema';

type SandboxFault = SandboxFaultsTable;

// The built-in sandbox payment provider's own side of each charge (`sandbox.charges`), as a real provider
// would keep it on its servers.

export function findSandboxCharge(db: Executor, reference: string): Promise<SandboxCharge | undefined> {
  return db.selectFrom('sandbox.charges').selectAll().where('reference', '=', reference).executeTakeFirst();
}

export async function insertSandboxCharge(
  db: Executor,
  values: Pick<NewSandboxCharge, 'reference' | 'amount' | 'currency' | 'description' | 'return_url'>,
): Promise<void> {
  await db.insertInto('sandbox.charges').values(values).execute();
}

/** Pays or cancels a pending charge; undefined when it was not pending (decided already, or unknown). */
export function decideSandboxCharge(
  db: Executor,
  reference: string,
  outcome: 'paid' | 'cancelled',
): Promise<SandboxCharge | undefined> {
  return db
    .updateTable('sandbox.charges')
    .set({ status: outcome, decided_at: sql`now()` })
    .where('reference', '=', reference)
    .where('status', '=', 'pending')
    .returningAll()
    .executeTakeFirst();
}

// Its transfers and refunds (`sandbox.payouts`), keyed by our reference: the same reference twice is the
// same payout, as a real provider's idempotency key makes it.

export function findSandboxPayout(db: Executor, reference: string): Promise<SandboxPayout | undefined> {
  return db.selectFrom('sandbox.payouts').selectAll().where('reference', '=', reference).executeTakeFirst();
}

/** Records a payout once; a second call with the same reference returns the first one, unchanged. */
export async function recordSandboxPayout(
  db: Executor,
  values: Omit<SandboxPayout, 'created_at'>,
): Promise<SandboxPayout> {
  await db
    .insertInto('sandbox.payouts')
    .values(values)
    .onConflict((oc) => oc.column('reference').doNothing())
    .execute();
  const payout = await findSandboxPayout(db, values.reference);
  if (!payout) throw new Error(`sandbox payout ${values.reference} vanished`);
  return payout;
}

/** Makes the next `times` calls of an operation misbehave (tests and the chaos experiment). */
export async function setSandboxFault(
  db: Executor,
  operation: SandboxFault['operation'],
  mode: SandboxFaultMode,
  times: number,
): Promise<void> {
  await db
    .insertInto('sandbox.faults')
    .values({ operation, mode, remaining: times })
    .onConflict((oc) => oc.column('operation').doUpdateSet({ mode, remaining: times }))
    .execute();
}

/** Takes one fault of an operation, if any is left: the mode the call should play. */
export async function takeSandboxFault(
  db: Executor,
  operation: SandboxFault['operation'],
): Promise<SandboxFaultMode | undefined> {
  const row = await db
    .updateTable('sandbox.faults')
    .set({ remaining: sql`remaining - 1` })
    .where('operation', '=', operation)
    .where('remaining', '>', 0)
    .returning('mode')
    .executeTakeFirst();
  return row?.mode;
}
