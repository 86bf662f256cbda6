import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

type Change = Record<string, string | null>;

/**
 * The quiz panel's state in the query (`question`, `activityPanel`, `quizId`): read it, build a
 * link to a changed copy, or change it in place. Changes replace the history entry, no reload.
 */
export function useQuizQuery() {
  const [query, setQuery] = useSearchParams();
  const withChange = useCallback(
    (change: Change) => {
      const next = new URLSearchParams(query);
      for (const [k, v] of Object.entries(change)) {
        if (v === null) next.delete(k);
        else next.set(k, v);
      }
      return next;
    },
    [query],
  );
  const update = useCallback((change: Change) => setQuery(withChange(change), { replace: true }), [setQuery, withChange]);
  const href = useCallback((change: Change) => `?${withChange(change).toString()}`, [withChange]);
  return { question: query.get('question'), activityPanel: query.get('activityPanel'), update, href };
}
