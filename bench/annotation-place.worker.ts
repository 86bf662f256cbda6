/**
 * The server's part of a list of annotations (API-46's `placed`), for annotation-paint.ts: bundled
 * by esbuild and run in a worker thread of its own, so its first pass runs the anchoring code cold,
 * as the first list after a server starts does. Times `placementOf` (the list service's call) for
 * every annotation: the first pass (cold code, nothing kept), passes with the code warm and nothing
 * kept (each annotation's first list on a running server), and passes where every placement is kept
 * (a list read again).
 */
import { parentPort, workerData } from 'node:worker_threads';
import { forgetPlacements, placementOf, type Placeable } from '../apps/server/src/features/annotations/annotation-placement.js';

export interface PlaceTiming {
  cold: number;
  warm: number[];
  kept: number[];
}

const { blocks, rows, passes } = workerData as {
  blocks: string[];
  rows: (Omit<Placeable, 'updated_at'> & { updated_at: string })[];
  passes: number;
};
const placeable: Placeable[] = rows.map((r) => ({ ...r, updated_at: new Date(r.updated_at) }));

const pass = () => {
  // The list service makes a new blocks array for each request (level.body's texts).
  const texts = [...blocks];
  const t0 = performance.now();
  for (const r of placeable) placementOf(texts, r);
  return performance.now() - t0;
};
const cold = pass();
const warm: number[] = [];
const kept: number[] = [];
for (let i = 0; i < passes; i++) {
  forgetPlacements();
  warm.push(pass());
}
for (let i = 0; i < passes; i++) kept.push(pass());
parentPort!.postMessage({ cold, warm, kept } satisfies PlaceTiming);
