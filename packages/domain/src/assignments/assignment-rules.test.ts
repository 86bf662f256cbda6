import { describe, expect, it } from 'vitest';
import {
  ASSIGNMENT_TEXT,
  ASSIGNMENT_TITLE_MAX,
  BADGE_REFRESH_MS,
  CLASSROOMS_SHOWN,
  OLD_ACTIVITY_CUTOFF,
  VOCABULARY_CUTOFF,
  assignmentPanelTitle,
  builderMode,
  builderTitle,
  canSaveDraft,
  classroomsExpandedByDefault,
  defaultAssigneeType,
  deleteConfirmation,
  draftTitleMessage,
  duplicateUrl,
  hasChanged,
  isEmptyInstructions,
  latestAssignment,
  latestPublished,
  litePublishBlocked,
  normalizeGoLive,
  relativeTime,
  saveToast,
  scheduleMax,
  statusBadge,
  submitLabel,
  titleError,
  titleLength,
  usesSavedActivities,
  validateForDraft,
  validateForPublish,
  visibleToStudent,
  vocabularySupport,
  type AssignmentSnapshot,
} from './assignment-rules.js';
import { AssignmentSaveBody } from './assignment.schema.js';

describe('texts', () => {
  it('ASSIGN-15 ASSIGN-16 ASSIGN-25 ASSIGN-43 ASSIGN-45 ASSIGN-48 ASSIGN-50 the spec strings are verbatim', () => {
    expect(ASSIGNMENT_TEXT.saving).toBe('Saving...');
    expect(ASSIGNMENT_TEXT.noClasses).toBe(
      "Oops, looks like you don't have any classes set up. Please set up classes in your class directory to create assignments.",
    );
    expect(ASSIGNMENT_TEXT.goToClassDirectory).toBe('Go to class directory');
    expect(ASSIGNMENT_TEXT.classHasNoStudents).toBe("This class doesn't have students.");
    expect(ASSIGNMENT_TEXT.deleteSuccess).toBe('You have successfully deleted an assignment.');
    expect(ASSIGNMENT_TEXT.deleteFailure).toBe('Assignment delete failed, please try again.');
    expect(ASSIGNMENT_TEXT.duplicateSuccess).toBe('A duplicate was created in a new tab.');
    expect(ASSIGNMENT_TEXT.duplicateFailure).toBe('Something went wrong duplicating your assignment. Please try again.');
    expect(ASSIGNMENT_TEXT.shareEyebrow).toBe('Assignment successfully created!');
    expect(ASSIGNMENT_TEXT.shareTitle).toBe('Share it with your class');
    expect([ASSIGNMENT_TEXT.shareDone, ASSIGNMENT_TEXT.shareDivider]).toEqual(['Done', 'OR']);
    expect([ASSIGNMENT_TEXT.sharePrint, ASSIGNMENT_TEXT.shareViewAll]).toEqual(['Print this assignment', 'View all assignments']);
  });

  it('ASSIGN-42 ASSIGN-53 ASSIGN-22 ASSIGN-23 ASSIGN-26 ASSIGN-27 menu, panel and builder labels', () => {
    expect([ASSIGNMENT_TEXT.menuSettings, ASSIGNMENT_TEXT.menuDuplicate, ASSIGNMENT_TEXT.menuDelete]).toEqual([
      'Assignment settings',
      'Duplicate assignment',
      'Delete assignment',
    ]);
    expect([
      ASSIGNMENT_TEXT.panelTeacher,
      ASSIGNMENT_TEXT.panelClass,
      ASSIGNMENT_TEXT.panelViewAssignment,
      ASSIGNMENT_TEXT.panelInstructions,
    ]).toEqual(['Teacher', 'Class', 'View assignment', 'Instructions']);
    expect([ASSIGNMENT_TEXT.wholeClass, ASSIGNMENT_TEXT.smallGroup]).toEqual(['Whole class', 'Small group']);
    expect([ASSIGNMENT_TEXT.seeAllClassrooms, ASSIGNMENT_TEXT.seeFewerClassrooms]).toEqual([
      'See all classrooms',
      'See fewer classrooms',
    ]);
    expect(ASSIGNMENT_TEXT.studentsCanChangeLevel).toBe('Students can change level');
    expect(ASSIGNMENT_TEXT.hideLevelFromStudents).toBe('Hide level from students');
    expect(ASSIGNMENT_TEXT.addInstructions).toBe('Add instructions');
    expect(ASSIGNMENT_TEXT.saveDraft).toBe('Save draft');
  });
});

