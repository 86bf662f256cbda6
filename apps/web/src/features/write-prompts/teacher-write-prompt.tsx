import { useId, useRef, useState, type FormEvent, type RefObject } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import {
  algorithmOutputToPrompts,
  canSavePrompt,
  DEFAULT_RUBRIC,
  nextPromptIndex,
  WRITE_LIMITS,
  WRITE_TEXT,
  type ArticleLevel,
  type Content,
  type Me,
  type WritePrompt,
} from '@lectern/domain';
import { ApiError } from '../../lib/api.js';
import { classroomsQuery } from '../../lib/classrooms.js';
import { focusLater } from '../../lib/focus.js';
import { buttonClass, PlainButton } from '../../ui/plain-button.js';
import { SubmitButton } from '../../ui/submit-button.js';
import { useGeneratedPrompts, usePrompts, useSavePrompt } from './api.js';
import { PromptText, RubricList } from './write-prompt-parts.js';
import s from './write-prompts.module.css';

type Rubric = [string, string, string, string];

/** The edit state (WRITE-05): the prompt being changed (null: a new one) and the form's values. */
interface Editing {
  promptId: number | null;
  text: string;
  /** The classes it is for; null: every class (a new prompt's default, whenever the classes arrive). */
  classIds: string[] | null;
  rubric: Rubric;
}

/**
 * The prompt-management view (WRITE-01, WRITE-02, WRITE-05 … WRITE-10). A teacher sees their
 * prompt on the article (or, without one, the article's first generated prompt, which their
 * classes answer meanwhile) with Edit, Cancel and Save, the classes it is for and its scoring
 * guide, and the section "Or try this write prompt" with the generated prompts. A parent picks
 * and words a prompt for writing at home: nothing is saved for a class.
 */
