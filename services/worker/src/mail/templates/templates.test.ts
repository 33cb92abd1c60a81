import { describe, expect, it } from 'vitest';
import { accountDeleted } from './account-deleted';
import { dataExportReady } from './data-export-ready';
import { escapeHtml, html, SafeHtml } from './layout';
import { listingReportNotice } from './listing-report-notice';
import { passwordChanged } from './password-changed';
import { passwordResetCode } from './password-reset-code';
import { reportOutcome } from './report-outcome';
import { ticketReceived } from './ticket-received';
import { ticketReply } from './ticket-reply';
import { verificationDecision } from './verification-decision';
import { verifyEmail } from './verify-email';

const HOSTILE = `<script>alert("x")</script> & 'Bob'`;
const ESCAPED = '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;Bob&#39;';

describe('html escaping', () => {
  it('escapes the five characters that matter in text and attributes', () => {
    expect(escapeHtml(HOSTILE)).toBe(ESCAPED);
  });

  it('escapes every interpolated value unless it is already SafeHtml', () => {
    const inner = html`<b>${'<i>'}</b>`;
    expect(inner).toBeInstanceOf(SafeHtml);
    expect(html`<p title="${'"x"'}">${inner} ${[html`<br>`, '<br>']}</p>`.value).toBe(
      '<p title="&quot;x&quot;"><b>&lt;i&gt;</b> <br>&lt;br&gt;</p>',
    );
  });
});

describe('templates', () => {
  const rendered = [
    verifyEmail.render({ firstName: HOSTILE, link: 'https://x.test/v?token=a&b="c"', expiresInHours: 24 }),
    passwordResetCode.render({ firstName: HOSTILE, code: '012345', expiresInMinutes: 10 }),
    passwordChanged.render({ firstName: HOSTILE, siteLink: 'https://x.test/?a=<b>' }),
    accountDeleted.render({ firstName: HOSTILE }),
    dataExportReady.render({
      firstName: HOSTILE,
      link: 'https://x.test/account/privacy-and-sharing',
      expiresInDays: 7,
    }),
    reportOutcome.render({
      firstName: HOSTILE,
      noun: 'listing',
      outcome: 'Dismissed',
      link: 'https://x.test/n',
    }),
    listingReportNotice.render({
      firstName: HOSTILE,
      title: HOSTILE,
      state: 'held',
      link: 'https://x.test/m',
    }),
  ];

  it('never lets a name or link break out of the HTML', () => {
    for (const email of rendered) {
      expect(email.html).not.toContain('<script>');
      expect(email.html).toContain(`Hello ${ESCAPED},`);
      // Text bodies are not HTML: the name appears as typed.
      expect(email.text).toContain(`Hello ${HOSTILE},`);
    }
    expect(rendered[0]?.html).toContain('href="https://x.test/v?token=a&amp;b=&quot;c&quot;"');
    expect(rendered[2]?.html).toContain('href="https://x.test/?a=&lt;b&gt;"');
  });

  it('names the product and says what each email needs to say', () => {
    for (const email of rendered) {
      expect(email.subject).toContain('Ile');
      expect(email.html).toMatch(/^<!doctype html>/);
    }
    expect(rendered[0]?.text).toContain('expires in 24 hours');
    expect(rendered[0]?.text).toContain('https://x.test/v?token=a&b="c"');
    expect(rendered[1]?.text).toMatch(/^012345$/m);
    expect(rendered[1]?.text).toContain('expires in 10 minutes');
    expect(rendered[1]?.text).toContain("If this wasn't you, ignore this email");
    expect(rendered[2]?.text).toContain("If it wasn't you, reset your password");
    expect(rendered[3]?.text).toContain('erased');
    expect(rendered[4]?.subject).toBe('Your Ile data export is ready');
    expect(rendered[4]?.text).toContain('https://x.test/account/privacy-and-sharing');
    expect(rendered[4]?.text).toContain('expires in 7 days');
    expect(rendered[4]?.html).toContain('href="https://x.test/account/privacy-and-sharing"');
  });

  it('greets without a name when there is none', () => {
    expect(accountDeleted.render({ firstName: '  ' }).text).toMatch(/^Hello,$/m);
  });
});

describe('ticket templates', () => {
  const link = 'https://x.test/account/ticket';

  it('escape the requester’s subject and the staff reply in HTML, and keep both as written in text', () => {
    const received = ticketReceived.render({ firstName: 'Amara', subject: HOSTILE, link });
    const reply = ticketReply.render({
      firstName: 'Amara',
      subject: HOSTILE,
      reply: `Done.\n${HOSTILE}`,
      link,
    });
    for (const email of [received, reply]) {
      expect(email.subject).toContain(`“${HOSTILE}”`);
      expect(email.html).not.toContain('<script>');
      expect(email.html).toContain(ESCAPED);
      expect(email.html).toContain(`href="${link}"`);
      expect(email.text).toContain(link);
    }
    expect(reply.text).toContain(`Done.\n${HOSTILE}`);
  });
});

describe('verification decision template', () => {
  it('escapes the reviewer’s reason in HTML and keeps it as written in text', () => {
    const email = verificationDecision.render({
      firstName: 'Fatmata',
      kind: 'identity',
      decision: 'rejected',
      reason: HOSTILE,
      link: 'https://x.test/account/verification',
    });
    expect(email.subject).toBe('Your ID verification was not approved');
    expect(email.html).not.toContain('<script>');
    expect(email.html).toContain(ESCAPED);
    expect(email.text).toContain(`Reason: ${HOSTILE}.`);
    expect(email.html).toContain('href="https://x.test/account/verification"');
  });
});
