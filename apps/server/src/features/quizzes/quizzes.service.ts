import {
  quizOptionIds,
  quizTokens,
  selectedQuestionIds,
  type QuestionFlag,
  type QuestionFlagList,
  type Quiz,
  type StudentQuiz,
  type StudentQuizList,
  type StudentQuizSubmitBody,
} from '@lectern/domain';
import type { AuthUser } from '../../auth/auth-user.js';
import type { Db } from '../../db/database.js';
import { AppError, forbidden, notFound } from '../../errors.js';
import { canSeeAnswerKey } from '../activities/answer-key.policy.js';
import { activityOfType, levelOf, readableArticle } from '../activities/article-access.js';
import { assignmentsOfStudent } from '../activities/assignments-given.repository.js';
import { firstAnswerInFlight } from '../activities/first-answer.js';
import { studentWhoseWork } from '../activities/relations.js';
import { canFlagQuestion, canListQuestionFlags, canSeeSubmittedAnswers, canSubmitQuiz } from './quizzes.policy.js';
import { presentFlag, presentQuiz, presentStudentQuiz } from './quizzes.presenter.js';
import { cachedQuestionsOf } from './quiz-cache.js';
import * as repo from './quizzes.repository.js';

const invalid = (field: string, message: string) => new AppError('validation_failed', message, { [field]: message });

type Submitted = { created: boolean; quiz: StudentQuiz };
const submitting = firstAnswerInFlight<Submitted>();

const quizActivity = (db: Db, id: number) => activityOfType(db, id, 'QUIZ', 'No quiz has that id.');

/** GET /api/v3/quiz/{id}/?level_id=: one level's questions; the answer key only for those who may see it (QUIZ-29). */
export async function getQuiz(db: Db, user: AuthUser, activityId: number, levelId: number): Promise<Quiz> {
  const activity = await quizActivity(db, activityId);
  const bundle = await readableArticle(db, user, activity.content_id);
  const level = levelOf(bundle, levelId);
  const questions = await repo.questionsOf(db, activity.id, level.id);
  return presentQuiz({
    activityId: activity.id,
    contentId: activity.content_id,
    levelId: level.id,
    grade: level.grade,
    questions,
    withAnswers: canSeeAnswerKey(user),
  });
}

const sameIds = (a: readonly number[], b: readonly number[]) => {
  const x = new Set(a);
  const y = new Set(b);
  return x.size === y.size && [...x].every((id) => y.has(id));
};

async function present(db: Db, user: AuthUser, rows: repo.StudentQuizRow[]): Promise<StudentQuiz[]> {
  const answers = await repo.answersOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => presentStudentQuiz(r, answers, canSeeSubmittedAnswers(user, r)));
}

/**
 * POST /api/v3/studentquiz/ (QUIZ-09, API-18): checks the answers against the quiz, grades them
 * here (the client's view of what is correct is never asked for), and stores the attempt, its
 * answers and its tokens in one transaction. A student has one attempt per quiz: submitting again,
 * even at the same moment, returns the stored attempt unchanged (`created` false).
 */
