import type { Property } from '@ile/shared/contracts/property';
import { CheckIcon } from '../../../components/ui/icons';
import styles from './property-detail.module.css';

/** The amenities the owner says are close by, each with a check mark. */
export function NearbyAmenities({ features }: { features: Property['features'] }) {
  return (
    <section className={styles.section} aria-labelledby="amenities-heading">
      <h2 id="amenities-heading" className={styles.sectionTitle}>
        Nearby amenities
      </h2>
      {features.length === 0 ? (
        <p className="muted">The owner has not listed any nearby amenities.</p>
      ) : (
        <ul className={styles.amenities}>
          {features.map((amenity) => (
            <li key={amenity}>
              <CheckIcon size={18} className={styles.check} />
              {amenity}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export function Extras({ fees }: { fees: string | null }) {
  return (
    <section className={styles.section} aria-labelledby="extras-heading">
      <h2 id="extras-heading" className={styles.sectionTitle}>
        Extras
      </h2>
      <p className={fees ? styles.prose : 'muted'}>
        {fees || 'No additional fees are listed for this property.'}
      </p>
    </section>
  );
}

export function Disclaimer() {
  return (
    <section className={styles.disclaimer} aria-labelledby="disclaimer-heading">
      <h2 id="disclaimer-heading" className={styles.disclaimerTitle}>
        Disclaimer
      </h2>
      <p>
        The information on this page is provided by the property's owner or their agent and is published in
        good faith. Ile does not own or manage the properties listed on the site, visits only those marked
        "Inspected" (on the day shown), and does not guarantee that the description, pictures, sizes, prices,
        fees or availability are accurate, complete or current. Prices shown in a currency other than the
        listing's own are converted at recent exchange rates and are only a guide; the amount you pay is the
        listing's price in its own currency.
      </p>
      <p>
        Before paying any money or signing anything, visit the property in person, confirm that the person you
        deal with is entitled to let or sell it, and check the title documents and any agreement with a
        qualified professional. Never send a deposit or an inspection fee to someone you have not met or
        through a channel outside Ile. Ile is not a party to any agreement between you and the owner or agent
        and is not liable for any loss arising from a transaction with them. If something about a listing
        looks wrong, contact us so we can review it.
      </p>
    </section>
  );
}
