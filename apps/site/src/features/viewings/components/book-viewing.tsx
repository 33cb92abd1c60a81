import { MAX_PROPOSED_TIMES, VIEWING_NOTE_MAX } from '@ile/shared/constants/viewings';
import type { Property } from '@ile/shared/contracts/property';
import type { Viewing } from '@ile/shared/contracts/viewings';
import { formatPrice } from '@ile/shared/helpers/format-price';
import { instantOf } from '@ile/shared/helpers/viewing-slots';
import { type FormEvent, useEffect, useMemo, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Field, Input, Textarea } from '../../../components/ui/form';
import { useSession } from '../../../lib/session';
import { errorMessage } from '../../../lib/toast';
import { useCreateViewing } from '../api/create-viewing';
import { useViewingSlots } from '../api/get-viewing-slots';
import { usePayViewingFee } from '../api/pay-viewing-fee';
import { BOOK_ANCHOR } from '../book-anchor';
import { ViewingFeeRules } from './viewing-fee';
import { byDay, dayLabel, formatViewingTime, timeLabel } from './viewing-time';
import styles from './viewings.module.css';

/** 'YYYY-MM-DDTHH:mm' (a datetime-local input) read in the listing's zone. */
function fromLocalInput(value: string, timeZone: string): Date | null {
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})$/.exec(value);
  if (!match?.[1]) return null;
  return instantOf(match[1], Number(match[2]) * 60 + Number(match[3]), timeZone);
}

function Booked({ viewing, timeZone }: { viewing: Viewing; timeZone: string }) {
  if (viewing.feeAmount !== null && viewing.feeCurrency)
    return (
      <p role="status" className={styles.form}>
        Taking you to pay the {formatPrice(viewing.feeAmount / 100, viewing.feeCurrency)} viewing fee… The
        owner receives your request once Ile holds it.
      </p>
    );
  return (
    <div role="status" className={styles.form}>
      <p>
        <strong>Viewing requested.</strong>{' '}
        {viewing.startsAt
          ? `${formatViewingTime(new Date(viewing.startsAt), timeZone)}.`
          : `You proposed ${viewing.proposedTimes.length} ${viewing.proposedTimes.length === 1 ? 'time' : 'times'}.`}{' '}
        The owner will confirm or decline; we will tell you.
      </p>
      <Link to="/account/viewings">See your viewings</Link>
    </div>
  );
}

/**
 * "Book a viewing" on a listing's page: the next 14 days' free slots grouped by day (in the listing's zone),
 * or, when the owner set no hours, up to three proposed times; a note; the owner confirms. Visitors sign in
 * first; the lister sees nothing. `tapped`: the visitor already pressed a stand-in "Book a viewing" button (data
 * saver loads this code only then), so it goes straight on as that press would have.
 */
