import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ReadingEventBatch, ReadingEventsStored } from '@lectern/domain';
import { requireUser } from '../../plugins/session.js';
import * as service from './reading-events.service.js';

/** Reading events (SESSION-08 … SESSION-12): the article page sends them in batches. */
export const readingEventsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/v2/event-records/batch/',
    {
      // A reader's own record: the session kept for the request will do, as for student work.
      config: { studentWork: true },
      schema: {
        tags: ['events'],
        summary: 'Record a batch of reading events (page view, scroll depth, error impressions, user actions)',
        description:
          'At most 50 events. Each event carries its own id (a UUID made by the page): an event sent again is not stored again, and `stored` counts the new ones. 404 for an article that does not exist; 403 for an assignment that is not yours to do or to teach. Stored under the reader’s pseudonym, not their account id.',
        body: ReadingEventBatch,
        response: { 202: ReadingEventsStored },
      },
    },
    async (req, reply) => reply.status(202).send(await service.recordBatch(app.db, requireUser(req), req.body)),
  );
};
