/**
 * The most frequent queries at district scale, EXPLAINed. Needs DATABASE_URL: a scratch PostgreSQL
 * database, which this script empties (its public schema is dropped and rebuilt). Takes several
 * minutes; not part of `npm run bench`.
 *
 * 1. Generation: migrations and the corpus, the corpus copied into a library of BENCH_LIBRARY_COPIES
 *    times its articles (a student has one quiz attempt per quiz, so a year of quizzes needs more
 *    quizzes than the corpus has), then a district in SQL (INSERT … SELECT, no rows from Node):
 *    BENCH_SCHOOLS schools of BENCH_TEACHERS_PER_SCHOOL teachers, two classes of BENCH_CLASS_SIZE
 *    per teacher, every student in two classes of two teachers, two small groups in half the
 *    classes; per teacher BENCH_ASSIGNMENTS published assignments over the past ten months (each to
 *    one or both of their classes), one per group and a few drafts; quiz attempts on three in four
 *    quizzes a student is given (four answers each), Power Words on one in five of those, their
 *    token awards and assignment views, and some open sessions. Then VACUUM ANALYZE, and the time
 *    it took and the table sizes are printed.
 * 2. The mix, through HTTP against the whole app in this process (SSR pages included, which call
 *    the API in-process), on a database handle that records every query's SQL and parameters:
 *    BENCH_MIX_STUDENTS students each sign in, read /api/v2/users/me/, open the home page, list
 *    their assignments, open an assigned article (/view/{id}?selectedAssignmentId=…), record the
 *    view, read and submit its quiz and answer its Power Words; BENCH_MIX_TEACHERS teachers sign
 *    in and open /assignments, /account/classes, and the grading page of their newest assignment
 *    with its report API. BENCH_CONCURRENCY users at a time.
 * 3. Queries are grouped by SQL text (parameter lists of any length count as one) and each is run
 *    again under EXPLAIN (ANALYZE, BUFFERS) with the parameters of its slowest execution in the mix
 *    (writes inside a transaction that is rolled back). The BENCH_TOP (10) most frequent, any
 *    slower than 50 ms at p95, and any other whose plan is flagged are printed with their calls,
 *    mean and p95 ms and their plan's top nodes. Flags: a Seq Scan on a table of more than 10,000
 *    rows, a sort or hash spilling to disk, JIT compilation.
 *
 * BENCH_HOLD_BACK=0006_query_indexes.sql (comma-separated file names) runs the mix first without
 * those migrations, then applies them and runs it again with other students on the same data,
 * and prints the two side by side.
 */
import { cpSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Kysely, PostgresDialect, type LogEvent } from 'kysely';
import pg from 'pg';
import { CSRF_HEADER } from '@lectern/domain';
import { buildApp } from '../apps/server/src/app.js';
import type { DatabaseHandle, QueryEvent } from '../apps/server/src/db/database.js';
import { migrate } from '../apps/server/src/db/migrate.js';
import type { Database } from '../apps/server/src/db/schema.js';
import { parseEnv } from '../apps/server/src/env.js';
import { hashPassword } from '../apps/server/src/auth/password.js';
import { seed } from '../apps/server/src/seed/seed.js';
import { percentile, signInAt, type Session } from './http.js';

const num = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const SCHOOLS = num('BENCH_SCHOOLS', 200);
const TEACHERS_PER_SCHOOL = num('BENCH_TEACHERS_PER_SCHOOL', 20);
const CLASS_SIZE = num('BENCH_CLASS_SIZE', 25);
const LIBRARY_COPIES = num('BENCH_LIBRARY_COPIES', 40);
const ASSIGNMENTS = num('BENCH_ASSIGNMENTS', 30);
const DRAFTS = 3;
const QUIZ_SHARE = 0.75;
const WORDS_SHARE = 0.2;
const MIX_STUDENTS = num('BENCH_MIX_STUDENTS', 120);
const MIX_TEACHERS = num('BENCH_MIX_TEACHERS', 12);
// One user at a time by default: client and server share this process, so with several at once a
// query's time in the mix would mostly be its wait for the event loop.
const CONCURRENCY = num('BENCH_CONCURRENCY', 1);
const HOLD_BACK = (process.env.BENCH_HOLD_BACK ?? '')
  .split(',')
  .map((s) => s.trim())
  .filter(Boolean);
const TOP = num('BENCH_TOP', 10);
const SLOW_P95_MS = 50;
const BIG_TABLE_ROWS = 10_000;
const PASSWORD = 'bench-password';

const TEACHERS = SCHOOLS * TEACHERS_PER_SCHOOL;
const STUDENTS_PER_SCHOOL = TEACHERS_PER_SCHOOL * CLASS_SIZE;
const STUDENTS = SCHOOLS * STUDENTS_PER_SCHOOL;
const ASSIGNMENT_STRIDE = ASSIGNMENTS + 2 + DRAFTS;

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) throw new Error('bench/explain.ts needs DATABASE_URL: a scratch PostgreSQL database, which it resets');
if (TEACHERS_PER_SCHOOL < 2) throw new Error('BENCH_TEACHERS_PER_SCHOOL must be at least 2 (students sit in two classes)');

// --- A database handle that records every query with its parameters. ---------------------------

interface Execution {
  sql: string;
  parameters: readonly unknown[];
  ms: number;
}

