import type { ViewingParty } from '@ile/shared/constants/viewings';
import { VIEWING_REASON_MAX } from '@ile/shared/constants/viewings';
import type { Viewing } from '@ile/shared/contracts/viewings';
import { instantOf } from '@ile/shared/helpers/viewing-slots';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { EmptyState, ErrorState, Skeleton } from '../../../components/ui/feedback';
import { Field, Input, Textarea } from '../../../components/ui/form';
import { errorMessage, toast } from '../../../lib/toast';
import { useActOnViewing, type ViewingAction } from '../api/act-on-viewing';
import { useViewings } from '../api/list-viewings';
import { usePayViewingFee } from '../api/pay-viewing-fee';
import { viewingFeeLine } from './viewing-fee';
import { formatViewingTime } from './viewing-time';
import styles from './viewings.module.css';

const STATUS_TEXT: Record<Viewing['status'], string> = {
  requested: 'Waiting for confirmation',
  confirmed: 'Confirmed',
  declined: 'Declined',
  cancelled: 'Cancelled',
  expired: 'Expired (not confirmed in time)',
  held: 'Held',
  no_show: 'Did not happen',
  disputed: 'Answers differ',
};

const OUTCOME_TEXT = { held: 'it happened', no_show: 'it did not happen' } as const;

