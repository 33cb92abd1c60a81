import { randomUUID } from 'node:crypto';
import nodemailer from 'nodemailer';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra headers, e.g. List-Unsubscribe (RFC 8058). */
  headers?: Record<string, string>;
}

/**
 * Where mail goes. `smtp` hands it to a real server; `catcher` sends nothing, and the caller records the
 * message as caught so it can be read offline (see send-once.ts).
 */
export interface Mailer {
  readonly kind: 'smtp' | 'catcher';
  send(mail: OutgoingMail): Promise<{ messageId: string }>;
  close(): void;
}

/** Pooled SMTP through nodemailer; `smtpUrl` carries host, port, TLS (smtps://) and credentials. */
export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    pool: true,
    maxConnections: 3,
    // Fail a stuck server within seconds: the job is retried with backoff rather than holding a worker slot.
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  return {
    kind: 'smtp',
    async send(mail) {
      const info = await transport.sendMail({ from, ...mail });
      return { messageId: info.messageId };
    },
    close() {
      transport.close();
    },
  };
}

/** The local default when no SMTP server is configured. */
export function createMailCatcher(): Mailer {
  return {
    kind: 'catcher',
    async send() {
      return { messageId: `<${randomUUID()}@catcher.ile.invalid>` };
    },
    close() {},
  };
}

export function createMailer(options: { smtpUrl?: string; from: string }): Mailer {
  return options.smtpUrl ? createSmtpMailer(options.smtpUrl, options.from) : createMailCatcher();
}
