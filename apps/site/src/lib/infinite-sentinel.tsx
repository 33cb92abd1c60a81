import { useEffect, useRef } from 'react';

/**
 * An invisible marker placed after the last card of an infinite list: when it scrolls into view (with a
 * margin, so the next page is usually there before the user is) `onVisible` asks for the next page.
 */
export function InfiniteSentinel({ onVisible, enabled }: { onVisible: () => void; enabled: boolean }) {
  const ref = useRef<HTMLDivElement>(null);
  const latest = useRef(onVisible);
  latest.current = onVisible;

  useEffect(() => {
    const node = ref.current;
    if (!node || !enabled || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) latest.current();
      },
      { rootMargin: '400px 0px' },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [enabled]);

  return <div ref={ref} aria-hidden style={{ height: 1 }} />;
}
