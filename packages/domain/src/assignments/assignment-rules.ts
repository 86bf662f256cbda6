import { formatDate } from '../content/display.js';

/**
 * Pure rules of the assignment feature (spec section ASSIGN). Kept free of I/O and the DOM so the server,
 * the web app and the tests all share one reading of the spec.
 */

/** Every user-visible assignment string, verbatim from the spec, so no screen retypes (and drifts from) them. */
export const ASSIGNMENT_TEXT = {
  // ASSIGN-15: builder modal titles.
  builderTitleCreate: 'Create your assignment',
  builderTitleUpdate: 'Assignment settings',
  // ASSIGN-16: builder buttons; ASSIGN-17: draft button.
  assign: 'Assign',
  saveChanges: 'Save changes',
  saving: 'Saving...',
  saveDraft: 'Save draft',
  // ASSIGN-28, ASSIGN-31, ASSIGN-29: validation.
  titleRequired: 'An assignment must have a title.',
  titleTooLong: 'Keep the title under 200 characters.',
  assigneeRequired: 'Please add at least one assignee',
  draftTitleRequiredNew: 'Please add a title to save this assignment as a draft',
  draftTitleRequiredSaved: 'Please add a title to save this draft assignment',
  // ASSIGN-37, ASSIGN-38: publish toasts.
  saveSuccess: 'You have successfully saved an assignment.',
  createSuccess: 'You have successfully created an assignment.',
  saveFailure: 'Assignment save failed, please try again.',
  createFailure: 'Assignment creation failed, please try again.',
  // ASSIGN-39: draft toasts.
  draftSaveSuccessNew: 'You have successfully saved a draft.',
  draftSaveSuccessExisting: 'You have successfully saved this draft.',
  draftSaveFailure: 'Draft save failed, please try again',
  // ASSIGN-43, ASSIGN-45: delete.
  deleteConfirmDraft: 'Are you sure you want to delete this assignment?',
  deleteConfirmPublished: 'Deleting this assignment will unassign it from your classes.',
  deleteSuccess: 'You have successfully deleted an assignment.',
  deleteFailure: 'Assignment delete failed, please try again.',
  // ASSIGN-47, ASSIGN-48: duplicate.
  duplicateUrlError: 'Unable to construct duplicate assignment URL',
  duplicateSuccess: 'A duplicate was created in a new tab.',
  duplicateFailure: 'Something went wrong duplicating your assignment. Please try again.',
  // ASSIGN-25, ASSIGN-24, ASSIGN-23: classroom list.
  noClasses:
    "Oops, looks like you don't have any classes set up. Please set up classes in your class directory to create assignments.",
  goToClassDirectory: 'Go to class directory',
  classHasNoStudents: "This class doesn't have students.",
  seeAllClassrooms: 'See all classrooms',
  seeFewerClassrooms: 'See fewer classrooms',
  // ASSIGN-26, ASSIGN-27, ASSIGN-20, ASSIGN-22: builder options.
  studentsCanChangeLevel: 'Students can change level',
  hideLevelFromStudents: 'Hide level from students',
  addInstructions: 'Add instructions',
  wholeClass: 'Whole class',
  smallGroup: 'Small group',
  // ASSIGN-50: share modal.
  shareEyebrow: 'Assignment successfully created!',
  shareTitle: 'Share it with your class',
  shareDone: 'Done',
  shareDivider: 'OR',
  sharePrint: 'Print this assignment',
  shareViewAll: 'View all assignments',
  // ASSIGN-42: options menu.
  menuSettings: 'Assignment settings',
  menuDuplicate: 'Duplicate assignment',
  menuDelete: 'Delete assignment',
  // ASSIGN-51: panel titles.
  panelTitleStudent: 'Activities',
  panelTitleTeacher: 'Assignment builder',
  // ASSIGN-53: student assignment panel labels.
  panelTeacher: 'Teacher',
  panelClass: 'Class',
  panelViewAssignment: 'View assignment',
  panelInstructions: 'Instructions',
  panelDue: 'Due',
} as const;

export type BuilderMode = 'create' | 'update';

/** ASSIGN-14: only a saved, published assignment is edited in place; everything else is still being created. */
export function builderMode(a: { content_id: string | null; is_draft: boolean } | null): BuilderMode {
  return a === null || !a.content_id || a.is_draft ? 'create' : 'update';
}

/** ASSIGN-15: the title tells the teacher whether they are creating or editing. */
export function builderTitle(mode: BuilderMode): string {
  return mode === 'create' ? ASSIGNMENT_TEXT.builderTitleCreate : ASSIGNMENT_TEXT.builderTitleUpdate;
}

/** ASSIGN-16: the in-progress label wins so a second click is not invited while saving. */
export function submitLabel(mode: BuilderMode, saving: boolean): string {
  if (saving) return ASSIGNMENT_TEXT.saving;
  return mode === 'create' ? ASSIGNMENT_TEXT.assign : ASSIGNMENT_TEXT.saveChanges;
}

