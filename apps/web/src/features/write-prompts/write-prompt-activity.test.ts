import { describe, expect, it } from 'vitest';
import { panelParams } from '../../activities/activity.js';
import { buildMe } from '../../test/fixtures.js';
import { writePromptActivity } from './write-prompt-activity.js';

describe('the write prompt activity (WRITE-01, WRITE-02)', () => {
  it('WRITE-02 is titled "Write prompt" and Back removes activityPanel, classroomId and writePromptId', () => {
    expect(writePromptActivity.title).toBe('Write prompt');
    expect(writePromptActivity.panels).toEqual(['write_prompt']);
    expect(panelParams([writePromptActivity])).toEqual(expect.arrayContaining(['activityPanel', 'classroomId', 'writePromptId']));
  });

  it('WRITE-01 is offered to students, teachers and parents, and to no school or district admin', () => {
    const flags = { isTeacher: false, isStudent: false, isParent: false };
    const listed = (overrides: Parameters<typeof buildMe>[0]) =>
      writePromptActivity.listedFor!(buildMe({ ...flags, ...overrides }));
    expect(listed({ isStudent: true })).toBe(true);
    expect(listed({ isTeacher: true })).toBe(true);
    expect(listed({ isParent: true })).toBe(true);
    expect(listed({ role: 'principal' })).toBe(false);
    expect(listed({ role: 'district_admin' })).toBe(false);
  });
});
