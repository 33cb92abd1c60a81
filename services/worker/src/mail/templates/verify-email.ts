import { button, type EmailTemplate, greeting, html, layout, link, paragraph, textLayout } from './layout';

export interface VerifyEmailInput {
  firstName: string;
  /** `${PUBLIC_URL}/api/v1/auth/verify-email?token=...` */
  link: string;
  expiresInHours: number;
}

export const verifyEmail: EmailTemplate<VerifyEmailInput> = {
  name: 'verify-email',
  render({ firstName, link: href, expiresInHours }) {
    const subject = 'Confirm your email address for Ile';
    const expiry = `The link expires in ${expiresInHours} hours and works once.`;
    const ignore = 'If you did not create an Ile account, ignore this email.';
    return {
      subject,
      text: textLayout([
        greeting(firstName),
        'Welcome to Ile. Please confirm your email address by opening this link:',
        href,
        expiry,
        ignore,
      ]),
      html: layout(subject, [
        paragraph(greeting(firstName)),
        paragraph('Welcome to Ile. Please confirm your email address:'),
        button(href, 'Confirm my email'),
        paragraph(html`Or open this link: ${link(href)}`),
        paragraph(expiry),
        paragraph(ignore),
      ]),
    };
  },
};
