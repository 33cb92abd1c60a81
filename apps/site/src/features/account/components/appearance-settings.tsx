import { THEME_COLOURS } from '@ile/shared/constants/ui';
import { useTheme } from '../../../lib/theme';
import styles from './account.module.css';
import { SettingSwitch } from './setting-switch';

const capitalise = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** Dark mode and the accent colour; both follow the account to every device. */
export function AppearanceSettings() {
  const { darkMode, setDarkMode, themeColour, setThemeColour } = useTheme();
  return (
    <div className={styles.card}>
      <h2>Appearance</h2>
      <SettingSwitch
        label="Dark mode"
        description="Light text on a dark background, easier on the eyes at night."
        checked={darkMode}
        onChange={setDarkMode}
      />
      <fieldset className={styles.swatches}>
        <legend className={styles.settingLabel}>Theme colour</legend>
        <p className="muted">Used for buttons, links and highlights.</p>
        <div className={styles.swatchList}>
          {THEME_COLOURS.map((colour) => (
            <label key={colour} className={styles.swatch}>
              <input
                type="radio"
                name="theme-colour"
                value={colour}
                checked={themeColour === colour}
                onChange={() => setThemeColour(colour)}
              />
              {/* Each swatch takes its colour from the same accent tokens the theme uses. */}
              <span className={styles.swatchColour} data-accent={colour} aria-hidden />
              {capitalise(colour)}
            </label>
          ))}
        </div>
      </fieldset>
    </div>
  );
}