describe('builder', () => {
  it('ASSIGN-14 create when missing, unsaved or a draft; update only when saved and published', () => {
    expect(builderMode(null)).toBe('create');
    expect(builderMode({ content_id: null, is_draft: false })).toBe('create');
    expect(builderMode({ content_id: '', is_draft: false })).toBe('create');
    expect(builderMode({ content_id: 'abc', is_draft: true })).toBe('create');
    expect(builderMode({ content_id: 'abc', is_draft: false })).toBe('update');
  });

  it('ASSIGN-15 builder title follows the mode', () => {
    expect(builderTitle('create')).toBe('Create your assignment');
    expect(builderTitle('update')).toBe('Assignment settings');
  });

  it('ASSIGN-16 submit label is Assign, Save changes, or Saving... while saving', () => {
    expect(submitLabel('create', false)).toBe('Assign');
    expect(submitLabel('update', false)).toBe('Save changes');
    expect(submitLabel('create', true)).toBe('Saving...');
    expect(submitLabel('update', true)).toBe('Saving...');
  });

  it('ASSIGN-17 drafts are saved only in create mode', () => {
    expect(canSaveDraft('create')).toBe(true);
    expect(canSaveDraft('update')).toBe(false);
  });

  it('ASSIGN-51 panel title is Activities for students and preview, Assignment builder otherwise', () => {
    expect(assignmentPanelTitle(true)).toBe('Activities');
    expect(assignmentPanelTitle(false)).toBe('Assignment builder');
  });
});

describe('toasts and validation', () => {
  it('ASSIGN-37 ASSIGN-38 publish toasts pair create/update with success/failure', () => {
    expect(saveToast('publish', 'create', true)).toBe('You have successfully created an assignment.');
    expect(saveToast('publish', 'update', true)).toBe('You have successfully saved an assignment.');
    expect(saveToast('publish', 'create', false)).toBe('Assignment creation failed, please try again.');
    expect(saveToast('publish', 'update', false)).toBe('Assignment save failed, please try again.');
  });

  it('ASSIGN-39 draft toasts distinguish new from existing drafts; failure is one text', () => {
    expect(saveToast('draft', 'create', true)).toBe('You have successfully saved a draft.');
    expect(saveToast('draft', 'create', true, false)).toBe('You have successfully saved a draft.');
    expect(saveToast('draft', 'create', true, true)).toBe('You have successfully saved this draft.');
    expect(saveToast('draft', 'create', false)).toBe('Draft save failed, please try again');
    expect(saveToast('draft', 'create', false, true)).toBe('Draft save failed, please try again');
  });

  it('ASSIGN-29 draft title message depends on whether the draft was saved', () => {
    expect(draftTitleMessage(false)).toBe('Please add a title to save this assignment as a draft');
    expect(draftTitleMessage(true)).toBe('Please add a title to save this draft assignment');
  });

  it('ASSIGN-28 the title error shows only after the field is touched and only when empty', () => {
    expect(titleError('', false)).toBeNull();
    expect(titleError('', true)).toBe('An assignment must have a title.');
    expect(titleError('   ', true)).toBe('An assignment must have a title.');
    expect(titleError('Frogs', true)).toBeNull();
  });

  it('ASSIGN-28 a title over 200 characters (spaces around it aside) is refused with the save schema’s message', () => {
    const longest = 'a'.repeat(ASSIGNMENT_TITLE_MAX);
    expect(titleLength(`  ${longest}  `)).toBe(200);
    expect(titleError(`  ${longest}  `, true)).toBeNull();
    expect(titleError(`${longest}b`, true)).toBe('Keep the title under 200 characters.');
    expect(titleError(`${longest}b`, false)).toBeNull();
    expect(validateForPublish({ title: `${longest}b`, classroomIds: [1], groupIds: [] })).toBe(
      'Keep the title under 200 characters.',
    );
    expect(validateForDraft(`${longest}b`, false)).toBe('Keep the title under 200 characters.');
    expect(validateForDraft(' ', true)).toBe('Please add a title to save this draft assignment');
    expect(validateForDraft('Frogs', false)).toBeNull();
    const refused = AssignmentSaveBody.safeParse({
      title: `${longest}b`,
      is_draft: true,
      assignment_members: [{ content_id: '1' }],
    });
    expect(refused.success ? null : refused.error.issues[0]?.message).toBe(ASSIGNMENT_TEXT.titleTooLong);
  });

  it('ASSIGN-30 ASSIGN-31 publish validation reports the title first, then the assignees', () => {
    expect(validateForPublish({ title: '', classroomIds: [], groupIds: [] })).toBe('An assignment must have a title.');
    expect(validateForPublish({ title: '', classroomIds: [1], groupIds: [] })).toBe('An assignment must have a title.');
    expect(validateForPublish({ title: 'Frogs', classroomIds: [], groupIds: [] })).toBe('Please add at least one assignee');
    expect(validateForPublish({ title: 'Frogs', classroomIds: [1], groupIds: [] })).toBeNull();
    expect(validateForPublish({ title: 'Frogs', classroomIds: [], groupIds: [7] })).toBeNull();
  });

  it('ASSIGN-43 delete confirmation differs for drafts and published assignments', () => {
    expect(deleteConfirmation(true)).toBe('Are you sure you want to delete this assignment?');
    expect(deleteConfirmation(false)).toBe('Deleting this assignment will unassign it from your classes.');
  });
});

