import { Link, useSearchParams } from 'react-router';
import { useViewingHours } from '../../../features/viewings/api/viewing-hours';
import { ViewingHoursEditor } from '../../../features/viewings/components/viewing-hours-editor';
import { ViewingList } from '../../../features/viewings/components/viewing-list';
import styles from '../../../features/viewings/components/viewings.module.css';
import { usePageTitle } from '../../../lib/page-title';
import layout from './manage-layout.module.css';

/**
 * /manage/viewings: requests to answer, upcoming and past viewings of the owner's listings, and their hours;
 * `?listing=<id>` (the clock on a row of the listings table) also edits that listing's own hours.
 */
export function Component() {
  usePageTitle('Viewings');
  const [params] = useSearchParams();
  const listing = params.get('listing');
  const hours = useViewingHours();
  const ownScopes = hours.data?.filter((scope) => scope.propertyId !== null) ?? [];
  const listingTitle = ownScopes.find((scope) => scope.propertyId === listing)?.propertyTitle;
  return (
    <section>
      <div className={layout.header}>
        <h1 className="page-title">Viewings</h1>
      </div>
      <section className={styles.section} aria-labelledby="viewing-requests">
        <h2 id="viewing-requests">Viewings of your listings</h2>
        <ViewingList as="owner" />
      </section>
      {listing && (
        <section className={styles.section} aria-labelledby="listing-viewing-hours">
          <h2 id="listing-viewing-hours">
            {listingTitle ? `Hours for “${listingTitle}”` : 'Hours for this listing'}
          </h2>
          <ViewingHoursEditor key={listing} propertyId={listing} />
        </section>
      )}
      <section className={styles.section} aria-labelledby="viewing-hours">
        <h2 id="viewing-hours">Your viewing hours</h2>
        <p className={styles.muted}>
          Viewers pick a free time in these hours on your listings’ pages. Without hours, they propose up to
          three times. To give one listing its own hours, use the clock beside it in your listings.
        </p>
        {ownScopes.length > 0 && (
          <ul className={styles.muted}>
            {ownScopes.map((scope) => (
              <li key={scope.propertyId}>
                <Link to={`/manage/viewings?listing=${encodeURIComponent(scope.propertyId ?? '')}`}>
                  {scope.propertyTitle ?? 'A listing'}
                </Link>{' '}
                has its own hours.
              </li>
            ))}
          </ul>
        )}
        <ViewingHoursEditor />
      </section>
    </section>
  );
}
