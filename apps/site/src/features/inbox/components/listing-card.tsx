import type { MessageListing } from '@ile/shared/contracts/messaging';
import { Link } from 'react-router';
import { Price } from '../../../components/property/price';
import { ClampedText } from '../../../components/ui/clamped-text';
import styles from './inbox.module.css';

/** The listing a conversation is about, heading its thread: photo, title, price, place; a link to its page. */
export function ListingCard({ listing }: { listing: MessageListing }) {
  const place = [listing.city, listing.state].filter(Boolean).join(', ');
  return (
    <Link to={`/property/${listing.id}`} className={styles.listingCard}>
      {listing.image ? (
        <img
          className={styles.listingImage}
          src={listing.image}
          alt=""
          width={72}
          height={54}
          loading="lazy"
        />
      ) : (
        <span className={styles.listingImage} aria-hidden />
      )}
      <span className={styles.listingText}>
        <span className="visually-hidden">Listing: </span>
        <ClampedText className={styles.listingTitle} text={listing.title} />
        <Price className={styles.listingPrice} amount={listing.price} currency={listing.currency} />
        {place && <span className={styles.listingPlace}>{place}</span>}
      </span>
    </Link>
  );
}
