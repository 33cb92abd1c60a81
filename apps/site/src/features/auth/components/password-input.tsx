import { forwardRef, type InputHTMLAttributes, useState } from 'react';
import { IconButton } from '../../../components/ui/button';
import { Input } from '../../../components/ui/form';
import { EyeIcon, EyeOffIcon } from '../../../components/ui/icons';
import styles from './auth.module.css';

/** A password box with a show/hide button: typing a strong password on a phone is easier when it shows. */
export const PasswordInput = forwardRef<
  HTMLInputElement,
  Omit<InputHTMLAttributes<HTMLInputElement>, 'type'>
>(function PasswordInput(props, ref) {
  const [shown, setShown] = useState(false);
  return (
    <div className={styles.reveal}>
      <Input ref={ref} type={shown ? 'text' : 'password'} {...props} />
      <IconButton
        label={shown ? 'Hide password' : 'Show password'}
        aria-pressed={shown}
        className={styles.revealButton}
        onClick={() => setShown((value) => !value)}
      >
        {shown ? <EyeOffIcon size={18} /> : <EyeIcon size={18} />}
      </IconButton>
    </div>
  );
});
