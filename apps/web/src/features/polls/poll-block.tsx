import type { Me } from '@lectern/domain';
import { StudentPoll } from './student-poll.js';
import { TeacherPoll, type TeacherPollProps } from './teacher-poll.js';

/**
 * The article page's poll section (POLL-01): a teacher chooses and edits the poll of their
 * assignment; a student (or a teacher viewing as one) answers the poll of theirs. Loaded as a
 * chunk of its own.
 */
export function PollBlock(
  props:
    | ({ view: 'teacher' } & TeacherPollProps)
    | { view: 'student'; me: Me; pollId: number; /** False in a teacher's "View as student". */ canAnswer: boolean },
) {
  if (props.view === 'student') return <StudentPoll pollId={props.pollId} userId={props.me.id} canAnswer={props.canAnswer} />;
  return (
    <TeacherPoll
      articleId={props.articleId}
      selectedId={props.selectedId}
      assignedId={props.assignedId}
      responders={props.responders}
      assignmentStamp={props.assignmentStamp}
      onSelect={props.onSelect}
    />
  );
}
