/**
 * Translate mode (TOOLBAR-01): a level beside its translation. The article's own version in the
 * other language comes first (the level of that language written for the same grade, aligned
 * section by section); otherwise, where the district runs a LibreTranslate server, its languages,
 * translated once per level and language and kept in the database. Every request goes through the
 * article's access check, the student's level lock, their assignment's hide_translation and the
 * text gate of checks for understanding, so translate mode never shows more than the page does.
 */
import { createHash } from 'node:crypto';
import {
  alignBlocks,
  editionLanguages,
  pairedLevel,
  rowsUpTo,
  translationHidden,
  TRANSLATE_TEXT,
  type Translation,
  type TranslationLanguages,
  type TranslationQuery,
} from '@lectern/domain';
import type { AuthUser } from '../../auth/auth-user.js';
import type { Db } from '../../db/database.js';
import { AppError, forbidden, notFound } from '../../errors.js';
import { levelOf, readableArticle } from '../activities/article-access.js';
import type { ArticleBundle } from '../activities/article-cache.js';
import { assignmentsOfStudent } from '../activities/assignments-given.repository.js';
import { heldLevelId } from '../activities/reading-level.js';
import { textGatesFor } from '../activities/text-gates.js';
import { TranslatorDown, type Translator } from './libre-translate.js';
import * as repo from './translate.repository.js';

type Level = ArticleBundle['levels'][number];

const displayNames = new Intl.DisplayNames(['en'], { type: 'language' });
const nameOf = (code: string) => {
  try {
    return displayNames.of(code) ?? code;
  } catch {
    return code;
  }
};

/** The level the reader asks about, when they may read its text and translate it; else 404/403/451. */
async function readerLevel(db: Db, user: AuthUser, contentId: number, levelId: number) {
  const bundle = await readableArticle(db, user, contentId);
  const level = levelOf(bundle, levelId);
  const held = await heldLevelId(db, user, bundle);
  if (held !== null && held !== level.id) throw forbidden('Your teacher set the level you read this article at.');
  if (user.role === 'student') {
    const [assignment] = await assignmentsOfStudent(db, user.id, { storyId: contentId });
    if (translationHidden(assignment?.assignment_config)) throw forbidden(TRANSLATE_TEXT.hidden);
  }
  return { bundle, level };
}

const hashOf = (level: Level) =>
  createHash('sha256')
    .update(JSON.stringify(level.body.map((b) => b.text)))
    .digest('base64url');

export function translateService(translator: Translator | null, log: (err: unknown, msg: string) => void) {
  // Requests for the same translation at once (a class pressing Translate together) make one call.
  const making = new Map<string, Promise<string[]>>();

  /** The translation server's languages for a level; none when it is not configured or not answering. */
  async function machineTargets(level: Level): Promise<string[]> {
    if (!translator) return [];
    try {
      return await translator.targets(level.language);
    } catch (err) {
      log(err, 'translate: the translation server did not list its languages');
      return [];
    }
  }

  async function machineBlocks(db: Db, level: Level, language: string): Promise<string[]> {
    const hash = hashOf(level);
    const kept = await repo.findTranslation(db, level.id, language);
    if (kept && kept.source_hash === hash) return kept.blocks;
    const key = `${level.id}:${language}:${hash}`;
    let pending = making.get(key);
    if (!pending) {
      pending = (async () => {
        const blocks = await translator!.translate(
          level.body.map((b) => b.text),
          level.language,
          language,
        );
        await repo.saveTranslation(db, { levelId: level.id, language, sourceHash: hash, blocks });
        return blocks;
      })().finally(() => making.delete(key));
      making.set(key, pending);
    }
    try {
      return await pending;
    } catch (err) {
      if (err instanceof AppError) throw err;
      log(err, 'translate: the translation server failed');
      throw new AppError(err instanceof TranslatorDown ? 'translation_unavailable' : 'translation_failed');
    }
  }

  return {
    /** GET /api/v3/translations/languages/: the article's own versions first, then the translation server's languages. */
    async languages(db: Db, user: AuthUser, q: { content_id: number; level_id: number }): Promise<TranslationLanguages> {
      const { bundle, level } = await readerLevel(db, user, q.content_id, q.level_id);
      const editions = editionLanguages(bundle.levels, level);
      const machine = (await machineTargets(level)).filter((c) => !editions.includes(c));
      return {
        level_id: level.id,
        languages: [
          ...editions.map((code) => ({ code, name: nameOf(code), source: 'edition' as const })),
          ...machine
            .map((code) => ({ code, name: nameOf(code), source: 'machine' as const }))
            .sort((a, b) => a.name.localeCompare(b.name)),
        ],
      };
    },

    /** GET /api/v3/translations/: the level's text beside its translation, row by row, up to where the reader's text stops. */
    async translation(db: Db, user: AuthUser, q: TranslationQuery): Promise<Translation> {
      const { bundle, level } = await readerLevel(db, user, q.content_id, q.level_id);
      const paired = pairedLevel(bundle.levels, level, q.language);
      let rows: string[][];
      if (paired) rows = alignBlocks(level.body, paired.body);
      else {
        if (!translator || q.language === level.language) throw notFound('This level has no translation into that language.');
        let targets: string[];
        try {
          targets = await translator.targets(level.language);
        } catch (err) {
          log(err, 'translate: the translation server did not list its languages');
          throw new AppError(err instanceof TranslatorDown ? 'translation_unavailable' : 'translation_failed');
        }
        if (!targets.includes(q.language)) throw notFound('This level has no translation into that language.');
        rows = (await machineBlocks(db, level, q.language)).map((text) => [text]);
      }
      // CFU-01: a student's text stops at an unanswered check; so does its translation.
      const gate = (await textGatesFor(db, user, bundle)).gates.get(level.id);
      return {
        level_id: level.id,
        language: q.language,
        source: paired ? 'edition' : 'machine',
        translated_level_id: paired?.id ?? null,
        rows: rowsUpTo(rows, gate ? gate.after_block + 1 : level.body.length),
      };
    },
  };
}
