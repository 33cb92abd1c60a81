import { type EmailTemplate, greeting, html, layout, link, paragraph, textLayout } from './layout';

export interface TicketReceivedInput {
  firstName: string;
  subject: string;
  /** The requester's tickets page. */
  link: string;
}

export const ticketReceived: EmailTemplate<TicketReceivedInput> = {
  name: 'ticket-received',
  render({ firstName, subject: ticketSubject, link: href }) {
    const subject = `Ile support: we received your ticket “${ticketSubject}”`;
    const thanks = 'Thank you for writing to Ile support. Your ticket is with our team.';
    const next = 'We will email you when we reply. You can follow it and add details here:';
    return {
      subject,
      text: textLayout([greeting(firstName), thanks, `Subject: ${ticketSubject}`, next, href]),
      html: layout(subject, [
        paragraph(greeting(firstName)),
        paragraph(thanks),
        paragraph(html`Subject: <strong>${ticketSubject}</strong>`),
        paragraph(html`${next} ${link(href)}`),
      ]),
    };
  },
};
