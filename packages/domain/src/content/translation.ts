import { z } from 'zod';
import type { BodyBlock } from './content-api.schema.js';

/**
 * Translate mode of the article toolbar (TOOLBAR-01, TOOLBAR-06, TOOLBAR-07): which version of a
 * level is its translation, how the two texts line up paragraph by paragraph, and the API's
 * shapes. Pure rules, so the server and the page decide availability the same way.
 */

export const TRANSLATE_TEXT = {
  action: 'Translate',
  /** TOOLBAR-07: the hover label of the action when nothing is offered. */
  unavailable: 'Translations are not available on this article',
  languageLabel: 'Translation language',
  loading: 'Translating…',
  hidden: 'Your teacher turned translation off for this article.',
} as const;

/** A language code as LibreTranslate and the corpus write it: "es", "fr", "zh-Hans", "pt-BR". */
export const LanguageCode = z.string().regex(/^[a-z]{2,3}(-[A-Za-z]{2,4})?$/, 'Unknown language code.');

const id = z.coerce.number().int().positive().max(2_147_483_647);

export const TranslationLanguagesQuery = z.object({ content_id: id, level_id: id });
export const TranslationQuery = z.object({ content_id: id, level_id: id, language: LanguageCode });
export type TranslationQuery = z.infer<typeof TranslationQuery>;

/** Where a translation comes from: the article's own version in that language, or the district's translation server. */
export const TranslationSource = z.enum(['edition', 'machine']);
export type TranslationSource = z.infer<typeof TranslationSource>;

/** `GET /api/v3/translations/languages/`: the languages a level can be shown in beside its text; empty when none. */
export const TranslationLanguages = z.object({
  level_id: z.number().int(),
  languages: z.array(z.object({ code: LanguageCode, name: z.string(), source: TranslationSource })),
});
export type TranslationLanguages = z.infer<typeof TranslationLanguages>;

/** One row of translate mode: a block of the shown level and the translated blocks beside it (none, one, or more). */
export const TranslationRow = z.object({
  block: z.number().int().min(0),
  texts: z.array(z.string()),
});
export type TranslationRow = z.infer<typeof TranslationRow>;

/**
 * `GET /api/v3/translations/`: a level's translation, aligned to the blocks of the shown level the
 * reader has (a student's text that waits for a check stops at the same block).
 */
export const Translation = z.object({
  level_id: z.number().int(),
  language: LanguageCode,
  source: TranslationSource,
  /** The paired level, for a version of the article in that language; null for a machine translation. */
  translated_level_id: z.number().int().nullable(),
  rows: z.array(TranslationRow),
});
export type Translation = z.infer<typeof Translation>;

interface PairableLevel {
  id: number;
  language: string;
  grade: number;
  is_original_level: boolean;
}

/**
 * The article's own version of a level in another language: the level of that language written
 * for the same grade (the originals pair with each other). Undefined when the article has none.
 */
export function pairedLevel<L extends PairableLevel>(
  levels: readonly L[],
  shown: PairableLevel,
  language: string,
): L | undefined {
  if (language === shown.language) return undefined;
  const pool = levels.filter((l) => l.language === language);
  if (shown.is_original_level) return pool.find((l) => l.is_original_level);
  return pool.find((l) => !l.is_original_level && l.grade === shown.grade);
}

/** The languages the article itself is written in at the shown level, besides the shown one. */
export function editionLanguages(levels: readonly PairableLevel[], shown: PairableLevel): string[] {
  const languages = [...new Set(levels.map((l) => l.language))].filter((lang) => pairedLevel(levels, shown, lang));
  return languages.sort();
}

/** The sections of a text: the blocks before the first heading, then each heading with the blocks under it. */
function sections(blocks: readonly BodyBlock[]): number[][] {
  const out: number[][] = [[]];
  blocks.forEach((b, i) => {
    if (b.kind === 'heading') out.push([i]);
    else out[out.length - 1]!.push(i);
  });
  return out;
}

/**
 * Lines a translation up with the shown text, block by block. The versions of an article are
 * written in natural language rather than word for word, so a section may have a paragraph more or
 * less: texts are paired section by section (headings are the anchors), in order within a section;
 * a paragraph left over on the translation's side joins the last row of its section, one on the
 * shown side has an empty row. Returns, for each block of `source`, the translation's texts beside it.
 */
export function alignBlocks(source: readonly BodyBlock[], target: readonly BodyBlock[]): string[][] {
  const rows: string[][] = source.map(() => []);
  const from = sections(source);
  const to = sections(target);
  // Without the same number of sections the headings are no anchors: pair the whole text in order.
  const pairs =
    from.length === to.length
      ? from.map((s, i) => [s, to[i]!] as const)
      : [[source.map((_, i) => i), target.map((_, i) => i)] as const];
  for (const [s, t] of pairs) {
    if (s.length === 0) {
      // Text before the first heading on the translation's side only: it goes beside the first block.
      if (t.length > 0 && rows.length > 0) rows[0]!.push(...t.map((j) => target[j]!.text));
      continue;
    }
    t.forEach((j, k) => rows[s[Math.min(k, s.length - 1)]!]!.push(target[j]!.text));
  }
  return rows;
}

/** The rows of a translation a reader may see: every block up to the last one their text holds. */
export function rowsUpTo(rows: readonly string[][], blockCount: number): TranslationRow[] {
  return rows.slice(0, blockCount).map((texts, block) => ({ block, texts }));
}

/** The assignment a student reads under may hide translation (ASSIGN-04). */
export const translationHidden = (config: { hide_translation?: boolean | undefined } | null | undefined) =>
  config?.hide_translation === true;
