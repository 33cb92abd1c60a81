import { HostWizard } from './host-wizard';
import styles from './list-property.module.css';

/** /list-property/become-a-host: a short introduction above the wizard. */
export function ApplicationPage() {
  return (
    <section className="container page">
      <header className={styles.applicationHeader}>
        <h1 className="page-title">Apply to list your property</h1>
        <p className="muted">
          Three short steps, about three minutes. Our team reviews every application before it goes live.
        </p>
      </header>
      <HostWizard />
    </section>
  );
}
