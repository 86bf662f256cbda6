import { afterEach, describe, expect, it } from 'vitest';
import { anchorRange, describeRange, sentenceRanges, textOf } from '@lectern/domain';
import { articleRoot, blockRangeOf, domRangeMaker, domRangeOf, selectBlockRange, selectedRange, textRange } from './anchoring.js';
import honeybee from './fixtures/honeybee-waggle-dance-en9.html?raw';
import volcanes from './fixtures/volcanoes-build-islands-es7.html?raw';

const FIXTURES = { 'honeybee-waggle-dance-en9': honeybee, 'volcanoes-build-islands-es7': volcanes };

/** A saved body of a corpus level as the article page renders it (key terms are buttons inside paragraphs). */
function mount(fixture: keyof typeof FIXTURES) {
  document.body.innerHTML = FIXTURES[fixture];
  const root = articleRoot()!;
  const texts = [...root.querySelectorAll('[data-block]')].map((el) => el.textContent ?? '');
  return { root, texts };
}

/** The text node holding a phrase, and the phrase's offset in it. */
function nodeWith(root: Element, phrase: string): { node: Text; at: number } {
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let n = walker.nextNode(); n; n = walker.nextNode()) {
    const at = n.nodeValue!.indexOf(phrase);
    if (at >= 0) return { node: n as Text, at };
  }
  throw new Error(`"${phrase}" is not in the page`);
}

const flat = (s: string) => s.replace(/\n/g, '');

afterEach(() => {
  document.body.innerHTML = '';
});

describe('a selection in the page as a block range and back', () => {
  it('ANNOT-05 a selection from inside a key term across two paragraphs: the range covers the same words', () => {
    const { root, texts } = mount('honeybee-waggle-dance-en9');
    const term = root.querySelector('button')!;
    const block = Number(term.closest('[data-block]')!.getAttribute('data-block'));
    const range = document.createRange();
    range.setStart(term.firstChild!, 2);
    const later = root.querySelector(`[data-block="${block + 2}"]`)!.firstChild!;
    range.setEnd(later, 15);

    const r = blockRangeOf(root, range, texts)!;
    expect(r.start).toBe(block);
    expect(r.end).toBe(block + 2);
    // Grown to whole words: the key term's word is taken whole.
    expect(textOf(texts, r).startsWith(term.textContent)).toBe(true);
    expect(flat(textOf(texts, r))).toContain(flat(range.toString()).slice(0, 40).trim().split(' ').slice(1).join(' '));

    const back = domRangeOf(root, r)!;
    expect(flat(back.toString())).toBe(flat(textOf(texts, r)));
  });

  it('ANNOT-05 Spanish text with accents: the selection, the stored quote and the painted range agree', () => {
    const { root, texts } = mount('volcanoes-build-islands-es7');
    const { node, at } = nodeWith(root, 'ó');
    const range = document.createRange();
    range.setStart(node, Math.max(0, at - 12));
    range.setEnd(node, Math.min(node.length, at + 20));
    const r = blockRangeOf(root, range, texts)!;
    const anchor = describeRange(texts, r);
    expect(anchor.quote.exact).toContain('ó');
    expect(anchorRange(texts, anchor)!.by).toBe('position');
    expect(domRangeOf(root, r)!.toString()).toBe(anchor.quote.exact);
  });

  it('ANNOT-05 ends outside any block (a check card between paragraphs) move into the text; nothing but white space is no range', () => {
    const { root, texts } = mount('honeybee-waggle-dance-en9');
    const card = document.createElement('div');
    card.textContent = 'A check for understanding';
    root.querySelector('[data-block="3"]')!.after(card);
    const range = document.createRange();
    range.setStart(root.querySelector('[data-block="3"]')!.firstChild!, 0);
    range.setEnd(card.firstChild!, 5);
    const r = blockRangeOf(root, range, texts)!;
    expect(r).toEqual({ start: 3, startoffset: 0, end: 3, endoffset: texts[3]!.length });

    const collapsed = document.createRange();
    collapsed.setStart(card.firstChild!, 1);
    collapsed.setEnd(card.firstChild!, 4);
    expect(blockRangeOf(root, collapsed, texts)).toBeNull();
  });

  it('ANNOT-01 GH-09 selecting a block range makes it the page selection, read back unchanged', () => {
    const { root, texts } = mount('honeybee-waggle-dance-en9');
    const r = { start: 4, startoffset: 0, end: 5, endoffset: 20 };
    selectBlockRange(root, r);
    expect(selectedRange(root, texts)).toEqual(r);
  });
});

describe('many block ranges as DOM ranges at once (painting a list)', () => {
  /** A range by the text nodes of each end (one walk of a block per end), as a reference. */
  function byWalking(root: Element, r: { start: number; startoffset: number; end: number; endoffset: number }) {
    const a = root.querySelector(`[data-block="${r.start}"]`)!;
    const b = root.querySelector(`[data-block="${r.end}"]`)!;
    const s = textRange(a, r.startoffset, r.startoffset + 1);
    const e = textRange(b, Math.max(0, r.endoffset - 1), r.endoffset);
    if (!s || !e) return null;
    return [s.startContainer, s.startOffset, e.endContainer, e.endOffset];
  }

  it('ANNOT-01 every sentence, every run of sentences across blocks and every range through a key term lands on its own text', () => {
    for (const fixture of ['honeybee-waggle-dance-en9', 'volcanoes-build-islands-es7'] as const) {
      const { root, texts } = mount(fixture);
      const toDom = domRangeMaker(root);
      const sentences = sentenceRanges(texts, 'en');
      const ranges = [
        ...sentences,
        ...sentences.slice(1).map((s, i) => ({ ...sentences[i]!, end: s.end, endoffset: s.endoffset })),
        // The characters either side of every text node's edges (text nodes split at each key term's button).
        ...[...root.querySelectorAll('[data-block]')]
          .filter((el) => el.querySelector('button'))
          .flatMap((el) => {
            const block = Number(el.getAttribute('data-block'));
            const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
            const edges: number[] = [];
            for (let n = walker.nextNode(), at = 0; n; at += n.nodeValue!.length, n = walker.nextNode()) edges.push(at);
            return edges
              .flatMap((e) => [e - 2, e - 1, e, e + 1])
              .filter((i) => i >= 0 && i < texts[block]!.length)
              .map((i) => ({ start: block, startoffset: i, end: block, endoffset: i + 1 }));
          }),
      ];
      expect(ranges.length).toBeGreaterThan(60);
      for (const r of ranges) {
        const dom = toDom(r)!;
        expect(flat(dom.toString()), JSON.stringify(r)).toBe(flat(textOf(texts, r)));
        expect([dom.startContainer, dom.startOffset, dom.endContainer, dom.endOffset]).toEqual(byWalking(root, r));
        expect(domRangeOf(root, r)!.toString()).toBe(dom.toString());
      }
    }
  });

  it('ANNOT-01 a range past its block’s text or in a block not on the page is none', () => {
    const { root, texts } = mount('honeybee-waggle-dance-en9');
    const toDom = domRangeMaker(root);
    const len = texts[2]!.length;
    expect(toDom({ start: 2, startoffset: len, end: 3, endoffset: 4 })).toBeNull();
    expect(toDom({ start: 2, startoffset: 0, end: 2, endoffset: len + 1 })).toBeNull();
    expect(toDom({ start: 2, startoffset: 0, end: texts.length + 2, endoffset: 1 })).toBeNull();
    expect(toDom({ start: 2, startoffset: 0, end: 2, endoffset: len })!.toString()).toBe(texts[2]);
  });
});
