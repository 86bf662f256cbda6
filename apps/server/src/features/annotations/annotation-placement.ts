/**
 * Where each annotation of a list stands in its level's text as it is now (API-46's `placed`), so
 * a page paints them without anchoring them again itself: the same `anchorRange` the page would
 * run (position, exact quote, approximate quote, else orphaned), run here where the code is warm.
 * A placement depends only on the annotation's stored selectors and the level's text, so it is
 * kept per (annotation id, its last change, the text's `textVersion`): a repeated list anchors
 * nothing. The stored selectors are not changed.
 */
import { placeAnchor, textVersion, type Placement } from '@lectern/domain';

/** Placements kept at most in this process; the oldest go first. */
const MAX_KEPT = 50_000;
const kept = new Map<string, Placement>();

export interface Placeable {
  id: number;
  updated_at: Date;
  quote_exact: string;
  quote_prefix: string;
  quote_suffix: string;
  position_start: number;
  position_end: number;
}

/** The placement of one annotation in the blocks (kept for the next list). */
export function placementOf(blocks: readonly string[], row: Placeable): Placement {
  const key = `${row.id}:${row.updated_at.getTime()}:${textVersion(blocks)}`;
  const known = kept.get(key);
  if (known) return known;
  const placed = placeAnchor(blocks, {
    quote: { exact: row.quote_exact, prefix: row.quote_prefix, suffix: row.quote_suffix },
    position: { start: row.position_start, end: row.position_end },
  });
  if (kept.size >= MAX_KEPT) kept.delete(kept.keys().next().value!);
  kept.set(key, placed);
  return placed;
}

/** Forgets every kept placement (tests, benchmarks measuring the first list). */
export function forgetPlacements() {
  kept.clear();
}
