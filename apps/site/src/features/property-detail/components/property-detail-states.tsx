import { ButtonLink } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/feedback';
import styles from './property-detail.module.css';

/** The page's shape while the listing loads, so nothing jumps when it arrives. */
export function PropertyDetailSkeleton() {
  return (
    <div className="container page" aria-busy="true">
      <span className="visually-hidden" role="status">
        Loading the property
      </span>
      <div className={styles.skeletonGallery}>
        <Skeleton height="100%" radius={0} />
        <div className={styles.skeletonSmalls}>
          <Skeleton height="100%" radius={0} />
          <Skeleton height="100%" radius={0} />
          <Skeleton height="100%" radius={0} />
        </div>
      </div>
      <div className={styles.layout}>
        <div className={styles.main}>
          <Skeleton width={160} height={24} />
          <Skeleton width="80%" height={36} style={{ marginTop: 12 }} />
          <Skeleton width="60%" style={{ marginTop: 12 }} />
          <Skeleton height={120} style={{ marginTop: 32 }} />
          <Skeleton height={200} style={{ marginTop: 32 }} />
        </div>
        <div className={styles.panel}>
          <Skeleton width="70%" height={32} />
          <Skeleton width="50%" style={{ marginTop: 12 }} />
          <Skeleton height={44} style={{ marginTop: 24 }} />
          <Skeleton height={44} style={{ marginTop: 12 }} />
        </div>
      </div>
    </div>
  );
}

/** An unknown, withdrawn or unpublished listing: a 404 for people. */
export function PropertyUnavailable() {
  return (
    <section className={`container page ${styles.unavailable}`}>
      <p className={styles.bigCode} aria-hidden>
        404
      </p>
      <h1 className="page-title">This property is not available</h1>
      <p className="muted">
        It may have been let, sold or taken down by its owner, or the link may be wrong.
      </p>
      <ButtonLink to="/properties">View other properties</ButtonLink>
    </section>
  );
}
