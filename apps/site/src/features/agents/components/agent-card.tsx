import { CLAMP_MIN_CHARACTERS } from '@ile/shared/constants/ui';
import type { AgentCard as AgentCardData } from '@ile/shared/contracts/agent';
import { Link } from 'react-router';
import { ClampedText } from '../../../components/ui/clamped-text';
import { MapPinIcon } from '../../../components/ui/icons';
import { VerificationBadges } from '../../../components/ui/verification-badges';
import { Avatar } from './avatar';
import styles from './directory.module.css';

/** An agent in the directory or an agency's Agents tab; the whole card opens the profile. */
export function AgentCard({ agent }: { agent: AgentCardData }) {
  return (
    <article className={styles.card}>
      <Avatar src={agent.profile_image} name={agent.name} />
      <div className={styles.body}>
        <h3 className={styles.name}>
          <Link className={styles.link} to={`/agent/${agent.userId}`}>
            {agent.name}
          </Link>
        </h3>
        <VerificationBadges badges={agent.verification} compact />
        <p className={styles.meta}>{agent.position}</p>
        <p className={styles.meta}>
          <MapPinIcon size={14} />
          <ClampedText text={agent.office_address} minChars={CLAMP_MIN_CHARACTERS.officeAddress} />
        </p>
      </div>
    </article>
  );
}
