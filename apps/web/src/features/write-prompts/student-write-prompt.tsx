import { useEffect, useId, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import {
  classCompleted,
  formatDate,
  mayRespondAgain,
  relativeTime,
  responseStatus,
  WRITE_LIMITS,
  WRITE_TEXT,
  type ArticleLevel,
  type Assignment,
  type Content,
  type Me,
  type StudentPromptClass,
  type WriteResponse,
} from '@lectern/domain';
import { buttonBarClass } from '../../activities/activity-parts.js';
import { ActivityLoadError } from '../../activities/load-error.js';
import { focusLater } from '../../lib/focus.js';
import { PlainButton } from '../../ui/plain-button.js';
import { SubmitButton } from '../../ui/submit-button.js';
import { storeResponse, useMyResponses, usePrompts } from './api.js';
import { draftStorageKey, useResponseDraft, type DraftState, type SubmitOutcome } from './use-response-draft.js';
import { PromptText, RubricList, useNow, wordCount } from './write-prompt-parts.js';
import s from './write-prompts.module.css';

export interface StudentWritePromptProps {
  me: Me;
  content: Content;
  level: ArticleLevel;
  /** The WRITE_PROMPT attachment (writePromptId), for the failure log. */
  activityId: number;
  /** The student's assignment of this article, if any: a response counts for it. */
  assignment: Assignment | null;
}

/** The student's latest response in a class (a new response after a review is the latest). */
const latestIn = (responses: readonly WriteResponse[], classroomId: string) =>
  responses.filter((r) => r.classroom_id === classroomId).sort((a, b) => b.id - a.id)[0];

/** The assignment a response in this class counts for: the student's, when it reaches them through this class or a group. */
function assignmentIdsFor(assignment: Assignment | null, classroomId: string, me: Me) {
  if (!assignment) return [];
  const inClass = assignment.assignment_classrooms.some((c) => c.unique_id === classroomId);
  const inGroup = assignment.assignment_groups.some((g) => g.users.some((u) => u.unique_id === me.unique_id));
  return inClass || inGroup ? [assignment.assignment_id] : [];
}

/** WRITE-12, WRITE-13: what the class list says of a class. */
function classStatus(latest: WriteResponse | undefined): { label: string; tone: 'none' | 'draft' | 'done' | 'revise' } {
  if (!latest) return { label: 'Not started', tone: 'none' };
  if (responseStatus(latest) === 'draft') return { label: 'Draft', tone: 'draft' };
  if (!classCompleted(latest)) return { label: 'Revision requested', tone: 'revise' };
  const review = latest.review;
  if (review && review.score !== null) return { label: `Completed · ${review.score}/${WRITE_LIMITS.maxScore}`, tone: 'done' };
  return { label: 'Completed', tone: 'done' };
}

/**
 * The student write-prompt view (WRITE-03, WRITE-11 … WRITE-23): the list of their classes, then
 * for the class in classroomId the editor (autosaved), the confirmation screen, and the submitted
 * response with the teacher's review once shared.
 */
export function StudentWritePrompt({ me, content, level, activityId, assignment }: StudentWritePromptProps) {
  const [query, setQuery] = useSearchParams();
  const prompts = usePrompts(content.id);
  const responses = useMyResponses(content.id, me.id);
  const classroomId = query.get('classroomId');
  const classes = prompts.data?.classes ?? [];

  const selectClass = (id: string | null) =>
    setQuery(
      (current) => {
        const next = new URLSearchParams(current);
        if (id === null) next.delete('classroomId');
        else next.set('classroomId', id);
        return next;
      },
      { replace: true },
    );

  // WRITE-03: with exactly one class, it is chosen on opening (once: Back still leads to the list).
  const chosenOnOpening = useRef(false);
  const onlyClass = prompts.data?.classes.length === 1 ? prompts.data.classes[0]!.classroom.unique_id : null;
  useEffect(() => {
    if (chosenOnOpening.current || !prompts.data) return;
    chosenOnOpening.current = true;
    if (onlyClass !== null && classroomId === null)
      setQuery(
        (current) => {
          const next = new URLSearchParams(current);
          next.set('classroomId', onlyClass);
          return next;
        },
        { replace: true },
      );
  }, [prompts.data, onlyClass, classroomId, setQuery]);

  if (prompts.isError || responses.isError) return <ActivityLoadError />;
  if (prompts.isPending || responses.isPending) return <p className="muted">{WRITE_TEXT.loading}</p>;
  if (classes.length === 0)
    return <p className="muted">Write prompts are answered for a class. Join your teacher’s class to answer this one.</p>;

  const entry = classroomId === null ? undefined : classes.find((c) => c.classroom.unique_id === classroomId);
  if (!entry)
    return (
      <ClassList
        classes={classes}
        responses={responses.data.results}
        query={query}
        unknownClass={classroomId !== null && onlyClass !== classroomId}
      />
    );
  return (
    <ClassResponse
      key={entry.classroom.unique_id}
      me={me}
      content={content}
      level={level}
      activityId={activityId}
      entry={entry}
      latest={latestIn(responses.data.results, entry.classroom.unique_id)}
      assignmentIds={assignmentIdsFor(assignment, entry.classroom.unique_id, me)}
      onBack={() => selectClass(null)}
    />
  );
}

/** WRITE-14 (1): "Select a class to respond to:", each class with where the student stands in it. */
function ClassList({
  classes,
  responses,
  query,
  unknownClass,
}: {
  classes: StudentPromptClass[];
  responses: WriteResponse[];
  query: URLSearchParams;
  unknownClass: boolean;
}) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const linkTo = (id: string) => {
    const next = new URLSearchParams(query);
    next.set('classroomId', id);
    return `?${next.toString()}`;
  };
  return (
    <div className={s.panel}>
      {unknownClass && <p className={s.quietNote}>That class isn’t one of yours. Choose one of your classes.</p>}
      <h3 className={s.stepHeading} ref={headingRef} tabIndex={-1}>
        {WRITE_TEXT.selectClass}
      </h3>
      <ul className={s.classList}>
        {classes.map((c) => {
          const status = classStatus(latestIn(responses, c.classroom.unique_id));
          return (
            <li key={c.classroom.unique_id}>
              <Link
                className={s.classLink}
                to={linkTo(c.classroom.unique_id)}
                replace
                aria-label={`${c.classroom.name}, ${status.label}`}
              >
                <span className={s.className}>{c.classroom.name}</span>
                <span className={s[`status_${status.tone}`]}>{status.label}</span>
                <span className={s.chevron} aria-hidden="true">
                  ›
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/** One class: the editor while the response is a draft, else the submitted response. */
function ClassResponse({
  me,
  content,
  level,
  activityId,
  entry,
  latest,
  assignmentIds,
  onBack,
}: {
  me: Me;
  content: Content;
  level: ArticleLevel;
  activityId: number;
  entry: StudentPromptClass;
  latest: WriteResponse | undefined;
  assignmentIds: number[];
  onBack: () => void;
}) {
  // WRITE-16: after a review that allows it, "Write a new response" opens an empty editor; it
  // stays open (whatever it saves becomes the latest) until that response is submitted.
  const [newAfter, setNewAfter] = useState<number | null>(null);
  const submitted = latest !== undefined && latest.date_completed !== null;
  if (submitted && newAfter !== latest.id)
    return (
      <SubmittedResponse
        entry={entry}
        response={latest}
        onBack={onBack}
        onNew={mayRespondAgain(latest) ? () => setNewAfter(latest.id) : undefined}
      />
    );
  return (
    <ResponseEditor
      // Opened once per class (and per new response): the autosave owns the text from then on.
      key={newAfter ?? 'first'}
      me={me}
      content={content}
      level={level}
      activityId={activityId}
      entry={entry}
      draft={latest && latest.date_completed === null ? latest : null}
      assignmentIds={assignmentIds}
      onBack={onBack}
    />
  );
}

/** WRITE-19, WRITE-22: the quiet line under the editor. */
function statusText(state: DraftState, now: Date): string {
  switch (state.kind) {
    case 'idle':
      return '';
    case 'saving':
      return 'Saving…';
    case 'saved':
      return `Draft saved ${relativeTime(state.at, now)}`;
    case 'retrying':
      return 'Not saved yet — we’ll keep trying';
    case 'tooLong':
      return 'Not saved yet — your response is too long';
    case 'refused':
      return `Not saved: ${state.message}`;
  }
}

function submitFailureText(outcome: Exclude<SubmitOutcome, { ok: true }>): string {
  switch (outcome.reason) {
    case 'empty':
      return 'Write your response before you submit it.';
    case 'tooLong':
      return WRITE_TEXT.responseTooLong;
    case 'unreachable':
      return 'We couldn’t submit your response because Lectern can’t be reached. Your writing is kept on this device: try again when you’re back online.';
    case 'refused':
      return `We couldn’t submit your response: ${outcome.message} Your writing is kept on this device.`;
    case 'submittedElsewhere':
      return 'This response was already submitted from another window, so that version stands.';
  }
}

/** WRITE-14 (3–5), WRITE-15, WRITE-17 … WRITE-21: the editor, then the confirmation screen. */
function ResponseEditor({
  me,
  content,
  level,
  activityId,
  entry,
  draft,
  assignmentIds,
  onBack,
}: {
  me: Me;
  content: Content;
  level: ArticleLevel;
  activityId: number;
  entry: StudentPromptClass;
  draft: WriteResponse | null;
  assignmentIds: number[];
  onBack: () => void;
}) {
  const id = useId();
  const qc = useQueryClient();
  const classroomId = entry.classroom.unique_id;
  const { text, setText, state, restored, submit } = useResponseDraft({
    storageKey: draftStorageKey(me.unique_id, content.id, classroomId),
    initial: draft,
    target: {
      article_id: content.id,
      classroom_id: classroomId,
      // A draft stays on the prompt it was begun on, even if the teacher has replaced it since.
      prompt_content_id: draft ? draft.prompt_content_id : (entry.prompt?.id ?? null),
      assignment_ids: assignmentIds,
    },
    onStored: (response) => storeResponse(qc, content.id, me.id, response),
  });
  const now = useNow(WRITE_LIMITS.draftClockMs);
  const [step, setStep] = useState<'write' | 'confirm'>('write');
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const editorRef = useRef<HTMLTextAreaElement>(null);
  const confirmRef = useRef<HTMLHeadingElement>(null);
  const empty = text.trim() === '';
  const words = wordCount(text);

  const toConfirm = () => {
    setFailure(null);
    setStep('confirm');
    focusLater(() => confirmRef.current);
  };
  const toEditor = () => {
    setStep('write');
    focusLater(() => editorRef.current);
  };

  const onSubmit = async () => {
    if (pending || empty) return;
    setPending(true);
    setFailure(null);
    const outcome = await submit();
    setPending(false);
    if (outcome.ok) return;
    // WRITE-23: logged with what identifies it; the student is told, and the draft stays.
    console.error(WRITE_TEXT.submitFailed, {
      activityId,
      contentId: content.id,
      levelId: level.id,
      userId: me.id,
      classroomId,
      assignmentIds,
      url: window.location.href,
      reason: outcome.reason,
      message: outcome.message,
    });
    setFailure(submitFailureText(outcome));
  };

  const status = statusText(state, now);
  const warn = state.kind === 'retrying' || state.kind === 'tooLong' || state.kind === 'refused';
  return (
    <div className={s.panel}>
      <div className={s.promptBox}>
        <p className={s.cardLabel}>
          {entry.classroom.name}
          {entry.prompt ? ` · from ${entry.prompt.teacher.first_name} ${entry.prompt.teacher.last_name}` : ''}
        </p>
        <PromptText text={draft?.prompt_text || entry.text} />
      </div>
      {step === 'write' ? (
        <>
          <div className={s.field}>
            <label htmlFor={`${id}-response`} className={s.label}>
              Your response
            </label>
            <textarea
              id={`${id}-response`}
              ref={editorRef}
              className={s.responseEditor}
              value={text}
              placeholder={WRITE_TEXT.placeholder}
              aria-describedby={`${id}-status ${id}-count`}
              spellCheck
              onChange={(e) => setText(e.target.value)}
            />
            <div className={s.editorFoot}>
              <p id={`${id}-status`} className={warn ? s.statusWarn : s.status} role="status" aria-live="polite">
                {status}
              </p>
              <p id={`${id}-count`} className={s.count}>
                {words} {words === 1 ? 'word' : 'words'}
              </p>
            </div>
            {state.kind === 'tooLong' && (
              <p className={s.fieldError} role="alert">
                {WRITE_TEXT.responseTooLong}
              </p>
            )}
            {restored && state.kind !== 'tooLong' && (
              <p className={s.quietNote}>We brought back the writing you left on this device.</p>
            )}
          </div>
          <div className={buttonBarClass}>
            <PlainButton variant="secondary" onClick={onBack}>
              Back
            </PlainButton>
            <PlainButton onClick={toConfirm}>Next</PlainButton>
          </div>
        </>
      ) : (
        <>
          <div className={s.confirm}>
            <h3 className={s.stepHeading} ref={confirmRef} tabIndex={-1}>
              {WRITE_TEXT.doubleCheck}
            </h3>
            <p>{WRITE_TEXT.noEditAfter}</p>
            <h4 className={s.subHeading}>Your response</h4>
            {empty ? (
              <p className="muted">You haven’t written anything yet.</p>
            ) : (
              <div className={s.responseText} tabIndex={0} role="region" aria-label="Your response">
                {text}
              </div>
            )}
            {failure && (
              <p className={s.fieldError} role="alert">
                {failure}
              </p>
            )}
          </div>
          <div className={buttonBarClass}>
            <PlainButton variant="secondary" onClick={toEditor}>
              Edit
            </PlainButton>
            <SubmitButton
              type="button"
              pending={pending}
              pendingLabel="Submitting…"
              disabled={empty}
              onClick={() => void onSubmit()}
            >
              Submit
            </SubmitButton>
          </div>
        </>
      )}
    </div>
  );
}

/** WRITE-14 (6), WRITE-16, WRITE-24: what the student sent and, once shared, the teacher's review. */
function SubmittedResponse({
  entry,
  response,
  onBack,
  onNew,
}: {
  entry: StudentPromptClass;
  response: WriteResponse;
  onBack: () => void;
  onNew: (() => void) | undefined;
}) {
  const headingId = useId();
  const review = response.review;
  return (
    <div className={s.panel}>
      <div className={s.promptBox}>
        <p className={s.cardLabel}>{entry.classroom.name}</p>
        <PromptText text={response.prompt_text || entry.text} />
      </div>
      {review ? (
        <section className={s.review} aria-labelledby={headingId}>
          <h3 id={headingId} className={s.reviewHeading}>
            Your teacher’s review
          </h3>
          {review.score !== null && (
            <p className={s.score}>
              <span className={s.scoreValue}>{review.score}</span>
              <span> out of {WRITE_LIMITS.maxScore}</span>
              <span className="visually-hidden"> points</span>
            </p>
          )}
          {review.score !== null && review.score > 0 && entry.rubric[review.score - 1] && (
            <p className={s.meta}>{entry.rubric[review.score - 1]}</p>
          )}
          {review.text && <p className={s.feedback}>{review.text}</p>}
          <p className={s.meta}>
            {review.teacher.user.first_name} {review.teacher.user.last_name}
            {review.date_shared ? ` · ${formatDate(review.date_shared)}` : ''}
          </p>
          {review.date_revision_requested && (
            <p className={s.revisionNote}>Your teacher asked you to revise it. Write a new response when you’re ready.</p>
          )}
        </section>
      ) : (
        <p className={s.quietNote}>Your teacher hasn’t shared a review yet.</p>
      )}
      <div>
        <h3 className={s.stepHeading}>Your response</h3>
        {response.date_completed && <p className={s.meta}>Submitted {formatDate(response.date_completed)}</p>}
      </div>
      <div className={s.responseText}>{response.text}</div>
      {review && review.score !== null && <RubricList rubric={entry.rubric} />}
      <div className={buttonBarClass}>
        <PlainButton variant="secondary" onClick={onBack}>
          Back to classes
        </PlainButton>
        {onNew && <PlainButton onClick={onNew}>Write a new response</PlainButton>}
      </div>
    </div>
  );
}