describe('status badge', () => {
  const now = new Date('2024-05-10T12:00:00Z');
  const fmt = (iso: string) => `<${iso}>`;

  it('ASSIGN-40 a draft shows Draft saved with date_modified', () => {
    const a = { is_draft: true, date_goes_live: '2024-06-01T00:00:00Z', date_modified: '2024-05-10T11:00:00Z' };
    expect(statusBadge(a, now, fmt)).toBe('Draft saved <2024-05-10T11:00:00Z>');
  });

  it('ASSIGN-40 a future go-live is scheduled; a past or missing one is published', () => {
    const base = { is_draft: false, date_modified: '2024-05-01T00:00:00Z' };
    expect(statusBadge({ ...base, date_goes_live: '2024-05-11T00:00:00Z' }, now, fmt)).toBe(
      'Scheduled for <2024-05-11T00:00:00Z>',
    );
    expect(statusBadge({ ...base, date_goes_live: '2024-05-09T00:00:00Z' }, now, fmt)).toBe(
      'Assignment published <2024-05-09T00:00:00Z>',
    );
    expect(statusBadge({ ...base, date_goes_live: null }, now, fmt)).toBe('Assignment published <2024-05-01T00:00:00Z>');
  });

  it('ASSIGN-40 no badge when the time text is empty', () => {
    const empty = () => '';
    expect(statusBadge({ is_draft: true, date_goes_live: null, date_modified: 'x' }, now, empty)).toBe('');
    expect(statusBadge({ is_draft: false, date_goes_live: '2024-05-11T00:00:00Z', date_modified: 'x' }, now, empty)).toBe('');
    expect(statusBadge({ is_draft: false, date_goes_live: null, date_modified: 'x' }, now, empty)).toBe('');
  });

  it('ASSIGN-41 the badge refreshes every 60 seconds', () => {
    expect(BADGE_REFRESH_MS).toBe(60_000);
  });

  it('ASSIGN-40 ASSIGN-41 relativeTime gives just now, minutes, hours, then mm/dd/yyyy', () => {
    expect(relativeTime('2024-05-10T11:59:30Z', now)).toBe('just now');
    expect(relativeTime('2024-05-10T11:59:00Z', now)).toBe('1 minute ago');
    expect(relativeTime('2024-05-10T11:55:00Z', now)).toBe('5 minutes ago');
    expect(relativeTime('2024-05-10T11:00:00Z', now)).toBe('1 hour ago');
    expect(relativeTime('2024-05-10T10:00:00Z', now)).toBe('2 hours ago');
    expect(relativeTime('2024-05-09T11:00:00Z', now)).toBe('05/09/2024');
    expect(relativeTime('2024-06-01T00:00:00Z', now)).toBe('06/01/2024');
    expect(relativeTime('not a date', now)).toBe('');
  });
});

