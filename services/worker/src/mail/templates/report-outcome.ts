import { type EmailTemplate, greeting, html, layout, link, paragraph, textLayout } from './layout';

export interface ReportOutcomeInput {
  firstName: string;
  /** What was reported: 'listing', 'profile', 'review' or 'message'. */
  noun: string;
  /** What staff decided, as a sentence. */
  outcome: string;
  /** The reporter's notifications page. */
  link: string;
}

/** To a reporter: what staff decided about what they reported. */
export const reportOutcome: EmailTemplate<ReportOutcomeInput> = {
  name: 'report-outcome',
  render({ firstName, noun, outcome, link: href }) {
    const subject = `Ile: we have looked at the ${noun} you reported`;
    const intro = `Thank you for reporting a ${noun} on Ile. Our team has looked at it.`;
    const decided = `${outcome}.`;
    const next = 'Your notifications on Ile:';
    return {
      subject,
      text: textLayout([greeting(firstName), intro, decided, next, href]),
      html: layout(subject, [
        paragraph(greeting(firstName)),
        paragraph(intro),
        paragraph(html`<strong>${decided}</strong>`),
        paragraph(html`${next} ${link(href)}`),
      ]),
    };
  },
};
