import fastifyStatic from '@fastify/static';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  VIDEO_MEDIA_PREFIX,
  VideoData,
  VideoIdParams,
  VideoQuizSubmission,
  VideoQuizSubmissionBody,
  VideoQuizSubmissionList,
  VideoQuizSubmissionQuery,
  VideoView,
} from '@lectern/domain';
import { requireUser } from '../../plugins/session.js';
import { DEFAULT_CONTENT_DIR } from '../../seed/corpus.js';
import * as service from './videos.service.js';

const tags = ['videos'];

const MEDIA_PATH = /^([a-z0-9-]+)\/([a-z0-9][a-z0-9_.-]*)$/;

/**
 * The media of the corpus's videos (content/videos/<slug>/: video, captions, thumbnail, PDFs), with
 * Range requests (206) for seeking and streaming. Every request is checked as the API checks the
 * video (mediaFileAccess: the thumbnail public, the video and captions for who may watch it, the
 * PDFs for teachers), from the session the request carries and the video's licence facts kept in
 * memory for a minute, so a range costs no database query. Public files are cached for a month
 * anywhere; the others only by the reader's own browser ("private"), the PDFs checked again on
 * every use ("no-cache": a shared computer's next user gets no teacher's file from the cache).
 */
export const videoMediaRoutes: FastifyPluginAsyncZod<{ contentDir?: string | undefined }> = async (app, opts) => {
  const root = join(opts.contentDir ?? DEFAULT_CONTENT_DIR, 'videos');
  if (!existsSync(root)) return;
  app.addHook('onRequest', async (req, reply) => {
    const path = decodeURIComponent(req.url.split('?')[0]!.slice(VIDEO_MEDIA_PREFIX.length));
    const match = MEDIA_PATH.exec(path);
    if (!match) return; // the static plugin refuses it (404)
    const [, slug, file] = match as unknown as [string, string, string];
    const access = await service.mediaFileAccess(app.db, req.user, slug, file);
    reply.header(
      'cache-control',
      access === 'public' ? 'public, max-age=2592000' : file.endsWith('.pdf') ? 'private, no-cache' : 'private, max-age=2592000',
    );
  });
  await app.register(fastifyStatic, {
    root,
    prefix: VIDEO_MEDIA_PREFIX,
    decorateReply: false,
    // Set by the hook above, by who may keep the file.
    cacheControl: false,
    acceptRanges: true,
    index: false,
    list: false,
    // Only the folders' files: the JSON beside them is the video's data, read through the API.
    allowedPath: (path) => /^\/[a-z0-9-]+\/[a-z0-9][a-z0-9_.-]*$/.test(path),
    setHeaders: (res, path) => {
      if (path.endsWith('.vtt')) res.setHeader('content-type', 'text/vtt; charset=utf-8');
    },
  });
};

/** Videos (PLAT-06, VIDEO-01 … VIDEO-23) and interactive videos' quiz answers (API-36, API-37). */
export const videosRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/v3/videos/:contentId/',
    {
      schema: {
        tags,
        summary: 'One video for its page: media, transcript, lesson body, vocabulary, discussion questions, standards',
        description:
          '401 signed out; 403 `subscription_required` for a premium video without a licence; a lite user on a video outside the free collection gets `veiled: true` and no media or text. The PDFs (Teacher Resources) are listed for teachers only. 404 for an unknown id or content that is not a video.',
        params: VideoIdParams,
        response: { 200: VideoView },
      },
    },
    async (req) => service.getVideo(app.db, req.user, Number(req.params.contentId)),
  );

  app.get(
    '/api/v3/videos/:contentId/data.json',
    {
      schema: {
        tags,
        summary: 'An interactive video’s data (API-37): its quiz annotations',
        description:
          'The `data.url` of an interactive video. `is_correct` is given to readers shown correct answers (not students or parents, VIDEO-05). Same access as the video; 404 for a partner video.',
        params: VideoIdParams,
        response: { 200: VideoData },
      },
    },
    async (req) => service.getVideoData(app.db, req.user, Number(req.params.contentId)),
  );

  app.post(
    '/api/v3/interactive-video-link-quiz-submission/',
    {
      schema: {
        tags,
        summary: 'A student’s answer to a question of an interactive video (VIDEO-07)',
        description:
          'Graded here; stored once per question and student: sending it again answers with the first answer (200 either way). Students only (403 otherwise).',
        body: VideoQuizSubmissionBody,
        response: { 200: VideoQuizSubmission },
      },
    },
    async (req) => service.submitAnswer(app.db, requireUser(req), req.body),
  );

  app.get(
    '/api/v3/interactive-video-link-quiz-submission/',
    {
      schema: {
        tags,
        summary: 'Stored answers to interactive videos (API-36)',
        description:
          '`interactive_video_ids` and `submitted_by_users`: comma-separated ids. A student reads their own; teachers their students’, parents their children’s. Anyone else’s id is 404.',
        querystring: VideoQuizSubmissionQuery,
        response: { 200: VideoQuizSubmissionList },
      },
    },
    async (req) => service.listSubmissions(app.db, requireUser(req), req.query),
  );
};
