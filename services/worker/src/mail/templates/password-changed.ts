import { type EmailTemplate, greeting, html, layout, link, paragraph, textLayout } from './layout';

export interface PasswordChangedInput {
  firstName: string;
  /** Where to start a password reset: the site's home page (`${PUBLIC_URL}/`). */
  siteLink: string;
}

export const passwordChanged: EmailTemplate<PasswordChangedInput> = {
  name: 'password-changed',
  render({ firstName, siteLink }) {
    const subject = 'Your Ile password was changed';
    const notice = 'The password of your Ile account was just changed.';
    const ok = 'If it was you, there is nothing more to do.';
    const notYou =
      "If it wasn't you, reset your password now (Sign in, then Forgot password) and check your account:";
    return {
      subject,
      text: textLayout([greeting(firstName), notice, ok, notYou, siteLink]),
      html: layout(subject, [
        paragraph(greeting(firstName)),
        paragraph(notice),
        paragraph(ok),
        paragraph(html`${notYou} ${link(siteLink)}`),
      ]),
    };
  },
};
