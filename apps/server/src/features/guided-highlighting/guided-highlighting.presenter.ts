import { textOf, type BlockRange, type FeedbackReport, type GuidedHighlightingQuestion } from '@lectern/domain';
import type { AnswerRow, FeedbackRow, QuestionRow } from './guided-highlighting.repository.js';

/** The answer passage of a question as a block range. */
export const answerRange = (
  q: Pick<QuestionRow, 'answer_start_block' | 'answer_start_offset' | 'answer_end_block' | 'answer_end_offset'>,
): BlockRange => ({
  start: q.answer_start_block,
  startoffset: q.answer_start_offset,
  end: q.answer_end_block,
  endoffset: q.answer_end_offset,
});

const selectedRange = (a: AnswerRow): BlockRange => ({
  start: a.start_block,
  startoffset: a.start_offset,
  end: a.end_block,
  endoffset: a.end_offset,
});

/**
 * One question for one reader (GH-05). The suggested answer and the answer passage go to readers
 * who may see the answer key (QUIZ-29's rule) and to a student once the question is completed
 * (GH-08), never before; `reported` and `liked` are the reader's own rating.
 */
export function presentQuestion(
  q: QuestionRow,
  blocks: readonly string[],
  opts: { withKey: boolean; answer: AnswerRow | undefined; reaction: 'thumbs_up' | 'thumbs_down' | undefined },
): GuidedHighlightingQuestion {
  const a = opts.answer;
  const completed = a?.status === 'completed';
  const reveal = opts.withKey || completed;
  const range = answerRange(q);
  return {
    id: q.id,
    position: q.position,
    question: q.question,
    readingSkill: q.reading_skill,
    status: a?.status ?? 'initial',
    tokensEarned: a?.tokens ?? 0,
    selectedText: a?.selected_text ?? null,
    isCorrect: a?.is_correct ?? null,
    attempt: a?.attempts ?? 0,
    suggestedAnswer: reveal ? { content: q.suggested_answer } : null,
    reported: opts.reaction === 'thumbs_down',
    liked: opts.reaction === 'thumbs_up',
    selectedRange: a ? selectedRange(a) : null,
    answer: reveal ? { range, text: textOf(blocks, range) } : null,
  };
}

export function presentFeedback(f: FeedbackRow): FeedbackReport {
  return {
    id: f.id,
    reportSource: 'GuidedHighlightingQuestion',
    reaction: f.reaction,
    question_id: f.question_id,
    date_created: new Date(f.date_created).toISOString(),
  };
}
