import { formatNumber } from '@ile/shared/helpers/locale-format';
import styles from './listing-performance.module.css';

/** '2026-11-27' as the site writes dates, day first: '27/11/2026' (a calendar day: no time zone to shift it). */
export const dayFirst = (day: string) => day.split('-').reverse().join('/');

const WIDTH = 360;
const HEIGHT = 96;
const TOP = 4;

/**
 * One figure's days as bars, drawn by hand (a charting library would weigh more than this page). The bars
 * share one scale from 0 to the busiest day; a dashed line marks the similar listings' daily median when
 * there is one. Screen readers get the totals and the busiest day instead of 90 bars.
 */
export function DailyBars({
  label,
  days,
  medianPerDay,
}: {
  label: string;
  days: { day: string; value: number }[];
  medianPerDay: number | null;
}) {
  const most = days.reduce((best, day) => (day.value > best.value ? day : best), { day: '', value: 0 });
  const top = Math.max(most.value, medianPerDay ?? 0, 1);
  const slot = WIDTH / Math.max(days.length, 1);
  const y = (value: number) => HEIGHT - (value / top) * (HEIGHT - TOP);
  const total = days.reduce((sum, day) => sum + day.value, 0);
  const first = days[0]?.day;
  const last = days[days.length - 1]?.day;
  const summary =
    total === 0
      ? `${label}: none in the last ${days.length} days`
      : `${label}: ${formatNumber(total)} in the last ${days.length} days, most on ${dayFirst(most.day)} (${formatNumber(most.value)})`;
  return (
    <figure className={styles.chart}>
      <figcaption className={styles.chartTitle}>
        <span>{label}</span>
        <strong>{formatNumber(total)}</strong>
      </figcaption>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} className={styles.svg} role="img" aria-label={summary}>
        <line x1={0} x2={WIDTH} y1={HEIGHT - 0.5} y2={HEIGHT - 0.5} className={styles.axis} />
        {days.map((day, i) =>
          day.value > 0 ? (
            <rect
              key={day.day}
              x={i * slot + slot * 0.15}
              width={slot * 0.7}
              y={y(day.value)}
              height={HEIGHT - y(day.value)}
              className={styles.bar}
            >
              <title>{`${dayFirst(day.day)}: ${formatNumber(day.value)}`}</title>
            </rect>
          ) : null,
        )}
        {medianPerDay !== null && medianPerDay > 0 && (
          <line x1={0} x2={WIDTH} y1={y(medianPerDay)} y2={y(medianPerDay)} className={styles.median} />
        )}
      </svg>
      <div className={styles.scale} aria-hidden>
        <span>{first ? dayFirst(first) : ''}</span>
        <span>busiest day {formatNumber(most.value)}</span>
        <span>{last ? dayFirst(last) : ''}</span>
      </div>
    </figure>
  );
}
