import type { Db } from '../../db/database.js';

/**
 * Token awards of some students with their article's title and subject; with a month, only the
 * awards that count in it (finished in it, or still open and last changed in it); with a content
 * id, only that article's.
 */
export function awardsOf(db: Db, studentIds: number[], month?: { start: Date; end: Date }, contentId?: number) {
  if (studentIds.length === 0) return Promise.resolve([]);
  let q = db
    .selectFrom('token_awards')
    .innerJoin('contents', 'contents.id', 'token_awards.content_id')
    .select([
      'token_awards.student_id',
      'token_awards.activity_id',
      'token_awards.content_id',
      'token_awards.interaction',
      'token_awards.tokens',
      'token_awards.is_done',
      'token_awards.date_done',
      'token_awards.date_modified',
      'contents.title',
      'contents.subject',
    ])
    .where('token_awards.student_id', 'in', studentIds);
  if (contentId !== undefined) q = q.where('token_awards.content_id', '=', contentId);
  if (month)
    q = q.where((eb) =>
      eb.or([
        eb.and([eb('token_awards.date_done', '>=', month.start), eb('token_awards.date_done', '<', month.end)]),
        eb.and([
          eb('token_awards.date_done', 'is', null),
          eb('token_awards.date_modified', '>=', month.start),
          eb('token_awards.date_modified', '<', month.end),
        ]),
      ]),
    );
  return q.orderBy('token_awards.date_modified').execute();
}
export type AwardRow = Awaited<ReturnType<typeof awardsOf>>[number];

/** A teacher's classes with their students' grades. */
export async function classesWithStudents(db: Db, teacherId: number) {
  const [classes, members] = await Promise.all([
    db.selectFrom('classes').select(['id', 'name']).where('teacher_id', '=', teacherId).orderBy('name').orderBy('id').execute(),
    db
      .selectFrom('class_students')
      .innerJoin('classes', 'classes.id', 'class_students.class_id')
      .innerJoin('users', 'users.id', 'class_students.student_id')
      .select(['class_students.class_id', 'users.id', 'users.grade_level'])
      .where('classes.teacher_id', '=', teacherId)
      .execute(),
  ]);
  return classes.map((c) => ({ ...c, students: members.filter((m) => m.class_id === c.id) }));
}

/** The articles of a subject with which token activities they offer, newest first. */
export async function articlesOfSubject(db: Db, subject: 'ELA' | 'SCIENCE' | 'SOCIAL_STUDIES' | 'MATH') {
  const contents = await db
    .selectFrom('contents')
    .select(['id', 'title'])
    .where('subject', '=', subject)
    // Videos earn no tokens: a topic lists articles only.
    .where('content_type', '=', 'ARTICLE')
    .orderBy('published_at', 'desc')
    .orderBy('id')
    .limit(500)
    .execute();
  const activities = contents.length
    ? await db
        .selectFrom('activities')
        .select(['id', 'content_id', 'activity_type'])
        .where(
          'content_id',
          'in',
          contents.map((c) => c.id),
        )
        .where('activity_type', 'in', ['QUIZ', 'POWER_WORDS_ACTIVITY'])
        .where((eb) =>
          eb.or([
            eb.exists(
              eb
                .selectFrom('quiz_questions')
                .select('quiz_questions.id')
                .whereRef('quiz_questions.activity_id', '=', 'activities.id'),
            ),
            eb.exists(
              eb.selectFrom('power_words').select('power_words.id').whereRef('power_words.activity_id', '=', 'activities.id'),
            ),
          ]),
        )
        .execute()
    : [];
  return contents.map((c) => ({ ...c, activities: activities.filter((a) => a.content_id === c.id) }));
}
