import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { blankPollForm, POLL_TEXT, type Poll, type PollForm as PollFormValues } from '@lectern/domain';
import { ApiError } from '../../lib/api.js';
import { PlainButton } from '../../ui/plain-button.js';
import { pollQuery, usePoll, usePolls, useSavePoll } from './api.js';
import { PollForm } from './poll-form.js';
import { PollResults } from './poll-results.js';
import s from './polls.module.css';

/** The teacher's poll states (POLL-06): shown (not selected or selected), choosing, editing, creating. */
type Mode = 'show' | 'choose' | 'edit' | 'create';

export interface TeacherPollProps {
  articleId: string;
  /** The poll chosen on the page (the query's pollId, else the assignment's); null when none is. */
  selectedId: number | null;
  /** The poll the selected assignment includes, offered first when choosing another (POLL-08). */
  assignedId: number | null;
  /** How many students the selected assignment reaches, for "{n} of {total} responses". */
  responders: number | undefined;
  /** Changes whenever the selected assignment is saved: publishing it may open the poll's results. */
  assignmentStamp: string;
  onSelect: (pollId: number | null) => void;
}

const formOf = (poll: Poll): PollFormValues => ({ question: poll.data.question, choices: poll.data.choices.map((c) => c.text) });

/**
 * The teacher's poll block, titled "Add student poll to assignment" (POLL-01 … POLL-11): pick a
 * template or one's own poll, edit it or start from scratch; the builder's "Student poll" switch
 * then adds it to the assignment (ASSIGN-63). Once students can answer, the block shows the
 * results ("See poll results"), refreshed while they come in.
 */
export function TeacherPoll({ articleId, selectedId, assignedId, responders, assignmentStamp, onSelect }: TeacherPollProps) {
  const [mode, setMode] = useState<Mode>('show');
  const list = usePolls(articleId);
  const selected = usePoll(selectedId, { live: true });
  const save = useSavePoll(articleId);
  const poll = selectedId === null ? null : (selected.data ?? null);
  // A saved assignment may have made the poll answerable: ask again whether results show.
  const qc = useQueryClient();
  useEffect(() => {
    if (selectedId !== null && assignmentStamp !== '') void qc.invalidateQueries({ queryKey: pollQuery(selectedId).queryKey });
  }, [qc, selectedId, assignmentStamp]);
  const results = poll?.can_see_results === true && mode === 'show';
  const choosing = mode === 'choose' || (mode === 'show' && selectedId === null);

  const onSave = (form: PollFormValues) =>
    save.mutate(
      { poll: mode === 'edit' ? poll : null, form },
      {
        onSuccess: (saved) => {
          onSelect(saved.id);
          setMode('show');
        },
      },
    );
  const startForm = (next: 'edit' | 'create') => {
    save.reset();
    setMode(next);
  };

  let body;
  if (mode === 'edit' && poll) {
    body = (
      <PollForm
        initial={formOf(poll)}
        pending={save.isPending}
        error={save.error instanceof ApiError ? save.error.message : null}
        onSave={onSave}
        onCancel={() => setMode('show')}
      />
    );
  } else if (mode === 'create') {
    body = (
      <PollForm
        initial={blankPollForm()}
        pending={save.isPending}
        error={save.error instanceof ApiError ? save.error.message : null}
        onSave={onSave}
        onCancel={() => setMode('show')}
      />
    );
  } else if (choosing) {
    const polls = list.data?.results ?? [];
    const assigned = assignedId === null ? undefined : polls.find((p) => p.id === assignedId);
    const others = polls.filter((p) => p.id !== assignedId);
    const option = (p: Poll, note?: string) => (
      <li key={p.id}>
        <button
          type="button"
          className={s.pollOption}
          aria-current={p.id === selectedId ? 'true' : undefined}
          onClick={() => {
            onSelect(p.id);
            setMode('show');
          }}
        >
          <span className={s.pollOptionQuestion}>{p.data.question}</span>
          <span className={s.pollOptionNote}>
            {note ?? (p.is_template ? `${p.data.choices.length} responses` : `Your poll · ${p.data.choices.length} responses`)}
          </span>
        </button>
      </li>
    );
    body = (
      <>
        {list.isPending && <p className="muted">Loading polls…</p>}
        {list.isError && <p className={s.fieldError}>The polls aren’t loading. Please try again later.</p>}
        {polls.length > 0 && (
          <ul className={s.pollOptions} aria-label="Polls for this article">
            {assigned && option(assigned, 'On this assignment')}
            {others.map((p) => option(p))}
          </ul>
        )}
        <div className={s.actions}>
          <PlainButton variant="secondary" onClick={() => startForm('create')}>
            {POLL_TEXT.startFromScratch}
          </PlainButton>
          {mode === 'choose' && selectedId !== null && (
            <PlainButton variant="quiet" onClick={() => setMode('show')}>
              {POLL_TEXT.cancel}
            </PlainButton>
          )}
        </div>
      </>
    );
  } else if (!poll) {
    body = selected.isError ? (
      <>
        <p className={s.fieldError}>This poll isn’t available. Choose another poll.</p>
        <div className={s.actions}>
          <PlainButton variant="secondary" onClick={() => setMode('choose')}>
            {POLL_TEXT.chooseAnother}
          </PlainButton>
        </div>
      </>
    ) : (
      <p className="muted">Loading poll…</p>
    );
  } else {
    body = (
      <>
        {results ? (
          <PollResults poll={poll} viewer={{ kind: 'teacher' }} responders={responders} />
        ) : (
          <div className={s.preview}>
            <p className={s.question}>{poll.data.question}</p>
            <ul className={s.previewChoices}>
              {poll.data.choices.map((c) => (
                <li key={c.choice_id}>{c.text}</li>
              ))}
            </ul>
            <p className={s.hint}>
              {poll.id === assignedId
                ? 'This poll is on the selected assignment. Students can answer it once the assignment is published.'
                : 'To add this poll, assign the article (or open Assignment settings) and keep Student poll switched on.'}
            </p>
          </div>
        )}
        <div className={s.actions}>
          {!results && (
            <PlainButton variant="secondary" onClick={() => startForm('edit')}>
              {POLL_TEXT.editPoll}
            </PlainButton>
          )}
          <PlainButton variant="quiet" onClick={() => setMode('choose')}>
            {POLL_TEXT.chooseAnother}
          </PlainButton>
        </div>
      </>
    );
  }

  const title = results ? POLL_TEXT.resultsTitle : POLL_TEXT.teacherTitle;
  return (
    <section className={s.block} aria-labelledby="poll-block-title">
      <header className={s.header}>
        <h2 id="poll-block-title" className={s.title}>
          {title}
        </h2>
        {selectedId !== null && mode === 'show' && (
          <PlainButton variant="quiet" className={s.close} aria-label="Close poll" onClick={() => onSelect(null)}>
            <span aria-hidden="true">×</span>
          </PlainButton>
        )}
      </header>
      {body}
    </section>
  );
}
