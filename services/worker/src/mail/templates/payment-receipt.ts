import { button, type EmailTemplate, greeting, html, layout, link, paragraph, textLayout } from './layout';

export interface PaymentReceiptInput {
  firstName: string;
  /** Formatted with its symbol: "₦4,500,000". */
  amount: string;
  reference: string;
  /** The listing paid for; null when it has since been removed. */
  listingTitle: string | null;
  paidAt: Date;
  /** When the owner or agent gets in touch (PAYMENT_CONTACT_PROMISE.summary). */
  contactWithin: string;
  /** `${PUBLIC_URL}/account/payment/transactions`. */
  transactionsLink: string;
  /** Why Ile is already returning this payment; null for a payment that goes ahead. */
  refundReason?: string | null;
}

/** A reason as its own sentence: "Listing found fraudulent." */
const sentence = (text: string): string => {
  const trimmed = text.trim();
  return /[.!?]$/.test(trimmed) ? trimmed : `${trimmed}.`;
};

const paidOn = (date: Date): string =>
  `${new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' }).format(date)} UTC`;

export const paymentReceipt: EmailTemplate<PaymentReceiptInput> = {
  name: 'payment-receipt',
  render(input) {
    const subject = input.refundReason
      ? `Payment received and being refunded: ${input.amount}`
      : `Payment received: ${input.amount}`;
    const received = input.listingTitle
      ? `We have received your payment of ${input.amount} for “${input.listingTitle}”.`
      : `We have received your payment of ${input.amount}.`;
    const details: Array<[string, string]> = [
      ['Amount', input.amount],
      ['Reference', input.reference],
      ['Paid on', paidOn(input.paidAt)],
      ...(input.listingTitle ? ([['Listing', input.listingTitle]] as Array<[string, string]>) : []),
    ];
    // A payment Ile is returning goes nowhere: nobody is to get in touch about it (for a fraudulent listing,
    // that would send the payer back to whoever listed it).
    const next = input.refundReason
      ? `Ile is returning this payment to you in full. Why: ${sentence(input.refundReason)} It goes back to the card or account you paid with, and your transactions page shows when the refund is made; you do not need to do anything.`
      : `The owner or agent will contact you within ${input.contactWithin}.`;
    const keep = 'Keep this email as your receipt. Your transactions are also listed in your account:';
    return {
      subject,
      text: textLayout([
        greeting(input.firstName),
        received,
        details.map(([label, value]) => `${label}: ${value}`).join('\n'),
        next,
        keep,
        input.transactionsLink,
      ]),
      html: layout(subject, [
        paragraph(greeting(input.firstName)),
        paragraph(received),
        html`<table style="margin:0 0 16px;border-collapse:collapse;">${details.map(
          ([label, value]) =>
            html`<tr><td style="padding:4px 16px 4px 0;color:#71717a;">${label}</td><td style="padding:4px 0;font-weight:bold;">${value}</td></tr>`,
        )}</table>`,
        paragraph(next),
        paragraph('Keep this email as your receipt. Your transactions are also listed in your account.'),
        button(input.transactionsLink, 'My transactions'),
        paragraph(html`Or open this link: ${link(input.transactionsLink)}`),
      ]),
    };
  },
};
