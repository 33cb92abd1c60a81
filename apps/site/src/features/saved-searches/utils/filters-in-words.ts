import { LEGACY_LEONE, SLL_PER_SLE } from '@ile/shared/constants/currencies';
import { CATEGORY_OPTIONS, PROPERTY_TYPE_OPTIONS } from '@ile/shared/constants/listing-options';
import { labelOf } from '@ile/shared/constants/option';
import { formatConvertedPrice } from '@ile/shared/helpers/format-price';
import { findCountry, findRegion, findRegionInAnyCountry } from '@ile/shared/regions';

/** What a saved search with no filters at all finds. */
export const ALL_PROPERTIES = 'All properties';
const SEPARATOR = ' · ';

/** The region a saved state names (within its country when one is given), as the search reads it. */
function regionOf(filters: Record<string, string>): { name: string; country: string } | undefined {
  const { state, country } = filters;
  if (!state) return undefined;
  if (country) {
    const region = findRegion(country, state);
    const code = findCountry(country)?.code;
    return region && code ? { name: region.name, country: code } : undefined;
  }
  const found = findRegionInAnyCountry(state);
  return found ? { name: found.region.name, country: found.country.code } : undefined;
}

function placeOf(filters: Record<string, string>): string | undefined {
  const region = regionOf(filters);
  if (region) return region.name;
  if (filters.state) return filters.state;
  if (filters.country) return findCountry(filters.country)?.name ?? filters.country;
  return undefined;
}

/** '3' → '3 bedrooms', '1' → '1 bedroom', '5+' → '5+ bedrooms'. */
function rooms(count: string | undefined, noun: string): string | undefined {
  if (!count) return undefined;
  return `${count} ${noun}${count === '1' ? '' : 's'}`;
}

/**
 * Prices are in the search's currency: the one it names, else the chosen country's listing currency (Leones for
 * Sierra Leone, as the search page sends them), else Naira.
 */
function priceRange(
  filters: Record<string, string>,
  [minKey, maxKey]: readonly [string, string] = ['minPrice', 'maxPrice'],
): string | undefined {
  const minPrice = filters[minKey];
  const maxPrice = filters[maxKey];
  if (!minPrice && !maxPrice) return undefined;
  const named = filters.currency?.trim().toUpperCase();
  const country = findCountry(filters.country) ?? findCountry(regionOf(filters)?.country);
  const currency = named || (country?.currency ?? 'NGN');
  // The legacy leone's amounts are a thousand times the new one's (the search divides them too).
  const divisor = named === LEGACY_LEONE ? SLL_PER_SLE : 1;
  // Whole units: a bound is a round figure ('up to $500', not '$500.00').
  const price = (text: string) => {
    const amount = Number(text);
    return Number.isFinite(amount) ? formatConvertedPrice(amount / divisor, currency) : text;
  };
  if (minPrice && maxPrice) return `${price(minPrice)} – ${price(maxPrice)}`;
  if (maxPrice) return `up to ${price(maxPrice)}`;
  return `from ${price(minPrice ?? '')}`;
}

const withSuffix = (part: string | undefined, suffix: string) => (part ? `${part} ${suffix}` : undefined);

/**
 * A saved search's filters in words, for its row and its default name: 'Lagos · Rental · 3 bedrooms · up to
 * ₦5,000,000 · map area'. The sort is left out: it orders results, it does not choose them.
 */
export function filtersInWords(filters: Record<string, string>): string {
  const parts = [
    filters.keyWord ? `“${filters.keyWord}”` : undefined,
    placeOf(filters),
    filters.category ? labelOf<string>(CATEGORY_OPTIONS, filters.category) : undefined,
    filters.propertyType ? labelOf<string>(PROPERTY_TYPE_OPTIONS, filters.propertyType) : undefined,
    rooms(filters.bedrooms, 'bedroom'),
    rooms(filters.bathrooms, 'bathroom'),
    priceRange(filters),
    withSuffix(priceRange(filters, ['moveInMin', 'moveInMax']), 'to move in'),
    filters.verifiedOwner === 'true' ? 'verified owners' : undefined,
    filters.inspected === 'true' ? 'inspected' : undefined,
    filters.bbox ? 'map area' : undefined,
  ].filter((part): part is string => Boolean(part));
  return parts.length > 0 ? parts.join(SEPARATOR) : ALL_PROPERTIES;
}
