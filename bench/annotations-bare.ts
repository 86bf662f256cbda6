/**
 * The baseline of annotations.ts as a process of its own: a bare Fastify with one pool and a route
 * that runs one SELECT of the rows a reader's list holds (own and shared highlights with their
 * owners' names and reply counts, as annotationsAt reads them) and returns them as JSON. Nothing
 * else: no session, no access rules, no response validation, no logging; the reader, level and
 * sharers come in the query string. Env: DATABASE_URL, PORT.
 */
import Fastify from 'fastify';
import pg from 'pg';

const LIST = `SELECT a.*, u.first_name, u.last_name,
  (SELECT count(*) FROM annotations r
    WHERE r.root_id = a.id AND r.category = 'user' AND (a.user_id = $1 OR r.thread_student_id = $1))::int AS reply_count
FROM annotations a JOIN users u ON u.id = a.user_id
WHERE a.article_level_id = $2 AND a.category = 'highlight'
  AND (a.user_id = $1 OR (a.date_shared IS NOT NULL AND a.user_id = ANY($3)))
ORDER BY a.start_block, a.start_offset, a.id`;

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 20 });
const app = Fastify({ logger: false });
app.get('/healthz', async () => ({ ok: true }));
app.get('/', async (req) => {
  const q = req.query as { viewer: string; level: string; sharers?: string };
  const sharers = (q.sharers ?? '').split(',').filter(Boolean).map(Number);
  const { rows } = await pool.query(LIST, [Number(q.viewer), Number(q.level), sharers]);
  return { results: rows };
});
app.addHook('onClose', () => pool.end());
await app.listen({ port: Number(process.env.PORT ?? 3459), host: '127.0.0.1', backlog: 2048 });
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
