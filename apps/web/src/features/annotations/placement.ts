/**
 * Where each annotation sits in the level as the page shows it now, remembered per list so the
 * layer and the panel place each once. The list names the text the server placed its annotations
 * in (`text_version`); when it is the page's own text, the server's placements are taken as they
 * are, else each is anchored again here (by position, quote, then an approximate quote). An
 * annotation that cannot be placed is orphaned: listed, never painted on other words.
 */
import { placeAnnotation, type AnnotationList, type BlockRange } from '@lectern/domain';

const placed = new WeakMap<AnnotationList, WeakMap<readonly string[], Map<number, BlockRange | null>>>();

export function placementsOf(texts: readonly string[], list: AnnotationList): Map<number, BlockRange | null> {
  let byTexts = placed.get(list);
  if (!byTexts) placed.set(list, (byTexts = new WeakMap()));
  let out = byTexts.get(texts);
  if (!out) {
    out = new Map(list.results.map((a) => [a.id, placeAnnotation(texts, list.text_version, a).range]));
    byTexts.set(texts, out);
  }
  return out;
}
