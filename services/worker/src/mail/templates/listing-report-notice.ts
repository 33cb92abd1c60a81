import { type EmailTemplate, greeting, html, layout, link, paragraph, textLayout } from './layout';

export interface ListingReportNoticeInput {
  firstName: string;
  title: string;
  /** held: out of search while staff look; republished or unpublished: what they decided. */
  state: 'held' | 'republished' | 'unpublished';
  /** The owner's Manage Listings page. */
  link: string;
}

const SUBJECTS = {
  held: (title: string) => `Ile: your listing “${title}” is under review`,
  republished: (title: string) => `Ile: your listing “${title}” is back in search`,
  unpublished: (title: string) => `Ile: your listing “${title}” has been taken down`,
} as const;

const BODIES = {
  held: [
    'Several verified users reported your listing within a few days, so it is out of search while our team checks it.',
    'You do not need to do anything now: we will email you when we have decided.',
  ],
  republished: [
    'Our team looked at the reports about your listing and found nothing against our rules. It is back in search.',
  ],
  unpublished: [
    'Our team looked at the reports about your listing and unpublished it.',
    'If you think this is wrong, contact Ile support and tell us why.',
  ],
} as const;

/** To a listing's owner: it was held after reports, or what staff decided about the reports. */
export const listingReportNotice: EmailTemplate<ListingReportNoticeInput> = {
  name: 'listing-report-notice',
  render({ firstName, title, state, link: href }) {
    const subject = SUBJECTS[state](title);
    const next = 'Your listings:';
    return {
      subject,
      text: textLayout([greeting(firstName), ...BODIES[state], next, href]),
      html: layout(subject, [
        paragraph(greeting(firstName)),
        ...BODIES[state].map((sentence) => paragraph(sentence)),
        paragraph(html`${next} ${link(href)}`),
      ]),
    };
  },
};
