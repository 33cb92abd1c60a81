import { useFormContext } from 'react-hook-form';
import { bindField, TextField } from '../../../components/form/form-fields';
import styles from './wizard.module.css';

/** The contact details the agent and the agency applications both ask for, under the same names. */
interface ContactValues {
  workEmail: string;
  officePhone: string;
  address: string;
  mobilePhone?: string;
  linkedin?: string;
}

const PHONE_HINT = 'Nigerian or Sierra Leonean number, e.g. 0803 123 4567 or +232 76 123456';

function useContactField(name: keyof ContactValues) {
  return bindField(useFormContext<ContactValues>(), name);
}

export function WorkEmailField() {
  return (
    <TextField
      label="Work email"
      type="email"
      required
      autoComplete="email"
      {...useContactField('workEmail')}
    />
  );
}

export function OfficePhoneField() {
  return (
    <TextField
      label="Office phone"
      type="tel"
      required
      hint={PHONE_HINT}
      {...useContactField('officePhone')}
    />
  );
}

export function OfficeAddressField() {
  return (
    <TextField
      label="Office address"
      required
      className={styles.full}
      autoComplete="street-address"
      {...useContactField('address')}
    />
  );
}

export function MobilePhoneField() {
  return <TextField label="Mobile phone" type="tel" autoComplete="tel" {...useContactField('mobilePhone')} />;
}

export function LinkedInField({ full }: { full?: boolean }) {
  return (
    <TextField
      label="LinkedIn link"
      type="url"
      className={full ? styles.full : undefined}
      {...useContactField('linkedin')}
    />
  );
}
