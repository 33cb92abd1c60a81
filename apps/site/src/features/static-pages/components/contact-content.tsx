import { Link } from 'react-router';
import { InfoIcon, SendIcon } from '../../../components/ui/icons';
import { CONTACT } from './contact-details';
import { StaticPage } from './static-page';
import styles from './static-page.module.css';

/** /contact-us: one desk for help and enquiries, one for business and promotion (spec part 2 §2). */
export function ContactContent() {
  return (
    <StaticPage
      eyebrow="Contact us"
      title="We are here to help"
      lead="Questions about a listing, your account or a payment, or an idea for working together: write to the right desk and a person will answer."
      description="Contact Ile: help and enquiries, or business and promotion."
    >
      <div className={styles.cards}>
        <section className={styles.card} aria-labelledby="help-desk">
          <span className={styles.cardIcon} aria-hidden>
            <InfoIcon />
          </span>
          <h2 id="help-desk">Help and enquiries</h2>
          <p>
            Your account, saved properties, listings, applications, payments or something that looks wrong.
          </p>
          <p>
            <a href={`mailto:${CONTACT.help}`}>{CONTACT.help}</a>
          </p>
        </section>
        <section className={styles.card} aria-labelledby="business-desk">
          <span className={styles.cardIcon} aria-hidden>
            <SendIcon />
          </span>
          <h2 id="business-desk">Business and promotion</h2>
          <p>Partnerships, advertising, agencies listing many properties, press and promotion.</p>
          <p>
            <a href={`mailto:${CONTACT.business}`}>{CONTACT.business}</a>
          </p>
        </section>
      </div>
      <h2>Signed in?</h2>
      <p>
        Raise a <Link to="/account/ticket">support ticket</Link> from your account: you can attach a picture
        and follow our replies there. Answers to common questions are in the{' '}
        <Link to="/helpcenter">help center</Link>.
      </p>
      <div className={styles.callout}>
        <p>
          Ile staff will never ask for your password, a one-time code or a payment outside the site. If
          someone does, do not pay, and tell us at <a href={`mailto:${CONTACT.help}`}>{CONTACT.help}</a>.
        </p>
      </div>
    </StaticPage>
  );
}
