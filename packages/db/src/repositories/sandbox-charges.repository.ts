import { sql } from 'kysely';
import type { Executor } from '../database';
import type { NewSandboxCharge, SandboxCharge } from '../schema';

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