/** ASSIGN-17: a published assignment cannot go back to being a draft. */
export function canSaveDraft(mode: BuilderMode): boolean {
  return mode === 'create';
}

/**
 * ASSIGN-37, ASSIGN-38, ASSIGN-39: the toast after a save. Publish toasts depend on create/update;
 * draft toasts on whether the draft already existed (drafts are only saved in create mode).
 */
export function saveToast(kind: 'publish' | 'draft', mode: BuilderMode, ok: boolean, existingDraft = false): string {
  if (kind === 'draft') {
    if (!ok) return ASSIGNMENT_TEXT.draftSaveFailure;
    return existingDraft ? ASSIGNMENT_TEXT.draftSaveSuccessExisting : ASSIGNMENT_TEXT.draftSaveSuccessNew;
  }
  if (mode === 'create') return ok ? ASSIGNMENT_TEXT.createSuccess : ASSIGNMENT_TEXT.createFailure;
  return ok ? ASSIGNMENT_TEXT.saveSuccess : ASSIGNMENT_TEXT.saveFailure;
}

/** ASSIGN-29: a draft without a title is refused; the wording differs once the draft is saved. */
export function draftTitleMessage(alreadySaved: boolean): string {
  return alreadySaved ? ASSIGNMENT_TEXT.draftTitleRequiredSaved : ASSIGNMENT_TEXT.draftTitleRequiredNew;
}

/** The longest title an assignment may have; the save schema refuses a longer one with `titleTooLong`. */
export const ASSIGNMENT_TITLE_MAX = 200;

/** A title's length as the limit counts it: the API trims the title before it checks. */
export const titleLength = (title: string) => title.trim().length;

/** A title of only spaces is as good as none. */
const isBlank = (s: string) => s.trim() === '';

const titleProblem = (title: string) =>
  isBlank(title)
    ? ASSIGNMENT_TEXT.titleRequired
    : titleLength(title) > ASSIGNMENT_TITLE_MAX
      ? ASSIGNMENT_TEXT.titleTooLong
      : null;

/**
 * ASSIGN-28: the title error waits until the field is touched, so a fresh form is not red. A title
 * over the limit is refused too (the field counts its characters, it never cuts them).
 */
export function titleError(title: string, touched: boolean): string | null {
  return touched ? titleProblem(title) : null;
}

/**
 * ASSIGN-30, ASSIGN-31: the first blocking problem, shown as a toast; the title is checked before assignees
 * because it is the first field of the form.
 */
export function validateForPublish(a: { title: string; classroomIds: number[]; groupIds: number[] }): string | null {
  const title = titleProblem(a.title);
  if (title) return title;
  if (a.classroomIds.length === 0 && a.groupIds.length === 0) return ASSIGNMENT_TEXT.assigneeRequired;
  return null;
}

/** ASSIGN-29: a draft needs a title too (the spec's draft wording), and one within the limit. */
export function validateForDraft(title: string, alreadySaved: boolean): string | null {
  if (isBlank(title)) return draftTitleMessage(alreadySaved);
  return titleProblem(title);
}

/** ASSIGN-41: how often the badge's relative time is recomputed. */
export const BADGE_REFRESH_MS = 60_000;

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * Relative time for the status badge: recent moments read better as "5 minutes ago"; anything older than a day,
 * or in the future, falls back to the spec's mm/dd/yyyy date. Unparseable input gives '' so no badge shows.
 */
export function relativeTime(iso: string, now: Date): string {
  const t = Date.parse(iso);
  if (Number.isNaN(t)) return '';
  const diff = now.getTime() - t;
  if (diff < -MINUTE || diff >= DAY) return formatDate(new Date(t));
  if (diff < MINUTE) return 'just now';
  if (diff < HOUR) {
    const m = Math.floor(diff / MINUTE);
    return `${m} minute${m === 1 ? '' : 's'} ago`;
  }
  const h = Math.floor(diff / HOUR);
  return `${h} hour${h === 1 ? '' : 's'} ago`;
}

/**
 * ASSIGN-40: the badge says draft, scheduled or published. The time formatter is injected so the caller picks
 * relative or absolute wording; an empty time means no badge at all.
 */
export function statusBadge(
  a: { is_draft: boolean; date_goes_live: string | null; date_modified: string },
  now: Date,
  formatTime: (iso: string) => string,
): string {
  if (a.is_draft) {
    const time = formatTime(a.date_modified);
    return time === '' ? '' : `Draft saved ${time}`;
  }
  const goLive = a.date_goes_live;
  if (goLive !== null && Date.parse(goLive) > now.getTime()) {
    const time = formatTime(goLive);
    return time === '' ? '' : `Scheduled for ${time}`;
  }
  const time = formatTime(goLive ?? a.date_modified);
  return time === '' ? '' : `Assignment published ${time}`;
}

