import { formatPrice } from '@ile/shared/helpers/format-price';
import { citeMoveInSource } from '@ile/shared/move-in/move-in-rules';
import type { MoveIn } from '@ile/shared/move-in/move-in-view';
import { useCurrency } from '../../lib/currency';
import styles from './move-in-card.module.css';

/** Minor units (as the api gives move-in amounts) in major units, for the price formatters. */
const major = (minor: number) => minor / 100;

/**
 * "To move in": the rent the owner requires in advance and each charge, the total in the listing's currency
 * and in the visitor's chosen one, and the rules the costs break, in plain words with their sources
 * (docs/move-in-cost.md). Used by the listing page and the payment review page; `headingId` keeps two on one
 * page apart.
 */
export function MoveInCard({
  moveIn,
  headingId = 'move-in-heading',
  className,
}: {
  moveIn: MoveIn;
  headingId?: string;
  className?: string;
}) {
  const { format, converts } = useCurrency();
  const own = (minor: number) => formatPrice(major(minor), moveIn.currency);
  return (
    <section
      id="move-in"
      className={[styles.card, className].filter(Boolean).join(' ')}
      aria-labelledby={headingId}
    >
      <h2 id={headingId} className={styles.title}>
        To move in
      </h2>
      <table className={styles.lines}>
        <caption className="visually-hidden">What moving in costs, line by line</caption>
        <tbody>
          {moveIn.lines.map((line) => (
            <tr key={`${line.kind}-${line.label}`}>
              <th scope="row">
                {line.label}
                {line.refundable && <span className={styles.refundable}> paid back when you leave</span>}
              </th>
              <td>{own(line.amount)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">Total to move in</th>
            <td data-testid="move-in-total">{own(moveIn.total)}</td>
          </tr>
        </tfoot>
      </table>
      {converts(moveIn.currency) && (
        <p className={styles.converted}>
          About{' '}
          <strong data-testid="move-in-converted">{format(major(moveIn.total), moveIn.currency)}</strong> at
          today's rate
        </p>
      )}
      {moveIn.warnings.length > 0 && (
        <ul className={styles.warnings} aria-label="Warnings about these costs">
          {moveIn.warnings.map((warning) => (
            <li
              key={warning.ruleId}
              className={warning.severity === 'block' ? styles.law : styles.custom}
              data-rule={warning.ruleId}
            >
              <strong className={styles.warningTitle}>
                {/* A custom rule's title says "higher than usual" itself. */}
                {warning.source.kind === 'law' && 'Against the law: '}
                {warning.title}
              </strong>
              <p>{warning.text}</p>
              <p className={styles.source}>
                Source:{' '}
                {warning.source.url ? (
                  <a href={warning.source.url} target="_blank" rel="noopener noreferrer">
                    {citeMoveInSource(warning.source)}
                  </a>
                ) : (
                  citeMoveInSource(warning.source)
                )}
                {warning.source.kind === 'custom' && ' (custom, not law)'}
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
