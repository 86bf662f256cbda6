import type { ArticleLevel, Content, Me } from '@lectern/domain';
import { ActivityLoadError } from '../../activities/load-error.js';
import { usePowerWordsQuiz, useVocabularyAnswers } from './api.js';
import type { Result } from './power-words-parts.js';
import { StudentPowerWords } from './student-power-words.js';
import { TeacherPowerWords } from './teacher-power-words.js';

export interface PowerWordsPanelProps {
  me: Me;
  content: Content;
  level: ArticleLevel;
  /** The POWER_WORDS_ACTIVITY id (powerWordsActivityId in the query). */
  activityId: number;
  asStudent: boolean;
  presentMode: boolean;
}

/**
 * The Power Words panel body (PW-01 … PW-15). Students answer one question at a time; each answer
 * is saved at once and locks the question. A teacher (not in "View as student") gets the compact
 * preview with the answers marked; in present mode the answers start hidden behind a toggle.
 */
export function PowerWordsPanel({ me, content, level, activityId, asStudent, presentMode }: PowerWordsPanelProps) {
  const quiz = usePowerWordsQuiz(activityId, level.id);
  const saves = me.isStudent;
  const answers = useVocabularyAnswers(content.id, saves);

  if (quiz.isError || (saves && answers.isError)) return <ActivityLoadError />;
  if (quiz.isPending || (saves && answers.isPending)) return <p className="muted">Loading Power Words…</p>;
  const questions = [...quiz.data.questions].sort((a, b) => a.position - b.position);
  if (questions.length === 0) return <p className="muted">There are no Power Words for this level yet.</p>;

  if (!me.isStudent && !asStudent) return <TeacherPowerWords questions={questions} presentMode={presentMode} />;

  const stored: Record<number, Result> = {};
  // A student is sent a word's headword only once they have answered it (it is often the answer):
  // an answer made since the questions loaded names it.
  const headwords = new Map<number, string>();
  for (const a of answers.data?.results ?? []) {
    stored[a.question.id] = {
      chosen: a.answer_choice.content_id,
      correct: a.correct_choice.content_id,
      is_correct: a.is_correct,
    };
    headwords.set(a.question.id, a.question.article_word.headword);
  }
  const named = questions.map((q) =>
    q.article_word.headword !== undefined || !headwords.has(q.id)
      ? q
      : { ...q, article_word: { ...q.article_word, headword: headwords.get(q.id) } },
  );
  return <StudentPowerWords me={me} content={content} level={level} activityId={activityId} questions={named} stored={stored} />;
}