function toLocalInput(instant: Date, timeZone: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`;
}

/** One viewing as one side sees it, with what that side may do now. */
function ViewingCard({ viewing }: { viewing: Viewing }) {
  const act = useActOnViewing();
  const payFee = usePayViewingFee();
  const feeLine = viewingFeeLine(viewing);
  const feeToPay =
    viewing.role === 'seeker' &&
    viewing.status === 'requested' &&
    viewing.feeAmount !== null &&
    (viewing.feeState === null || viewing.feeState === 'awaiting_payment');
  const [form, setForm] = useState<'decline' | 'cancel' | 'reschedule' | null>(null);
  const [reason, setReason] = useState('');
  const [when, setWhen] = useState('');
  const zone = viewing.timeZone;
  const time = viewing.startsAt ? formatViewingTime(new Date(viewing.startsAt), zone) : null;
  const ended = viewing.endsAt !== null && new Date(viewing.endsAt).getTime() <= Date.now();
  const upcoming = !ended && (viewing.status === 'requested' || viewing.status === 'confirmed');
  const awaitingMe = viewing.status === 'requested' && viewing.awaiting === viewing.role;
  // The 48 hours passed with no report and the fee went to the owner; a "No" now settles the viewing, not
  // the money, and opens a Support ticket for the seeker (the api does it with the answer), so the card says
  // where the money is and that a person will look into it.
  const feePaidOut =
    viewing.role === 'seeker' && (viewing.feeState === 'released' || viewing.feeState === 'release_pending');
  const lateQuestion = feePaidOut && viewing.status === 'confirmed' && viewing.myOutcome === null;
  const lateNo = feePaidOut && viewing.myOutcome === 'no_show';
  const headingId = `viewing-${viewing.id}`;

  const run = async (action: ViewingAction, done: string) => {
    try {
      await act.mutateAsync({ id: viewing.id, ...action });
      toast.success(done);
      setForm(null);
    } catch (error) {
      toast.error(errorMessage(error));
    }
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (form === 'decline') void run({ action: 'decline', reason }, 'Viewing declined');
    if (form === 'cancel') void run({ action: 'cancel', reason: reason || undefined }, 'Viewing cancelled');
    if (form === 'reschedule') {
      const [date, clock] = when.split('T');
      if (!date || !clock) return;
      const [hours, minutes] = clock.split(':').map(Number);
      const startsAt = instantOf(date, (hours ?? 0) * 60 + (minutes ?? 0), zone).toISOString();
      void run({ action: 'reschedule', startsAt }, 'New time proposed');
    }
  };

  return (
    <li className={styles.card} aria-labelledby={headingId}>
      <h3 id={headingId}>
        <Link to={`/property/${viewing.property.id}`}>{viewing.property.title}</Link>
      </h3>
      <span className={styles.status}>{STATUS_TEXT[viewing.status]}</span>
      <p>
        {viewing.role === 'owner' ? `Viewer: ${viewing.withName}` : `Owner: ${viewing.withName}`}
        {time ? ` · ${time}` : ''}
      </p>
      {!viewing.startsAt && viewing.proposedTimes.length > 0 && (
        <p>Proposed: {viewing.proposedTimes.map((t) => formatViewingTime(new Date(t), zone)).join('; ')}</p>
      )}
      {feeLine && <p data-fee-state={viewing.feeState ?? 'unpaid'}>{feeLine}</p>}
      {feeToPay && (
        <p className={styles.muted}>
          The owner receives your request once the fee is paid; unpaid, it lapses 30 minutes after you booked.
        </p>
      )}
      {viewing.note && <p className={styles.muted}>Note: {viewing.note}</p>}
      {viewing.declineReason && <p>Reason: {viewing.declineReason}</p>}
      {viewing.cancelReason && <p>Reason: {viewing.cancelReason}</p>}
      {viewing.myOutcome && <p className={styles.muted}>You said {OUTCOME_TEXT[viewing.myOutcome]}.</p>}
      {lateQuestion && (
        <p className={styles.muted}>
          The fee went to the owner because no one reported a problem within 48 hours of the viewing. If it
          did not happen, answer “No” and Ile will open a Support ticket for you.
        </p>
      )}
      {lateNo && (
        <p className={styles.muted}>
          The fee had already gone to the owner (no one reported a problem within 48 hours), so Ile opened a
          Support ticket for you: <Link to="/account/ticket">see it in your tickets</Link>.
        </p>
      )}

      <div className={styles.actions}>
        {feeToPay && (
          <Button
            size="small"
            loading={payFee.isPending}
            onClick={() => payFee.mutate(viewing, { onError: (error) => toast.error(errorMessage(error)) })}
          >
            Pay the viewing fee
          </Button>
        )}
        {awaitingMe &&
          (viewing.startsAt ? (
            <Button
              size="small"
              loading={act.isPending}
              onClick={() => void run({ action: 'confirm' }, 'Viewing confirmed')}
            >
              Confirm
            </Button>
          ) : (
            viewing.proposedTimes.map((t) => (
              <Button
                key={t}
                size="small"
                loading={act.isPending}
                onClick={() => void run({ action: 'confirm', startsAt: t }, 'Viewing confirmed')}
              >
                Confirm {formatViewingTime(new Date(t), zone)}
              </Button>
            ))
          ))}
        {awaitingMe && (
          <Button size="small" variant="secondary" onClick={() => setForm('decline')}>
            Decline
          </Button>
        )}
        {upcoming && (
          <Button
            size="small"
            variant="ghost"
            onClick={() => {
              setWhen(viewing.startsAt ? toLocalInput(new Date(viewing.startsAt), zone) : '');
              setForm('reschedule');
            }}
          >
            Reschedule
          </Button>
        )}
        {upcoming && (
          <Button size="small" variant="ghost" onClick={() => setForm('cancel')}>
            Cancel viewing
          </Button>
        )}
        {viewing.status === 'confirmed' && ended && viewing.myOutcome === null && (
          <fieldset className={styles.actions} style={{ border: 0, padding: 0, margin: 0 }}>
            <legend>Did the viewing happen?</legend>
            <Button
              size="small"
              loading={act.isPending}
              onClick={() => void run({ action: 'outcome', happened: true }, 'Thank you')}
            >
              Yes, it happened
            </Button>
            <Button
              size="small"
              variant="secondary"
              loading={act.isPending}
              onClick={() => void run({ action: 'outcome', happened: false }, 'Thank you')}
            >
              No
            </Button>
          </fieldset>
        )}
      </div>

      {form && (
        <form className={styles.form} onSubmit={submit}>
          {form === 'reschedule' ? (
            <Field label={`New time (${zone === 'Africa/Freetown' ? 'Freetown' : 'Lagos'} time)`}>
              {({ id }) => (
                <Input
                  id={id}
                  type="datetime-local"
                  required
                  value={when}
                  onChange={(e) => setWhen(e.target.value)}
                />
              )}
            </Field>
          ) : (
            <Field label={form === 'decline' ? 'Reason (the viewer reads it)' : 'Reason (optional)'}>
              {({ id }) => (
                <Textarea
                  id={id}
                  rows={2}
                  maxLength={VIEWING_REASON_MAX}
                  required={form === 'decline'}
                  value={reason}
                  onChange={(e) => setReason(e.target.value)}
                />
              )}
            </Field>
          )}
          <div className={styles.actions}>
            <Button
              type="submit"
              size="small"
              variant={form === 'reschedule' ? 'primary' : 'danger'}
              loading={act.isPending}
            >
              {form === 'decline'
                ? 'Decline viewing'
                : form === 'cancel'
                  ? 'Cancel viewing'
                  : 'Propose new time'}
            </Button>
            <Button type="button" size="small" variant="ghost" onClick={() => setForm(null)}>
              Back
            </Button>
          </div>
        </form>
      )}
    </li>
  );
}

/** The caller's viewings on one side: requests to answer, upcoming ones, and past ones to say whether they happened. */
export function ViewingList({ as }: { as: ViewingParty }) {
  const query = useViewings(as);
  if (query.isPending) return <Skeleton height={120} />;
  if (query.isError)
    return <ErrorState message={errorMessage(query.error)} onRetry={() => void query.refetch()} />;
  if (query.data.length === 0)
    return (
      <EmptyState title="No viewings yet">
        {as === 'owner'
          ? 'When someone asks to view one of your listings, it shows here.'
          : 'Book a viewing from a listing’s page; it shows here.'}
      </EmptyState>
    );
  return (
    <ul className={styles.list}>
      {query.data.map((viewing) => (
        <ViewingCard key={viewing.id} viewing={viewing} />
      ))}
    </ul>
  );
}
