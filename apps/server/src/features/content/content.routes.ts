import fastifyStatic from '@fastify/static';
import { join } from 'node:path';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  Content,
  ContentIdParams,
  ContentList,
  ContentListQuery,
  ContentMetadata,
  ContentRefusal,
  KeyTerms,
  KeyTermsQuery,
  ReadingLevel,
  ReadingLevelOverrideBody,
  ReadingLevelQuery,
  RecommendBody,
  RecommendResponse,
  RECOMMENDER_PATH,
  Standard,
} from '@lectern/domain';
import { AppError } from '../../errors.js';
import { requireUser } from '../../plugins/session.js';
import { DEFAULT_CONTENT_DIR, MEDIA_PREFIX } from '../../seed/corpus.js';
import * as service from './content.service.js';

const tags = ['content'];

/** The library, articles, their metadata, reading levels and the level recommender. */
export const contentRoutes: FastifyPluginAsyncZod<{ contentDir?: string | undefined }> = async (app, opts) => {
  // Header images of the corpus; names are hashed by nothing, so cache for a day, not forever.
  await app.register(fastifyStatic, {
    root: join(opts.contentDir ?? DEFAULT_CONTENT_DIR, 'images'),
    prefix: MEDIA_PREFIX,
    decorateReply: false,
    maxAge: '1d',
    wildcard: false,
  });

  app.get(
    '/api/v3/content/',
    {
      schema: {
        tags,
        summary: 'Search the library',
        description:
          'Full-text search over titles, teasers and the text of every level, with filters. Open to signed-out visitors (cards only). With `strategy=similar_to&similar_to={contentId}` (API-34): the articles related to that one by their text, key terms and subject, best first, for readers who may open it (as `GET /api/v3/content/{contentId}/` decides); noindex articles are never offered. `content_types` (repeated) limits the types; a student’s are always within video, article and interactive video (RELATED-04).',
        querystring: ContentListQuery,
        response: { 200: ContentList },
      },
    },
    async (req) => service.listContent(app.db, req.user, req.query),
  );

  app.get(
    '/api/v3/content/:contentId/',
    {
      schema: {
        tags,
        summary: 'One article with its levels',
        description:
          'The full article for readers who may read it; the reduced public shape (`restricted: true`, no text) for signed-out visitors on free articles and lite students outside the free collection; 401 for signed-out visitors on premium articles, whose error body carries that public shape as `preview`; 403 `subscription_required` without a licence; 451 `district_restricted` under an advisory of your district or school.',
        params: ContentIdParams,
        response: { 200: Content, 401: ContentRefusal },
      },
    },
    async (req, reply) => {
      const id = Number(req.params.contentId);
      try {
        return await service.getContent(app.db, req.user, id);
      } catch (err) {
        // PLAT-34, PLAT-41: the visitor's sign-in screen names the article it stands for.
        if (!(err instanceof AppError) || err.code !== 'unauthenticated') throw err;
        const preview = await service.getPublicPreview(app.db, id);
        return reply.status(401).send({ error: { code: err.code, message: err.message }, preview });
      }
    },
  );

  app.get(
    '/api/v3/content/:contentId/key-terms/',
    {
      schema: {
        tags,
        summary: 'The key terms of one level of an article, with their definitions (API-31)',
        description:
          'For readers who may read that level’s text, as `GET /api/v3/content/{contentId}/` decides: 401 signed out; 403 `subscription_required` without a licence or for a lite student outside the free collection; 451 `district_restricted`; 403 `forbidden` for a level other than the one an assignment holds a student at; 404 for an unknown article or a level of another article.',
        params: ContentIdParams,
        querystring: KeyTermsQuery,
        response: { 200: KeyTerms },
      },
    },
    async (req) => service.getKeyTerms(app.db, requireUser(req), Number(req.params.contentId), req.query.level_id),
  );

  app.get(
    '/api/v3/content-document/:contentId/metadata/',
    {
      schema: {
        tags,
        summary: 'Standards, provider, decodable marker and search-indexing flag of an article',
        params: ContentIdParams,
        response: { 200: ContentMetadata },
      },
    },
    async (req) => service.getMetadata(app.db, Number(req.params.contentId)),
  );

  app.get(
    '/api/v3/standard/:standardId/',
    {
      schema: {
        tags,
        summary: 'One standard: its code, name and description (the library filtered by a standard names it)',
        description: 'Open to signed-out visitors, like the library. An unknown id is 404.',
        params: z.object({ standardId: z.coerce.number().int().positive() }),
        response: { 200: Standard },
      },
    },
    async (req) => service.getStandard(app.db, req.params.standardId),
  );

  app.get(
    '/api/v3/reading-level/',
    {
      schema: {
        tags,
        summary: "A student's reading level with the reason for it",
        description:
          'Students read their own; teachers and parents read their students’ (`user_id`). Without `user_id` a teacher gets the grade their classes share. With `content_id`, `recommended_article_level_content_id` is the matching level of that article.',
        querystring: ReadingLevelQuery,
        response: { 200: ReadingLevel },
      },
    },
    async (req) => service.getReadingLevel(app.db, requireUser(req), req.query),
  );

  app.put(
    '/api/v3/reading-level/:userId/',
    {
      schema: {
        tags,
        summary: "Override a student's recommended grade (their teacher), or clear it with null",
        params: z.object({ userId: z.coerce.number().int().positive() }),
        body: ReadingLevelOverrideBody,
        response: { 200: ReadingLevel },
      },
    },
    async (req) => service.overrideReadingLevel(app.db, requireUser(req), req.params.userId, req.body.override_grade_level),
  );

  app.post(
    RECOMMENDER_PATH,
    {
      config: { readOnly: true },
      schema: {
        tags,
        summary: 'Recommend the level of one article for a student',
        body: RecommendBody,
        response: { 200: RecommendResponse },
      },
    },
    async (req) => service.recommendArticleLevel(app.db, requireUser(req), req.body),
  );
};
