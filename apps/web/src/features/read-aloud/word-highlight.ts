/**
 * The spoken word marked in the article (AUDIO-13) without touching the page's DOM: a speech mark
 * (an offset in a chunk's text) is anchored to a Range over the text nodes of the chunk's element,
 * and the CSS Custom Highlight API paints it. Nothing is inserted or announced, so a screen reader
 * reading the page is not disturbed. Browsers without the API play without the mark.
 */
import type { SpeechMark } from '@lectern/domain';
import { highlightSupported, textRange } from '../../activities/anchoring.js';

export const HIGHLIGHT_NAME = 'read-aloud-word';

/**
 * The element of the article a chunk is read from: the title, byline and published date are
 * named by `data-read-aloud`, the body's blocks by `data-block` (AUDIO-16's chunk identifiers).
 */
export function chunkElement(identifier: string, root: ParentNode = document): Element | null {
  const block = /^block-(\d+)$/.exec(identifier);
  return root.querySelector(block ? `[data-block="${block[1]}"]` : `[data-read-aloud="${identifier}"]`);
}

/**
 * Where a mark's word starts in an element's text: at the mark's offset when the text there is
 * the word; else its next occurrence after `from` (the page's text may differ a little from the
 * text spoken, "Published" and the date sit in separate cells); else its first; else -1.
 */
export function locateWord(text: string, mark: Pick<SpeechMark, 'value' | 'start'>, from = 0): number {
  if (!mark.value) return -1;
  if (text.startsWith(mark.value, mark.start)) return mark.start;
  const next = text.indexOf(mark.value, from);
  return next >= 0 ? next : text.indexOf(mark.value);
}

/**
 * Marks words as they are spoken, keeping a cursor per chunk so a word found by search is looked
 * for after the one before it. `topInset` is how much of the screen's top the sticky bars cover.
 */
export class WordHighlighter {
  private cursor = { identifier: '', offset: 0 };

  constructor(private readonly topInset: () => number = () => 0) {}

  show(identifier: string, mark: SpeechMark) {
    if (!highlightSupported()) return;
    const element = chunkElement(identifier);
    if (!element) return this.clear();
    if (this.cursor.identifier !== identifier) this.cursor = { identifier, offset: 0 };
    const text = element.textContent ?? '';
    const start = locateWord(text, mark, this.cursor.offset);
    const range = start < 0 ? null : textRange(element, start, start + mark.value.length);
    if (!range) return this.clear();
    this.cursor.offset = start + mark.value.length;
    CSS.highlights.set(HIGHLIGHT_NAME, new Highlight(range));
    keepInView(range, this.topInset());
  }

  clear() {
    this.cursor = { identifier: '', offset: 0 };
    if (highlightSupported()) CSS.highlights.delete(HIGHLIGHT_NAME);
  }
}

/** Scrolls a word that has left the screen back to a third of the way down (no animation under reduced motion). */
function keepInView(range: Range, topInset: number) {
  if (typeof range.getBoundingClientRect !== 'function') return;
  const rect = range.getBoundingClientRect();
  const bottom = window.innerHeight - 16;
  if (rect.top >= topInset && rect.bottom <= bottom) return;
  const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  window.scrollTo({
    top: window.scrollY + rect.top - topInset - (window.innerHeight - topInset) / 3,
    behavior: reduce ? 'auto' : 'smooth',
  });
}
