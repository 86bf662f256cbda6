/**
 * Where a student's text stops (CFU-01): at the first check for understanding of a level that they
 * have not answered, unless the assignment they were given turns the checks off (ASSIGN-62). Every
 * path that hands out level text asks here — the article API, and through it the server-rendered
 * page — so the text after an unanswered check never reaches the student's browser, in any form.
 */
import { checksHidden, gateOf, type TextGate } from '@lectern/domain';
import type { AuthUser } from '../../auth/auth-user.js';
import type { Db } from '../../db/database.js';
import type { ArticleBundle } from './article-cache.js';
import { assignmentsOfStudent } from './assignments-given.repository.js';
import { answeredCheckIds } from './text-items.repository.js';

/** Whether the checks apply to this student on this article: their newest assignment of it decides. */
export async function checksApplyTo(db: Db, user: AuthUser, contentId: number): Promise<boolean> {
  if (user.role !== 'student') return false;
  const [assignment] = await assignmentsOfStudent(db, user.id, { storyId: contentId });
  return !checksHidden(assignment?.assignment_config);
}

/**
 * The gate of each level that has one for this reader (none for anyone but students), and whether
 * the checks are shown in their text at all: not to a student whose assignment turns them off.
 */
export async function textGatesFor(
  db: Db,
  user: AuthUser | null,
  bundle: ArticleBundle,
): Promise<{ gates: Map<number, TextGate>; showChecks: boolean }> {
  const gates = new Map<number, TextGate>();
  if (!user || user.role !== 'student' || bundle.inText.length === 0) return { gates, showChecks: true };
  const [applies, answered] = await Promise.all([
    checksApplyTo(db, user, bundle.content.id),
    answeredCheckIds(db, user.id, bundle.content.id),
  ]);
  if (!applies) return { gates, showChecks: false };
  for (const level of bundle.levels) {
    const checks = bundle.inText
      .filter((i) => i.article_level_id === level.id)
      .map((i) => ({ id: i.item_id, after_block: i.after_block }));
    const gate = gateOf(checks, answered, level.body.length);
    if (gate) gates.set(level.id, gate);
  }
  return { gates, showChecks: true };
}
