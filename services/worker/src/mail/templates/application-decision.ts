import { APPLICATION_LABELS, type ApplicationKind, applicationDecisionTitle } from '@ile/shared';
import { type EmailTemplate, greeting, html, layout, link, paragraph, textLayout } from './layout';

export interface ApplicationDecisionInput {
  firstName: string;
  kind: ApplicationKind;
  approved: boolean;
  reason: string | null;
  link: string;
}

export const applicationDecision: EmailTemplate<ApplicationDecisionInput> = {
  name: 'application-decision',
  render({ firstName, kind, approved, reason, link: href }) {
    const subject = applicationDecisionTitle(kind, approved);
    const label = APPLICATION_LABELS[kind];
    const lines = approved
      ? [`Good news: we have approved your ${label} application.`, 'See it here:']
      : [
          `We have reviewed your ${label} application and could not approve it this time.`,
          `Reason: ${reason ?? 'not given'}`,
          'You can apply again at any time:',
        ];
    return {
      subject,
      text: textLayout([greeting(firstName), ...lines, href]),
      html: layout(subject, [
        paragraph(greeting(firstName)),
        ...lines.slice(0, -1).map((line) => paragraph(line)),
        paragraph(html`${lines.at(-1) ?? ''} ${link(href)}`),
      ]),
    };
  },
};
