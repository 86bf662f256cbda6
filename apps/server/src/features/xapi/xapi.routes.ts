import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { XapiDownload, XapiDownloadQuery, type XapiSite } from '@lectern/domain';
import { requireUser } from '../../plugins/session.js';
import * as service from './xapi.service.js';

/** The district admin's download of xAPI statements. */
export const xapiRoutes: FastifyPluginAsyncZod<{ site: XapiSite }> = async (app, opts) => {
  app.get(
    '/api/v3/xapi/statements/',
    {
      schema: {
        tags: ['xapi'],
        summary: 'xAPI 2.0 statements of your district’s readers for a range of days (district admins)',
        description:
          'Days from … to inclusive (UTC), at most a year; at most 10,000 statements (`more` says there were more: narrow the days). Actors are pseudonymous accounts. 403 for anyone but a district admin.',
        querystring: XapiDownloadQuery,
        response: { 200: XapiDownload },
      },
    },
    async (req, reply) => {
      const body = await service.download(app.db, requireUser(req), opts.site, req.query);
      return reply
        .header('content-disposition', `attachment; filename="xapi-statements-${req.query.from}-to-${req.query.to}.json"`)
        .header('cache-control', 'private, no-store')
        .send(body);
    },
  );
};
