import { button, type EmailTemplate, greeting, html, layout, link, paragraph, textLayout } from './layout';

export interface ViewingNoticeInput {
  firstName: string;
  subject: string;
  /** What happened, one paragraph each (times already written in the recipient's zone). */
  lines: string[];
  /** One-tap buttons (confirm; "Yes, it happened" / "No, it did not"), each a signed link. */
  actions: { label: string; href: string }[];
  /** The page where the recipient manages the viewing. */
  pageLink: string;
}

/** Every viewing email (requests, answers, reminders, "Did the viewing happen?"): one shape, one template. */
export const viewingNotice: EmailTemplate<ViewingNoticeInput> = {
  name: 'viewing-notice',
  render({ firstName, subject, lines, actions, pageLink }) {
    const more = 'See and manage your viewings:';
    return {
      subject,
      text: textLayout([
        greeting(firstName),
        ...lines,
        ...actions.map((action) => `${action.label}: ${action.href}`),
        more,
        pageLink,
      ]),
      html: layout(subject, [
        paragraph(greeting(firstName)),
        ...lines.map((line) => paragraph(line)),
        ...actions.map((action) => paragraph(button(action.href, action.label))),
        paragraph(html`${more} ${link(pageLink)}`),
      ]),
    };
  },
};
