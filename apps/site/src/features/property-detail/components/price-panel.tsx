import type { Property } from '@ile/shared/contracts/property';
import { fieldNeed } from '@ile/shared/contracts/property-type-fields';
import { formatNumber } from '@ile/shared/helpers/locale-format';
import type { ReactNode } from 'react';
import { Price } from '../../../components/property/price';
import { PriceReducedBadge } from '../../../components/property/price-reduced-badge';
import { BathIcon, BedIcon } from '../../../components/ui/icons';
import { badgeTexts, VerificationBadges } from '../../../components/ui/verification-badges';
import { useCurrency } from '../../../lib/currency';
import styles from './property-detail.module.css';

/** The price in the visitor's currency, rooms, and the page's actions (save, contact, pay). */
export function PricePanel({ property, children }: { property: Property; children: ReactNode }) {
  const { format } = useCurrency();
  return (
    <aside className={styles.panel} aria-label="Price and actions">
      <Price
        className={styles.price}
        amount={property.price}
        currency={property.currency}
        duration={property.duration}
      />
      <PriceReducedBadge at={property.priceReducedAt} />
      {property.moveIn && (
        <p className={styles.moveInSummary}>
          <a href="#move-in">
            Total to move in: <strong>{format(property.moveIn.total / 100, property.moveIn.currency)}</strong>
          </a>
          {property.moveIn.warnings
            .filter((warning) => warning.severity === 'block')
            .map((warning) => (
              <span key={warning.ruleId} className={styles.moveInFlag}>
                {' '}
                · {warning.title}: against the law
              </span>
            ))}
        </p>
      )}
      {/* A plot of land has no rooms to count. */}
      {fieldNeed(property.property_type, 'bedrooms') !== 'absent' && (
        <p className={styles.rooms}>
          <span>
            <BedIcon size={18} /> {property.bedrooms} {property.bedrooms === 1 ? 'bedroom' : 'bedrooms'}
          </span>
          <span>
            <BathIcon size={18} /> {property.bathrooms} {property.bathrooms === 1 ? 'bathroom' : 'bathrooms'}
          </span>
        </p>
      )}
      {badgeTexts(property.verification).length > 0 && (
        <section className={styles.trust} aria-label="Owner and listing checks">
          <p className={styles.trustHeading}>Checked by Ile</p>
          <VerificationBadges badges={property.verification} />
        </section>
      )}
      <div className={styles.actions}>{children}</div>
      <p className={styles.views}>Viewed {formatNumber(property.views)} times</p>
    </aside>
  );
}
