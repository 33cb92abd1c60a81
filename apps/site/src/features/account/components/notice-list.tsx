import { MESSAGES } from '@ile/shared/constants/messages';
import { NOTICE_AUDIENCE_OPTIONS } from '@ile/shared/constants/notices';
import { labelOf } from '@ile/shared/constants/option';
import { formatDate } from '@ile/shared/helpers/locale-format';
import { Button } from '../../../components/ui/button';
import { EmptyState, ErrorState, Skeleton } from '../../../components/ui/feedback';
import { InfoIcon } from '../../../components/ui/icons';
import { errorMessage } from '../../../lib/toast';
import { useNotices } from '../api/list-notices';
import styles from './account.module.css';

/** The notices addressed to this user, newest first, ten more at a time. */
export function NoticeList() {
  const notices = useNotices();
  if (notices.isPending) {
    return (
      <div aria-busy="true" className={styles.skeletons}>
        <p className="visually-hidden" role="status">
          Loading notifications
        </p>
        {Array.from({ length: 3 }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <Skeleton key={index} height={72} />
        ))}
      </div>
    );
  }
  if (notices.isError) {
    return <ErrorState message={errorMessage(notices.error)} onRetry={() => void notices.refetch()} />;
  }
  const items = notices.data.pages.flatMap((page) => page.notices);
  if (items.length === 0) return <EmptyState title={MESSAGES.account.noNotifications} />;
  return (
    <>
      <ul className={styles.list} aria-label="Notifications">
        {items.map((notice) => (
          <li key={notice.id} className={styles.notice}>
            <span className={styles.noticeIcon} aria-hidden>
              <InfoIcon size={18} />
            </span>
            <article className={styles.noticeText}>
              <h2>{notice.heading}</h2>
              <p>{notice.description}</p>
              <p className={styles.meta}>
                <time dateTime={notice.createdAt}>{formatDate(notice.createdAt)}</time> · For{' '}
                {labelOf(NOTICE_AUDIENCE_OPTIONS, notice.to)}
              </p>
            </article>
          </li>
        ))}
      </ul>
      {notices.hasNextPage && (
        <div className={styles.more}>
          <Button
            variant="secondary"
            loading={notices.isFetchingNextPage}
            onClick={() => void notices.fetchNextPage()}
          >
            Show older notifications
          </Button>
        </div>
      )}
    </>
  );
}