describe('changed check', () => {
  const original: AssignmentSnapshot = {
    title: 'Frogs',
    instructions: '<p>Read it</p>',
    default_reading_level: 3,
    is_reading_level_locked: false,
    assignment_config: { hide_read_aloud: true },
    activity_members: ['a', 'b'],
    classroom_ids: [1, 2],
    group_ids: [5],
    date_goes_live: '2024-05-10T12:00:00Z',
  };

  it('ASSIGN-09 an identical snapshot is unchanged', () => {
    expect(hasChanged(original, { ...original })).toBe(false);
  });

  it('ASSIGN-09 each tracked field counts as a change', () => {
    expect(hasChanged(original, { ...original, title: 'Toads' })).toBe(true);
    expect(hasChanged(original, { ...original, instructions: '<p>Skim it</p>' })).toBe(true);
    expect(hasChanged(original, { ...original, default_reading_level: 4 })).toBe(true);
    expect(hasChanged(original, { ...original, default_reading_level: null })).toBe(true);
    expect(hasChanged(original, { ...original, is_reading_level_locked: true })).toBe(true);
    expect(hasChanged(original, { ...original, assignment_config: {} })).toBe(true);
    expect(hasChanged(original, { ...original, activity_members: ['a'] })).toBe(true);
    expect(hasChanged(original, { ...original, classroom_ids: [1, 3] })).toBe(true);
    expect(hasChanged(original, { ...original, group_ids: [] })).toBe(true);
    expect(hasChanged(original, { ...original, date_goes_live: null })).toBe(true);
  });

  it('ASSIGN-09 list order does not count as a change', () => {
    const current = { ...original, activity_members: ['b', 'a'], classroom_ids: [2, 1] };
    expect(hasChanged(original, current)).toBe(false);
  });

  it('ASSIGN-09 a false config flag equals a missing one', () => {
    expect(hasChanged(original, { ...original, assignment_config: { hide_read_aloud: true, hide_quiz_answers: false } })).toBe(
      false,
    );
    expect(hasChanged(original, { ...original, assignment_config: { hide_read_aloud: true, hide_quiz_answers: true } })).toBe(
      true,
    );
  });

  it('ASSIGN-09 go-live differences under a minute do not count as a change', () => {
    expect(hasChanged(original, { ...original, date_goes_live: '2024-05-10T12:00:45.500Z' })).toBe(false);
    expect(hasChanged(original, { ...original, date_goes_live: '2024-05-10T12:01:00Z' })).toBe(true);
    expect(hasChanged({ ...original, date_goes_live: null }, { ...original, date_goes_live: null })).toBe(false);
  });

  it('ASSIGN-09 ASSIGN-21 empty instructions in different editor forms are equal', () => {
    expect(hasChanged({ ...original, instructions: '' }, { ...original, instructions: '<p><br></p>' })).toBe(false);
  });
});

describe('scheduling', () => {
  it('ASSIGN-32 seconds and milliseconds are zeroed', () => {
    const min = new Date('2024-01-01T00:00:00Z');
    expect(normalizeGoLive(new Date('2024-05-10T12:34:56.789Z'), min, null).toISOString()).toBe('2024-05-10T12:34:00.000Z');
  });

  it('ASSIGN-32 the date is clamped to the minimum and the maximum', () => {
    const min = new Date('2024-05-10T12:00:30Z');
    const max = new Date('2024-06-01T08:15:40Z');
    expect(normalizeGoLive(new Date('2024-05-01T00:00:00Z'), min, max).toISOString()).toBe('2024-05-10T12:01:00.000Z');
    expect(normalizeGoLive(new Date('2024-07-01T00:00:00Z'), min, max).toISOString()).toBe('2024-06-01T08:15:00.000Z');
    expect(normalizeGoLive(new Date('2024-05-20T09:09:09Z'), min, max).toISOString()).toBe('2024-05-20T09:09:00.000Z');
    expect(normalizeGoLive(new Date('2030-01-01T00:00:00Z'), min, null).toISOString()).toBe('2030-01-01T00:00:00.000Z');
  });

  it('ASSIGN-33 the maximum applies only to lite users with a grant expiry', () => {
    const expires = '2024-06-01T00:00:00Z';
    expect(scheduleMax({ isLiteUser: true, date_lite_product_grant_expires: expires })?.toISOString()).toBe(
      '2024-06-01T00:00:00.000Z',
    );
    expect(scheduleMax({ isLiteUser: false, date_lite_product_grant_expires: expires })).toBeNull();
    expect(scheduleMax({ isLiteUser: true, date_lite_product_grant_expires: null })).toBeNull();
  });

  it('ASSIGN-34 a lite user cannot publish with a go-live after the grant expiry', () => {
    const lite = { isLiteUser: true, date_lite_product_grant_expires: '2024-06-01T00:00:00Z' };
    expect(litePublishBlocked(lite, new Date('2024-06-02T00:00:00Z'))).toBe(true);
    expect(litePublishBlocked(lite, new Date('2024-05-31T00:00:00Z'))).toBe(false);
    expect(litePublishBlocked({ ...lite, isLiteUser: false }, new Date('2024-06-02T00:00:00Z'))).toBe(false);
    expect(litePublishBlocked({ ...lite, date_lite_product_grant_expires: null }, new Date('2030-01-01T00:00:00Z'))).toBe(false);
  });
});

