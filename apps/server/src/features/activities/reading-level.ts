/**
 * A student's reading level and the levels of an article they may read now. The recommendation
 * (LEVEL-14) and the assignment lock (LEVEL-04, LEVEL-10) are decided here for every path that
 * hands out level text — the article API, the server-rendered page, and the activities — so a
 * lock is a lock whichever door a student knocks on.
 */
import { chooseStudentLevel, isLevelLocked, levelForGrade, recommendGrade, RECOMMENDER } from '@lectern/domain';
import type { AuthUser } from '../../auth/auth-user.js';
import type { Db } from '../../db/database.js';
import type { ArticleBundle } from './article-cache.js';
import { assignmentsOfStudent } from './assignments-given.repository.js';
import { findStudentReading, hasSubmittedQuizOn, recentQuizzes, type StudentReading } from './reading.repository.js';

/** The student's grade (or a teacher's override), moved up or down by their last quizzes' scores. */
export async function recommendationFor(db: Db, student: StudentReading) {
  const recent = await recentQuizzes(db, student.id, RECOMMENDER.recentQuizzes);
  return recommendGrade({ gradeLevel: student.grade_level, override: student.override_grade_level, recentQuizzes: recent });
}

/**
 * The one level a student is held at on this article, or null when they may read every level: a
 * student whose newest live assignment of the article locks the level (or the grade) and who has
 * not yet submitted its quiz reads the assigned level only. The page shows the same level (the
 * web's resolveView follows the same domain rules with the same inputs).
 */
export async function heldLevelId(db: Db, user: AuthUser | null, bundle: ArticleBundle): Promise<number | null> {
  if (!user || user.role !== 'student') return null;
  const [assignment] = await assignmentsOfStudent(db, user.id, { storyId: bundle.content.id });
  if (!assignment) return null;
  const settings = {
    default_reading_level: assignment.default_reading_level,
    grade_level_lock: assignment.grade_level_lock,
    is_reading_level_locked: assignment.is_reading_level_locked,
    member_languages: [assignment.language],
  };
  const quizAnswered = await hasSubmittedQuizOn(db, user.id, bundle.content.id);
  if (!isLevelLocked({ isStudent: true, isArticle: true, assignment: settings, quizAnswered })) return null;
  const student = await findStudentReading(db, { id: user.id });
  const recommended = student ? levelForGrade(bundle.levels, (await recommendationFor(db, student)).grade, 'en') : undefined;
  const level = chooseStudentLevel({ levels: bundle.levels, assignment: settings, recommended, language: assignment.language });
  return level?.id ?? null;
}
