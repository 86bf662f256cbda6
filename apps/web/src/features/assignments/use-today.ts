import { localDay } from '@lectern/domain';
import { useHydrated } from '../../lib/use-hydrated.js';

/**
 * Today's calendar day for due dates. The server's HTML and the hydrating page read the UTC day
 * (they must agree); once the page runs, the reader's own calendar decides what is due today.
 */
export function useToday(): string {
  const hydrated = useHydrated();
  const now = new Date();
  return hydrated ? localDay(now) : now.toISOString().slice(0, 10);
}
