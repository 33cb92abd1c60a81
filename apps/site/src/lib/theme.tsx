import { APPLIED_THEME_KEY } from '@ile/shared/constants/theme-boot';
import { DEFAULT_THEME_COLOUR, type ThemeColour } from '@ile/shared/constants/ui';
import { createContext, type ReactNode, useContext, useEffect, useMemo } from 'react';
import { useAccountSetting } from './account-setting';
import { writeLocal } from './local-storage';
import { useSession } from './session';

export interface ThemeValue {
  darkMode: boolean;
  themeColour: ThemeColour;
  setDarkMode: (on: boolean) => void;
  setThemeColour: (colour: ThemeColour) => void;
}

const ThemeContext = createContext<ThemeValue | null>(null);

/** Dark mode and the accent colour live on <html> as data attributes; styles.css maps them to tokens. */
export function ThemeProvider({ children }: { children: ReactNode }) {
  const [darkMode, setDarkMode] = useAccountSetting('dark_mode', 'darkMode', false);
  const [themeColour, setThemeColour] = useAccountSetting(
    'theme_colour',
    'themeColour',
    DEFAULT_THEME_COLOUR,
  );

  const { status } = useSession();
  useEffect(() => {
    // Until the session is known a signed-in person's choice is not either: the theme the boot script put on
    // <html> (the one last applied here) stays, rather than flashing the signed-out default.
    if (status === 'loading') return;
    const root = document.documentElement;
    root.dataset.theme = darkMode ? 'dark' : 'light';
    root.dataset.accent = themeColour;
    root.style.colorScheme = darkMode ? 'dark' : 'light';
    writeLocal(APPLIED_THEME_KEY, { dark: darkMode, accent: themeColour });
  }, [status, darkMode, themeColour]);

  const value = useMemo(
    () => ({ darkMode, themeColour, setDarkMode, setThemeColour }),
    [darkMode, themeColour, setDarkMode, setThemeColour],
  );
  return <ThemeContext.Provider value={value}>{children}</ThemeContext.Provider>;
}

export function useTheme(): ThemeValue {
  const value = useContext(ThemeContext);
  if (!value) throw new Error('useTheme must be used inside <ThemeProvider>');
  return value;
}
