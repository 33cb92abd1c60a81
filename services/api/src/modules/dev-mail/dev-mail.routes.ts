import { listRecentEmails } from '@ile/db/repositories/emails.repository';
import type { FastifyInstance } from 'fastify';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );
const linkify = (escaped: string) => escaped.replace(/(https?:\/\/[^\s<]+)/g, '<a href="$1">$1</a>');

/**
 * The local mail catcher's inbox: with no SMTP server configured the worker records mail instead of
 * sending it, and this page shows it, so signup and password reset can be completed offline.
 * Registered only outside production.
 */
export default async function devMailRoutes(app: FastifyInstance) {
  app.get('/mail', { schema: { hide: true } }, async (_request, reply) => {
    const emails = await listRecentEmails(app.db, 50);
    const items = emails
      .map(
        (email) => `<article>
  <h2>${escapeHtml(email.subject)}</h2>
  <p class="meta">to ${escapeHtml(email.to_address)} · ${email.created_at.toISOString()} · ${escapeHtml(email.status)}</p>
  <pre>${linkify(escapeHtml(email.text ?? ''))}</pre>
</article>`,
      )
      .join('\n');
    const page = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Ile mail catcher</title>
<style>body{font-family:system-ui,sans-serif;max-width:860px;margin:32px auto;padding:0 16px;color:#111827}
article{border:1px solid #e5e7eb;border-radius:8px;padding:16px;margin:16px 0}.meta{color:#6b7280;font-size:14px}
pre{white-space:pre-wrap;font-family:inherit}h1{color:#15803d}</style></head><body>
<h1>Mail caught locally</h1><p>No SMTP server is configured, so mail is kept here instead of being sent (newest first).</p>
${items || '<p>No mail yet.</p>'}</body></html>`;
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(page);
  });
}
