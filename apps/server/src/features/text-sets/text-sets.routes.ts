import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ContentMembership,
  ContentMembershipBody,
  TextSetCreateBody,
  TextSetCreated,
  TextSetDetail,
  TextSetList,
  TextSetParams,
  TextSetSelectorQuery,
} from '@lectern/domain';
import { requireUser } from '../../plugins/session.js';
import * as service from './text-sets.service.js';

const tags = ['text sets'];

/** Text sets (API-38 … API-41, TOOLBAR-10 … TOOLBAR-17): teachers and parents, their own sets. */
export const textSetsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/v3/content/selector/created-by-me/',
    {
      schema: {
        tags,
        summary: 'My text sets with their members (type=text_set; depth=2, shape=card as the spec sends them)',
        querystring: TextSetSelectorQuery,
        response: { 200: TextSetList },
      },
    },
    async (req) => service.listMine(app.db, requireUser(req)),
  );

  app.post(
    '/api/v3/text-set/',
    {
      schema: {
        tags,
        summary: 'Create a text set',
        description:
          '201 with `{ textSet }`. Title and description are plain text. Refused (403) for students and free (lite) accounts.',
        body: TextSetCreateBody,
        response: { 201: TextSetCreated },
      },
    },
    async (req, reply) => reply.status(201).send(await service.create(app.db, requireUser(req), req.body)),
  );

  app.get(
    '/api/v3/text-set/:id/',
    {
      schema: {
        tags,
        summary: 'A text set and its articles as cards: its owner’s, or any shared one (read-only)',
        params: TextSetParams,
        response: { 200: TextSetDetail },
      },
    },
    async (req) => service.detail(app.db, requireUser(req), req.params.id),
  );

  app.post(
    '/api/v3/content-membership/',
    {
      schema: {
        tags,
        summary: 'Add an article to a text set of yours',
        description: '201 with the membership; 200 when the article is already in the set. 404 for a set that is not yours.',
        body: ContentMembershipBody,
        response: { 200: ContentMembership, 201: ContentMembership },
      },
    },
    async (req, reply) => {
      const { created, membership } = await service.addMember(app.db, requireUser(req), req.body);
      return reply.status(created ? 201 : 200).send(membership);
    },
  );

  app.delete(
    '/api/v3/content-membership/',
    {
      schema: {
        tags,
        summary: 'Take an article out of a text set of yours (204 whether or not it was in it)',
        body: ContentMembershipBody,
        response: { 204: z.null() },
      },
    },
    async (req, reply) => {
      await service.removeMember(app.db, requireUser(req), req.body);
      return reply.status(204).send(null);
    },
  );
};
