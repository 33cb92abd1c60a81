import { useEffect, useRef, useState } from 'react';
import { useDataSaver } from './data-saver';

/**
 * Calls `onVisible` when the element given to the returned callback ref scrolls into view (with a margin, so
 * the next page is usually there before the visitor reaches the end). Attach it to a new element (the new
 * last card) and the watch moves there; while `enabled` is false nothing is watched. With data saver on there
 * is no margin: the next page is fetched only when the visitor reaches the end.
 */
export function useOnVisible<T extends Element>(onVisible: () => void, enabled: boolean) {
  const [element, setElement] = useState<T | null>(null);
  const callback = useRef(onVisible);
  callback.current = onVisible;
  const ahead = useDataSaver().on ? '0px' : '400px';

  useEffect(() => {
    if (!enabled || !element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) callback.current();
      },
      { rootMargin: `0px 0px ${ahead} 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, enabled, ahead]);

  return setElement;
}
