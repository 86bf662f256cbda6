import { useId, useState } from 'react';
import { POLL_TEXT } from '@lectern/domain';
import { ApiError } from '../../lib/api.js';
import { PlainButton } from '../../ui/plain-button.js';
import { useAnswerPoll, usePoll } from './api.js';
import { PollResults } from './poll-results.js';
import s from './polls.module.css';

/**
 * The student's poll block (POLL-03, POLL-12, POLL-13): "Choose a response", a choice and Send;
 * the answer is posted, the poll fetched again and shown as results ("See poll results"), and
 * the button reads "Sent", disabled. A teacher previewing as a student sees the same, without Send.
 */
export function StudentPoll({ pollId, userId, canAnswer }: { pollId: number; userId: number; canAnswer: boolean }) {
  const id = useId();
  const poll = usePoll(pollId);
  const answer = useAnswerPoll(pollId);
  const [choice, setChoice] = useState<number | null>(null);
  if (!poll.data) return null;
  const p = poll.data;
  // A teacher viewing as a student sees the poll as their students first do, without Send.
  const results = canAnswer && p.can_see_results;
  // POLL-13: disabled once the results show, for a teacher, and for a template.
  const sendDisabled = results || !canAnswer || p.is_template || choice === null || answer.isPending;
  const refused = answer.error instanceof ApiError ? answer.error : null;

  return (
    <section className={s.block} aria-labelledby={`${id}-title`}>
      <header className={s.header}>
        <h2 id={`${id}-title`} className={s.title}>
          {results ? POLL_TEXT.resultsTitle : POLL_TEXT.studentTitle}
        </h2>
      </header>
      {results ? (
        <PollResults poll={p} viewer={{ kind: 'student', userId }} />
      ) : (
        <fieldset className={s.choicesField}>
          <legend className={s.question}>{p.data.question}</legend>
          <div className={s.voteOptions}>
            {p.data.choices.map((c) => (
              <label key={c.choice_id} className={s.voteOption}>
                <input
                  type="radio"
                  name={`${id}-choice`}
                  value={c.choice_id}
                  checked={choice === c.choice_id}
                  disabled={!canAnswer}
                  onChange={() => setChoice(c.choice_id)}
                />
                <span>{c.text}</span>
              </label>
            ))}
          </div>
        </fieldset>
      )}
      {refused && (
        <p className={refused.code === 'already_voted' ? s.note : s.fieldError} role="alert">
          {refused.message}
        </p>
      )}
      <div className={s.actions}>
        <PlainButton disabled={sendDisabled} onClick={() => choice !== null && answer.mutate(choice)}>
          {results ? POLL_TEXT.sent : answer.isPending ? 'Sending…' : POLL_TEXT.send}
        </PlainButton>
      </div>
    </section>
  );
}
