import { type EmailTemplate, greeting, html, layout, link, paragraph, textLayout } from './layout';

export interface ListingLink {
  title: string;
  /** The one-click link that confirms (or renews) this listing. */
  link: string;
}

export interface ListingAvailabilityInput {
  firstName: string;
  listings: ListingLink[];
  /** The owner's listings in the manage area. */
  manageLink: string;
}

const list = (listings: ListingLink[], label: string) =>
  html`<ul style="margin:0 0 16px;padding-left:20px;line-height:1.6;">${listings.map(
    (listing) => html`<li>${listing.title} — ${link(listing.link, label)}</li>`,
  )}</ul>`;

const textList = (listings: ListingLink[], label: string) =>
  listings.map((listing) => `• ${listing.title}\n  ${label}: ${listing.link}`).join('\n');

/** 30 days after the last confirmation: is it still available? One click per listing says yes. */
export const availabilityReminder: EmailTemplate<ListingAvailabilityInput> = {
  name: 'availability-reminder',
  render({ firstName, listings, manageLink }) {
    const one = listings.length === 1;
    const subject = one
      ? `Is “${listings[0]?.title}” still available?`
      : `Are your ${listings.length} listings still available?`;
    const intro = `Renters trust listings that are really available. Please confirm ${one ? 'this listing is' : 'these listings are'} still available with one click:`;
    const after =
      'A listing nobody confirms leaves search 45 days after its last confirmation. If it is let or sold, mark it so in My listings:';
    return {
      subject,
      text: textLayout([
        greeting(firstName),
        intro,
        textList(listings, 'Still available'),
        after,
        manageLink,
      ]),
      html: layout(subject, [
        paragraph(greeting(firstName)),
        paragraph(intro),
        list(listings, 'Yes, still available'),
        paragraph(html`${after} ${link(manageLink)}`),
      ]),
    };
  },
};

/** Unconfirmed for 45 days: out of search; the same one-click link renews it. */
export const listingsExpired: EmailTemplate<ListingAvailabilityInput> = {
  name: 'listings-expired',
  render({ firstName, listings, manageLink }) {
    const one = listings.length === 1;
    const subject = one
      ? `“${listings[0]?.title}” has expired`
      : `${listings.length} of your listings have expired`;
    const intro = `Nobody confirmed ${one ? 'this listing' : 'these listings'} available for 45 days, so ${one ? 'it has' : 'they have'} left search. If ${one ? 'it is' : 'they are'} still available, renew with one click:`;
    const after = 'Or manage them in My listings:';
    return {
      subject,
      text: textLayout([greeting(firstName), intro, textList(listings, 'Renew'), after, manageLink]),
      html: layout(subject, [
        paragraph(greeting(firstName)),
        paragraph(intro),
        list(listings, 'Renew'),
        paragraph(html`${after} ${link(manageLink)}`),
      ]),
    };
  },
};
