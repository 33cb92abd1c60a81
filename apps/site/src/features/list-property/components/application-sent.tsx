import { ButtonLink } from '../../../components/ui/button';
import { OutcomeCard } from '../../../components/ui/outcome-card';

/** /list-property/become-a-host/success: the application is in, and what happens next. */
export function ApplicationSent() {
  return (
    <OutcomeCard
      title="Your information was sent"
      lead="Thank you for applying to list your property. Our team will review your listing and contact you if it meets our selection criteria."
      actions={
        <>
          <ButtonLink to="/manage/applications">View my applications</ButtonLink>
          <ButtonLink to="/" variant="secondary">
            Back to home
          </ButtonLink>
        </>
      }
    >
      <p className="muted">
        You can follow the status of your application, or withdraw it while it is pending, under Manage
        listings.
      </p>
    </OutcomeCard>
  );
}
