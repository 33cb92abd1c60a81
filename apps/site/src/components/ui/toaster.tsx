import { TOAST_DURATION_MS } from '@ile/shared/constants/ui';
import { Toaster as Sonner } from 'sonner';
import { useTheme } from '../../lib/theme';

/** Toasts: 3000 ms (spec §9), a × on each, coloured by kind. */
export function Toaster() {
  const { darkMode } = useTheme();
  return (
    <Sonner
      duration={TOAST_DURATION_MS}
      closeButton
      richColors
      position="top-center"
      theme={darkMode ? 'dark' : 'light'}
      toastOptions={{ closeButtonAriaLabel: 'Close notification' }}
    />
  );
}
