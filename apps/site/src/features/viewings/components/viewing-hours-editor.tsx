import { VIEWING_TIME_ZONES, type ViewingTimeZone } from '@ile/shared/constants/viewings';
import type { ViewingAvailabilityScope } from '@ile/shared/contracts/viewings';
import { type FormEvent, useEffect, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ErrorState, Skeleton } from '../../../components/ui/feedback';
import { Field, Input, Select } from '../../../components/ui/form';
import { errorMessage, toast } from '../../../lib/toast';
import { useSetViewingHours, useViewingHours } from '../api/viewing-hours';
import styles from './viewings.module.css';

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const SLOT_LENGTHS = [30, 45, 60, 90];
/** The fee's currency follows the hours' country: naira in Lagos time, leones in Freetown time. */
const FEE_CURRENCY: Record<ViewingTimeZone, 'NGN' | 'SLE'> = {
  'Africa/Lagos': 'NGN',
  'Africa/Freetown': 'SLE',
};
const ZONE_LABELS: Record<ViewingTimeZone, string> = {
  'Africa/Lagos': 'Lagos time (WAT, Nigeria)',
  'Africa/Freetown': 'Freetown time (GMT, Sierra Leone)',
};

interface DayHours {
  on: boolean;
  start: string;
  end: string;
}

