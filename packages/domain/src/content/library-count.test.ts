import { describe, expect, it } from 'vitest';
import { libraryCountText } from './library-count.js';

const cards = (...types: ('ARTICLE' | 'INTERACTIVE_VIDEO' | 'GENERATION_GENIUS_VIDEO')[]) =>
  types.map((content_type) => ({ content_type }));

describe('libraryCountText', () => {
  it('PLAT-06 names articles and videos as the list holds them', () => {
    expect(libraryCountText(1, cards('ARTICLE'))).toBe('1 article');
    expect(libraryCountText(2, cards('ARTICLE', 'ARTICLE'))).toBe('2 articles');
    expect(libraryCountText(1, cards('GENERATION_GENIUS_VIDEO'))).toBe('1 video');
    expect(libraryCountText(3, cards('ARTICLE', 'ARTICLE', 'INTERACTIVE_VIDEO'))).toBe('2 articles and 1 video');
    expect(libraryCountText(3, cards('ARTICLE', 'GENERATION_GENIUS_VIDEO', 'INTERACTIVE_VIDEO'))).toBe('1 article and 2 videos');
  });

  it('says "results" when matches beyond the page are of kinds it cannot see', () => {
    expect(libraryCountText(40, cards('ARTICLE', 'ARTICLE'))).toBe('40 results');
    expect(libraryCountText(0, [])).toBe('0 results');
  });
});
