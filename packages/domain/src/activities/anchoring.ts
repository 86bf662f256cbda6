/**
 * Anchoring: a selection in a level's text as data that outlives the page, and back. Annotations
 * and guided highlighting both start from a selection, so both use this one module.
 *
 * A level's text is its body blocks (`level.body`, the `data-block` elements of the page). A range
 * is stored in the spec's fields (ANNOT-05): `start`/`end` are block indexes and `startoffset`/
 * `endoffset` UTF-16 offsets in those blocks' text, as the DOM counts them. Beside them go the two
 * selectors of the W3C Web Annotation model that survive re-rendering and small edits: a
 * text-position selector (offsets in the level's flat text, blocks joined by one newline) and a
 * text-quote selector (the exact text with a little context either side).
 *
 * Placing an anchor again tries, in order: the position (when the text there is still the quote),
 * the exact quote (the occurrence whose context fits best), then an approximate match of the quote
 * (Myers' bit-parallel algorithm, from approx-string-match, scored by quote, context and distance
 * from the old position). When none fits, the anchor is orphaned: the caller shows it as such and
 * never paints it on other words.
 */
import search from 'approx-string-match';
import { z } from 'zod';

/** The text between two blocks in the flat text. */
export const BLOCK_SEPARATOR = '\n';
/** Characters of context kept either side of a quote. */
export const QUOTE_CONTEXT = 32;
/** The longest quote kept (a highlight longer than this is refused). */
export const MAX_QUOTE = 6000;

const index = z.number().int().min(0).max(100_000);

export const BlockRange = z
  .object({ start: index, startoffset: index, end: index, endoffset: index })
  .refine((r) => r.start < r.end || (r.start === r.end && r.startoffset < r.endoffset), {
    message: 'A range ends after it starts.',
  });
export type BlockRange = z.infer<typeof BlockRange>;

export const TextQuoteSelector = z.object({
  exact: z.string().min(1).max(MAX_QUOTE),
  prefix: z.string().max(QUOTE_CONTEXT * 2),
  suffix: z.string().max(QUOTE_CONTEXT * 2),
});
export type TextQuoteSelector = z.infer<typeof TextQuoteSelector>;

export const TextPositionSelector = z
  .object({ start: z.number().int().min(0).max(1_000_000), end: z.number().int().min(0).max(1_000_000) })
  .refine((p) => p.start < p.end, { message: 'A position ends after it starts.' });
export type TextPositionSelector = z.infer<typeof TextPositionSelector>;

/** Where a selection was: the spec's fields and the two selectors. */
export interface TextAnchor extends BlockRange {
  quote: TextQuoteSelector;
  position: TextPositionSelector;
}

/** How an anchor was placed again; `null` from `anchorRange` means orphaned. */
export type AnchoredBy = 'position' | 'quote' | 'fuzzy';

// A page anchors many annotations in the same blocks: their flat text and block starts are made
// once per blocks array (read-only by type; a changed text comes as a new array).
const flatTexts = new WeakMap<readonly string[], string>();
const startsOf = new WeakMap<readonly string[], number[]>();

export const flatText = (blocks: readonly string[]): string => {
  let text = flatTexts.get(blocks);
  if (text === undefined) flatTexts.set(blocks, (text = blocks.join(BLOCK_SEPARATOR)));
  return text;
};

/** Where each block starts in the flat text. */
function blockStarts(blocks: readonly string[]): number[] {
  const known = startsOf.get(blocks);
  if (known) return known;
  const starts: number[] = [];
  let at = 0;
  for (const b of blocks) {
    starts.push(at);
    at += b.length + BLOCK_SEPARATOR.length;
  }
  startsOf.set(blocks, starts);
  return starts;
}

/** Whether a range lies inside the blocks (its blocks exist, its offsets are within them) and covers some text. */
export function rangeFits(blocks: readonly string[], r: BlockRange): boolean {
  const a = blocks[r.start];
  const b = blocks[r.end];
  if (a === undefined || b === undefined || r.startoffset > a.length || r.endoffset > b.length) return false;
  const f = toFlat(blocks, r);
  return f.start < f.end && flatText(blocks).slice(f.start, f.end).trim().length > 0;
}

/** A block range as offsets in the flat text. Offsets past a block's end are clamped to it. */
export function toFlat(blocks: readonly string[], r: BlockRange): { start: number; end: number } {
  const starts = blockStarts(blocks);
  const at = (block: number, offset: number) => {
    const b = Math.min(Math.max(block, 0), blocks.length - 1);
    return (starts[b] ?? 0) + Math.min(offset, blocks[b]?.length ?? 0);
  };
  return { start: at(r.start, r.startoffset), end: at(r.end, r.endoffset) };
}

/**
 * Flat offsets as a block range. A start on a separator moves to the next block's start, an end
 * on one to the previous block's end, so a range never begins or ends between blocks.
 */
