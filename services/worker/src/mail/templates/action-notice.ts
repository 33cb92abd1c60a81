import { button, type EmailTemplate, greeting, html, layout, link, paragraph, textLayout } from './layout';

export interface ActionNoticeInput {
  firstName: string;
  subject: string;
  /** What happened, one paragraph each. */
  lines: string[];
  /** One-tap buttons, each a signed link to a site page that asks before it acts. */
  actions: { label: string; href: string }[];
  /** The page where the recipient follows the matter. */
  pageLink: string;
}

/**
 * The shape of every notice email with one-tap buttons (viewings, held payments): lines, buttons, and the
 * page to follow it on, introduced by `more`.
 */
export function actionNoticeTemplate(name: string, more: string): EmailTemplate<ActionNoticeInput> {
  return {
    name,
    render({ firstName, subject, lines, actions, pageLink }) {
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
}
