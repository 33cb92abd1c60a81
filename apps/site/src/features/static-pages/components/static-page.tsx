import type { ReactNode } from 'react';
import { usePageTitle } from '../../../lib/page-title';
import styles from './static-page.module.css';

export interface TocEntry {
  id: string;
  label: string;
}

/** A content page: a hero with the title and a lead, then the text set in a readable column. */
export function StaticPage({
  eyebrow,
  title,
  lead,
  description,
  toc,
  actions,
  wide,
  children,
}: {
  eyebrow?: string;
  title: string;
  lead: ReactNode;
  /** What search engines show under the title. */
  description: string;
  /** Sections to jump to, shown beside the text on wide screens (long documents only). */
  toc?: TocEntry[];
  actions?: ReactNode;
  /** Use the whole width (pages of cards); paragraphs still keep a readable measure. */
  wide?: boolean;
  children: ReactNode;
}) {
  usePageTitle(title, description);
  return (
    <article>
      <header className={styles.hero}>
        <div className="container">
          {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
          <h1 className={styles.title}>{title}</h1>
          <p className={styles.lead}>{lead}</p>
          {actions && <div className={styles.actions}>{actions}</div>}
        </div>
      </header>
      <div className={`container ${styles.body} ${toc ? styles.withToc : ''}`}>
        {toc && (
          <nav className={styles.toc} aria-label="On this page">
            <p className={styles.tocTitle}>On this page</p>
            <ol>
              {toc.map((entry) => (
                <li key={entry.id}>
                  <a href={`#${entry.id}`}>{entry.label}</a>
                </li>
              ))}
            </ol>
          </nav>
        )}
        <div className={`${styles.prose} ${wide ? styles.wide : ''}`}>{children}</div>
      </div>
    </article>
  );
}

/** A titled part of a long document, reachable from the table of contents. */
export function DocSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className={styles.section}>
      <h2 id={`${id}-title`}>{title}</h2>
      {children}
    </section>
  );
}
