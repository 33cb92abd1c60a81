import { randomBytes } from 'node:crypto';
import { outboxEvent } from '@ile/shared';
import { sql } from 'kysely';
import type { Executor } from '../database';
import { hashPassword } from '../passwords';
import { appendOutboxEvent } from './outbox.repository';
import { signedInViewerKey, VIEWER_KEYED_TABLES } from './property-views.repository';
import { revokeUserSessions } from './sessions.repository';
import { anonymiseVerificationsOf } from './verifications.repository';

const PERSONAL_TABLES = [
  'agents',
  'agencies',
  'students',
  'agent_applications',
  'agency_applications',
  'student_applications',
  'listing_applications',
  'tickets',
  'email_verification_tokens',
  'password_reset_otps',
] as const;

/**
 * decisions.md's account deletion, whoever asks for it (the user, or an Admin in the console): personal data
 * erased or anonymised, published listings unpublished, saved items, payout account and sessions dropped,
 * payments kept without the payer's name and email, and the goodbye email (the address travels in the event,
 * since the row no longer has it). Run inside the caller's transaction; answers how many listings went offline.
 * Every column naming a user is handled here or allow-listed in privacy-guard.test.ts, which fails otherwise.
 */
export async function eraseAccount(
  trx: Executor,
  user: { id: string; email: string; first_name: string },
): Promise<{ listingsUnpublished: number }> {
  const unusableHash = await hashPassword(randomBytes(32).toString('hex'));
  await trx
    .updateTable('users')
    .set({
      email: `deleted-${user.id}@deleted.ile.invalid`,
      password_hash: unusableHash,
      first_name: 'Deleted',
      last_name: 'user',
      phone: null,
      gender: null,
      address: null,
      state: null,
      country: null,
      profile_image: null,
      deleted_at: sql<Date>`now()`,
    })
    .where('id', '=', user.id)
    .execute();
  const unpublished = await trx
    .updateTable('properties')
    .set({ status: 'unpublished' })
    .where('owner_id', '=', user.id)
    .where('status', '=', 'published')
    .returning('id')
    .execute();
  await trx.deleteFrom('wishlists').where('user_id', '=', user.id).execute();
  await trx.deleteFrom('recently_viewed').where('user_id', '=', user.id).execute();
  await trx.deleteFrom('saved_searches').where('user_id', '=', user.id).execute();
  // Which listings and profiles they looked at, and whose phone they were shown: keyed by their account.
  for (const table of VIEWER_KEYED_TABLES)
    await trx.deleteFrom(table).where('viewer_key', '=', signedInViewerKey(user.id)).execute();
  // Imported files' rows (the listings as uploaded) go with their imports; the applications made stay as others do.
  await trx.deleteFrom('listing_imports').where('user_id', '=', user.id).execute();
  await trx.deleteFrom('payout_accounts').where('user_id', '=', user.id).execute();
  await trx.deleteFrom('notification_reads').where('user_id', '=', user.id).execute();
  // Notices addressed to the user alone (decisions on their applications); broadcasts are nobody's.
  await trx.deleteFrom('notices').where('recipient_id', '=', user.id).execute();
  // Viewings: their hours go; a viewing still to come is cancelled by their side, so the other side is free;
  // the bookings stay (the other side's history, the owner's viewing record) with the seeker's note dropped.
  await trx.deleteFrom('viewing_availability').where('owner_id', '=', user.id).execute();
  await trx.deleteFrom('viewing_availability_exceptions').where('owner_id', '=', user.id).execute();
  for (const side of ['owner', 'seeker'] as const)
    await trx
      .updateTable('viewings')
      .set({
        status: 'cancelled',
        awaiting: null,
        cancelled_by: side,
        cancel_reason: 'The account was deleted',
      })
      .where(side === 'owner' ? 'owner_id' : 'seeker_id', '=', user.id)
      .where('status', 'in', ['requested', 'confirmed'])
      .execute();
  await trx.updateTable('viewings').set({ note: null }).where('seeker_id', '=', user.id).execute();
  // The one-click "still available" links mailed to the old address.
  await trx.deleteFrom('listing_availability_tokens').where('owner_id', '=', user.id).execute();
  // What the user wrote about themselves to become an agent, agency or verified student or to list a property
  // (names, addresses, phones, documents), the profiles approval made of it (reviews of a profile go with it,
  // as the schema's cascade says), their support requests, and the tokens mailed to their old address.
  for (const table of PERSONAL_TABLES) await trx.deleteFrom(table).where('user_id', '=', user.id).execute();
  // The rows stay, so the files they name can still be found: nobody can download them any more, and the
  // worker's purge-expired-exports job deletes the files at its next run.
  await trx
    .updateTable('data_exports')
    .set({ status: 'expired', expires_at: sql<Date>`now()` })
    .where('user_id', '=', user.id)
    .execute();
  await trx
    .updateTable('transactions')
    .set({ payer_name: null, payer_email: null })
    .where('user_id', '=', user.id)
    .execute();
  // Held payments are money records kept like payments (the money still goes to whoever it belongs to), but
  // without the user's own words: their dispute reason or statement, and the reasons on steps they took.
  await trx
    .updateTable('payment_holds')
    .set({ dispute_reason: null })
    .where('payer_id', '=', user.id)
    .execute();
  await trx
    .updateTable('payment_holds')
    .set({ payee_statement: null })
    .where('payee_id', '=', user.id)
    .execute();
  await trx
    .updateTable('payment_hold_events')
    .set({ reason: null })
    .where('actor_id', '=', user.id)
    .execute();
  // Reports they made stay with their target (other reports and staff decisions refer to them) but name
  // nobody: no reporter, and not their words. Reports of them as a person go with the person.
  await trx
    .updateTable('reports')
    .set({ reporter_id: null, details: null })
    .where('reporter_id', '=', user.id)
    .execute();
  await trx
    .deleteFrom('reports')
    .where('target_type', '=', 'user')
    .where('target_id', '=', user.id)
    .execute();
  // Verifications keep their decision (who decided, when) without the document numbers; the purge job deletes
  // the ID pictures of an erased account at its next run.
  await anonymiseVerificationsOf(trx, user.id);
  await revokeUserSessions(trx, user.id);
  await appendOutboxEvent(
    trx,
    outboxEvent('user.account_deleted', { email: user.email, firstName: user.first_name }),
  );
  return { listingsUnpublished: unpublished.length };
}
