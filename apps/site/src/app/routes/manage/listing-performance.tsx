import { Link, useParams } from 'react-router';
import { ArrowLeftIcon } from '../../../components/ui/icons';
import { ListingPerformance } from '../../../features/manage/components/listing-performance';
import { usePageTitle } from '../../../lib/page-title';
import styles from './manage-layout.module.css';

export function Component() {
  usePageTitle('Listing performance');
  const { id = '' } = useParams();
  return (
    <section>
      <Link to="/manage/listings" className={styles.back}>
        <ArrowLeftIcon size={16} /> My Listings
      </Link>
      <div className={styles.header}>
        <h1 className="page-title">Listing performance</h1>
      </div>
      <ListingPerformance propertyId={id} />
    </section>
  );
}
