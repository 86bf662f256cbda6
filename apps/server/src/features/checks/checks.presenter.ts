import type { CheckAnswer, UnderstandingCheck } from '@lectern/domain';
import type { CheckAnswerRow, CheckRow } from './checks.repository.js';

export function presentAnswer(
  a: Pick<CheckAnswerRow, 'choice_index' | 'is_correct' | 'date_answered'>,
  correct: number,
): CheckAnswer {
  return {
    choice: a.choice_index,
    is_correct: a.is_correct,
    correct_choice: correct,
    date_answered: new Date(a.date_answered).toISOString(),
  };
}

/** One check: the answer key only with `withKey`; a student's own answer (which names the right choice) once given. */
export function presentCheck(c: CheckRow, withKey: boolean, answer: CheckAnswerRow | undefined): UnderstandingCheck {
  return {
    id: c.id,
    position: c.position,
    after_block: c.after_block,
    question: c.question,
    options: c.options.map((text, id) => ({ id, text })),
    ...(withKey ? { correct_choice: c.correct_index } : {}),
    answer: answer ? presentAnswer(answer, c.correct_index) : null,
  };
}
