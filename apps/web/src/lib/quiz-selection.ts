/**
 * A teacher's quiz question selection for an article, kept for the tab session until it is saved
 * into an assignment (QUIZ-30, QUIZ-31). The quiz overview writes it; the assignment builder reads
 * it into activity_element_selections. Shape: { [quizId]: { [levelId]: questionIds[] } }.
 */
export type QuizSelections = Record<string, Record<string, number[]>>;

const key = (contentId: string) => `lectern.quizSelection.${contentId}`;
const listeners = new Set<() => void>();

export function readQuizSelection(contentId: string): QuizSelections | null {
  if (typeof window === 'undefined') return null;
  try {
    const raw = window.sessionStorage.getItem(key(contentId));
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    return parsed && typeof parsed === 'object' ? (parsed as QuizSelections) : null;
  } catch {
    return null;
  }
}

export function writeQuizSelection(contentId: string, selections: QuizSelections | null) {
  if (typeof window === 'undefined') return;
  try {
    if (selections) window.sessionStorage.setItem(key(contentId), JSON.stringify(selections));
    else window.sessionStorage.removeItem(key(contentId));
  } catch {
    // Storage may be full or blocked; the selection then lives only in the panel's state.
  }
  for (const l of listeners) l();
}

export function subscribeQuizSelection(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}
