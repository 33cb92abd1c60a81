import type { Executor } from '../database';
import type { NewStudent } from '../schema';

/** A verified student, created or replaced (an approved application writes it; a later one rewrites it). */
export async function upsertStudent(db: Executor, student: NewStudent): Promise<void> {
  const { user_id: _userId, ...verification } = student;
  await db
    .insertInto('students')
    .values(student)
    .onConflict((oc) => oc.column('user_id').doUpdateSet(verification))
    .execute();
}

/** A verified student's university, university email and when they were verified. */
export function findStudentOfUser(db: Executor, userId: string) {
  return db
    .selectFrom('students')
    .select(['university', 'university_email', 'verified_at'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
}
