import type { ReviewRecord } from '@ile/shared/contracts/admin/reviews';
import { HideIcon, ShowIcon } from '../../components/icons';
import { ToggleRecordButton } from '../../components/toggle-record-button';

/** Hides a review from the profile page and its rating, or shows it again. */
export function HideReviewButton() {
  return (
    <ToggleRecordButton<ReviewRecord>
      resource="reviews"
      action="moderate"
      switchesOn={(review) => !review.hidden}
      on={{ label: 'Hide', color: 'warning', icon: <HideIcon /> }}
      off={{ label: 'Unhide', color: 'primary', icon: <ShowIcon /> }}
      run={(dataProvider, id, hide) => (hide ? dataProvider.hideReview(id) : dataProvider.unhideReview(id))}
      done={(review) =>
        review.hidden ? 'Review hidden from the profile and its rating' : 'Review visible again'
      }
    />
  );
}
