/**
 * Where each annotation sits in the level as the page shows it now (anchoring again by position,
 * quote, then an approximate quote), remembered per list so the layer and the panel place each
 * once. An annotation that cannot be placed is orphaned: listed, never painted on other words.
 */
import { anchorRange, type Annotation, type BlockRange } from '@lectern/domain';

const placed = new WeakMap<readonly Annotation[], WeakMap<readonly string[], Map<number, BlockRange | null>>>();

export function placementsOf(texts: readonly string[], annotations: readonly Annotation[]): Map<number, BlockRange | null> {
  let byTexts = placed.get(annotations);
  if (!byTexts) placed.set(annotations, (byTexts = new WeakMap()));
  let out = byTexts.get(texts);
  if (!out) {
    out = new Map(annotations.map((a) => [a.id, anchorRange(texts, a)?.range ?? null]));
    byTexts.set(texts, out);
  }
  return out;
}
