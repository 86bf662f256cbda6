import { daleChall } from 'dale-chall';
import { daleChallFormula, daleChallGradeLevel } from 'dale-chall-formula';
import { fleschKincaid } from 'flesch-kincaid';
import { syllable } from 'syllable';

export type ReadabilityLanguage = 'en' | 'es';

export interface ReadabilityEstimate {
  /** Approximate US grade level, one decimal, clamped to 0..16. */
  grade: number;
  /** Words counted (subheadings excluded). */
  words: number;
  /** Sentences counted (subheadings excluded). */
  sentences: number;
  /** Mean syllables per word, two decimals. */
  syllablesPerWord: number;
  /** Mean words per sentence, two decimals. */
  wordsPerSentence: number;
  /** English only: share of words outside the Dale–Chall familiar-word list, three decimals. */
  unfamiliarWordRatio?: number;
  /** Which formula produced `grade`. */
  formula: string;
}

export const READABILITY_MIN_GRADE = 0;
export const READABILITY_MAX_GRADE = 16;

/** The `formula` value of English estimates. */
export const ENGLISH_READABILITY_FORMULA = 'mean(flesch-kincaid, dale-chall)';
/** The `formula` value of Spanish estimates. */
export const SPANISH_READABILITY_FORMULA = 'fernandez-huerta';

/**
 * Estimate how hard a level's text is to read, as an approximate US grade.
 *
 * Paragraphs that begin with "## " are subheadings and are left out. So are the speaker labels of
 * a script ("TESS: ") and the brackets around stage directions, whose words are still read.
 * Sentences end at . ! ? or … (not after "Ms." or an initial); a poem's line breaks do not end one.
 *
 * English grade = mean of a Flesch–Kincaid grade and a Dale–Chall grade, because each formula is
 * blind where the other sees:
 * - Flesch–Kincaid (`flesch-kincaid`, syllables from `syllable`) sees sentence length and word
 *   length only, so short but rare words ("wick", "gust", "lens") pass as easy.
 * - New Dale–Chall (`dale-chall-formula`) sees sentence length and the share of words outside the
 *   familiar-word list (`dale-chall`; see {@link isFamiliarEnglish}), counted at every occurrence
 *   (the formula was normed on 100-word samples; counting each word once would make a long passage
 *   look easier than a short one with the same vocabulary). Its published table
 *   (`daleChallGradeLevel`) gives only coarse bands ("grades 7 and 8"), and band midpoints would
 *   make most neighbouring levels tie, so the score is interpolated linearly through the table
 *   instead: each band runs from its lower grade at its lower score to the next band's lower grade
 *   at the next score (a score of 6.5 reads as grade 8, halfway from 7 to 9).
 *   The library adds the formula's 3.6365 constant only above 5 % unfamiliar words, a jump that
 *   would rank a text with 5.1 % unfamiliar words three grades above one with 4.9 %; the constant
 *   is added below 5 % as well (as the 1948 formula always did), so the score is continuous. Below
 *   a score of 5 the table says only "grade 4 and lower": scores from 3.6365 (no unfamiliar words,
 *   no sentence length) to 5 are spread linearly over grades 0 to 5, meeting the next band.
 * Both grades rise with sentence length and with word difficulty, so their mean does too, and
 * averaging damps each formula's blind spot. On the seed corpus the mean orders every article's
 * levels strictly and lands 1.6 grades from the stated grade band on average.
 *
 * Spanish: no maintained library covers Spanish, so syllables come from a vowel-group rule (see
 * {@link countSpanishSyllables}) and the score is Fernández-Huerta's adaptation of Flesch reading
 * ease, L = 206.84 − 60·(syllables/word) − 1.02·(words/sentence). Fernández-Huerta published his
 * scale against school years: 90–100 → 4th grade, 80–90 → 5th, 70–80 → 6th, 60–70 → 7th–8th,
 * 50–60 → pre-university (10th–12th), 30–50 → early college (13th–14th), 0–30 → university. The
 * grade is interpolated linearly between those bands' midpoints (L 95 → 4, 85 → 5, 75 → 6,
 * 65 → 7.5, 55 → 11, 40 → 13.5, 15 → 16); above 95 the first slope, 10 points a grade, continues.
 *
 * The grade is rounded to one decimal and clamped to 0..16; an empty text scores 0.
 */
