import type { Lister, Property } from '@ile/shared/contracts/property';
import { formatMonthYear } from '@ile/shared/helpers/locale-format';
import { responseTimeLabel } from '@ile/shared/helpers/response-time';
import { viewingRecordText } from '@ile/shared/helpers/viewing-record';
import { useState } from 'react';
import { Link } from 'react-router';
import { StarIcon } from '../../../components/ui/icons';
import { VerificationBadges } from '../../../components/ui/verification-badges';
import { MessageLister } from './message-lister';
import styles from './property-detail.module.css';

function roleText(lister: Lister): string {
  if (lister.role === 'agency') return 'Agency';
  if (lister.role === 'agent') return lister.agency ? `Agent at ${lister.agency.name}` : 'Independent agent';
  return 'Owner';
}

const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join('') || '?';

/**
 * Who lists it: picture, name (a link to their profile when they have one), role and agency, badges, rating,
 * typical response time, member since; and "Message the owner" (signed in, verified email). The phone stays
 * behind "View contact info".
 */
export function ListerPanel({ property }: { property: Property }) {
  const lister = property.lister;
  const [imageFailed, setImageFailed] = useState(false);
  if (!lister) return null;
  const name = lister.profilePath ? <Link to={lister.profilePath}>{lister.name}</Link> : lister.name;
  return (
    <section className={styles.lister} aria-label="Listed by">
      <div className={styles.listerHead}>
        {lister.image && !imageFailed ? (
          <img
            className={styles.listerImage}
            src={lister.image}
            alt=""
            width={48}
            height={48}
            loading="lazy"
            // Offline, a portrait never loaded online is not kept: the initials stand in for it.
            onError={() => setImageFailed(true)}
          />
        ) : (
          <span className={styles.listerImage} aria-hidden>
            {initialsOf(lister.name)}
          </span>
        )}
        <div className={styles.listerText}>
          <p className={styles.listerLabel}>Listed by</p>
          <p className={styles.listerName}>{name}</p>
          <p className={styles.listerRole}>{roleText(lister)}</p>
        </div>
      </div>
      <VerificationBadges badges={lister.verification} compact />
      <ul className={styles.listerFacts}>
        {lister.rating && (
          <li>
            <StarIcon size={16} /> {lister.rating.average.toFixed(1)} ({lister.rating.count}{' '}
            {lister.rating.count === 1 ? 'review' : 'reviews'})
          </li>
        )}
        {lister.responseTime && <li>{responseTimeLabel(lister.responseTime.medianMinutes)}</li>}
        <li>{viewingRecordText(lister.viewings)}</li>
        <li>Member since {formatMonthYear(lister.memberSince)}</li>
      </ul>
      <MessageLister property={property} lister={lister} />
    </section>
  );
}