export function TeacherWritePrompt({ me, content, level }: { me: Me; content: Content; level: ArticleLevel }) {
  const teacher = me.isTeacher;
  const prompts = usePrompts(content.id);
  const generated = useGeneratedPrompts(content.id, level.id);
  const classes = useQuery({ ...classroomsQuery, enabled: teacher });
  const save = useSavePrompt(content.id);
  const [editing, setEditing] = useState<Editing | null>(null);
  const [saved, setSaved] = useState(false);
  /** A parent's prompt for home, kept on this page only. */
  const [homePrompt, setHomePrompt] = useState<string | null>(null);
  const editRef = useRef<HTMLTextAreaElement>(null);
  const viewRef = useRef<HTMLButtonElement>(null);

  const generatedList = generated.data ? algorithmOutputToPrompts(generated.data.algorithm_output) : [];
  const own = teacher ? (prompts.data?.results ?? []) : [];
  const suggestion = generatedList[0] ?? null;
  const allClassIds = (classes.data ?? []).map((c) => c.unique_id);

  const startEditing = (prompt: WritePrompt | null, text: string) => {
    save.reset();
    setSaved(false);
    setEditing({
      promptId: prompt?.id ?? null,
      text,
      // A new prompt is for every class by default.
      classIds: prompt ? prompt.classrooms.map((c) => c.unique_id) : null,
      rubric: [...(prompt?.rubric ?? DEFAULT_RUBRIC)] as Rubric,
    });
    focusLater(() => editRef.current);
  };

  const stopEditing = () => {
    setEditing(null);
    focusLater(() => viewRef.current);
  };

  /** WRITE-09: a generated prompt becomes the text being edited (of the teacher's prompt, else a new one). */
  const choose = (text: string) => {
    if (editing) {
      setEditing({ ...editing, text });
      focusLater(() => editRef.current);
    } else startEditing(own[0] ?? null, text);
  };

  const onSave = (form: Editing) => {
    if (!teacher) {
      if (canSavePrompt(form.text, homePrompt ?? suggestion ?? '')) setHomePrompt(form.text.trim());
      stopEditing();
      return;
    }
    const current = own.find((p) => p.id === form.promptId) ?? null;
    const classIds = form.classIds ?? allClassIds;
    const rubric = form.rubric.map((line) => line.trim()) as Rubric;
    if (!current) {
      // WRITE-06: only a non-empty text is saved.
      if (!canSavePrompt(form.text, '')) return;
      save.mutate(
        {
          kind: 'create',
          body: {
            collection_id: content.id,
            header_id: level.id,
            text: form.text.trim(),
            classroom_ids: classIds,
            rubric,
          },
        },
        { onSuccess: afterSave },
      );
      return;
    }
    // WRITE-06: the text is sent only when it is non-empty and changed; the classes and the guide when changed.
    const textChanged = canSavePrompt(form.text, current.text);
    const currentClasses = current.classrooms.map((c) => c.unique_id);
    const classesChanged = classIds.length !== currentClasses.length || classIds.some((id) => !currentClasses.includes(id));
    const rubricChanged = rubric.some((line, i) => line !== current.rubric[i]);
    if (!textChanged && !classesChanged && !rubricChanged) {
      stopEditing();
      return;
    }
    save.mutate(
      {
        kind: 'update',
        id: current.id,
        body: {
          ...(textChanged ? { text: form.text.trim() } : {}),
          ...(classesChanged ? { classroom_ids: classIds } : {}),
          ...(rubricChanged ? { rubric } : {}),
        },
      },
      { onSuccess: afterSave },
    );
  };

  function afterSave() {
    setSaved(true);
    stopEditing();
  }

  const loadingOwn = teacher && prompts.isPending;
  let current;
  if (editing) {
    current = (
      <PromptEditor
        key={editing.promptId ?? 'new'}
        value={editing}
        onChange={setEditing}
        classes={teacher ? (classes.data ?? []).map((c) => ({ id: c.unique_id, name: c.name })) : null}
        classesPending={teacher && classes.isPending}
        pending={save.isPending}
        error={save.error instanceof ApiError ? save.error : save.error ? new ApiError(0, 'network', save.error.message) : null}
        textRef={editRef}
        onCancel={stopEditing}
        onSave={onSave}
      />
    );
  } else if (loadingOwn) {
    current = <p className="muted">{WRITE_TEXT.loading}</p>;
  } else if (teacher && prompts.isError) {
    current = <p role="alert">Your write prompts aren’t loading. Please try again later.</p>;
  } else if (own.length > 0) {
    current = own.map((p, i) => (
      <article
        key={p.id}
        className={s.promptCard}
        aria-label={own.length > 1 ? `Your write prompt ${i + 1}` : 'Your write prompt'}
      >
        <h3 className={s.cardLabel}>Your write prompt</h3>
        <PromptText text={p.text} />
        <p className={s.forClasses}>
          For {p.classrooms.length > 0 ? p.classrooms.map((c) => c.name).join(', ') : 'no class yet'}
        </p>
        <RubricList rubric={p.rubric} />
        <div className={s.actions}>
          <button
            type="button"
            className={buttonClass('secondary')}
            ref={i === 0 ? viewRef : undefined}
            onClick={() => startEditing(p, p.text)}
          >
            Edit
          </button>
        </div>
      </article>
    ));
  } else {
    const text = teacher ? suggestion : (homePrompt ?? suggestion);
    current = (
      <article className={s.promptCard} aria-label={teacher ? 'Suggested write prompt' : 'Write prompt for home'}>
        <h3 className={s.cardLabel}>{teacher ? 'Suggested write prompt' : 'Write prompt for home'}</h3>
        {generated.isPending && text === null ? (
          <p className="muted">{WRITE_TEXT.loading}</p>
        ) : text !== null ? (
          <PromptText text={text} />
        ) : (
          <p className="muted">Write a prompt of your own for this article.</p>
        )}
        {teacher && text !== null && (
          <p className={s.forClasses}>Your classes answer this prompt until you save one of your own.</p>
        )}
        <RubricList rubric={DEFAULT_RUBRIC} />
        <div className={s.actions}>
          <button type="button" className={buttonClass('secondary')} ref={viewRef} onClick={() => startEditing(null, text ?? '')}>
            Edit
          </button>
        </div>
      </article>
    );
  }

  return (
    <div className={s.panel}>
      {!teacher && (
        <p className={s.quietNote}>
          {me.isParent
            ? 'Prompts you choose here are for writing at home: they aren’t saved or sent to a class.'
            : 'Teachers set write prompts for their classes; the prompts chosen here aren’t saved.'}
        </p>
      )}
      {saved && !editing && (
        <p className={s.savedNote} role="status">
          Your write prompt is saved.
        </p>
      )}
      {current}
      <GeneratedPrompts
        prompts={generatedList}
        pending={generated.isPending}
        failed={generated.isError}
        // Without a prompt of one's own, the first one is already shown as the suggestion.
        startAt={own.length === 0 && !editing && generatedList.length > 1 ? 1 : 0}
        onChoose={choose}
      />
    </div>
  );
}