let recorded: Execution[] | null = null;
const listeners = new Set<(e: QueryEvent) => void>();
const pool = new pg.Pool({ connectionString: databaseUrl, max: 20 });
const db = new Kysely<Database>({
  dialect: new PostgresDialect({ pool }),
  log: (e: LogEvent) => {
    recorded?.push({ sql: e.query.sql, parameters: e.query.parameters, ms: e.queryDurationMillis });
    const event: QueryEvent = { sql: e.query.sql, ms: e.queryDurationMillis, ...(e.level === 'error' ? { error: e.error } : {}) };
    for (const l of listeners) l(event);
  },
});
const handle: DatabaseHandle = {
  db,
  kind: 'postgres',
  exec: async (sql) => {
    await pool.query(sql);
  },
  close: () => db.destroy(),
  // Not listening keeps the session cache off (auth/session-cache.ts): every request reads its
  // session and user, as the queries to EXPLAIN.
  listen: async (_channel, handlers) => {
    handlers.ready(false);
    return async () => {};
  },
  onQuery: (listener) => {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
  poolStats: () => ({ size: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount, max: 20 }),
};

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const pad = (s: string | number, n: number) => String(s).padStart(n);

// --- 1. Schema, corpus and the generated district. ----------------------------------------------

const MIGRATIONS = fileURLToPath(new URL('../apps/server/migrations/', import.meta.url));
let migrationsDir = MIGRATIONS;
if (HOLD_BACK.length) {
  const all = readdirSync(MIGRATIONS);
  for (const f of HOLD_BACK) if (!all.includes(f)) throw new Error(`BENCH_HOLD_BACK: no migration ${f}`);
  migrationsDir = mkdtempSync(join(tmpdir(), 'lectern-explain-migrations-'));
  for (const f of all.filter((f) => !HOLD_BACK.includes(f))) cpSync(join(MIGRATIONS, f), join(migrationsDir, f));
}

const totalStart = performance.now();
await handle.exec('DROP SCHEMA public CASCADE; CREATE SCHEMA public;');
await migrate(handle, migrationsDir);
await seed(handle, { demo: false, reset: true });
const passwordHash = await hashPassword(PASSWORD); // one real scrypt hash shared by every account

/** Where the generated work goes: millions of rows each. */
const BULK_TABLES = ['student_quizzes', 'student_quiz_answers', 'vocabulary_answers', 'token_awards', 'assignment_views'];
const builtAfterLoad: string[] = [];

/**
 * The indexes of the bulk tables that no foreign key needs are dropped while they load and built
 * again afterwards (a sort each, instead of millions of inserts at random places).
 */
async function dropIndexesForLoad(client: pg.PoolClient) {
  const { rows } = await client.query<{ table: string; index: string; constraint: string | null; definition: string }>(
    `SELECT t.relname AS table, i.relname AS index, con.conname AS constraint,
       CASE WHEN con.oid IS NULL THEN pg_get_indexdef(i.oid)
         ELSE format('ALTER TABLE %I ADD CONSTRAINT %I %s', t.relname, con.conname, pg_get_constraintdef(con.oid)) END AS definition
     FROM pg_index x JOIN pg_class i ON i.oid = x.indexrelid JOIN pg_class t ON t.oid = x.indrelid
     LEFT JOIN pg_constraint con ON con.conindid = i.oid AND con.contype IN ('p', 'u')
     WHERE t.relnamespace = 'public'::regnamespace AND t.relname = ANY($1::text[])
       AND NOT EXISTS (SELECT 1 FROM pg_constraint f WHERE f.contype = 'f' AND f.conindid = i.oid)`,
    [BULK_TABLES],
  );
  for (const r of rows) {
    await client.query(r.constraint ? `ALTER TABLE "${r.table}" DROP CONSTRAINT "${r.constraint}"` : `DROP INDEX "${r.index}"`);
    builtAfterLoad.push(r.definition);
  }
}

/** The generation, one step at a time on one connection (its temporary tables live there). */
const steps: { name: string; sql?: string; params?: unknown[]; run?: (client: pg.PoolClient) => Promise<void> }[] = [
  {
    name: 'session settings',
    // The generator writes consistent rows: foreign-key triggers are skipped for speed.
    sql: `SET synchronous_commit = off; SET work_mem = '256MB'; SET maintenance_work_mem = '512MB';
          SET session_replication_role = replica; SELECT setseed(0.2026)`,
  },
  {
    name: `library: the corpus × ${LIBRARY_COPIES}`,
    sql: `
      CREATE TEMP TABLE content_map AS
        SELECT c.id AS old_id, k, nextval(pg_get_serial_sequence('contents', 'id'))::integer AS new_id
        FROM contents c CROSS JOIN generate_series(1, ${LIBRARY_COPIES - 1}) k ORDER BY k, c.id;
      INSERT INTO contents (id, content_type, slug, subject, article_type, title, teaser, provider, published_at, is_premium,
        is_lite, lite_grant_expires_at, content_warning, decodable, quiz_omission_reason, search_indexing, image_url, image_alt,
        search_document)
      SELECT m.new_id, c.content_type, c.slug || '-' || m.k, c.subject, c.article_type, c.title, c.teaser, c.provider,
        c.published_at - make_interval(days => m.k * 11), c.is_premium, c.is_lite, c.lite_grant_expires_at, c.content_warning,
        c.decodable, c.quiz_omission_reason, c.search_indexing, c.image_url, c.image_alt, c.search_document
      FROM content_map m JOIN contents c ON c.id = m.old_id ORDER BY m.new_id;
      CREATE TEMP TABLE level_map AS
        SELECT l.id AS old_id, m.k, m.new_id AS content_id, nextval(pg_get_serial_sequence('article_levels', 'id'))::integer AS new_id
        FROM article_levels l JOIN content_map m ON m.old_id = l.content_id ORDER BY m.new_id, l.position;
      INSERT INTO article_levels (id, content_id, language, grade, raw_lexile, lexile, is_original_level, title, short_title, teaser,
        slug, byline, author, word_count, readability_grade, body, write_prompt, position)
      SELECT lm.new_id, lm.content_id, l.language, l.grade, l.raw_lexile, l.lexile, l.is_original_level, l.title, l.short_title,
        l.teaser, l.slug || '-' || lm.k, l.byline, l.author, l.word_count, l.readability_grade, l.body, l.write_prompt, l.position
      FROM level_map lm JOIN article_levels l ON l.id = lm.old_id ORDER BY lm.new_id;
      INSERT INTO content_standards (content_id, standard_id, position)
      SELECT m.new_id, cs.standard_id, cs.position FROM content_standards cs JOIN content_map m ON m.old_id = cs.content_id;
      CREATE TEMP TABLE activity_map AS
        SELECT a.id AS old_id, m.k, m.new_id AS content_id, nextval(pg_get_serial_sequence('activities', 'id'))::integer AS new_id
        FROM activities a JOIN content_map m ON m.old_id = a.content_id ORDER BY m.new_id, a.id;
      INSERT INTO activities (id, content_id, activity_type, name)
      SELECT am.new_id, am.content_id, a.activity_type, a.name FROM activity_map am JOIN activities a ON a.id = am.old_id
      ORDER BY am.new_id;
      INSERT INTO quiz_questions (activity_id, article_level_id, position, question, options, correct_index, standard_id, reading_skill)
      SELECT am.new_id, lm.new_id, q.position, q.question, q.options, q.correct_index, q.standard_id, q.reading_skill
      FROM quiz_questions q JOIN activity_map am ON am.old_id = q.activity_id JOIN level_map lm ON lm.old_id = q.article_level_id AND lm.k = am.k
      ORDER BY am.k, q.id;
      INSERT INTO power_words (activity_id, article_level_id, position, headword, definition, questions)
      SELECT am.new_id, lm.new_id, w.position, w.headword, w.definition, w.questions
      FROM power_words w JOIN activity_map am ON am.old_id = w.activity_id JOIN level_map lm ON lm.old_id = w.article_level_id AND lm.k = am.k
      ORDER BY am.k, w.id;
      INSERT INTO key_terms (article_level_id, position, term, definition)
      SELECT lm.new_id, t.position, t.term, t.definition FROM key_terms t JOIN level_map lm ON lm.old_id = t.article_level_id
      ORDER BY lm.k, t.id`,
  },
  {
    name: 'the shared password hash',
    params: [passwordHash],
    sql: 'CREATE TEMP TABLE shared_password AS SELECT $1::text AS hash',
  },
  {
    name: `${SCHOOLS} schools, ${TEACHERS} teachers, ${STUDENTS} students`,
    sql: `
      INSERT INTO districts (id, name) VALUES (1, 'Riverside Unified');
      INSERT INTO schools (id, name, district_id) SELECT s, 'School ' || s, 1 FROM generate_series(1, ${SCHOOLS}) s;
      INSERT INTO users (id, username, password_hash, first_name, last_name, role, grade_level, school_id, created_at)
      SELECT t + 1, 'd_teacher_' || t, (SELECT hash FROM shared_password), 'Teacher', 'T' || t, 'teacher', NULL, t / ${TEACHERS_PER_SCHOOL} + 1, now() - interval '400 days'
      FROM generate_series(0, ${TEACHERS - 1}) t;
      INSERT INTO users (id, username, password_hash, first_name, last_name, role, grade_level, school_id, created_at)
      SELECT ${TEACHERS} + p + 1, 'd_student_' || p, (SELECT hash FROM shared_password), 'Student', 'S' || p, 'student',
        3 + ((p % ${STUDENTS_PER_SCHOOL}) / ${CLASS_SIZE}) % 10, p / ${STUDENTS_PER_SCHOOL} + 1, now() - interval '330 days'
      FROM generate_series(0, ${STUDENTS - 1}) p`,
  },
  {
    name: 'classes, rosters and small groups',
    sql: `
      -- Teacher t has classes 2t+1 (a grade's reading class) and 2t+2 (a mixed-grade science class).
      INSERT INTO classes (id, teacher_id, name, grade_levels, join_code, created_at)
      SELECT 2 * t + h + 1, t + 1,
        CASE h WHEN 0 THEN 'Grade ' || (3 + (t % ${TEACHERS_PER_SCHOOL}) % 10) || ' Reading' ELSE 'Science ' || (t % ${TEACHERS_PER_SCHOOL} + 1) END,
        ARRAY[3 + (t % ${TEACHERS_PER_SCHOOL}) % 10], 'J' || upper(lpad(to_hex(2 * t + h + 1), 7, '0')), now() - interval '330 days'
      FROM generate_series(0, ${TEACHERS - 1}) t CROSS JOIN generate_series(0, 1) h;
      -- Student i of a school sits in the reading class of teacher i / CLASS_SIZE and the science
      -- class of another teacher of the same school.
      INSERT INTO class_students (class_id, student_id, joined_at)
      SELECT 2 * (s * ${TEACHERS_PER_SCHOOL} + CASE h WHEN 0 THEN i / ${CLASS_SIZE}
          ELSE (i / ${CLASS_SIZE} + 1 + (i % ${CLASS_SIZE}) % ${TEACHERS_PER_SCHOOL - 1}) % ${TEACHERS_PER_SCHOOL} END) + h + 1,
        ${TEACHERS} + s * ${STUDENTS_PER_SCHOOL} + i + 1, now() - interval '330 days'
      FROM generate_series(0, ${SCHOOLS - 1}) s CROSS JOIN generate_series(0, ${STUDENTS_PER_SCHOOL - 1}) i CROSS JOIN generate_series(0, 1) h;
      -- Teachers with an even number have two groups of five in their reading class.
      INSERT INTO class_groups (id, class_id, name, created_at)
      SELECT t + g + 1, 2 * t + 1, 'Group ' || chr(65 + g), now() - interval '300 days'
      FROM generate_series(0, ${TEACHERS - 1}, 2) t CROSS JOIN generate_series(0, 1) g;
      INSERT INTO group_members (group_id, student_id)
      SELECT t + g + 1,
        ${TEACHERS} + (t / ${TEACHERS_PER_SCHOOL}) * ${STUDENTS_PER_SCHOOL} + (t % ${TEACHERS_PER_SCHOOL}) * ${CLASS_SIZE} + g * 5 + m + 1
      FROM generate_series(0, ${TEACHERS - 1}, 2) t CROSS JOIN generate_series(0, 1) g CROSS JOIN generate_series(0, 4) m`,
  },
  {
    name: 'assignments',
    sql: `
      CREATE TEMP TABLE library AS SELECT (row_number() OVER (ORDER BY id) - 1)::integer AS i, id, title FROM contents;
      CREATE TEMP TABLE planned AS
        SELECT t, a, t * ${ASSIGNMENT_STRIDE} + a + 1 AS id, l.id AS story, l.title,
          CASE WHEN a < ${ASSIGNMENTS} THEN date_trunc('minute', now()
            - make_interval(days => 10 + (290 * (${ASSIGNMENTS - 1} - a)) / ${Math.max(1, ASSIGNMENTS - 1)}, hours => t % 24))
          WHEN a < ${ASSIGNMENTS + 2} THEN date_trunc('minute', now() - make_interval(days => 20 + 30 * (a - ${ASSIGNMENTS})))
          END AS live
        FROM generate_series(0, ${TEACHERS - 1}) t CROSS JOIN generate_series(0, ${ASSIGNMENT_STRIDE - 1}) a
        JOIN library l ON l.i = (t * 7 + a * 11) % (SELECT count(*) FROM library)
        WHERE a < ${ASSIGNMENTS} OR a >= ${ASSIGNMENTS + 2} OR t % 2 = 0;
      INSERT INTO assignments (id, content_id, story_content_id, language, title, is_draft, date_goes_live, date_due,
        is_reading_level_locked, created_by, date_created, date_modified)
      SELECT id, CASE WHEN live IS NULL THEN NULL ELSE substr(md5('assignment ' || id), 1, 12) END, story, 'en', title,
        live IS NULL, live, live + interval '7 days', a % 4 = 0, t + 1,
        COALESCE(live, now() - make_interval(days => a)) - interval '1 day', COALESCE(live, now() - make_interval(days => a))
      FROM planned ORDER BY id;
      INSERT INTO assignment_classrooms (assignment_id, class_id, date_assigned)
      SELECT p.id, 2 * p.t + h + 1, p.live FROM planned p CROSS JOIN generate_series(0, 1) h
      WHERE p.a < ${ASSIGNMENTS} AND (p.a % 3 = 2 OR p.a % 3 = h);
      INSERT INTO assignment_groups (assignment_id, group_id, date_assigned)
      SELECT id, t + (a - ${ASSIGNMENTS}) + 1, live FROM planned WHERE a >= ${ASSIGNMENTS} AND a < ${ASSIGNMENTS + 2}`,
  },
  {
    name: 'quiz attempts planned',
    sql: `
      -- The English level a student of each grade reads: the highest not above their grade, else the lowest.
      CREATE TEMP TABLE grade_level AS
        SELECT DISTINCT ON (l.content_id, g) l.content_id, g AS grade, l.id AS article_level_id, l.grade AS level_grade
        FROM article_levels l CROSS JOIN generate_series(-1, 12) g WHERE l.language = 'en'
        ORDER BY l.content_id, g, (l.grade <= g) DESC, CASE WHEN l.grade <= g THEN -l.grade ELSE l.grade END, l.position;
      CREATE TEMP TABLE level_quiz AS
        SELECT activity_id, article_level_id, array_agg(id ORDER BY position) AS ids, array_agg(correct_index ORDER BY position) AS correct,
          array_agg(jsonb_array_length(options) ORDER BY position) AS options, count(*)::integer AS n
        FROM quiz_questions GROUP BY 1, 2;
      CREATE TEMP TABLE given AS
        SELECT cs.student_id, ac.assignment_id FROM class_students cs JOIN assignment_classrooms ac ON ac.class_id = cs.class_id
        UNION ALL
        SELECT gm.student_id, ag.assignment_id FROM group_members gm JOIN assignment_groups ag ON ag.group_id = gm.group_id;
      -- One attempt per student and quiz (two teachers may give the same article), dated within a
      -- week of the assignment going live; its answers right by the student's skill on the day.
      CREATE TEMP TABLE attempt_plan AS
        SELECT (row_number() OVER (ORDER BY d.date_completed, d.student_id))::integer AS id, d.*, m.mask, m.correct_count
        FROM (
          SELECT DISTINCT ON (g.student_id, qa.id) g.student_id, g.assignment_id, a.story_content_id AS content_id,
            qa.id AS activity_id, wa.id AS words_activity_id, gl.article_level_id, gl.level_grade, lq.n,
            LEAST(a.date_goes_live + make_interval(mins => (random() * 7 * 24 * 60)::integer), now() - interval '1 hour') AS date_completed,
            0.45 + 0.5 * random() AS skill, random() < ${WORDS_SHARE} AS with_words
          FROM given g
          JOIN assignments a ON a.id = g.assignment_id
          JOIN users u ON u.id = g.student_id
          JOIN activities qa ON qa.content_id = a.story_content_id AND qa.activity_type = 'QUIZ'
          JOIN activities wa ON wa.content_id = a.story_content_id AND wa.activity_type = 'POWER_WORDS_ACTIVITY'
          JOIN grade_level gl ON gl.content_id = a.story_content_id AND gl.grade = u.grade_level
          JOIN level_quiz lq ON lq.activity_id = qa.id AND lq.article_level_id = gl.article_level_id
          WHERE random() < ${QUIZ_SHARE}
          ORDER BY g.student_id, qa.id, g.assignment_id
        ) d
        CROSS JOIN LATERAL (
          SELECT sum(CASE WHEN r THEN 1 << (k - 1) ELSE 0 END)::integer AS mask, count(*) FILTER (WHERE r)::integer AS correct_count
          FROM (SELECT k, random() < d.skill AS r FROM generate_series(1, d.n) k) x
        ) m`,
  },
  { name: 'indexes of the bulk tables dropped', run: dropIndexesForLoad },
  {
    name: 'student_quizzes',
    sql: `
      INSERT INTO student_quizzes (id, student_id, activity_id, content_id, article_level_id, grade_band, assignment_ids, date_started,
        date_completed, correct_count, question_count, tokens_earned, hide_answers, date_created)
      SELECT id, student_id, activity_id, content_id, article_level_id, level_grade, ARRAY[assignment_id],
        date_completed - make_interval(mins => 4 + 2 * n), date_completed, correct_count, n, round(150.0 * correct_count / n)::integer,
        false, date_completed
      FROM attempt_plan ORDER BY id;
      SELECT setval(pg_get_serial_sequence('student_quizzes', 'id'), (SELECT max(id) FROM student_quizzes))`,
  },
  {
    name: 'student_quiz_answers',
    sql: `
      INSERT INTO student_quiz_answers (student_quiz_id, quiz_question_id, value, correct_answer, is_correct, date_answered)
      SELECT p.id, q.ids[k], q.ids[k] * 10 + CASE WHEN p.mask & (1 << (k - 1)) <> 0 THEN q.correct[k] ELSE (q.correct[k] + 1) % q.options[k] END,
        q.ids[k] * 10 + q.correct[k], p.mask & (1 << (k - 1)) <> 0, p.date_completed - make_interval(mins => 2 * (p.n - k))
      FROM attempt_plan p JOIN level_quiz q ON q.activity_id = p.activity_id AND q.article_level_id = p.article_level_id
      CROSS JOIN LATERAL generate_series(1, p.n) k`,
  },
  {
    name: 'vocabulary_answers',
    sql: `
      INSERT INTO vocabulary_answers (student_id, power_word_id, question_index, content_id, article_level_id, choice_id,
        correct_choice_id, is_correct, date_answered, date_created)
      SELECT x.student_id, x.word_id, x.q, x.content_id, x.article_level_id, x.word_id * 100 + x.q * 10 + CASE WHEN x.ok THEN x.right_option
          ELSE (x.right_option + 1) % x.options END,
        x.word_id * 100 + x.q * 10 + x.right_option, x.ok, x.at, x.at
      FROM (
        SELECT p.id AS attempt, p.student_id, w.id AS word_id, q, p.content_id, p.article_level_id, w.position,
          (w.questions -> q ->> 'correct')::integer AS right_option, jsonb_array_length(w.questions -> q -> 'options') AS options,
          random() < p.skill AS ok, p.date_completed + make_interval(mins => 2 * w.position + q) AS at
        FROM attempt_plan p
        JOIN power_words w ON w.activity_id = p.words_activity_id AND w.article_level_id = p.article_level_id
        CROSS JOIN generate_series(0, 1) q
        WHERE p.with_words
      ) x
      ORDER BY x.attempt, x.position, x.q`,
  },
  {
    name: 'token_awards',
    sql: `
      INSERT INTO token_awards (student_id, activity_id, content_id, interaction, tokens, is_done, date_done, date_modified)
      SELECT student_id, activity_id, content_id, 'QUIZ', round(150.0 * correct_count / n)::integer, true, date_completed, date_completed
      FROM attempt_plan;
      INSERT INTO token_awards (student_id, activity_id, content_id, interaction, tokens, is_done, date_done, date_modified)
      SELECT va.student_id, w.activity_id, va.content_id, 'POWER_WORDS_ACTIVITY',
        CASE WHEN count(*) FILTER (WHERE va.is_correct) >= count(*) THEN 50
          WHEN count(*) FILTER (WHERE va.is_correct) <= 0.5 * count(*) THEN count(*) FILTER (WHERE va.is_correct)
          WHEN count(*) FILTER (WHERE va.is_correct) <= 0.6 * count(*) THEN 10
          WHEN count(*) FILTER (WHERE va.is_correct) <= 0.7 * count(*) THEN 15
          WHEN count(*) FILTER (WHERE va.is_correct) <= 0.8 * count(*) THEN 25
          WHEN count(*) FILTER (WHERE va.is_correct) <= 0.9 * count(*) THEN 35 ELSE 45 END,
        true, max(va.date_answered), max(va.date_answered)
      FROM vocabulary_answers va JOIN power_words w ON w.id = va.power_word_id
      GROUP BY va.student_id, w.activity_id, va.content_id`,
  },
  {
    name: 'assignment_views and sessions',
    sql: `
      INSERT INTO assignment_views (assignment_id, student_id, first_viewed_at, last_viewed_at)
      SELECT assignment_id, student_id, date_completed - make_interval(mins => 15), date_completed FROM attempt_plan
      ON CONFLICT DO NOTHING;
      -- A third of the district signed in during the past two weeks; some of those sessions have expired.
      INSERT INTO sessions (id_hash, user_id, created_at, expires_at)
      SELECT encode(sha256(('session ' || u.id)::bytea), 'hex'), u.id, c, c + interval '14 days'
      FROM (SELECT id, now() - make_interval(secs => random() * 20 * 86400) AS c FROM users WHERE random() < 0.33) u`,
  },
  {
    name: 'indexes of the bulk tables built',
    run: async (client) => {
      for (const definition of builtAfterLoad) await client.query(definition);
    },
  },
  {
    name: 'sequences',
    sql: `
      SELECT setval(pg_get_serial_sequence('districts', 'id'), 1);
      SELECT setval(pg_get_serial_sequence('schools', 'id'), (SELECT max(id) FROM schools));
      SELECT setval(pg_get_serial_sequence('users', 'id'), (SELECT max(id) FROM users));
      SELECT setval(pg_get_serial_sequence('classes', 'id'), (SELECT max(id) FROM classes));
      SELECT setval(pg_get_serial_sequence('class_groups', 'id'), (SELECT max(id) FROM class_groups));
      SELECT setval(pg_get_serial_sequence('assignments', 'id'), (SELECT max(id) FROM assignments))`,
  },
];

console.log(
  `\nEXPLAIN at district scale — generating ${SCHOOLS} schools, ${TEACHERS} teachers, ${STUDENTS} students, the corpus × ${LIBRARY_COPIES}`,
);
const genStart = performance.now();
const gen = await pool.connect();
try {
  for (const step of steps) {
    const t0 = performance.now();
    if (step.run) await step.run(gen);
    // A script of several statements takes no parameters; a step with parameters is one statement.
    else if (step.sql) await (step.params ? gen.query(step.sql, step.params) : gen.query(step.sql));
    console.log(`  ${step.name.padEnd(48)}${pad(seconds(performance.now() - t0), 9)}`);
  }
} finally {
  // Closed, not returned to the pool: its settings and temporary tables must not reach the app.
  gen.release(true);
}
const t0 = performance.now();
await pool.query('VACUUM (ANALYZE)');
console.log(`  ${'VACUUM (ANALYZE)'.padEnd(48)}${pad(seconds(performance.now() - t0), 9)}`);
const generationMs = performance.now() - genStart;
console.log(`generation: ${seconds(generationMs)} (with migrations and corpus: ${seconds(performance.now() - totalStart)})`);

interface TableSize {
  name: string;
  rows: number;
  bytes: number;
}
async function tableSizes(): Promise<TableSize[]> {
  const { rows } = await pool.query<{ name: string; rows: string; bytes: string }>(`
    SELECT c.relname AS name, greatest(c.reltuples, 0)::bigint AS rows, pg_total_relation_size(c.oid) AS bytes
    FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE n.nspname = 'public' AND c.relkind = 'r' ORDER BY pg_total_relation_size(c.oid) DESC`);
  return rows.map((r) => ({ name: r.name, rows: Number(r.rows), bytes: Number(r.bytes) }));
}
const mb = (bytes: number) => `${(bytes / 2 ** 20).toFixed(bytes < 2 ** 20 ? 2 : 0)} MB`;
const sizes = await tableSizes();
console.log(`\n${'table'.padEnd(24)}${pad('rows', 12)}${pad('size', 10)}`);
for (const t of sizes.filter((t) => t.rows > 0 || t.bytes > 100_000))
  console.log(`${t.name.padEnd(24)}${pad(t.rows.toLocaleString('en'), 12)}${pad(mb(t.bytes), 10)}`);
const dbSize = (await pool.query<{ s: string }>('SELECT pg_database_size(current_database()) AS s')).rows[0]!.s;
console.log(`database: ${mb(Number(dbSize))}`);

// --- 2. The mix. -----------------------------------------------------------------------------------

interface StudentPlan {
  id: number;
  username: string;
  assignment_id: number;
  content_id: number;
  quiz_id: number;
  words_id: number;
  level_id: number;
}
interface TeacherPlan {
  id: number;
  username: string;
  assignment_id: number;
  content_id: number;
}

/** Students spread over the district, each with an assigned quiz they have not taken yet. */
async function studentsForMix(count: number, offset: number): Promise<StudentPlan[]> {
  const step = Math.max(1, Math.floor(STUDENTS / MIX_STUDENTS));
  const ids = Array.from({ length: count }, (_, i) => TEACHERS + ((i * step + offset) % STUDENTS) + 1);
  const { rows } = await pool.query<StudentPlan>(
    `SELECT DISTINCT ON (u.id) u.id, u.username, a.id AS assignment_id, a.story_content_id AS content_id, q.id AS quiz_id,
       w.id AS words_id,
       (SELECT l.id FROM article_levels l WHERE l.content_id = a.story_content_id AND l.language = 'en'
        ORDER BY (l.grade <= u.grade_level) DESC, CASE WHEN l.grade <= u.grade_level THEN -l.grade ELSE l.grade END, l.position
        LIMIT 1) AS level_id
     FROM users u
     JOIN class_students cs ON cs.student_id = u.id
     JOIN assignment_classrooms ac ON ac.class_id = cs.class_id
     JOIN assignments a ON a.id = ac.assignment_id AND NOT a.is_draft AND a.date_goes_live <= now()
     JOIN activities q ON q.content_id = a.story_content_id AND q.activity_type = 'QUIZ'
     JOIN activities w ON w.content_id = a.story_content_id AND w.activity_type = 'POWER_WORDS_ACTIVITY'
     WHERE u.id = ANY($1::integer[])
       AND NOT EXISTS (SELECT 1 FROM student_quizzes sq WHERE sq.student_id = u.id AND sq.activity_id = q.id)
     ORDER BY u.id, a.date_goes_live DESC`,
    [ids],
  );
  return rows;
}

/** Teachers spread over the district, each with their newest published assignment of an article with a quiz. */
async function teachersForMix(pass: number): Promise<TeacherPlan[]> {
  const step = Math.max(1, Math.floor(TEACHERS / MIX_TEACHERS));
  const ids = Array.from({ length: MIX_TEACHERS }, (_, i) => ((i * step + pass) % TEACHERS) + 1);
  const { rows } = await pool.query<TeacherPlan>(
    `SELECT DISTINCT ON (u.id) u.id, u.username, a.id AS assignment_id, a.story_content_id AS content_id
     FROM users u JOIN assignments a ON a.created_by = u.id AND NOT a.is_draft AND a.date_goes_live <= now()
     WHERE u.id = ANY($1::integer[])
       AND EXISTS (SELECT 1 FROM activities q WHERE q.content_id = a.story_content_id AND q.activity_type = 'QUIZ')
     ORDER BY u.id, a.date_goes_live DESC`,
    [ids],
  );
  return rows;
}

interface MixResult {
  requests: number;
  failures: Map<string, number>;
  wallMs: number;
  executions: Execution[];
}

async function runMix(pass: number): Promise<MixResult> {
  const dataDir = mkdtempSync(join(tmpdir(), 'lectern-explain-'));
  // Sessions in the database (no Redis), as a single-server deployment keeps them.
  const env = parseEnv({
    ...process.env,
    REDIS_URL: undefined,
    LOG_LEVEL: 'silent',
    SIGNIN_RATE_LIMIT: '1000000',
    DATA_DIR: dataDir,
  });
  const app = await buildApp({ env, database: handle, logger: false, web: true });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  // Each pass its own students and teachers (a quiz is submitted once), and a warm-up student of its own.
  const students = await studentsForMix(MIX_STUDENTS, pass);
  const teachers = await teachersForMix(pass);
  const [warmUp] = await studentsForMix(1, 2 + pass);
  const ready = warmUp ? [...students, warmUp] : students;
  const questions = await pool.query<{
    activity_id: number;
    article_level_id: number;
    id: number;
    correct_index: number;
    n: number;
  }>(
    `SELECT activity_id, article_level_id, id, correct_index, jsonb_array_length(options) AS n FROM quiz_questions
     WHERE activity_id = ANY($1::integer[]) ORDER BY position, id`,
    [ready.map((s) => s.quiz_id)],
  );
  const words = await pool.query<{ activity_id: number; article_level_id: number; id: number; questions: { correct: number }[] }>(
    `SELECT activity_id, article_level_id, id, questions FROM power_words WHERE activity_id = ANY($1::integer[]) ORDER BY position, id`,
    [ready.map((s) => s.words_id)],
  );

  let requests = 0;
  const failures = new Map<string, number>();
  const fail = (what: string) => failures.set(what, (failures.get(what) ?? 0) + 1);
  /** One request as a browser makes it; a status other than the expected one is counted as a failure. */
  async function call(
    session: Session | null,
    step: string,
    method: 'GET' | 'POST',
    path: string,
    expected: number,
    body?: unknown,
  ) {
    requests++;
    try {
      const res = await fetch(`${address}${path}`, {
        method,
        redirect: 'manual',
        headers: {
          accept: path.startsWith('/api/') ? 'application/json' : 'text/html',
          ...(session ? { cookie: session.cookie } : {}),
          ...(body !== undefined
            ? { 'content-type': 'application/json', ...(session ? { [CSRF_HEADER]: session.csrf } : {}) }
            : {}),
        },
        ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
      });
      const text = await res.text();
      if (res.status !== expected) fail(`${step}: status ${res.status} ${text.slice(0, 120).replace(/\s+/g, ' ')}`);
    } catch (err) {
      fail(`${step}: ${(err as Error).message}`);
    }
  }
  const signIn = async (username: string) => {
    requests++;
    try {
      return await signInAt(address, username, PASSWORD);
    } catch (err) {
      fail(`sign-in: ${(err as Error).message.slice(0, 120)}`);
      return null;
    }
  };

  async function student(s: StudentPlan, i: number) {
    const session = await signIn(s.username);
    if (!session) return;
    await call(session, 'GET /api/v2/users/me/', 'GET', '/api/v2/users/me/', 200);
    await call(session, 'GET /', 'GET', '/', 200);
    await call(session, 'GET /api/v3/assignment/', 'GET', '/api/v3/assignment/', 200);
    await call(session, 'GET /view/{id}', 'GET', `/view/${s.content_id}?selectedAssignmentId=${s.assignment_id}`, 200);
    await call(session, 'POST view record', 'POST', '/api/v2/student-assignment-view-record/', 204, {
      assignment_id: s.assignment_id,
    });
    await call(session, 'GET /api/v3/quiz/{id}/', 'GET', `/api/v3/quiz/${s.quiz_id}/?level_id=${s.level_id}`, 200);
    const start = Date.now() - 5 * 60_000;
    const qs = questions.rows.filter((q) => q.activity_id === s.quiz_id && q.article_level_id === s.level_id);
    await call(session, 'POST /api/v3/studentquiz/', 'POST', '/api/v3/studentquiz/', 201, {
      quiz_id: s.quiz_id,
      associated_content_id: String(s.content_id),
      assignment_ids: [s.assignment_id],
      date_started: new Date(start).toISOString(),
      date_completed: new Date().toISOString(),
      // About three in four right, spread over the students.
      answers: qs.map((q, k) => ({
        quiz_question_id: q.id,
        value: q.id * 10 + ((i + k) % 4 === 0 ? (q.correct_index + 1) % q.n : q.correct_index),
        date_answered: new Date(start + k * 60_000).toISOString(),
      })),
    });
    const ws = words.rows.filter((w) => w.activity_id === s.words_id && w.article_level_id === s.level_id);
    if (ws.length === 0) return;
    await call(session, 'GET /api/v3/power-words/{id}/', 'GET', `/api/v3/power-words/${s.words_id}/?level_id=${s.level_id}`, 200);
    for (const [k, w] of ws.entries())
      for (const [q, question] of w.questions.entries())
        await call(session, 'POST /api/v2/student-vocabulary-answer/', 'POST', '/api/v2/student-vocabulary-answer/', 201, {
          answer_choice_content_id: w.id * 100 + q * 10 + ((i + k + q) % 5 === 0 ? 1 - question.correct : question.correct),
          date_answered: new Date().toISOString(),
        });
  }

  async function teacher(t: TeacherPlan) {
    const session = await signIn(t.username);
    if (!session) return;
    await call(session, 'GET /assignments', 'GET', '/assignments', 200);
    await call(session, 'GET /account/classes', 'GET', '/account/classes', 200);
    await call(session, 'GET /grading/{id}', 'GET', `/grading/${t.content_id}?assignment_id=${t.assignment_id}`, 200);
    await call(
      session,
      'GET /api/v3/grading/{id}/',
      'GET',
      `/api/v3/grading/${t.content_id}/?assignment_id=${t.assignment_id}`,
      200,
    );
  }

  // Teachers spread among the students, as they would be through a school day.
  const every = Math.max(1, Math.floor(students.length / Math.max(1, teachers.length)));
  const queue: (() => Promise<void>)[] = [];
  students.forEach((s, i) => {
    queue.push(() => student(s, i));
    const t = i % every === 0 ? teachers[i / every] : undefined;
    if (t) queue.push(() => teacher(t));
  });

  // One student walks through once before recording (compiled code paths, open connections).
  if (warmUp) await student(warmUp, 0);
  failures.clear();
  requests = 0;

  const executions: Execution[] = [];
  recorded = executions;
  const start = performance.now();
  let next = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < queue.length) await queue[next++]!();
    }),
  );
  const wallMs = performance.now() - start;
  recorded = null;
  await app.close();
  rmSync(dataDir, { recursive: true, force: true });
  console.log(
    `\nmix: ${students.length} students, ${teachers.length} teachers, ${CONCURRENCY} at a time: ${requests} requests ` +
      `(${failures.size ? [...failures.values()].reduce((a, b) => a + b, 0) : 0} failed) in ${seconds(wallMs)}, ${executions.length} queries`,
  );
  for (const [why, n] of failures) console.log(`  failed ×${n}: ${why}`);
  return { requests, failures, wallMs, executions };
}

