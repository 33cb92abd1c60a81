import { CURRENCY_SYMBOLS } from '@ile/shared/constants/currencies';
import { MAX_OTHER_CHARGES } from '@ile/shared/move-in/move-in-cost';
import { type FieldValues, type Path, type UseFormReturn, useFieldArray } from 'react-hook-form';
import { bindField, TextField } from '../form/form-fields';
import { Button } from '../ui/button';
import styles from './move-in-card.module.css';
import type { MoveInFormValues } from './move-in-form';

const AMOUNTS = [
  { name: 'agencyFee', label: 'Agency fee', hint: "Usually 10% of a year's rent" },
  { name: 'legalFee', label: 'Legal / agreement fee', hint: "Usually 10% of a year's rent" },
  { name: 'cautionDeposit', label: 'Caution deposit (refundable)', hint: "Usually about a month's rent" },
  {
    name: 'serviceChargeYearly',
    label: 'Service charge (per year)',
    hint: 'Estate services, security, power',
  },
] as const;

/**
 * "Move-in costs" of the listing form and the edit form, for rentals, leases, shared apartments and hostels:
 * the months of rent required in advance and each charge, typed in the listing's currency. The block rule's
 * words (the Lagos Tenancy Law's one-year limit) show at the months field, from the form's own check.
 */
export function MoveInFields<V extends FieldValues & MoveInFormValues>({
  form,
  currency,
}: {
  form: UseFormReturn<V, unknown, unknown>;
  currency: string;
}) {
  const others = useFieldArray({ control: form.control, name: 'otherCharges' as never });
  const symbol = CURRENCY_SYMBOLS[currency as keyof typeof CURRENCY_SYMBOLS] ?? currency;
  const field = (name: string) => bindField(form, name as Path<V>);
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>Move-in costs</legend>
      <p className={styles.help}>
        What a tenant pays to move in: seekers see each line and the total on your listing. Amounts in{' '}
        {symbol || 'the listing currency'}; leave a charge empty if you do not ask for it.
      </p>
      <TextField
        label="Rent required in advance (months)"
        inputMode="numeric"
        autoComplete="off"
        hint="e.g. 12 for one year. In most of Lagos State the law allows at most 12."
        {...field('advanceRentMonths')}
      />
      <div className={styles.amounts}>
        {AMOUNTS.map(({ name, label, hint }) => (
          <TextField
            key={name}
            label={label}
            inputMode="decimal"
            autoComplete="off"
            hint={hint}
            {...field(name)}
          />
        ))}
      </div>
      {others.fields.map((item, index) => (
        <div key={item.id} className={styles.otherCharge}>
          <TextField
            label={`Other charge ${index + 1}: name`}
            autoComplete="off"
            {...field(`otherCharges.${index}.name`)}
          />
          <TextField
            label={`Other charge ${index + 1}: amount`}
            inputMode="decimal"
            autoComplete="off"
            {...field(`otherCharges.${index}.amount`)}
          />
          <Button type="button" variant="ghost" onClick={() => others.remove(index)}>
            Remove
          </Button>
        </div>
      ))}
      {others.fields.length < MAX_OTHER_CHARGES && (
        <Button
          type="button"
          variant="secondary"
          onClick={() => others.append({ name: '', amount: '' } as never)}
        >
          Add another charge
        </Button>
      )}
    </fieldset>
  );
}
