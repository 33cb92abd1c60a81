import type { AgenciesTable } from './agencies';
import type { AgencyApplicationsTable } from './agency-applications';
import type { AgentApplicationsTable } from './agent-applications';
import type { AgentsTable } from './agents';
import type { AuditLogTable } from './audit-log';
import type { ConversationPropertiesTable, ConversationsTable } from './conversations';
import type { DataExportsTable } from './data-exports';
import type { EmailVerificationTokensTable } from './email-verification-tokens';
import type { EmailsTable } from './emails';
import type { ExchangeRatesTable } from './exchange-rates';
import type { GeocodeCacheTable } from './geocode-cache';
import type { ListingApplicationImagesTable } from './listing-application-images';
import type { ListingApplicationsTable } from './listing-applications';
import type { ListingAvailabilityTokensTable } from './listing-availability-tokens';
import type {
  ListingContactRevealsTable,
  ListingDailyFiguresTable,
  ListingPeerMediansTable,
} from './listing-figures';
import type { ListingFlagsTable } from './listing-flags';
import type { ListingImportRowsTable, ListingImportsTable } from './listing-imports';
import type { MessagesTable } from './messages';
import type { NoticesTable } from './notices';
import type { NotificationReadsTable } from './notification-reads';
import type { OutboxEventsTable } from './outbox-events';
import type { PasswordResetOtpsTable } from './password-reset-otps';
import type {
  LedgerEntriesTable,
  LedgerHoldBalancesView,
  PaymentHoldEventsTable,
  PaymentHoldsTable,
  SandboxFaultsTable,
  SandboxPayoutsTable,
} from './payment-holds';
import type { PayoutAccountsTable } from './payout-accounts';
import type { ProfileViewsTable } from './profile-views';
import type { PropertiesTable } from './properties';
import type { PropertyImageVariantsTable } from './property-image-variants';
import type { PropertyImagesTable } from './property-images';
import type { PropertyInspectionsTable } from './property-inspections';
import type { PropertyMapCellsTable, PropertyMapTotalsTable } from './property-map-cells';
import type { PropertyPriceChangesTable } from './property-price-changes';
import type { PropertyViewsTable } from './property-views';
import type { RecentlyViewedTable } from './recently-viewed';
import type { ReportsTable } from './reports';
import type { ReviewsTable } from './reviews';
import type { SandboxChargesTable } from './sandbox-charges';
import type {
  SavedSearchAlertWindowsTable,
  SavedSearchesTable,
  SavedSearchMatchesTable,
} from './saved-searches';
import type { SessionsTable } from './sessions';
import type { StudentApplicationsTable } from './student-applications';
import type { StudentsTable } from './students';
import type { TicketRepliesTable } from './ticket-replies';
import type { TicketsTable } from './tickets';
import type { TransactionsTable } from './transactions';
import type { UsersTable } from './users';
import type { VerificationsTable } from './verifications';
import type { ViewingAvailabilityExceptionsTable, ViewingAvailabilityTable, ViewingsTable } from './viewings';
import type { WishlistsTable } from './wishlists';

/** The whole database, one table per file in this folder. */
export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  email_verification_tokens: EmailVerificationTokensTable;
  listing_availability_tokens: ListingAvailabilityTokensTable;
  password_reset_otps: PasswordResetOtpsTable;
  agency_applications: AgencyApplicationsTable;
  agencies: AgenciesTable;
  agent_applications: AgentApplicationsTable;
  agents: AgentsTable;
  student_applications: StudentApplicationsTable;
  students: StudentsTable;
  listing_applications: ListingApplicationsTable;
  listing_application_images: ListingApplicationImagesTable;
  properties: PropertiesTable;
  property_images: PropertyImagesTable;
  property_image_variants: PropertyImageVariantsTable;
  property_views: PropertyViewsTable;
  listing_daily_figures: ListingDailyFiguresTable;
  listing_contact_reveals: ListingContactRevealsTable;
  listing_peer_medians: ListingPeerMediansTable;
  property_inspections: PropertyInspectionsTable;
  property_price_changes: PropertyPriceChangesTable;
  property_map_totals: PropertyMapTotalsTable;
  property_map_cells: PropertyMapCellsTable;
  profile_views: ProfileViewsTable;
  wishlists: WishlistsTable;
  recently_viewed: RecentlyViewedTable;
  listing_imports: ListingImportsTable;
  listing_import_rows: ListingImportRowsTable;
  saved_searches: SavedSearchesTable;
  saved_search_matches: SavedSearchMatchesTable;
  saved_search_alert_windows: SavedSearchAlertWindowsTable;
  reviews: ReviewsTable;
  reports: ReportsTable;
  listing_flags: ListingFlagsTable;
  conversations: ConversationsTable;
  conversation_properties: ConversationPropertiesTable;
  messages: MessagesTable;
  tickets: TicketsTable;
  ticket_replies: TicketRepliesTable;
  notices: NoticesTable;
  notification_reads: NotificationReadsTable;
  transactions: TransactionsTable;
  payout_accounts: PayoutAccountsTable;
  payment_holds: PaymentHoldsTable;
  payment_hold_events: PaymentHoldEventsTable;
  ledger_entries: LedgerEntriesTable;
  ledger_hold_balances: LedgerHoldBalancesView;
  exchange_rates: ExchangeRatesTable;
  geocode_cache: GeocodeCacheTable;
  outbox_events: OutboxEventsTable;
  audit_log: AuditLogTable;
  emails: EmailsTable;
  data_exports: DataExportsTable;
  verifications: VerificationsTable;
  viewing_availability: ViewingAvailabilityTable;
  viewing_availability_exceptions: ViewingAvailabilityExceptionsTable;
  viewings: ViewingsTable;
  'sandbox.charges': SandboxChargesTable;
  'sandbox.payouts': SandboxPayoutsTable;
  'sandbox.faults': SandboxFaultsTable;
}

export type * from './agencies';
export type * from './agency-applications';
export type * from './agent-applications';
export type * from './agents';
export type * from './application-columns';
export type * from './audit-log';
export type * from './columns';
export type * from './conversations';
export type * from './data-exports';
export type * from './email-verification-tokens';
export type * from './emails';
export type * from './exchange-rates';
export type * from './geocode-cache';
export type * from './listing-application-images';
export type * from './listing-applications';
export type * from './listing-columns';
export type * from './listing-figures';
export type * from './listing-flags';
export type * from './listing-imports';
export type * from './messages';
export type * from './notices';
export type * from './notification-reads';
export type * from './outbox-events';
export type * from './password-reset-otps';
export type * from './payment-holds';
export type * from './payout-accounts';
export type * from './profile-views';
export type * from './properties';
export type * from './property-image-variants';
export type * from './property-images';
export type * from './property-inspections';
export type * from './property-price-changes';
export type * from './property-views';
export type * from './recently-viewed';
export type * from './reports';
export type * from './reviews';
export type * from './sandbox-charges';
export type * from './saved-searches';
export type * from './sessions';
export type * from './student-applications';
export type * from './students';
export type * from './ticket-replies';
export type * from './tickets';
export type * from './transactions';
export type * from './users';
export type * from './values';
export type * from './verifications';
export type * from './viewings';
export type * from './wishlists';
