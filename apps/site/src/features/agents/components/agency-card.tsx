import { CLAMP_MIN_CHARACTERS } from '@ile/shared/constants/ui';
import type { AgencyCard as AgencyCardData } from '@ile/shared/contracts/agency';
import { Link } from 'react-router';
import { ClampedText } from '../../../components/ui/clamped-text';
import { MapPinIcon, PhoneIcon } from '../../../components/ui/icons';
import { VerificationBadges } from '../../../components/ui/verification-badges';
import { Avatar } from './avatar';
import styles from './directory.module.css';

/** An agency in the directory; the whole card opens its page. */
export function AgencyCard({ agency }: { agency: AgencyCardData }) {
  return (
    <article className={styles.card}>
      <Avatar src={agency.profile_image} name={agency.agency_name} square />
      <div className={styles.body}>
        <h3 className={styles.name}>
          <Link className={styles.link} to={`/agency/${agency.userId}`}>
            {agency.agency_name}
          </Link>
        </h3>
        <VerificationBadges badges={agency.verification} compact />
        <p className={styles.meta}>
          <MapPinIcon size={14} />
          <ClampedText text={agency.office_address} minChars={CLAMP_MIN_CHARACTERS.officeAddress} />
        </p>
        <p className={styles.meta}>
          <PhoneIcon size={14} />
          {agency.office_phone}
        </p>
      </div>
    </article>
  );
}
