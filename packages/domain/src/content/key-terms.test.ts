import { describe, expect, it } from 'vitest';
import { markKeyTerms, type TextRun } from './key-terms.js';

const t = (term: string) => ({ term, definition: `what ${term} means` });
/** The runs as text with each marked run in [brackets]. */
const shown = (runs: TextRun[][]) => runs.map((b) => b.map((r) => (r.term ? `[${r.text}]` : r.text)).join(''));

describe('marking key terms in a level’s text (ASSIGN-60, ASSIGN-61)', () => {
  it('ASSIGN-60 marks the first occurrence of each term only, across blocks in order', () => {
    const runs = markKeyTerms(['Magma rises. Magma cools.', 'More magma, and a hot spot.'], [t('magma'), t('hot spot')]);
    expect(shown(runs)).toEqual(['[Magma] rises. Magma cools.', 'More magma, and a [hot spot].']);
    expect(runs[0]![0]!.term).toEqual(t('magma'));
  });

  it('ASSIGN-60 matches whatever the case, and keeps the text’s own case', () => {
    expect(shown(markKeyTerms(['SUBDUCTION pulls plates down.'], [t('Subduction')]))).toEqual([
      '[SUBDUCTION] pulls plates down.',
    ]);
  });

  it('ASSIGN-60 marks whole words only, never inside another word, and a plural as its word', () => {
    const runs = markKeyTerms(['Volcanoes grow. Lavalike flows. Lava!', 'A volcano.'], [t('volcano'), t('lava')]);
    expect(shown(runs)).toEqual(['[Volcanoes] grow. Lavalike flows. [Lava]!', 'A volcano.']);
    expect(shown(markKeyTerms(['Two classes of rock, the plates'], [t('class'), t('plate')]))).toEqual([
      'Two [classes] of rock, the [plates]',
    ]);
    expect(shown(markKeyTerms(['The lavass flow.'], [t('lava')]))).toEqual(['The lavass flow.']);
    expect(shown(markKeyTerms(['re-lava-ted lava_x lava2 lava'], [t('lava')]))).toEqual(['re-[lava]-ted lava_x lava2 lava']);
  });

  it('ASSIGN-60 knows word boundaries in accented text', () => {
    const runs = markKeyTerms(['Un triángulo tiene un ángulo recto. Ángulo recto otra vez.'], [t('ángulo recto')]);
    expect(shown(runs)).toEqual(['Un triángulo tiene un [ángulo recto]. Ángulo recto otra vez.']);
    expect(shown(markKeyTerms(['Lava called pāhoehoe is smooth.'], [t('pāhoehoe')]))).toEqual([
      'Lava called [pāhoehoe] is smooth.',
    ]);
  });

  it('the longer of two overlapping terms wins, and the shorter waits for its own occurrence', () => {
    const runs = markKeyTerms(['Pillow lava forms underwater. Then lava hardens.'], [t('lava'), t('pillow lava')]);
    expect(shown(runs)).toEqual(['[Pillow lava] forms underwater. Then [lava] hardens.']);
  });

  it('leaves text without terms (or terms without text) as one plain run each', () => {
    expect(markKeyTerms(['Nothing here.', ''], [t('magma')])).toEqual([[{ text: 'Nothing here.' }], [{ text: '' }]]);
    expect(markKeyTerms(['Magma.'], [])).toEqual([[{ text: 'Magma.' }]]);
    expect(markKeyTerms(['a b c'], [t('  ')])).toEqual([[{ text: 'a b c' }]]);
  });

  it('reads a term as text, not as a pattern', () => {
    expect(shown(markKeyTerms(['a (b) c, cost $5 now, a.c'], [t('(b)'), t('$5'), t('a.c'), t('b|c')]))).toEqual([
      'a [(b)] c, cost [$5] now, [a.c]',
    ]);
  });
});
