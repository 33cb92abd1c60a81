import { SAVED_SEARCHES_PAGE_PATH } from '@ile/shared/constants/discovery';
import { MESSAGES } from '@ile/shared/constants/messages';
import { NOTICE_AUDIENCE_OPTIONS } from '@ile/shared/constants/notices';
import { labelOf } from '@ile/shared/constants/option';
import { formatDate } from '@ile/shared/helpers/locale-format';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { EmptyState, ErrorState, Skeleton } from '../../../components/ui/feedback';
import { InfoIcon } from '../../../components/ui/icons';
import { errorMessage } from '../../../lib/toast';
import { useNotices } from '../api/list-notices';
import styles from './account.module.css';

/** What a personal notice's link opens, in words (the api writes these paths). */
function linkLabel(link: string): string {
  if (link.startsWith('/account/ticket')) return 'View your tickets';
  if (link.startsWith('/property/')) return 'View the listing';
  if (link.startsWith('/manage/applications')) return 'View your applications';
  if (link.startsWith('/account/student')) return 'View your student page';
  if (link.startsWith('/agents')) return 'View the directory';
  if (link.startsWith('/account/verification')) return 'View your verification';
  if (link.startsWith(SAVED_SEARCHES_PAGE_PATH)) return 'See the new matches';
  return 'Open';
}

/** The notices addressed to this user, and those for their audiences, newest first, ten more at a time. */
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
              <p className={styles.noticeBody}>{notice.description}</p>
              <p className={styles.meta}>
                <time dateTime={notice.createdAt}>{formatDate(notice.createdAt)}</time> ·{' '}
                {notice.personal ? 'For you' : `For ${labelOf(NOTICE_AUDIENCE_OPTIONS, notice.to)}`}
                {notice.link && (
                  <>
                    {' · '}
                    <Link to={notice.link}>{linkLabel(notice.link)}</Link>
                  </>
                )}
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
