import { IconButton } from '../../components/ui/button';
import { MoonIcon, SunIcon } from '../../components/ui/icons';
import { useTheme } from '../../lib/theme';

export function ThemeToggle() {
  const { darkMode, setDarkMode } = useTheme();
  return (
    <IconButton
      label={darkMode ? 'Switch to light mode' : 'Switch to dark mode'}
      aria-pressed={darkMode}
      onClick={() => setDarkMode(!darkMode)}
    >
      {darkMode ? <SunIcon /> : <MoonIcon />}
    </IconButton>
  );
}
