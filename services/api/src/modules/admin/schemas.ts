import { IdSchema } from '@ile/shared';
import { z } from 'zod';

/**
 * Zod pieces every console resource's requests use. The records the console is answered with live in
 * `@ile/shared/contracts/admin`, so that the console types them too.
 */

export const IdParams = z.object({ id: IdSchema });
export type IdParams = z.infer<typeof IdParams>;

/** A reason the applicant (or user) reads: required where the action says so. */
export const Reason = z
  .string({ error: 'A reason is required' })
  .trim()
  .min(1, { error: 'A reason is required' })
  .max(1000, { error: 'At most 1000 characters' });

export const ReasonBody = z.object({ reason: Reason });
// A POST without a body arrives as null.
export const OptionalReasonBody = z.object({ reason: Reason.optional() }).nullish();

/** Bulk actions: up to 100 distinct ids. */
export const BulkIds = z
  .array(IdSchema)
  .min(1, { error: 'Name at least one id' })
  .max(100, { error: 'At most 100 ids at once' })
  .refine((ids) => new Set(ids).size === ids.length, { error: 'The ids must be distinct' });

/** The deleted record's id, what react-admin's delete needs back when the record is gone. */
export const DeletedRecord = z.object({ id: IdSchema });

export const iso = (date: Date): string => date.toISOString();
export const isoOrNull = (date: Date | null): string | null => (date ? date.toISOString() : null);
/** Where staff fetch a private original (listing images, documents) through the authenticated files route. */
export const privateFileUrl = (key: string | null): string | null =>
  key ? `/api/admin/files/${key.split('/').map(encodeURIComponent).join('/')}` : null;
/** A person's name as one string. */
export const fullName = (first: string | null, last: string | null): string | null =>
  first === null && last === null ? null : `${first ?? ''} ${last ?? ''}`.trim();
