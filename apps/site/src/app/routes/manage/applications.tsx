import { MyApplications } from '../../../features/manage/components/my-applications';
import { usePageTitle } from '../../../lib/page-title';
import { useSession } from '../../../lib/session';
import styles from './manage-layout.module.css';

export function Component() {
  usePageTitle('My Listing Applications');
  const { user } = useSession();
  return (
    <section>
      <div className={styles.header}>
        <h1 className="page-title">My Listing Applications</h1>
      </div>
      {user && <MyApplications userId={user.id} />}
    </section>
  );
}
