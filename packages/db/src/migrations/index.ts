import type { Migration } from 'kysely';
import * as m0001 from './2026_11_21_0001_extensions_and_users';
import * as m0002 from './2026_11_21_0002_agents_agencies_students';
import * as m0003 from './2026_11_21_0003_listings';
import * as m0004 from './2026_11_21_0004_community';
import * as m0005 from './2026_11_21_0005_payments_and_rates';
import * as m0006 from './2026_11_21_0006_platform';
import * as m0007 from './2026_11_21_0007_emails_caught_status';
import * as m0009 from './2026_11_21_0009_payments_sandbox';
import * as m0010 from './2026_11_21_0010_geocode_cache';
import * as m0011 from './2026_11_21_0011_search_indexes';
import * as m0012 from './2026_11_21_0012_property_views_by_day';
import * as m0013 from './2026_11_21_0013_notification_links_and_reads';
import * as m0014 from './2026_11_26_0001_trust_columns';
import * as m0015 from './2026_11_26_0004_listing_availability';
import * as m0016 from './2026_11_26_0005_reports';
import * as m0017 from './2026_11_26_0006_verifications';
import * as m0018 from './2026_11_27_0001_listing_flags';
import * as m0019 from './2026_11_27_0002_photo_hash_bands';
import * as m0020 from './2026_11_27_0004_message_warnings';
import * as m0021 from './2026_11_27_0005_listing_link_previews';
import * as m0022 from './2026_11_27_0006_price_history_and_similar';
import * as m0023 from './2026_11_27_0007_recently_viewed';
import * as m0024 from './2026_11_28_0001_saved_searches';
import * as m0025 from './2026_11_28_0002_map_search';
import * as m0026 from './2026_11_28_0003_saved_search_matches_unkeyed';
import * as m0027 from './2026_11_28_0004_map_count_custom_plans';
import * as m0028 from './2026_11_29_0001_enquiries_about_listings';
import * as m0029 from './2026_11_29_0002_listing_performance';
import * as m0030 from './2026_11_29_0003_listing_imports';
import * as m0031 from './2026_11_30_0001_move_in_costs';
import * as m0032 from './2026_11_30_0002_viewings';
import * as m0033 from './2026_11_30_0003_payment_holds';
import * as m0034 from './2026_12_01_0001_viewing_fees';
import * as m0035 from './2026_12_01_0002_hold_disputes';
import * as m0037 from './2026_12_01_0004_saved_search_move_in';
import * as m0038 from './2026_12_02_0001_hold_keys_reminders';

/** Every migration, by name. Kysely applies them in name order; names never change once released. */
export const migrations: Record<string, Migration> = {
  '2026_11_21_0001_extensions_and_users': m0001,
  '2026_11_21_0002_agents_agencies_students': m0002,
  '2026_11_21_0003_listings': m0003,
  '2026_11_21_0004_community': m0004,
  '2026_11_21_0005_payments_and_rates': m0005,
  '2026_11_21_0006_platform': m0006,
  '2026_11_21_0007_emails_caught_status': m0007,
  '2026_11_21_0009_payments_sandbox': m0009,
  '2026_11_21_0010_geocode_cache': m0010,
  '2026_11_21_0011_search_indexes': m0011,
  '2026_11_21_0012_property_views_by_day': m0012,
  '2026_11_21_0013_notification_links_and_reads': m0013,
  '2026_11_26_0001_trust_columns': m0014,
  '2026_11_26_0004_listing_availability': m0015,
  '2026_11_26_0005_reports': m0016,
  '2026_11_26_0006_verifications': m0017,
  '2026_11_27_0001_listing_flags': m0018,
  '2026_11_27_0002_photo_hash_bands': m0019,
  '2026_11_27_0004_message_warnings': m0020,
  '2026_11_27_0005_listing_link_previews': m0021,
  '2026_11_27_0006_price_history_and_similar': m0022,
  '2026_11_27_0007_recently_viewed': m0023,
  '2026_11_28_0001_saved_searches': m0024,
  '2026_11_28_0002_map_search': m0025,
  '2026_11_28_0003_saved_search_matches_unkeyed': m0026,
  '2026_11_28_0004_map_count_custom_plans': m0027,
  '2026_11_29_0001_enquiries_about_listings': m0028,
  '2026_11_29_0002_listing_performance': m0029,
  '2026_11_29_0003_listing_imports': m0030,
  '2026_11_30_0001_move_in_costs': m0031,
  '2026_11_30_0002_viewings': m0032,
  '2026_11_30_0003_payment_holds': m0033,
  '2026_12_01_0001_viewing_fees': m0034,
  '2026_12_01_0002_hold_disputes': m0035,
  '2026_12_01_0004_saved_search_move_in': m0037,
  '2026_12_02_0001_hold_keys_reminders': m0038,
};
