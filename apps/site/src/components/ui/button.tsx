import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { Link, type LinkProps } from 'react-router';
import styles from './button.module.css';
import { Spinner } from './spinner';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';

export interface Look {
  variant?: ButtonVariant;
  size?: 'normal' | 'small';
  block?: boolean;
}

/** A button's look for elements other components render (a menu's trigger). */
export function buttonClasses({ variant = 'primary', size = 'normal', block }: Look, extra?: string): string {
  return [styles.button, styles[variant], size === 'small' && styles.small, block && styles.block, extra]
    .filter(Boolean)
    .join(' ');
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement>, Look {
  /** Shows a spinner and disables the button while a request is in flight. */
  loading?: boolean;
}

export function Button({
  variant,
  size,
  block,
  loading,
  className,
  children,
  disabled,
  ...rest
}: ButtonProps) {
  return (
    <button
      type="button"
      className={buttonClasses({ variant, size, block }, className)}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...rest}
    >
      {loading && <Spinner size={16} label="" />}
      {children}
    </button>
  );
}

/** A link that looks like a button (navigation stays a link for the keyboard and the browser). */
export function ButtonLink({ variant, size, block, className, ...rest }: LinkProps & Look) {
  return <Link className={buttonClasses({ variant, size, block }, className)} {...rest} />;
}

export interface IconButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** Read by screen readers; icon buttons have no visible text. */
  label: string;
  children: ReactNode;
}

export function IconButton({ label, className, children, ...rest }: IconButtonProps) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      className={[styles.button, styles.icon, className].filter(Boolean).join(' ')}
      {...rest}
    >
      {children}
    </button>
  );
}

/** A link drawn as an icon button (a row's "open its chart"): named for screen readers, titled for the pointer. */
export function IconLink({ label, className, children, ...rest }: LinkProps & { label: string }) {
  return (
    <Link
      aria-label={label}
      title={label}
      className={[styles.button, styles.icon, className].filter(Boolean).join(' ')}
      {...rest}
    >
      {children}
    </Link>
  );
}