// --- 3. Frequency, EXPLAIN and the flags. --------------------------------------------------------

/** One SQL text, whatever the length of its parameter lists. */
const shapeOf = (sql: string) =>
  sql
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/\$\d+/g, '$?')
    .replace(/ in \(\$\?(?:, \$\?)*\)/gi, ' in ($?…)');

const TRANSACTION_CONTROL = /^(begin|commit|rollback|savepoint|release)\b/i;

interface QueryStats {
  shape: string;
  name: string;
  calls: number;
  meanMs: number;
  p95Ms: number;
  slowest: Execution;
}

function statsOf(executions: Execution[], tables: Set<string>): QueryStats[] {
  const groups = new Map<string, Execution[]>();
  for (const e of executions) {
    if (TRANSACTION_CONTROL.test(e.sql.trim())) continue;
    const shape = shapeOf(e.sql);
    const list = groups.get(shape) ?? [];
    list.push(e);
    groups.set(shape, list);
  }
  return [...groups].map(([shape, list]) => {
    const ms = list.map((e) => e.ms).sort((a, b) => a - b);
    const slowest = list.reduce((a, b) => (b.ms > a.ms ? b : a));
    return {
      shape,
      name: nameOf(shape, tables),
      calls: list.length,
      meanMs: ms.reduce((a, b) => a + b, 0) / ms.length,
      p95Ms: percentile(ms, 0.95),
      slowest,
    };
  });
}

