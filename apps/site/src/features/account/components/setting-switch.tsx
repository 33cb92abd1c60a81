import { useId } from 'react';
import styles from './account.module.css';

/** An on/off setting: a labelled switch with a sentence saying what it does. */
export function SettingSwitch({
  label,
  description,
  checked,
  onChange,
  disabled,
}: {
  label: string;
  description: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
}) {
  const id = useId();
  return (
    <div className={styles.setting}>
      <div>
        <p id={`${id}-label`} className={styles.settingLabel}>
          {label}
        </p>
        <p id={`${id}-description`} className="muted">
          {description}
        </p>
      </div>
      <button
        type="button"
        role="switch"
        aria-checked={checked}
        aria-labelledby={`${id}-label`}
        aria-describedby={`${id}-description`}
        className={styles.switch}
        disabled={disabled}
        onClick={() => onChange(!checked)}
      >
        <span className={styles.switchThumb} />
      </button>
    </div>
  );
}
