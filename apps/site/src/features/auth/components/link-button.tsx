import type { ButtonHTMLAttributes } from 'react';
import styles from './auth.module.css';

/** An action inside the flow (no navigation) that reads like a link: 'Forgot password?', 'Sign up'. */
export function LinkButton({ className, ...rest }: ButtonHTMLAttributes<HTMLButtonElement>) {
  return <button type="button" className={[styles.link, className].filter(Boolean).join(' ')} {...rest} />;
}
