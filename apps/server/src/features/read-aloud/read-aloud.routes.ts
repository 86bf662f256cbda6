import { mkdir } from 'node:fs/promises';
import { resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SpeechRequest, SpeechResponse } from '@lectern/domain';
import type { Env } from '../../env.js';
import { AppError } from '../../errors.js';
import { AUDIO_PREFIX, speechCache } from './read-aloud.service.js';
import { espeakEngine, remoteEngine } from './speech-engine.js';

/**
 * Read-aloud (API-35, AUDIO-14): POST a chunk's text, its language and the speed; the answer names
 * an MP3 and the time of each word. Signed-in readers only; a reader may ask for 240 chunks a
 * minute (a whole article at four speeds), counted per reader, not per classroom address.
 */
export const readAloudRoutes: FastifyPluginAsyncZod<{ env: Env }> = async (app, { env }) => {
  const engine = env.SPEECH_URL ? remoteEngine(env.SPEECH_URL) : espeakEngine(env.SPEECH_THREADS);
  app.addHook('onClose', () => engine.close());
  const dir = resolve(env.DATA_DIR, 'speech');
  await mkdir(dir, { recursive: true });
  const cache = speechCache(engine, dir, (err) => app.log.error({ err }, 'read-aloud: the speech engine failed'));

  app.post(
    '/api/v3/text-to-speech/',
    {
      schema: {
        tags: ['read-aloud'],
        summary: 'The speech of a chunk of text: an MP3 address and the time of each word (API-35)',
        body: SpeechRequest,
        response: { 200: SpeechResponse },
      },
      config: {
        rateLimit: {
          max: 240,
          timeWindow: '1 minute',
          hook: 'preHandler',
          keyGenerator: (req) => (req.user ? `user:${req.user.id}` : req.ip),
        },
      },
    },
    async (req) => ({ data: await cache.speech(req.user, req.body) }),
  );

  // The audio files, with Range requests (browsers seek in them) and long caching: a file's name
  // is the hash of what it says, so it never changes.
  await app.register(async (audio) => {
    audio.addHook('onRequest', async (req) => {
      if (!req.user) throw new AppError('unauthenticated');
    });
    await audio.register(fastifyStatic, {
      root: dir,
      prefix: AUDIO_PREFIX,
      decorateReply: false,
      immutable: true,
      maxAge: '30d',
      allowedPath: (path) => /^\/[\w-]+\.mp3$/.test(path),
    });
  });
};
