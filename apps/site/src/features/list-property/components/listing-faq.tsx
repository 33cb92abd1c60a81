import { Link } from 'react-router';
import { ChevronDownIcon } from '../../../components/ui/icons';
import styles from './list-property.module.css';

const FAQS = [
  {
    question: 'Who can list a property on Ile?',
    answer: (
      <p>
        Owners and managers of homes, shops, land, shared apartments and hostels in Nigeria or Sierra Leone.
        You need an Ile account with a verified email address; agents and agencies can apply the same way.
      </p>
    ),
  },
  {
    question: 'How much does it cost?',
    answer: (
      <p>
        A basic listing is free: your property, its photos and your phone number, in search results and on its
        own page. Premium plans give a listing more visibility when you want it.
      </p>
    ),
  },
  {
    question: 'What do I need to apply?',
    answer: (
      <p>
        The price and what it covers (per day, week, month or year, or outright), the address, the main
        features, a phone number people can call, and at least 3 clear photos (JPEG, PNG or WebP, up to 10 MB
        each). Read our <Link to="/guidelines">listing guidelines</Link> for photos that get noticed.
      </p>
    ),
  },
  {
    question: 'What happens after I apply?',
    answer: (
      <p>
        Our team reviews every application. If the property meets our selection criteria we contact you and
        publish it. You can follow the status of each application under{' '}
        <Link to="/manage/applications">Manage listings</Link>.
      </p>
    ),
  },
] as const;

/** Four questions owners ask before applying; native details elements open with the keyboard too. */
export function ListingFaq() {
  return (
    <section id="faq" className={styles.faq} aria-labelledby="faq-title">
      <h2 id="faq-title" className={styles.sectionTitle}>
        Frequently asked questions
      </h2>
      <div className={styles.faqList}>
        {FAQS.map(({ question, answer }) => (
          <details key={question} className={styles.faqItem}>
            <summary className={styles.faqQuestion}>
              <span>{question}</span>
              <ChevronDownIcon className={styles.faqChevron} />
            </summary>
            <div className={styles.faqAnswer}>{answer}</div>
          </details>
        ))}
      </div>
    </section>
  );
}
