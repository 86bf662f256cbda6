import type { ActivityPanelProps } from '../../activities/activity.js';
import { StudentPreview } from './student-preview.js';
import { StudentWritePrompt } from './student-write-prompt.js';
import { TeacherWritePrompt } from './teacher-write-prompt.js';

/**
 * The write-prompt panel as the article page opens it (WRITE-01): students answer it; a teacher in
 * "View as student" sees what their students see; teachers and parents manage the prompt.
 */
export function WritePromptActivityPanel({ me, asStudent, content, level, attachmentId, assignment }: ActivityPanelProps) {
  if (me.isStudent)
    return <StudentWritePrompt me={me} content={content} level={level} activityId={attachmentId} assignment={assignment} />;
  if (asStudent) return <StudentPreview content={content} level={level} />;
  return <TeacherWritePrompt me={me} content={content} level={level} />;
}