/** "select sessions+users": the statement's verb and the tables it reads or writes. */
function nameOf(shape: string, tables: Set<string>) {
  const first = (/^\w+/.exec(shape)?.[0] ?? '').toLowerCase();
  const kind = first === 'with' ? (/\binsert into\b/i.test(shape) ? 'insert' : 'select') : first;
  const used = [...shape.matchAll(/\b(?:from|join|into|update)\s+"?([a-z_]+)"?/gi)]
    .map((m) => m[1]!.toLowerCase())
    .filter((t, i, all) => tables.has(t) && all.indexOf(t) === i);
  return `${kind} ${used.join('+') || '(no table)'}`;
}

interface PlanNode {
  'Node Type': string;
  'Join Type'?: string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Plan Rows'?: number;
  'Actual Rows'?: number;
  'Actual Loops'?: number;
  'Actual Total Time'?: number;
  'Shared Hit Blocks'?: number;
  'Shared Read Blocks'?: number;
  'Rows Removed by Filter'?: number;
  'Sort Method'?: string;
  'Sort Space Type'?: string;
  'Sort Space Used'?: number;
  'Hash Batches'?: number;
  'Index Cond'?: string;
  Filter?: string;
  Plans?: PlanNode[];
}

interface Explained {
  stats: QueryStats;
  plan: PlanNode;
  planningMs: number;
  executionMs: number;
  flags: string[];
  lines: string[];
}

