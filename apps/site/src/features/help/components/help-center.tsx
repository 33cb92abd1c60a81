import { Link } from 'react-router';
import { ButtonLink } from '../../../components/ui/button';
import styles from './help.module.css';
import { HELP_TOPICS } from './help-topics';

/** Topics with short answers, and the way to a person when they do not help. */
export function HelpCenter() {
  return (
    <>
      <div className={styles.topics}>
        {HELP_TOPICS.map((topic) => (
          <section key={topic.id} className={styles.topic} aria-labelledby={`help-${topic.id}`}>
            <h2 id={`help-${topic.id}`}>{topic.title}</h2>
            {topic.answers.map((item) => (
              <details key={item.question} className={styles.item}>
                <summary>{item.question}</summary>
                <p>{item.answer}</p>
                {item.link && <Link to={item.link.to}>{item.link.label}</Link>}
              </details>
            ))}
          </section>
        ))}
      </div>
      <aside className={styles.contact} aria-labelledby="help-contact">
        <h2 id="help-contact">Still need help?</h2>
        <p>Create a ticket and our support team will reply. You can follow its status in your account.</p>
        <div className={styles.contactActions}>
          <ButtonLink to="/account/ticket">Create a ticket</ButtonLink>
          <ButtonLink to="/contact-us" variant="secondary">
            Contact us
          </ButtonLink>
        </div>
      </aside>
    </>
  );
}
