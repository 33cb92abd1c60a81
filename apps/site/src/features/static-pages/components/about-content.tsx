import { ButtonLink } from '../../../components/ui/button';
import { CheckIcon, HeartIcon, MapPinIcon, ShieldIcon, UserIcon } from '../../../components/ui/icons';
import { StaticPage } from './static-page';
import styles from './static-page.module.css';

const VALUES = [
  {
    icon: ShieldIcon,
    title: 'Trust',
    text: 'Every listing, agent and agency is reviewed by our staff before it is published, and fraud ends in suspension.',
  },
  {
    icon: CheckIcon,
    title: 'Transparency',
    text: 'Real photos, clear prices in Naira or Leones with their period, and no hidden fees for listing or joining.',
  },
  {
    icon: MapPinIcon,
    title: 'Local knowledge',
    text: 'Built for every Nigerian state and Sierra Leonean district, by people who know how renting and buying work here.',
  },
  {
    icon: UserIcon,
    title: 'Access for everyone',
    text: 'From a hostel bed near campus to a family home, on any phone, with prices shown in the currency you think in.',
  },
  {
    icon: HeartIcon,
    title: 'Care',
    text: 'A real person answers every ticket, and your data is yours: download it or delete it whenever you want.',
  },
];

const AUDIENCES = [
  {
    title: 'People looking for a home',
    text: 'Renters, buyers and people sharing an apartment, searching by place, price and size.',
  },
  {
    title: 'Students',
    text: 'Verified students find shared apartments and hostels near campus, with student-only benefits.',
  },
  {
    title: 'Property owners',
    text: 'List for free, reach serious tenants and buyers, and get paid securely online.',
  },
  {
    title: 'Agents and agencies',
    text: 'A public profile with reviews, your listings in one place, and no onboarding fees.',
  },
];

/** /about: hero, core values, mission, who we serve, and a way to get in touch (spec part 2 §2). */
export function AboutContent() {
  return (
    <StaticPage
      eyebrow="About Ile"
      title="Finding a place should feel safe"
      lead="Ile is a property marketplace for Nigeria and Sierra Leone: rentals, leases, sales, shared apartments and hostels, from owners, agents and agencies you can check."
      description="About Ile: our mission, our values and who we serve in Nigeria and Sierra Leone."
      wide
      actions={
        <>
          <ButtonLink to="/list-property">List a property</ButtonLink>
          <ButtonLink to="/properties" variant="secondary">
            Search properties
          </ButtonLink>
        </>
      }
    >
      <h2>Our mission</h2>
      <p>
        To make renting, buying and letting property in West Africa honest and simple: every listing true to
        the property, every price clear, every payment made safely, and every person on either side of a deal
        someone you can look up.
      </p>
      <h2>What we stand for</h2>
      <div className={styles.cards}>
        {VALUES.map(({ icon: Icon, title, text }) => (
          <div key={title} className={styles.card}>
            <span className={styles.cardIcon} aria-hidden>
              <Icon />
            </span>
            <h3>{title}</h3>
            <p>{text}</p>
          </div>
        ))}
      </div>
      <h2>Who we serve</h2>
      <div className={styles.cards}>
        {AUDIENCES.map((audience) => (
          <div key={audience.title} className={styles.card}>
            <h3>{audience.title}</h3>
            <p>{audience.text}</p>
          </div>
        ))}
      </div>
      <p>
        We also help owners with property management (maintenance, tenant relations and rent collection) and
        give advice on marketing and selling. Payments are in Nigerian Naira or Sierra Leonean Leones. You
        must be 18 or older, or have legal consent, to use Ile.
      </p>
      <h2>Talk to us</h2>
      <p>Questions, ideas or a partnership in mind? We would like to hear from you.</p>
      <ButtonLink to="/contact-us" variant="secondary">
        Get in touch
      </ButtonLink>
    </StaticPage>
  );
}
