import { useQuery } from '@tanstack/react-query';
import { escapeHtml } from '../../lib/html.js';
import { useId, useState, type FormEvent } from 'react';
import { readQuizSelection } from '../../lib/quiz-selection.js';
import {
  ASSIGNMENT_TEXT as T,
  builderMode,
  builderTitle,
  canSaveDraft,
  classroomsExpandedByDefault,
  CLASSROOMS_SHOWN,
  defaultAssigneeType,
  draftTitleMessage,
  hasChanged,
  saveToast,
  scheduleMax,
  submitLabel,
  titleError,
  validateForPublish,
  type ArticleLevel,
  type Assignment,
  type AssignmentSaveBody,
  type AssignmentSnapshot,
  type Attachment,
  type Classroom,
  type Me,
} from '@lectern/domain';
import { api, ApiError } from '../../lib/api.js';
import { Modal } from '../../ui/modal.js';
import { buttonClass, PlainButton } from '../../ui/plain-button.js';
import { useToast } from '../../ui/toast.js';
import { useBuilderOnboarding, useSaveAssignment } from './api.js';
import s from './assignments.module.css';

/** The student-facing settings a teacher can switch in the builder (ASSIGN-04), with plain labels. */
const SETTINGS: [keyof NonNullable<AssignmentSaveBody['assignment_config']>, string][] = [
  ['hide_language_selector', 'Hide the language choice'],
  ['hide_read_aloud', 'Hide read-aloud'],
  ['hide_quiz_answers', 'Hide quiz answers after submitting'],
  ['hide_translation', 'Hide translation'],
  ['disable_vocabulary_support', 'Turn off vocabulary support'],
];