export function estimateReadability(paragraphs: string[], language: ReadabilityLanguage): ReadabilityEstimate {
  const text = bodyParagraphs(paragraphs);
  const sentences = text.flatMap(splitSentences);
  const sentenceWords = sentences.map(tokenize).filter((w) => w.length > 0);
  const words = sentenceWords.flat();
  const sentenceCount = sentenceWords.length;
  const wordCount = words.length;
  const formula = language === 'en' ? ENGLISH_READABILITY_FORMULA : SPANISH_READABILITY_FORMULA;

  if (wordCount === 0) {
    return {
      grade: 0,
      words: 0,
      sentences: 0,
      syllablesPerWord: 0,
      wordsPerSentence: 0,
      ...(language === 'en' ? { unfamiliarWordRatio: 0 } : {}),
      formula,
    };
  }

  const countSyllables = language === 'en' ? englishSyllables : countSpanishSyllables;
  const syllableCount = words.reduce((sum, w) => sum + countSyllables(w), 0);
  const syllablesPerWord = syllableCount / wordCount;
  const wordsPerSentence = wordCount / sentenceCount;
  const stats = {
    words: wordCount,
    sentences: sentenceCount,
    syllablesPerWord: round(syllablesPerWord, 2),
    wordsPerSentence: round(wordsPerSentence, 2),
  };

  if (language === 'es') {
    const score = 206.84 - 60 * syllablesPerWord - 1.02 * wordsPerSentence;
    return { grade: clampGrade(fernandezHuertaToGrade(score)), ...stats, formula };
  }

  const properNouns = findProperNouns(sentenceWords);
  const difficult = words.filter((w) => !isFamiliarEnglish(w, properNouns)).length;
  const fk = fleschKincaid({ sentence: sentenceCount, word: wordCount, syllable: syllableCount });
  const dc = daleChallGrade({ sentence: sentenceCount, word: wordCount, difficultWord: difficult });
  const grade = (fk + dc) / 2;
  return { grade: clampGrade(grade), ...stats, unfamiliarWordRatio: round(difficult / wordCount, 3), formula };
}

/** A short label for an estimated grade: "K" below 0.5, "12+" above 12, else "Grade N" (nearest whole grade). */
export function formatGradeEstimate(grade: number): string {
  if (Number.isNaN(grade) || grade < 0.5) return 'K';
  if (grade > 12) return '12+';
  return `Grade ${Math.round(grade)}`;
}

/**
 * The article's note on its estimated grade, in whole grades capped at 12 as people speak of them:
 * "reads like grade 7", "reads like grade 12+" (college-level prose), "reads like kindergarten".
 */
export function readsLikeLabel(grade: number): string {
  const label = formatGradeEstimate(grade);
  if (label === 'K') return 'reads like kindergarten';
  return `reads like grade ${label.replace(/^Grade /, '')}`;
}

/**
 * Spanish syllables in one word, by vowel groups: each run of vowels is one syllable (diphthongs and
 * triphthongs: "bue-no", "U-ru-guay"), plus one for each hiatus inside the run, which is two strong
 * vowels side by side ("le-er", "po-e-ta") or an accented í/ú beside any vowel ("dí-a", "ba-úl").
 * "y" is a vowel at the end of a word or before a consonant ("muy", "y"), a consonant before a
 * vowel ("ayer"). Silent "u" in que/qui/gue/gui joins its vowel's group, which counts the same.
 */
export function countSpanishSyllables(word: string): number {
  const w = word.toLowerCase();
  if (/^\d/.test(w)) return numberSyllables(w);
  let count = 0;
  let prev: string | null = null;
  for (let i = 0; i < w.length; i++) {
    const ch = w.charAt(i);
    const isVowel = SPANISH_VOWELS.has(ch) || (ch === 'y' && i > 0 && !SPANISH_VOWELS.has(w.charAt(i + 1)));
    if (!isVowel) {
      prev = null;
      continue;
    }
    const v = ch === 'y' ? 'i' : ch;
    if (prev === null || isHiatus(prev, v)) count++;
    prev = v;
  }
  return Math.max(1, count);
}

const SPANISH_VOWELS = new Set([...'aeiouáéíóúü']);
const STRONG_VOWELS = new Set([...'aeoáéó']);
const ACCENTED_WEAK_VOWELS = new Set([...'íú']);

function isHiatus(a: string, b: string): boolean {
  if (ACCENTED_WEAK_VOWELS.has(a) || ACCENTED_WEAK_VOWELS.has(b)) return true;
  return STRONG_VOWELS.has(a) && STRONG_VOWELS.has(b);
}

