import { LISTING_COUNTRY_OPTIONS, type ListingCountry } from '@ile/shared/constants/countries';
import { useForm } from 'react-hook-form';
import { TextField } from '../../../components/form/form-fields';
import { Button } from '../../../components/ui/button';
import { Field, Select } from '../../../components/ui/form';
import { useBanks, useSavePayoutAccount } from '../api/payout-account';
import styles from './account.module.css';

interface PayoutValues {
  country: ListingCountry;
  bankCode: string;
  accountNumber: string;
}

/** Choose a bank and give the account number; the bank confirms the holder's name before it is saved. */
export function PayoutForm({ onDone, onCancel }: { onDone: () => void; onCancel?: () => void }) {
  const form = useForm<PayoutValues>({ defaultValues: { country: 'NG', bankCode: '', accountNumber: '' } });
  const country = form.watch('country');
  const banks = useBanks(country);
  const save = useSavePayoutAccount();
  const { errors } = form.formState;
  const countryField = form.register('country');

  const submit = form.handleSubmit(({ bankCode, accountNumber }) =>
    save.mutate({ bankCode, accountNumber: accountNumber.trim() }, { onSuccess: onDone }),
  );

  return (
    <form className={styles.rowForm} onSubmit={submit} noValidate aria-label="Payout account">
      <div className={styles.pair}>
        <Field label="Country">
          {({ id }) => (
            <Select
              id={id}
              {...countryField}
              onChange={(event) => {
                form.setValue('bankCode', '');
                return countryField.onChange(event);
              }}
            >
              {LISTING_COUNTRY_OPTIONS.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field
          label="Bank"
          required
          error={
            errors.bankCode?.message ?? (banks.isError ? 'The list of banks could not be loaded' : undefined)
          }
        >
          {({ id, describedBy, invalid }) => (
            <Select
              id={id}
              aria-describedby={describedBy}
              aria-invalid={invalid}
              disabled={banks.isPending}
              {...form.register('bankCode', { required: 'Choose your bank' })}
            >
              <option value="">{banks.isPending ? 'Loading banks…' : 'Choose…'}</option>
              {banks.data?.banks.map((bank) => (
                <option key={bank.code} value={bank.code}>
                  {bank.name}
                </option>
              ))}
            </Select>
          )}
        </Field>
      </div>
      <TextField
        label="Account number"
        required
        hint="Digits only. Only its last four digits are ever shown again."
        inputMode="numeric"
        autoComplete="off"
        registration={form.register('accountNumber', {
          validate: (value) => /^\d{6,20}$/.test(value.trim()) || 'Enter the account number (digits only)',
        })}
        error={errors.accountNumber?.message}
      />
      <div className={styles.actions}>
        <Button type="submit" loading={save.isPending}>
          Save payout account
        </Button>
        {onCancel && (
          <Button variant="secondary" onClick={onCancel} disabled={save.isPending}>
            Cancel
          </Button>
        )}
      </div>
    </form>
  );
}
