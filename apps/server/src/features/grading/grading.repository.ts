import type { Db } from '../../db/database.js';
import { reachesStudentInClass } from '../activities/assignment-reach.js';

export function findOwnAssignment(db: Db, teacherId: number, assignmentId: number) {
  return db
    .selectFrom('assignments')
    .select(['id', 'title', 'story_content_id'])
    .where('id', '=', assignmentId)
    .where('created_by', '=', teacherId)
    .executeTakeFirst();
}

/**
 * Students with the names of the teacher's classes they sit in: every student of the teacher's
 * classes, or with an assignment only those its classes and groups reach.
 */
export async function studentsFor(db: Db, teacherId: number, assignmentId?: number) {
  let memberships = db
    .selectFrom('class_students')
    .innerJoin('classes', 'classes.id', 'class_students.class_id')
    .innerJoin('users', 'users.id', 'class_students.student_id')
    .select(['users.id', 'users.first_name', 'users.last_name', 'classes.name as class_name'])
    .where('classes.teacher_id', '=', teacherId);
  if (assignmentId !== undefined) memberships = memberships.where((eb) => reachesStudentInClass(eb, assignmentId));
  const rows = await memberships
    .orderBy('users.last_name')
    .orderBy('users.first_name')
    .orderBy('users.id')
    .orderBy('classes.name')
    .execute();
  const students = new Map<number, { id: number; first_name: string; last_name: string; classrooms: string[] }>();
  for (const r of rows) {
    const s = students.get(r.id) ?? { id: r.id, first_name: r.first_name, last_name: r.last_name, classrooms: [] };
    if (!s.classrooms.includes(r.class_name)) s.classrooms.push(r.class_name);
    students.set(r.id, s);
  }
  return [...students.values()];
}

/**
 * The quiz's question positions with the skill each assesses at one level (the level the teacher
 * came from, else the original English level): the same label the quiz overview shows for that
 * level's question at that position.
 */
export function questionPositions(db: Db, activityId: number, levelId: number) {
  return db
    .selectFrom('quiz_questions')
    .select(['position', 'reading_skill'])
    .where('activity_id', '=', activityId)
    .where('article_level_id', '=', levelId)
    .orderBy('position')
    .execute();
}

export function attemptsOf(db: Db, activityId: number, studentIds: number[]) {
  if (studentIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('student_quizzes')
    .select(['id', 'student_id', 'article_level_id', 'grade_band', 'correct_count', 'question_count', 'date_completed'])
    .where('activity_id', '=', activityId)
    .where('student_id', 'in', studentIds)
    .execute();
}

export function answerPositions(db: Db, attemptIds: number[]) {
  if (attemptIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('student_quiz_answers')
    .innerJoin('quiz_questions', 'quiz_questions.id', 'student_quiz_answers.quiz_question_id')
    .select(['student_quiz_answers.student_quiz_id', 'quiz_questions.position', 'student_quiz_answers.is_correct'])
    .where('student_quiz_answers.student_quiz_id', 'in', attemptIds)
    .orderBy('quiz_questions.position')
    .execute();
}

/** Power Words answered and correct per student on one article. */
export function powerWordCounts(db: Db, contentId: number, studentIds: number[]) {
  if (studentIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('vocabulary_answers')
    .select([
      'student_id',
      (eb) => eb.fn.countAll<string>().as('answered'),
      (eb) => eb.fn.count<string>('id').filterWhere('is_correct', '=', true).as('correct'),
    ])
    .where('content_id', '=', contentId)
    .where('student_id', 'in', studentIds)
    .groupBy('student_id')
    .execute();
}

/** Answers to the checks for understanding of one article per student, in reading order (CFU-01). */
export function checkAnswers(db: Db, contentId: number, studentIds: number[]) {
  if (studentIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('understanding_check_answers')
    .innerJoin('understanding_checks', 'understanding_checks.id', 'understanding_check_answers.check_id')
    .select([
      'understanding_check_answers.student_id',
      'understanding_check_answers.check_id',
      'understanding_check_answers.choice_index',
      'understanding_check_answers.is_correct',
      'understanding_checks.question',
      'understanding_checks.options',
    ])
    .where('understanding_check_answers.content_id', '=', contentId)
    .where('understanding_check_answers.student_id', 'in', studentIds)
    .orderBy('understanding_checks.article_level_id')
    .orderBy('understanding_checks.after_block')
    .execute();
}
