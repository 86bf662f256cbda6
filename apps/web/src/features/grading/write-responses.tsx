import { useCallback, useEffect, useId, useMemo, useRef, useState, type RefObject } from 'react';
import { useQuery } from '@tanstack/react-query';
import {
  DEFAULT_RUBRIC,
  formatDate,
  WRITE_LIMITS,
  type GradingStudent,
  type ReviewBody,
  type WritePrompt,
  type WriteResponse,
} from '@lectern/domain';
import { classroomsQuery } from '../../lib/classrooms.js';
import { PlainButton } from '../../ui/plain-button.js';
import { SubmitButton } from '../../ui/submit-button.js';
import { scoresExportLink, useClassResponses, useGradingPrompts, useReviewResponse } from './api.js';
import s from './write-responses.module.css';

/** One student of one class, with their latest response there. */
interface Entry {
  key: string;
  student: GradingStudent;
  classroom: { unique_id: string; name: string };
  response: WriteResponse | undefined;
}

/** The review form of one response, kept while the teacher moves between students. */
interface ReviewForm {
  score: number | null;
  text: string;
  requestRevision: boolean;
}

const formOf = (r: WriteResponse): ReviewForm => ({
  score: r.review?.score ?? null,
  text: r.review?.text ?? '',
  requestRevision: r.review?.date_revision_requested != null,
});

const submitted = (r: WriteResponse | undefined): r is WriteResponse => r !== undefined && r.date_completed !== null;

/** What the student list says of a student's response. */
function entryStatus(r: WriteResponse | undefined): {
  label: string;
  tone: 'none' | 'draft' | 'todo' | 'saved' | 'shared' | 'revise';
} {
  if (!r) return { label: 'Not started', tone: 'none' };
  if (r.date_completed === null) return { label: 'Writing', tone: 'draft' };
  const review = r.review;
  if (!review) return { label: 'To review', tone: 'todo' };
  if (review.date_revision_requested) return { label: 'Revision requested', tone: 'revise' };
  const score = review.score === null ? 'Feedback' : `${review.score}/${WRITE_LIMITS.maxScore}`;
  return review.date_shared ? { label: `${score} · shared`, tone: 'shared' } : { label: `${score} · not shared`, tone: 'saved' };
}

const RANK: Record<ReturnType<typeof entryStatus>['tone'], number> = {
  todo: 0,
  saved: 1,
  revise: 2,
  shared: 3,
  draft: 4,
  none: 5,
};

const words = (text: string) => text.split(/\s+/u).filter(Boolean).length;

/** Whether a key press belongs to a field (j and k are typed there, not shortcuts). */
const inField = (target: EventTarget | null) =>
  target instanceof HTMLElement && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

/**
 * The written responses on the grading page (WRITE-24, WRITE-25): the students shown (the page's
 * class filter and scope apply), each one's response beside the prompt and the article, and the
 * review — a score out of 4 against the prompt's scoring guide, feedback, a revision request —
 * saved and shared with the student. Next and previous student (or J and K) move without a reload;
 * each class's scores download as CSV.
 */