export function fromFlat(blocks: readonly string[], flat: { start: number; end: number }): BlockRange {
  const starts = blockStarts(blocks);
  const last = blocks.length - 1;
  const locate = (offset: number, isEnd: boolean) => {
    for (let b = 0; b <= last; b++) {
      const s = starts[b]!;
      const e = s + blocks[b]!.length;
      // On the separator before block b.
      if (offset < s) return isEnd ? { block: b - 1, offset: blocks[b - 1]!.length } : { block: b, offset: 0 };
      if (offset <= e) {
        if (isEnd && offset === s && b > 0) return { block: b - 1, offset: blocks[b - 1]!.length };
        if (!isEnd && offset === e && b < last) return { block: b + 1, offset: 0 };
        return { block: b, offset: offset - s };
      }
    }
    return { block: Math.max(last, 0), offset: blocks[last]?.length ?? 0 };
  };
  const a = locate(flat.start, false);
  const z = locate(flat.end, true);
  return { start: a.block, startoffset: a.offset, end: z.block, endoffset: z.offset };
}

/** The text a range covers (blocks joined by the separator). */
export const textOf = (blocks: readonly string[], r: BlockRange) => {
  const f = toFlat(blocks, r);
  return flatText(blocks).slice(f.start, f.end);
};

/** A range shrunk to exclude white space at either end; null when nothing but white space is left. */
export function trimRange(blocks: readonly string[], r: BlockRange): BlockRange | null {
  const text = flatText(blocks);
  let { start, end } = toFlat(blocks, r);
  while (start < end && /\s/.test(text[start]!)) start++;
  while (end > start && /\s/.test(text[end - 1]!)) end--;
  return start < end ? fromFlat(blocks, { start, end }) : null;
}

