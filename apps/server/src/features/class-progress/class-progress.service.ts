import {
  median,
  type ActivityProgress,
  type AssignmentProgress,
  type ClassProgress,
  type StudentProgress,
} from '@lectern/domain';
import type { AuthUser } from '../../auth/auth-user.js';
import type { Db } from '../../db/database.js';
import { forbidden, notFound } from '../../errors.js';
import { readsClassProgress } from './class-progress.policy.js';
import * as repo from './class-progress.repository.js';

const ACTIVITY_LABELS: Record<string, string> = {
  QUIZ: 'Quiz',
  POWER_WORDS_ACTIVITY: 'Power Words',
  WRITE_PROMPT: 'Write',
  CHECKS_FOR_UNDERSTANDING_QUIZ: 'Checks for understanding',
  GUIDED_HIGHLIGHTING_QUIZ: 'Guided highlighting',
};

/** The class page shows this many of a class's assignments, the latest due first. */
export const CLASS_PAGE_ASSIGNMENTS = 20;

const notYours = () => notFound('No assignment given to a class of yours has that id.');

type Assignment = NonNullable<Awaited<ReturnType<typeof repo.findAssignment>>>;

/** The progress of an assignment's students in the given classes (the teacher's, already checked). */
async function progressOf(db: Db, a: Assignment, classIds: readonly number[]) {
  const students = await repo.studentsReached(db, a.id, classIds);
  const ids = students.map((s) => s.id);
  const memberIds = a.activity_members.map(Number).filter((n) => Number.isInteger(n) && n > 0);
  const activities = await repo.activitiesOf(db, a.story_content_id, memberIds);
  const quiz = activities.find((x) => x.activity_type === 'QUIZ');
  const [time, reach, views, attempts, positions, writes, items] = await Promise.all([
    repo.readingTime(db, a.story_content_id, ids),
    repo.eventReach(db, a.story_content_id, ids),
    repo.assignmentViews(db, a.id, ids),
    quiz ? repo.quizAttempts(db, quiz.id, ids) : Promise.resolve([]),
    quiz ? repo.quizPositions(db, quiz.id) : Promise.resolve([]),
    activities.some((x) => x.activity_type === 'WRITE_PROMPT')
      ? repo.writeResponses(db, a.story_content_id, ids)
      : Promise.resolve([]),
    Promise.all(activities.map(async (x) => ({ id: x.id, rows: await repo.itemProgress(db, x.id, x.activity_type, ids) }))),
  ]);
  const answers = await repo.quizAnswers(
    db,
    attempts.map((t) => t.id),
  );

  const timeOf = new Map(time.map((t) => [t.user_id, t]));
  const reachOf = new Map(reach.map((r) => [r.user_id, r]));
  const viewOf = new Map(views.map((v) => [v.student_id, v.first_viewed_at]));
  const attemptOf = new Map(attempts.map((t) => [t.student_id, t]));
  const writeOf = new Map(writes.map((w) => [w.student_id, Number(w.submitted)]));
  const itemsOf = new Map(items.map((i) => [i.id, i.rows]));

  const questionStats = new Map(positions.map((p) => [p.position, { ...p, answered: 0, correct: 0 }]));
  const rows: StudentProgress[] = students.map((s) => {
    const t = timeOf.get(s.id);
    const r = reachOf.get(s.id);
    const firsts = [t?.first_at, r?.first_at, viewOf.get(s.id)]
      .filter((d): d is Date => d instanceof Date || typeof d === 'string')
      .map((d) => new Date(d));
    const first = firsts.length ? new Date(Math.min(...firsts.map((d) => d.getTime()))) : null;
    const depths = [r?.depth, t?.session_depth].filter((d): d is number => typeof d === 'number');
    const attempt = attemptOf.get(s.id);
    const mine = attempt ? answers.filter((x) => x.student_quiz_id === attempt.id) : [];
    for (const x of mine) {
      const q = questionStats.get(x.position);
      if (q) {
        q.answered++;
        if (x.is_correct) q.correct++;
      }
    }
    const progress: Record<string, ActivityProgress> = {};
    for (const x of activities) {
      let state: ActivityProgress = 'not_started';
      if (x.activity_type === 'QUIZ') state = attempt ? 'finished' : 'not_started';
      else if (x.activity_type === 'WRITE_PROMPT') {
        const submitted = writeOf.get(s.id);
        state = submitted === undefined ? 'not_started' : submitted > 0 ? 'finished' : 'started';
      } else {
        const done = (itemsOf.get(x.id) ?? []).filter((row) => row.student_id === s.id);
        if (done.some((row) => row.total > 0 && row.done >= row.total)) state = 'finished';
        else if (done.some((row) => row.done > 0)) state = 'started';
      }
      progress[String(x.id)] = state;
    }
    // Work on an activity means the article was open, even before its page reported a view.
    const worked = Object.values(progress).some((state) => state !== 'not_started');
    return {
      user_id: s.id,
      display_name: `${s.first_name} ${s.last_name}`.trim(),
      classrooms: s.classrooms,
      opened: first !== null || worked,
      first_opened_at: first ? first.toISOString() : null,
      seconds_read: Number(t?.seconds ?? 0),
      furthest_depth: depths.length ? Math.max(...depths) : first ? 0 : null,
      activities: progress,
      quiz: attempt
        ? {
            correct: attempt.correct_count,
            total: attempt.question_count,
            answers: mine.map((x) => ({ position: x.position, is_correct: x.is_correct })),
          }
        : null,
    };
  });
  return {
    activities: activities.map((x) => ({ id: x.id, type: x.activity_type, label: ACTIVITY_LABELS[x.activity_type] ?? x.name })),
    questions: [...questionStats.values()].map((q) => ({
      position: q.position,
      reading_skill: q.reading_skill,
      answered: q.answered,
      correct: q.correct,
    })),
    students: rows,
  };
}