export async function submitQuiz(
  db: Db,
  user: AuthUser,
  body: StudentQuizSubmitBody,
): Promise<{ created: boolean; quiz: StudentQuiz }> {
  if (!canSubmitQuiz(user)) throw forbidden('Only students submit quizzes.');
  // The article (cached) names its activities, and the questions are cached content, so a class
  // submitting together costs the database little more than the writes.
  const bundle = await readableArticle(db, user, Number(body.associated_content_id));
  const activity = bundle.activities.find((a) => a.id === body.quiz_id);
  if (!activity || activity.activity_type !== 'QUIZ') {
    await quizActivity(db, body.quiz_id); // 404 when there is no such quiz at all
    throw invalid('associated_content_id', 'That quiz is not a quiz of this article.');
  }
  const questions = await cachedQuestionsOf(db, activity.id);
  const byId = new Map(questions.map((q) => [q.id, q]));

  const seen = new Set<number>();
  for (const [i, a] of body.answers.entries()) {
    const q = byId.get(a.quiz_question_id);
    if (!q) throw invalid(`answers.${i}.quiz_question_id`, 'That question is not a question of this quiz.');
    if (seen.has(q.id)) throw invalid(`answers.${i}.quiz_question_id`, 'Answer each question once.');
    seen.add(q.id);
    const option = quizOptionIds.decode(a.value);
    if (!option || option.questionId !== q.id || option.optionIndex >= q.options.length)
      throw invalid(`answers.${i}.value`, 'That option is not an option of this question.');
  }
  const levelId = byId.get(body.answers[0]!.quiz_question_id)!.article_level_id;
  if (body.answers.some((a) => byId.get(a.quiz_question_id)!.article_level_id !== levelId))
    throw invalid('answers', 'Answer the questions of one level.');
  const level = levelOf(bundle, levelId);

  // Named assignments must be this article's, given to this student; they may narrow the quiz (QUIZ-13).
  const assignmentIds = [...new Set(body.assignment_ids)];
  const given = assignmentIds.length ? await assignmentsOfStudent(db, user.id, { storyId: activity.content_id }) : [];
  const named = assignmentIds.map((id) => given.find((a) => a.id === id));
  if (named.some((a) => a === undefined))
    throw invalid('assignment_ids', 'Name only assignments of this article that were given to you.');
  const assignments = named.filter((a) => a !== undefined);
  const answered = [...seen];
  const levelQuestions = questions.filter((q) => q.article_level_id === levelId).map((q) => q.id);
  const complete =
    sameIds(answered, levelQuestions) ||
    assignments.some((a) => {
      const selection = selectedQuestionIds(a.activity_element_selections, activity.id, levelId);
      return selection !== undefined && sameIds(selection, answered);
    });
  if (!complete) throw invalid('answers', 'Answer every question of the quiz.');

  const graded = body.answers.map((a) => {
    const q = byId.get(a.quiz_question_id)!;
    const correct = quizOptionIds.option(q.id, q.correct_index);
    return {
      quiz_question_id: q.id,
      value: a.value,
      correct_answer: correct,
      is_correct: a.value === correct,
      date_answered: new Date(a.date_answered),
    };
  });
  const storeAttempt = async (): Promise<Submitted> => {
    const correctCount = graded.filter((a) => a.is_correct).length;
    const now = new Date();
    const created = await repo.insertAttempt(
      db,
      {
        student_id: user.id,
        activity_id: activity.id,
        content_id: activity.content_id,
        article_level_id: level.id,
        grade_band: level.grade,
        assignment_ids: assignmentIds,
        date_started: new Date(body.date_started),
        date_completed: new Date(body.date_completed),
        correct_count: correctCount,
        question_count: graded.length,
        tokens_earned: quizTokens(correctCount, graded.length),
        // QUIZ-16: any named assignment that hides answers hides them for this attempt.
        hide_answers: assignments.some((a) => a.assignment_config['hide_quiz_answers'] === true),
      },
      graded,
      now,
    );
    if (created) {
      const answers = graded
        .map((a) => ({ ...a, student_quiz_id: created.id, position: byId.get(a.quiz_question_id)!.position }))
        .sort((a, b) => a.position - b.position);
      return { created: true, quiz: presentStudentQuiz(created, answers, canSeeSubmittedAnswers(user, created)) };
    }
    // Someone (this student, a moment earlier) already submitted: theirs stands.
    const stored = await repo.findAttemptWithAnswers(db, user.id, activity.id);
    if (!stored) throw new Error('the stored quiz attempt could not be read back');
    const { answers: storedAnswers, ...row } = stored;
    const answers = storedAnswers
      .map((a) => ({
        ...a,
        student_quiz_id: row.id,
        date_answered: new Date(a.date_answered),
        position: byId.get(a.quiz_question_id)?.position ?? 0,
      }))
      .sort((a, b) => a.position - b.position);
    return { created: false, quiz: presentStudentQuiz(row, answers, canSeeSubmittedAnswers(user, row)) };
  };
  // A double submit in this process waits for the first and answers 200 with its attempt.
  return submitting(`${user.id}:${activity.id}`, storeAttempt, (first) => ({ created: false, quiz: first.quiz }));
}

/** GET /api/v3/studentquiz/ (API-17): a student's own attempts, or a student's the reader may see. */
export async function listStudentQuizzes(
  db: Db,
  user: AuthUser,
  q: { associated_content_id?: string | undefined; quiz_id?: number | undefined; student_id?: number | undefined },
): Promise<StudentQuizList> {
  const studentId = await studentWhoseWork(db, user, q.student_id);
  if (studentId === null) return { results: [] };
  const rows = await repo.findAttempts(db, {
    studentId,
    contentId: q.associated_content_id === undefined ? undefined : Number(q.associated_content_id),
    activityId: q.quiz_id,
  });
  return { results: await present(db, user, rows) };
}

/** POST /api/v3/quiz/{id}/question/{questionId}/flag/ (QUIZ-32, API-19). */
export async function flagQuestion(
  db: Db,
  user: AuthUser,
  activityId: number,
  questionId: number,
  message: string,
): Promise<QuestionFlag> {
  if (!canFlagQuestion(user)) throw forbidden('Only teachers report quiz questions.');
  const activity = await quizActivity(db, activityId);
  await readableArticle(db, user, activity.content_id);
  const questions = await repo.questionsOf(db, activity.id);
  if (!questions.some((q) => q.id === questionId)) throw notFound('That question is not a question of this quiz.');
  const { id } = await repo.insertFlag(db, {
    activity_id: activity.id,
    quiz_question_id: questionId,
    message,
    reported_by: user.id,
  });
  return presentFlag((await repo.listFlags(db, { id, limit: 1 }))[0]!);
}

/** GET /api/v3/quiz-question-flags/: the newest reports, for content staff. */
export async function listQuestionFlags(db: Db, user: AuthUser): Promise<QuestionFlagList> {
  if (!canListQuestionFlags(user)) throw forbidden('Only staff read question reports.');
  return { results: (await repo.listFlags(db, { limit: 200 })).map(presentFlag) };
}