/** A range grown to whole words (a selection that cuts a word in two takes the whole word). */
export function snapToWords(blocks: readonly string[], r: BlockRange): BlockRange {
  const text = flatText(blocks);
  let { start, end } = toFlat(blocks, r);
  const word = /[\p{L}\p{N}'’-]/u;
  while (start > 0 && word.test(text[start - 1]!) && word.test(text[start]!)) start--;
  while (end < text.length && word.test(text[end]!) && word.test(text[end - 1]!)) end++;
  return fromFlat(blocks, { start, end });
}

/** The selectors of a range: the spec's fields, a text-quote and a text-position selector. */
export function describeRange(blocks: readonly string[], r: BlockRange): TextAnchor {
  const text = flatText(blocks);
  const { start, end } = toFlat(blocks, r);
  return {
    ...fromFlat(blocks, { start, end }),
    quote: {
      exact: text.slice(start, end),
      prefix: text.slice(Math.max(0, start - QUOTE_CONTEXT), start),
      suffix: text.slice(end, end + QUOTE_CONTEXT),
    },
    position: { start, end },
  };
}

/** How alike two strings are, 0 to 1, by edit distance (for the context either side of a quote). */
function likeness(a: string, b: string): number {
  // Unchanged context (the usual case: a word was edited inside the highlight) needs no search.
  if (a === b) return 1;
  if (!a.length || !b.length) return a.length === b.length ? 1 : 0.5;
  const max = Math.max(a.length, b.length);
  const found = search(a, b, max);
  const errors = found.length ? Math.min(...found.map((m) => m.errors)) : max;
  return 1 - errors / max;
}

/** A near match this good (quote and both contexts each three quarters alike or more) is kept. */
const GOOD_NEAR_MATCH = 50 * 0.75 + 20 * 0.75 + 20 * 0.75;

/**
 * The best approximate match of a quote within text[from, to), scored by the quote's errors, how
 * alike its context either side is to the stored one, and (a little) its nearness to the stored
 * position; null when nothing is within `maxErrors`.
 */
function bestApproximate(
  text: string,
  quote: TextAnchor['quote'],
  hint: number,
  maxErrors: number,
  from: number,
  to: number,
): { start: number; end: number; score: number } | null {
  const { exact, prefix, suffix } = quote;
  const matches = search(text.slice(from, to), exact, maxErrors);
  let best: { start: number; end: number; score: number } | null = null;
  // Myers' search reports a match for every end position within the bound, so one place where the
  // quote still stands yields a run of overlapping matches. Taken fewest errors first, a match whose
  // score could not beat the best so far even with contexts that fit perfectly ends the search
  // (every later one has as many errors or more), so the contexts are compared for a few only.
  const byErrors = [...matches].sort((a, b) => a.errors - b.errors);
  for (const m of byErrors) {
    const quoteScore = 1 - m.errors / exact.length;
    if (best && 50 * quoteScore + 20 + 20 + 2 <= best.score) break;
    const start = m.start + from;
    const end = m.end + from;
    const before = text.slice(Math.max(0, start - prefix.length), start);
    const after = text.slice(end, end + suffix.length);
    const score =
      50 * quoteScore +
      20 * likeness(before, prefix) +
      20 * likeness(after, suffix) +
      2 * (1 - Math.abs(start - hint) / Math.max(text.length, 1));
    if (!best || score > best.score) best = { start, end, score };
  }
  return best;
}

/**
 * Places a stored anchor in the blocks as they are now: by position, then by exact quote, then by
 * an approximate quote. Null when the anchor is orphaned (nothing close enough to its quote).
 */
export function anchorRange(
  blocks: readonly string[],
  anchor: Pick<TextAnchor, 'quote' | 'position'>,
): { range: BlockRange; by: AnchoredBy } | null {
  const text = flatText(blocks);
  const { exact, prefix, suffix } = anchor.quote;
  const hint = anchor.position.start;
  const place = (start: number, end: number, by: AnchoredBy) => ({ range: fromFlat(blocks, { start, end }), by });

  if (text.slice(anchor.position.start, anchor.position.end) === exact)
    return place(anchor.position.start, anchor.position.end, 'position');

  // Exact occurrences, the best context first, then the nearest to where it was.
  const exactHits: number[] = [];
  for (let at = text.indexOf(exact); at >= 0 && exactHits.length < 1000; at = text.indexOf(exact, at + 1)) exactHits.push(at);
  if (exactHits.length) {
    const score = (at: number) =>
      (text.slice(Math.max(0, at - prefix.length), at) === prefix ? 2 : 0) +
      (text.slice(at + exact.length, at + exact.length + suffix.length) === suffix ? 2 : 0) -
      Math.abs(at - hint) / Math.max(text.length, 1);
    const best = exactHits.reduce((a, b) => (score(b) > score(a) ? b : a));
    return place(best, best + exact.length, 'quote');
  }

  // Approximate: up to a quarter of the quote may differ (at most 256 edits). Near the stored
  // position first (a word edited inside a highlight seldom moves it far): a match there whose
  // quote and context both still fit well is taken without searching the whole text.
  const maxErrors = Math.min(256, Math.floor(exact.length / 4));
  if (maxErrors < 1) return null;
  const from = Math.max(0, hint - exact.length - maxErrors);
  const to = Math.min(text.length, hint + 2 * exact.length + maxErrors);
  const near = bestApproximate(text, anchor.quote, hint, maxErrors, from, to);
  const best =
    near && near.score >= GOOD_NEAR_MATCH ? near : bestApproximate(text, anchor.quote, hint, maxErrors, 0, text.length);
  if (!best) return null;
  const trimmed = trimRange(blocks, fromFlat(blocks, { start: best.start, end: best.end }));
  return trimmed ? { range: trimmed, by: 'fuzzy' } : null;
}

/**
 * A short fingerprint of the blocks' text (FNV-1a, 32 bits, of the flat text, with its length):
 * the server anchors a list's annotations on the level's text and names that text by it, and a
 * page whose own text has the same fingerprint takes those placements as they are
 * (`placeAnnotation`). Made once per blocks array.
 */
export function textVersion(blocks: readonly string[]): string {
  let v = versions.get(blocks);
  if (v === undefined) {
    const text = flatText(blocks);
    let h = 0x811c9dc5;
    for (let i = 0; i < text.length; i++) {
      h ^= text.charCodeAt(i);
      h = Math.imul(h, 0x01000193);
    }
    versions.set(blocks, (v = `${text.length.toString(36)}-${(h >>> 0).toString(36)}`));
  }
  return v;
}
const versions = new WeakMap<readonly string[], string>();

/** Where an anchor was placed in a text and how, `orphaned` (no range) when nowhere. */
export interface Placement {
  range: BlockRange | null;
  by: AnchoredBy | 'orphaned';
}

/** `anchorRange` as a placement: the range and how it was found, or orphaned. */
export function placeAnchor(blocks: readonly string[], anchor: Pick<TextAnchor, 'quote' | 'position'>): Placement {
  const placed = anchorRange(blocks, anchor);
  return placed ? { range: placed.range, by: placed.by } : { range: null, by: 'orphaned' };
}

/**
 * The sentences of the blocks as ranges, in reading order (for selecting by keyboard: "next
 * sentence"). Uses the platform's sentence segmenter for the level's language; white space at the
 * ends is left out.
 */
export function sentenceRanges(blocks: readonly string[], language = 'en'): BlockRange[] {
  const segmenter = new Intl.Segmenter(language, { granularity: 'sentence' });
  const out: BlockRange[] = [];
  blocks.forEach((block, b) => {
    for (const s of segmenter.segment(block)) {
      const lead = s.segment.length - s.segment.trimStart().length;
      const body = s.segment.trim();
      if (!body) continue;
      const start = s.index + lead;
      out.push({ start: b, startoffset: start, end: b, endoffset: start + body.length });
    }
  });
  return out;
}

/** Whether two ranges of the same blocks overlap, and by how many characters. */
export function overlapLength(blocks: readonly string[], a: BlockRange, b: BlockRange): number {
  const x = toFlat(blocks, a);
  const y = toFlat(blocks, b);
  return Math.max(0, Math.min(x.end, y.end) - Math.max(x.start, y.start));
}
