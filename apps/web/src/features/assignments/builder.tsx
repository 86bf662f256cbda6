import { useRef, useState, type FormEvent } from 'react';
import { readQuizSelection } from '../../lib/quiz-selection.js';
import {
  ASSIGNMENT_TEXT as T,
  builderMode,
  configWithChecks,
  configWithGuidedHighlighting,
  builderTitle,
  canSaveDraft,
  defaultAssigneeType,
  dueDateOf,
  dueDay,
  hasChanged,
  saveToast,
  scheduleMax,
  submitLabel,
  validateForDraft,
  validateForPublish,
  type ArticleLevel,
  type Assignment,
  type AssignmentSaveBody,
  type AssignmentSnapshot,
  type Attachment,
  type Me,
} from '@lectern/domain';
import { ApiError } from '../../lib/api.js';
import { useSubmit } from '../../lib/use-submit.js';
import { Modal } from '../../ui/modal.js';
import { PlainButton } from '../../ui/plain-button.js';
import { SubmitButton } from '../../ui/submit-button.js';
import { useToast } from '../../ui/toast.js';
import { useSaveAssignment } from './api.js';
import { BuilderActivities } from './builder-activities.js';
import { toHtml, toLocalInput, toText } from './builder-format.js';
import { BuilderLevel } from './builder-level.js';
import { BuilderOnboarding } from './builder-onboarding.js';
import { BuilderRecipients } from './builder-recipients.js';
import { BuilderSchedule } from './builder-schedule.js';
import { BuilderStudentSettings } from './builder-student-settings.js';
import { BuilderTitle } from './builder-title.js';
import s from './assignments.module.css';

/** The poll chosen on the page, which the assignment may include (ASSIGN-63). */
export interface BuilderPoll {
  id: number;
  question: string;
  /** Its id as a poll of the teacher's own: a template is copied first (students answer only those). */
  own: () => Promise<number>;
}

