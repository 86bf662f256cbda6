import type { GradingReport } from '@lectern/domain';
import type { Db } from '../../db/database.js';
import { forbidden, notFound } from '../../errors.js';
import { readableArticle } from '../activities/article-access.js';
import type { AuthUser } from '../../auth/auth-user.js';
import { canGrade } from './grading.policy.js';
import { presentGrading } from './grading.presenter.js';
import * as repo from './grading.repository.js';

/** The level whose questions name the skills: the one asked for if it is this article's, else the original English level. */
function labelLevel(bundle: Awaited<ReturnType<typeof readableArticle>>, levelId: number | undefined) {
  const original = bundle.levels.find((l) => l.is_original_level && l.language === 'en') ?? bundle.levels[0];
  return bundle.levels.find((l) => l.id === levelId)?.id ?? original?.id ?? 0;
}

/**
 * GET /api/v3/grading/{contentId}/: the teacher's students' quiz results, Power Words and answers
 * to the checks for understanding on one article, per student and per question. With an assignment (the teacher's own, of this article),
 * only the students it reaches; otherwise every student of the teacher's classes.
 */
export async function getGradingReport(
  db: Db,
  user: AuthUser,
  contentId: number,
  assignmentId: number | undefined,
  levelId?: number,
): Promise<GradingReport> {
  if (!canGrade(user)) throw forbidden('Only teachers grade student work.');
  const bundle = await readableArticle(db, user, contentId);
  const assignment = assignmentId === undefined ? null : await repo.findOwnAssignment(db, user.id, assignmentId);
  if (assignmentId !== undefined && (!assignment || assignment.story_content_id !== contentId))
    throw notFound('No assignment of yours on this article has that id.');
  const students = await repo.studentsFor(db, user.id, assignment?.id);
  const studentIds = students.map((s) => s.id);
  const quiz = bundle.activities.find((a) => a.activity_type === 'QUIZ');
  const [positions, attempts, words, checks] = await Promise.all([
    quiz ? repo.questionPositions(db, quiz.id, labelLevel(bundle, levelId)) : Promise.resolve([]),
    quiz ? repo.attemptsOf(db, quiz.id, studentIds) : Promise.resolve([]),
    repo.powerWordCounts(db, contentId, studentIds),
    repo.checkAnswers(db, contentId, studentIds),
  ]);
  const answers = await repo.answerPositions(
    db,
    attempts.map((a) => a.id),
  );
  return presentGrading({
    content: { id: bundle.content.id, title: bundle.content.title },
    assignment: assignment ? { id: assignment.id, title: assignment.title } : null,
    positions,
    students,
    attempts,
    answers,
    words,
    checks,
  });
}
