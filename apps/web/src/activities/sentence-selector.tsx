/**
 * Selecting the article's text without a mouse: "Previous sentence", "Next sentence" and "Add next
 * sentence" move or grow the page's selection one sentence at a time (sentences by the platform's
 * segmenter for the level's language, `sentenceRanges`). The selection is the browser's own, so
 * whatever reads the selection (guided highlighting's Check, annotations' Add) works the same for a
 * mouse and a keyboard; the new selection is scrolled into view and read out in a polite live
 * region. Where the reader already selected something (with a mouse, or before), the buttons start
 * from it; else from the first sentence in view, else from the top. It imports no feature.
 */
import { useId, useState } from 'react';
import { sentenceRanges, textOf, toFlat, type BlockRange } from '@lectern/domain';
import { PlainButton } from '../ui/plain-button.js';
import { articleRoot, blockElement, selectBlockRange, selectedRange, scrollToRange } from './anchoring.js';
import s from './sentence-selector.module.css';

export const SENTENCE_SELECTOR_TEXT = {
  previous: 'Previous sentence',
  next: 'Next sentence',
  addNext: 'Add next sentence',
  hint: 'Select text with the keyboard: move one sentence at a time, or add the next sentence to the selection.',
  selected: (text: string) => `Selected: ${text}`,
  start: 'This is the first sentence.',
  end: 'This is the last sentence.',
} as const;

type Move = 'previous' | 'next' | 'addNext';

/** The sentences [first, last] (indexes into `sentences`) that a range touches; null when none. */
function sentencesOf(texts: readonly string[], sentences: readonly BlockRange[], r: BlockRange): [number, number] | null {
  const x = toFlat(texts, r);
  let first = -1;
  let last = -1;
  sentences.forEach((sentence, i) => {
    const y = toFlat(texts, sentence);
    if (y.end > x.start && y.start < x.end) {
      if (first < 0) first = i;
      last = i;
    }
  });
  return first < 0 ? null : [first, last];
}

/** The first sentence whose block is in view (below the page's sticky bars), else the first. */
function firstInView(root: Element, sentences: readonly BlockRange[]): number {
  const top = 120;
  const i = sentences.findIndex((sentence) => {
    const el = blockElement(root, sentence.start);
    return el !== null && el.getBoundingClientRect().bottom > top;
  });
  return Math.max(i, 0);
}

/** One sentence range from sentence `a` to sentence `b`. */
const span = (sentences: readonly BlockRange[], a: number, b: number): BlockRange => ({
  start: sentences[a]!.start,
  startoffset: sentences[a]!.startoffset,
  end: sentences[b]!.end,
  endoffset: sentences[b]!.endoffset,
});

/**
 * The three buttons and their live region. `texts` are the level's block texts as the page shows
 * them (`level.body.map((b) => b.text)`); `onSelect` hears each selection made here.
 */
export function SentenceSelector({
  texts,
  language,
  onSelect,
}: {
  texts: string[];
  language: string;
  onSelect?: (r: BlockRange) => void;
}) {
  const [said, setSaid] = useState('');
  const hintId = useId();

  const move = (how: Move) => {
    const root = articleRoot();
    if (!root) return;
    const sentences = sentenceRanges(texts, language);
    if (!sentences.length) return;
    const current = selectedRange(root, texts);
    const at = current ? sentencesOf(texts, sentences, current) : null;
    let next: [number, number];
    if (!at) {
      const i = firstInView(root, sentences);
      next = [i, i];
    } else if (how === 'previous') {
      if (at[0] === 0) return setSaid(SENTENCE_SELECTOR_TEXT.start);
      next = [at[0] - 1, at[0] - 1];
    } else if (at[1] === sentences.length - 1) {
      return setSaid(SENTENCE_SELECTOR_TEXT.end);
    } else if (how === 'next') {
      next = [at[1] + 1, at[1] + 1];
    } else {
      next = [at[0], at[1] + 1];
    }
    const range = span(sentences, next[0], next[1]);
    const dom = selectBlockRange(root, range);
    if (dom) scrollToRange(dom);
    // A new string each time, so the same sentence chosen twice is read out again.
    setSaid(SENTENCE_SELECTOR_TEXT.selected(textOf(texts, range)) + (said.endsWith('\u200b') ? '' : '\u200b'));
    onSelect?.(range);
  };

  return (
    <div className={s.selector} role="group" aria-label="Select by sentence" aria-describedby={hintId}>
      <p id={hintId} className="visually-hidden">
        {SENTENCE_SELECTOR_TEXT.hint}
      </p>
      {/* mousedown would take the selection away from the article on some browsers; keep it. */}
      <PlainButton variant="secondary" onMouseDown={(e) => e.preventDefault()} onClick={() => move('previous')}>
        {SENTENCE_SELECTOR_TEXT.previous}
      </PlainButton>
      <PlainButton variant="secondary" onMouseDown={(e) => e.preventDefault()} onClick={() => move('next')}>
        {SENTENCE_SELECTOR_TEXT.next}
      </PlainButton>
      <PlainButton variant="secondary" onMouseDown={(e) => e.preventDefault()} onClick={() => move('addNext')}>
        {SENTENCE_SELECTOR_TEXT.addNext}
      </PlainButton>
      <p className="visually-hidden" aria-live="polite">
        {said}
      </p>
    </div>
  );
}