export interface BuilderProps {
  me: Me;
  storyId: string;
  level: ArticleLevel;
  attachments: Attachment[];
  assignment: Assignment | null;
  /** Path and query of the page, for the class directory's way back (ASSIGN-25). */
  here: string;
  /** The poll chosen on the page, if any. */
  poll?: BuilderPoll | null | undefined;
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

/** The form's state and the save; each section of the form is its own component. */
function BuilderForm({ me, storyId, level, attachments, assignment, here, poll = null, onClose, onSaved }: BuilderProps) {
  const mode = builderMode(assignment);
  const toast = useToast();
  const save = useSubmit(useSaveAssignment());
  const [title, setTitle] = useState(assignment?.title ?? level.title);
  // QUIZ-31: the questions chosen in the quiz overview this session become the assignment's custom quiz.
  const [selections] = useState(() => ({
    ...(assignment?.activity_element_selections ?? {}),
    ...(readQuizSelection(storyId) ?? {}),
  }));
  const [touched, setTouched] = useState(false);
  // Publishing was tried: from then on a missing assignee is said beside the Students field.
  const [triedPublish, setTriedPublish] = useState(false);
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
  const [due, setDue] = useState(assignment?.date_due ? dueDay(assignment.date_due) : '');
  const [activities, setActivities] = useState<string[]>(assignment?.activity_members ?? attachments.map((a) => String(a.id)));
  const [settings, setSettings] = useState<Record<string, boolean>>({ ...assignment?.assignment_config });
  // ASSIGN-63: a new assignment includes the poll chosen on the page; an existing one keeps its own
  // until the switch changes. The poll is the one chosen on the page, else the assignment's.
  const [pollOn, setPollOn] = useState(assignment ? assignment.poll_id !== null : poll !== null);
  const pollIdWanted = pollOn ? (poll?.id ?? assignment?.poll_id ?? null) : null;
  const [pollFailed, setPollFailed] = useState(false);
  // A second click while the poll is being made the teacher's own must not copy it twice.
  const owningPoll = useRef(false);
  // The API's refusal of a save; the form's own checks speak beside their fields instead.
  const [error, setError] = useState<string | null>(null);

  const max = scheduleMax(me);
  // A new assignment starts students at the level on screen; an existing one keeps its own.
  const defaultLevel = assignment ? assignment.default_reading_level : level.id;

  const submit = async (isDraft: boolean) => {
    setTouched(true);
    const chosenClasses = assigneeType === 'whole_class' ? classIds : [];
    const chosenGroups = assigneeType === 'small_group' ? groupIds : [];
    if (!isDraft) setTriedPublish(true);
    const problem = isDraft
      ? validateForDraft(title, assignment?.is_draft === true)
      : validateForPublish({ title, classroomIds: chosenClasses, groupIds: chosenGroups });
    if (problem) {
      // ASSIGN-29, ASSIGN-30: the toast sums the problem up; the field says it once beside itself.
      setError(null);
      toast(problem, 'error');
      return;
    }
    const goLive = schedule ? new Date(when) : null;
    if (goLive && max && goLive > max && !isDraft) return; // ASSIGN-34: cancelled silently
    let pollId: number | null = null;
    if (pollIdWanted !== null) {
      if (owningPoll.current) return;
      owningPoll.current = true;
      try {
        pollId = poll && poll.id === pollIdWanted ? await poll.own() : pollIdWanted;
        setPollFailed(false);
      } catch {
        setPollFailed(true);
        toast(saveToast(isDraft ? 'draft' : 'publish', mode, false, assignment?.is_draft === true), 'error');
        return;
      } finally {
        owningPoll.current = false;
      }
    }
    const body: AssignmentSaveBody = {
      title: title.trim(),
      instructions: showInstructions ? toHtml(instructions) : '',
      is_draft: isDraft,
      date_goes_live: goLive ? goLive.toISOString() : null,
      date_due: due ? dueDateOf(due) : null,
      default_reading_level: defaultLevel,
      grade_level_lock: assignment?.grade_level_lock ?? null,
      is_reading_level_locked: !canChange,
      assignment_config: configWithGuidedHighlighting(
        configWithChecks({ ...settings, hide_lexile_level: !canChange && hideLevel }, attachments, activities),
        attachments,
        activities,
      ),
      activity_members: activities,
      activity_element_selections: selections,
      poll_id: pollId,
      assignment_members: [{ content_id: storyId, language: level.language === 'es' ? 'es' : 'en' }],
      classroom_ids: chosenClasses,
      group_ids: chosenGroups,
      copied_from_assignment: assignment?.copied_from_assignment ?? null,
    };
    const existingDraft = assignment?.is_draft === true;
    save.submit(
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

  const hasAssignees = assigneeType === 'whole_class' ? classIds.length > 0 : groupIds.length > 0;

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    void submit(false);
  };

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
    pollIdWanted !== assignment.poll_id ||
    (assignment.date_due ? dueDay(assignment.date_due) : '') !== due ||
    hasChanged(
      {
        ...snapshot({
          title: assignment.title,
          instructions: assignment.instructions,
          classIds: assignment.assignment_classrooms.map((c) => c.classroom_id),
          groupIds: assignment.assignment_groups.map((g) => g.group_id),
          locked: assignment.is_reading_level_locked,
          config: configWithGuidedHighlighting(
            configWithChecks(assignment.assignment_config, attachments, assignment.activity_members),
            attachments,
            assignment.activity_members,
          ),
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
        config: configWithGuidedHighlighting(
          configWithChecks({ ...settings, hide_lexile_level: !canChange && hideLevel }, attachments, activities),
          attachments,
          activities,
        ),
        activities,
        goLive: schedule ? new Date(when).toISOString() : assignment.date_goes_live,
      }),
    );

  return (
    <form className={s.builder} onSubmit={onSubmit} noValidate>
      <BuilderOnboarding enabled={me.isTeacher} />
      {error && (
        <p className={s.error} role="alert">
          {error}
        </p>
      )}
      <BuilderTitle
        title={title}
        onTitleChange={setTitle}
        touched={touched}
        onTouched={() => setTouched(true)}
        showInstructions={showInstructions}
        onShowInstructions={() => setShowInstructions(true)}
        instructions={instructions}
        onInstructionsChange={setInstructions}
      />
      <BuilderRecipients
        here={here}
        error={triedPublish && !hasAssignees ? T.assigneeRequired : null}
        assigneeType={assigneeType}
        onAssigneeTypeChange={setAssigneeType}
        classIds={classIds}
        onClassIdsChange={setClassIds}
        groupIds={groupIds}
        onGroupIdsChange={setGroupIds}
      />
      <BuilderLevel
        level={level}
        defaultLevel={defaultLevel}
        canChange={canChange}
        onCanChangeChange={setCanChange}
        hideLevel={hideLevel}
        onHideLevelChange={setHideLevel}
      />
      <BuilderActivities
        attachments={attachments}
        activities={activities}
        onChange={setActivities}
        poll={poll || assignment?.poll_id ? { question: poll?.question ?? null, on: pollOn, onChange: setPollOn } : null}
      />
      {pollFailed && (
        <p className={s.error} role="alert">
          The poll could not be saved. Try again.
        </p>
      )}
      <BuilderStudentSettings settings={settings} onChange={setSettings} />
      <BuilderSchedule
        schedule={schedule}
        onScheduleChange={setSchedule}
        when={when}
        onWhenChange={setWhen}
        max={max}
        due={due}
        onDueChange={setDue}
      />

      <div className={s.actions}>
        <SubmitButton pending={save.isPending} pendingLabel={submitLabel(mode, true)} disabled={!changed}>
          {submitLabel(mode, false)}
        </SubmitButton>
        {canSaveDraft(mode) && (
          <SubmitButton type="button" variant="secondary" pending={save.isPending} onClick={() => void submit(true)}>
            {T.saveDraft}
          </SubmitButton>
        )}
        <PlainButton variant="quiet" onClick={onClose}>
          Cancel
        </PlainButton>
      </div>
    </form>
  );
}
