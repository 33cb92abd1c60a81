import { type EmailTemplate, greeting, layout, paragraph, textLayout } from './layout';

export interface AccountDeletedInput {
  firstName: string;
}

const ERASED = [
  'Your name, email address, phone number, address and profile photo are erased.',
  'Your listings are unpublished, your saved properties removed, and you are signed out everywhere.',
  'Records of payments are kept, anonymised, because the law requires it.',
];

export const accountDeleted: EmailTemplate<AccountDeletedInput> = {
  name: 'account-deleted',
  render({ firstName }) {
    const subject = 'Your Ile account has been deleted';
    const done = 'Your Ile account has been deleted, as you asked.';
    const goodbye = 'Thank you for using Ile. You are welcome back any time with a new account.';
    return {
      subject,
      text: textLayout([greeting(firstName), done, ERASED.map((line) => `- ${line}`).join('\n'), goodbye]),
      html: layout(subject, [
        paragraph(greeting(firstName)),
        paragraph(done),
        ...ERASED.map(paragraph),
        paragraph(goodbye),
      ]),
    };
  },
};