export function WrittenResponses({
  contentId,
  articleTitle,
  students,
  classFilter,
}: {
  contentId: string;
  articleTitle: string;
  /** The report's students as the page shows them (its scope and class filter applied). */
  students: GradingStudent[];
  /** The page's class filter (a class name), '' for all. */
  classFilter: string;
}) {
  const headingId = useId();
  const classes = useQuery(classroomsQuery);
  const prompts = useGradingPrompts(contentId);
  const names = new Set(students.flatMap((st) => st.classrooms));
  const shownClasses = (classes.data ?? [])
    .filter((c) => names.has(c.name) && (classFilter === '' || c.name === classFilter))
    .sort((a, b) => a.name.localeCompare(b.name));
  const responses = useClassResponses(
    contentId,
    shownClasses.map((c) => c.unique_id),
  );
  const loading = classes.isPending || responses.some((q) => q.isPending);
  const failed = classes.isError || responses.some((q) => q.isError);

  const entries: Entry[] = [];
  shownClasses.forEach((c, i) => {
    const list = responses[i]?.data?.results ?? [];
    for (const st of students.filter((x) => x.classrooms.includes(c.name))) {
      const response = list.filter((r) => r.student.id === st.user_id).sort((a, b) => b.id - a.id)[0];
      entries.push({ key: `${c.unique_id}:${st.user_id}`, student: st, classroom: c, response });
    }
  });
  // What waits for the teacher comes first: to review, then reviewed, then still writing, then not started.
  entries.sort((a, b) => RANK[entryStatus(a.response).tone] - RANK[entryStatus(b.response).tone]);
  const reviewable = entries.filter((e) => submitted(e.response));

  const [selectedKey, setSelectedKey] = useState<string | null>(null);
  const selected = entries.find((e) => e.key === selectedKey) ?? reviewable[0] ?? entries[0];
  const [forms, setForms] = useState<Record<number, ReviewForm>>({});
  const detailHeading = useRef<HTMLHeadingElement>(null);

  // Next and previous go through the submitted responses, in the list's order.
  const step = useCallback(
    (by: 1 | -1, focusHeading = false) => {
      if (!selected || reviewable.length === 0) return;
      const order = entries.map((e) => e.key);
      const at = order.indexOf(selected.key);
      const candidates = by === 1 ? entries.slice(at + 1) : entries.slice(0, at).reverse();
      const next = candidates.find((e) => submitted(e.response));
      if (!next) return;
      setSelectedKey(next.key);
      if (focusHeading) setTimeout(() => detailHeading.current?.focus(), 0);
    },
    [entries, reviewable.length, selected],
  );
  const hasNext = selected ? entries.slice(entries.indexOf(selected) + 1).some((e) => submitted(e.response)) : false;
  const hasPrevious = selected ? entries.slice(0, entries.indexOf(selected)).some((e) => submitted(e.response)) : false;

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.altKey || e.ctrlKey || e.metaKey || inField(e.target)) return;
      if (e.key === 'j') step(1, true);
      else if (e.key === 'k') step(-1, true);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [step]);

  const rubricOf = useMemo(() => {
    const own: WritePrompt[] = prompts.data?.results ?? [];
    return (r: WriteResponse) => own.find((p) => p.id === r.prompt_content_id)?.rubric ?? DEFAULT_RUBRIC;
  }, [prompts.data]);

  const submittedCount = reviewable.length;
  return (
    <section className={s.card} aria-labelledby={headingId}>
      <div className={s.header}>
        <div>
          <h2 id={headingId} className={s.heading}>
            Written responses
          </h2>
          {!loading && !failed && (
            <p className={s.count}>
              {submittedCount} of {entries.length} submitted
            </p>
          )}
        </div>
        {shownClasses.length > 0 && (
          <ul className={s.downloads}>
            {shownClasses.map((c) => (
              <li key={c.unique_id}>
                <a className={s.download} href={scoresExportLink(contentId, c.unique_id)} download>
                  Download scores (CSV)
                  {shownClasses.length > 1 && <span className={s.downloadClass}>{c.name}</span>}
                </a>
              </li>
            ))}
          </ul>
        )}
      </div>
      {loading ? (
        <p className="muted">Loading responses…</p>
      ) : failed ? (
        <p role="alert">We couldn’t load the written responses. Please try again.</p>
      ) : entries.length === 0 || !selected ? (
        <p className="muted">No students to show.</p>
      ) : (
        <div className={s.layout}>
          <nav className={s.studentNav} aria-label="Written responses by student">
            <ul className={s.studentList}>
              {entries.map((e) => {
                const status = entryStatus(e.response);
                return (
                  <li key={e.key}>
                    <button
                      type="button"
                      className={s.studentButton}
                      aria-current={e.key === selected.key ? 'true' : undefined}
                      aria-label={`${e.student.display_name}${shownClasses.length > 1 ? ` (${e.classroom.name})` : ''}, ${status.label}`}
                      onClick={() => setSelectedKey(e.key)}
                    >
                      <span className={s.studentName}>
                        {e.student.display_name}
                        {shownClasses.length > 1 && <span className={s.studentClass}>{e.classroom.name}</span>}
                      </span>
                      <span className={s[`chip_${status.tone}`]}>{status.label}</span>
                    </button>
                  </li>
                );
              })}
            </ul>
          </nav>
          <ResponseDetail
            key={selected.key}
            contentId={contentId}
            articleTitle={articleTitle}
            entry={selected}
            headingRef={detailHeading}
            rubric={selected.response ? rubricOf(selected.response) : DEFAULT_RUBRIC}
            form={selected.response ? (forms[selected.response.id] ?? formOf(selected.response)) : null}
            onFormChange={(form) => selected.response && setForms((f) => ({ ...f, [selected.response!.id]: form }))}
            onSaved={(r) =>
              setForms((f) => {
                const next = { ...f };
                delete next[r.id];
                return next;
              })
            }
            hasPrevious={hasPrevious}
            hasNext={hasNext}
            onPrevious={() => step(-1)}
            onNext={() => step(1)}
          />
        </div>
      )}
    </section>
  );
}