async function explain(stats: QueryStats, tableRows: Map<string, number>): Promise<Explained> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    const failed = (err: unknown): Explained => ({
      stats,
      plan: { 'Node Type': 'none' },
      planningMs: 0,
      executionMs: 0,
      flags: [`EXPLAIN failed: ${(err as Error).message}`],
      lines: [],
    });
    type Answer = pg.QueryResult<{
      'QUERY PLAN': [
        { Plan: PlanNode; 'Planning Time'?: number; 'Execution Time'?: number; JIT?: { Timing?: { Total?: number } } },
      ];
    }>;
    const run = (options: string) =>
      client
        .query(`EXPLAIN (${options}, FORMAT JSON) ${stats.slowest.sql}`, stats.slowest.parameters as unknown[])
        .then((r: Answer) => r)
        .catch((err: unknown) => err as Error);
    let answer = await run('ANALYZE, BUFFERS');
    let planOnly: string | null = null;
    if (answer instanceof Error) {
      // A write that cannot be repeated (its row now exists): the plan without running it.
      planOnly = answer.message;
      await client.query('ROLLBACK');
      await client.query('BEGIN');
      answer = await run('COSTS');
    }
    if (answer instanceof Error) return failed(answer);
    const [result] = answer.rows[0]!['QUERY PLAN'];
    const flags: string[] = [];
    const lines: string[] = [];
    const walk = (node: PlanNode, depth: number) => {
      const rel = node['Relation Name'];
      if (node['Node Type'] === 'Seq Scan' && rel && (tableRows.get(rel) ?? 0) > BIG_TABLE_ROWS)
        flags.push(`SEQ SCAN on ${rel} (${(tableRows.get(rel) ?? 0).toLocaleString('en')} rows)`);
      if (node['Sort Space Type'] === 'Disk') flags.push(`SORT ON DISK (${node['Sort Space Used']} kB, ${node['Sort Method']})`);
      if ((node['Hash Batches'] ?? 1) > 1) flags.push(`HASH ON DISK (${node['Hash Batches']} batches)`);
      if (lines.length < 14 && depth < 6) {
        const what = [
          node['Node Type'],
          node['Join Type'] && node['Join Type'] !== 'Inner' ? `(${node['Join Type']})` : '',
          rel ? `on ${rel}` : '',
          node['Index Name'] ? `using ${node['Index Name']}` : '',
        ]
          .filter(Boolean)
          .join(' ');
        const cond = node['Index Cond'] ?? node.Filter;
        const removed = node['Rows Removed by Filter'] ? ` removed=${node['Rows Removed by Filter']}` : '';
        const actual =
          node['Actual Rows'] === undefined
            ? `estimated rows=${node['Plan Rows']}`
            : `rows=${node['Actual Rows']} loops=${node['Actual Loops']} ${node['Actual Total Time']?.toFixed(2)} ms ` +
              `hit=${node['Shared Hit Blocks'] ?? 0} read=${node['Shared Read Blocks'] ?? 0}${removed}`;
        lines.push(
          `${'  '.repeat(depth)}${what}  ${actual}${cond ? `  ${cond.length > 90 ? `${cond.slice(0, 90)}…` : cond}` : ''}`,
        );
      }
      for (const child of node.Plans ?? []) walk(child, depth + 1);
    };
    walk(result.Plan, 0);
    const jitMs = result.JIT?.Timing?.Total ?? 0;
    if (jitMs >= 1) flags.push(`JIT compilation ${jitMs.toFixed(0)} ms (the estimated cost is above jit_above_cost)`);
    if (planOnly) flags.push(`plan only (not run again: ${planOnly})`);
    return {
      stats,
      plan: result.Plan,
      planningMs: result['Planning Time'] ?? 0,
      executionMs: result['Execution Time'] ?? 0,
      flags,
      lines,
    };
  } finally {
    await client.query('ROLLBACK');
    client.release();
  }
}

