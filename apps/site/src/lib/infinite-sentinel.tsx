import { useEffect, useRef } from 'react';
import { useDataSaver } from './data-saver';

/**
 * An invisible marker placed after the last card of an infinite list: when it scrolls into view (with a
 * margin, so the next page is usually there before the user is; none with data saver on) `onVisible` asks for
 * the next page.
 */
export function InfiniteSentinel({ onVisible, enabled }: { onVisible: () => void; enabled: boolean }) {
  const ref = useRef<HTMLDivElement>(null);
  const latest = useRef(onVisible);
  latest.current = onVisible;
  const ahead = useDataSaver().on ? '0px' : '400px';

  useEffect(() => {
    const node = ref.current;
    if (!node || !enabled || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) latest.current();
      },
      { rootMargin: `${ahead} 0px` },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [enabled, ahead]);

  return <div ref={ref} aria-hidden style={{ height: 1 }} />;
}
