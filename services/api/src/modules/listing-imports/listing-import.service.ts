import { randomUUID } from 'node:crypto';
import type { Db, ListingImportRecord, ListingImportRowRecord } from '@ile/db';
import type { PhotoAddressPolicy } from '@ile/db/media/photo-address-policy';
import {
  confirmListingImport,
  findUserListingImport,
  insertListingImport,
  listListingImportRows,
  lockUserListingImport,
} from '@ile/db/repositories/listing-imports.repository';
import { appendOutboxEvent } from '@ile/db/repositories/outbox.repository';

import { type ListingImportReport, outboxEvent, parseDataUrl, USER_ROLES } from '@ile/shared';
import { BadRequestError, ConflictError, ForbiddenError, NotFoundError } from '../../lib/errors';
import { requireVerifiedEmail } from '../../lib/verified-email';
import type { Identity } from '../../plugins/app/authentication';
import { checkListingCsv } from './listing-csv';

function reportOf(listingImport: ListingImportRecord, rows: ListingImportRowRecord[]): ListingImportReport {
  const count = (...statuses: string[]) => rows.filter((row) => statuses.includes(row.status)).length;
  return {
    id: listingImport.id,
    status: listingImport.status,
    createdAt: listingImport.created_at.toISOString(),
    confirmedAt: listingImport.confirmed_at?.toISOString() ?? null,
    totals: {
      rows: rows.length,
      valid: rows.length - count('invalid'),
      invalid: count('invalid'),
      pending: count('queued'),
      created: count('created'),
      failed: count('failed'),
    },
    rows: rows.map((row) => ({
      row: row.row_number,
      title: row.title,
      status: row.status,
      errors: row.errors ?? {},
      photos: row.photo_count,
      failure: row.failure,
      applicationId: row.application_id,
    })),
  };
}

/**
 * Only accounts that may list a property import listings: site accounts (owners, agents, agencies), not
 * staff, and, as for the wizard, with a verified email.
 */
async function requireLister(db: Db, identity: Identity): Promise<void> {
  if (identity.staffRole !== null || !(USER_ROLES as readonly string[]).includes(identity.role))
    throw new ForbiddenError('Only owners, agents and agencies can import listings');
  await requireVerifiedEmail(db, identity.userId);
}

export function createListingImportService(db: Db, photoPolicy: PhotoAddressPolicy) {
  async function reportFor(userId: string, importId: string): Promise<ListingImportReport> {
    const listingImport = await findUserListingImport(db, importId, userId);
    if (!listingImport) throw new NotFoundError('Import not found');
    return reportOf(listingImport, await listListingImportRows(db, importId));
  }

  return {
    /** Checks an uploaded CSV row by row and keeps the report; nothing is created until it is confirmed. */
    async check(identity: Identity, file: string): Promise<ListingImportReport> {
      await requireLister(db, identity);
      const parsed = parseDataUrl(file);
      if (!parsed) throw new BadRequestError('Attach the CSV file as `file`', { file: ['is not a file'] });
      const rows = await checkListingCsv(Buffer.from(parsed.base64, 'base64'), photoPolicy);
      const id = randomUUID();
      await db.transaction().execute((trx) =>
        insertListingImport(
          trx,
          { id, user_id: identity.userId, status: 'checked' },
          rows.map((row) => ({
            import_id: id,
            row_number: row.rowNumber,
            title: row.title,
            cells: JSON.stringify(row.cells),
            errors: row.errors ? JSON.stringify(row.errors) : null,
            status: row.errors ? 'invalid' : 'ready',
            photo_count: row.photoCount,
            failure: null,
            application_id: null,
          })),
        ),
      );
      return reportFor(identity.userId, id);
    },

    /** The report and progress of one of the caller's imports; anyone else's is not found. */
    report: (userId: string, importId: string) => reportFor(userId, importId),

    /**
     * Queues the valid rows for the worker, once: a second confirmation (or two at once) changes nothing
     * and answers the same report.
     */
    async confirm(identity: Identity, importId: string): Promise<ListingImportReport> {
      const userId = identity.userId;
      await db.transaction().execute(async (trx) => {
        const listingImport = await lockUserListingImport(trx, importId, userId);
        if (!listingImport) throw new NotFoundError('Import not found');
        if (listingImport.status !== 'checked') return;
        await requireLister(db, identity);
        const queued = await confirmListingImport(trx, importId);
        if (queued === 0)
          throw new ConflictError('No row of this file can be imported: fix it and upload it again');
        await appendOutboxEvent(trx, outboxEvent('listing_import.confirmed', { importId, userId }));
      });
      return reportFor(userId, importId);
    },
  };
}
