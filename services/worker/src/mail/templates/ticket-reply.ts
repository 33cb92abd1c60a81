import { type EmailTemplate, greeting, html, layout, link, paragraph, textLayout } from './layout';

export interface TicketReplyInput {
  firstName: string;
  subject: string;
  /** The staff reply as written, in full. */
  reply: string;
  /** The requester's tickets page. */
  link: string;
}

const quote =
  'margin:0 0 16px;padding:12px 16px;border-left:4px solid #0f766e;background:#f4f4f5;white-space:pre-wrap;line-height:1.5;';

export const ticketReply: EmailTemplate<TicketReplyInput> = {
  name: 'ticket-reply',
  render({ firstName, subject: ticketSubject, reply, link: href }) {
    const subject = `Ile support replied to your ticket “${ticketSubject}”`;
    const intro = 'Ile support replied to your ticket:';
    const next = 'Read the conversation or answer here:';
    return {
      subject,
      text: textLayout([greeting(firstName), intro, reply, next, href]),
      html: layout(subject, [
        paragraph(greeting(firstName)),
        paragraph(intro),
        html`<div style="${quote}">${reply}</div>`,
        paragraph(html`${next} ${link(href)}`),
      ]),
    };
  },
};
