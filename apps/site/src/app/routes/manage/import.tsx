import { ListingImport } from '../../../features/listing-import/components/listing-import';
import { usePageTitle } from '../../../lib/page-title';
import styles from './manage-layout.module.css';

export function Component() {
  usePageTitle('Import listings');
  return (
    <section>
      <div className={styles.header}>
        <h1 className="page-title">Import listings from a CSV</h1>
      </div>
      <ListingImport />
    </section>
  );
}
