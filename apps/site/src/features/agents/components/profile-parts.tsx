import type { PropertyCard as PropertyCardData } from '@ile/shared/contracts/property';
import type { VerificationBadges as Badges } from '@ile/shared/contracts/verification';
import { formatNumber } from '@ile/shared/helpers/locale-format';
import type { ReactNode } from 'react';
import { PropertyCard, PropertyGrid } from '../../../components/property/property-card';
import { EmptyState } from '../../../components/ui/feedback';
import { VerificationBadges } from '../../../components/ui/verification-badges';
import { Avatar } from './avatar';
import styles from './profile.module.css';

export function ProfileHeader({
  image,
  name,
  subtitle,
  square,
  action,
  badges,
}: {
  image: string | null;
  name: string;
  subtitle: ReactNode;
  square?: boolean;
  action?: ReactNode;
  /** What Ile checked about this agent or agency. */
  badges?: Badges;
}) {
  return (
    <header className={styles.header}>
      <Avatar src={image} name={name} large square={square} />
      <div className={styles.who}>
        <h1 className={styles.name}>{name}</h1>
        <p className={styles.sub}>{subtitle}</p>
        <VerificationBadges badges={badges} />
      </div>
      {action}
    </header>
  );
}

export function Counts({ counts }: { counts: Record<string, number> }) {
  return (
    <dl className={styles.counts}>
      {Object.entries(counts).map(([label, value]) => (
        <div key={label} className={styles.count}>
          <dt>{label}</dt>
          <dd>{formatNumber(value)}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Label/value rows; empty values are left out rather than shown blank. */
export function Details({ rows }: { rows: [string, ReactNode | null | undefined][] }) {
  return (
    <dl className={styles.details}>
      {rows
        .filter(([, value]) => value !== null && value !== undefined && value !== '')
        .map(([label, value]) => (
          <div key={label} style={{ display: 'contents' }}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
    </dl>
  );
}

export function TextSection({ title, text }: { title: string; text: string | null }) {
  if (!text) return null;
  return (
    <section className={styles.section}>
      <h2>{title}</h2>
      <p>{text}</p>
    </section>
  );
}

export function ListingGrid({ listings }: { listings: PropertyCardData[] }) {
  if (listings.length === 0) return <EmptyState title="No listings" />;
  return (
    <PropertyGrid>
      {listings.map((listing) => (
        <PropertyCard key={listing.id} property={listing} />
      ))}
    </PropertyGrid>
  );
}

export function ExternalLink({ href }: { href: string }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer nofollow">
      {href.replace(/^https?:\/\//, '')}
    </a>
  );
}
