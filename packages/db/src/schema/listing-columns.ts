import type {
  Category,
  Duration,
  ListingCountry,
  ListingCurrency,
  OtherCharge,
  PropertyType,
} from '@ile/shared';
import type { Generated } from 'kysely';
import type { NullableJson, NullableNumeric, Numeric } from './columns';

/**
 * The listing fields a listing application and a property share (approval copies one into the other).
 * Sizes are square metres. The descriptive fields (parking, heating_type, ...) hold the option labels
 * of the listing form; the database does not constrain them.
 */
export interface ListingColumns {
  title: string;
  description: string;
  detailed_description: string | null;
  highlight_one: string | null;
  highlight_two: string | null;
  highlight_three: string | null;
  additional_fees: string | null;
  bedrooms: Generated<number>;
  bathrooms: Generated<number>;
  year_built: number | null;
  land_size: NullableNumeric;
  building_size: NullableNumeric;
  parking_size: NullableNumeric;
  garage_size: NullableNumeric;
  heating_type: string | null;
  cooling_type: string | null;
  basement: string | null;
  exterior_features: string | null;
  flooring_type: string | null;
  ownership_type: string | null;
  property_type: PropertyType;
  category: Category;
  mobile_phone: string | null;
  occupancy: string | null;
  parking: string | null;
  address: string;
  city: string | null;
  /** Region name as displayed ("Lagos", "Western Area Urban"). */
  state: string;
  /** Region code ("LA", "WU"); filters use this. */
  state_code: string;
  country: ListingCountry;
  price: Numeric;
  currency: ListingCurrency;
  duration: Duration;
  /**
   * Move-in costs (migration 2026_11_30_0001, docs/move-in-cost.md): rentals, leases, shared and hostels
   * only, null for sales. Months of rent required in advance; charges are integers in the currency's minor
   * unit (kobo, cents), unlike `price` (numeric, major units). Null: not charged or not said.
   */
  advance_rent_months: number | null;
  agency_fee: number | null;
  legal_fee: number | null;
  caution_deposit: number | null;
  service_charge_yearly: number | null;
  /** At most 5 `{name, amount}` (minor units); written as JSON text. */
  other_charges: NullableJson<OtherCharge[]>;
}
