import { findEmailStatus, recordEmail } from '@ile/db/repositories/emails.repository';
import type { HandlerContext } from '../registry';
import type { EmailTemplate } from './templates/layout';

export interface SendOnceRequest<Input> {
  /** The outbox event the email answers; with the template's name it keys the email. */
  eventId: string;
  template: EmailTemplate<Input>;
  to: string;
  /** Runs only when the email still has to go out, so secrets are issued for mail that is really sent. */
  prepare: () => Promise<Input> | Input;
}

export type EmailOutcome =
  | { outcome: 'sent' | 'caught'; eventKey: string; messageId: string }
  | { outcome: 'duplicate'; eventKey: string }
  | { outcome: 'skipped'; reason: string };

/** A handler's answer when there is nobody (or no reason) to write to: the job succeeds, nothing is sent. */
export function skipEmail(log: HandlerContext['log'], reason: string): EmailOutcome {
  log.info({ reason }, 'email skipped');
  return { outcome: 'skipped', reason };
}

export const emailEventKey = (eventId: string, templateName: string): string => `${eventId}:${templateName}`;

/**
 * Sends an event's email at most once per event and template. A redelivered job finds the row sent (or
 * caught) and sends nothing; a failed send is recorded and rethrown so BullMQ retries it with backoff.
 * The one gap left: a crash between the SMTP server's acceptance and the row's write sends it again.
 */
export async function sendOnce<Input>(
  { db, log, mailer }: Pick<HandlerContext, 'db' | 'log' | 'mailer'>,
  request: SendOnceRequest<Input>,
): Promise<EmailOutcome> {
  const eventKey = emailEventKey(request.eventId, request.template.name);
  const previous = await findEmailStatus(db, eventKey);
  if (previous === 'sent' || previous === 'caught') {
    log.info({ eventKey, status: previous }, 'email already sent; skipping');
    return { outcome: 'duplicate', eventKey };
  }

  const mail = { to: request.to, ...request.template.render(await request.prepare()) };
  let messageId: string;
  try {
    ({ messageId } = await mailer.send(mail));
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    await recordEmail(db, { eventKey, ...mail, status: 'failed', error: reason }).catch((recordError) =>
      log.warn({ eventKey, err: recordError }, 'could not record the failed email'),
    );
    throw error;
  }

  const status = mailer.kind === 'catcher' ? 'caught' : 'sent';
  await recordEmail(db, { eventKey, ...mail, status, error: null });
  log.info(
    { eventKey, status, messageId },
    status === 'caught' ? 'email caught (no SMTP_URL)' : 'email sent',
  );
  return { outcome: status, eventKey, messageId };
}