/** WRITE-07, WRITE-10: one generated prompt at a time; Refresh shows the next, wrapping around. */
function GeneratedPrompts({
  prompts,
  pending,
  failed,
  startAt,
  onChoose,
}: {
  prompts: string[];
  pending: boolean;
  failed: boolean;
  startAt: number;
  onChoose: (text: string) => void;
}) {
  const headingId = useId();
  const [index, setIndex] = useState<number | null>(null);
  const at = (index ?? startAt) % Math.max(prompts.length, 1);
  const prompt = prompts[at];
  return (
    <section className={s.trySection} aria-labelledby={headingId}>
      <h3 id={headingId} className={s.tryHeading}>
        {WRITE_TEXT.tryThis}
      </h3>
      {pending ? (
        <p className="muted">{WRITE_TEXT.loading}</p>
      ) : failed ? (
        <p className="muted">Generated prompts aren’t available right now. Please try again later.</p>
      ) : prompt === undefined ? (
        <p className="muted">There are no generated prompts for this level.</p>
      ) : (
        <>
          <div aria-live="polite">
            <PromptText text={prompt} className={s.generated} />
            {prompts.length > 1 && (
              <p className={s.position}>
                Prompt {at + 1} of {prompts.length}
              </p>
            )}
          </div>
          <div className={s.actions}>
            <PlainButton variant="secondary" onClick={() => onChoose(prompt)}>
              Use this prompt
            </PlainButton>
            {prompts.length > 1 && (
              <PlainButton variant="quiet" onClick={() => setIndex(nextPromptIndex(at, prompts.length))}>
                <span aria-hidden="true">↻</span> Refresh
              </PlainButton>
            )}
          </div>
        </>
      )}
    </section>
  );
}

