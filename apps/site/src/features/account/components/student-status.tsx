import type { MyApplication } from '@ile/shared/contracts/applications';
import type { User } from '@ile/shared/contracts/user';
import { formatDate } from '@ile/shared/helpers/locale-format';
import { ButtonLink } from '../../../components/ui/button';
import { CheckIcon } from '../../../components/ui/icons';
import styles from './account.module.css';
import { StatusBadge } from './status-badge';

/** A verified student's university and benefits. */
function VerifiedStudent({ student }: { student: NonNullable<User['student']> }) {
  return (
    <>
      <div className={styles.card}>
        <div className={styles.spread}>
          <h2>You are a verified student</h2>
          <StatusBadge status="successful" label="Verified" />
        </div>
        <p className="muted">
          {student.university} · {student.university_email} · verified on {formatDate(student.verified_at)}
        </p>
      </div>
      <div className={styles.card}>
        <h2>Your benefits</h2>
        <ul className={styles.list}>
          {student.benefits.map((benefit) => (
            <li key={benefit.key} className={styles.benefit}>
              <CheckIcon size={20} />
              <div>
                <strong>{benefit.title}</strong>
                <p className="muted">{benefit.description}</p>
              </div>
            </li>
          ))}
        </ul>
        <ButtonLink to="/student-listing" variant="secondary">
          Browse student listings
        </ButtonLink>
      </div>
    </>
  );
}

const APPLICATION_WORDS: Record<MyApplication['status'], { title: string; body: string }> = {
  pending: {
    title: 'Your application is being reviewed',
    body: 'We check your documents within 7 business days and will let you know by email and here.',
  },
  successful: {
    title: 'Your application was approved',
    body: 'Your verified-student benefits will show here in a moment.',
  },
  unsuccessful: {
    title: 'Your application was not approved',
    body: 'You can apply again with clearer documents.',
  },
};

/** /account/student: verified benefits, or the latest application's status, or how to register. */
export function StudentStatus({ user, application }: { user: User; application: MyApplication | undefined }) {
  if (user.student) return <VerifiedStudent student={user.student} />;
  if (!application) {
    return (
      <div className={styles.card}>
        <h2>You are not a verified student yet</h2>
        <p className="muted">
          Verified students get affordable housing near campus, properties reviewed by our staff and simple
          booking. Register with your school email and a proof of studentship.
        </p>
        <ButtonLink to="/become-a-student">Register as a student</ButtonLink>
      </div>
    );
  }
  const words = APPLICATION_WORDS[application.status];
  return (
    <div className={styles.card}>
      <div className={styles.spread}>
        <h2>{words.title}</h2>
        <StatusBadge status={application.status} />
      </div>
      <p className="muted">
        {application.title} · sent on {formatDate(application.created_at)}
      </p>
      <p>{words.body}</p>
      {application.rejection_reason && (
        <p>
          <strong>Reason:</strong> {application.rejection_reason}
        </p>
      )}
      {application.status === 'unsuccessful' && <ButtonLink to="/become-a-student">Apply again</ButtonLink>}
    </div>
  );
}
