import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Poll, PollCreateBody, PollForm, PollInteraction } from '@lectern/domain';
import { api } from '../../lib/api.js';
import { apiQuery } from '../../lib/query.js';

/** How often a teacher's open results ask again while students answer (no reload, any server process). */
export const RESULTS_REFRESH_MS = 3000;

/** `GET /api/v3/polls/?article_id=`: the article's templates, then the teacher's own polls (POLL-08). */
export const pollsQuery = (articleId: string) =>
  apiQuery({
    queryKey: ['polls', articleId],
    endpoint: { path: `/api/v3/polls/?article_id=${encodeURIComponent(articleId)}`, schema: 'PollList' },
    staleTime: 60_000,
  });

/** `GET /api/v3/polls/{pollId}/`: one poll with its results (POLL-04). */
export const pollQuery = (pollId: number) =>
  apiQuery({
    queryKey: ['poll', pollId],
    endpoint: { path: `/api/v3/polls/${pollId}/`, schema: 'Poll' },
    staleTime: 0,
  });

/** The article's polls a teacher chooses from. */
export function usePolls(articleId: string) {
  return useQuery(pollsQuery(articleId));
}

/** One poll; `live` keeps its results current while it is on screen (a teacher watching answers come in). */
export function usePoll(pollId: number | null, { live = false }: { live?: boolean } = {}) {
  return useQuery({
    ...pollQuery(pollId ?? 0),
    enabled: pollId !== null,
    refetchInterval: (q) => (live && q.state.data?.can_see_results ? RESULTS_REFRESH_MS : false),
  });
}

const bodyOf = (form: PollForm) => ({
  question: form.question.trim(),
  choices: form.choices.map((text) => ({ text: text.trim() })),
});

/**
 * Saves the poll form: a teacher's own poll is changed in place; a template (or a blank form)
 * becomes a new poll of the teacher's own, since students answer only those (POLL-13).
 */
export function useSavePoll(articleId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ poll, form }: { poll: Poll | null; form: PollForm }) =>
      poll && !poll.is_template
        ? api<Poll>('PUT', `/api/v3/polls/${poll.id}/`, { data: bodyOf(form) })
        : api<Poll>('POST', '/api/v3/polls/', { article_id: articleId, data: bodyOf(form) } satisfies PollCreateBody),
    onSuccess: (saved) => {
      qc.setQueryData(pollQuery(saved.id).queryKey, saved);
      void qc.invalidateQueries({ queryKey: pollsQuery(articleId).queryKey });
    },
  });
}

/**
 * The poll an assignment may include: the teacher's own as it is, or a template copied into a poll
 * of the teacher's own (students answer only those, POLL-13). Resolves to its id.
 */
export async function ownPollId(poll: Poll): Promise<number> {
  if (!poll.is_template) return poll.id;
  const copy = await api<Poll>('POST', '/api/v3/polls/', {
    article_id: poll.article_id,
    data: { question: poll.data.question, choices: poll.data.choices.map((c) => ({ text: c.text })) },
  } satisfies PollCreateBody);
  return copy.id;
}

/**
 * API-20, POLL-12: posts a student's answer, then fetches the poll again (it comes back with the
 * results). A second answer is refused (409): the poll is fetched again all the same.
 */
export function useAnswerPoll(pollId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (choiceId: number) =>
      api<PollInteraction>('POST', '/api/v3/activity/interaction/', { data: { choice_id: choiceId }, activity: pollId }),
    onSettled: () => qc.invalidateQueries({ queryKey: pollQuery(pollId).queryKey }),
  });
}
