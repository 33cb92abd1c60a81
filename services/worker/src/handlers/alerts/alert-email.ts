import { unsubscribeToken } from '@ile/db/alerts/unsubscribe-token';
import {
  type AlertRecipient,
  countDueMatches,
  type DueMatch,
  listDueMatches,
  markMatchesAlerted,
} from '@ile/db/repositories/saved-search-alerts.repository';
import {
  ALERT_DIGEST_LIMIT,
  convertPrice,
  currencyForCountry,
  formatConvertedPrice,
  listingPlace,
  listingPriceText,
  type RateQuotes,
  savedSearchPath,
} from '@ile/shared';
import {
  alertOneClickUnsubscribeUrl,
  alertUnsubscribeLink,
  propertyLink,
  savedSearchesLink,
} from '../../mail/links';
import { type EmailOutcome, sendOnce, skipEmail } from '../../mail/send-once';
import { type AlertListing, savedSearchAlert } from '../../mail/templates/saved-search-alert';
import type { HandlerContext } from '../../registry';

/** The price in the reader's currency, with the listing's own beside it when converted (as the site shows). */
function priceFor(match: DueMatch, readerCurrency: string, quotes: RateQuotes): string {
  const own = listingPriceText(match.price, match.currency, match.duration);
  if (readerCurrency === match.currency) return own;
  const converted = convertPrice(Number(match.price), match.currency, readerCurrency, quotes);
  return converted === null ? own : `${formatConvertedPrice(converted, readerCurrency)} · ${own}`;
}

/**
 * Sends one email for the search's due matches (at most ALERT_DIGEST_LIMIT shown, the rest behind "see
 * all") and marks every due match up to the newest as sent, so none is ever alerted twice. Keyed by the
 * newest match's time: a retried job finds the email sent and only marks. Nobody to write to (a deleted
 * account, an unverified address) marks them too: the in-app notice already told the user.
 */
export async function sendAlertEmail(
  context: HandlerContext,
  recipient: AlertRecipient,
  kind: 'instant' | 'daily' | 'weekly',
  quotes: RateQuotes,
): Promise<EmailOutcome> {
  const matches = await listDueMatches(context.db, recipient.id, ALERT_DIGEST_LIMIT);
  const newest = matches[0];
  if (!newest) return skipEmail(context.log, 'no due matches');
  const total = await countDueMatches(context.db, recipient.id);
  const outcome =
    recipient.deleted_at || !recipient.email_verified_at
      ? skipEmail(context.log, 'no verified address')
      : await sendOnce(context, {
          eventId: `saved-search:${recipient.id}:${newest.matched_at.getTime()}`,
          template: savedSearchAlert,
          to: recipient.email,
          prepare: () => {
            const token = unsubscribeToken(recipient);
            const readerCurrency = recipient.selected_currency ?? currencyForCountry(recipient.user_country);
            const listings: AlertListing[] = matches.map((match) => ({
              title: match.title,
              place: listingPlace(match.city, match.state),
              price: priceFor(match, readerCurrency, quotes),
              photoUrl: match.photo_key ? context.mediaUrl(match.photo_key) : null,
              link: propertyLink(context.publicUrl, match.property_id),
              priceDropped: match.reason === 'price_dropped',
            }));
            return {
              firstName: recipient.first_name,
              searchName: recipient.name,
              listings,
              total,
              seeAllLink: `${context.publicUrl}${savedSearchPath(recipient.filters)}`,
              manageLink: savedSearchesLink(context.publicUrl),
              unsubscribeLink: alertUnsubscribeLink(context.publicUrl, token),
              oneClickUnsubscribeUrl: alertOneClickUnsubscribeUrl(context.publicUrl, token),
              kind,
            };
          },
        });
  await markMatchesAlerted(context.db, recipient.id, newest.matched_at);
  return outcome;
}
