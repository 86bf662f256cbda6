import { pollChoiceText, pollCountText, pollPercent, type Poll } from '@lectern/domain';
import s from './polls.module.css';

/**
 * A poll's results, read-only (POLL-11, POLL-18 … POLL-20): each response with its rounded share,
 * a bar and who chose it, then the count. A student's own choice is marked as theirs.
 */
export function PollResults({
  poll,
  viewer,
  responders,
}: {
  poll: Poll;
  /** A student sees "You chose this" on their choice; a teacher sees counts only. */
  viewer: { kind: 'student'; userId: number } | { kind: 'teacher' };
  /** For a teacher: how many students can answer (the assignment's students). */
  responders?: number | undefined;
}) {
  const total = poll.total_votes;
  const count =
    viewer.kind === 'teacher'
      ? pollCountText('teacher', total, Math.max(responders ?? total, total))
      : pollCountText('student', total);
  return (
    <div className={s.results}>
      <p className={s.question}>{poll.data.question}</p>
      <ul className={s.resultList}>
        {poll.data.choices.map((c) => {
          const mine = viewer.kind === 'student' && c.voter_ids.includes(viewer.userId);
          const percent = pollPercent(c.votes, total);
          return (
            <li key={c.choice_id} className={mine ? `${s.result} ${s.mine}` : s.result}>
              <div className={s.resultHead}>
                <span className={s.resultText}>{c.text}</span>
                <span className={s.percent}>{percent}%</span>
              </div>
              <div className={s.bar} aria-hidden="true">
                <span className={s.barFill} style={{ width: `${percent}%` }} />
              </div>
              <span className={s.resultNote}>{pollChoiceText(c.votes, mine)}</span>
            </li>
          );
        })}
      </ul>
      <p className={s.count} role="status">
        {count}
      </p>
    </div>
  );
}
