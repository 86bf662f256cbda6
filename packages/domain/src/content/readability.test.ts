import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  countSpanishSyllables,
  ENGLISH_READABILITY_FORMULA,
  estimateReadability,
  formatGradeEstimate,
  readsLikeLabel,
  SPANISH_READABILITY_FORMULA,
} from './readability.js';

const SIMPLE_EN = ['The cat sat on the mat. It was a big cat. The dog ran to the cat. They had fun.'];
const COMPLEX_EN = [
  'Contemporary volcanologists, analyzing seismic tremors and atmospheric emissions with sophisticated instrumentation, ' +
    'increasingly characterize eruptions as the culmination of protracted, geologically intricate processes rather than ' +
    'as spontaneous, unpredictable catastrophes.',
  'Consequently, municipal authorities in vulnerable regions have institutionalized comprehensive evacuation protocols ' +
    'that anticipate contingencies considerably more elaborate than earlier generations could have envisioned.',
];

const SIMPLE_ES = ['El gato come. La niña ríe. El sol sale. Mi casa es roja.'];
const COMPLEX_ES = [
  'La consolidación de las instituciones democráticas latinoamericanas, analizada desde perspectivas historiográficas ' +
    'contemporáneas, evidencia transformaciones socioeconómicas extraordinariamente complejas e interdependientes.',
];

describe('estimateReadability', () => {
  it('scores a short, plain text lower than a long, complex one', () => {
    const simple = estimateReadability(SIMPLE_EN, 'en');
    const complex = estimateReadability(COMPLEX_EN, 'en');
    expect(simple.grade).toBeLessThan(3);
    expect(complex.grade).toBeGreaterThan(12);
    expect(complex.wordsPerSentence).toBeGreaterThan(simple.wordsPerSentence);
    expect(complex.syllablesPerWord).toBeGreaterThan(simple.syllablesPerWord);
    expect(complex.unfamiliarWordRatio).toBeGreaterThan(simple.unfamiliarWordRatio ?? 1);
  });

  it('reports the counts behind the grade', () => {
    const e = estimateReadability(SIMPLE_EN, 'en');
    expect(e).toMatchObject({ words: 20, sentences: 4, wordsPerSentence: 5, formula: ENGLISH_READABILITY_FORMULA });
    expect(e.syllablesPerWord).toBe(1);
    expect(e.unfamiliarWordRatio).toBe(0);
    expect(Number.isInteger(e.grade * 10)).toBe(true);
  });

  it('leaves "## " subheadings out of the statistics', () => {
    const body = ['Bees dance to share news. The dance points to food.', 'Other bees watch and learn.'];
    const withHeadings = ['## An extraordinarily sophisticated communication mechanism', ...body, '## Observations'];
    expect(estimateReadability(withHeadings, 'en')).toEqual(estimateReadability(body, 'en'));
    expect(estimateReadability(withHeadings, 'en')).toMatchObject({ words: 15, sentences: 3 });
  });

  it('does not end sentences at titles, and drops script speaker labels and stage-direction brackets', () => {
    const e = estimateReadability(['NINA: Ms. Alvarez told us a word. [He sits on a log.] Mr. Osei waved.'], 'en');
    expect(e).toMatchObject({ words: 14, sentences: 3 });
  });

  it('treats a poem’s line breaks as spaces, not sentence ends', () => {
    const e = estimateReadability(['The rain came before the bell\nand tapped on the flat roof\nlike a drum.'], 'en');
    expect(e.sentences).toBe(1);
  });

  it('counts rare words through Dale–Chall even when they are short', () => {
    const plain = estimateReadability(['The cat sat by the fire. The dog ran to the door.'], 'en');
    const rare = estimateReadability(['The yak sat by the kiln. The gnu ran to the crypt.'], 'en');
    expect(rare.wordsPerSentence).toBe(plain.wordsPerSentence);
    expect(rare.unfamiliarWordRatio).toBeGreaterThan(0.2);
    expect(rare.grade).toBeGreaterThan(plain.grade);
  });

  it('counts names, inflections and contractions of familiar words as familiar', () => {
    const e = estimateReadability(['Omar and Tess walked home. Omar’s dog didn’t bark. The dogs were barking later.'], 'en');
    expect(e.unfamiliarWordRatio).toBe(0);
  });

  it('clamps the grade to 0..16 and scores an empty text 0', () => {
    expect(estimateReadability(['Go. Run. Sit. Hop.'], 'en').grade).toBe(0);
    expect(estimateReadability([COMPLEX_EN.join(' ').replace(/\./g, ',') + '.'], 'en').grade).toBe(16);
    expect(estimateReadability([], 'en')).toMatchObject({ grade: 0, words: 0, sentences: 0 });
    expect(estimateReadability(['## Only a heading'], 'es')).toMatchObject({ grade: 0, words: 0 });
  });

  it('estimates Spanish with Fernández-Huerta and no familiar-word ratio', () => {
    const simple = estimateReadability(SIMPLE_ES, 'es');
    const complex = estimateReadability(COMPLEX_ES, 'es');
    expect(simple.formula).toBe(SPANISH_READABILITY_FORMULA);
    expect(simple.unfamiliarWordRatio).toBeUndefined();
    expect(simple).toMatchObject({ words: 13, sentences: 4 });
    expect(simple.grade).toBeLessThan(4);
    expect(complex.grade).toBeGreaterThan(12);
    expect(estimateReadability(['## Título', ...SIMPLE_ES], 'es')).toEqual(simple);
  });
});

