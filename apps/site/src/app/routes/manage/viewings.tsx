import { ViewingHoursEditor } from '../../../features/viewings/components/viewing-hours-editor';
import { ViewingList } from '../../../features/viewings/components/viewing-list';
import styles from '../../../features/viewings/components/viewings.module.css';
import { usePageTitle } from '../../../lib/page-title';
import layout from './manage-layout.module.css';

/** /manage/viewings: requests to answer, upcoming and past viewings of the owner's listings, and their hours. */
export function Component() {
  usePageTitle('Viewings');
  return (
    <section>
      <div className={layout.header}>
        <h1 className="page-title">Viewings</h1>
      </div>
      <section className={styles.section} aria-labelledby="viewing-requests">
        <h2 id="viewing-requests">Viewings of your listings</h2>
        <ViewingList as="owner" />
      </section>
      <section className={styles.section} aria-labelledby="viewing-hours">
        <h2 id="viewing-hours">Your viewing hours</h2>
        <p className={styles.muted}>
          Viewers pick a free time in these hours on your listings’ pages. Without hours, they propose up to
          three times.
        </p>
        <ViewingHoursEditor />
      </section>
    </section>
  );
}
