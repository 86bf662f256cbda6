/**
 * The baseline of the write benchmarks as a process of its own: a bare Fastify with one pool and a
 * route that does one INSERT … ON CONFLICT DO NOTHING, nothing else (no session, no validation, no
 * logging). Run by quiz-submit.ts with BENCH_WORKERS, so the baseline and the compiled server each
 * have a process of their own and the client's work weighs on neither. Env: DATABASE_URL, PORT.
 */
import Fastify from 'fastify';
import pg from 'pg';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 20 });
const app = Fastify({ logger: false });
app.get('/healthz', async () => ({ ok: true }));
app.post('/:studentId', async (req, reply) => {
  const studentId = Number((req.params as { studentId: string }).studentId);
  const res = await pool.query(
    'INSERT INTO bench_quiz_baseline (student_id, body) VALUES ($1, $2) ON CONFLICT (student_id) DO NOTHING RETURNING id',
    [studentId, JSON.stringify(req.body)],
  );
  return reply.status(res.rowCount ? 201 : 200).send({ ok: true });
});
app.addHook('onClose', () => pool.end());
await app.listen({ port: Number(process.env.PORT ?? 3458), host: '127.0.0.1', backlog: 2048 });
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
