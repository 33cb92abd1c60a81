import { sql } from 'kysely';
import type { Executor } from '../database';

/**
 * Whether a private key is an upload an application, an agency, a listing, a verification (until its files
 * are deleted) or an inspection points at: the staff console
 * serves only those, since the private folder also holds other people's data exports.
 */
export async function isStaffReadableUpload(db: Executor, key: string): Promise<boolean> {
  const { rows } = await sql<{ found: boolean }>`
    select exists (select 1 from listing_application_images where original_key = ${key})
        or exists (select 1 from agent_applications where image_key = ${key})
        or exists (select 1 from agency_applications where image_key = ${key} or document_key = ${key})
        or exists (select 1 from student_applications where document_key = ${key})
        or exists (select 1 from agencies where document_image = ${key})
        or exists (select 1 from property_images where original_key = ${key})
        or exists (select 1 from verifications
          where (document_key = ${key} or selfie_key = ${key}) and files_deleted_at is null)
        or exists (select 1 from property_inspections where ${key} = any(photo_keys)) as found
  `.execute(db);
  return rows[0]?.found ?? false;
}
