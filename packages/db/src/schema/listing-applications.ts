import type { Insertable, Selectable, Updateable } from 'kysely';
import type { ApplicationColumns } from './application-columns';
import type { TextArray } from './columns';
import type { ListingColumns } from './listing-columns';

/** A request to list a property; approval creates the property and links both ways. */
export interface ListingApplicationsTable extends ApplicationColumns, ListingColumns {
  /** Amenity names (become the property's features). */
  amenities: TextArray;
  /** Set on approval. */
  property_id: string | null;
}

export type ListingApplication = Selectable<ListingApplicationsTable>;
export type NewListingApplication = Insertable<ListingApplicationsTable>;
export type ListingApplicationUpdate = Updateable<ListingApplicationsTable>;
