import { Link } from 'react-router';
import styles from './layout.module.css';

const COLUMNS = [
  {
    title: 'Explore',
    links: [
      { to: '/properties', label: 'Search properties' },
      { to: '/property-management', label: 'Property management' },
      { to: '/student-property', label: 'Student property' },
      { to: '/agents', label: 'Agents & agencies' },
    ],
  },
  {
    title: 'List with us',
    links: [
      { to: '/list-property', label: 'List a property' },
      { to: '/become-an-agent', label: 'Become an agent' },
      { to: '/guidelines', label: 'Listing guidelines' },
    ],
  },
  {
    title: 'Company',
    links: [
      { to: '/about', label: 'About us' },
      { to: '/contact-us', label: 'Contact us' },
      { to: '/helpcenter', label: 'Help center' },
    ],
  },
  {
    title: 'Legal',
    links: [
      { to: '/privacy', label: 'Privacy policy' },
      { to: '/terms-and-conditions', label: 'Terms and conditions' },
    ],
  },
] as const;

const SOCIAL = [
  { href: 'https://www.facebook.com/', label: 'Facebook' },
  { href: 'https://www.instagram.com/', label: 'Instagram' },
  { href: 'https://x.com/', label: 'X' },
  { href: 'https://www.linkedin.com/', label: 'LinkedIn' },
] as const;

export function Footer() {
  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.footerGrid}`}>
        {COLUMNS.map((column) => (
          <nav key={column.title} aria-label={column.title}>
            <h2>{column.title}</h2>
            <ul>
              {column.links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to}>{link.label}</Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
        <nav aria-label="Social">
          <h2>Follow us</h2>
          <ul>
            {SOCIAL.map((link) => (
              <li key={link.href}>
                <a href={link.href} rel="noopener noreferrer" target="_blank">
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className={`container ${styles.copyright}`}>
        <span>© {new Date().getFullYear()} Ile. Property in Nigeria and Sierra Leone.</span>
        <span>Prices are converted for display; you pay in the listing's currency.</span>
      </div>
    </footer>
  );
}
