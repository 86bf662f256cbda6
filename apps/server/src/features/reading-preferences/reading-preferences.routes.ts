import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ReadingPreferences, ReadingPreferencesPatch } from '@lectern/domain';
import { requireUser } from '../../plugins/session.js';
import * as service from './reading-preferences.service.js';

const tags = ['reading preferences'];

/** The signed-in reader's own text size, line spacing and font (TOOLBAR-03, TOOLBAR-04). */
export const readingPreferencesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/v3/reading-preferences/',
    {
      schema: {
        tags,
        summary: 'Your reading preferences (the defaults until you choose)',
        response: { 200: ReadingPreferences },
      },
    },
    async (req) => service.preferencesOf(app.db, requireUser(req)),
  );

  app.patch(
    '/api/v3/reading-preferences/',
    {
      schema: {
        tags,
        summary: 'Change any of your reading preferences',
        description: 'Answers with all three preferences as stored. 400 for an unknown preference or value.',
        body: ReadingPreferencesPatch,
        response: { 200: ReadingPreferences },
      },
    },
    async (req) => service.changePreferences(app.db, requireUser(req), req.body),
  );
};
