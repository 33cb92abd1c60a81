import { ALERT_FREQUENCY_OPTIONS, SAVED_SEARCHES_PAGE_PATH } from '@ile/shared/constants/discovery';
import { labelOf } from '@ile/shared/constants/option';
import type { SavedSearch } from '@ile/shared/contracts/saved-search';
import { formatNumber } from '@ile/shared/helpers/locale-format';
import { Link } from 'react-router';
import { Button, ButtonLink } from '../../../components/ui/button';
import { BellIcon, SearchIcon } from '../../../components/ui/icons';
import { filtersInWords } from '../utils/filters-in-words';
import styles from './saved-searches.module.css';

export interface SavedSearchRowActions {
  onEdit: (search: SavedSearch) => void;
  onPauseToggle: (search: SavedSearch) => void;
  onDelete: (search: SavedSearch) => void;
  /** Called before the matches open (their cached copy may be older than the count). */
  onOpenMatches: (search: SavedSearch) => void;
  /** The search being paused or resumed. */
  pausing: boolean;
}

/** What the search's alerts do now, in words. */
function alertState(search: SavedSearch): string {
  if (search.paused) return 'Paused: no alerts until you resume';
  if (search.frequency === 'off') return 'No alerts';
  return `Alerts: ${labelOf(ALERT_FREQUENCY_OPTIONS, search.frequency).toLowerCase()}`;
}

/** One saved search: its name, filters in words, alert state, new matches, and what can be done with it. */
export function SavedSearchRow({ search, actions }: { search: SavedSearch; actions: SavedSearchRowActions }) {
  const headingId = `saved-search-${search.id}`;
  const newMatches =
    search.newMatches === 0
      ? 'No new matches'
      : `${formatNumber(search.newMatches)} new ${search.newMatches === 1 ? 'match' : 'matches'}`;
  return (
    <li className={styles.row}>
      <article aria-labelledby={headingId}>
        <div className={styles.rowHead}>
          <h2 id={headingId} className={styles.rowName}>
            {search.name}
          </h2>
          <Link
            to={`${SAVED_SEARCHES_PAGE_PATH}/${search.id}`}
            className={`${styles.matches}${search.newMatches > 0 ? ` ${styles.hasNew}` : ''}`}
            aria-label={`${newMatches} for ${search.name}`}
            onClick={() => actions.onOpenMatches(search)}
          >
            {newMatches}
          </Link>
        </div>
        <p className={styles.words}>{filtersInWords(search.filters)}</p>
        <p className={`${styles.alerts}${search.paused ? ` ${styles.paused}` : ''}`}>
          <BellIcon size={16} />
          {alertState(search)}
        </p>
        <div className={styles.rowActions}>
          <ButtonLink
            to={search.searchPath}
            variant="secondary"
            size="small"
            aria-label={`Open search ${search.name}`}
          >
            <SearchIcon size={16} />
            Open search
          </ButtonLink>
          <Button
            variant="ghost"
            size="small"
            aria-label={`Edit ${search.name}`}
            onClick={() => actions.onEdit(search)}
          >
            Edit
          </Button>
          <Button
            variant="ghost"
            size="small"
            loading={actions.pausing}
            aria-label={`${search.paused ? 'Resume' : 'Pause'} ${search.name}`}
            onClick={() => actions.onPauseToggle(search)}
          >
            {search.paused ? 'Resume' : 'Pause'}
          </Button>
          <Button
            variant="ghost"
            size="small"
            className={styles.delete}
            aria-label={`Delete ${search.name}`}
            onClick={() => actions.onDelete(search)}
          >
            Delete
          </Button>
        </div>
      </article>
    </li>
  );
}
