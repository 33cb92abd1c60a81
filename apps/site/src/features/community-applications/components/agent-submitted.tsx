import { ButtonLink } from '../../../components/ui/button';
import { CheckIcon } from '../../../components/ui/icons';
import styles from './submitted.module.css';

export function AgentSubmitted() {
  return (
    <section className={styles.box} aria-labelledby="submitted-title">
      <span className={styles.icon}>
        <CheckIcon size={32} />
      </span>
      <h1 id="submitted-title" className={styles.title}>
        Application sent
      </h1>
      <p>
        Thank you. We review applications within 7 business days and will answer you soonest, by email and in
        your notifications.
      </p>
      <div className={styles.actions}>
        <ButtonLink to="/">Back to home</ButtonLink>
        <ButtonLink to="/agents" variant="secondary">
          Browse agents
        </ButtonLink>
      </div>
    </section>
  );
}
