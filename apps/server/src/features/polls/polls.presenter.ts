import type { Poll } from '@lectern/domain';
import type { ChoiceRow, PollRow } from './polls.repository.js';

const iso = (d: Date | string) => new Date(d).toISOString();

/**
 * A poll for one reader (POLL-04). Voters are student data: the poll's teacher and staff get them
 * all, a student only their own id on the choice they made, anyone else none. Counts are for all.
 */
export function presentPoll(
  poll: PollRow,
  choices: readonly ChoiceRow[],
  reader: { voters: 'all' | 'none' | number; canSeeResults: boolean },
): Poll {
  const own = choices.filter((c) => c.poll_id === poll.id);
  const voterIds = (ids: number[]) =>
    reader.voters === 'all' ? ids : reader.voters === 'none' ? [] : ids.filter((id) => id === reader.voters);
  return {
    id: poll.id,
    can_see_results: reader.canSeeResults,
    is_template: poll.is_template,
    data: {
      question: poll.question,
      choices: own.map((c) => ({ choice_id: c.id, text: c.text, voter_ids: voterIds(c.voter_ids), votes: c.voter_ids.length })),
    },
    total_votes: own.reduce((n, c) => n + c.voter_ids.length, 0),
    content_type: 'POLL',
    article_id: String(poll.content_id),
    created_by_id: poll.created_by,
    date_created: iso(poll.date_created),
    date_modified: iso(poll.date_modified),
    template_display_order: poll.template_display_order,
  };
}
