import { StoredLessonPlan as Stored, type ProseMirrorNode } from '@lectern/domain';

/**
 * TOOLS-28: a teacher's plan is kept in this browser per user (their unique id) and article, so it
 * is there when they come back to the article. What is stored is checked on the way out: a plan
 * that does not read as one (corrupt, or from an older shape) is removed, never shown or thrown.
 */
type StoredPlan = Stored;

export const planKey = (userUniqueId: string, contentId: string) => `lectern:lesson-plan:${userUniqueId}:${contentId}`;

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

export function loadPlan(userUniqueId: string, contentId: string): StoredPlan | null {
  const store = storage();
  const key = planKey(userUniqueId, contentId);
  const raw = store?.getItem(key);
  if (!store || raw == null) return null;
  try {
    return Stored.parse(JSON.parse(raw));
  } catch {
    store.removeItem(key);
    return null;
  }
}

export function savePlan(userUniqueId: string, contentId: string, document: ProseMirrorNode): void {
  try {
    storage()?.setItem(
      planKey(userUniqueId, contentId),
      JSON.stringify({ version: 1, document, savedAt: new Date().toISOString() } satisfies StoredPlan),
    );
  } catch {
    // A full or blocked storage keeps the plan on screen only; nothing else depends on it.
  }
}

export function clearPlan(userUniqueId: string, contentId: string): void {
  try {
    storage()?.removeItem(planKey(userUniqueId, contentId));
  } catch {
    // As above.
  }
}
