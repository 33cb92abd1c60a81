import { MOBILE_BREAKPOINT_PX } from '@ile/shared/constants/ui';
import { useSyncExternalStore } from 'react';

export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (notify) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', notify);
      return () => list.removeEventListener('change', notify);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}

/** True at the spec's desktop width (768 px and up). */
export function useIsWide(): boolean {
  return useMediaQuery(`(min-width: ${MOBILE_BREAKPOINT_PX}px)`);
}
