import type { ListingCurrency } from '@ile/shared';
import type { Insertable, Selectable } from 'kysely';
import type { DefaultTimestamp, IdentityId, Numeric } from './columns';

/** One price change of a published listing (old and new price differ), newest last. */
export interface PropertyPriceChangesTable {
  id: IdentityId;
  property_id: string;
  old_price: Numeric;
  new_price: Numeric;
  currency: ListingCurrency;
  changed_at: DefaultTimestamp;
  /** Who saved the edit: the owner, or staff through the console; null once that account is gone. */
  changed_by: string | null;
}

export type PropertyPriceChange = Selectable<PropertyPriceChangesTable>;
export type NewPropertyPriceChange = Insertable<PropertyPriceChangesTable>;
