import { useState, type FormEvent } from 'react';
import {
  ASSIGNMENT_TEXT as T,
  builderMode,
  builderTitle,
  canSaveDraft,
  defaultAssigneeType,
  dueDateOf,
  dueDay,
  saveToast,
  scheduleMax,
  validateForDraft,
  validateForPublish,
  videoOnlyConfig,
  type Assignment,
  type AssignmentSaveBody,
  type Me,
} from '@lectern/domain';
import { ApiError } from '../../lib/api.js';
import { useSubmit } from '../../lib/use-submit.js';
import { Modal } from '../../ui/modal.js';
import { PlainButton } from '../../ui/plain-button.js';
import { SubmitButton } from '../../ui/submit-button.js';
import { useToast } from '../../ui/toast.js';
import { useSaveAssignment } from './api.js';
import { toHtml, toLocalInput, toText } from './builder-format.js';
import { BuilderRecipients } from './builder-recipients.js';
import { BuilderSchedule } from './builder-schedule.js';
import { BuilderTitle } from './builder-title.js';
import s from './assignments.module.css';

/** VIDEO-24: the words of the video assignment modal's own parts. */
export const VIDEO_ASSIGNMENT_TEXT = {
  create: 'Create assignment',
  saveChanges: 'Save changes',
  saving: 'Saving...',
  panelSettings: 'Activity panel settings',
  videoOnly: 'Video only',
  videoOnlyHint: 'Students see the video alone, without the discussion questions, vocabulary or side panel.',
  showAnswers: 'Show discussion question answers',
  showDefinitions: 'Show vocabulary definitions',
} as const;
const V = VIDEO_ASSIGNMENT_TEXT;

export interface VideoBuilderProps {
  me: Me;
  /** The video's content id. */
  storyId: string;
  videoTitle: string;
  assignment: Assignment | null;
  /** Path and query of the page, for the class directory's way back. */
  here: string;
  isOpen: boolean;
  onClose: () => void;
  onSaved: (a: Assignment, published: boolean) => void;
  /** The partner lesson's answer settings; an interactive video has no discussion answers or vocabulary to hide. */
  panelSettings?: boolean;
}

/**
 * The video assignment modal (VIDEO-24 … VIDEO-29): title, classes or small groups, the Activity
 * panel settings (video only, or which answers students see) and when it goes live; up to 994 px wide.
 */
export function VideoAssignmentBuilder(props: VideoBuilderProps) {
  const mode = builderMode(props.assignment);
  return (
    <Modal title={builderTitle(mode)} className={s.videoModal} isOpen={props.isOpen} onOpenChange={(o) => !o && props.onClose()}>
      {props.isOpen && <VideoBuilderForm {...props} />}
    </Modal>
  );
}

