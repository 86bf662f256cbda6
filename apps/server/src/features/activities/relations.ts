/**
 * Whose work a user may see. A student's work (quiz answers, Power Words, reading level, and every
 * activity to come) is readable by the student, their own teachers (a class of theirs holds the
 * student), their linked parents and staff. For anyone else the student does not exist (404).
 */
import type { AuthUser } from '../../auth/auth-user.js';
import type { Db } from '../../db/database.js';
import { notFound } from '../../errors.js';
import { parentHasChild, teacherHasStudent } from './relations.repository.js';

export type Relation = 'self' | 'teacher' | 'parent' | 'staff' | 'none';

/** How the user stands to a student. */
export async function relationTo(db: Db, user: AuthUser, studentId: number): Promise<Relation> {
  if (user.id === studentId) return 'self';
  if (user.role === 'staff') return 'staff';
  if (user.role === 'teacher' && (await teacherHasStudent(db, user.id, studentId))) return 'teacher';
  if (user.role === 'parent' && (await parentHasChild(db, user.id, studentId))) return 'parent';
  return 'none';
}

/**
 * Whose work a read of student answers is about: a student reads only their own; a teacher a
 * student in one of their classes; a parent a linked child; staff anyone. Null means "nobody"
 * (a teacher or parent who named no student), so the list is empty. Anyone else: 404.
 */
export async function studentWhoseWork(db: Db, user: AuthUser, studentId: number | undefined): Promise<number | null> {
  const missing = () => notFound('No student with that id.');
  if (user.role === 'student') {
    if (studentId !== undefined && studentId !== user.id) throw missing();
    return user.id;
  }
  if (studentId === undefined) return null;
  if ((await relationTo(db, user, studentId)) === 'none') throw missing();
  return studentId;
}
