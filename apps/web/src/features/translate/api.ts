import { useQuery } from '@tanstack/react-query';
import { apiQuery } from '../../lib/query.js';

/** `GET /api/v3/translations/languages/`: what a level can be shown in beside its text (TOOLBAR-01, TOOLBAR-07). */
export const translationLanguagesQuery = (contentId: string, levelId: number) =>
  apiQuery({
    queryKey: ['translations', 'languages', contentId, levelId],
    endpoint: {
      path: `/api/v3/translations/languages/?content_id=${contentId}&level_id=${levelId}`,
      schema: 'TranslationLanguages',
    },
    // The article's versions change with the corpus only; the server keeps its own list for minutes.
    staleTime: 10 * 60_000,
  });

/**
 * `GET /api/v3/translations/`: the level beside its translation. `blocks` (how many blocks of the
 * level the reader has) is part of the key: when a student's answer opens more text, the
 * translation of it is asked for too.
 */
export const translationQuery = (contentId: string, levelId: number, language: string, blocks: number) =>
  apiQuery({
    queryKey: ['translations', contentId, levelId, language, blocks],
    endpoint: {
      path: `/api/v3/translations/?content_id=${contentId}&level_id=${levelId}&language=${encodeURIComponent(language)}`,
      schema: 'Translation',
      // A first machine translation of a level may take the translation server a while.
      timeoutMs: 30_000,
    },
    staleTime: Infinity,
    // The server says why it failed (the translation server is down…); the reader asks again.
    retry: false,
  });

export const useTranslationLanguages = (contentId: string, levelId: number, enabled: boolean) =>
  useQuery({ ...translationLanguagesQuery(contentId, levelId), enabled });

export const useTranslation = (contentId: string, levelId: number, language: string | null, blocks: number) =>
  useQuery({ ...translationQuery(contentId, levelId, language ?? '', blocks), enabled: language !== null });
