import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { givenToClass, reachesClass, reachesStudentInClass } from '../activities/assignment-reach.js';

export function findAssignment(db: Db, assignmentId: number) {
  return db
    .selectFrom('assignments')
    .innerJoin('contents', 'contents.id', 'assignments.story_content_id')
    .select([
      'assignments.id',
      'assignments.title',
      'assignments.story_content_id',
      'assignments.activity_members',
      'assignments.date_due',
      'contents.title as content_title',
    ])
    .where('assignments.id', '=', assignmentId)
    .where('assignments.is_draft', '=', false)
    .executeTakeFirst();
}

/** The classes an assignment reaches (whole, or through one of its groups) that this teacher teaches. */
export function taughtClassesOf(db: Db, teacherId: number, assignmentId: number) {
  return db
    .selectFrom('classes')
    .select(['classes.id', 'classes.name'])
    .where('classes.teacher_id', '=', teacherId)
    .where((eb) => reachesClass(eb, assignmentId))
    .orderBy('classes.name')
    .execute();
}

/** The students of these classes the assignment reaches: the whole class, or its assigned groups' members. */
export async function studentsReached(db: Db, assignmentId: number, classIds: readonly number[]) {
  if (!classIds.length) return [];
  const rows = await db
    .selectFrom('class_students')
    .innerJoin('classes', 'classes.id', 'class_students.class_id')
    .innerJoin('users', 'users.id', 'class_students.student_id')
    .select(['users.id', 'users.first_name', 'users.last_name', 'classes.name as class_name'])
    .where('class_students.class_id', 'in', classIds)
    .where((eb) => reachesStudentInClass(eb, assignmentId))
    .orderBy('users.last_name')
    .orderBy('users.first_name')
    .orderBy('users.id')
    .execute();
  const students = new Map<number, { id: number; first_name: string; last_name: string; classrooms: string[] }>();
  for (const r of rows) {
    const s = students.get(r.id) ?? { id: r.id, first_name: r.first_name, last_name: r.last_name, classrooms: [] };
    if (!s.classrooms.includes(r.class_name)) s.classrooms.push(r.class_name);
    students.set(r.id, s);
  }
  return [...students.values()];
}

/** The activities of an article among these ids, in a stable order. */
export function activitiesOf(db: Db, contentId: number, ids: readonly number[]) {
  if (!ids.length) return Promise.resolve([]);
  return db
    .selectFrom('activities')
    .select(['id', 'activity_type', 'name'])
    .where('content_id', '=', contentId)
    .where('id', 'in', ids)
    .orderBy('id')
    .execute();
}

/** Time on the article from the reading sessions: active seconds and the first opening, per student. */
export function readingTime(db: Db, contentId: number, studentIds: readonly number[]) {
  if (!studentIds.length) return Promise.resolve([]);
  return db
    .selectFrom('reading_sessions')
    .select([
      'user_id',
      (eb) => eb.fn.sum<string>('active_seconds').as('seconds'),
      (eb) => eb.fn.min('started_at').as('first_at'),
      (eb) => eb.fn.max('max_scroll_depth').as('session_depth'),
    ])
    .where('content_id', '=', contentId)
    .where('user_id', 'in', studentIds)
    .groupBy('user_id')
    .execute();
}

/**
 * From the reading events, through the students' pseudonyms: the first page view and the deepest
 * scroll-depth milestone reached on the article, per student.
 */
export function eventReach(db: Db, contentId: number, studentIds: readonly number[]) {
  if (!studentIds.length) return Promise.resolve([]);
  return db
    .selectFrom('event_records')
    .innerJoin('user_pseudonyms', 'user_pseudonyms.pseudonym', 'event_records.actor')
    .select([
      'user_pseudonyms.user_id',
      (eb) =>
        eb.fn.min('event_records.occurred_at').filterWhere('event_records.event_name', '=', 'user_article_viewed').as('first_at'),
      sql<
        number | null
      >`max((event_records.data->>'depth')::int) FILTER (WHERE event_records.event_name = 'scroll_depth_read')`.as('depth'),
    ])
    .where('event_records.content_id', '=', contentId)
    .where('event_records.event_name', 'in', ['user_article_viewed', 'scroll_depth_read'])
    .where('user_pseudonyms.user_id', 'in', studentIds)
    .groupBy('user_pseudonyms.user_id')
    .execute();
}

/** ASSIGN-13: the students' recorded views of the assignment. */
export function assignmentViews(db: Db, assignmentId: number, studentIds: readonly number[]) {
  if (!studentIds.length) return Promise.resolve([]);
  return db
    .selectFrom('assignment_views')
    .select(['student_id', 'first_viewed_at'])
    .where('assignment_id', '=', assignmentId)
    .where('student_id', 'in', studentIds)
    .execute();
}

export function quizAttempts(db: Db, activityId: number, studentIds: readonly number[]) {
  if (!studentIds.length) return Promise.resolve([]);
  return db
    .selectFrom('student_quizzes')
    .select(['id', 'student_id', 'correct_count', 'question_count'])
    .where('activity_id', '=', activityId)
    .where('student_id', 'in', studentIds)
    .execute();
}

