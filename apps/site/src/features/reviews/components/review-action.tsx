import type { ReviewTargetType } from '@ile/shared/constants/reviews';
import { lazy, Suspense, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { useAuthModal } from '../../../lib/auth-modal';
import { useSession } from '../../../lib/session';

const ReviewModal = lazy(() => import('./review-modal').then((module) => ({ default: module.ReviewModal })));

/**
 * The Comment / Give review button. Visitors are offered sign-in instead; nobody is offered a review of
 * their own profile (decisions.md).
 */
export function ReviewAction({
  type,
  profileUserId,
  name,
  label,
}: {
  type: ReviewTargetType;
  profileUserId: string;
  name: string;
  label: string;
}) {
  const { status, user } = useSession();
  const authModal = useAuthModal();
  const [open, setOpen] = useState(false);
  if (status === 'loading' || user?.id === profileUserId) return null;
  if (status === 'signed-out') {
    return (
      <Button variant="secondary" onClick={() => authModal.open('login')}>
        Sign in to review
      </Button>
    );
  }
  return (
    <>
      <Button onClick={() => setOpen(true)}>{label}</Button>
      {open && (
        <Suspense fallback={null}>
          <ReviewModal open={open} onOpenChange={setOpen} type={type} id={profileUserId} name={name} />
        </Suspense>
      )}
    </>
  );
}
