import type { StudentProofType } from '@ile/shared';
import type { Insertable, Selectable, Updateable } from 'kysely';
import type { ApplicationColumns } from './application-columns';

export interface StudentApplicationsTable extends ApplicationColumns {
  first_name: string;
  last_name: string;
  university_email: string;
  university: string;
  email: string;
  /** "lat,lng" as the browser reported it, if it did. */
  request_location: string | null;
  proof_type: StudentProofType | null;
  /** Storage key of the proof document. */
  document_key: string | null;
}

export type StudentApplication = Selectable<StudentApplicationsTable>;
export type NewStudentApplication = Insertable<StudentApplicationsTable>;
export type StudentApplicationUpdate = Updateable<StudentApplicationsTable>;
