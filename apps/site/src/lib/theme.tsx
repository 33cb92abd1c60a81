import { DEFAULT_THEME_COLOUR, type ThemeColour } from '@ile/shared/constants/ui';
import { createContext, type ReactNode, useContext, useEffect, useMemo } from 'react';
import { useAccountSetting } from './account-setting';

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

  useEffect(() => {
    const root = document.documentElement;
    root.dataset.theme = darkMode ? 'dark' : 'light';
    root.dataset.accent = themeColour;
    root.style.colorScheme = darkMode ? 'dark' : 'light';
  }, [darkMode, themeColour]);

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
