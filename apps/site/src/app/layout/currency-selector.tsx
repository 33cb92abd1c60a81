import { CURRENCY_NAMES, DISPLAY_CURRENCIES, type DisplayCurrency } from '@ile/shared/constants/currencies';
import { useCurrency } from '../../lib/currency';
import styles from './layout.module.css';

/** The visitor's local currency and USD first, then every other display currency. */
export function CurrencySelector() {
  const { currency, localCurrency, choose } = useCurrency();
  const suggested = Array.from(new Set<DisplayCurrency>([localCurrency, 'USD']));
  const others = DISPLAY_CURRENCIES.filter((code) => !suggested.includes(code));
  return (
    <select
      className={styles.currency}
      aria-label="Display currency"
      value={currency}
      onChange={(event) => choose(event.target.value as DisplayCurrency)}
    >
      <optgroup label="Suggested">
        {suggested.map((code) => (
          <option key={code} value={code} title={CURRENCY_NAMES[code]}>
            {code}
          </option>
        ))}
      </optgroup>
      <optgroup label="All currencies">
        {others.map((code) => (
          <option key={code} value={code} title={CURRENCY_NAMES[code]}>
            {code}
          </option>
        ))}
      </optgroup>
    </select>
  );
}
