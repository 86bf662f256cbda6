import { Suspense, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import {
  ALLOTTED_TIMES,
  DEFAULT_ALLOTTED_TIME,
  LESSON_PLAN_TEXT as TEXT,
  OBJECTIVE_MAX,
  TEACHER_TOOLS_TEXT,
  lessonPlanBanner,
  lessonPlanErrors,
  lessonPlanPayload,
  mayRequestLessonPlan,
  type LessonPlanForm,
  type ProseMirrorNode,
  type Standard,
} from '@lectern/domain';
import { lazyPage } from '../../lib/lazy-page.js';
import { Button } from '../../ui/button.js';
import { Modal } from '../../ui/modal.js';
import { generateLessonPlan, lessonPlanPdf } from './api.js';
import { renderNode, toHtml, toText } from './lesson-plan-doc.js';
import { clearPlan, loadPlan, savePlan } from './lesson-plan-store.js';
import s from './lesson-planner.module.css';

const LessonPlanEditor = lazyPage(() => import('./lesson-plan-editor.js').then((m) => m.LessonPlanEditor));

/**
 * TOOLS-11 (decided, docs/decisions.md): the additional assessment questions are offered when the
 * lesson is long enough to give them time, 45 minutes or more.
 */
export const offersAssessmentQuestions = (allottedTime: number) => allottedTime >= 45;

type View =
  | { name: 'form' }
  | { name: 'generating' }
  | { name: 'error' }
  | { name: 'result'; document: ProseMirrorNode; editing: boolean; saved: boolean };

const emptyForm = (contentId: string): LessonPlanForm => ({
  contentId,
  learningObjective: '',
  allottedTime: DEFAULT_ALLOTTED_TIME,
  includeProjectIdea: false,
  includeMultilingualLearners: false,
  includeAssessmentQuestions: false,
  selectedStandards: [],
});

/**
 * The lesson planner (TOOLS-09 … TOOLS-29): the form, then on a valid submit "Preparing your lesson
 * plan" (Cancel aborts the request), then the plan or the error view (TOOLS-21). The plan is kept
 * in this browser per teacher and article (TOOLS-28) and shown again on their next visit.
 */
export function LessonPlanner({
  contentId,
  userUniqueId,
  standards,
}: {
  contentId: string;
  userUniqueId: string;
  standards: readonly Standard[];
}) {
  const [view, setView] = useState<View>({ name: 'form' });
  const [form, setForm] = useState<LessonPlanForm>(() => emptyForm(contentId));
  const abort = useRef<AbortController | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  // TOOLS-28: the kept plan, read after hydration (the server's HTML is the form).
  useEffect(() => {
    const kept = loadPlan(userUniqueId, contentId);
    if (kept) setView({ name: 'result', document: kept.document, editing: false, saved: false });
  }, [userUniqueId, contentId]);
  useEffect(() => () => abort.current?.abort(), []);

  const generate = async () => {
    // TOOLS-19: never sent without an article, an objective and a standard.
    if (!mayRequestLessonPlan(form)) {
      console.error(TEXT.missingParameter);
      return;
    }
    const controller = new AbortController();
    abort.current = controller;
    setView({ name: 'generating' });
    try {
      const document = await generateLessonPlan(lessonPlanPayload(form), controller.signal);
      if (controller.signal.aborted) return;
      savePlan(userUniqueId, contentId, document);
      setView({ name: 'result', document, editing: false, saved: false });
      requestAnimationFrame(() => heading.current?.focus());
    } catch (err) {
      if (controller.signal.aborted) return;
      // TOOLS-23: the error is logged and the error view shown.
      console.error('The lesson plan could not be prepared', err);
      setView({ name: 'error' });
    }
  };
  const cancel = () => {
    abort.current?.abort();
    setView({ name: 'form' });
  };
  // TOOLS-25: back to the form, the kept plan cleared ("New Lesson" starts an empty form).
  const reset = (fresh: boolean) => {
    clearPlan(userUniqueId, contentId);
    if (fresh) setForm(emptyForm(contentId));
    setView({ name: 'form' });
  };

  if (view.name === 'generating')
    return (
      <div className={s.state} role="status">
        <span className={s.spinner} aria-hidden="true" />
        <p className={s.stateText}>{TEXT.generating}</p>
        <Button variant="secondary" onPress={cancel}>
          {TEXT.cancel}
        </Button>
      </div>
    );
  if (view.name === 'error')
    return (
      <div className={s.state} role="alert">
        <p className={s.stateText}>{TEXT.failed}</p>
        <Button onPress={() => reset(false)}>{TEXT.tryAgain}</Button>
      </div>
    );
  if (view.name === 'result')
    return (
      <PlanView
        contentId={contentId}
        view={view}
        heading={heading}
        onEdit={() => setView({ ...view, editing: true, saved: false })}
        onCancelEdit={() => setView({ ...view, editing: false })}
        onSave={(document) => {
          savePlan(userUniqueId, contentId, document);
          setView({ name: 'result', document, editing: false, saved: true });
        }}
        onNew={() => reset(true)}
      />
    );
  return <PlannerForm form={form} setForm={setForm} standards={standards} onSubmit={() => void generate()} />;
}

function PlannerForm({
  form,
  setForm,
  standards,
  onSubmit,
}: {
  form: LessonPlanForm;
  setForm: (f: LessonPlanForm) => void;
  standards: readonly Standard[];
  onSubmit: () => void;
}) {
  const id = useId();
  const [tried, setTried] = useState(false);
  const [choosing, setChoosing] = useState(false);
  const objective = useRef<HTMLTextAreaElement>(null);
  const standardsButton = useRef<HTMLButtonElement>(null);
  // TOOLS-18: once the teacher has tried to send, the errors follow every edit.
  const errors = tried ? lessonPlanErrors(form) : {};
  const banner = lessonPlanBanner(errors);
  const chosen = standards.filter((st) => form.selectedStandards.includes(st.id));
  const assessmentOffered = offersAssessmentQuestions(form.allottedTime);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
    const found = lessonPlanErrors(form);
    if (found.learningObjective || found.selectedStandards) {
      // TOOLS-18: the first invalid field takes focus and comes into view.
      const first = found.learningObjective ? objective.current : standardsButton.current;
      first?.focus();
      first?.scrollIntoView({ block: 'center', behavior: 'smooth' });
      return;
    }
    onSubmit();
  };
  const toggle = (key: 'includeProjectIdea' | 'includeMultilingualLearners' | 'includeAssessmentQuestions') =>
    setForm({ ...form, [key]: !form[key] });

  return (
    <form className={s.form} noValidate onSubmit={submit} aria-describedby={banner ? `${id}-banner` : undefined}>
      {banner && (
        <p id={`${id}-banner`} className={s.banner} role="alert">
          {banner}
        </p>
      )}
      <div className={s.field}>
        <label htmlFor={`${id}-objective`} className={s.label}>
          Learning objective
        </label>
        <p id={`${id}-objective-hint`} className={s.hint}>
          What should students be able to do by the end of the lesson? 10 to 500 characters.
        </p>
        <textarea
          ref={objective}
          id={`${id}-objective`}
          className={s.textarea}
          rows={3}
          maxLength={OBJECTIVE_MAX}
          value={form.learningObjective}
          aria-invalid={errors.learningObjective ? true : undefined}
          aria-describedby={`${id}-objective-hint${errors.learningObjective ? ` ${id}-objective-error` : ''}`}
          onChange={(e) => setForm({ ...form, learningObjective: e.target.value })}
        />
        <p className={s.count} aria-hidden="true">
          {form.learningObjective.length}/{OBJECTIVE_MAX}
        </p>
        {errors.learningObjective && (
          <p id={`${id}-objective-error`} className={s.error}>
            {errors.learningObjective}
          </p>
        )}
      </div>

      <div className={s.field}>
        <span className={s.label} id={`${id}-standards`}>
          Standards
        </span>
        {chosen.length > 0 ? (
          <ul className={s.chips} aria-labelledby={`${id}-standards`}>
            {chosen.map((st) => (
              <li key={st.id} className={s.chip} title={st.description}>
                {st.code}
              </li>
            ))}
          </ul>
        ) : (
          <p className={s.hint}>Choose up to 3 of this article’s standards.</p>
        )}
        <button
          ref={standardsButton}
          type="button"
          className={s.secondaryButton}
          aria-haspopup="dialog"
          aria-invalid={errors.selectedStandards ? true : undefined}
          aria-describedby={errors.selectedStandards ? `${id}-standards-error` : undefined}
          onClick={() => setChoosing(true)}
        >
          {TEXT.applyStandards}
        </button>
        {errors.selectedStandards && (
          <p id={`${id}-standards-error`} className={s.error}>
            {errors.selectedStandards}
          </p>
        )}
      </div>
      <StandardsModal
        isOpen={choosing}
        standards={standards}
        selected={form.selectedStandards}
        onDone={(selectedStandards) => {
          setForm({ ...form, selectedStandards });
          setChoosing(false);
          requestAnimationFrame(() => standardsButton.current?.focus());
        }}
        onClose={() => setChoosing(false)}
      />

      <fieldset className={s.fieldset}>
        <legend className={s.label}>Supporting materials</legend>
        <Switch label="Project idea" checked={form.includeProjectIdea} onChange={() => toggle('includeProjectIdea')} />
        <Switch
          label="Support for multilingual learners"
          checked={form.includeMultilingualLearners}
          onChange={() => toggle('includeMultilingualLearners')}
        />
        {assessmentOffered && (
          <Switch
            label="Additional assessment questions"
            checked={form.includeAssessmentQuestions}
            onChange={() => toggle('includeAssessmentQuestions')}
          />
        )}
      </fieldset>

      <div className={s.field}>
        <label htmlFor={`${id}-time`} className={s.label}>
          Allotted time (optional)
        </label>
        <select
          id={`${id}-time`}
          className={s.select}
          value={form.allottedTime}
          onChange={(e) => {
            const allottedTime = Number(e.target.value);
            setForm({
              ...form,
              allottedTime,
              includeAssessmentQuestions: offersAssessmentQuestions(allottedTime) && form.includeAssessmentQuestions,
            });
          }}
        >
          {ALLOTTED_TIMES.map((m) => (
            <option key={m} value={m}>
              {m} minutes
            </option>
          ))}
        </select>
      </div>
      <div className={s.actions}>
        <button type="submit" className={s.primaryButton}>
          Create lesson plan
        </button>
      </div>
    </form>
  );
}

