import Fastify, { type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { Redis } from 'ioredis';
import { openDatabase, type DatabaseHandle } from './db/database.js';
import { migrate } from './db/migrate.js';
import type { Env } from './env.js';
import { annotationsRoutes } from './features/annotations/annotations.routes.js';
import { assignmentsRoutes } from './features/assignments/assignments.routes.js';
import { submissionErrorsRoutes } from './features/activities/submission-errors.routes.js';
import { registerActivity, type ActivityFeature } from './features/activities/registry.js';
import { challengesRoutes } from './features/challenges/challenges.routes.js';
import { classesRoutes } from './features/classes/classes.routes.js';
import { contentRoutes } from './features/content/content.routes.js';
import { contentHidesRoutes } from './features/content-hides/content-hides.routes.js';
import { textSetsRoutes } from './features/text-sets/text-sets.routes.js';
import { classProgressRoutes } from './features/class-progress/class-progress.routes.js';
import { readingEventsRoutes } from './features/reading-events/reading-events.routes.js';
import { startXapiOutbox } from './features/xapi/xapi.outbox.js';
import { xapiRoutes } from './features/xapi/xapi.routes.js';
import { videoMediaRoutes, videosRoutes } from './features/videos/videos.routes.js';
import { formativeRoutes } from './features/formative/formative.routes.js';
import { gradingRoutes } from './features/grading/grading.routes.js';
import { pollsRoutes } from './features/polls/polls.routes.js';
import { printingRoutes } from './features/printing/printing.routes.js';
import { readAloudRoutes } from './features/read-aloud/read-aloud.routes.js';
import { readingPreferencesRoutes } from './features/reading-preferences/reading-preferences.routes.js';
import { readingSessionsRoutes } from './features/reading-sessions/reading-sessions.routes.js';
import { translateRoutes } from './features/translate/translate.routes.js';
import { teacherToolsRoutes } from './features/teacher-tools/teacher-tools.routes.js';
import { checksActivity } from './features/checks/checks.activity.js';
import { guidedHighlightingActivity } from './features/guided-highlighting/guided-highlighting.activity.js';
import { powerWordsActivity } from './features/power-words/power-words.activity.js';
import { quizActivity } from './features/quizzes/quiz.activity.js';
import { sessionRoutes } from './features/users/session.routes.js';
import { DbSessionStore, RedisSessionStore } from './features/users/sessions.repository.js';
import { findAuthUser } from './features/users/users.repository.js';
import { usersRoutes } from './features/users/users.routes.js';
import { writePromptActivity } from './features/write-prompts/write-prompts.activity.js';
import { dbPlugin } from './plugins/db.js';
import { apiNotFound, errorsPlugin, frameworkErrors, inputGuardPlugin } from './plugins/errors.js';
import { operationsPlugin, requestIdOf } from './plugins/operations.js';
import { securityPlugin } from './plugins/security.js';
import { sessionPlugin } from './plugins/session.js';
import { SessionCache } from './auth/session-cache.js';
import { swaggerPlugin } from './plugins/swagger.js';
import { webPlugin } from './plugins/web.js';

/** The activities this server offers: one line each (docs/adr/0004-the-activity-contract.md). */
export const ACTIVITIES: readonly ActivityFeature[] = [
  quizActivity,
  powerWordsActivity,
  writePromptActivity,
  checksActivity,
  guidedHighlightingActivity,
];

export interface BuildOptions {
  env: Env;
  /** An open database (tests share one per file); otherwise the app opens and owns one. */
  database?: DatabaseHandle;
  /** Serve the built web app (SSR pages and assets). */
  web?: boolean;
  logger?: FastifyServerOptions['logger'];
  /** Activities beside the built-in ones (tests add one to prove the contract). */
  extraActivities?: readonly ActivityFeature[];
}

/** Builds the whole Lectern server as one Fastify instance; `server.ts` boots it, tests inject into it. */
export async function buildApp(opts: BuildOptions) {
  const { env } = opts;
  const app = Fastify({
    logger: opts.logger ?? { level: env.LOG_LEVEL },
    bodyLimit: 1024 * 1024,
    trustProxy: true,
    frameworkErrors,
    genReqId: requestIdOf,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const handle = opts.database ?? (await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR }));
  if (!opts.database) await migrate(handle);
  const redis = env.REDIS_URL ? new Redis(env.REDIS_URL, { maxRetriesPerRequest: 2 }) : null;
  if (redis) app.addHook('onClose', async () => void (await redis.quit()));

  await app.register(errorsPlugin);
  await app.register(operationsPlugin, { handle, metricsToken: env.METRICS_TOKEN });
  await app.register(inputGuardPlugin);
  // API-24: the Formative launch posts a form to the tool's origin.
  await app.register(securityPlugin, { redis, formOrigins: env.FORMATIVE_URL ? [new URL(env.FORMATIVE_URL).origin] : [] });
  await app.register(dbPlugin, { handle, ownsHandle: !opts.database });
  const loadUser = (id: number) => findAuthUser(handle.db, id);
  const { cache: sessions, stop: stopHearing } = await SessionCache.attach(
    handle,
    redis ? new RedisSessionStore(redis) : new DbSessionStore(handle.db),
    loadUser,
  );
  app.addHook('onClose', stopHearing);
  await app.register(sessionPlugin, { env, store: sessions, loadUser });
  await app.register(swaggerPlugin);

  await app.register(sessionRoutes, { signInLimit: env.SIGNIN_RATE_LIMIT });
  await app.register(usersRoutes);
  await app.register(classesRoutes);
  await app.register(contentRoutes);
  await app.register(assignmentsRoutes);
  for (const activity of [...ACTIVITIES, ...(opts.extraActivities ?? [])]) {
    registerActivity(activity);
    await app.register(activity.routes);
  }
  await app.register(pollsRoutes);
  await app.register(readAloudRoutes, { env });
  await app.register(challengesRoutes);
  await app.register(gradingRoutes);
  await app.register(annotationsRoutes);
  await app.register(submissionErrorsRoutes);
  await app.register(printingRoutes);
  await app.register(contentHidesRoutes);
  await app.register(readingPreferencesRoutes);
  await app.register(translateRoutes, { env });
  await app.register(teacherToolsRoutes, { env });
  await app.register(textSetsRoutes);
  await app.register(readingSessionsRoutes, { redis, flushMs: env.READING_FLUSH_MS });
  await app.register(readingEventsRoutes);
  await app.register(classProgressRoutes);
  const xapiSite = { baseUrl: env.XAPI_BASE_URL.replace(/\/+$/, '') };
  await app.register(xapiRoutes, { site: xapiSite });
  if (env.XAPI_ENDPOINT) {
    const lrs = { endpoint: env.XAPI_ENDPOINT, username: env.XAPI_USERNAME, password: env.XAPI_PASSWORD };
    const stop = startXapiOutbox(handle.db, xapiSite, lrs, app.log);
    app.addHook('onClose', async () => stop());
  }
  await app.register(videoMediaRoutes);
  await app.register(videosRoutes);
  await app.register(formativeRoutes, { env });

  app.get('/api/health/', { schema: { hide: true } }, async () => ({ ok: true, database: handle.kind }));

  app.setNotFoundHandler((req, reply) =>
    reply.status(404).send(apiNotFound(`No route for ${req.method} ${req.url.split('?')[0]}.`)),
  );

  if (opts.web) await app.register(webPlugin, { env });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
