import { MyListings } from '../../../features/manage/components/my-listings';
import { usePageTitle } from '../../../lib/page-title';
import { useSession } from '../../../lib/session';
import styles from './manage-layout.module.css';

export function Component() {
  usePageTitle('My Listings');
  const { user } = useSession();
  return (
    <section>
      <div className={styles.header}>
        <h1 className="page-title">My Listings</h1>
      </div>
      {user && <MyListings userId={user.id} />}
    </section>
  );
}
