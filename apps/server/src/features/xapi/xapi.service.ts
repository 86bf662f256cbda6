import { createHash } from 'node:crypto';
import {
  ReadingEvent,
  statementForEvent,
  statementForQuiz,
  XAPI_DOWNLOAD_MAX,
  XAPI_VERSION,
  XapiStatement,
  type XapiSite,
} from '@lectern/domain';
import type { AuthUser } from '../../auth/auth-user.js';
import type { Db } from '../../db/database.js';
import { forbidden } from '../../errors.js';
import * as repo from './xapi.repository.js';

/** A name-based (version 5 style) UUID: the same source always gives the same statement id. */
export function uuidFrom(source: string): string {
  const h = createHash('sha1').update(`lectern:xapi:${source}`).digest();
  h[6] = (h[6]! & 0x0f) | 0x50;
  h[8] = (h[8]! & 0x3f) | 0x80;
  const hex = h.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

const iso = (d: Date | string) => new Date(d).toISOString();

interface Built {
  id: string;
  source: string;
  statement: XapiStatement;
}

/** Statements for the reading events and finished quizzes the filter selects, each checked against the xAPI rules. */
export async function buildStatements(db: Db, site: XapiSite, f: repo.SourceFilter): Promise<Built[]> {
  await repo.ensureQuizPseudonyms(db, f);
  const [events, quizzes] = await Promise.all([repo.readingEvents(db, f), repo.finishedQuizzes(db, f)]);
  const built: Built[] = [];
  for (const e of events) {
    // An event is stored only after its schema accepted it, so it parses again; one that does not is skipped.
    const parsed = ReadingEvent.safeParse({
      ...e.data,
      id: e.client_event_id,
      name: e.event_name,
      content_id: e.content_id,
      level_id: e.article_level_id,
      assignment_id: e.assignment_id,
      occurred_at: iso(e.occurred_at ?? new Date()),
    });
    if (!parsed.success) continue;
    const statement = statementForEvent(site, {
      ...parsed.data,
      actor: e.actor,
      content_title: e.content_title,
      class_ids: e.class_ids ?? [],
    });
    built.push({ id: statement.id, source: `event:${e.client_event_id}`, statement: XapiStatement.parse(statement) });
  }
  for (const q of quizzes) {
    const source = `quiz:${q.id}:${new Date(q.date_completed).getTime()}`;
    const statement = statementForQuiz(site, {
      statement_id: uuidFrom(source),
      actor: q.actor,
      activity_id: q.activity_id,
      content_id: q.content_id,
      content_title: q.content_title,
      level_id: q.article_level_id,
      assignment_id: q.assignment_id,
      class_ids: q.class_ids ?? [],
      correct: q.correct_count,
      total: q.question_count,
      completed_at: iso(q.date_completed),
    });
    built.push({ id: statement.id, source, statement: XapiStatement.parse(statement) });
  }
  return built;
}

/** District admins download their district's statements. */
const downloadsStatements = (user: AuthUser) => user.role === 'district_admin' && user.resolved_district_id !== null;

/**
 * GET /api/v3/xapi/statements/?from=&to=: a district admin's statements for the days from … to
 * (inclusive, UTC), made the same way as those sent to the learning record store.
 */
export async function download(db: Db, user: AuthUser, site: XapiSite, q: { from: string; to: string }) {
  if (!downloadsStatements(user)) throw forbidden('Only district admins download learning records.');
  const from = new Date(`${q.from}T00:00:00Z`);
  const to = new Date(new Date(`${q.to}T00:00:00Z`).getTime() + 86_400_000);
  const built = await buildStatements(db, site, {
    from,
    to,
    districtId: user.resolved_district_id!,
    limit: XAPI_DOWNLOAD_MAX + 1,
  });
  const statements = built
    .map((b) => b.statement)
    .sort((a, b) => a.timestamp.localeCompare(b.timestamp))
    .slice(0, XAPI_DOWNLOAD_MAX);
  return { statements, more: built.length > XAPI_DOWNLOAD_MAX };
}

/** The district's learning record store, as the environment names it. */
export interface Lrs {
  endpoint: string;
  username?: string | undefined;
  password?: string | undefined;
}

/** Copies new reading events and finished quizzes into the outbox as statements. */
export async function enqueueNew(db: Db, site: XapiSite, limit = 500) {
  const built = await buildStatements(db, site, { unqueued: true, limit });
  return repo.enqueue(db, built);
}

/**
 * Sends one batch of due statements to the store. A refusal or an outage leaves them in the
 * outbox, to be tried again later (repo.markFailed's growing wait). Returns what happened.
 */
export async function sendDue(db: Db, lrs: Lrs, opts: { batch?: number; fetch?: typeof fetch } = {}) {
  const due = await repo.claimDue(db, opts.batch ?? 50, 120);
  if (!due.length) return { sent: 0, failed: 0 };
  const ids = due.map((d) => d.id);
  const url = `${lrs.endpoint.replace(/\/+$/, '')}/statements`;
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    'x-experience-api-version': XAPI_VERSION,
  };
  if (lrs.username !== undefined)
    headers['authorization'] = `Basic ${Buffer.from(`${lrs.username}:${lrs.password ?? ''}`).toString('base64')}`;
  try {
    const res = await (opts.fetch ?? fetch)(url, {
      method: 'POST',
      headers,
      body: JSON.stringify(due.map((d) => d.statement)),
      signal: AbortSignal.timeout(15_000),
    });
    if (res.ok) {
      await repo.markSent(db, ids);
      return { sent: ids.length, failed: 0 };
    }
    const text = await res.text().catch(() => '');
    await repo.markFailed(db, ids, `HTTP ${res.status} ${text}`.trim());
  } catch (err) {
    await repo.markFailed(db, ids, err instanceof Error ? err.message : String(err));
  }
  return { sent: 0, failed: ids.length };
}
