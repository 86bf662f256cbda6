import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  anchorRange,
  describeRange,
  flatText,
  fromFlat,
  overlapLength,
  rangeFits,
  sentenceRanges,
  snapToWords,
  textOf,
  textVersion,
  toFlat,
  trimRange,
  type BlockRange,
} from './anchoring.js';
import { placeAnnotation } from './annotation.schema.js';

/** A level's body texts as the page shows them (a "## " paragraph is a heading without its marks). */
function corpusBlocks(slug: string, language: string, grade: number): string[] {
  const file = JSON.parse(readFileSync(new URL(`../../../../content/articles/${slug}.json`, import.meta.url), 'utf8')) as {
    levels: { language: string; grade_band: number; paragraphs: string[] }[];
  };
  const level = file.levels.find((l) => l.language === language && l.grade_band === grade)!;
  return level.paragraphs.map((p) => (p.startsWith('## ') ? p.slice(3) : p));
}

/** The range of a phrase's first occurrence in one block. */
function rangeOf(blocks: readonly string[], block: number, phrase: string): BlockRange {
  const at = blocks[block]!.indexOf(phrase);
  if (at < 0) throw new Error(`"${phrase}" is not in block ${block}`);
  return { start: block, startoffset: at, end: block, endoffset: at + phrase.length };
}

const bee = corpusBlocks('honeybee-waggle-dance', 'en', 9);
const volcanesEs = corpusBlocks('volcanoes-build-islands', 'es', 7);
const longest = corpusBlocks('missing-map-play', 'en', 3);

describe('block ranges and flat offsets', () => {
  it('ANNOT-05 a range crossing paragraphs turns into flat offsets and back', () => {
    const r = { start: 2, startoffset: 10, end: 4, endoffset: 5 };
    const flat = toFlat(bee, r);
    expect(fromFlat(bee, flat)).toEqual(r);
    expect(textOf(bee, r)).toBe(`${bee[2]!.slice(10)}\n${bee[3]}\n${bee[4]!.slice(0, 5)}`);
  });

  it('ANNOT-05 any range inside the text survives the round trip (property)', () => {
    const text = flatText(longest);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: text.length - 1 }), fc.integer({ min: 1, max: 400 }), (start, len) => {
        const end = Math.min(text.length, start + len);
        const r = fromFlat(longest, { start, end });
        const back = toFlat(longest, r);
        // Ends on a separator move into a block; the text covered never grows.
        expect(back.start).toBeGreaterThanOrEqual(start);
        expect(back.end).toBeLessThanOrEqual(end);
        expect(text.slice(back.start, back.end)).toBe(text.slice(start, end).slice(back.start - start, back.end - start));
      }),
    );
  });

  it('ANNOT-05 rangeFits refuses ranges past a block, past the text, or empty', () => {
    expect(rangeFits(bee, { start: 1, startoffset: 0, end: 1, endoffset: bee[1]!.length })).toBe(true);
    expect(rangeFits(bee, { start: 1, startoffset: 0, end: 1, endoffset: bee[1]!.length + 1 })).toBe(false);
    expect(rangeFits(bee, { start: 1, startoffset: 0, end: bee.length, endoffset: 1 })).toBe(false);
    expect(rangeFits(bee, { start: 1, startoffset: bee[1]!.length, end: 2, endoffset: 0 })).toBe(false);
  });

  it('trimRange drops white space at the ends; snapToWords takes whole words', () => {
    const blocks = ['  The lava cools  ', 'into new rock.'];
    expect(textOf(blocks, trimRange(blocks, { start: 0, startoffset: 0, end: 0, endoffset: 18 })!)).toBe('The lava cools');
    expect(trimRange(blocks, { start: 0, startoffset: 0, end: 0, endoffset: 2 })).toBeNull();
    expect(textOf(blocks, snapToWords(blocks, { start: 0, startoffset: 7, end: 1, endoffset: 6 }))).toBe(
      'lava cools  \ninto new',
    );
    expect(textOf(volcanesEs, snapToWords(volcanesEs, rangeOf(volcanesEs, 1, volcanesEs[1]!.slice(3, 9))))).toMatch(/^\S+/u);
  });
});

