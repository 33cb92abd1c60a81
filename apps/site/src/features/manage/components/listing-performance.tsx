import { LISTING_FIGURES, type ListingPerformanceResponse } from '@ile/shared/contracts/management';
import { formatNumber } from '@ile/shared/helpers/locale-format';
import { Link } from 'react-router';
import { ErrorState, PageSpinner } from '../../../components/ui/feedback';
import { errorMessage } from '../../../lib/toast';
import { useListingPerformance } from '../api/get-listing-performance';
import { DailyBars } from './daily-bars';
import { FIGURE_LABELS } from './figure-labels';
import styles from './listing-performance.module.css';

const CATEGORY: Record<string, string> = {
  rental: 'rentals',
  lease: 'leases',
  sale: 'sales',
  shared: 'shared apartments',
  hostel: 'hostels',
};

const median = (value: number) => formatNumber(value, { maximumFractionDigits: 1 });

/** This listing's last 30 days beside the median of similar listings (same state and category). */
function Comparison({ data }: { data: ListingPerformanceResponse }) {
  const { similar, property } = data;
  return (
    <table className={styles.compare}>
      <caption>
        {similar
          ? `Last 30 days, beside the median of ${similar.listings === 1 ? 'the one published listing' : `the ${formatNumber(similar.listings)} published listings`} like it (${CATEGORY[property.category] ?? property.category} in ${property.state}${property.status === 'published' ? ', this one included' : ''})`
          : 'Last 30 days (no other published listings like it to compare with yet)'}
      </caption>
      <thead>
        <tr>
          <th scope="col">Figure</th>
          <th scope="col">This listing</th>
          {similar && <th scope="col">Similar listings (median)</th>}
        </tr>
      </thead>
      <tbody>
        {LISTING_FIGURES.map((figure) => (
          <tr key={figure}>
            <th scope="row">{FIGURE_LABELS[figure]}</th>
            <td>{formatNumber(data.last30Days[figure])}</td>
            {similar && <td>{median(similar.median[figure])}</td>}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** A listing's performance page: the 30-day comparison, then a daily chart of each figure over 90 days. */
export function ListingPerformance({ propertyId }: { propertyId: string }) {
  const query = useListingPerformance(propertyId);
  if (query.isPending) return <PageSpinner label="Loading the listing’s figures" />;
  if (query.isError)
    return <ErrorState message={errorMessage(query.error)} onRetry={() => void query.refetch()} />;
  const data = query.data;
  return (
    <div className={styles.page}>
      <p className={styles.title}>
        <Link to={`/property/${data.property.id}`}>{data.property.title}</Link>
      </p>
      {data.property.access !== 'own' && (
        <p className={styles.note} role="note">
          Listed by {data.property.listedBy}, an agent of your agency.{' '}
          {data.property.access === 'shared'
            ? 'They let your agency edit their listings.'
            : 'You can see its figures; only the agent can change it.'}
        </p>
      )}
      <Comparison data={data} />
      <h2 className={styles.heading}>Every day, last 90 days</h2>
      <p className="muted">
        {data.similar
          ? 'The dashed line is the similar listings’ median, spread over 30 days.'
          : 'Each bar is one day.'}
      </p>
      <div className={styles.charts}>
        {LISTING_FIGURES.map((figure) => (
          <DailyBars
            key={figure}
            label={FIGURE_LABELS[figure]}
            days={data.days.map((day) => ({ day: day.day, value: day[figure] }))}
            medianPerDay={data.similar ? data.similar.median[figure] / 30 : null}
          />
        ))}
      </div>
    </div>
  );
}
