/**
 * The Formative integration point (API-23 … API-25, TOOLS-34 … TOOLS-41) and the graphic-organizer
 * table (VIDEO-32 … VIDEO-37). A teacher who may read an article gets a short-lived token signed
 * by Lectern, naming them only by a pseudonymous id, to post to the district's tool; the tool
 * verifies it against /.well-known/jwks.json.
 */
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SignJWT } from 'jose';
import {
  completeOrganizers,
  FORMATIVE_TERMS,
  gradeBandRange,
  organizersFor,
  type FormativeJwtQuery,
  type FormativeLaunch,
  type FormativeStatus,
  type GraphicOrganizerList,
  type GraphicOrganizerQuery,
  type OrganizerRow,
  type TermsAcceptance,
} from '@lectern/domain';
import type { AuthUser } from '../../auth/auth-user.js';
import type { Db } from '../../db/database.js';
import { AppError, forbidden, notFound } from '../../errors.js';
import { DEFAULT_CONTENT_DIR } from '../../seed/corpus.js';
import { levelOf, readableArticle } from '../activities/article-access.js';
import { signingKey } from './formative.keys.js';
import * as repo from './formative.repository.js';

/** How long a launch token is good for: long enough to reach the tool, too short to keep. */
export const TOKEN_SECONDS = 300;
export const ORGANIZER_MEDIA = '/media/organizers/';

export interface FormativeConfig {
  url: string | undefined;
  audience: string | undefined;
  privateKey: string | undefined;
}

function teacherOnly(user: AuthUser, what: string) {
  if (user.role !== 'teacher') throw forbidden(`Only teachers ${what}.`);
}

function configured(config: FormativeConfig): string {
  if (!config.url) throw notFound('Formative is not set up on this server.');
  return config.url;
}

/** API-23: the tool's address and a token for it, about this article (and what the query names). */
export async function launch(
  db: Db,
  config: FormativeConfig,
  user: AuthUser,
  contentId: number,
  query: FormativeJwtQuery,
  issuer: string,
): Promise<FormativeLaunch> {
  teacherOnly(user, 'open Formative');
  const url = configured(config);
  await readableArticle(db, user, contentId);
  const key = await signingKey(db, config.privateKey);
  // Who the teacher is stays with Lectern: a pseudonymous id, no name, no email, no username.
  const claims: Record<string, string | number | boolean> = { content_id: String(contentId), role: 'teacher' };
  if (query.formativeDestination) claims.destination = query.formativeDestination;
  if (query.quizContentId !== undefined) claims.quiz_content_id = String(query.quizContentId);
  if (query.rawLexile !== undefined) claims.raw_lexile = query.rawLexile;
  if (query.formativeAttachmentId !== undefined) claims.attachment_id = String(query.formativeAttachmentId);
  if (query.useOAuth !== undefined) claims.use_oauth = query.useOAuth === 'true';
  const payload = await new SignJWT(claims)
    .setProtectedHeader({ alg: key.alg, kid: key.kid, typ: 'JWT' })
    .setIssuer(issuer)
    .setAudience(config.audience ?? new URL(url).origin)
    .setSubject(user.unique_id)
    .setIssuedAt()
    .setNotBefore('0s')
    .setExpirationTime(`${TOKEN_SECONDS}s`)
    .setJti(randomUUID())
    .sign(key.privateKey);
  return { url, payload };
}

/** The public keys tokens verify with. Published whether or not a tool is configured yet. */
export async function jwks(db: Db, config: FormativeConfig) {
  const key = await signingKey(db, config.privateKey);
  return { keys: [key.publicJwk] };
}

/** TOOLS-40, TOOLS-41: whether the tool is there, and whether this teacher accepted its terms. */
export async function status(db: Db, config: FormativeConfig, user: AuthUser): Promise<FormativeStatus> {
  const available = Boolean(config.url);
  if (!available || user.role !== 'teacher') return { available, terms: null };
  const row = await repo.acceptance(db, user.id, FORMATIVE_TERMS.slug);
  return {
    available,
    terms: { ...FORMATIVE_TERMS, accepted: row !== undefined && row.version >= FORMATIVE_TERMS.version },
  };
}

