import { TOAST_DURATION_MS } from '@ile/shared/constants/ui';
import { type CSSProperties, useEffect } from 'react';
import { Toaster as Sonner, toast as sonner } from 'sonner';
import { registerToaster } from '../../lib/toast';

// Sonner's light rich colours put 13 px text below 4.5:1 on its tinted backgrounds (axe: color-contrast);
// the theme's own colours pass.
const LIGHT_TEXT = {
  '--success-text': 'var(--success)',
  '--error-text': 'var(--danger)',
  '--warning-text': 'var(--warning)',
  '--info-text': 'var(--text)',
} as CSSProperties;

/** The toaster itself (sonner), loaded on the first toast: 3000 ms (spec §9), a × on each, coloured by kind. */
export default function SonnerToaster({ darkMode }: { darkMode: boolean }) {
  // Registered after sonner's own effect has subscribed, so the first toasts are not lost.
  useEffect(
    () =>
      registerToaster((kind, message) => {
        if (kind === 'default') sonner(message);
        else sonner[kind](message);
      }),
    [],
  );
  return (
    <Sonner
      duration={TOAST_DURATION_MS}
      closeButton
      richColors
      position="top-center"
      theme={darkMode ? 'dark' : 'light'}
      style={darkMode ? undefined : LIGHT_TEXT}
      toastOptions={{ closeButtonAriaLabel: 'Close notification' }}
    />
  );
}
