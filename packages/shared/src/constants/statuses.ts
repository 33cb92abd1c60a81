/** Listing, agent, agency and student applications. Only a pending application may be deleted by its owner. */
export const APPLICATION_STATUSES = ['pending', 'successful', 'unsuccessful'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];
export const APPLICATION_DECISIONS = ['successful', 'unsuccessful'] as const;
export type ApplicationDecision = (typeof APPLICATION_DECISIONS)[number];

/**
 * Only 'published' listings are in search. 'expired' (not confirmed available for 45 days), 'let' and 'sold'
 * (taken down by the owner) and 'held' (reported by three verified users, until staff decide) left it for a
 * reason the owner is told.
 */
export const PROPERTY_STATUSES = [
  'draft',
  'published',
  'unpublished',
  'deleted',
  'expired',
  'let',
  'sold',
  'held',
] as const;
export type PropertyStatus = (typeof PROPERTY_STATUSES)[number];

export const TICKET_STATUSES = ['pending', 'open', 'resolved', 'closed'] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];

export const DATA_EXPORT_STATUSES = ['pending', 'processing', 'ready', 'failed', 'expired'] as const;
export type DataExportStatus = (typeof DATA_EXPORT_STATUSES)[number];

export const TRANSACTION_STATUSES = ['pending', 'successful', 'failed', 'abandoned'] as const;
export type TransactionStatus = (typeof TRANSACTION_STATUSES)[number];
/** A successful payment's money on its way back to the payer (`pending`) or back with them, from its hold. */
export const TRANSACTION_REFUNDS = ['pending', 'refunded'] as const;
export type TransactionRefund = (typeof TRANSACTION_REFUNDS)[number];
