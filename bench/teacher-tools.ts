/**
 * Teacher tools (TOOLS-01, API-32) on the offline engine: each tool on the longest English level
 * of the corpus, cold (drafted: nothing kept for the level) and kept (the next teacher, answered
 * from teacher_tool_results), through the service as the route calls it, on PostgreSQL
 * (DATABASE_URL, else the embedded one). Also: loading the engine (wink-nlp's English model and
 * WordNet's indexes) and the process's memory before and after. Target: cold ≤ 500 ms a tool.
 *
 * Cold runs BENCH_ROUNDS (5) times, each after deleting the kept drafts; kept runs 50 times.
 */
import { readCorpus } from '../apps/server/src/seed/corpus.js';
import { openDatabase } from '../apps/server/src/db/database.js';
import { migrate } from '../apps/server/src/db/migrate.js';
import { seed } from '../apps/server/src/seed/seed.js';
import { warmEngine } from '../apps/server/src/features/teacher-tools/engine/offline.js';
import { teacherToolsService } from '../apps/server/src/features/teacher-tools/teacher-tools.service.js';
import type { AuthUser } from '../apps/server/src/auth/auth-user.js';
import { GENERATED_TOOLS } from '@lectern/domain';
import { benchDatabase } from './database.js';
import { percentile } from './http.js';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const KEPT = 50;
const TARGET_MS = 500;
const mb = (n: number) => `${(n / 1e6).toFixed(0)} MB`;

const database = await benchDatabase('teacher-tools');
const handle = await openDatabase({ databaseUrl: database.url, dataDir: database.dataDir });
await migrate(handle);
await seed(handle, { demo: false, reset: true });
const db = handle.db;

// The longest English level of the corpus, by words.
let longest = { slug: '', grade: 0, words: 0 };
for (const a of readCorpus())
  for (const l of a.levels.filter((x) => x.language === 'en')) {
    const words = l.paragraphs.join(' ').split(/\s+/).length;
    if (words > longest.words) longest = { slug: a.slug, grade: l.grade_band, words };
  }
const content = await db.selectFrom('contents').select('id').where('slug', '=', longest.slug).executeTakeFirstOrThrow();
const level = await db
  .selectFrom('article_levels')
  .select('id')
  .where('content_id', '=', content.id)
  .where('language', '=', 'en')
  .where('grade', '=', longest.grade)
  .orderBy('position', 'desc')
  .executeTakeFirstOrThrow();

const row = await db
  .insertInto('users')
  .values({
    username: `bench_tools_${Date.now()}`,
    password_hash: 'x',
    first_name: 'Bench',
    last_name: 'Teacher',
    role: 'teacher',
    grade_level: null,
    school_id: null,
    district_id: null,
    created_by: null,
    has_ela_license: true,
  })
  .returningAll()
  .executeTakeFirstOrThrow();
const teacher = {
  ...row,
  school_name: null,
  resolved_district_id: null,
  district_name: null,
  impersonator: null,
} as unknown as AuthUser;

const service = teacherToolsService({ llm: null, log: () => {}, warn: () => {} });

const before = process.memoryUsage();
let t = performance.now();
warmEngine();
const loadMs = performance.now() - t;
const loaded = process.memoryUsage();

console.log(`Teacher tools, offline engine, on ${database.label}`);
console.log(`Longest English level: ${longest.slug} grade ${longest.grade} (${longest.words} words)`);
console.log(
  `Engine load ${loadMs.toFixed(0)} ms; RSS ${mb(before.rss)} → ${mb(loaded.rss)}, heap ${mb(before.heapUsed)} → ${mb(loaded.heapUsed)}`,
);

let met = true;
for (const tool of GENERATED_TOOLS) {
  const cold: number[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    await db.deleteFrom('teacher_tool_results').where('article_level_id', '=', level.id).execute();
    t = performance.now();
    await service.run(db, teacher, content.id, tool, level.id);
    cold.push(performance.now() - t);
  }
  const kept: number[] = [];
  for (let i = 0; i < KEPT; i++) {
    t = performance.now();
    await service.run(db, teacher, content.id, tool, level.id);
    kept.push(performance.now() - t);
  }
  cold.sort((a, b) => a - b);
  kept.sort((a, b) => a - b);
  const worst = cold.at(-1)!;
  if (worst > TARGET_MS) met = false;
  console.log(
    `${tool.padEnd(24)} cold p50 ${percentile(cold, 0.5).toFixed(0)} ms, max ${worst.toFixed(0)} ms; kept p50 ${percentile(kept, 0.5).toFixed(1)} ms, p99 ${percentile(kept, 0.99).toFixed(1)} ms`,
  );
}
const after = process.memoryUsage();
console.log(`RSS after the runs ${mb(after.rss)}, heap ${mb(after.heapUsed)}`);
console.log(`Target (cold ≤ ${TARGET_MS} ms a tool): ${met ? 'met' : 'NOT met'}`);
await handle.close();
await database.stop();
