import { useSearchParams } from 'react-router';

/** Removes the panel's parameters: back to the activity picker. */
export function useReturnToActivities() {
  const [query, setQuery] = useSearchParams();
  return () => {
    const next = new URLSearchParams(query);
    for (const p of ['activityPanel', 'powerWordsActivityId', 'question']) next.delete(p);
    setQuery(next, { replace: true });
  };
}
