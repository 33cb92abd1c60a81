import { ButtonLink } from '../../../components/ui/button';
import { CheckIcon } from '../../../components/ui/icons';
import styles from './list-property.module.css';

/** /list-property/become-a-host/success: the application is in, and what happens next. */
export function ApplicationSent() {
  return (
    <section className={`container page ${styles.sent}`}>
      <div className={styles.sentCard}>
        <span className={styles.sentIcon} aria-hidden>
          <CheckIcon size={32} />
        </span>
        <h1 className="page-title">Your information was sent</h1>
        <p className={styles.sentText}>
          Thank you for applying to list your property. Our team will review your listing and contact you if
          it meets our selection criteria.
        </p>
        <p className="muted">
          You can follow the status of your application, or withdraw it while it is pending, under Manage
          listings.
        </p>
        <div className={styles.sentActions}>
          <ButtonLink to="/manage/applications">View my applications</ButtonLink>
          <ButtonLink to="/" variant="secondary">
            Back to home
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
