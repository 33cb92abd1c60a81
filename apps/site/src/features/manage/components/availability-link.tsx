import { useEffect, useRef } from 'react';
import { ButtonLink } from '../../../components/ui/button';
import { PageSpinner } from '../../../components/ui/feedback';
import { OutcomeCard } from '../../../components/ui/outcome-card';
import { useConfirmAvailabilityLink } from '../api/confirm-availability-link';

/**
 * /listing-availability?token=…: the link in the "still available?" email. Opening it is the one click: the
 * page confirms the listing (or renews it once expired) as it loads. It confirms on load rather than on the
 * GET itself, so a mail scanner that fetches links without running scripts confirms nothing.
 */
export function AvailabilityLink({ token }: { token: string | null }) {
  const confirm = useConfirmAvailabilityLink();
  const sent = useRef(false);
  useEffect(() => {
    // Once per page: the token works once, and a second call would report it used.
    if (!token || sent.current) return;
    sent.current = true;
    confirm.mutate(token);
  }, [token, confirm]);

  const manage = <ButtonLink to="/manage/listings">My listings</ButtonLink>;
  if (!token)
    return (
      <OutcomeCard
        failed
        title="This link is incomplete"
        lead="Open the link from the email again, or confirm from My listings."
        actions={manage}
      />
    );
  if (confirm.isError)
    return (
      <OutcomeCard
        failed
        title="We could not confirm this listing"
        lead={confirm.error.message}
        actions={manage}
      >
        <p className="muted">
          You can still confirm, renew or mark your listings let or sold from My listings.
        </p>
      </OutcomeCard>
    );
  if (!confirm.data) return <PageSpinner label="Confirming your listing" />;
  return (
    <OutcomeCard
      title="Thank you: it’s confirmed"
      lead={`“${confirm.data.title}” is in search as available, confirmed today.`}
      actions={
        <>
          <ButtonLink to={`/property/${confirm.data.propertyId}`}>See the listing</ButtonLink>
          <ButtonLink to="/manage/listings" variant="secondary">
            My listings
          </ButtonLink>
        </>
      }
    >
      <p className="muted">
        We will ask again in 30 days. If it is let or sold before then, mark it so in My listings.
      </p>
    </OutcomeCard>
  );
}
