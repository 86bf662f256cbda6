import { describe, expect, it } from 'vitest';
import { panelParams } from '../../activities/activity.js';
import { writePromptActivity } from './write-prompt-activity.js';

describe('the write prompt activity (WRITE-01, WRITE-02)', () => {
  it('WRITE-02 is titled "Write prompt" and Back removes activityPanel, classroomId and writePromptId', () => {
    expect(writePromptActivity.title).toBe('Write prompt');
    expect(writePromptActivity.panels).toEqual(['write_prompt']);
    expect(panelParams([writePromptActivity])).toEqual(expect.arrayContaining(['activityPanel', 'classroomId', 'writePromptId']));
  });
});
