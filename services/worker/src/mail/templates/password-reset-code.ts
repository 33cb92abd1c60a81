import { code as codeBlock, type EmailTemplate, greeting, layout, paragraph, textLayout } from './layout';

export interface PasswordResetCodeInput {
  firstName: string;
  /** The 6-digit one-time code. */
  code: string;
  expiresInMinutes: number;
}

export const passwordResetCode: EmailTemplate<PasswordResetCodeInput> = {
  name: 'password-reset-code',
  render({ firstName, code, expiresInMinutes }) {
    const subject = 'Your Ile password reset code';
    const intro = 'Use this code to reset your Ile password:';
    const expiry = `The code expires in ${expiresInMinutes} minutes. Never share it with anyone.`;
    const ignore = "If this wasn't you, ignore this email: your password stays as it is.";
    return {
      subject,
      text: textLayout([greeting(firstName), intro, code, expiry, ignore]),
      html: layout(subject, [
        paragraph(greeting(firstName)),
        paragraph(intro),
        codeBlock(code),
        paragraph(expiry),
        paragraph(ignore),
      ]),
    };
  },
};
