import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { join } from 'node:path';
import { z } from 'zod';
import {
  FormativeJwtParams,
  FormativeJwtQuery,
  FormativeLaunch,
  FormativeStatus,
  GraphicOrganizerList,
  GraphicOrganizerQuery,
  TermsAcceptance,
  TermsParams,
} from '@lectern/domain';
import type { Env } from '../../env.js';
import { requireUser } from '../../plugins/session.js';
import { DEFAULT_CONTENT_DIR } from '../../seed/corpus.js';
import * as service from './formative.service.js';

const tags = ['formative'];

const Jwks = z.object({ keys: z.array(z.record(z.string(), z.unknown())) });

/**
 * The Formative integration point (API-23 … API-25) and graphic organizers (VIDEO-32 … VIDEO-37).
 * FORMATIVE_URL unset: launches answer 404 and the status says the tool is not available.
 */
export const formativeRoutes: FastifyPluginAsyncZod<{ env: Env }> = async (app, { env }) => {
  const config: service.FormativeConfig = {
    url: env.FORMATIVE_URL,
    audience: env.FORMATIVE_AUDIENCE,
    privateKey: env.FORMATIVE_PRIVATE_KEY,
  };

  // The organizers' printable PDFs and their PNG previews (our own templates, no student data).
  await app.register(fastifyStatic, {
    root: join(DEFAULT_CONTENT_DIR, 'organizers'),
    prefix: service.ORGANIZER_MEDIA,
    decorateReply: false,
    maxAge: '1d',
    wildcard: false,
    allowedPath: (path) => /^\/[a-z0-9-]+\.(png|pdf)$/.test(path),
  });

  app.get(
    '/apps/formative/jwt/:contentId/',
    {
      schema: {
        tags,
        summary: 'Launch data for the Formative tool: its URL and a signed token to post to it as id_token (API-23)',
        description:
          'Teachers who may read the article. The token is an ES256 (or the configured key’s) JWT valid for five minutes: issuer this server, audience FORMATIVE_AUDIENCE (default: the tool’s origin), subject the teacher’s pseudonymous id, content_id and the optional fields. Verify it with /.well-known/jwks.json. 404 when no tool is configured.',
        params: FormativeJwtParams,
        querystring: FormativeJwtQuery,
        response: { 200: FormativeLaunch },
      },
    },
    async (req, reply) => {
      const launch = await service.launch(
        app.db,
        config,
        requireUser(req),
        req.params.contentId,
        req.query,
        `${req.protocol}://${req.host}`,
      );
      return reply.header('cache-control', 'no-store').send(launch);
    },
  );

  app.get(
    '/.well-known/jwks.json',
    {
      schema: {
        tags,
        summary: 'The public keys Formative launch tokens are signed with (JWKS)',
        response: { 200: Jwks },
      },
    },
    async (_req, reply) => reply.header('cache-control', 'public, max-age=300').send(await service.jwks(app.db, config)),
  );

  app.get(
    '/api/v3/formative/',
    {
      schema: {
        tags,
        summary: 'Whether the Formative tool is available, and whether you accepted its terms (TOOLS-40, TOOLS-41)',
        response: { 200: FormativeStatus },
      },
    },
    async (req) => service.status(app.db, config, requireUser(req)),
  );

  app.post(
    '/api/v3/user/:userId/terms-of-service/:slug/version/:version/',
    {
      schema: {
        tags,
        summary: 'Accept the Formative terms (API-25): slug formative-tos, for yourself only',
        description: '403 for another user’s id or a user who is not a teacher; 404 for unknown terms; 409 for an old version.',
        params: TermsParams,
        response: { 200: TermsAcceptance },
      },
    },
    async (req) => service.acceptTerms(app.db, requireUser(req), req.params),
  );

  app.get(
    '/api/v3/graphic-organizers/',
    {
      schema: {
        tags,
        summary: 'Graphic organizers, by reading skill and for a grade (VIDEO-32 … VIDEO-37); teachers',
        querystring: GraphicOrganizerQuery,
        response: { 200: GraphicOrganizerList },
      },
    },
    async (req) => service.listOrganizers(app.db, requireUser(req), req.query),
  );
};
