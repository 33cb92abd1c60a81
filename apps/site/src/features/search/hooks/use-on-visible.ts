import { useEffect, useRef, useState } from 'react';

/**
 * Calls `onVisible` when the element given to the returned callback ref scrolls into view (with a margin, so
 * the next page is usually there before the visitor reaches the end). Attach it to a new element (the new
 * last card) and the watch moves there; while `enabled` is false nothing is watched.
 */
export function useOnVisible<T extends Element>(onVisible: () => void, enabled: boolean) {
  const [element, setElement] = useState<T | null>(null);
  const callback = useRef(onVisible);
  callback.current = onVisible;

  useEffect(() => {
    if (!enabled || !element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) callback.current();
      },
      { rootMargin: '0px 0px 400px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, enabled]);

  return setElement;
}
