import { describe, expect, it } from 'vitest';
import type { BodyBlock } from './content-api.schema.js';
import { alignBlocks, editionLanguages, pairedLevel, rowsUpTo, translationHidden, TranslationQuery } from './translation.js';

const level = (id: number, language: string, grade: number, is_original_level = false) => ({
  id,
  language,
  grade,
  is_original_level,
});
const levels = [
  level(1, 'en', 3),
  level(2, 'en', 5),
  level(3, 'en', 12, true),
  level(11, 'es', 3),
  level(12, 'es', 5),
  level(13, 'es', 12, true),
];
const p = (text: string): BodyBlock => ({ kind: 'paragraph', text });
const h = (text: string): BodyBlock => ({ kind: 'heading', text });

describe('the Spanish version at the shown level (TOOLBAR-01)', () => {
  it('TOOLBAR-01 is the level of that language written for the same grade; originals pair with originals', () => {
    expect(pairedLevel(levels, levels[1]!, 'es')?.id).toBe(12);
    expect(pairedLevel(levels, levels[2]!, 'es')?.id).toBe(13);
    expect(pairedLevel(levels, levels[4]!, 'en')?.id).toBe(2);
  });

  it('TOOLBAR-07 there is none for a grade the other language lacks, for another language, or for the shown language', () => {
    expect(pairedLevel([...levels, level(4, 'en', 7)], level(4, 'en', 7), 'es')).toBeUndefined();
    expect(pairedLevel(levels, levels[0]!, 'fr')).toBeUndefined();
    expect(pairedLevel(levels, levels[0]!, 'en')).toBeUndefined();
    expect(editionLanguages(levels, levels[0]!)).toEqual(['es']);
    expect(editionLanguages(levels.slice(0, 3), levels[0]!)).toEqual([]);
  });
});

describe('aligning a translation with the shown text (TOOLBAR-01)', () => {
  it('TOOLBAR-01 pairs block by block when the versions have the same shape', () => {
    expect(alignBlocks([p('a'), h('H'), p('b')], [p('A'), h('HH'), p('B')])).toEqual([['A'], ['HH'], ['B']]);
  });

  it('TOOLBAR-01 keeps headings side by side when a section has a paragraph more or less', () => {
    const en = [p('a1'), p('a2'), h('H1'), p('b1'), p('b2'), p('b3'), h('H2'), p('c1')];
    const es = [p('A1'), p('A2'), h('HH1'), p('B1'), p('B2'), h('HH2'), p('C1'), p('C2')];
    expect(alignBlocks(en, es)).toEqual([['A1'], ['A2'], ['HH1'], ['B1'], ['B2'], [], ['HH2'], ['C1', 'C2']]);
  });

  it('TOOLBAR-01 shows every translated block once, even when the sections do not match', () => {
    const en = [p('a'), h('H'), p('b')];
    const es = [p('A'), p('B'), p('C'), p('D')];
    const rows = alignBlocks(en, es);
    expect(rows).toEqual([['A'], ['B'], ['C', 'D']]);
    expect(alignBlocks([h('H'), p('a')], [p('intro'), h('HH'), p('A')])).toEqual([['intro', 'HH'], ['A']]);
    expect(alignBlocks([], [p('A')])).toEqual([]);
  });

  it('CFU-01 a reader gets the rows of the blocks they have, numbered by block', () => {
    expect(rowsUpTo([['A'], ['B'], ['C']], 2)).toEqual([
      { block: 0, texts: ['A'] },
      { block: 1, texts: ['B'] },
    ]);
  });
});

describe('who is offered translation', () => {
  it('ASSIGN-04 an assignment with hide_translation hides it; missing or false does not', () => {
    expect(translationHidden({ hide_translation: true })).toBe(true);
    expect(translationHidden({ hide_translation: false })).toBe(false);
    expect(translationHidden({})).toBe(false);
    expect(translationHidden(null)).toBe(false);
  });

  it('TOOLBAR-01 the query takes language codes only', () => {
    expect(TranslationQuery.safeParse({ content_id: '1', level_id: '2', language: 'zh-Hans' }).success).toBe(true);
    expect(TranslationQuery.safeParse({ content_id: '1', level_id: '2', language: 'es;drop' }).success).toBe(false);
    expect(TranslationQuery.safeParse({ content_id: '1', level_id: '2', language: 'ES' }).success).toBe(false);
  });
});