/** Reading a numeral aloud takes about one syllable per digit. */
function numberSyllables(token: string): number {
  return Math.max(1, token.replace(/\D/g, '').length);
}

function englishSyllables(word: string): number {
  if (/^\d/.test(word)) return numberSyllables(word);
  return Math.max(1, syllable(word));
}

/** Body text: no subheadings, no script speaker labels ("MS. ALVAREZ: "), no stage-direction brackets. */
function bodyParagraphs(paragraphs: string[]): string[] {
  return paragraphs
    .filter((p) => !p.trimStart().startsWith('## '))
    .map((p) => p.replace(SPEAKER_LABEL, '').replace(/[[\]]/g, ' ').replace(/\s+/g, ' ').trim())
    .filter((p) => p.length > 0);
}

const SPEAKER_LABEL = /^\s*[A-ZÁÉÍÓÚÑ][A-ZÁÉÍÓÚÑ.'’ -]*:\s/u;

/** Abbreviations whose period does not end a sentence (compared lower-case, without the period). */
const ABBREVIATIONS = new Set([
  'mr',
  'mrs',
  'ms',
  'dr',
  'st',
  'sr',
  'sra',
  'srta',
  'dra',
  'prof',
  'vs',
  'e.g',
  'i.e',
  'a.m',
  'p.m',
  'u.s',
  'núm',
  'aprox',
]);

/** Split a paragraph into sentences at . ! ? … (plus closing quotes/brackets) followed by a space. */
function splitSentences(paragraph: string): string[] {
  const out: string[] = [];
  let start = 0;
  const boundary = /[.!?…]+["'”’)\]]*(?=\s|$)/gu;
  for (const m of paragraph.matchAll(boundary)) {
    const end = m.index + m[0].length;
    if (m[0] === '.') {
      const before = paragraph.slice(start, m.index);
      const lastToken = /(\S+)$/u.exec(before)?.[1] ?? '';
      const bare = lastToken.replace(/^[^\p{L}]+/u, '').toLowerCase();
      // "Ms." and initials ("J. Smith") do not end a sentence.
      if (ABBREVIATIONS.has(bare) || /^\p{Lu}$/u.test(lastToken.replace(/^[^\p{L}]+/u, ''))) continue;
    }
    out.push(paragraph.slice(start, end));
    start = end;
  }
  out.push(paragraph.slice(start));
  return out.map((s) => s.trim()).filter((s) => s.length > 0);
}

/** Words: letters or digits, keeping inner apostrophes, hyphens and number separators together. */
function tokenize(sentence: string): string[] {
  return sentence.match(/[\p{L}\p{N}]+(?:[-'’][\p{L}\p{N}]+|(?<=\d)[.,]\d+)*/gu) ?? [];
}

/**
 * Names, which the Dale–Chall rules count as familiar: capitalized words seen somewhere other than
 * the start of a sentence, or always capitalized and seen at least twice ("OMAR", "Omar"). Only
 * capitalized occurrences count as names, so "Blue Trail" does not make "trail" familiar.
 */
function findProperNouns(sentenceWords: string[][]): Set<string> {
  const names = new Set<string>();
  const seen = new Map<string, { count: number; capitalized: number }>();
  for (const words of sentenceWords)
    words.forEach((w, i) => {
      const key = nameKey(w);
      const capitalized = /^\p{Lu}/u.test(w);
      const s = seen.get(key) ?? { count: 0, capitalized: 0 };
      seen.set(key, { count: s.count + 1, capitalized: s.capitalized + (capitalized ? 1 : 0) });
      if (capitalized && i > 0) names.add(key);
    });
  for (const [key, s] of seen) if (s.count >= 2 && s.capitalized === s.count) names.add(key);
  return names;
}

/** Names are matched lower-case and without a possessive: "Omar’s" is "omar". */
function nameKey(word: string): string {
  return word.toLowerCase().replace(/’/g, "'").replace(/'s$/, '');
}

const FAMILIAR = new Set(daleChall);
/** Titles before names: abbreviations of familiar words. */
const TITLES = new Set(['mr', 'mrs', 'ms', 'dr']);

/**
 * Dale–Chall familiarity, following the formula's counting rules roughly: listed words, up to two
 * regular endings on them (-s, -es, -ies, -ed, -d, -ied, -ing, -er, -est, -ier, -iest, -ly, -ily),
 * possessives and contractions of them, hyphenated compounds of them, names, titles and numerals.
 */
function isFamiliarEnglish(word: string, properNouns: Set<string>): boolean {
  const w = word.toLowerCase().replace(/’/g, "'");
  if (/^\d/.test(w) || TITLES.has(w) || (/^\p{Lu}/u.test(word) && properNouns.has(nameKey(word)))) return true;
  if (w.includes('-')) return w.split('-').every((part) => isFamiliarEnglish(part, properNouns));
  if (FAMILIAR.has(w)) return true;
  const apostrophe = w.indexOf("'");
  if (apostrophe > 0) {
    const base = w.slice(0, apostrophe).replace(/n$/, '');
    return FAMILIAR.has(base) || ['ca', 'wo', 'sha'].includes(base);
  }
  // One or two regular endings: "warnings" → "warning" → "warn".
  return inflectionBases(w).some((b) => FAMILIAR.has(b) || inflectionBases(b).some((bb) => FAMILIAR.has(bb)));
}

function inflectionBases(w: string): string[] {
  const bases: string[] = [];
  const suffixes: [string, string[]][] = [
    ['ies', ['y']],
    ['ied', ['y']],
    ['iest', ['y']],
    ['ier', ['y']],
    ['ily', ['y']],
    ['es', ['', 'e']],
    ['s', ['']],
    ['ed', ['', 'e']],
    ['d', ['']],
    ['ing', ['', 'e']],
    ['est', ['', 'e']],
    ['er', ['', 'e']],
    ['ly', ['', 'le']],
  ];
  for (const [suffix, endings] of suffixes) {
    if (!w.endsWith(suffix) || w.length - suffix.length < 2) continue;
    const stem = w.slice(0, -suffix.length);
    for (const ending of endings) bases.push(stem + ending);
    // Doubled consonant: "stopped", "running", "bigger".
    if (/([b-df-hj-np-tv-z])\1$/.test(stem)) bases.push(stem.slice(0, -1));
  }
  return bases;
}

/** The New Dale–Chall constant that `daleChallFormula` adds only above 5 % unfamiliar words. */
const DALE_CHALL_ADJUSTMENT = 3.6365;
const DALE_CHALL_THRESHOLD = 0.05;

/**
 * Continuous grade from a New Dale–Chall score, interpolated through `daleChallGradeLevel`'s bands
 * (see {@link estimateReadability}).
 */
function daleChallGrade(counts: { sentence: number; word: number; difficultWord: number }): number {
  let score = daleChallFormula(counts);
  if (counts.difficultWord / counts.word <= DALE_CHALL_THRESHOLD) score += DALE_CHALL_ADJUSTMENT;
  if (score < 5) return ((score - DALE_CHALL_ADJUSTMENT) / (5 - DALE_CHALL_ADJUSTMENT)) * 5;
  const floor = Math.floor(score);
  const [low] = daleChallGradeLevel(floor);
  if (!Number.isFinite(low) || low >= READABILITY_MAX_GRADE) return READABILITY_MAX_GRADE;
  const [nextLow] = daleChallGradeLevel(floor + 1);
  return low + (score - floor) * (nextLow - low);
}

/** Fernández-Huerta score → US grade, piecewise-linear through his published table. */
const FERNANDEZ_HUERTA_TABLE: [score: number, grade: number][] = [
  [95, 4],
  [85, 5],
  [75, 6],
  [65, 7.5],
  [55, 11],
  [40, 13.5],
  [15, 16],
];

function fernandezHuertaToGrade(score: number): number {
  const first = FERNANDEZ_HUERTA_TABLE[0]!;
  if (score >= first[0]) return first[1] - (score - first[0]) / 10;
  for (let i = 1; i < FERNANDEZ_HUERTA_TABLE.length; i++) {
    const [hiScore, hiGrade] = FERNANDEZ_HUERTA_TABLE[i - 1]!;
    const [loScore, loGrade] = FERNANDEZ_HUERTA_TABLE[i]!;
    if (score >= loScore) return hiGrade + ((hiScore - score) / (hiScore - loScore)) * (loGrade - hiGrade);
  }
  return READABILITY_MAX_GRADE;
}

function clampGrade(grade: number): number {
  if (Number.isNaN(grade)) return READABILITY_MIN_GRADE;
  return round(Math.min(READABILITY_MAX_GRADE, Math.max(READABILITY_MIN_GRADE, grade)), 1);
}

function round(value: number, digits: number): number {
  const f = 10 ** digits;
  return Math.round(value * f) / f;
}
