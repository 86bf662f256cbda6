/**
 * Student work is idempotent: the first answer stands, and the database decides which is first.
 * When the same student sends the same piece of work twice at once to one process (a double
 * click, a retry sent before the first reply came), the second waits for the first and answers
 * from its outcome, instead of asking the database only to learn that it lost. Duplicates that
 * reach other processes, or come later, still meet the database's unique key.
 */
export function firstAnswerInFlight<T>() {
  const running = new Map<string, Promise<T>>();
  return async function once(key: string, work: () => Promise<T>, asDuplicate: (first: T) => T): Promise<T> {
    const first = running.get(key);
    if (first) {
      const outcome = await first.then(
        (value) => ({ value }),
        () => null, // the first failed: this one is tried on its own
      );
      if (outcome) return asDuplicate(outcome.value);
    }
    const mine = work();
    running.set(key, mine);
    try {
      return await mine;
    } finally {
      if (running.get(key) === mine) running.delete(key);
    }
  };
}
