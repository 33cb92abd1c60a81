import type { ListingCountry } from '@ile/shared/constants/countries';
import { type VerificationKind, verificationDocumentLabel } from '@ile/shared/constants/verification';
import type { MyVerificationResponse, Verification } from '@ile/shared/contracts/verification';
import { badgeDate, VerificationBadges } from '../../../components/ui/verification-badges';
import styles from './verification.module.css';
import { VerificationForm } from './verification-form';

const TITLES: Record<VerificationKind, string> = {
  identity: 'ID verification',
  business: 'Business verification',
};

const INTROS: Record<VerificationKind, string> = {
  identity:
    'Show people you are who you say you are: send a government ID and a selfie holding it. Ile staff check ' +
    'them and the "ID verified" badge appears on your listings, your profile and in your conversations.',
  business:
    'For agencies: send your registration (CAC RC or BN number and certificate in Nigeria, the business ' +
    'registration in Sierra Leone) and any estate-agent licence. Ile staff check them and the "Business ' +
    'verified" badge appears on your agency and its listings.',
};

function Status({
  kind,
  latest,
  verifiedAt,
}: {
  kind: VerificationKind;
  latest: Verification | null;
  verifiedAt: string | null;
}) {
  if (verifiedAt) {
    return (
      <p className={styles.status} data-tone="success">
        <strong>Verified</strong> on {badgeDate(verifiedAt)}.
      </p>
    );
  }
  if (!latest) {
    return (
      <p className={styles.status} data-tone="neutral">
        <strong>Not verified</strong> yet.
      </p>
    );
  }
  const what = `${verificationDocumentLabel(latest.document_type)} ${latest.document_number}`;
  if (latest.status === 'pending') {
    return (
      <p className={styles.status} data-tone="warning">
        <strong>Waiting for review</strong>: {what}, sent on {badgeDate(latest.created_at)}. We will tell you
        by email and here.
      </p>
    );
  }
  return (
    <p className={styles.status} data-tone="danger">
      <strong>Not approved</strong>
      {latest.decided_at ? ` on ${badgeDate(latest.decided_at)}` : ''}:{' '}
      {latest.rejection_reason ?? 'no reason given'}.
      {kind === 'identity' ? ' You can send new photos below.' : ' You can send new documents below.'}
    </p>
  );
}

function KindSection({
  kind,
  latest,
  verifiedAt,
  country,
}: {
  kind: VerificationKind;
  latest: Verification | null;
  verifiedAt: string | null;
  country: ListingCountry;
}) {
  const canSend = !verifiedAt && latest?.status !== 'pending';
  return (
    <section className={styles.card} aria-labelledby={`verification-${kind}`}>
      <h2 id={`verification-${kind}`}>{TITLES[kind]}</h2>
      <p className="muted">{INTROS[kind]}</p>
      <Status kind={kind} latest={latest} verifiedAt={verifiedAt} />
      {canSend && <VerificationForm kind={kind} defaultCountry={latest?.country ?? country} />}
    </section>
  );
}

/** /account/verification: the badges earned, each check's status (with the reason of a refusal) and the forms. */
export function VerificationStatus({
  data,
  country,
}: {
  data: MyVerificationResponse;
  country: ListingCountry;
}) {
  return (
    <div className={styles.page}>
      {(data.badges.identity || data.badges.business) && (
        <div className={styles.card}>
          <h2>Your badges</h2>
          <VerificationBadges badges={data.badges} />
        </div>
      )}
      <KindSection
        kind="identity"
        latest={data.identity}
        verifiedAt={data.badges.identityVerifiedAt}
        country={country}
      />
      {data.canVerifyBusiness && (
        <KindSection
          kind="business"
          latest={data.business}
          verifiedAt={data.badges.businessVerifiedAt}
          country={country}
        />
      )}
    </div>
  );
}
