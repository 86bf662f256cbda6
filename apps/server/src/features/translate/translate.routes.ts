import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { Translation, TranslationLanguages, TranslationLanguagesQuery, TranslationQuery } from '@lectern/domain';
import type { Env } from '../../env.js';
import { requireUser } from '../../plugins/session.js';
import { libreTranslate } from './libre-translate.js';
import { translateService } from './translate.service.js';

const tags = ['translate'];

/**
 * Translate mode (TOOLBAR-01, TOOLBAR-07): what a level can be translated into, and the
 * translation. Signed-in readers who may read the level's text; not a student whose assignment
 * hides translation (403).
 */
export const translateRoutes: FastifyPluginAsyncZod<{ env: Env }> = async (app, { env }) => {
  const translator = env.TRANSLATE_URL ? libreTranslate(env.TRANSLATE_URL, { apiKey: env.TRANSLATE_API_KEY }) : null;
  const service = translateService(translator, (err, msg) => app.log.error({ err }, msg));

  app.get(
    '/api/v3/translations/languages/',
    {
      schema: {
        tags,
        summary: 'The languages a level can be shown in beside its text (empty: translation is not available)',
        querystring: TranslationLanguagesQuery,
        response: { 200: TranslationLanguages },
      },
    },
    async (req) => service.languages(app.db, requireUser(req), req.query),
  );

  app.get(
    '/api/v3/translations/',
    {
      schema: {
        tags,
        summary: 'A level beside its translation, block by block',
        description:
          'The article’s own version in that language (same grade) when it has one, else the district’s translation server (TRANSLATE_URL), translated once per level and language. 404 when there is no translation into that language; 503 when the translation server does not answer; 502 when it answers without a translation.',
        querystring: TranslationQuery,
        response: { 200: Translation },
      },
    },
    async (req) => service.translation(app.db, requireUser(req), req.query),
  );
};
