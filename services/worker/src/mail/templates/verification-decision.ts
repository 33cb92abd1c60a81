import {
  type VerificationDecision,
  type VerificationKind,
  verificationDecisionText,
  verificationDecisionTitle,
} from '@ile/shared';
import { type EmailTemplate, greeting, html, layout, link, paragraph, textLayout } from './layout';

export interface VerificationDecisionInput {
  firstName: string;
  kind: VerificationKind;
  decision: VerificationDecision;
  reason: string | null;
  link: string;
}

/** Tells a person the staff's decision on their ID or business verification; the notice says the same. */
export const verificationDecision: EmailTemplate<VerificationDecisionInput> = {
  name: 'verification-decision',
  render({ firstName, kind, decision, reason, link: href }) {
    const subject = verificationDecisionTitle(kind, decision);
    const lines = [
      decision === 'approved'
        ? 'Good news: Ile staff have checked your documents.'
        : 'Ile staff have checked your documents and could not verify them this time.',
      verificationDecisionText(kind, decision, reason),
      'Your verification status:',
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