describe('builder details', () => {
  it('ASSIGN-21 empty instructions and empty paragraphs count as empty', () => {
    for (const html of [
      null,
      '',
      '   ',
      '<p></p>',
      '<p><br></p>',
      '<p> </p>',
      '<p><br/></p>',
      '<p>&nbsp;</p>',
      '<p></p><p></p>',
    ]) {
      expect(isEmptyInstructions(html)).toBe(true);
    }
  });

  it('ASSIGN-21 instructions with text or media are not empty', () => {
    expect(isEmptyInstructions('<p>Read it</p>')).toBe(false);
    expect(isEmptyInstructions('Read it')).toBe(false);
    expect(isEmptyInstructions('<p><img src="x.png"></p>')).toBe(false);
    expect(isEmptyInstructions('<ul><li>a</li></ul>')).toBe(false);
  });

  it('ASSIGN-22 assignee type defaults to whole class without groups, small group with them', () => {
    expect(defaultAssigneeType([])).toBe('whole_class');
    expect(defaultAssigneeType([4])).toBe('small_group');
  });

  it('ASSIGN-23 three classrooms are shown; three or fewer start expanded', () => {
    expect(CLASSROOMS_SHOWN).toBe(3);
    expect(classroomsExpandedByDefault(0)).toBe(true);
    expect(classroomsExpandedByDefault(3)).toBe(true);
    expect(classroomsExpandedByDefault(4)).toBe(false);
  });
});

describe('duplicate', () => {
  it('ASSIGN-46 the URL marks the copy with selectedAssignmentId=null and copiedAssignmentId', () => {
    const url = duplicateUrl('abc-123', 42);
    expect(url.startsWith('/view/abc-123?')).toBe(true);
    const q = new URLSearchParams(url.split('?')[1]);
    expect(q.get('selectedAssignmentId')).toBe('null');
    expect(q.get('copiedAssignmentId')).toBe('42');
  });

  it('ASSIGN-46 other query params are kept; activity panel params are dropped', () => {
    const query = new URLSearchParams(
      'levelId=7&selectedAssignmentId=9&activityPanel=quiz&quizId=3&question=2&studentPreview=true',
    );
    const q = new URLSearchParams(duplicateUrl('abc', 9, query).split('?')[1]);
    expect(q.get('levelId')).toBe('7');
    expect(q.get('studentPreview')).toBe('true');
    expect(q.get('selectedAssignmentId')).toBe('null');
    expect(q.get('copiedAssignmentId')).toBe('9');
    expect(q.has('activityPanel')).toBe(false);
    expect(q.has('quizId')).toBe(false);
    expect(q.has('question')).toBe(false);
    expect(query.get('activityPanel')).toBe('quiz');
  });

  it('ASSIGN-47 a missing contentId throws', () => {
    expect(() => duplicateUrl(null, 1)).toThrow('Unable to construct duplicate assignment URL');
    expect(() => duplicateUrl(undefined, 1)).toThrow('Unable to construct duplicate assignment URL');
    expect(() => duplicateUrl('', 1)).toThrow('Unable to construct duplicate assignment URL');
  });
});

