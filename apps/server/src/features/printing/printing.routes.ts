import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PrintOptionsQuery, PrintOptionsResponse, PrintQuery } from '@lectern/domain';
import { requireUser } from '../../plugins/session.js';
import * as service from './printing.service.js';

const tags = ['printing'];
const LevelParams = z.object({ levelId: z.coerce.number().int().positive() });

/** Printing (PRINT-01 … PRINT-11): what a reader may print of a level, and the PDF itself. */
export const printingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/v3/print-options/',
    {
      schema: {
        tags,
        summary: 'What the Print menu offers this reader on one level (PRINT-01 … PRINT-07)',
        description:
          'The article formats and switches this reader may print, or `locked` with the PRINT-07 text. The reader must be allowed to read the level (401, 403 `subscription_required`, 451; 404 for an unknown level).',
        querystring: PrintOptionsQuery,
        response: { 200: PrintOptionsResponse },
      },
    },
    async (req) => service.getPrintOptions(app.db, requireUser(req), req.query.level_id),
  );

  app.get(
    '/content/:levelId/print/',
    {
      schema: {
        tags,
        summary: 'A level of an article as a tagged PDF, with the activities asked for (PRINT-11)',
        description:
          '`application/pdf`, shown in the browser: the article (title, byline, header image unless `eco_mode`, its text), then the quiz (with answers only for teachers and school admins), the write prompt with lines to write on, and Power Words, as `content`, `power_words` and `power_words_answers` ask; page numbers and a citation line on every page. A part the reader may not print is refused with 403 and the reason (PRINT-02 … PRINT-07), never left out; an unknown option is 400; signed out 401.',
        params: LevelParams,
        querystring: PrintQuery,
      },
      config: {
        // Each PDF takes the CPU for a few dozen milliseconds: a reader prints, they do not crawl.
        rateLimit: {
          max: 60,
          timeWindow: '1 minute',
          hook: 'preHandler',
          keyGenerator: (req) => (req.user ? `user:${req.user.id}` : req.ip),
        },
      },
    },
    async (req, reply) => {
      const { pdf, fileName } = await service.printLevel(app.db, requireUser(req), req.params.levelId, req.query);
      return reply
        .header('content-disposition', `inline; filename="${fileName}"`)
        .header('cache-control', 'private, no-store')
        .type('application/pdf')
        .send(pdf);
    },
  );

  app.get(
    '/assignments/:assignmentId/print/',
    {
      schema: {
        tags,
        summary: '"Print this assignment" (PRINT-12): on to the print link of the assignment’s level and activities',
        description:
          '302 to `/content/{levelId}/print/` with the quiz, write prompt and Power Words the assignment includes, without answers (the students’ copy). The assignment’s owner only (404 for anyone else); the print link then applies the print rules.',
        params: z.object({ assignmentId: z.coerce.number().int().positive() }),
      },
    },
    async (req, reply) =>
      reply.redirect(await service.assignmentPrintLink(app.db, requireUser(req), req.params.assignmentId), 302),
  );
};