/**
 * GET /api/v3/progress/assignments/{id}/: who has opened the assignment, how long and how far they
 * read, which activities they finished and their quiz answers. The teacher's own classes only:
 * an assignment given to none of them is not found (whoever made it).
 */
export async function assignmentProgress(
  db: Db,
  user: AuthUser,
  assignmentId: number,
  classId?: number,
): Promise<AssignmentProgress> {
  if (!readsClassProgress(user)) throw forbidden('Only teachers see class progress.');
  const a = await repo.findAssignment(db, assignmentId);
  if (!a) throw notYours();
  const classes = await repo.taughtClassesOf(db, user.id, a.id);
  if (!classes.length) throw notYours();
  if (classId !== undefined && !classes.some((c) => c.id === classId))
    throw notFound('This assignment was not given to a class of yours with that id.');
  const report = await progressOf(db, a, classId === undefined ? classes.map((c) => c.id) : [classId]);
  return {
    assignment: { id: a.id, title: a.title, content_id: a.story_content_id, content_title: a.content_title },
    classrooms: classes,
    class_id: classId ?? null,
    ...report,
  };
}

/** GET /api/v3/progress/classes/{id}/: one line per assignment of the class (the latest 20). */
export async function classProgress(db: Db, user: AuthUser, classId: number): Promise<ClassProgress> {
  if (!readsClassProgress(user)) throw forbidden('Only teachers see class progress.');
  const classroom = await repo.ownClass(db, user.id, classId);
  if (!classroom) throw notFound('No class of yours has that id.');
  const [assignments, count] = await Promise.all([repo.assignmentsOfClass(db, classId), repo.classStudentCount(db, classId)]);
  const summaries = [];
  for (const row of assignments.slice(0, CLASS_PAGE_ASSIGNMENTS)) {
    const a = await repo.findAssignment(db, row.id);
    if (!a) continue;
    const { students, activities } = await progressOf(db, a, [classId]);
    const opened = students.filter((s) => s.opened);
    const finished = students.filter((s) =>
      activities.length ? activities.every((x) => s.activities[String(x.id)] === 'finished') : s.opened,
    );
    const quizzes = students.flatMap((s) => (s.quiz && s.quiz.total > 0 ? [(s.quiz.correct / s.quiz.total) * 100] : []));
    const depths = opened.flatMap((s) => (s.furthest_depth === null ? [] : [s.furthest_depth]));
    summaries.push({
      id: a.id,
      title: a.title,
      content_id: a.story_content_id,
      date_due: a.date_due ? new Date(a.date_due).toISOString() : null,
      students: students.length,
      opened: opened.length,
      finished: finished.length,
      median_seconds_read: median(opened.map((s) => s.seconds_read)),
      average_depth: depths.length ? Math.round(depths.reduce((x, y) => x + y, 0) / depths.length) : null,
      average_quiz_percent: quizzes.length ? Math.round(quizzes.reduce((x, y) => x + y, 0) / quizzes.length) : null,
    });
  }
  return { classroom, students: Number(count.n), assignments: summaries };
}
