/** What every template renders: one subject, a plain-text body and an HTML body saying the same. */
export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
  /** Extra headers, e.g. List-Unsubscribe and List-Unsubscribe-Post for a one-click unsubscribe. */
  headers?: Record<string, string>;
}

export interface EmailTemplate<Input> {
  /** Part of the email's idempotency key, so one event may send several different emails. */
  name: string;
  render(input: Input): RenderedEmail;
}

export const PRODUCT_NAME = 'Ile';

/** HTML that is already safe; anything else interpolated into `html` is escaped. */
export class SafeHtml {
  constructor(readonly value: string) {}
  toString(): string {
    return this.value;
  }
}

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => ENTITIES[char] as string);
}

function toHtml(value: unknown): string {
  if (value instanceof SafeHtml) return value.value;
  if (Array.isArray(value)) return value.map(toHtml).join('');
  return escapeHtml(String(value ?? ''));
}

/** Tagged template that escapes every interpolated value (text and attribute safe) unless it is SafeHtml. */
export function html(strings: TemplateStringsArray, ...values: unknown[]): SafeHtml {
  let out = strings[0] as string;
  values.forEach((value, i) => {
    out += toHtml(value) + (strings[i + 1] as string);
  });
  return new SafeHtml(out);
}

const styles = {
  body: 'margin:0;padding:24px;background:#f4f4f5;font-family:Arial,Helvetica,sans-serif;color:#18181b;',
  card: 'max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:32px;',
  brand: 'font-size:20px;font-weight:bold;color:#0f766e;margin:0 0 24px;',
  footer: 'max-width:560px;margin:16px auto 0;font-size:12px;color:#71717a;text-align:center;',
  button:
    'display:inline-block;padding:12px 20px;background:#0f766e;color:#ffffff;text-decoration:none;border-radius:6px;font-weight:bold;',
  code: 'font-size:32px;letter-spacing:8px;font-weight:bold;font-family:Courier,monospace;margin:16px 0;',
};

export const paragraph = (content: unknown): SafeHtml =>
  html`<p style="margin:0 0 16px;line-height:1.5;">${content}</p>`;

export const button = (href: string, label: string): SafeHtml =>
  html`<p style="margin:24px 0;"><a href="${href}" style="${styles.button}">${label}</a></p>`;

export const code = (value: string): SafeHtml => html`<p style="${styles.code}">${value}</p>`;

export const link = (href: string, label = href): SafeHtml =>
  html`<a href="${href}" style="color:#0f766e;word-break:break-all;">${label}</a>`;

/** The shared frame: a card with the product name above the content and a short footer. */
export function layout(title: string, content: SafeHtml[]): string {
  return html`<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${title}</title></head>
<body style="${styles.body}">
<div style="${styles.card}">
<p style="${styles.brand}">${PRODUCT_NAME}</p>
${content}
</div>
<p style="${styles.footer}">${PRODUCT_NAME}: homes in Nigeria and Sierra Leone. This is an automatic message; replies are not read.</p>
</body>
</html>
`.value;
}

/** Plain-text body: paragraphs separated by blank lines, and the same footer. */
export function textLayout(paragraphs: string[]): string {
  return `${paragraphs.join('\n\n')}\n\n--\n${PRODUCT_NAME}: homes in Nigeria and Sierra Leone.\nThis is an automatic message; replies are not read.\n`;
}

export const greeting = (firstName: string): string =>
  firstName.trim() ? `Hello ${firstName.trim()},` : 'Hello,';
