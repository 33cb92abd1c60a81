import { Button, useCanAccess, useRecordContext } from 'react-admin';
import { HideIcon, ShowIcon } from '../../components/icons';
import { useConsoleAction } from '../../components/use-console-action';

/** Hides a review from the profile page and its rating, or shows it again. */
export function HideReviewButton() {
  const record = useRecordContext();
  const { canAccess } = useCanAccess({ resource: 'reviews', action: 'moderate' });
  const toggle = useConsoleAction(
    (dataProvider, { id, hide }: { id: string; hide: boolean }) =>
      hide ? dataProvider.hideReview(id) : dataProvider.unhideReview(id),
    {
      success: (result) => ({
        message: result.data.hidden
          ? 'Review hidden from the profile and its rating'
          : 'Review visible again',
      }),
    },
  );
  if (!record || !canAccess) return null;
  const hide = !record.hidden;
  return (
    <Button
      label={hide ? 'Hide' : 'Unhide'}
      color={hide ? 'warning' : 'primary'}
      disabled={toggle.isPending}
      onClick={(event) => {
        event.stopPropagation();
        toggle.mutate({ id: String(record.id), hide });
      }}
    >
      {hide ? <HideIcon /> : <ShowIcon />}
    </Button>
  );
}
