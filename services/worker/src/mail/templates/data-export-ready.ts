import { button, type EmailTemplate, greeting, html, layout, link, paragraph, textLayout } from './layout';

export interface DataExportReadyInput {
  firstName: string;
  /** `${PUBLIC_URL}/account/privacy-and-sharing`, where the signed-in owner downloads the export. */
  link: string;
  expiresInDays: number;
}

export const dataExportReady: EmailTemplate<DataExportReadyInput> = {
  name: 'data-export-ready',
  render({ firstName, link: href, expiresInDays }) {
    const subject = 'Your Ile data export is ready';
    const ready = 'The copy of your Ile data you asked for is ready.';
    const where = 'Sign in and download it from Privacy and sharing in your account:';
    const expiry = `The download expires in ${expiresInDays} days; after that, ask for a new one.`;
    const notYou = "If you didn't ask for it, change your password: someone else may be signed in as you.";
    return {
      subject,
      text: textLayout([greeting(firstName), ready, where, href, expiry, notYou]),
      html: layout(subject, [
        paragraph(greeting(firstName)),
        paragraph(ready),
        paragraph('Sign in and download it from Privacy and sharing in your account.'),
        button(href, 'Download my data'),
        paragraph(html`Or open this link: ${link(href)}`),
        paragraph(expiry),
        paragraph(notYou),
      ]),
    };
  },
};
