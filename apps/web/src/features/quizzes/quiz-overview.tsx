import {
  questionTitle,
  quizSelectionNotice,
  readingSkillOf,
  readingSkillSelection,
  standardOf,
  toggleQuizSelection,
  type QuizQuestion,
} from '@lectern/domain';
import { byPosition } from './quiz-parts.js';
import parts from './quiz-parts.module.css';
import s from './quiz-overview.module.css';

/**
 * QUIZ-23 … QUIZ-25, QUIZ-30, QUIZ-31: what assigning the quiz would assess, the reading skills,
 * and one item per question, each of which can be checked or unchecked.
 */
export function QuizOverview({
  questions,
  selected,
  onChange,
}: {
  questions: QuizQuestion[];
  selected: number[];
  onChange: (ids: number[]) => void;
}) {
  const chosen = new Set(selected);
  const skills = readingSkillSelection(questions, selected);
  return (
    <div className={s.overview}>
      <p className={selected.length === 0 ? parts.noticeWarn : parts.notice} role="status">
        {quizSelectionNotice(questions, selected)}
      </p>
      {skills.length > 0 && (
        <fieldset className={s.skills}>
          <legend className={parts.sectionLabel}>Reading skills</legend>
          <div className={s.skillList}>
            {skills.map((k) => (
              <label key={k.skill} className={k.isReadingSkillSelected ? s.skillOn : s.skill}>
                <input
                  type="checkbox"
                  className={s.checkbox}
                  checked={k.isReadingSkillSelected}
                  ref={(el) => {
                    if (el) el.indeterminate = k.partial;
                  }}
                  onChange={(e) =>
                    onChange(toggleQuizSelection(questions, selected, { skill: k.skill, selected: e.target.checked }))
                  }
                />
                {k.skill}
              </label>
            ))}
          </div>
        </fieldset>
      )}
      <h3 className={parts.sectionLabel} id="quiz-overview-questions">
        Questions
      </h3>
      <ol className={s.questionList} aria-labelledby="quiz-overview-questions">
        {byPosition(questions).map((q, i) => {
          const id = `quiz-question-${q.id}`;
          const skill = readingSkillOf(q);
          const standard = standardOf(q);
          return (
            <li key={q.id} className={chosen.has(q.id) ? s.questionItem : s.questionItemOff}>
              <input
                id={id}
                type="checkbox"
                className={s.checkbox}
                checked={chosen.has(q.id)}
                onChange={(e) =>
                  onChange(toggleQuizSelection(questions, selected, { questionId: q.id, selected: e.target.checked }))
                }
              />
              <div className={s.questionBody}>
                <label htmlFor={id} className={s.questionLabel}>
                  <span className={parts.questionNumber}>{questionTitle(i + 1)}</span>
                  {q.raw_question}
                </label>
                {(skill || standard) && (
                  <div className={parts.tags}>
                    {skill && <span className={parts.skillTag}>{skill}</span>}
                    {standard && (
                      <span className={parts.standardTag} title={standard.description}>
                        {standard.title}
                      </span>
                    )}
                  </div>
                )}
              </div>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