export function quizAnswers(db: Db, attemptIds: readonly number[]) {
  if (!attemptIds.length) return Promise.resolve([]);
  return db
    .selectFrom('student_quiz_answers')
    .innerJoin('quiz_questions', 'quiz_questions.id', 'student_quiz_answers.quiz_question_id')
    .select(['student_quiz_answers.student_quiz_id', 'quiz_questions.position', 'student_quiz_answers.is_correct'])
    .where('student_quiz_answers.student_quiz_id', 'in', attemptIds)
    .orderBy('quiz_questions.position')
    .execute();
}

/** The quiz's question positions and the skill each assesses (at the article's original level, else any). */
export function quizPositions(db: Db, activityId: number) {
  return db
    .selectFrom('quiz_questions')
    .innerJoin('article_levels', 'article_levels.id', 'quiz_questions.article_level_id')
    .select(['quiz_questions.position', 'quiz_questions.reading_skill'])
    .distinctOn('quiz_questions.position')
    .where('quiz_questions.activity_id', '=', activityId)
    .orderBy('quiz_questions.position')
    .orderBy('article_levels.is_original_level', 'desc')
    .execute();
}

/**
 * For the activities answered item by item (Power Words, checks for understanding, guided
 * highlighting): per student, the items done at the level they worked at and the items that level has.
 */
export async function itemProgress(db: Db, activityId: number, type: string, studentIds: readonly number[]) {
  if (!studentIds.length) return [];
  const done =
    type === 'POWER_WORDS_ACTIVITY'
      ? sql`SELECT a.student_id, a.article_level_id, count(*)::int AS done,
              (SELECT 2 * count(*) FROM power_words p WHERE p.activity_id = ${activityId} AND p.article_level_id = a.article_level_id)::int AS total
            FROM vocabulary_answers a JOIN power_words w ON w.id = a.power_word_id
            WHERE w.activity_id = ${activityId} AND a.student_id = ANY(${[...studentIds]}::int[])
            GROUP BY a.student_id, a.article_level_id`
      : type === 'CHECKS_FOR_UNDERSTANDING_QUIZ'
        ? sql`SELECT a.student_id, c.article_level_id, count(*)::int AS done,
              (SELECT count(*) FROM understanding_checks k WHERE k.activity_id = ${activityId} AND k.article_level_id = c.article_level_id)::int AS total
            FROM understanding_check_answers a JOIN understanding_checks c ON c.id = a.check_id
            WHERE c.activity_id = ${activityId} AND a.student_id = ANY(${[...studentIds]}::int[])
            GROUP BY a.student_id, c.article_level_id`
        : type === 'GUIDED_HIGHLIGHTING_QUIZ'
          ? sql`SELECT a.student_id, a.article_level_id, count(*) FILTER (WHERE a.status = 'completed')::int AS done,
              (SELECT count(*) FROM guided_highlighting_questions q WHERE q.activity_id = ${activityId} AND q.article_level_id = a.article_level_id)::int AS total
            FROM guided_highlighting_answers a
            WHERE a.activity_id = ${activityId} AND a.student_id = ANY(${[...studentIds]}::int[])
            GROUP BY a.student_id, a.article_level_id`
          : null;
  if (!done) return [];
  const { rows } = await done.execute(db);
  return rows as { student_id: number; article_level_id: number; done: number; total: number }[];
}

/** Write responses on the article: submitted (date_completed) or only drafted, per student. */
export function writeResponses(db: Db, contentId: number, studentIds: readonly number[]) {
  if (!studentIds.length) return Promise.resolve([]);
  return db
    .selectFrom('write_responses')
    .select(['student_id', (eb) => eb.fn.count<string>('date_completed').as('submitted')])
    .where('content_id', '=', contentId)
    .where('student_id', 'in', studentIds)
    .groupBy('student_id')
    .execute();
}

/** A class of this teacher's. */
export function ownClass(db: Db, teacherId: number, classId: number) {
  return db
    .selectFrom('classes')
    .select(['id', 'name'])
    .where('id', '=', classId)
    .where('teacher_id', '=', teacherId)
    .executeTakeFirst();
}

export async function classExists(db: Db, classId: number) {
  return (await db.selectFrom('classes').select('id').where('id', '=', classId).executeTakeFirst()) !== undefined;
}

/** The published assignments given to a class (whole or through its groups), due soonest first. */
export function assignmentsOfClass(db: Db, classId: number) {
  return db
    .selectFrom('assignments')
    .select(['assignments.id', 'assignments.title', 'assignments.story_content_id', 'assignments.date_due'])
    .where('assignments.is_draft', '=', false)
    .where((eb) => givenToClass(eb, classId))
    .orderBy(sql`assignments.date_due DESC NULLS LAST`)
    .orderBy('assignments.id', 'desc')
    .limit(100)
    .execute();
}

export function classStudentCount(db: Db, classId: number) {
  return db
    .selectFrom('class_students')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('class_id', '=', classId)
    .executeTakeFirstOrThrow();
}