/** The fields whose difference makes the builder treat the assignment as changed (ASSIGN-09). */
export interface AssignmentSnapshot {
  title: string;
  instructions: string;
  default_reading_level: number | null;
  is_reading_level_locked: boolean;
  assignment_config: Record<string, boolean>;
  activity_members: string[];
  classroom_ids: number[];
  group_ids: number[];
  date_goes_live: string | null;
}

/** Lists are sets to the user: reordering them is not an edit. */
function sameSet<T>(a: readonly T[], b: readonly T[]): boolean {
  const sa = new Set(a);
  const sb = new Set(b);
  return sa.size === sb.size && [...sa].every((x) => sb.has(x));
}

/** A flag set to false behaves exactly like a missing flag, so only the true keys matter. */
function sameConfig(a: Record<string, boolean>, b: Record<string, boolean>): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...keys].every((k) => Boolean(a[k]) === Boolean(b[k]));
}

/** The picker works in whole minutes, so seconds left over from the server must not count as an edit. */
function sameMinute(a: string | null, b: string | null): boolean {
  if (a === null || b === null) return a === b;
  return Math.floor(Date.parse(a) / MINUTE) === Math.floor(Date.parse(b) / MINUTE);
}

/**
 * ASSIGN-09: whether the teacher has edited anything that matters. Empty instructions in any editor form
 * (null vs '<p></p>') are equal, since the editor rewrites an empty field on load.
 */
export function hasChanged(original: AssignmentSnapshot, current: AssignmentSnapshot): boolean {
  const sameInstructions =
    original.instructions === current.instructions ||
    (isEmptyInstructions(original.instructions) && isEmptyInstructions(current.instructions));
  return !(
    original.title === current.title &&
    sameInstructions &&
    original.default_reading_level === current.default_reading_level &&
    original.is_reading_level_locked === current.is_reading_level_locked &&
    sameConfig(original.assignment_config, current.assignment_config) &&
    sameSet(original.activity_members, current.activity_members) &&
    sameSet(original.classroom_ids, current.classroom_ids) &&
    sameSet(original.group_ids, current.group_ids) &&
    sameMinute(original.date_goes_live, current.date_goes_live)
  );
}

/**
 * ASSIGN-32: the go-live is a whole minute inside [min, max]. A min with seconds is rounded up (never earlier
 * than allowed), a max rounded down; when the two cross, the max wins because it is the hard grant expiry.
 */
export function normalizeGoLive(date: Date, min: Date, max: Date | null): Date {
  const floorMinute = (d: Date) => new Date(Math.floor(d.getTime() / MINUTE) * MINUTE);
  const ceilMinute = (d: Date) => new Date(Math.ceil(d.getTime() / MINUTE) * MINUTE);
  let result = floorMinute(date);
  const lo = ceilMinute(min);
  if (result < lo) result = lo;
  if (max !== null) {
    const hi = floorMinute(max);
    if (result > hi) result = hi;
  }
  return result;
}

/** ASSIGN-33: only lite users with a grant expiry have a schedule limit; everyone else may schedule freely. */
export function scheduleMax(user: { isLiteUser: boolean; date_lite_product_grant_expires: string | null }): Date | null {
  if (!user.isLiteUser || !user.date_lite_product_grant_expires) return null;
  const d = new Date(user.date_lite_product_grant_expires);
  return Number.isNaN(d.getTime()) ? null : d;
}

/** ASSIGN-34: a lite user may not publish work that goes live after their access ends (the save is dropped silently). */
export function litePublishBlocked(
  user: { isLiteUser: boolean; date_lite_product_grant_expires: string | null },
  goLive: Date,
): boolean {
  const max = scheduleMax(user);
  return max !== null && goLive.getTime() > max.getTime();
}

/**
 * ASSIGN-21: the rich-text editor leaves markup such as `<p><br></p>` behind when cleared, so emptiness is judged
 * after removing paragraphs, line breaks and non-breaking spaces.
 */
