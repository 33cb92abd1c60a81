import { useEffect, useRef } from 'react';
import { ButtonLink } from '../../../components/ui/button';
import { PageSpinner } from '../../../components/ui/feedback';
import { errorMessage } from '../../../lib/toast';
import { useFollowViewingLink } from '../api/follow-viewing-link';
import styles from './viewings.module.css';

/** A viewing email's one-tap link: posts its token once (no sign-in), then says what it did. */
export function ViewingLink({ token }: { token: string | null }) {
  const follow = useFollowViewingLink();
  const sent = useRef(false);
  useEffect(() => {
    if (!token || sent.current) return;
    sent.current = true;
    follow.mutate(token);
  }, [token, follow]);

  let body: React.ReactNode;
  if (!token) body = <p>This link has no token. Open your viewings instead.</p>;
  else if (follow.isPending || follow.isIdle) body = <PageSpinner label="Saving your answer" />;
  else if (follow.isError) body = <p role="alert">{errorMessage(follow.error)}</p>;
  else
    body = (
      <p role="status">
        {follow.data.action === 'confirmed'
          ? `The viewing of “${follow.data.viewing.propertyTitle}” is confirmed. We have told the viewer.`
          : `Thank you: your answer about the viewing of “${follow.data.viewing.propertyTitle}” is saved.`}
      </p>
    );
  return (
    <section className={`container page ${styles.section}`} aria-labelledby="viewing-link-title">
      <h1 id="viewing-link-title" className="page-title">
        Your viewing
      </h1>
      {body}
      <ButtonLink to="/account/viewings" variant="secondary">
        See your viewings
      </ButtonLink>
    </section>
  );
}
