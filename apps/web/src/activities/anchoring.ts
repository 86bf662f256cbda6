/**
 * Anchoring in the page: between the browser's selection in the article and the block ranges of
 * `@lectern/domain`'s anchoring (ANNOT-05's start/startoffset/end/endoffset), and highlights
 * painted with the CSS Custom Highlight API, so nothing is inserted into the article's DOM (React
 * keeps owning it, read-aloud and key terms keep working). Annotations and guided highlighting
 * both use it; it imports no feature.
 *
 * The article's text is the element marked `data-article-text`; its blocks are the elements
 * marked `data-block="{index}"` (the level's `body`). Text outside a block (a check for
 * understanding drawn between paragraphs, the waiting note) is not part of any range.
 */
import { snapToWords, trimRange, type BlockRange } from '@lectern/domain';

export const ARTICLE_TEXT_SELECTOR = '[data-article-text]';

export const articleRoot = (doc: Document = document) => doc.querySelector<HTMLElement>(ARTICLE_TEXT_SELECTOR);

export const highlightSupported = () =>
  typeof CSS !== 'undefined' && typeof CSS.highlights !== 'undefined' && typeof Highlight === 'function';

/** The block element an index names. */
export const blockElement = (root: ParentNode, block: number) => root.querySelector<HTMLElement>(`[data-block="${block}"]`);

/** A Range over the characters [start, end) of an element's text, across its text nodes. */
export function textRange(element: Element, start: number, end: number): Range | null {
  const doc = element.ownerDocument;
  const walker = doc.createTreeWalker(element, NodeFilter.SHOW_TEXT);
  const range = doc.createRange();
  let offset = 0;
  let started = false;
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const length = node.nodeValue?.length ?? 0;
    if (!started && start < offset + length) {
      range.setStart(node, start - offset);
      started = true;
    }
    if (started && end <= offset + length) {
      range.setEnd(node, end - offset);
      return range;
    }
    offset += length;
  }
  return null;
}

/** The `data-block` element holding a node, with the node's character offset in that block's text. */
function pointIn(root: Element, node: Node, offset: number): { block: number; offset: number } | null {
  const el = (node.nodeType === Node.ELEMENT_NODE ? (node as Element) : node.parentElement)?.closest('[data-block]');
  if (!el || !root.contains(el)) return null;
  const block = Number(el.getAttribute('data-block'));
  if (!Number.isInteger(block)) return null;
  // Characters of the block's text before the point.
  const before = el.ownerDocument.createRange();
  before.setStart(el, 0);
  try {
    before.setEnd(node, offset);
  } catch {
    return null;
  }
  return { block, offset: before.toString().length };
}

/** The blocks' elements in order (the index is the block's). */
const blocksOf = (root: Element) => [...root.querySelectorAll<HTMLElement>('[data-block]')];

/**
 * A DOM range in the article as a block range, or null when it holds no article text. Ends that
 * fall outside blocks (on a check's card, between paragraphs) move to the nearest block inside the
 * range; the range is then trimmed of white space and grown to whole words.
 */
export function blockRangeOf(root: Element, range: Range, texts: readonly string[]): BlockRange | null {
  if (range.collapsed) return null;
  const blocks = blocksOf(root).filter((el) => range.intersectsNode(el));
  if (!blocks.length) return null;
  const first = blocks[0]!;
  const last = blocks[blocks.length - 1]!;
  const start = pointIn(root, range.startContainer, range.startOffset) ?? {
    block: Number(first.getAttribute('data-block')),
    offset: 0,
  };
  const end = pointIn(root, range.endContainer, range.endOffset) ?? {
    block: Number(last.getAttribute('data-block')),
    offset: last.textContent?.length ?? 0,
  };
  const raw = { start: start.block, startoffset: start.offset, end: end.block, endoffset: end.offset };
  if (raw.start > raw.end || (raw.start === raw.end && raw.startoffset >= raw.endoffset)) return null;
  const trimmed = trimRange(texts, raw);
  return trimmed ? snapToWords(texts, trimmed) : null;
}

/** The reader's current selection in the article as a block range (null when there is none there). */
export function selectedRange(root: Element, texts: readonly string[]): BlockRange | null {
  const sel = root.ownerDocument.getSelection();
  if (!sel || sel.rangeCount === 0 || sel.isCollapsed) return null;
  return blockRangeOf(root, sel.getRangeAt(0), texts);
}

/** A block range as a DOM range over the page's text; null when its blocks are not on the page. */
export function domRangeOf(root: Element, r: BlockRange): Range | null {
  const a = blockElement(root, r.start);
  const b = blockElement(root, r.end);
  if (!a || !b) return null;
  const startRange = textRange(
    a,
    r.startoffset,
    r.startoffset === (a.textContent?.length ?? 0) ? r.startoffset : r.startoffset + 1,
  );
  const endRange = textRange(b, Math.max(0, r.endoffset - 1), r.endoffset);
  if (!startRange || !endRange) return null;
  const range = root.ownerDocument.createRange();
  range.setStart(startRange.startContainer, startRange.startOffset);
  range.setEnd(endRange.endContainer, endRange.endOffset);
  return range;
}

/** Makes a block range the page's selection (for selecting by keyboard); returns the DOM range. */
export function selectBlockRange(root: Element, r: BlockRange): Range | null {
  const range = domRangeOf(root, r);
  const sel = root.ownerDocument.getSelection();
  if (!range || !sel) return null;
  sel.removeAllRanges();
  sel.addRange(range);
  return range;
}

/**
 * Paints named highlights (one CSS `::highlight(name)` each); an empty list removes the name.
 * Without the API nothing is painted (the panels still list every highlight and its text).
 */
export function paintHighlights(name: string, ranges: readonly Range[]) {
  if (!highlightSupported()) return;
  if (!ranges.length) {
    CSS.highlights.delete(name);
    return;
  }
  CSS.highlights.set(name, new Highlight(...ranges));
}

/** Scrolls a range into the middle of the view (below the sticky bars), for "go to highlight". */
export function scrollToRange(range: Range) {
  const node =
    range.startContainer.nodeType === Node.ELEMENT_NODE ? (range.startContainer as Element) : range.startContainer.parentElement;
  node?.scrollIntoView({ block: 'center', behavior: 'smooth' });
}
