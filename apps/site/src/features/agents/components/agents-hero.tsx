import { ButtonLink } from '../../../components/ui/button';
import { CheckIcon } from '../../../components/ui/icons';
import { useSession } from '../../../lib/session';
import styles from './agents-hero.module.css';

const POINTS = ['Free to join, no onboarding fees', 'Verified profiles', 'Reviews from real clients'];

/** Get started: to the application when signed in, else to /login, which brings the visitor back here. */
export function AgentsHero() {
  const { status } = useSession();
  const signedIn = status === 'signed-in';
  return (
    <section className={styles.hero} aria-labelledby="agents-hero-title">
      <h1 id="agents-hero-title" className={styles.title}>
        Find a trusted agent or agency
      </h1>
      <p className={styles.lead}>
        Work with registered agents and agencies across Nigeria and Sierra Leone for property marketing and
        sales, property management and advice. Are you an agent? Join the directory.
      </p>
      <ul className={styles.points}>
        {POINTS.map((point) => (
          <li key={point}>
            <CheckIcon size={16} /> {point}
          </li>
        ))}
      </ul>
      <div className={styles.actions}>
        <ButtonLink
          to={signedIn ? '/become-an-agent' : '/login'}
          state={signedIn ? undefined : { from: '/agents' }}
        >
          Get started
        </ButtonLink>
      </div>
    </section>
  );
}