describe('anchoring again (position, quote, fuzzy, orphaned)', () => {
  it('ANNOT-05 an unchanged text is anchored by position', () => {
    const a = describeRange(bee, { start: 3, startoffset: 4, end: 5, endoffset: 12 });
    expect(anchorRange(bee, a)).toEqual({ range: { start: 3, startoffset: 4, end: 5, endoffset: 12 }, by: 'position' });
  });

  it('ANNOT-05 text added before the highlight moves it: found by its quote, on the same words', () => {
    const r = rangeOf(bee, 6, bee[6]!.slice(20, 80));
    const a = describeRange(bee, r);
    const edited = [...bee];
    edited[1] = `An extra opening sentence was added by an editor. ${edited[1]}`;
    const placed = anchorRange(edited, a)!;
    expect(placed.by).toBe('quote');
    expect(textOf(edited, placed.range)).toBe(a.quote.exact);
    expect(placed.range.start).toBe(6);
  });

  it('ANNOT-05 a word fixed inside the highlight: found by an approximate quote, on the edited words', () => {
    const r = { start: 4, startoffset: 0, end: 5, endoffset: bee[5]!.length };
    const a = describeRange(bee, r);
    const edited = [...bee];
    const words = edited[4]!.split(' ');
    words[3] = `${words[3]}s`;
    edited[4] = words.join(' ');
    const placed = anchorRange(edited, a)!;
    expect(placed.by).toBe('fuzzy');
    expect(placed.range.start).toBe(4);
    expect(placed.range.end).toBe(5);
    expect(Math.abs(textOf(edited, placed.range).length - a.quote.exact.length)).toBeLessThanOrEqual(2);
  });

  it('ANNOT-05 an edited highlight whose paragraph moved far from where it was is still found (the whole text is searched)', () => {
    const r = { start: 4, startoffset: 0, end: 4, endoffset: bee[4]!.length };
    const a = describeRange(bee, r);
    const edited = [...bee];
    const words = edited[4]!.split(' ');
    words[3] = `${words[3]}s`;
    // The paragraph goes to the end of the level: nothing near its stored position is like it.
    const moved = [...edited.slice(0, 4), ...edited.slice(5), words.join(' ')];
    const placed = anchorRange(moved, a)!;
    expect(placed.by).toBe('fuzzy');
    expect(placed.range.start).toBe(moved.length - 1);
    expect(textOf(moved, placed.range)).toBe(words.join(' '));
  });

  it('ANNOT-05 near the stored position, an edited look-alike with other context loses to the passage whose context fits', () => {
    const passage = 'The scouts dance in a figure eight on the comb.';
    const blocks = ['Bees live in hives.', `${passage} Near copy.`, 'Filler '.repeat(80), `Before it: ${passage} After it.`];
    const a = describeRange(blocks, rangeOf(blocks, 3, passage));
    // Both copies get the same edit; the stored position now points at the first copy.
    const edit = (s: string) => s.replace('figure eight', 'figure-eight');
    const edited = blocks.map(edit);
    const stale = {
      ...a,
      position: { start: flatText(edited).indexOf('The scouts'), end: flatText(edited).indexOf('The scouts') + passage.length },
    };
    const placed = anchorRange(edited, stale)!;
    expect(placed.by).toBe('fuzzy');
    expect(placed.range.start).toBe(3);
  });

  it('ANNOT-05 a highlight whose words are gone is orphaned, never placed on other words', () => {
    const a = describeRange(bee, rangeOf(bee, 7, bee[7]!.slice(0, 60)));
    const edited = bee.filter((_, i) => i !== 7);
    expect(anchorRange(edited, a)).toBeNull();
    // A short quote that could match anywhere is not guessed either.
    const short = describeRange(bee, { start: 2, startoffset: 0, end: 2, endoffset: 3 });
    expect(anchorRange(['Nothing of it is here.'], short)).toBeNull();
  });

  it('ANNOT-05 a quote that occurs twice is placed where its context fits', () => {
    const blocks = ['The bee danced. Then it rested.', 'Later the bee danced again, longer.'];
    const a = describeRange(blocks, { start: 1, startoffset: 6, end: 1, endoffset: 19 });
    expect(a.quote.exact).toBe('the bee dance');
    const moved = ['A new first line.', ...blocks];
    const placed = anchorRange(moved, a)!;
    expect(placed.by).toBe('quote');
    expect(placed.range.start).toBe(2);
  });

  it('ANNOT-05 Spanish text with accents anchors by quote and by an approximate quote', () => {
    const accented = volcanesEs.findIndex((b) => /[áéíóúñ]/u.test(b) && b.length > 80);
    const at = volcanesEs[accented]!.search(/[áéíóúñ]/u);
    const r = rangeOf(volcanesEs, accented, volcanesEs[accented]!.slice(Math.max(0, at - 30), at + 40));
    const a = describeRange(volcanesEs, r);
    expect(a.quote.exact).toMatch(/[áéíóúñ]/u);
    const moved = ['Texto nuevo al principio.', ...volcanesEs];
    expect(textOf(moved, anchorRange(moved, a)!.range)).toBe(a.quote.exact);
    // An accent lost in an edit ("está" → "esta") still finds the passage.
    const unaccented = moved.map((b) => b.replace(/á/u, 'a'));
    const fuzzy = anchorRange(unaccented, a)!;
    expect(fuzzy.range.start).toBe(accented + 1);
  });
});

