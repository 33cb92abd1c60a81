import type { Executor } from '@ile/db';
import { findUserById } from '@ile/db/repositories/users.repository';
import { findViewingWithParties } from '@ile/db/repositories/viewings.repository';
import { formatMinorAmount, formatViewingTime, truncate, viewingZoneOf } from '@ile/shared';
import { fileTicket } from '../tickets/tickets.service';

/**
 * A seeker who answers "it did not happen" after the viewing's fee was already paid to the owner (48 hours
 * passed with no report) cannot move the money back by answering; a person has to look at it. Rather than ask
 * them to write it all out again, Ile opens the Support ticket for them, in the answer's transaction, with
 * what staff need to find the viewing and the payment (docs/viewings.md, "The viewing fee"). Answers whether
 * it opened one.
 */
export async function ticketForLateNoShow(trx: Executor, viewingId: string): Promise<boolean> {
  const viewing = await findViewingWithParties(trx, viewingId);
  if (!viewing?.fee_amount || !viewing.fee_currency || !viewing.starts_at) return false;
  if (viewing.fee_state !== 'released' && viewing.fee_state !== 'release_pending') return false;
  const seeker = await findUserById(trx, viewing.seeker_id);
  if (!seeker) return false;
  const title = truncate(viewing.property_title, 80);
  const fee = formatMinorAmount(viewing.fee_amount, viewing.fee_currency);
  const zone = viewingZoneOf(viewing.property_country);
  await fileTicket(trx, {
    user_id: seeker.id,
    requester_name: `${seeker.first_name ?? ''} ${seeker.last_name ?? ''}`.trim() || seeker.email,
    requester_email: seeker.email,
    subject: `Viewing did not happen, fee already paid out: ${title}`,
    description:
      `Ile opened this ticket for you when you answered that the viewing of “${title}” on ` +
      `${formatViewingTime(viewing.starts_at, zone)} did not happen. Its fee of ${fee} had already been ` +
      'paid to the owner, because no one reported a problem within 48 hours of the viewing. ' +
      'Ile’s support team will look into it and reply here; reply with anything that helps them.\n\n' +
      `Viewing reference: ${viewing.id}`,
    image_key: null,
    file_name: null,
  });
  return true;
}