export function isEmptyInstructions(html: string | null): boolean {
  if (html === null) return true;
  const text = html
    .replace(/<\/?p(\s[^>]*)?>/gi, '')
    .replace(/<br\s*\/?>/gi, '')
    .replace(/&nbsp;|&#160;|&#xa0;/gi, '')
    .replace(/\u00a0/g, '');
  return text.trim() === '';
}

/** ASSIGN-22: an assignment already given to groups reopens on the group picker. */
export function defaultAssigneeType(groupIds: number[]): 'whole_class' | 'small_group' {
  return groupIds.length === 0 ? 'whole_class' : 'small_group';
}

/** ASSIGN-23: classrooms listed before the "See all classrooms" toggle. */
export const CLASSROOMS_SHOWN = 3;

/** ASSIGN-23: a short list has nothing to hide, so it starts expanded and needs no toggle. */
export function classroomsExpandedByDefault(count: number): boolean {
  return count <= CLASSROOMS_SHOWN;
}

/** ASSIGN-43: deleting a published assignment also unassigns it, which the teacher must be warned about. */
export function deleteConfirmation(isDraft: boolean): string {
  return isDraft ? ASSIGNMENT_TEXT.deleteConfirmDraft : ASSIGNMENT_TEXT.deleteConfirmPublished;
}

/** Query parameters that belong to an open activity panel; the duplicate opens fresh, without them. */
const ACTIVITY_PANEL_PARAMS = [
  'activityPanel',
  'assignmentId',
  'classroomId',
  'writePromptId',
  'powerWordsActivityId',
  'quizId',
  'question',
] as const;

/**
 * ASSIGN-46, ASSIGN-47: the new tab loads the copy as an unsaved draft: selectedAssignmentId is the text "null" so
 * no existing assignment is picked, and copiedAssignmentId names the source.
 */
export function duplicateUrl(contentId: string | null | undefined, sourceAssignmentId: number, query?: URLSearchParams): string {
  if (!contentId) throw new Error(ASSIGNMENT_TEXT.duplicateUrlError);
  const params = new URLSearchParams(query);
  for (const key of ACTIVITY_PANEL_PARAMS) params.delete(key);
  params.set('selectedAssignmentId', 'null');
  params.set('copiedAssignmentId', String(sourceAssignmentId));
  return `/view/${encodeURIComponent(contentId)}?${params.toString()}`;
}

/** ASSIGN-10: assignments last modified before this moment predate activity selections. */
export const OLD_ACTIVITY_CUTOFF = '2023-05-31T13:00:00Z';

/** ASSIGN-10: old assignments take their visible activities from the saved activities instead. */
export function usesSavedActivities(date_modified: string): boolean {
  const t = Date.parse(date_modified);
  return !Number.isNaN(t) && t < Date.parse(OLD_ACTIVITY_CUTOFF);
}

/** ASSIGN-59: assignments created up to this moment never offered vocabulary support to students. */
export const VOCABULARY_CUTOFF = '2024-01-31T23:00:00Z';

/**
 * ASSIGN-58, ASSIGN-59: teachers get vocabulary support unless something turns it off; students only when a
 * recent assignment's config allows it. The spec's unspecified metadata condition is left to the caller.
 */
export function vocabularySupport(input: {
  isStudent: boolean;
  premiumLite: boolean;
  assignment: { assignment_config: Record<string, boolean> | null; date_created: string } | null;
}): boolean {
  const config = input.assignment?.assignment_config ?? null;
  if (!input.isStudent) return !input.premiumLite && !config?.disable_vocabulary_support;
  if (input.assignment === null || config === null || config.disable_vocabulary_support) return false;
  const created = Date.parse(input.assignment.date_created);
  return !Number.isNaN(created) && created > Date.parse(VOCABULARY_CUTOFF);
}

interface StudentListed {
  assignment_id: number;
  is_draft: boolean;
  date_goes_live: string | null;
}

/** A missing go-live means "live since published". */
const goLiveTime = (a: { date_goes_live: string | null }) =>
  a.date_goes_live === null ? Number.NEGATIVE_INFINITY : Date.parse(a.date_goes_live);

/** ASSIGN-11: students never see drafts, and a scheduled assignment stays hidden until it goes live. */
export function visibleToStudent<T extends StudentListed>(assignments: readonly T[], now: Date): T[] {
  return assignments.filter((a) => !a.is_draft && goLiveTime(a) <= now.getTime());
}

/** ASSIGN-13: the assignment recorded as viewed is the one that went live most recently. */
export function latestPublished<T extends StudentListed>(assignments: readonly T[], now: Date): T | null {
  let best: T | null = null;
  for (const a of visibleToStudent(assignments, now)) {
    if (best === null || goLiveTime(a) > goLiveTime(best)) best = a;
  }
  return best;
}

/** ASSIGN-12: for teachers the latest assignment, drafts included, is the one edited most recently. */
export function latestAssignment<T extends { date_modified: string }>(assignments: readonly T[]): T | null {
  let best: T | null = null;
  for (const a of assignments) {
    if (best === null || Date.parse(a.date_modified) > Date.parse(best.date_modified)) best = a;
  }
  return best;
}

/** ASSIGN-51: students (and teachers previewing as one) work through activities; teachers build. */
export function assignmentPanelTitle(isStudentOrPreview: boolean): string {
  return isStudentOrPreview ? ASSIGNMENT_TEXT.panelTitleStudent : ASSIGNMENT_TEXT.panelTitleTeacher;
}
