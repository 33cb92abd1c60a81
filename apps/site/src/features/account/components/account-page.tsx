import type { ReactNode } from 'react';
import styles from './account.module.css';

/** The heading every account page starts with. */
export function AccountPage({
  title,
  intro,
  actions,
  children,
}: {
  title: string;
  intro?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby="account-page-title">
      <header className={styles.pageHeader}>
        <div>
          <h1 id="account-page-title" className="page-title">
            {title}
          </h1>
          {intro && <p className="muted">{intro}</p>}
        </div>
        {actions}
      </header>
      {children}
    </section>
  );
}
