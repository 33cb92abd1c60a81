import { SAVED_SEARCHES_PAGE_PATH } from '@ile/shared/constants/discovery';
import { useEffect, useRef } from 'react';
import { Button, ButtonLink } from '../../../components/ui/button';
import { PageSpinner } from '../../../components/ui/feedback';
import { OutcomeCard } from '../../../components/ui/outcome-card';
import { ApiError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/toast';
import { useUnsubscribeAlerts } from '../api/unsubscribe-alerts';

export const LINK_USED = 'This link has already been used';
export const LINK_INVALID = 'This unsubscribe link is not valid';

/**
 * /alerts/unsubscribe?token=…: the link in an alert email. Opening it turns that search's alerts off, with no
 * sign-in. It posts on load rather than acting on the GET, so a mail scanner that fetches links without
 * running scripts turns nothing off; and only once per page (React's StrictMode runs effects twice in
 * development), since the link works once and a second post would report it used.
 */
export function UnsubscribeAlerts({ token }: { token: string | null }) {
  const unsubscribe = useUnsubscribeAlerts();
  const sent = useRef(false);
  const { mutate } = unsubscribe;
  useEffect(() => {
    if (!token || sent.current) return;
    sent.current = true;
    mutate(token);
  }, [token, mutate]);

  const manage = <ButtonLink to={SAVED_SEARCHES_PAGE_PATH}>Manage saved searches</ButtonLink>;
  const status = unsubscribe.error instanceof ApiError ? unsubscribe.error.status : undefined;
  if (!token || status === 404 || status === 400)
    return (
      <OutcomeCard
        failed
        title={LINK_INVALID}
        lead="Check that the whole link from the email was opened, or turn alerts off from your saved searches."
        actions={manage}
      />
    );
  if (status === 410)
    return (
      <OutcomeCard
        failed
        title={LINK_USED}
        lead="An unsubscribe link works once. To change a saved search’s alerts now, open your saved searches."
        actions={manage}
      />
    );
  if (unsubscribe.isError)
    return (
      <OutcomeCard
        failed
        title="We could not turn these alerts off"
        lead={errorMessage(unsubscribe.error)}
        actions={
          <>
            <Button onClick={() => mutate(token)}>Try again</Button>
            <ButtonLink to={SAVED_SEARCHES_PAGE_PATH} variant="secondary">
              Manage saved searches
            </ButtonLink>
          </>
        }
      />
    );
  if (!unsubscribe.data) return <PageSpinner label="Turning alerts off" />;
  return (
    <OutcomeCard
      title={`Alerts for “${unsubscribe.data.name}” are off`}
      lead="We will send no more emails about this search. It stays in your saved searches, where you can turn its alerts back on."
      actions={manage}
    />
  );
}
