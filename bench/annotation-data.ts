/**
 * Annotation data for the annotation benches (annotations.ts, annotation-paint.ts): the corpus's
 * level with the most text, and anchors as a reader's selections make them — `describeRange` over
 * runs of whole sentences (`sentenceRanges`), the way selecting by sentence does. A seeded random
 * source keeps every run's data the same.
 */
import {
  anchorRange,
  describeRange,
  markKeyTerms,
  PEN_NAMES,
  sentenceRanges,
  type AnchoredBy,
  type BlockRange,
  type BodyBlock,
  type KeyTerm,
  type PenName,
  type TextAnchor,
} from '@lectern/domain';
import { readCorpus, toBody } from '../apps/server/src/seed/corpus.js';

/** A seeded random source in [0, 1) (mulberry32). */
export function seededRandom(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface CorpusLevel {
  slug: string;
  /** The level's place in its article (article_levels.position). */
  position: number;
  language: 'en' | 'es';
  title: string;
  body: BodyBlock[];
  keyTerms: KeyTerm[];
}

/** The level of the corpus with the most text (characters of its body), the heaviest to anchor in. */
export function longestLevel(): CorpusLevel {
  const levels = readCorpus().flatMap((a) =>
    a.levels.map((l, position) => ({
      slug: a.slug,
      position,
      language: l.language,
      title: l.title,
      body: toBody(l.paragraphs),
      keyTerms: l.key_terms,
    })),
  );
  const chars = (l: CorpusLevel) => l.body.reduce((n, b) => n + b.text.length, 0);
  return levels.reduce((a, b) => (chars(b) > chars(a) ? b : a));
}

/** A run of 1 to 3 whole sentences (one most often), possibly across blocks. */
export function randomSentenceRange(sentences: readonly BlockRange[], rand: () => number): BlockRange {
  const first = Math.floor(rand() * sentences.length);
  const r = rand();
  const count = r < 0.6 ? 1 : r < 0.9 ? 2 : 3;
  const last = Math.min(sentences.length - 1, first + count - 1);
  const a = sentences[first]!;
  const z = sentences[last]!;
  return { start: a.start, startoffset: a.startoffset, end: z.end, endoffset: z.endoffset };
}

export const randomPen = (rand: () => number): PenName => PEN_NAMES[Math.floor(rand() * PEN_NAMES.length)]!;

export interface StoredAnchor extends Pick<TextAnchor, 'quote' | 'position'> {
  pen: PenName;
  /** The path `anchorRange` takes for it on the level's text as it is now (checked when made). */
  by: AnchoredBy;
}

/**
 * `count` stored anchors on the blocks as they are now, each placed by the path asked of it:
 * - `position`: made on this text (the stored position still holds the quote);
 * - `quote`: made before text in front of it changed length (its position is off by a few words,
 *   its quote is exact);
 * - `fuzzy`: made before a word inside it was edited (its quote differs from the text by that
 *   word, and its position is off too).
 * Each is checked with `anchorRange` here; one that takes another path is drawn again.
 */
export function storedAnchors(
  blocks: readonly string[],
  language: string,
  mix: { quote: number; fuzzy: number },
  count: number,
  rand: () => number,
): StoredAnchor[] {
  const sentences = sentenceRanges(blocks, language);
  const out: StoredAnchor[] = [];
  const wanted = (i: number): AnchoredBy =>
    i < Math.round(count * mix.fuzzy) ? 'fuzzy' : i < Math.round(count * (mix.fuzzy + mix.quote)) ? 'quote' : 'position';
  for (let i = 0, tries = 0; out.length < count; tries++) {
    if (tries > count * 50) throw new Error('could not make the anchors asked for');
    const by = wanted(i);
    const a = describeRange(blocks, randomSentenceRange(sentences, rand));
    const shift = 5 + Math.floor(rand() * 40);
    const stored: StoredAnchor = { quote: { ...a.quote }, position: { ...a.position }, pen: randomPen(rand), by };
    if (by !== 'position') {
      const start = Math.max(0, a.position.start - shift);
      stored.position = { start, end: start + (a.position.end - a.position.start) };
    }
    if (by === 'fuzzy') {
      const edited = editOneWord(a.quote.exact, rand);
      if (edited === null) continue;
      stored.quote.exact = edited;
      stored.position.end = stored.position.start + edited.length;
    }
    const placed = anchorRange(blocks, stored);
    if (placed?.by !== by) continue;
    out.push(stored);
    i++;
  }
  // Interleave the kinds, as a page's list would hold them.
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/** The quote with one word of four letters or more in its middle part replaced (an editor's change). */
function editOneWord(exact: string, rand: () => number): string | null {
  const words = [...exact.matchAll(/\p{L}{4,}/gu)].filter((m) => m.index > 0 && m.index + m[0].length < exact.length);
  if (!words.length) return null;
  const w = words[Math.floor(rand() * words.length)]!;
  const replacement = ['stone', 'river', 'quickly', 'small', 'bright'][Math.floor(rand() * 5)]!;
  if (replacement === w[0]) return null;
  return exact.slice(0, w.index) + replacement + exact.slice(w.index + w[0].length);
}

const escapeHtml = (s: string) => s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

/**
 * The level's body as the article page renders it (ArticleText inside the `data-article-text`
 * element; see apps/web/src/activities/fixtures/): headings and paragraphs marked `data-block`,
 * the first occurrence of each key term a button inside its paragraph.
 */
export function articleTextHtml(level: CorpusLevel): string {
  const paragraphs = level.body.filter((b) => b.kind === 'paragraph').map((b) => b.text);
  const marked = markKeyTerms(paragraphs, level.keyTerms);
  let p = 0;
  const blocks = level.body.map((b, i) => {
    if (b.kind === 'heading') return `<h2 data-block="${i}">${escapeHtml(b.text)}</h2>`;
    const runs = marked[p++] ?? [{ text: b.text }];
    const inner = runs
      .map((r) =>
        r.term
          ? `<button type="button" class="keyTerm" aria-label="${escapeHtml(r.text)}, key term" aria-haspopup="dialog" aria-expanded="false">${escapeHtml(r.text)}</button>`
          : escapeHtml(r.text),
      )
      .join('');
    return `<p data-block="${i}">${inner}</p>`;
  });
  return `<div data-article-text="">${blocks.join('')}</div>`;
}