const toClock = (minute: number) =>
  `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
const toMinute = (clock: string) => {
  const [h, m] = clock.split(':').map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
};

function daysOf(scope: ViewingAvailabilityScope | undefined): DayHours[] {
  return WEEKDAYS.map((_, weekday) => {
    const hours = scope?.weekly.find((w) => w.weekday === weekday);
    return hours
      ? { on: true, start: toClock(hours.startMinute), end: toClock(hours.endMinute) }
      : { on: false, start: '09:00', end: '17:00' };
  });
}

/**
 * The owner's viewing hours for all their listings (`propertyId` null), or one listing's own hours, which
 * replace those for that listing: each weekday's hours, the slot length, the time zone, dates closed and the
 * fee. A listing saved with no day ticked goes back to the all-listings hours (the api's rule).
 */
export function ViewingHoursEditor({ propertyId = null }: { propertyId?: string | null }) {
  const query = useViewingHours();
  const save = useSetViewingHours();
  const all = query.data?.find((scope) => scope.propertyId === propertyId);
  const [days, setDays] = useState<DayHours[]>(daysOf(undefined));
  const [slot, setSlot] = useState(60);
  const [zone, setZone] = useState<ViewingTimeZone>('Africa/Lagos');
  const [closed, setClosed] = useState<string[]>([]);
  const [newClosed, setNewClosed] = useState('');
  /** In major units as typed (₦5,000 is "5000"); empty: free. */
  const [fee, setFee] = useState('');

  useEffect(() => {
    if (!query.data) return;
    setDays(daysOf(all));
    setSlot(all?.weekly[0]?.slotMinutes ?? 60);
    setZone(all?.timeZone ?? 'Africa/Lagos');
    setClosed(all?.exceptions.filter((e) => e.closed).map((e) => e.date) ?? []);
    setFee(all?.fee ? String(all.fee / 100) : '');
  }, [query.data, all]);

  if (query.isPending) return <Skeleton height={200} />;
  if (query.isError)
    return <ErrorState message={errorMessage(query.error)} onRetry={() => void query.refetch()} />;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await save.mutateAsync({
        propertyId,
        timeZone: zone,
        weekly: days.flatMap((day, weekday) =>
          day.on
            ? [{ weekday, startMinute: toMinute(day.start), endMinute: toMinute(day.end), slotMinutes: slot }]
            : [],
        ),
        exceptions: closed.map((date) => ({ date, closed: true as const })),
        fee: fee.trim() === '' || Number(fee) === 0 ? null : Math.round(Number(fee) * 100),
      });
      toast.success('Viewing hours saved');
    } catch (error) {
      toast.error(errorMessage(error));
    }
  };
  const setDay = (index: number, change: Partial<DayHours>) =>
    setDays(days.map((day, i) => (i === index ? { ...day, ...change } : day)));

  return (
    <form
      className={styles.form}
      onSubmit={(event) => void submit(event)}
      aria-label={propertyId ? 'This listing’s viewing hours' : 'Viewing hours'}
    >
      {propertyId && !all && (
        <p className={styles.muted}>
          This listing uses your hours for all listings. Tick days here to give it its own.
        </p>
      )}
      <Field label="Time zone">
        {({ id }) => (
          <Select id={id} value={zone} onChange={(e) => setZone(e.target.value as ViewingTimeZone)}>
            {VIEWING_TIME_ZONES.map((value) => (
              <option key={value} value={value}>
                {ZONE_LABELS[value]}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field label="Each viewing lasts">
        {({ id }) => (
          <Select id={id} value={slot} onChange={(e) => setSlot(Number(e.target.value))}>
            {SLOT_LENGTHS.map((value) => (
              <option key={value} value={value}>
                {value} minutes
              </option>
            ))}
          </Select>
        )}
      </Field>
      <fieldset className={styles.form} style={{ border: 0, padding: 0, margin: 0 }}>
        <legend>Weekly hours</legend>
        {days.map((day, index) => (
          <div key={WEEKDAYS[index]} className={styles.hoursRow}>
            <label>
              <input
                type="checkbox"
                checked={day.on}
                onChange={(e) => setDay(index, { on: e.target.checked })}
              />
              {WEEKDAYS[index]}
            </label>
            <Input
              type="time"
              aria-label={`${WEEKDAYS[index]} from`}
              value={day.start}
              disabled={!day.on}
              onChange={(e) => setDay(index, { start: e.target.value })}
            />
            <Input
              type="time"
              aria-label={`${WEEKDAYS[index]} until`}
              value={day.end}
              disabled={!day.on}
              onChange={(e) => setDay(index, { end: e.target.value })}
            />
          </div>
        ))}
      </fieldset>
      <fieldset className={styles.form} style={{ border: 0, padding: 0, margin: 0 }}>
        <legend>Dates closed</legend>
        {closed.length === 0 && <p className={styles.muted}>None.</p>}
        <ul className={styles.actions} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {closed.map((date) => (
            <li key={date}>
              <Button
                type="button"
                size="small"
                variant="ghost"
                onClick={() => setClosed(closed.filter((d) => d !== date))}
              >
                {date} ✕<span className="visually-hidden"> remove</span>
              </Button>
            </li>
          ))}
        </ul>
        <div className={styles.closeDate}>
          <Input
            type="date"
            aria-label="Date to close"
            value={newClosed}
            onChange={(e) => setNewClosed(e.target.value)}
          />
          <Button
            type="button"
            size="small"
            variant="secondary"
            disabled={!newClosed || closed.includes(newClosed)}
            onClick={() => {
              setClosed([...closed, newClosed].sort());
              setNewClosed('');
            }}
          >
            Close this date
          </Button>
        </div>
      </fieldset>
      <Field
        label={`Viewing fee in ${FEE_CURRENCY[zone]} (optional)`}
        hint="Paid by the viewer when booking and held by Ile: paid to you 48 hours after the viewing, refunded if you decline, cancel or do not confirm within 24 hours, or if the viewer reports a no-show you do not contest. Needs a confirmed payout account."
      >
        {({ id, describedBy }) => (
          <Input
            id={id}
            aria-describedby={describedBy}
            inputMode="numeric"
            placeholder="No fee"
            value={fee}
            onChange={(e) => setFee(e.target.value.replace(/[^\d.]/g, ''))}
          />
        )}
      </Field>
      <Button type="submit" loading={save.isPending}>
        Save viewing hours
      </Button>
    </form>
  );
}
