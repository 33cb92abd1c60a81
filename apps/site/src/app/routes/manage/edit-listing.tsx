import { Link, useSearchParams } from 'react-router';
import { ArrowLeftIcon } from '../../../components/ui/icons';
import { EditListing } from '../../../features/manage/components/edit-listing';
import { usePageTitle } from '../../../lib/page-title';
import styles from './manage-layout.module.css';

export function Component() {
  usePageTitle('Edit Property');
  const [params] = useSearchParams();
  return (
    <section>
      <Link to="/manage/listings" className={styles.back}>
        <ArrowLeftIcon size={16} /> My Listings
      </Link>
      <div className={styles.header}>
        <h1 className="page-title">Edit Property</h1>
      </div>
      <EditListing propertyId={params.get('id') ?? ''} />
    </section>
  );
}
