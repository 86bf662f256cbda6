import { describe, expect, it } from 'vitest';
import { textRange } from '../../activities/anchoring.js';
import { chunkElement, locateWord } from './word-highlight.js';

function element(html: string) {
  const div = document.createElement('div');
  div.innerHTML = html;
  return div;
}

describe('anchoring a spoken word in the page', () => {
  it('AUDIO-14 takes the word at its mark when the text there is the word', () => {
    expect(locateWord('Sea stars cling', { value: 'stars', start: 4 })).toBe(4);
  });

  it('AUDIO-14 searches on from the last word when the page text differs from the spoken text', () => {
    // "Published 05/01/2024" is spoken; the page has "Published" and the date in separate cells.
    expect(locateWord('Published05/01/2024', { value: '05/01/2024', start: 10 }, 9)).toBe(9);
    // The same word twice: the one after the cursor.
    expect(locateWord('the cat and the dog', { value: 'the', start: 99 }, 4)).toBe(12);
    expect(locateWord('abc', { value: 'xyz', start: 0 })).toBe(-1);
  });

  it('builds a range across the text nodes of key-term buttons', () => {
    const p = element('Magma rises over a <button>hot spot</button>. The magma cools.');
    expect(textRange(p, 19, 22)!.toString()).toBe('hot');
    expect(textRange(p, 19, 27)!.toString()).toBe('hot spot');
    expect(textRange(p, 23, 28)!.toString()).toBe('spot.');
    expect(textRange(p, 0, 5)!.toString()).toBe('Magma');
    expect(textRange(p, 40, 50)).toBeNull();
  });

  it('finds the element of a chunk by its identifier', () => {
    const root = element('<h1 data-read-aloud="title">T</h1><p data-block="0">A</p><p data-block="1">B</p>');
    expect(chunkElement('title', root)?.textContent).toBe('T');
    expect(chunkElement('block-1', root)?.textContent).toBe('B');
    expect(chunkElement('byline', root)).toBeNull();
  });
});