describe('cut-offs', () => {
  it('ASSIGN-10 only assignments modified before the cut-off use saved activities', () => {
    expect(OLD_ACTIVITY_CUTOFF).toBe('2023-05-31T13:00:00Z');
    expect(usesSavedActivities('2023-05-31T12:59:59Z')).toBe(true);
    expect(usesSavedActivities('2023-05-31T13:00:00Z')).toBe(false);
    expect(usesSavedActivities('2024-01-01T00:00:00Z')).toBe(false);
    expect(usesSavedActivities('garbage')).toBe(false);
  });

  it('ASSIGN-58 non-students have vocabulary support unless premium-lite or disabled by the assignment', () => {
    const assignment = { assignment_config: {}, date_created: '2020-01-01T00:00:00Z' };
    expect(vocabularySupport({ isStudent: false, premiumLite: false, assignment: null })).toBe(true);
    expect(vocabularySupport({ isStudent: false, premiumLite: false, assignment })).toBe(true);
    expect(vocabularySupport({ isStudent: false, premiumLite: true, assignment: null })).toBe(false);
    expect(
      vocabularySupport({
        isStudent: false,
        premiumLite: false,
        assignment: { ...assignment, assignment_config: { disable_vocabulary_support: true } },
      }),
    ).toBe(false);
  });

  it('ASSIGN-59 students need a recent assignment with a config that does not disable it', () => {
    expect(VOCABULARY_CUTOFF).toBe('2024-01-31T23:00:00Z');
    const recent = { assignment_config: {}, date_created: '2024-02-01T00:00:00Z' };
    expect(vocabularySupport({ isStudent: true, premiumLite: false, assignment: recent })).toBe(true);
    expect(vocabularySupport({ isStudent: true, premiumLite: false, assignment: null })).toBe(false);
    expect(vocabularySupport({ isStudent: true, premiumLite: false, assignment: { ...recent, assignment_config: null } })).toBe(
      false,
    );
    expect(
      vocabularySupport({
        isStudent: true,
        premiumLite: false,
        assignment: { ...recent, assignment_config: { disable_vocabulary_support: true } },
      }),
    ).toBe(false);
    expect(
      vocabularySupport({ isStudent: true, premiumLite: false, assignment: { ...recent, date_created: VOCABULARY_CUTOFF } }),
    ).toBe(false);
  });
});

describe('which assignment', () => {
  const now = new Date('2024-05-10T12:00:00Z');
  const list = [
    { assignment_id: 1, is_draft: false, date_goes_live: '2024-05-01T00:00:00Z', date_modified: '2024-05-01T00:00:00Z' },
    { assignment_id: 2, is_draft: true, date_goes_live: '2024-05-09T00:00:00Z', date_modified: '2024-05-10T11:00:00Z' },
    { assignment_id: 3, is_draft: false, date_goes_live: '2024-05-08T00:00:00Z', date_modified: '2024-05-02T00:00:00Z' },
    { assignment_id: 4, is_draft: false, date_goes_live: '2024-05-20T00:00:00Z', date_modified: '2024-05-03T00:00:00Z' },
    { assignment_id: 5, is_draft: false, date_goes_live: null, date_modified: '2024-05-04T00:00:00Z' },
  ];

  it('ASSIGN-11 students see published assignments that are live, not drafts or scheduled ones', () => {
    expect(visibleToStudent(list, now).map((a) => a.assignment_id)).toEqual([1, 3, 5]);
  });

  it('ASSIGN-13 the latest published assignment has the newest go-live among visible ones', () => {
    expect(latestPublished(list, now)?.assignment_id).toBe(3);
    expect(latestPublished(list, new Date('2024-05-21T00:00:00Z'))?.assignment_id).toBe(4);
    expect(latestPublished([list[1]!], now)).toBeNull();
  });

  it('ASSIGN-12 the latest assignment for teachers includes drafts, newest by date_modified', () => {
    expect(latestAssignment(list)?.assignment_id).toBe(2);
    expect(latestAssignment(list.filter((a) => !a.is_draft))?.assignment_id).toBe(5);
    expect(latestAssignment([])).toBeNull();
  });
});
