import { Link, NavLink } from 'react-router';
import { ButtonLink } from '../../components/ui/button';
import { AccountMenu } from './account-menu';
import { CurrencySelector } from './currency-selector';
import styles from './layout.module.css';
import { MobileSidebar } from './mobile-sidebar';
import { NAV_LINKS } from './nav-links';
import { ThemeToggle } from './theme-toggle';

export function Header() {
  return (
    <header className={styles.header}>
      <div className={`container ${styles.bar}`}>
        <Link to="/" className={styles.logo} aria-label="Ile home">
          <img src="/favicon.svg" alt="" width={28} height={28} />
          Ile
        </Link>
        <nav className={styles.nav} aria-label="Main">
          {NAV_LINKS.map((link) => (
            <NavLink key={link.to} to={link.to} className={styles.navLink}>
              {link.label}
            </NavLink>
          ))}
        </nav>
        <span className={styles.spacer} />
        <div className={styles.tools}>
          <ButtonLink to="/list-property" size="small" className={styles.listLink}>
            List property
          </ButtonLink>
          <CurrencySelector />
          <ThemeToggle />
          <AccountMenu />
          <MobileSidebar />
        </div>
      </div>
    </header>
  );
}
