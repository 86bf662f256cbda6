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

/** A block's text nodes and where each starts in the block's text. */
interface BlockText {
  nodes: Text[];
  starts: number[];
  length: number;
}

function blockText(element: Element): BlockText {
  const walker = element.ownerDocument.createTreeWalker(element, NodeFilter.SHOW_TEXT);
  const nodes: Text[] = [];
  const starts: number[] = [];
  let length = 0;
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    nodes.push(node as Text);
    starts.push(length);
    length += node.nodeValue?.length ?? 0;
  }
  return { nodes, starts, length };
}

/** The text node holding the character at `offset` of a block, and the offset in it (null past the end). */
function pointAt(t: BlockText, offset: number): { node: Text; offset: number } | null {
  if (offset < 0 || offset >= t.length) return null;
  // The last node starting at or before the offset that is not empty.
  let lo = 0;
  let hi = t.nodes.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (t.starts[mid]! <= offset) lo = mid;
    else hi = mid - 1;
  }
  while (lo < t.nodes.length - 1 && t.starts[lo]! + t.nodes[lo]!.length <= offset) lo++;
  return { node: t.nodes[lo]!, offset: offset - t.starts[lo]! };
}

/**
 * Block ranges as DOM ranges over the page's text as it is now, for placing many at once: each
 * block's text nodes are listed once (the page must not change while it is used). A range starts
 * in the text node of its first character and ends in that of its last; null when its blocks are
 * not on the page or it lies past their text.
 */
export function domRangeMaker(root: Element): (r: BlockRange) => Range | null {
  const elements = new Map<number, Element | null>();
  for (const el of root.querySelectorAll('[data-block]')) {
    const i = Number(el.getAttribute('data-block'));
    if (!elements.has(i)) elements.set(i, el);
  }
  const texts = new Map<number, BlockText>();
  const textOfBlock = (block: number) => {
    let t = texts.get(block);
    if (!t) {
      const el = elements.get(block);
      if (!el) return null;
      texts.set(block, (t = blockText(el)));
    }
    return t;
  };
  return (r) => {
    const a = textOfBlock(r.start);
    const b = textOfBlock(r.end);
    if (!a || !b) return null;
    const start = pointAt(a, r.startoffset);
    const last = pointAt(b, Math.max(0, r.endoffset - 1));
    if (!start || !last || r.endoffset > b.length) return null;
    const range = root.ownerDocument.createRange();
    range.setStart(start.node, start.offset);
    range.setEnd(last.node, last.offset + (r.endoffset > 0 ? 1 : 0));
    return range;
  };
}

/** A block range as a DOM range over the page's text; null when its blocks are not on the page. */
export function domRangeOf(root: Element, r: BlockRange): Range | null {
  return domRangeMaker(root)(r);
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