/** API-25: a teacher accepts the Formative terms, for themself only. */
export async function acceptTerms(
  db: Db,
  user: AuthUser,
  params: { userId: number; slug: string; version: number },
): Promise<TermsAcceptance> {
  if (params.userId !== user.id) throw forbidden('You can accept terms only for yourself.');
  teacherOnly(user, 'accept the Formative terms');
  if (params.slug !== FORMATIVE_TERMS.slug) throw notFound('There are no terms with that name.');
  if (params.version !== FORMATIVE_TERMS.version)
    throw new AppError('conflict', `These terms are at version ${FORMATIVE_TERMS.version}. Reload the page and read them again.`);
  const row = await repo.upsertAcceptance(db, user.id, params.slug, params.version);
  return { slug: row.slug, version: row.version, accepted_at: new Date(row.accepted_at).toISOString() };
}

// ---------------------------------------------------------------------------------------------
// Graphic organizers

interface OrganizerFile extends OrganizerRow {
  /** Base name of the organizer's PNG and PDF in content/organizers/. */
  file?: string;
}

/** The organizer table's complete rows from content/organizers/organizers.json (VIDEO-35). */
export function readOrganizers(dir = join(DEFAULT_CONTENT_DIR, 'organizers')): repo.OrganizerInsert[] {
  const rows = JSON.parse(readFileSync(join(dir, 'organizers.json'), 'utf8')) as { organizers: OrganizerFile[] };
  return completeOrganizers(rows.organizers).map((r, position) => ({
    slug: r.slug,
    title: r.title.trim(),
    clone_link: r.clone_link.trim(),
    png_url: `${ORGANIZER_MEDIA}${r.file ?? r.slug}.png`,
    pdf_url: `${ORGANIZER_MEDIA}${r.file ?? r.slug}.pdf`,
    grade_band: r.grade_band,
    reading_skill: r.reading_skill.trim(),
    status: r.status === 'published' ? 'published' : 'retired',
    position,
  }));
}

const loaded = new WeakMap<object, Promise<void>>();

/** Loads the content file into the table once per process (idempotent: several processes may race). */
function ensureOrganizers(db: Db) {
  let done = loaded.get(db);
  if (!done) {
    done = repo.upsertOrganizers(db, readOrganizers());
    done.catch(() => loaded.delete(db));
    loaded.set(db, done);
  }
  return done;
}

/**
 * VIDEO-32 … VIDEO-34: organizers for teachers. For an article's level: the reading skills its quiz
 * assesses that have organizers suiting the level's grade, and those organizers; otherwise by
 * reading skill and grade as asked.
 */
export async function listOrganizers(db: Db, user: AuthUser, query: GraphicOrganizerQuery): Promise<GraphicOrganizerList> {
  teacherOnly(user, 'use graphic organizers');
  let skills: string[] | null = null;
  let grade = query.grade ?? null;
  if (query.content_id !== undefined && query.level_id !== undefined) {
    const level = levelOf(await readableArticle(db, user, query.content_id), query.level_id);
    grade = level.grade;
    skills = await repo.quizSkillsOfLevel(db, query.content_id, level.id);
    if (query.reading_skill) skills = skills.filter((k) => k === query.reading_skill);
  } else if (query.reading_skill) skills = [query.reading_skill];
  await ensureOrganizers(db);
  const rows = completeOrganizers(await repo.publishedOrganizers(db, query.reading_skill));
  const bySkill = (skills ?? [...new Set(rows.map((r) => r.reading_skill))]).map((k) => ({
    skill: k,
    rows: organizersFor(rows, k, grade),
  }));
  const offered = bySkill.filter((k) => k.rows.length > 0);
  return {
    skills: offered.map((k) => k.skill),
    results: offered.flatMap((k) =>
      k.rows.map((r) => ({
        id: r.id,
        slug: r.slug,
        title: r.title,
        grade_band: r.grade_band,
        grade_range: gradeBandRange(r.grade_band),
        reading_skill: r.reading_skill,
        png_url: r.png_url,
        pdf_url: r.pdf_url,
        clone_link: r.clone_link,
      })),
    ),
  };
}
