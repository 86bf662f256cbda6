import type { KeyTerm } from './key-terms.schema.js';

/** A run of a block's text: plain, or the occurrence of a key term that the page marks. */
export interface TextRun {
  text: string;
  /** Set on the one run that is a term's marked occurrence. */
  term?: KeyTerm;
}

// A term is a whole word or phrase: no letter, digit or joining mark right before or after it, so
// "lava" is not found in "lavalike" and "ángulo" not in "triángulo" (\b only knows ASCII letters).
const BEFORE = '(?<![\\p{L}\\p{N}\\p{M}_])';
const AFTER = '(?![\\p{L}\\p{N}\\p{M}_])';
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * ASSIGN-60, ASSIGN-61: splits the level's text blocks into runs, marking the first occurrence of
 * each key term (case-insensitive, whole words only, or the word with a plural "s" or "es") and
 * leaving every later occurrence plain.
 * Blocks are read in order, so "first" is first in the text. Where two terms overlap the earlier
 * one wins, and at the same place the longer ("pillow lava" before "lava"); a term found only
 * inside another marked term waits for its next occurrence of its own. Blank terms are ignored.
 */
export function markKeyTerms(blocks: readonly string[], terms: readonly KeyTerm[]): TextRun[][] {
  const remaining = new Map<string, KeyTerm>();
  for (const t of terms) {
    const key = t.term.trim().toLocaleLowerCase();
    if (key && !remaining.has(key)) remaining.set(key, { ...t, term: t.term.trim() });
  }
  return blocks.map((text) => {
    const runs: TextRun[] = [];
    let from = 0;
    while (remaining.size > 0) {
      const alternatives = [...remaining.keys()].sort((a, b) => b.length - a.length).map(escape);
      // A plural counts as the word ("volcanoes" for "volcano"): texts often use only the plural.
      const found = new RegExp(`${BEFORE}(${alternatives.join('|')})(?:e?s)?${AFTER}`, 'iu').exec(text.slice(from));
      if (!found) break;
      const start = from + found.index;
      const term = remaining.get(found[1]!.toLocaleLowerCase());
      // A match whose case folds differently from its term (rare outside Latin script) is left plain.
      if (!term) {
        runs.push({ text: text.slice(from, start + found[0].length) });
        from = start + found[0].length;
        continue;
      }
      if (start > from) runs.push({ text: text.slice(from, start) });
      runs.push({ text: found[0], term });
      remaining.delete(found[1]!.toLocaleLowerCase());
      from = start + found[0].length;
    }
    if (from < text.length || runs.length === 0) runs.push({ text: text.slice(from) });
    return runs;
  });
}
