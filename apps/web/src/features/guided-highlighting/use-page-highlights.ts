import { useEffect, useState } from 'react';
import type { BlockRange } from '@lectern/domain';
import { articleRoot, domRangeOf, paintHighlights, selectedRange } from '../../activities/anchoring.js';

/** The highlight names this activity paints (styled in guided-highlighting.module.css). */
export const HIGHLIGHT = {
  /** The answer passage: a right highlight, or the one shown after two misses. */
  answer: 'gh-answer',
  /** The student's checked highlight that was not right. */
  attempt: 'gh-attempt',
} as const;

/**
 * Paints ranges of the article under one highlight name while the panel shows them, and takes
 * them away when it no longer does (or closes). Ranges whose blocks are not on the page (text a
 * check for understanding still holds) are left out.
 */
export function usePaintedRanges(name: string, ranges: readonly BlockRange[]) {
  const key = JSON.stringify(ranges);
  useEffect(() => {
    const root = articleRoot();
    if (!root) return;
    const list = (JSON.parse(key) as BlockRange[]).flatMap((r) => domRangeOf(root, r) ?? []);
    paintHighlights(name, list);
    return () => paintHighlights(name, []);
  }, [name, key]);
}

/**
 * The reader's selection in the article as a block range, followed as it changes (a mouse drag,
 * Shift+arrows, or the sentence buttons); null when nothing of the article's text is selected.
 */
export function useArticleSelection(texts: readonly string[]): BlockRange | null {
  const [range, setRange] = useState<BlockRange | null>(null);
  const key = JSON.stringify(texts);
  useEffect(() => {
    const blocks = JSON.parse(key) as string[];
    const read = () => {
      const root = articleRoot();
      const next = root ? selectedRange(root, blocks) : null;
      setRange((prev) => (JSON.stringify(prev) === JSON.stringify(next) ? prev : next));
    };
    read();
    document.addEventListener('selectionchange', read);
    return () => document.removeEventListener('selectionchange', read);
  }, [key]);
  return range;
}

/** Takes the reader's selection away (after a check, so the painted highlight shows). */
export function clearArticleSelection() {
  window.getSelection()?.removeAllRanges();
}
