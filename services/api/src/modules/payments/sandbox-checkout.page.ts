import type { SandboxCharge } from '@ile/db';
import { formatPrice } from '@ile/shared';

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
const escapeHtml = (value: string): string => value.replace(/[&<>"']/g, (char) => ENTITIES[char] as string);

const styles = {
  body: 'margin:0;padding:24px;background:#f4f4f5;font-family:Arial,Helvetica,sans-serif;color:#18181b;',
  card: 'max-width:440px;margin:40px auto;background:#fff;border-radius:8px;padding:32px;',
  badge:
    'display:inline-block;padding:4px 8px;border-radius:4px;background:#fef3c7;color:#92400e;font-size:12px;',
  amount: 'font-size:32px;font-weight:bold;margin:16px 0 8px;',
  muted: 'color:#71717a;font-size:14px;word-break:break-all;',
  pay: 'padding:12px 20px;border:0;border-radius:6px;background:#0f766e;color:#fff;font-weight:bold;cursor:pointer;',
  cancel:
    'padding:12px 20px;border:1px solid #d4d4d8;border-radius:6px;background:#fff;color:#18181b;cursor:pointer;margin-left:8px;',
};

function page(title: string, content: string): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)}</title></head>
<body style="${styles.body}">
<main style="${styles.card}">
<p style="${styles.badge}">Ile payment sandbox: no money moves</p>
${content}
</main>
</body>
</html>
`;
}

/**
 * The sandbox's checkout page: plain HTML with one form and two submit buttons, no script (the CSP
 * forbids inline scripts, and none is needed).
 */
export function sandboxCheckoutPage(charge: SandboxCharge, action: string): string {
  const amount = formatPrice(charge.amount, charge.currency);
  if (charge.status !== 'pending') {
    const outcome = charge.status === 'paid' ? 'paid' : 'cancelled';
    return page(
      'Sandbox checkout',
      `<h1>This payment was ${outcome}</h1>
<p style="${styles.muted}">Reference ${escapeHtml(charge.reference)}</p>
<p><a href="${escapeHtml(charge.return_url)}">Back to Ile</a></p>`,
    );
  }
  return page(
    `Pay ${amount}`,
    `<h1 style="${styles.amount}">${escapeHtml(amount)}</h1>
<p>${escapeHtml(charge.description ?? 'Payment')}</p>
<p style="${styles.muted}">Reference ${escapeHtml(charge.reference)}</p>
<form method="post" action="${escapeHtml(action)}">
<button type="submit" name="outcome" value="paid" style="${styles.pay}">Pay ${escapeHtml(amount)}</button>
<button type="submit" name="outcome" value="cancelled" style="${styles.cancel}">Cancel</button>
</form>`,
  );
}

export function sandboxNotFoundPage(message: string): string {
  return page('Sandbox checkout', `<h1>${escapeHtml(message)}</h1>`);
}