async function tableRowCounts() {
  return new Map((await tableSizes()).map((t) => [t.name, t.rows]));
}

interface PassReport {
  label: string;
  mix: MixResult;
  /** The queries printed in full: the chosen ones, then others whose plans are flagged. */
  shown: Explained[];
  /** Every query of the mix, by SQL text. */
  byShape: Map<string, { stats: QueryStats; explained: Explained }>;
}

const isFlagged = (e: Explained) => e.flags.some((f) => !f.startsWith('plan only'));

/**
 * One pass: the mix and its queries ranked. Every query is EXPLAINed; the chosen ones are printed
 * in full, then any other whose plan is flagged (a query outside the ten can still scan a table).
 */
async function pass(index: number, label: string): Promise<PassReport> {
  console.log(`\n=== ${label} ===`);
  const mix = await runMix(index);
  const tableRows = await tableRowCounts();
  const all = statsOf(mix.executions, new Set(tableRows.keys())).sort((a, b) => b.calls - a.calls || b.meanMs - a.meanMs);
  const byShape = new Map<string, { stats: QueryStats; explained: Explained }>();
  for (const s of all) byShape.set(s.shape, { stats: s, explained: await explain(s, tableRows) });
  const top = all.slice(0, TOP);
  const slow = all.filter((s) => s.p95Ms > SLOW_P95_MS && !top.includes(s));
  const chosen = [...top, ...slow];
  const flagged = all.filter((s) => !chosen.includes(s) && isFlagged(byShape.get(s.shape)!.explained));
  console.log(
    `distinct queries: ${all.length}; the ${TOP} most frequent, then any slower than ${SLOW_P95_MS} ms at p95 (${slow.length}), ` +
      `then any other whose plan is flagged (${flagged.length})`,
  );
  console.log(
    `${'#'.padEnd(4)}${'query'.padEnd(60)}${pad('calls', 7)}${pad('mean ms', 9)}${pad('p95 ms', 8)}${pad('EXPLAIN ms', 12)}`,
  );
  const shown = [...chosen, ...flagged];
  const row = (mark: string, s: QueryStats) =>
    `${mark.padEnd(4)}${s.name.slice(0, 58).padEnd(60)}${pad(s.calls, 7)}${pad(s.meanMs.toFixed(2), 9)}${pad(s.p95Ms.toFixed(2), 8)}` +
    `${pad(byShape.get(s.shape)!.explained.executionMs.toFixed(2), 12)}`;
  shown.forEach((s, i) => console.log(row(String(i + 1), s)));
  // The rest of the mix, for reference.
  for (const s of all.filter((s) => !shown.includes(s))) console.log(row('-', s));
  for (const [i, s] of shown.entries()) {
    const e = byShape.get(s.shape)!.explained;
    console.log(
      `\n#${i + 1} ${s.name} — ${s.calls} calls, mean ${s.meanMs.toFixed(2)} ms, p95 ${s.p95Ms.toFixed(2)} ms; ` +
        `EXPLAIN: planning ${e.planningMs.toFixed(2)} ms, execution ${e.executionMs.toFixed(2)} ms`,
    );
    console.log(`  ${s.shape.length > 400 ? `${s.shape.slice(0, 400)}…` : s.shape}`);
    for (const line of e.lines) console.log(`    ${line}`);
    for (const flag of e.flags) console.log(`  !! ${flag}`);
  }
  return { label, mix, shown: shown.map((s) => byShape.get(s.shape)!.explained), byShape };
}

