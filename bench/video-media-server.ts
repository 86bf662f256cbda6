/**
 * The video bench's server as a process of its own: a Fastify with the media plugin the app
 * registers (videoMediaRoutes: content/videos with Range requests and cache headers), nothing
 * else. Env: PORT.
 */
import Fastify from 'fastify';
import { videoMediaRoutes } from '../apps/server/src/features/videos/videos.routes.js';

const app = Fastify({ logger: false });
app.get('/readyz', async () => ({ ok: true }));
await app.register(videoMediaRoutes);
await app.listen({ port: Number(process.env.PORT ?? 3459), host: '127.0.0.1', backlog: 2048 });
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
