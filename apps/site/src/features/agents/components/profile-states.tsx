import { ButtonLink } from '../../../components/ui/button';
import { EmptyState, ErrorState, Skeleton } from '../../../components/ui/feedback';
import { ApiError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/toast';

/**
 * At least a screen tall: a loaded profile is taller than one, and a shorter placeholder would let the footer
 * show below it and then jump down when the profile arrives (a layout shift every visitor sees).
 */
export function ProfileSkeleton() {
  return (
    <div
      aria-busy="true"
      role="status"
      aria-label="Loading profile"
      style={{ display: 'grid', gap: 16, alignContent: 'start', minHeight: '100dvh' }}
    >
      <div style={{ display: 'flex', gap: 16, alignItems: 'center' }}>
        <Skeleton width={96} height={96} radius="50%" />
        <span style={{ display: 'grid', gap: 8, flex: 1 }}>
          <Skeleton width="40%" height={28} />
          <Skeleton width="25%" />
        </span>
      </div>
      <Skeleton height={80} />
      <Skeleton height={160} />
    </div>
  );
}

/** Not found is its own message (with a way back); other failures offer a retry. */
export function ProfileError({
  error,
  onRetry,
  kind,
}: {
  error: unknown;
  onRetry: () => void;
  kind: string;
}) {
  if (error instanceof ApiError && error.status === 404) {
    return (
      <EmptyState title={`This ${kind} could not be found`}>
        <ButtonLink to="/agents" variant="secondary">
          Back to agents and agencies
        </ButtonLink>
      </EmptyState>
    );
  }
  return <ErrorState message={errorMessage(error)} onRetry={onRetry} />;
}