function Switch({ label, checked, onChange }: { label: string; checked: boolean; onChange: () => void }) {
  return (
    <label className={s.switch}>
      <input type="checkbox" role="switch" checked={checked} onChange={onChange} className={s.switchInput} />
      <span className={s.switchTrack} aria-hidden="true" />
      <span>{label}</span>
    </label>
  );
}

/** "Apply standards" (TOOLS-10): the article's own standards to tick; Done applies them. */
function StandardsModal({
  isOpen,
  standards,
  selected,
  onDone,
  onClose,
}: {
  isOpen: boolean;
  standards: readonly Standard[];
  selected: number[];
  onDone: (selected: number[]) => void;
  onClose: () => void;
}) {
  const [ticked, setTicked] = useState<number[]>(selected);
  useEffect(() => {
    if (isOpen) setTicked(selected);
  }, [isOpen, selected]);
  return (
    <Modal title={TEXT.applyStandards} isOpen={isOpen} onOpenChange={(open) => !open && onClose()} className={s.modal}>
      <p className={s.hint}>This article’s standards. Choose up to 3.</p>
      <ul className={s.standardList}>
        {standards.map((st) => (
          <li key={st.id}>
            <label className={s.standard}>
              <input
                type="checkbox"
                checked={ticked.includes(st.id)}
                onChange={(e) => setTicked(e.target.checked ? [...ticked, st.id] : ticked.filter((x) => x !== st.id))}
              />
              <span>
                <strong>{st.code}</strong> {st.description}
              </span>
            </label>
          </li>
        ))}
      </ul>
      <div className={s.actions}>
        <Button onPress={() => onDone(ticked)}>Done</Button>
        <Button variant="secondary" onPress={onClose}>
          {TEXT.cancel}
        </Button>
      </div>
    </Modal>
  );
}

