import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { Counter } from 'prom-client';
import { z } from 'zod';
import {
  Annotation,
  AnnotationComments,
  AnnotationIdParams,
  AnnotationList,
  AnnotationQuery,
  SaveAnnotationBody,
  UpdateAnnotationBody,
} from '@lectern/domain';
import { requireUser } from '../../plugins/session.js';
import { AnnotationListCache } from './annotation-list-cache.js';
import * as service from './annotations.service.js';

const tags = ['annotations'];

/** Whether an If-None-Match header names this ETag (weak comparison, RFC 9110 section 13.1.2). */
const matches = (header: string | undefined, etag: string) =>
  header !== undefined &&
  header.split(',').some((t) => t.trim() === '*' || t.trim().replace(/^W\//, '') === etag.replace(/^W\//, ''));

/** Annotations and their replies (API-46): list, comments, save (create or update), delete. */
export const annotationsRoutes: FastifyPluginAsyncZod = async (app) => {
  // This process's lists, kept until the database says what they were made of changed.
  const { cache, stop } = await AnnotationListCache.attach(app.database);
  app.addHook('onClose', stop);
  new Counter({
    name: 'lectern_annotation_lists_total',
    help: 'Annotations lists answered: kept (hit), read from the database (miss), or sharing a read under way (shared).',
    labelNames: ['outcome'] as const,
    registers: [app.metrics],
    collect() {
      this.reset();
      for (const outcome of ['hits', 'misses', 'shared'] as const) this.inc({ outcome }, cache.stats[outcome]);
    },
  });

  app.get(
    '/api/v3/annotations/',
    {
      schema: {
        tags,
        summary: 'The reader’s own annotations on a level and those teachers shared with them',
        description:
          'Signed-in readers who may read the level (the article’s access rules, a student’s held level). A student gets no annotation in text a check for understanding still holds back. `reply_count` counts the replies the reader may read: every thread for the owner, their own thread for a student.',
        querystring: AnnotationQuery,
        response: { 200: AnnotationList, 304: z.null().describe('Unchanged since the ETag named in If-None-Match') },
      },
    },
    async (req, reply) => {
      const list = await service.listAnnotationsJson(app.db, requireUser(req), req.query.level_id, cache);
      // The list is the reader's own: a browser may keep it, and asks again with its ETag each time.
      void reply.header('cache-control', 'private, no-cache').header('etag', list.etag).header('vary', 'cookie');
      // A 304 has no body (not even the `null` its schema stands for in the API's description).
      if (matches(req.headers['if-none-match'], list.etag)) return reply.status(304).send(undefined as never);
      // Sent as kept: JSON made once (and checked against AnnotationList then) and encoded once,
      // neither validated, serialized nor encoded again; Fastify sends a Buffer as it is.
      return reply.type('application/json; charset=utf-8').send(list.bytes as never);
    },
  );

  app.get(
    '/api/v3/annotations/:id/comments/',
    {
      schema: {
        tags,
        summary: 'The reply threads of an annotation the reader may read',
        description:
          'The owner reads every student’s thread; a student their own. 404 for an annotation the reader does not see.',
        params: AnnotationIdParams,
        response: { 200: AnnotationComments },
      },
    },
    async (req) => service.commentsOf(app.db, requireUser(req), req.params.id),
  );

  app.post(
    '/api/v3/annotations/',
    {
      config: { studentWork: true },
      schema: {
        tags,
        summary: 'Save a new annotation (a highlight with an optional comment) or a reply',
        description:
          'A highlight: `article_level_id` and a block `range` in that level’s text; the quote and position selectors are computed by the server. A reply: `in_response_to` (the annotation or the last comment of a thread) and non-empty `text`; the teacher who shared names the student’s thread (`thread_student_id`). 201 when stored; 200 with the stored one when the same `client_key` was saved before. 409 when the annotation is not shared, 404 for one the reader does not see.',
        body: SaveAnnotationBody,
        response: { 200: Annotation, 201: Annotation },
      },
    },
    async (req, reply) => {
      const { created, annotation } = await service.saveAnnotation(app.db, requireUser(req), req.body, cache);
      return reply.status(created ? 201 : 200).send(annotation);
    },
  );

  app.post(
    '/api/v3/annotations/:id/',
    {
      config: { studentWork: true },
      schema: {
        tags,
        summary: 'Change an annotation or reply: text, colour, share or unshare',
        description:
          'The author only (403 otherwise); in a thread, only the last comment (409). `shared` is for teachers; unsharing an annotation with replies is refused (409).',
        params: AnnotationIdParams,
        body: UpdateAnnotationBody,
        response: { 200: Annotation },
      },
    },
    async (req) => service.updateAnnotation(app.db, requireUser(req), req.params.id, req.body, cache),
  );

  app.delete(
    '/api/v3/annotations/:id/',
    {
      config: { studentWork: true },
      schema: {
        tags,
        summary: 'Delete an annotation or the last comment of a thread',
        description: 'The author only. An annotation with replies stays (409): the replies are students’ work.',
        params: AnnotationIdParams,
        response: { 204: z.null() },
      },
    },
    async (req, reply) => {
      await service.deleteAnnotation(app.db, requireUser(req), req.params.id, cache);
      return reply.status(204).send(null);
    },
  );
};
