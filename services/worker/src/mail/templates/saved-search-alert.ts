import {
  type EmailTemplate,
  greeting,
  html,
  layout,
  link,
  paragraph,
  type SafeHtml,
  textLayout,
} from './layout';

export interface AlertListing {
  title: string;
  /** 'Lekki, Lagos'. */
  place: string;
  /** In the reader's currency, with the listing's own beside it when converted ('$3,000 · ₦4,500,000 per year'). */
  price: string;
  /** A 640 px photo, or null while its pictures are still being made. */
  photoUrl: string | null;
  link: string;
  /** True when it matched because its price went down. */
  priceDropped: boolean;
}

export interface SavedSearchAlertInput {
  firstName: string;
  searchName: string;
  /** At most ALERT_DIGEST_LIMIT, newest first. */
  listings: AlertListing[];
  /** Every new match this email stands for (the listings above may be fewer). */
  total: number;
  /** The search page with the saved filters. */
  seeAllLink: string;
  manageLink: string;
  /** The site's page that turns this search's alerts off. */
  unsubscribeLink: string;
  /** The one-click URL for List-Unsubscribe (RFC 8058). */
  oneClickUnsubscribeUrl: string;
  /** 'instant', or the digest's period. */
  kind: 'instant' | 'daily' | 'weekly';
}

const plural = (n: number) => (n === 1 ? 'listing' : 'listings');

function subjectOf({ kind, total, searchName, listings }: SavedSearchAlertInput): string {
  const first = listings[0];
  if (kind === 'instant') {
    if (total === 1 && first)
      return first.priceDropped
        ? `Price drop: “${first.title}” matches “${searchName}”`
        : `New: “${first.title}” matches “${searchName}”`;
    return `${total} new ${plural(total)} match “${searchName}”`;
  }
  return `Your ${kind} digest: ${total} new ${plural(total)} for “${searchName}”`;
}

const card = (listing: AlertListing): SafeHtml =>
  html`<table role="presentation" style="width:100%;border-collapse:collapse;margin:0 0 16px;"><tr>
<td style="width:160px;vertical-align:top;padding:0 12px 0 0;">${
    listing.photoUrl
      ? html`<a href="${listing.link}"><img src="${listing.photoUrl}" width="160" alt="" style="display:block;width:160px;height:auto;border-radius:6px;"></a>`
      : ''
  }</td>
<td style="vertical-align:top;line-height:1.4;">
<a href="${listing.link}" style="color:#0f172a;font-weight:bold;text-decoration:none;">${listing.title}</a><br>
<span style="color:#0f766e;font-weight:bold;">${listing.price}</span>${listing.priceDropped ? html` <span style="color:#b45309;">· Price reduced</span>` : ''}<br>
<span style="color:#475569;">${listing.place}</span>
</td></tr></table>`;

/**
 * A saved search's alert: the new listings it matched (at most 10, then "see all"), with a one-click
 * unsubscribe in the headers (RFC 8058) and in the body. Instant alerts group what matched in one window;
 * digests what matched in the day or week.
 */
export const savedSearchAlert: EmailTemplate<SavedSearchAlertInput> = {
  name: 'saved-search-alert',
  render(input) {
    const subject = subjectOf(input);
    const intro =
      input.kind === 'instant'
        ? `New on Ile for your saved search “${input.searchName}”:`
        : `What matched your saved search “${input.searchName}” this ${input.kind === 'daily' ? 'day' : 'week'}:`;
    const more =
      input.total > input.listings.length ? `See all ${input.total} new listings` : 'See the search';
    const why = `You get this because you saved the search “${input.searchName}” on Ile with ${input.kind} alerts.`;
    return {
      subject,
      headers: {
        'List-Unsubscribe': `<${input.oneClickUnsubscribeUrl}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
      text: textLayout([
        greeting(input.firstName),
        intro,
        input.listings
          .map(
            (listing) =>
              `• ${listing.title}${listing.priceDropped ? ' (price reduced)' : ''}\n  ${listing.price}\n  ${listing.place}\n  ${listing.link}`,
          )
          .join('\n'),
        `${more}: ${input.seeAllLink}`,
        `${why} Manage your alerts: ${input.manageLink}\nStop alerts for this search: ${input.unsubscribeLink}`,
      ]),
      html: layout(subject, [
        paragraph(greeting(input.firstName)),
        paragraph(intro),
        ...input.listings.map(card),
        paragraph(link(input.seeAllLink, more)),
        html`<p style="margin:24px 0 0;line-height:1.5;color:#475569;font-size:13px;">${why} ${link(input.manageLink, 'Manage your alerts')} · ${link(input.unsubscribeLink, 'Stop alerts for this search')}</p>`,
      ]),
    };
  },
};