function PlanView({
  contentId,
  view,
  heading,
  onEdit,
  onCancelEdit,
  onSave,
  onNew,
}: {
  contentId: string;
  view: Extract<View, { name: 'result' }>;
  heading: React.RefObject<HTMLHeadingElement | null>;
  onEdit: () => void;
  onCancelEdit: () => void;
  onSave: (document: ProseMirrorNode) => void;
  onNew: () => void;
}) {
  const [copied, setCopied] = useState(false);
  const [downloading, setDownloading] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  useEffect(() => setCopied(false), [view.document]);

  const copy = async () => {
    setFailure(null);
    const html = toHtml(view.document);
    const text = toText(view.document);
    try {
      if (typeof ClipboardItem !== 'undefined' && navigator.clipboard?.write) {
        await navigator.clipboard.write([
          new ClipboardItem({
            'text/html': new Blob([html], { type: 'text/html' }),
            'text/plain': new Blob([text], { type: 'text/plain' }),
          }),
        ]);
      } else await navigator.clipboard.writeText(text);
      setCopied(true);
    } catch {
      try {
        await navigator.clipboard.writeText(text);
        setCopied(true);
      } catch {
        setFailure('Your browser did not let Lectern copy. Select the plan and copy it yourself.');
      }
    }
  };
  const download = async () => {
    setFailure(null);
    setDownloading(true);
    try {
      const { blob, filename } = await lessonPlanPdf(contentId, view.document);
      const url = URL.createObjectURL(blob);
      const a = document.createElement('a');
      a.href = url;
      a.download = filename;
      document.body.append(a);
      a.click();
      a.remove();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    } catch {
      setFailure('The PDF could not be made. Please try again.');
    } finally {
      setDownloading(false);
    }
  };

  return (
    <div className={s.result}>
      <h3 ref={heading} tabIndex={-1} className={s.resultTitle}>
        {TEXT.result}
      </h3>
      {view.saved && (
        <p className={s.success} role="status">
          {TEXT.saved}
        </p>
      )}
      {failure && (
        <p className={s.banner} role="alert">
          {failure}
        </p>
      )}
      {view.editing ? (
        <Suspense fallback={<p role="status">Loading the editor…</p>}>
          <LessonPlanEditor document={view.document} onSave={onSave} onCancel={onCancelEdit} />
        </Suspense>
      ) : (
        <>
          <div className={s.actions}>
            <Button variant="secondary" onPress={onEdit}>
              {TEXT.edit}
            </Button>
            <Button variant="secondary" onPress={() => void copy()}>
              {copied ? TEXT.copied : TEXT.copy}
            </Button>
            <Button variant="secondary" isDisabled={downloading} onPress={() => void download()}>
              {TEXT.download}
            </Button>
            <Button variant="quiet" onPress={onNew}>
              {TEXT.newLesson}
            </Button>
          </div>
          <span className={s.visuallyHidden} aria-live="polite">
            {copied ? TEXT.copied : ''}
          </span>
          <p className={s.disclaimer}>{TEACHER_TOOLS_TEXT.disclaimer}</p>
          <div className={s.document}>{renderNode(view.document)}</div>
        </>
      )}
    </div>
  );
}