// --- Passes. ---------------------------------------------------------------------------------------

const reports: PassReport[] = [];
if (HOLD_BACK.length) {
  reports.push(await pass(0, `without ${HOLD_BACK.join(', ')}`));
  const m0 = performance.now();
  const applied = await migrate(handle);
  await pool.query('ANALYZE');
  console.log(`\napplied ${applied.join(', ')} and ANALYZE: ${seconds(performance.now() - m0)}`);
  rmSync(migrationsDir, { recursive: true, force: true });
  reports.push(await pass(1, `with ${HOLD_BACK.join(', ')}`));
} else {
  reports.push(await pass(0, 'all migrations'));
}

/** What a plan's flags come to, in a few words: "seq assignments, JIT". */
const flagsOf = (e: Explained | undefined) => {
  if (!e) return '–';
  const words = e.flags.map((f) =>
    f.startsWith('SEQ SCAN on ')
      ? `seq ${f.slice(12).split(' ')[0]}`
      : f.startsWith('JIT')
        ? 'JIT'
        : f.split(' (')[0]!.toLowerCase(),
  );
  return words.length ? words.join(', ') : 'ok';
};

if (reports.length === 2) {
  const [before, after] = reports as [PassReport, PassReport];
  const shapes = [...new Set([...before.shown, ...after.shown].map((e) => e.stats.shape))];
  console.log(`\n=== before → after (${HOLD_BACK.join(', ')}); # as numbered in the first pass ===`);
  console.log(`${'#'.padEnd(4)}${'query'.padEnd(52)}${pad('calls', 13)}${pad('mean ms', 17)}${pad('EXPLAIN ms', 19)}  flags`);
  for (const shape of shapes) {
    const b = before.byShape.get(shape);
    const a = after.byShape.get(shape);
    const rank = before.shown.findIndex((e) => e.stats.shape === shape);
    const ms = (x: typeof b, f: (y: NonNullable<typeof b>) => number) => (x ? f(x).toFixed(2) : '–');
    console.log(
      `${(rank >= 0 ? String(rank + 1) : '-').padEnd(4)}${(b ?? a)!.stats.name.slice(0, 50).padEnd(52)}` +
        `${pad(`${b?.stats.calls ?? '–'} → ${a?.stats.calls ?? '–'}`, 13)}` +
        `${pad(`${ms(b, (x) => x.stats.meanMs)} → ${ms(a, (x) => x.stats.meanMs)}`, 17)}` +
        `${pad(`${ms(b, (x) => x.explained.executionMs)} → ${ms(a, (x) => x.explained.executionMs)}`, 19)}` +
        `  ${flagsOf(b?.explained)} → ${flagsOf(a?.explained)}`,
    );
  }
}

await handle.close();
const failed = reports.some((r) => r.mix.failures.size > 0);
console.log(`\ntotal: ${seconds(performance.now() - totalStart)}`);
if (failed) process.exitCode = 1;