/** Edit mode (WRITE-05, WRITE-06): the text, the classes it is for and the scoring guide; Cancel and Save. */
function PromptEditor({
  value,
  onChange,
  classes,
  classesPending,
  pending,
  error,
  textRef,
  onCancel,
  onSave,
}: {
  value: Editing;
  onChange: (next: Editing) => void;
  /** The teacher's classes; null for a parent, whose prompt is for home. */
  classes: { id: string; name: string }[] | null;
  classesPending: boolean;
  pending: boolean;
  error: ApiError | null;
  textRef: RefObject<HTMLTextAreaElement | null>;
  onCancel: () => void;
  onSave: (form: Editing) => void;
}) {
  const id = useId();
  const [tried, setTried] = useState(false);
  const empty = value.text.trim() === '';
  const chosen = value.classIds ?? (classes ?? []).map((c) => c.id);
  const noClass = classes !== null && chosen.length === 0;
  const blankLine = value.rubric.findIndex((line) => line.trim() === '');
  const fieldError = (name: string) => error?.fields[name];
  const classesError = (tried && noClass ? 'Choose at least one class.' : undefined) ?? fieldError('classroom_ids');
  const rubricError = (tried && blankLine >= 0 ? 'Describe each score.' : undefined) ?? fieldError('rubric');
  const textError = fieldError('text');

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
    if (empty || noClass || blankLine >= 0) {
      const form = e.currentTarget as HTMLFormElement;
      form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
      return;
    }
    onSave(value);
  };

  return (
    <form className={s.editorForm} onSubmit={submit} noValidate aria-label="Edit write prompt">
      <div className={s.field}>
        <label htmlFor={`${id}-text`} className={s.label}>
          {WRITE_TEXT.panelTitle}
        </label>
        <textarea
          id={`${id}-text`}
          ref={textRef}
          className={s.promptInput}
          value={value.text}
          maxLength={WRITE_LIMITS.promptMax}
          rows={4}
          aria-invalid={textError !== undefined}
          aria-describedby={textError ? `${id}-text-error` : undefined}
          onChange={(e) => onChange({ ...value, text: e.target.value })}
        />
        {textError && (
          <span id={`${id}-text-error`} className={s.fieldError}>
            {textError}
          </span>
        )}
      </div>
      {classes !== null && (
        <fieldset className={s.fieldset} aria-describedby={classesError ? `${id}-classes-error` : undefined}>
          <legend className={s.label}>Classes that answer it</legend>
          {classesPending ? (
            <p className="muted">{WRITE_TEXT.loading}</p>
          ) : classes.length === 0 ? (
            <p className="muted">
              You have no classes yet. <Link to="/account/classes">Add a class</Link>, then give it this prompt.
            </p>
          ) : (
            <div className={s.classChecks}>
              {classes.map((c) => (
                <label key={c.id} className={s.classCheck}>
                  <input
                    type="checkbox"
                    checked={chosen.includes(c.id)}
                    aria-invalid={classesError !== undefined}
                    onChange={(e) =>
                      onChange({
                        ...value,
                        classIds: e.target.checked ? [...chosen, c.id] : chosen.filter((x) => x !== c.id),
                      })
                    }
                  />
                  {c.name}
                </label>
              ))}
            </div>
          )}
          {classesError && (
            <span id={`${id}-classes-error`} className={s.fieldError}>
              {classesError}
            </span>
          )}
        </fieldset>
      )}
      <fieldset className={s.fieldset} aria-describedby={rubricError ? `${id}-rubric-error` : undefined}>
        <legend className={s.label}>Scoring guide (out of {WRITE_LIMITS.maxScore})</legend>
        {[3, 2, 1, 0].map((i) => (
          <div key={i} className={s.rubricField}>
            <label htmlFor={`${id}-rubric-${i}`} className={s.rubricFieldLabel}>
              Score {i + 1}
            </label>
            <textarea
              id={`${id}-rubric-${i}`}
              className={s.rubricInput}
              rows={2}
              maxLength={300}
              value={value.rubric[i]}
              aria-invalid={tried && value.rubric[i]!.trim() === ''}
              onChange={(e) => {
                const rubric = [...value.rubric] as Rubric;
                // One line per score: a line break would be refused.
                rubric[i] = e.target.value.replace(/\r?\n/gu, ' ');
                onChange({ ...value, rubric });
              }}
            />
          </div>
        ))}
        {rubricError && (
          <span id={`${id}-rubric-error`} className={s.fieldError}>
            {rubricError}
          </span>
        )}
      </fieldset>
      {error && Object.keys(error.fields).length === 0 && (
        <p className={s.fieldError} role="alert">
          {error.message}
        </p>
      )}
      <div className={s.editActions}>
        <PlainButton variant="secondary" onClick={onCancel}>
          Cancel
        </PlainButton>
        <SubmitButton pending={pending} pendingLabel="Saving…" disabled={empty}>
          Save
        </SubmitButton>
      </div>
    </form>
  );
}
