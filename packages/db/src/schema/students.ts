import type { Insertable, Selectable, Updateable } from 'kysely';
import type { DefaultTimestamp } from './columns';

/** A verified student (users.is_verified_student mirrors the existence of this row). */
export interface StudentsTable {
  user_id: string;
  university: string;
  university_email: string;
  verified_at: DefaultTimestamp;
  application_id: string | null;
  created_at: DefaultTimestamp;
  updated_at: DefaultTimestamp;
}

export type Student = Selectable<StudentsTable>;
export type NewStudent = Insertable<StudentsTable>;
export type StudentUpdate = Updateable<StudentsTable>;