describe('countSpanishSyllables', () => {
  it.each([
    ['casa', 2],
    ['sol', 1],
    ['y', 1],
    ['muy', 1],
    ['hoy', 1],
    ['ayer', 2],
    ['bueno', 2],
    ['ciudad', 2],
    ['Uruguay', 3],
    ['guerra', 2],
    ['pingüino', 3],
    ['poeta', 3],
    ['leer', 2],
    ['día', 2],
    ['país', 2],
    ['oído', 3],
    ['océano', 4],
    ['aéreo', 4],
    ['ahora', 3],
    ['Ángel', 2],
    ['1492', 4],
  ])('%s has %i syllables', (word, n) => {
    expect(countSpanishSyllables(word)).toBe(n);
  });
});

describe('formatGradeEstimate', () => {
  it('labels estimates as K, a whole grade, or 12+', () => {
    expect(formatGradeEstimate(0)).toBe('K');
    expect(formatGradeEstimate(0.4)).toBe('K');
    expect(formatGradeEstimate(0.5)).toBe('Grade 1');
    expect(formatGradeEstimate(4.3)).toBe('Grade 4');
    expect(formatGradeEstimate(4.5)).toBe('Grade 5');
    expect(formatGradeEstimate(12)).toBe('Grade 12');
    expect(formatGradeEstimate(12.1)).toBe('12+');
    expect(formatGradeEstimate(16)).toBe('12+');
  });
});

interface SeedLevel {
  language: 'en' | 'es';
  grade_band: number;
  paragraphs: string[];
}
interface SeedArticle {
  slug: string;
  levels: SeedLevel[];
}

const articlesDir = new URL('../../../../content/articles/', import.meta.url);
const articles: SeedArticle[] = readdirSync(articlesDir)
  .filter((f) => f.endsWith('.json'))
  .sort()
  .map((f) => JSON.parse(readFileSync(new URL(f, articlesDir), 'utf8')) as SeedArticle);

/** Every article's levels in one language, easiest band first, with their estimates. */
const leveled = articles.flatMap((a) =>
  (['en', 'es'] as const)
    .map((language) => ({
      slug: a.slug,
      language,
      levels: a.levels
        .filter((l) => l.language === language)
        .sort((x, y) => x.grade_band - y.grade_band)
        .map((l) => ({ band: l.grade_band, grade: estimateReadability(l.paragraphs, language).grade })),
    }))
    .filter((s) => s.levels.length > 0),
);

describe('seed corpus readability', () => {
  it('reads every article in both languages', () => {
    expect(articles.length).toBeGreaterThanOrEqual(10);
    expect(leveled.some((s) => s.language === 'es')).toBe(true);
  });

  it('LEVEL-09 readability: every seeded level reads harder than the level below it', () => {
    const misordered = leveled.flatMap(({ slug, language, levels }) =>
      levels.slice(1).flatMap((l, i) => {
        const below = levels[i]!;
        return l.grade > below.grade
          ? []
          : [`${slug} ${language}: band ${l.band} ≈ ${l.grade}, band ${below.band} ≈ ${below.grade}`];
      }),
    );
    expect(misordered).toEqual([]);
  });

  // Formulas read plain-worded narrative low: the worst case, a grade-12 story told in short words
  // (lighthouse-cat), reads as grade 7.3. A tolerance of 5 grades allows that, yet a level two
  // bands away from its label (a grade-3 text filed as grade 9 or 12) still fails; the corpus-wide
  // mean error (1.6 when written) catches the whole scale drifting.
  it('LEVEL-09 readability: every seeded level reads near its stated grade band', () => {
    const all = leveled.flatMap(({ slug, language, levels }) => levels.map((l) => ({ slug, language, ...l })));
    const far = all.filter((l) => Math.abs(l.grade - l.band) > 5).map((l) => `${l.slug} ${l.language} ${l.band} ≈ ${l.grade}`);
    expect(far).toEqual([]);
    const meanError = all.reduce((sum, l) => sum + Math.abs(l.grade - l.band), 0) / all.length;
    expect(meanError).toBeLessThanOrEqual(2);
  });
});

describe('readsLikeLabel', () => {
  it('says whole grades, never a decimal above 12', () => {
    expect(readsLikeLabel(9.1)).toBe('reads like grade 9');
    expect(readsLikeLabel(11.6)).toBe('reads like grade 12');
    expect(readsLikeLabel(14.9)).toBe('reads like grade 12+');
    expect(readsLikeLabel(16)).toBe('reads like grade 12+');
    expect(readsLikeLabel(0.2)).toBe('reads like kindergarten');
  });
});
