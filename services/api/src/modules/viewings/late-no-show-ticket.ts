import type { Executor } from '@ile/db';
import { findViewingWithParties } from '@ile/db/repositories/viewings.repository';
import { liveViewingFeeHold } from '@ile/db/viewings/viewing-fees';
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
  if (!viewing?.starts_at) return false;
  const hold = await liveViewingFeeHold(trx, viewingId);
  if (hold?.state !== 'released' && hold?.state !== 'release_pending') return false;
  const title = truncate(viewing.property_title, 80);
  const fee = formatMinorAmount(hold.amount, hold.currency);
  const zone = viewingZoneOf(viewing.property_country);
  await fileTicket(trx, {
    user_id: viewing.seeker_id,
    requester_name:
      `${viewing.seeker_first_name ?? ''} ${viewing.seeker_last_name ?? ''}`.trim() || viewing.seeker_email,
    requester_email: viewing.seeker_email,
    subject: `Viewing did not happen, fee already paid out: ${title}`,
    description:
      `Ile opened this ticket for you when you answered that the viewing of “${title}” on ` +
      `${formatViewingTime(viewing.starts_at, zone)} did not happen. Its fee of ${fee} had already been ` +
      'paid to the owner, because no one reported a problem within 48 hours of the viewing. ' +
      'Ile’s support team will look into it and reply here; reply with anything that helps them.\n\n' +
      // The payment's reference is what the console's Transactions search finds the fee's hold by.
      `Viewing reference: ${viewing.id}\nPayment reference: ${hold.transaction_reference}`,
    image_key: null,
    file_name: null,
  });
  return true;
}
