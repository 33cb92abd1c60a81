import type { Property } from '@ile/shared/contracts/property';
import { formatPrice } from '@ile/shared/helpers/format-price';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Field, Input } from '../../../components/ui/form';
import { ApiError } from '../../../lib/api-client';
import { useReservation, useSetReservation } from '../../../lib/reservation';
import { errorMessage, toast } from '../../../lib/toast';
import styles from './edit-listing.module.css';

const MAX_DAYS = 60;

/** Whole or decimal major units typed by the owner ("250000", "250,000.50") → minor units, or null. */
function minorUnitsOf(text: string): number | null {
  const cleaned = text.replaceAll(',', '').trim();
  if (!/^\d+(\.\d{1,2})?$/.test(cleaned)) return null;
  return Math.round(Number(cleaned) * 100);
}

/**
 * A sale's refundable reservation deposit and period (docs/payments.md, "Held payments"), set by its owner:
 * the only money a sale takes on Ile. Ile holds it while the buyer's lawyer does the searches.
 */
export function ReservationTerms({ property }: { property: Property }) {
  const titleId = useId();
  const published = property.status === 'published';
  const terms = useReservation(property.id, published);
  const save = useSetReservation(property.id);
  const current = save.data ?? terms.data ?? null;
  const deposit = current ? current.deposit : (property.reservation?.deposit ?? null);
  const [amount, setAmount] = useState(deposit === null ? '' : String(deposit / 100));
  const [days, setDays] = useState(String(current?.days ?? property.reservation?.days ?? 30));
  const [errors, setErrors] = useState<{ deposit?: string; days?: string; form?: string }>({});
  const cap = current?.cap ?? null;
  const money = (minor: number) => formatPrice(minor / 100, property.currency);

  const submit = (body: { deposit: number | null; days: number }) =>
    save.mutate(body, {
      onSuccess: (saved) => {
        setErrors({});
        if (saved.deposit === null) setAmount('');
        toast.success(
          saved.deposit === null
            ? 'Buyers can no longer reserve this property on Ile'
            : `Buyers can reserve it with ${money(saved.deposit)} for ${saved.days} days`,
        );
      },
      onError: (error) => {
        const fields = error instanceof ApiError ? error.fields : undefined;
        setErrors({
          deposit: fields?.deposit?.[0] ? errorMessage(error) : undefined,
          days: fields?.days?.[0],
          form: fields?.deposit || fields?.days ? undefined : errorMessage(error),
        });
      },
    });

  return (
    <section className={`${styles.form} ${styles.reservation}`} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.sectionTitle}>
        Reservation deposit
      </h2>
      <p className={styles.hint}>
        A buyer can reserve this property with a refundable deposit that Ile holds while their lawyer does the
        searches. It is paid to you when the sale completes, and refunded to the buyer if the reservation
        lapses or you withdraw. The price itself is never paid on Ile.
        {cap !== null && ` The deposit can be at most ${money(cap)}.`}
      </p>
      <form
        className={styles.reservationForm}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          const minor = minorUnitsOf(amount);
          const period = Number(days);
          const found: typeof errors = {};
          if (minor === null || minor <= 0)
            found.deposit = 'Enter the deposit as an amount, for example 250000';
          else if (cap !== null && minor > cap) found.deposit = `The deposit can be at most ${money(cap)}`;
          if (!Number.isInteger(period) || period < 1 || period > MAX_DAYS)
            found.days = `Enter a whole number of days from 1 to ${MAX_DAYS}`;
          setErrors(found);
          if (minor !== null && !found.deposit && !found.days) submit({ deposit: minor, days: period });
        }}
      >
        <div className={styles.row}>
          <Field label={`Deposit (${property.currency})`} error={errors.deposit} required>
            {({ id, describedBy, invalid }) => (
              <Input
                id={id}
                inputMode="decimal"
                aria-describedby={describedBy}
                aria-invalid={invalid}
                value={amount}
                onChange={(event) => setAmount(event.target.value)}
              />
            )}
          </Field>
          <Field
            label="Reservation period (days)"
            hint={`At most ${MAX_DAYS} days`}
            error={errors.days}
            required
          >
            {({ id, describedBy, invalid }) => (
              <Input
                id={id}
                type="number"
                min={1}
                max={MAX_DAYS}
                inputMode="numeric"
                aria-describedby={describedBy}
                aria-invalid={invalid}
                value={days}
                onChange={(event) => setDays(event.target.value)}
              />
            )}
          </Field>
        </div>
        {errors.form && (
          <p className={styles.error} role="alert">
            {errors.form}
          </p>
        )}
        <div className={styles.actions}>
          <Button type="submit" loading={save.isPending}>
            Save the reservation deposit
          </Button>
          {deposit !== null && (
            <Button
              variant="ghost"
              disabled={save.isPending}
              onClick={() => submit({ deposit: null, days: Number(days) || 30 })}
            >
              Stop taking a deposit
            </Button>
          )}
        </div>
      </form>
    </section>
  );
}
