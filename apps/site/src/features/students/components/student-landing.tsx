import { STUDENT_BENEFITS } from '@ile/shared/constants/students';
import { ButtonLink } from '../../../components/ui/button';
import { CheckIcon, ShieldIcon, UserIcon } from '../../../components/ui/icons';
import { useSession } from '../../../lib/session';
import styles from './student-landing.module.css';

const ICONS = {
  'affordable-housing': CheckIcon,
  'safe-and-secure': ShieldIcon,
  'convenient-booking': UserIcon,
} as const;

/** /student-property: Register (to the application, or to /login and back here) and View listing. */
export function StudentLanding() {
  const { status } = useSession();
  const signedIn = status === 'signed-in';
  return (
    <>
      <section className={styles.hero} aria-labelledby="student-hero-title">
        <h1 id="student-hero-title" className={styles.title}>
          Student housing near your campus
        </h1>
        <p className={styles.lead}>
          Shared apartments and hostels in Nigeria and Sierra Leone. Verify your student status once and get
          access to student listings and benefits.
        </p>
        <div className={styles.actions}>
          <ButtonLink
            to={signedIn ? '/become-a-student' : '/login'}
            state={signedIn ? undefined : { from: '/student-property' }}
          >
            Register
          </ButtonLink>
          <ButtonLink to="/student-listing" variant="secondary">
            View listing
          </ButtonLink>
        </div>
      </section>
      <section aria-labelledby="student-benefits-title">
        <h2 id="student-benefits-title" className={styles.sectionTitle}>
          Why students choose Ile
        </h2>
        <ul className={styles.benefits}>
          {STUDENT_BENEFITS.map((benefit) => {
            const Icon = ICONS[benefit.key];
            return (
              <li key={benefit.key} className={styles.benefit}>
                <span className={styles.icon}>
                  <Icon />
                </span>
                <h3>{benefit.title}</h3>
                <p>{benefit.description}</p>
              </li>
            );
          })}
        </ul>
      </section>
    </>
  );
}