function VideoBuilderForm({ me, storyId, videoTitle, assignment, here, onClose, onSaved, panelSettings }: VideoBuilderProps) {
  const mode = builderMode(assignment);
  const toast = useToast();
  const save = useSubmit(useSaveAssignment());
  const config = assignment?.assignment_config ?? {};
  const [title, setTitle] = useState(assignment?.title ?? videoTitle);
  const [touched, setTouched] = useState(false);
  const [triedPublish, setTriedPublish] = useState(false);
  const [showInstructions, setShowInstructions] = useState(Boolean(assignment?.instructions));
  const [instructions, setInstructions] = useState(toText(assignment?.instructions ?? ''));
  const [assigneeType, setAssigneeType] = useState(
    defaultAssigneeType(assignment?.assignment_groups.map((g) => g.group_id) ?? []),
  );
  const [classIds, setClassIds] = useState<number[]>(assignment?.assignment_classrooms.map((c) => c.classroom_id) ?? []);
  const [groupIds, setGroupIds] = useState<number[]>(assignment?.assignment_groups.map((g) => g.group_id) ?? []);
  // VIDEO-29: video only hides both kinds of answers; the two answer toggles are inert and off meanwhile.
  const [videoOnly, setVideoOnly] = useState(config.show_generation_genius_video_only === true);
  const [showAnswers, setShowAnswers] = useState(config.hide_generation_genius_discussion_answers !== true);
  const [showDefinitions, setShowDefinitions] = useState(config.hide_generation_genius_vocab_definitions !== true);
  const [schedule, setSchedule] = useState(
    Boolean(assignment?.date_goes_live && Date.parse(assignment.date_goes_live) > Date.now()),
  );
  const [when, setWhen] = useState(
    assignment?.date_goes_live
      ? toLocalInput(new Date(assignment.date_goes_live))
      : toLocalInput(new Date(Date.now() + 3600_000)),
  );
  const [due, setDue] = useState(assignment?.date_due ? dueDay(assignment.date_due) : '');
  const [error, setError] = useState<string | null>(null);
  const max = scheduleMax(me);
  const hasAssignees = assigneeType === 'whole_class' ? classIds.length > 0 : groupIds.length > 0;

  const submit = (isDraft: boolean) => {
    setTouched(true);
    const chosenClasses = assigneeType === 'whole_class' ? classIds : [];
    const chosenGroups = assigneeType === 'small_group' ? groupIds : [];
    if (!isDraft) setTriedPublish(true);
    // VIDEO-25: a draft needs a title; VIDEO-26: publishing needs an assignee too.
    const problem = isDraft
      ? validateForDraft(title, assignment?.is_draft === true)
      : validateForPublish({ title, classroomIds: chosenClasses, groupIds: chosenGroups });
    if (problem) {
      setError(null);
      toast(problem, 'error');
      return;
    }
    const goLive = schedule ? new Date(when) : null;
    if (goLive && max && goLive > max && !isDraft) return; // a lite grant ends first: the save stops silently
    const body: AssignmentSaveBody = {
      title: title.trim(),
      instructions: showInstructions ? toHtml(instructions) : '',
      is_draft: isDraft,
      date_goes_live: goLive ? goLive.toISOString() : null,
      date_due: due ? dueDateOf(due) : null,
      default_reading_level: null,
      grade_level_lock: null,
      is_reading_level_locked: false,
      assignment_config: videoOnly
        ? videoOnlyConfig(true)
        : {
            hide_generation_genius_discussion_answers: !showAnswers,
            hide_generation_genius_vocab_definitions: !showDefinitions,
            show_generation_genius_video_only: false,
          },
      activity_members: [],
      activity_element_selections: {},
      poll_id: null,
      assignment_members: [{ content_id: storyId, language: 'en' }],
      classroom_ids: chosenClasses,
      group_ids: chosenGroups,
      copied_from_assignment: assignment?.copied_from_assignment ?? null,
    };
    const existingDraft = assignment?.is_draft === true;
    save.submit(
      { id: assignment?.assignment_id ?? null, body },
      {
        // VIDEO-27: closes, refreshes the assignment, says so, and opens the share modal.
        onSuccess: ({ data }) => {
          toast(saveToast(isDraft ? 'draft' : 'publish', mode, true, existingDraft));
          onSaved(data, !isDraft);
        },
        // VIDEO-28: the failure toast of the article builder, with the server's reason above the form.
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

  return (
    <form className={s.builder} onSubmit={onSubmit} noValidate>
      {error && (
        <p className={s.error} role="alert">
          {error}
        </p>
      )}
      <div className={s.videoColumns}>
        <div className={s.videoColumn}>
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
        </div>
        <div className={s.videoColumn}>
          {panelSettings !== false && (
            <fieldset className={s.fieldset}>
              <legend>{V.panelSettings}</legend>
              <label className={s.check}>
                <input
                  type="checkbox"
                  role="switch"
                  checked={videoOnly}
                  onChange={(e) => setVideoOnly(e.target.checked)}
                  aria-describedby={`${storyId}-video-only-hint`}
                />
                <span>{V.videoOnly}</span>
              </label>
              <p className={s.checkHint} id={`${storyId}-video-only-hint`}>
                {V.videoOnlyHint}
              </p>
              <label className={s.check}>
                <input
                  type="checkbox"
                  role="switch"
                  checked={!videoOnly && showAnswers}
                  disabled={videoOnly}
                  onChange={(e) => setShowAnswers(e.target.checked)}
                />
                <span>{V.showAnswers}</span>
              </label>
              <label className={s.check}>
                <input
                  type="checkbox"
                  role="switch"
                  checked={!videoOnly && showDefinitions}
                  disabled={videoOnly}
                  onChange={(e) => setShowDefinitions(e.target.checked)}
                />
                <span>{V.showDefinitions}</span>
              </label>
            </fieldset>
          )}
          <BuilderSchedule
            schedule={schedule}
            onScheduleChange={setSchedule}
            when={when}
            onWhenChange={setWhen}
            max={max}
            due={due}
            onDueChange={setDue}
          />
        </div>
      </div>
      <div className={`${s.actions} ${s.videoActions}`}>
        <PlainButton variant="quiet" onClick={onClose}>
          Cancel
        </PlainButton>
        {canSaveDraft(mode) && (
          <SubmitButton type="button" variant="secondary" pending={save.isPending} onClick={() => submit(true)}>
            {T.saveDraft}
          </SubmitButton>
        )}
        <SubmitButton pending={save.isPending} pendingLabel={V.saving}>
          {mode === 'create' ? V.create : V.saveChanges}
        </SubmitButton>
      </div>
    </form>
  );
}
