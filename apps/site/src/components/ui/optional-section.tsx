import { Component, type ReactNode, Suspense } from 'react';
import { useOnline } from '../../lib/offline/online-status';

class HideOnError extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

/**
 * A lazily loaded extra of a page (similar listings, recently viewed, the booking panel): shown when its code and
 * data can come, left out when there is no network (its code may not be kept offline) and hidden, not the page,
 * if its code fails to load (a deploy removed the old build's files). `fallback` shows while its code loads.
 */
export function OptionalSection({
  children,
  fallback = null,
}: {
  children: ReactNode;
  fallback?: ReactNode;
}) {
  const online = useOnline();
  if (!online) return null;
  return (
    <HideOnError>
      <Suspense fallback={fallback}>{children}</Suspense>
    </HideOnError>
  );
}
