import { useDataSaver } from '../../lib/data-saver';
import styles from './layout.module.css';

/** The data saver setting as a switch (the small-screen menu); the account menu has it as a checkbox item. */
export function DataSaverSwitch() {
  const { on, setOn } = useDataSaver();
  return (
    <button
      type="button"
      role="switch"
      aria-checked={on}
      className={styles.switchRow}
      onClick={() => setOn(!on)}
    >
      Data saver
      <span className={styles.menuState} aria-hidden>
        {on ? 'On' : 'Off'}
      </span>
    </button>
  );
}