describe('sentences (selecting by keyboard)', () => {
  it('ANNOT-01 GH-09 every sentence of a level is a range of its own text, in reading order', () => {
    const sentences = sentenceRanges(bee, 'en');
    expect(sentences.length).toBeGreaterThan(bee.length);
    for (const s of sentences) {
      const t = textOf(bee, s);
      expect(t).toBe(t.trim());
      expect(t.length).toBeGreaterThan(0);
    }
    const flat = sentences.map((s) => toFlat(bee, s).start);
    expect(flat).toEqual([...flat].sort((x, y) => x - y));
  });

  it('GH-09 overlapLength counts the characters two ranges share', () => {
    const a = { start: 1, startoffset: 0, end: 1, endoffset: 10 };
    const b = { start: 1, startoffset: 5, end: 2, endoffset: 3 };
    expect(overlapLength(bee, a, b)).toBe(5);
    expect(overlapLength(bee, a, { start: 3, startoffset: 0, end: 3, endoffset: 4 })).toBe(0);
  });
});

describe('placements made elsewhere (the server anchors a list)', () => {
  it('API-46 textVersion names a text: the same words give the same version, any edit another', () => {
    expect(textVersion([...bee])).toBe(textVersion(bee));
    expect(textVersion(bee.map((b, i) => (i === 3 ? b.replace(/e/u, 'é') : b)))).not.toBe(textVersion(bee));
    // Blocks split differently are another text (block indexes differ).
    expect(textVersion(['ab', 'c'])).not.toBe(textVersion(['a', 'bc']));
  });

  it('API-46 ANNOT-01 a page takes the placement made on its own text, and anchors again on another', () => {
    const a = describeRange(bee, { start: 3, startoffset: 4, end: 5, endoffset: 12 });
    // A placement the page can tell apart from its own anchoring.
    const placed = { range: { start: 1, startoffset: 0, end: 1, endoffset: 3 }, by: 'quote' as const };
    expect(placeAnnotation(bee, textVersion(bee), { ...a, placed })).toEqual(placed);
    // Another text, no version or no placement: anchored here.
    const moved = ['A new first paragraph.', ...bee];
    expect(placeAnnotation(moved, textVersion(bee), { ...a, placed })).toEqual({
      range: { start: 4, startoffset: 4, end: 6, endoffset: 12 },
      by: 'quote',
    });
    expect(placeAnnotation(bee, undefined, { ...a, placed }).by).toBe('position');
    expect(placeAnnotation(bee, textVersion(bee), a).by).toBe('position');
    const orphan = { ...a, quote: { ...a.quote, exact: 'Nothing of it is anywhere in this level.' } };
    expect(placeAnnotation(moved, textVersion(bee), orphan)).toEqual({ range: null, by: 'orphaned' });
  });
});