function ResponseDetail({
  contentId,
  articleTitle,
  entry,
  headingRef,
  rubric,
  form,
  onFormChange,
  onSaved,
  hasPrevious,
  hasNext,
  onPrevious,
  onNext,
}: {
  contentId: string;
  articleTitle: string;
  entry: Entry;
  headingRef: RefObject<HTMLHeadingElement | null>;
  rubric: readonly string[];
  form: ReviewForm | null;
  onFormChange: (form: ReviewForm) => void;
  onSaved: (response: WriteResponse) => void;
  hasPrevious: boolean;
  hasNext: boolean;
  onPrevious: () => void;
  onNext: () => void;
}) {
  const id = useId();
  const review = useReviewResponse(contentId);
  const [done, setDone] = useState<string | null>(null);
  const r = entry.response;
  const name = entry.student.display_name;
  const review0 = r?.review ?? null;
  const shared = review0?.date_shared != null;

  // A review says something: a score, feedback or a revision request.
  const blank = form !== null && form.score === null && form.text.trim() === '' && !form.requestRevision;
  const save = (share: boolean) => {
    if (!r || !form || blank) return;
    setDone(null);
    const body: ReviewBody = { score: form.score, text: form.text, share, request_revision: form.requestRevision };
    review.mutate(
      { responseId: r.id, body },
      {
        onSuccess: (saved) => {
          onSaved(saved);
          setDone(share ? `Review shared with ${name}.` : 'Review saved. It isn’t shared yet.');
        },
      },
    );
  };

  return (
    <article className={s.detail} aria-labelledby={`${id}-name`}>
      <div className={s.detailHeader}>
        <div>
          <h3 id={`${id}-name`} className={s.detailName} ref={headingRef} tabIndex={-1}>
            {name}
          </h3>
          <p className={s.detailMeta}>
            {entry.classroom.name}
            {r?.date_completed ? ` · Submitted ${formatDate(r.date_completed)}` : ''}
            {r ? ` · ${words(r.text)} ${words(r.text) === 1 ? 'word' : 'words'}` : ''}
          </p>
        </div>
        <div className={s.stepButtons}>
          <PlainButton
            variant="secondary"
            onClick={onPrevious}
            disabled={!hasPrevious}
            aria-keyshortcuts="k"
            aria-label="Previous student"
          >
            <span aria-hidden="true">‹</span> Previous<span className={s.stepWord}> student</span>
          </PlainButton>
          <PlainButton variant="secondary" onClick={onNext} disabled={!hasNext} aria-keyshortcuts="j" aria-label="Next student">
            Next<span className={s.stepWord}> student</span> <span aria-hidden="true">›</span>
          </PlainButton>
        </div>
      </div>
      <p className={s.shortcutHint}>
        Tip: press <kbd>J</kbd> for the next student and <kbd>K</kbd> for the previous one.
      </p>
      <div className={s.promptBox}>
        <p className={s.promptLabel}>Prompt · {articleTitle}</p>
        <p className={s.promptText}>{r?.prompt_text ?? 'No response yet, so no prompt to show.'}</p>
      </div>
      {!r ? (
        <p className="muted">{name} hasn’t started a response yet.</p>
      ) : (
        <>
          {r.date_completed === null && (
            <p className={s.draftNote}>Still writing: this draft isn’t submitted yet, so it can’t be reviewed.</p>
          )}
          <div className={s.responseText} role="region" aria-label={`${name}’s response`} tabIndex={0}>
            {r.text || <span className="muted">(empty)</span>}
          </div>
        </>
      )}
      {r && r.date_completed !== null && form && (
        <div className={s.reviewForm}>
          <fieldset className={s.scoreSet}>
            <legend className={s.legend}>Score (out of {WRITE_LIMITS.maxScore})</legend>
            <div className={s.scoreOptions}>
              {[4, 3, 2, 1, 0].map((n) => (
                <label key={n} className={s.scoreOption}>
                  <input
                    type="radio"
                    name={`${id}-score`}
                    value={n}
                    checked={form.score === n}
                    onChange={() => onFormChange({ ...form, score: n })}
                  />
                  <span className={s.scoreNumber}>{n}</span>{' '}
                  <span className={s.scoreText}>{n === 0 ? 'Doesn’t answer the prompt yet.' : rubric[n - 1]}</span>
                </label>
              ))}
              <label className={s.scoreOption}>
                <input
                  type="radio"
                  name={`${id}-score`}
                  value=""
                  checked={form.score === null}
                  onChange={() => onFormChange({ ...form, score: null })}
                />
                <span className={s.scoreNumber} aria-hidden="true">
                  –
                </span>{' '}
                <span className={s.scoreText}>No score: feedback only (the student may write a new response).</span>
              </label>
            </div>
          </fieldset>
          <div className={s.field}>
            <label htmlFor={`${id}-feedback`} className={s.legend}>
              Feedback
            </label>
            <textarea
              id={`${id}-feedback`}
              className={s.feedbackInput}
              rows={4}
              maxLength={WRITE_LIMITS.feedbackMax}
              value={form.text}
              onChange={(e) => onFormChange({ ...form, text: e.target.value })}
            />
          </div>
          <label className={s.revisionCheck}>
            <input
              type="checkbox"
              checked={form.requestRevision}
              onChange={(e) => onFormChange({ ...form, requestRevision: e.target.checked })}
            />
            Request a revision
            <span className={s.revisionHint}>The student then writes a new response.</span>
          </label>
          {review.error && (
            <p className={s.error} role="alert">
              {review.error.message}
            </p>
          )}
          <p className={s.reviewState} role="status">
            {done ??
              (shared
                ? `Shared with ${name} on ${formatDate(review0.date_shared!)}.`
                : review0
                  ? 'Saved, not shared with the student yet.'
                  : '')}
          </p>
          <div className={s.reviewActions}>
            {!shared && (
              <SubmitButton
                type="button"
                variant="secondary"
                pending={review.isPending}
                disabled={blank}
                onClick={() => save(false)}
              >
                Save review
              </SubmitButton>
            )}
            <SubmitButton
              type="button"
              pending={review.isPending}
              pendingLabel="Saving…"
              disabled={blank}
              onClick={() => save(true)}
            >
              {shared ? 'Update shared review' : 'Share review with student'}
            </SubmitButton>
          </div>
        </div>
      )}
    </article>
  );
}
