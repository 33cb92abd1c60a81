import { type ReactNode, useEffect, useState } from 'react';

/**
 * Renders its children one task after the rest of the page: what sits below the fold costs the first render
 * nothing, so the picture above it paints sooner and no single task blocks the main thread for long (issue 20,
 * Lighthouse's total blocking time on a mid-range phone).
 */
export function AfterFirstPaint({ children }: { children: ReactNode }) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setReady(true), 0);
    return () => clearTimeout(timer);
  }, []);
  return ready ? children : null;
}
