/// <reference lib="dom" />
/// <reference lib="dom.iterable" />
/**
 * The browser side of annotation-paint.ts, bundled by esbuild into the bench page: the page's
 * own anchoring code (`placeAnnotation`/`anchorRange` from @lectern/domain, `domRangeMaker` and
 * `paintHighlights` from apps/web/src/activities/anchoring.ts), run as the annotation layer runs it
 * (apps/web/src/features/annotations/annotation-layer.tsx and placement.ts): place every
 * annotation — taking the list's placement when the list's `text_version` is the page's text's,
 * else anchoring it here — turn each into a DOM range, paint one highlight per pen. Timed with
 * performance.now():
 * - anchor: placing (the text's fingerprint included) + the DOM ranges for every annotation;
 * - paint: the paintHighlights calls (registering the highlights);
 * - render: the first frame after them (style, layout and paint of the highlights), from its
 *   requestAnimationFrame callback to the task after it.
 */
import { placeAnnotation, textOf, type Annotation, type PenName } from '@lectern/domain';
import { articleRoot, domRangeMaker, paintHighlights } from '../apps/web/src/activities/anchoring.js';
import type { StoredAnchor } from './annotation-data.js';

/** A stored anchor as the list sends it: with the server's placement, or without (the page anchors it). */
export type ListedAnchor = StoredAnchor & { placed?: Annotation['placed'] };

export interface PaintTiming {
  anchor: number;
  paint: number;
  render: number;
  /** anchor + paint + render: the work, without the wait for the next frame. */
  total: number;
  /** From the first anchor to the end of the first frame that shows the highlights (waits included). */
  toFrame: number;
  painted: number;
  orphaned: number;
  /** Within `anchor`: placing by the path each took (the list's placements under `listed`), and the DOM ranges (sums of per-anchor times). */
  byPath: { position: number; quote: number; fuzzy: number; listed: number; dom: number };
}

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function run(blocks: string[], anchors: ListedAnchor[], textVersion?: string): Promise<PaintTiming> {
  const root = articleRoot();
  if (!root) throw new Error('no [data-article-text] on the page');
  // Start on a settled page: its first frames are drawn.
  await new Promise((resolve) => requestAnimationFrame(resolve));
  await nextTask();

  const t0 = performance.now();
  const byPen = new Map<PenName, Range[]>();
  let orphaned = 0;
  const byPath = { position: 0, quote: 0, fuzzy: 0, listed: 0, dom: 0 };
  const toDom = domRangeMaker(root);
  for (const a of anchors) {
    const s0 = performance.now();
    const placed = placeAnnotation(blocks, textVersion, a);
    const s1 = performance.now();
    const dom = placed.range && toDom(placed.range);
    byPath[a.placed && textVersion ? 'listed' : placed.by === 'orphaned' ? 'fuzzy' : placed.by] += s1 - s0;
    byPath.dom += performance.now() - s1;
    if (!dom) {
      orphaned++;
      continue;
    }
    const list = byPen.get(a.pen);
    if (list) list.push(dom);
    else byPen.set(a.pen, [dom]);
  }
  const t1 = performance.now();
  for (const [pen, ranges] of byPen) paintHighlights(`annotation-${pen}`, ranges);
  const t2 = performance.now();
  const t3 = await new Promise<number>((resolve) => requestAnimationFrame(() => resolve(performance.now())));
  await nextTask();
  const t4 = performance.now();
  return {
    anchor: t1 - t0,
    paint: t2 - t1,
    render: t4 - t3,
    total: t1 - t0 + (t2 - t1) + (t4 - t3),
    toFrame: t4 - t0,
    painted: anchors.length - orphaned,
    orphaned,
    byPath,
  };
}

/**
 * Not timed: how many anchors land on DOM ranges whose text is not the text they were placed
 * on (white space aside: the page has no separator between blocks). Must be 0.
 */
function check(blocks: string[], anchors: ListedAnchor[], textVersion?: string): number {
  const root = articleRoot()!;
  const toDom = domRangeMaker(root);
  const squash = (s: string) => s.replace(/\s+/g, '');
  return anchors.filter((a) => {
    const placed = placeAnnotation(blocks, textVersion, a);
    const dom = placed.range && toDom(placed.range);
    return !dom || squash(dom.toString()) !== squash(textOf(blocks, placed.range!));
  }).length;
}

Object.assign(globalThis, { anchorBench: { run, check } });
