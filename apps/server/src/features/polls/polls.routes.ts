import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  Poll,
  PollCreateBody,
  PollInteraction,
  PollInteractionBody,
  PollList,
  PollListQuery,
  PollUpdateBody,
} from '@lectern/domain';
import { requireUser } from '../../plugins/session.js';
import * as service from './polls.service.js';

const tags = ['polls'];
const params = z.object({ pollId: z.coerce.number().int().positive() });

/** Student polls: templates and teachers' own polls, and students' answers (POLL-01 … POLL-20, API-20). */
export const pollsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/v3/polls/',
    {
      schema: {
        tags,
        summary: 'An article’s poll templates, then the signed-in teacher’s own polls on it',
        description: 'Teachers and staff; 403 for anyone else. The article’s access rules apply.',
        querystring: PollListQuery,
        response: { 200: PollList },
      },
    },
    async (req) => service.listPolls(app.db, requireUser(req), Number(req.query.article_id)),
  );

  app.get(
    '/api/v3/polls/:pollId/',
    {
      schema: {
        tags,
        summary: 'One poll with its results',
        description:
          'Templates for teachers and staff, a teacher’s own polls for that teacher, and for a student the polls of live assignments given to them; 404 otherwise. `voter_ids` lists every voter only for the poll’s teacher; a student finds only their own id.',
        params,
        response: { 200: Poll },
      },
    },
    async (req) => service.getPoll(app.db, requireUser(req), req.params.pollId),
  );

  app.post(
    '/api/v3/polls/',
    {
      schema: {
        tags,
        summary: 'Save a teacher’s own poll on an article (2 to 5 responses)',
        body: PollCreateBody,
        response: { 201: Poll },
      },
    },
    async (req, reply) => reply.status(201).send(await service.createPoll(app.db, requireUser(req), req.body)),
  );

  app.put(
    '/api/v3/polls/:pollId/',
    {
      schema: {
        tags,
        summary: 'Change a poll’s question and responses (its teacher only)',
        description:
          '404 for a template or another teacher’s poll; 409 poll_in_use once students can answer it (a published assignment includes it, or it has answers).',
        params,
        body: PollUpdateBody,
        response: { 200: Poll },
      },
    },
    async (req) => service.updatePoll(app.db, requireUser(req), req.params.pollId, req.body),
  );

  app.post(
    '/api/v3/activity/interaction/',
    {
      config: { studentWork: true },
      schema: {
        tags,
        summary: 'Answer a poll (students; the first answer stands)',
        description:
          '201 with the stored answer. A second answer changes nothing: 409 already_voted. 404 for a poll that is not on a live assignment given to the student; 400 for a response of another poll.',
        body: PollInteractionBody,
        response: { 201: PollInteraction },
      },
    },
    async (req, reply) => reply.status(201).send(await service.answerPoll(app.db, requireUser(req), req.body)),
  );
};
