import type { ColumnType, Generated, Selectable } from 'kysely';
import type { DefaultDate } from './columns';

/** What one listing did on one day; bumped in the transaction of each event (listing-figures.repository). */
export interface ListingDailyFiguresTable {
  property_id: string;
  day: DefaultDate;
  /** Viewers counted that day (one per viewer, as property_views). */
  views: Generated<number>;
  /** People who saved it that day (an unsave takes nothing back: it was saved). */
  saves: Generated<number>;
  /** Signed-in people sent the owner's phone that day (one per person). */
  reveals: Generated<number>;
  /** Conversations started about it that day. */
  enquiries: Generated<number>;
}

/** One row per signed-in person shown a listing's phone per day: what keeps `reveals` one per person. */
export interface ListingContactRevealsTable {
  property_id: string;
  /** viewerKeyOf: `user:<id>`. */
  viewer_key: string;
  day: DefaultDate;
}

/** The medians of published listings' 30-day figures in one state and category, as of `day`. */
export interface ListingPeerMediansTable {
  country: string;
  state_code: string;
  category: string;
  day: ColumnType<string, string, string>;
  listings: number;
  views: number;
  saves: number;
  reveals: number;
  enquiries: number;
}

export type ListingDailyFigures = Selectable<ListingDailyFiguresTable>;
export type ListingPeerMedians = Selectable<ListingPeerMediansTable>;