export function BookViewing({ property, tapped = false }: { property: Property; tapped?: boolean }) {
  const { status, user } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const [open, setOpen] = useState(tapped || location.hash === `#${BOOK_ANCHOR}`);
  const slots = useViewingSlots(property.id, open && status === 'signed-in');
  const create = useCreateViewing();
  const payFee = usePayViewingFee();
  const [day, setDay] = useState<string | null>(null);
  const [chosen, setChosen] = useState<string | null>(null);
  const [proposed, setProposed] = useState<string[]>(['']);
  const [note, setNote] = useState('');
  const timeZone = slots.data?.timeZone ?? 'Africa/Lagos';
  const days = useMemo(() => byDay(slots.data?.slots ?? [], timeZone), [slots.data, timeZone]);
  useEffect(() => {
    if (day === null && days[0]) setDay(days[0].date);
  }, [day, days]);

  const signIn = () =>
    navigate('/login', { state: { from: `${location.pathname}${location.search}#${BOOK_ANCHOR}` } });
  // A signed-out visitor's tap on the stand-in goes to sign in, as a tap on this button does.
  const signInFirst = tapped && status === 'signed-out';
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the tap is known to need a sign-in
  useEffect(() => {
    if (signInFirst) signIn();
  }, [signInFirst]);

  if (user?.id === property.owner_id) return null;

  const start = () => {
    if (status === 'signed-out') {
      signIn();
      return;
    }
    setOpen(true);
  };

  const proposedTimes = proposed
    .map((value) => fromLocalInput(value, timeZone))
    .filter((value): value is Date => value !== null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (create.isPending) return;
    const viewing = await create.mutateAsync({
      propertyId: property.id,
      ...(slots.data?.hasHours
        ? { startsAt: chosen ?? '' }
        : { proposedTimes: proposedTimes.map((time) => time.toISOString()) }),
      note: note.trim() || undefined,
    });
    // The amount is the viewing's own, set by the server from the owner's hours.
    if (viewing.feeAmount !== null) await payFee.mutateAsync(viewing);
  };
  const fee =
    slots.data?.fee && slots.data.feeCurrency
      ? formatPrice(slots.data.fee / 100, slots.data.feeCurrency)
      : null;

  if (!open || status !== 'signed-in')
    return (
      <Button id={BOOK_ANCHOR} variant="secondary" block onClick={start}>
        Book a viewing
      </Button>
    );

  const today = days.find((entry) => entry.date === day);
  return (
    <section id={BOOK_ANCHOR} className={styles.panel} aria-labelledby="book-viewing-title">
      <h2 id="book-viewing-title">Book a viewing</h2>
      {create.data ? (
        <Booked viewing={create.data} timeZone={timeZone} />
      ) : slots.isPending ? (
        <p className={styles.muted}>Finding free times…</p>
      ) : slots.isError ? (
        <p role="alert">{errorMessage(slots.error)}</p>
      ) : (
        <form className={styles.form} onSubmit={(event) => void submit(event).catch(() => undefined)}>
          {slots.data.hasHours ? (
            days.length === 0 ? (
              <p className={styles.muted}>No free times in the next 14 days. Message the owner instead.</p>
            ) : (
              <>
                <p className={styles.muted}>
                  Times are {timeZone === 'Africa/Freetown' ? 'Freetown time (GMT)' : 'Lagos time (WAT)'}.
                </p>
                <ul className={styles.days} aria-label="Day">
                  {days.map((entry) => (
                    <li key={entry.date}>
                      <button
                        type="button"
                        className={styles.chip}
                        aria-pressed={entry.date === day}
                        onClick={() => {
                          setDay(entry.date);
                          setChosen(null);
                        }}
                      >
                        {dayLabel(new Date(entry.slots[0]?.startsAt ?? ''), timeZone)}
                      </button>
                    </li>
                  ))}
                </ul>
                <ul className={styles.times} aria-label="Time">
                  {today?.slots.map((slot) => (
                    <li key={slot.startsAt}>
                      <button
                        type="button"
                        className={styles.chip}
                        aria-pressed={chosen === slot.startsAt}
                        onClick={() => setChosen(slot.startsAt)}
                      >
                        {timeLabel(new Date(slot.startsAt), timeZone)}
                      </button>
                    </li>
                  ))}
                </ul>
              </>
            )
          ) : (
            <>
              <p className={styles.muted}>
                The owner has not set viewing hours. Propose up to {MAX_PROPOSED_TIMES} times (
                {timeZone === 'Africa/Freetown' ? 'Freetown time' : 'Lagos time'}); they pick one.
              </p>
              {proposed.map((value, index) => (
                <Field key={`proposed-${index.toString()}`} label={`Proposed time ${index + 1}`}>
                  {({ id, describedBy }) => (
                    <Input
                      id={id}
                      aria-describedby={describedBy}
                      type="datetime-local"
                      value={value}
                      onChange={(event) =>
                        setProposed(proposed.map((old, i) => (i === index ? event.target.value : old)))
                      }
                    />
                  )}
                </Field>
              ))}
              {proposed.length < MAX_PROPOSED_TIMES && (
                <Button
                  type="button"
                  variant="ghost"
                  size="small"
                  onClick={() => setProposed([...proposed, ''])}
                >
                  Add another time
                </Button>
              )}
            </>
          )}
          <Field label="Note for the owner (optional)">
            {({ id, describedBy }) => (
              <Textarea
                id={id}
                aria-describedby={describedBy}
                rows={3}
                maxLength={VIEWING_NOTE_MAX}
                value={note}
                onChange={(event) => setNote(event.target.value)}
              />
            )}
          </Field>
          {fee && slots.data.hasHours && <ViewingFeeRules fee={fee} />}
          {create.isError && <p role="alert">{errorMessage(create.error)}</p>}
          {payFee.isError && <p role="alert">{errorMessage(payFee.error)}</p>}
          <Button
            type="submit"
            block
            loading={create.isPending || payFee.isPending}
            disabled={slots.data.hasHours ? chosen === null : proposedTimes.length === 0}
          >
            {fee && slots.data.hasHours ? `Book and pay ${fee}` : 'Request viewing'}
          </Button>
        </form>
      )}
    </section>
  );
}
