import type { Executor } from '../database';
import type { NewPayoutAccount, PayoutAccount } from '../schema';

export function findPayoutAccount(db: Executor, userId: string): Promise<PayoutAccount | undefined> {
  return db.selectFrom('payout_accounts').selectAll().where('user_id', '=', userId).executeTakeFirst();
}

/** One payout account per user: saving another replaces the first. */
export function savePayoutAccount(
  db: Executor,
  values: Omit<NewPayoutAccount, 'id' | 'created_at' | 'updated_at'>,
): Promise<PayoutAccount> {
  return db
    .insertInto('payout_accounts')
    .values(values)
    .onConflict((oc) =>
      oc.column('user_id').doUpdateSet({
        provider: values.provider,
        bank_code: values.bank_code,
        bank_name: values.bank_name,
        account_number: values.account_number,
        account_name: values.account_name ?? null,
        verified_at: values.verified_at ?? null,
      }),
    )
    .returningAll()
    .executeTakeFirstOrThrow();
}
