import { Button, ButtonLink } from '../../../components/ui/button';
import { OutcomeCard } from '../../../components/ui/outcome-card';
import { errorMessage } from '../../../lib/toast';
import { useFollowViewingLink } from '../api/follow-viewing-link';

/** What each link asks before the tap: the token names its action in clear (`<id>.<party>.<action>.<signature>`). */
const QUESTIONS = {
  confirm: {
    title: 'Confirm this viewing?',
    lead: 'Tap the button to confirm the time the viewer asked for. We will tell them at once.',
    button: 'Confirm the viewing',
  },
  held: {
    title: 'Did the viewing happen?',
    lead: 'Tap the button to answer that the viewing took place.',
    button: 'Yes, the viewing happened',
  },
  no_show: {
    title: 'Did the viewing happen?',
    lead: 'Tap the button to answer that the viewing did not take place.',
    button: 'No, it did not happen',
  },
} as const;
type LinkAction = keyof typeof QUESTIONS;

const actionOf = (token: string | null): LinkAction | undefined => {
  const action = token?.split('.')[2];
  return action && action in QUESTIONS ? (action as LinkAction) : undefined;
};

const viewings = (
  <ButtonLink to="/account/viewings" variant="secondary">
    See your viewings
  </ButtonLink>
);

/**
 * /viewings/link?token=: a viewing email's one-tap link. Opening it only asks (mail scanners open links, and
 * an answer can move a viewing fee); the tap posts the token (no sign-in), then says what it did.
 */
export function ViewingLink({ token }: { token: string | null }) {
  const follow = useFollowViewingLink();
  const action = actionOf(token);

  if (!token || !action)
    return (
      <OutcomeCard
        failed
        title="This link is not valid"
        lead="Check that the whole link from the email was opened, or answer from your viewings."
        actions={viewings}
      />
    );
  if (follow.isError)
    return (
      <OutcomeCard
        failed
        title="We could not save that"
        lead={errorMessage(follow.error)}
        actions={viewings}
      />
    );
  if (follow.isSuccess)
    return (
      <OutcomeCard
        title="Thank you"
        lead={
          <span role="status">
            {follow.data.action === 'confirmed'
              ? `The viewing of “${follow.data.viewing.propertyTitle}” is confirmed. We have told the viewer.`
              : `Your answer about the viewing of “${follow.data.viewing.propertyTitle}” is saved.`}
            {follow.data.supportTicket &&
              ' The viewing fee had already gone to the owner, because no one reported a problem within 48 hours, ' +
                'so Ile opened a Support ticket for you. Our team will look into it and reply there.'}
          </span>
        }
        actions={
          follow.data.supportTicket ? (
            <>
              <ButtonLink to="/account/ticket">See your ticket</ButtonLink>
              {viewings}
            </>
          ) : (
            viewings
          )
        }
      />
    );
  const question = QUESTIONS[action];
  return (
    <OutcomeCard
      title={question.title}
      lead={question.lead}
      actions={
        <>
          <Button loading={follow.isPending} onClick={() => follow.mutate(token)}>
            {question.button}
          </Button>
          {viewings}
        </>
      }
    />
  );
}