const toHtml = (text: string) =>
  text
    .split(/\n{2,}/)
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`)
    .join('');
const toText = (html: string) =>
  html
    .replace(/<br\s*\/?>/g, '\n')
    .replace(/<\/p>\s*<p>/g, '\n\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .trim();

/** datetime-local wants local "YYYY-MM-DDTHH:mm". */
const toLocalInput = (d: Date) => {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
};

function useTeacherClasses() {
  return useQuery({
    queryKey: ['classrooms'],
    queryFn: () => api<{ results: Classroom[] }>('GET', '/api/v2/classrooms/').then((r) => r.results),
  });
}

export interface BuilderProps {
  me: Me;
  storyId: string;
  level: ArticleLevel;
  attachments: Attachment[];
  assignment: Assignment | null;
  /** Path and query of the page, for the class directory's way back (ASSIGN-25). */
  here: string;
  isOpen: boolean;
  onClose: () => void;
  onSaved: (a: Assignment, published: boolean) => void;
}

/**
 * The assignment builder (ASSIGN-14 … ASSIGN-34): title, instructions, whole classes or small
 * groups, the level and whether students may change it, when it goes live, and which activities.
 */
export function AssignmentBuilder(props: BuilderProps) {
  const mode = builderMode(props.assignment);
  return (
    <Modal title={builderTitle(mode)} isOpen={props.isOpen} onOpenChange={(o) => !o && props.onClose()}>
      {props.isOpen && <BuilderForm {...props} />}
    </Modal>
  );
}

function BuilderForm({ me, storyId, level, attachments, assignment, here, onClose, onSaved }: BuilderProps) {
  const mode = builderMode(assignment);
  const toast = useToast();
  const save = useSaveAssignment();
  const classes = useTeacherClasses();
  const ids = { title: useId(), instructions: useId(), when: useId(), change: useId(), hide: useId() };
  const [title, setTitle] = useState(assignment?.title ?? level.title);
  // QUIZ-31: the questions chosen in the quiz overview this session become the assignment's custom quiz.
  const [selections] = useState(() => ({
    ...(assignment?.activity_element_selections ?? {}),
    ...(readQuizSelection(storyId) ?? {}),
  }));
  const [touched, setTouched] = useState(false);
  const [showInstructions, setShowInstructions] = useState(Boolean(assignment?.instructions));
  const [instructions, setInstructions] = useState(toText(assignment?.instructions ?? ''));
  const [assigneeType, setAssigneeType] = useState(
    defaultAssigneeType(assignment?.assignment_groups.map((g) => g.group_id) ?? []),
  );
  const [classIds, setClassIds] = useState<number[]>(assignment?.assignment_classrooms.map((c) => c.classroom_id) ?? []);
  const [groupIds, setGroupIds] = useState<number[]>(assignment?.assignment_groups.map((g) => g.group_id) ?? []);
  const [canChange, setCanChange] = useState(!(assignment?.is_reading_level_locked ?? false));
  const [hideLevel, setHideLevel] = useState(Boolean(assignment?.assignment_config.hide_lexile_level));
  const [schedule, setSchedule] = useState(
    Boolean(assignment?.date_goes_live && Date.parse(assignment.date_goes_live) > Date.now()),
  );
  const [when, setWhen] = useState(
    assignment?.date_goes_live
      ? toLocalInput(new Date(assignment.date_goes_live))
      : toLocalInput(new Date(Date.now() + 3600_000)),
  );
  const [activities, setActivities] = useState<string[]>(assignment?.activity_members ?? attachments.map((a) => String(a.id)));
  const [showAll, setShowAll] = useState(false);
  const [settings, setSettings] = useState<Record<string, boolean>>({ ...assignment?.assignment_config });
  const [error, setError] = useState<string | null>(null);
  const onboarding = useBuilderOnboarding(me.isTeacher);

  const list = classes.data ?? [];
  const expanded = showAll || classroomsExpandedByDefault(list.length);
  const shown = expanded ? list : list.slice(0, CLASSROOMS_SHOWN);
  const max = scheduleMax(me);
  // A new assignment starts students at the level on screen; an existing one keeps its own.
  const defaultLevel = assignment ? assignment.default_reading_level : level.id;
  const toggle = (xs: number[], id: number) => (xs.includes(id) ? xs.filter((x) => x !== id) : [...xs, id]);

  const submit = (isDraft: boolean) => {
    setTouched(true);
    const chosenClasses = assigneeType === 'whole_class' ? classIds : [];
    const chosenGroups = assigneeType === 'small_group' ? groupIds : [];
    if (isDraft && title.trim() === '') {
      toast(draftTitleMessage(mode === 'update'), 'error');
      return;
    }
    const problem = isDraft ? null : validateForPublish({ title, classroomIds: chosenClasses, groupIds: chosenGroups });
    if (problem) {
      setError(problem);
      toast(problem, 'error');
      return;
    }
    const goLive = schedule ? new Date(when) : null;
    if (goLive && max && goLive > max && !isDraft) return; // ASSIGN-34: cancelled silently
    const body: AssignmentSaveBody = {
      title: title.trim(),
      instructions: showInstructions ? toHtml(instructions) : '',
      is_draft: isDraft,
      date_goes_live: goLive ? goLive.toISOString() : null,
      date_due: assignment?.date_due ?? null,
      default_reading_level: defaultLevel,
      grade_level_lock: assignment?.grade_level_lock ?? null,
      is_reading_level_locked: !canChange,
      assignment_config: { ...settings, hide_lexile_level: !canChange && hideLevel },
      activity_members: activities,
      activity_element_selections: selections,
      assignment_members: [{ content_id: storyId, language: level.language === 'es' ? 'es' : 'en' }],
      classroom_ids: chosenClasses,
      group_ids: chosenGroups,
      copied_from_assignment: assignment?.copied_from_assignment ?? null,
    };
    const existingDraft = assignment?.is_draft === true;
    save.mutate(
      { id: assignment?.assignment_id ?? null, body },
      {
        onSuccess: ({ data }) => {
          toast(saveToast(isDraft ? 'draft' : 'publish', mode, true, existingDraft));
          onSaved(data, !isDraft);
        },
        onError: (e) => {
          setError(e instanceof ApiError ? e.message : null);
          toast(saveToast(isDraft ? 'draft' : 'publish', mode, false, existingDraft), 'error');
        },
      },
    );
  };

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    submit(false);
  };
  const titleMessage = titleError(title, touched);

  // ASSIGN-09: "Save changes" waits for a change worth saving.
  const snapshot = (a: {
    title: string;
    instructions: string;
    classIds: number[];
    groupIds: number[];
    locked: boolean;
    config: Record<string, boolean>;
    activities: string[];
    goLive: string | null;
  }): AssignmentSnapshot => ({
    title: a.title,
    instructions: a.instructions,
    default_reading_level: defaultLevel,
    is_reading_level_locked: a.locked,
    assignment_config: a.config,
    activity_members: a.activities,
    classroom_ids: a.classIds,
    group_ids: a.groupIds,
    date_goes_live: a.goLive,
  });
  const changed =
    mode === 'create' ||
    !assignment ||
    JSON.stringify(selections) !== JSON.stringify(assignment.activity_element_selections) ||
    hasChanged(
      {
        ...snapshot({
          title: assignment.title,
          instructions: assignment.instructions,
          classIds: assignment.assignment_classrooms.map((c) => c.classroom_id),
          groupIds: assignment.assignment_groups.map((g) => g.group_id),
          locked: assignment.is_reading_level_locked,
          config: assignment.assignment_config,
          activities: assignment.activity_members,
          goLive: assignment.date_goes_live,
        }),
        default_reading_level: assignment.default_reading_level,
      },
      snapshot({
        title: title.trim(),
        instructions: showInstructions ? toHtml(instructions) : '',
        classIds: assigneeType === 'whole_class' ? classIds : [],
        groupIds: assigneeType === 'small_group' ? groupIds : [],
        locked: !canChange,
        config: { ...settings, hide_lexile_level: !canChange && hideLevel },
        activities,
        goLive: schedule ? new Date(when).toISOString() : assignment.date_goes_live,
      }),
    );

  return (
    <form className={s.builder} onSubmit={onSubmit} noValidate>
      {onboarding.show && (
        <div className={s.onboarding} role="note" aria-label="How assignments work">
          <p>
            <strong>New to assignments?</strong> Pick whole classes or small groups, decide whether students may change the
            reading level, and press {T.assign}. Students see it at once, or when it goes live if you schedule it.
          </p>
          <PlainButton variant="secondary" onClick={onboarding.dismiss}>
            Got it
          </PlainButton>
        </div>
      )}
      {error && (
        <p className={s.error} role="alert">
          {error}
        </p>
      )}
      <div className={s.field}>
        <label htmlFor={ids.title}>Title</label>
        <input
          id={ids.title}
          value={title}
          maxLength={200}
          onChange={(e) => setTitle(e.target.value)}
          onBlur={() => setTouched(true)}
          aria-invalid={titleMessage !== null}
          aria-describedby={titleMessage ? `${ids.title}-error` : undefined}
        />
        {titleMessage && (
          <p id={`${ids.title}-error`} className={s.fieldError}>
            {titleMessage}
          </p>
        )}
      </div>

      {showInstructions ? (
        <div className={s.field}>
          <label htmlFor={ids.instructions}>Instructions</label>
          <textarea id={ids.instructions} rows={4} value={instructions} onChange={(e) => setInstructions(e.target.value)} />
        </div>
      ) : (
        <PlainButton variant="quiet" className={s.linkButton} onClick={() => setShowInstructions(true)}>
          + {T.addInstructions}
        </PlainButton>
      )}

      <fieldset className={s.fieldset}>
        <legend>
          Students <span aria-hidden="true">*</span>
        </legend>
        {classes.isPending ? (
          <p className="muted">Loading your classes…</p>
        ) : list.length === 0 ? (
          <div className={s.noClasses}>
            <p>{T.noClasses}</p>
            <a
              className={buttonClass('primary')}
              href={`/account/classes?cameFromAssignmentPage=true&next=${encodeURIComponent(here)}`}
            >
              {T.goToClassDirectory}
            </a>
          </div>
        ) : (
          <>
            <div className={s.segmented} role="radiogroup" aria-label="Assign to">
              {(['whole_class', 'small_group'] as const).map((t) => (
                <label key={t} className={assigneeType === t ? s.segmentOn : s.segment}>
                  <input type="radio" name="assignee-type" checked={assigneeType === t} onChange={() => setAssigneeType(t)} />
                  {t === 'whole_class' ? T.wholeClass : T.smallGroup}
                </label>
              ))}
            </div>
            <ul className={s.classList}>
              {shown.map((c) => (
                <li key={c.id}>
                  {assigneeType === 'whole_class' ? (
                    <label className={s.check}>
                      <input
                        type="checkbox"
                        checked={classIds.includes(c.id)}
                        onChange={() => setClassIds(toggle(classIds, c.id))}
                      />
                      <span>{c.name}</span>
                    </label>
                  ) : (
                    <p className={s.className}>{c.name}</p>
                  )}
                  {c.students.length === 0 && <p className="muted">{T.classHasNoStudents}</p>}
                  {assigneeType === 'small_group' &&
                    (c.groups.length === 0 ? (
                      <p className="muted">No small groups yet.</p>
                    ) : (
                      <ul className={s.groupList}>
                        {c.groups.map((g) => (
                          <li key={g.id}>
                            <label className={s.check}>
                              <input
                                type="checkbox"
                                checked={groupIds.includes(g.id)}
                                onChange={() => setGroupIds(toggle(groupIds, g.id))}
                              />
                              <span>
                                {g.name} <span className="muted">({g.users.length})</span>
                              </span>
                            </label>
                          </li>
                        ))}
                      </ul>
                    ))}
                </li>
              ))}
            </ul>
            {list.length > CLASSROOMS_SHOWN && (
              <PlainButton variant="quiet" className={s.linkButton} onClick={() => setShowAll(!showAll)}>
                {expanded ? T.seeFewerClassrooms : T.seeAllClassrooms}
              </PlainButton>
            )}
          </>
        )}
      </fieldset>

      <fieldset className={s.fieldset}>
        <legend>Reading level</legend>
        <p className="muted">
          {defaultLevel === level.id
            ? `Students start at ${level.is_original_level ? 'the original level' : `the grade ${level.grade} level`} (${level.lexile}L).`
            : defaultLevel === null
              ? 'Students start at their recommended level.'
              : 'Students start at the level chosen when this was assigned.'}
        </p>
        <label className={s.check} htmlFor={ids.change}>
          <input
            id={ids.change}
            type="checkbox"
            role="switch"
            checked={canChange}
            onChange={(e) => {
              setCanChange(e.target.checked);
              if (e.target.checked) setHideLevel(false);
            }}
          />
          <span>{T.studentsCanChangeLevel}</span>
        </label>
        <label className={s.check} htmlFor={ids.hide}>
          <input
            id={ids.hide}
            type="checkbox"
            role="switch"
            checked={hideLevel}
            disabled={canChange}
            onChange={(e) => setHideLevel(e.target.checked)}
          />
          <span>{T.hideLevelFromStudents}</span>
        </label>
      </fieldset>

      {attachments.length > 0 && (
        <fieldset className={s.fieldset}>
          <legend>Activities</legend>
          {attachments.map((a) => (
            <label key={a.id} className={s.check}>
              <input
                type="checkbox"
                checked={activities.includes(String(a.id))}
                onChange={() =>
                  setActivities(
                    activities.includes(String(a.id))
                      ? activities.filter((x) => x !== String(a.id))
                      : [...activities, String(a.id)],
                  )
                }
              />
              <span>{a.content_type === 'WRITE_PROMPT' ? 'Write prompt' : a.data.name}</span>
            </label>
          ))}
        </fieldset>
      )}

      <fieldset className={s.fieldset}>
        <legend>Student settings</legend>
        {SETTINGS.map(([key, label]) => (
          <label key={key} className={s.check}>
            <input
              type="checkbox"
              checked={settings[key] === true}
              onChange={(e) => setSettings({ ...settings, [key]: e.target.checked })}
            />
            <span>{label}</span>
          </label>
        ))}
      </fieldset>

      <fieldset className={s.fieldset}>
        <legend>When</legend>
        <label className={s.check}>
          <input type="radio" name="when" checked={!schedule} onChange={() => setSchedule(false)} />
          <span>Assign now</span>
        </label>
        <label className={s.check}>
          <input type="radio" name="when" checked={schedule} onChange={() => setSchedule(true)} />
          <span>Schedule</span>
        </label>
        {schedule && (
          <div className={s.field}>
            <label htmlFor={ids.when}>Goes live</label>
            <input
              id={ids.when}
              type="datetime-local"
              value={when}
              min={toLocalInput(new Date())}
              {...(max ? { max: toLocalInput(max) } : {})}
              onChange={(e) => setWhen(e.target.value)}
            />
          </div>
        )}
      </fieldset>

      <div className={s.actions}>
        <PlainButton type="submit" disabled={save.isPending || !changed}>
          {submitLabel(mode, save.isPending)}
        </PlainButton>
        {canSaveDraft(mode) && (
          <PlainButton variant="secondary" disabled={save.isPending} onClick={() => submit(true)}>
            {T.saveDraft}
          </PlainButton>
        )}
        <PlainButton variant="quiet" onClick={onClose}>
          Cancel
        </PlainButton>
      </div>
    </form>
  );
}
