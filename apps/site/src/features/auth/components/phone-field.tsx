import { PHONE_COUNTRIES } from '@ile/shared/constants/countries';
import { useId } from 'react';
import { useFormContext } from 'react-hook-form';
import { Input } from '../../../components/ui/form';
import { ChevronDownIcon } from '../../../components/ui/icons';
import { PHONE_EXAMPLES, type PhoneCountry, parsePhone } from '../utils/phone';
import styles from './auth.module.css';
import { CountryFlag } from './country-flag';

export interface PhoneValues {
  phoneCountry: PhoneCountry;
  phoneNumber: string;
}

/**
 * Country (Nigeria or Sierra Leone, Nigeria first) and number. A valid number is rewritten in its national
 * format when the field is left; a number typed with the other country's code moves the select to it.
 */
export function PhoneField() {
  const id = useId();
  const {
    register,
    watch,
    setValue,
    getValues,
    formState: { errors },
  } = useFormContext<PhoneValues>();
  const country = watch('phoneCountry');
  const dialCode = PHONE_COUNTRIES.find(({ code }) => code === country)?.dialCode;
  const error = errors.phoneNumber?.message;
  const errorId = `${id}-error`;

  const tidy = () => {
    const parsed = parsePhone(getValues('phoneNumber'), getValues('phoneCountry'));
    if (!parsed) return;
    if (parsed.country !== getValues('phoneCountry')) setValue('phoneCountry', parsed.country);
    setValue('phoneNumber', parsed.national, { shouldValidate: Boolean(error) });
  };
  const number = register('phoneNumber', { onBlur: tidy });

  return (
    <fieldset className={styles.fieldset} aria-describedby={error ? errorId : undefined}>
      <legend className={styles.legend}>
        Phone number
        <span className={styles.required} aria-hidden>
          *
        </span>
      </legend>
      <div className={styles.phone}>
        {/* The native select (full names in its list) sits invisibly over a compact face: flag and code. */}
        <div className={styles.country}>
          <span className={styles.countryFace} aria-hidden>
            <CountryFlag country={country} className={styles.flag} />
            {dialCode}
            <ChevronDownIcon size={16} />
          </span>
          <select className={styles.countrySelect} aria-label="Country code" {...register('phoneCountry')}>
            {PHONE_COUNTRIES.map(({ code, name, dialCode }) => (
              <option key={code} value={code}>
                {`${name} (${dialCode})`}
              </option>
            ))}
          </select>
        </div>
        <Input
          className={styles.number}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          aria-label="Phone number"
          aria-invalid={Boolean(error)}
          aria-describedby={error ? errorId : undefined}
          placeholder={PHONE_EXAMPLES[country]}
          {...number}
        />
      </div>
      {error && (
        <span id={errorId} className={styles.phoneError} role="alert">
          {error}
        </span>
      )}
    </fieldset>
  );
}
