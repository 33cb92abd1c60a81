import type { ReactNode } from 'react';
import { ButtonLink } from '../../../components/ui/button';
import { CheckIcon, ClockIcon, StarIcon } from '../../../components/ui/icons';
import { useSession } from '../../../lib/session';
import styles from './list-property.module.css';
import { ListingFaq } from './listing-faq';

const WIZARD = '/list-property/become-a-host';

const POINTS: readonly { title: string; text: string; icon: ReactNode }[] = [
  {
    title: 'Set up in about three minutes',
    text: 'Three short steps: the basics, the features, then rooms and photos. No paperwork to post.',
    icon: <ClockIcon size={22} />,
  },
  {
    title: 'Basic listings are free',
    text: 'Publish your property with its photos and your phone number at no cost.',
    icon: <CheckIcon size={22} />,
  },
  {
    title: 'Premium plans for more reach',
    text: 'When you want more people to see a listing, premium plans put it in front of them.',
    icon: <StarIcon size={22} />,
  },
];

const HOW = [
  { title: 'Apply', text: 'Tell us about the property and add at least 3 photos.' },
  { title: 'We review', text: 'Our team checks every application against our selection criteria.' },
  { title: 'Go live', text: 'Approved listings appear in search, and people call you directly.' },
] as const;

/** /list-property: why list with Ile, how it works, the way in, and the FAQ. */
export function ListPropertyLanding() {
  const { status } = useSession();
  // Visitors sign in first and come back to the application (spec §6).
  const apply =
    status === 'signed-out' ? { to: '/login', state: { from: WIZARD } } : { to: WIZARD, state: undefined };

  return (
    <>
      <section className={styles.hero}>
        <div className={`container ${styles.heroInner}`}>
          <p className={styles.eyebrow}>For owners, landlords and agents</p>
          <h1 className={styles.heroTitle}>List your property where Nigeria and Sierra Leone search</h1>
          <p className={styles.heroText}>
            Reach people looking for rentals, leases, homes for sale, shared apartments and hostels, and let
            them call you directly.
          </p>
          <div className={styles.heroActions}>
            <ButtonLink to={apply.to} state={apply.state}>
              Apply for listing now
            </ButtonLink>
            <ButtonLink to="#faq" variant="secondary">
              Read the FAQ
            </ButtonLink>
          </div>
        </div>
      </section>

      <div className="container">
        <section className={styles.section} aria-labelledby="why-title">
          <h2 id="why-title" className={styles.sectionTitle}>
            Why list with Ile
          </h2>
          <ul className={styles.points}>
            {POINTS.map((point) => (
              <li key={point.title} className={styles.point}>
                <span className={styles.pointIcon}>{point.icon}</span>
                <h3 className={styles.pointTitle}>{point.title}</h3>
                <p className="muted">{point.text}</p>
              </li>
            ))}
          </ul>
        </section>

        <section className={styles.section} aria-labelledby="how-title">
          <h2 id="how-title" className={styles.sectionTitle}>
            How it works
          </h2>
          <ol className={styles.how}>
            {HOW.map((item, index) => (
              <li key={item.title} className={styles.howItem}>
                <span className={styles.howNumber} aria-hidden>
                  {index + 1}
                </span>
                <div>
                  <h3 className={styles.pointTitle}>{item.title}</h3>
                  <p className="muted">{item.text}</p>
                </div>
              </li>
            ))}
          </ol>
        </section>

        <ListingFaq />
      </div>
    </>
  );
}
