import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ContentHide, ContentHideBody, ContentHideList, ContentHideParams, ContentHideQuery } from '@lectern/domain';
import { requireUser } from '../../plugins/session.js';
import * as service from './content-hides.service.js';

const tags = ['hide from classes'];

/** Hide from classes (API-42 … API-44): teachers only, their own classes. */
export const contentHidesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/v3/content-hide/',
    {
      schema: {
        tags,
        summary: 'The teacher’s hide records of an article, and the classes it is assigned to',
        querystring: ContentHideQuery,
        response: { 200: ContentHideList },
      },
    },
    async (req) => service.listHides(app.db, requireUser(req), req.query.content_id),
  );

  app.post(
    '/api/v3/content-hide/',
    {
      schema: {
        tags,
        summary: 'Hide an article from a class you teach',
        description:
          '201 with the record; 200 with the existing one when it is already hidden. 409 when the article is in an assignment for that class (TOOLBAR-20); 404 for a class that is not yours.',
        body: ContentHideBody,
        response: { 200: ContentHide, 201: ContentHide },
      },
    },
    async (req, reply) => {
      const { created, hide } = await service.hide(app.db, requireUser(req), req.body);
      return reply.status(created ? 201 : 200).send(hide);
    },
  );

  app.delete(
    '/api/v3/content-hide/:id/',
    {
      schema: {
        tags,
        summary: 'Open an article to the class again',
        params: ContentHideParams,
        response: { 204: z.null() },
      },
    },
    async (req, reply) => {
      await service.unhide(app.db, requireUser(req), req.params.id);
      return reply.status(204).send(null);
    },
  );
};
