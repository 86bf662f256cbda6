import sanitizeHtml from 'sanitize-html';
import {
  displayName,
  quizOptionIds,
  type QuestionFlag,
  type QuestionMetadataEntry,
  type Quiz,
  type QuizQuestion,
  type StudentQuiz,
} from '@lectern/domain';
import type { AnswerRow, FlagRow, QuestionRow, StudentQuizRow } from './quizzes.repository.js';

const iso = (d: Date | string) => new Date(d).toISOString();

/** Question and option text are plain text in the corpus: the HTML form escapes every markup character. */
const escapeHtml = (text: string) =>
  sanitizeHtml(text, { allowedTags: [], allowedAttributes: {}, disallowedTagsMode: 'recursiveEscape' });

function metadataOf(q: QuestionRow): QuestionMetadataEntry[] {
  const standard: QuestionMetadataEntry[] =
    q.standard_id === null
      ? []
      : [
          {
            content_type: 'STANDARD',
            id: q.standard_id,
            data: { standard_title: q.standard_code ?? '', standard_description: q.standard_description ?? '' },
          },
        ];
  return [...standard, { content_type: 'READING_SKILLS', data: { name: q.reading_skill } }];
}

export function presentQuestion(q: QuestionRow, withAnswers: boolean): QuizQuestion {
  return {
    id: q.id,
    position: q.position,
    raw_question: q.question,
    html_question: escapeHtml(q.question),
    options: q.options.map((text, i) => ({
      id: quizOptionIds.option(q.id, i),
      position: i + 1,
      text: escapeHtml(text),
      raw_text: text,
      ...(withAnswers ? { is_correct: i === q.correct_index } : {}),
    })),
    metadata: metadataOf(q),
  };
}

export function presentQuiz(input: {
  activityId: number;
  contentId: number;
  levelId: number;
  grade: number;
  questions: QuestionRow[];
  withAnswers: boolean;
}): Quiz {
  return {
    id: input.activityId,
    content_id: String(input.contentId),
    article_level_id: input.levelId,
    grade_band: input.grade,
    answers_included: input.withAnswers,
    questions: input.questions.map((q) => presentQuestion(q, input.withAnswers)),
  };
}

/** One attempt; the correct option ids are left out (null) when the reader may not see them. */
export function presentStudentQuiz(row: StudentQuizRow, answers: AnswerRow[], showCorrect: boolean): StudentQuiz {
  return {
    id: row.id,
    quiz: { id: row.activity_id },
    quiz_id: row.activity_id,
    student_id: row.student_id,
    associated_content_id: String(row.content_id),
    article_level_id: row.article_level_id,
    grade_band: row.grade_band,
    assignment_ids: row.assignment_ids,
    date_started: iso(row.date_started),
    date_completed: iso(row.date_completed),
    correct_count: row.correct_count,
    question_count: row.question_count,
    tokens_earned: row.tokens_earned,
    answers: answers
      .filter((a) => a.student_quiz_id === row.id)
      .map((a) => ({
        quiz_question_id: a.quiz_question_id,
        value: a.value,
        correct_answer: showCorrect ? a.correct_answer : null,
        is_correct: a.is_correct,
        date_answered: iso(a.date_answered),
      })),
  };
}

export function presentFlag(row: FlagRow): QuestionFlag {
  return {
    id: row.id,
    activityId: row.activity_id,
    questionId: row.question_id,
    activity_type: row.activity_type === 'GUIDED_HIGHLIGHTING_QUIZ' ? 'GUIDED_HIGHLIGHTING_QUIZ' : 'QUIZ',
    level_id: row.article_level_id,
    message: row.message,
    reported_by: { id: row.reporter_id, display_name: displayName(row) },
    content_id: String(row.content_id),
    question_text: row.question,
    date_created: iso(row.date_created),
  };
}
