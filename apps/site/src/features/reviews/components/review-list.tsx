import type { ReviewTargetType } from '@ile/shared/constants/reviews';
import { formatDate } from '@ile/shared/helpers/locale-format';
import { ReportButton } from '../../../components/report/report-button';
import { EmptyState, ErrorState, Skeleton } from '../../../components/ui/feedback';
import { errorMessage } from '../../../lib/toast';
import { useReviews } from '../api/get-reviews';
import styles from './reviews.module.css';
import { Stars } from './stars';

/** A profile's reviews with their average; error and empty are different states. */
export function ReviewList({ type, id }: { type: ReviewTargetType; id: string }) {
  const reviews = useReviews(type, id);
  if (reviews.isPending) {
    return (
      <div aria-busy="true" style={{ display: 'grid', gap: 12 }}>
        <Skeleton height={88} />
        <Skeleton height={88} />
      </div>
    );
  }
  if (reviews.isError) {
    return <ErrorState message={errorMessage(reviews.error)} onRetry={() => void reviews.refetch()} />;
  }
  const { review, average, count } = reviews.data;
  if (review.length === 0) return <EmptyState title="No reviews yet" />;
  return (
    <div>
      <div className={styles.summary}>
        {average !== null && <span className={styles.average}>{average.toFixed(1)}</span>}
        {average !== null && <Stars rating={average} />}
        <span className="muted">
          {count} {count === 1 ? 'review' : 'reviews'}
        </span>
      </div>
      <ul className={styles.list}>
        {review.map((item) => (
          <li key={item.id} className={styles.review}>
            {item.sender_image ? (
              <img
                className={styles.avatar}
                src={item.sender_image}
                alt=""
                width={40}
                height={40}
                loading="lazy"
              />
            ) : (
              <span className={styles.avatar} aria-hidden />
            )}
            <div>
              <div className={styles.head}>
                <span className={styles.name}>{item.sender_name}</span>
                <Stars rating={item.rating} size={14} />
                <time className={styles.date} dateTime={item.createdAt}>
                  {formatDate(item.createdAt)}
                </time>
              </div>
              <p className={styles.comment}>{item.comment}</p>
              <ReportButton
                targetType="review"
                targetId={item.id}
                ownerId={item.userId}
                subject={`the review by ${item.sender_name}`}
              />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
