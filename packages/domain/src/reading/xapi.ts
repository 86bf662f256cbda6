/**
 * xAPI 2.0 (IEEE 9274.1.1) statements for a district's learning record store: the statement rules
 * as a zod schema (strict objects: a property the standard does not define is refused), and the
 * mapping from Lectern's reading events and finished quizzes to statements. Actors are accounts
 * named by the reader's pseudonym, never a name or an email address.
 */
import { z } from 'zod';
import type { ReadingEvent } from './reading-events.schema.js';

export const XAPI_VERSION = '2.0.0';

// RFC 3987 IRIs: a scheme, a colon and no whitespace; IRLs (resolvable) are http(s).
const Iri = z
  .string()
  .max(2048)
  .regex(/^[A-Za-z][A-Za-z0-9+.-]*:\S+$/, 'An IRI has a scheme and no spaces.');
const Irl = z
  .string()
  .max(2048)
  .regex(/^https?:\/\/\S+$/, 'An IRL is an http(s) address.');
// RFC 5646 language tags, as far as a statement needs them.
const LanguageTag = z.string().regex(/^[A-Za-z]{2,8}(-[A-Za-z0-9]{1,8})*$/, 'A language tag such as en-US.');
const LanguageMap = z
  .record(LanguageTag, z.string().max(2000))
  .refine((m) => Object.keys(m).length > 0, 'A language map has an entry.');
const Extensions = z.record(Iri, z.unknown());
// ISO 8601 timestamps with a time zone (xAPI 2.0 requires the offset).
const Timestamp = z.iso.datetime({ offset: true });
const Duration = z
  .string()
  .regex(
    /^P(?!$)(\d+(\.\d+)?Y)?(\d+(\.\d+)?M)?(\d+(\.\d+)?W)?(\d+(\.\d+)?D)?(T(?=\d)(\d+(\.\d+)?H)?(\d+(\.\d+)?M)?(\d+(\.\d+)?S)?)?$/,
  );

const Account = z.strictObject({ homePage: Irl, name: z.string().min(1).max(200) });

/** An Agent identified by exactly one inverse functional identifier. */
export const XapiAgent = z
  .strictObject({
    objectType: z.literal('Agent').optional(),
    name: z.string().max(200).optional(),
    mbox: z
      .string()
      .regex(/^mailto:[^\s@]+@[^\s@]+$/)
      .optional(),
    mbox_sha1sum: z
      .string()
      .regex(/^[0-9a-f]{40}$/)
      .optional(),
    openid: Iri.optional(),
    account: Account.optional(),
  })
  .refine(
    (a) => [a.mbox, a.mbox_sha1sum, a.openid, a.account].filter((v) => v !== undefined).length === 1,
    'An Agent has exactly one identifier (mbox, mbox_sha1sum, openid or account).',
  );

export const XapiVerb = z.strictObject({ id: Iri, display: LanguageMap.optional() });

export const XapiActivity = z.strictObject({
  objectType: z.literal('Activity').optional(),
  id: Iri,
  definition: z
    .strictObject({
      name: LanguageMap.optional(),
      description: LanguageMap.optional(),
      type: Iri.optional(),
      moreInfo: Irl.optional(),
      extensions: Extensions.optional(),
    })
    .optional(),
});

const StatementRef = z.strictObject({ objectType: z.literal('StatementRef'), id: z.uuid() });

export const XapiScore = z
  .strictObject({
    scaled: z.number().min(-1).max(1).optional(),
    raw: z.number().optional(),
    min: z.number().optional(),
    max: z.number().optional(),
  })
  .refine((s) => s.min === undefined || s.max === undefined || s.min < s.max, 'A score’s min is below its max.')
  .refine(
    (s) => s.raw === undefined || ((s.min === undefined || s.raw >= s.min) && (s.max === undefined || s.raw <= s.max)),
    'A raw score lies between min and max.',
  );

export const XapiResult = z.strictObject({
  score: XapiScore.optional(),
  success: z.boolean().optional(),
  completion: z.boolean().optional(),
  response: z.string().max(2000).optional(),
  duration: Duration.optional(),
  extensions: Extensions.optional(),
});

const ContextActivities = z.strictObject({
  parent: z.array(XapiActivity).optional(),
  grouping: z.array(XapiActivity).optional(),
  category: z.array(XapiActivity).optional(),
  other: z.array(XapiActivity).optional(),
});

export const XapiContext = z.strictObject({
  registration: z.uuid().optional(),
  contextActivities: ContextActivities.optional(),
  revision: z.string().optional(),
  platform: z.string().max(200).optional(),
  language: LanguageTag.optional(),
  statement: StatementRef.optional(),
  extensions: Extensions.optional(),
});

export const XapiStatement = z
  .strictObject({
    id: z.uuid(),
    actor: XapiAgent,
    verb: XapiVerb,
    object: z.union([XapiActivity, StatementRef]),
    result: XapiResult.optional(),
    context: XapiContext.optional(),
    timestamp: Timestamp,
    stored: Timestamp.optional(),
    version: z
      .string()
      .regex(/^2\.0\.\d+$/)
      .optional(),
  })
  .refine(
    (s) =>
      !('objectType' in s.object && s.object.objectType === 'StatementRef') || (!s.context?.revision && !s.context?.platform),
    'revision and platform are only for statements about an Activity.',
  );
export type XapiStatement = z.infer<typeof XapiStatement>;

/** ADL and cmi5 vocabulary, and Lectern's own where the registries have no term. */
export const XAPI_VERBS = {
  experienced: { id: 'http://adlnet.gov/expapi/verbs/experienced', display: { 'en-US': 'experienced' } },
  progressed: { id: 'http://adlnet.gov/expapi/verbs/progressed', display: { 'en-US': 'progressed' } },
  interacted: { id: 'http://adlnet.gov/expapi/verbs/interacted', display: { 'en-US': 'interacted' } },
  completed: { id: 'http://adlnet.gov/expapi/verbs/completed', display: { 'en-US': 'completed' } },
} as const;
const PROGRESS_EXTENSION = 'https://w3id.org/xapi/cmi5/result/extensions/progress';

/** The site's address and the parts of an event a statement needs besides the event itself. */
export interface XapiSite {
  /** The public address of this Lectern (account home page, activity ids), without a trailing slash. */
  baseUrl: string;
}

interface Where {
  content_id: number;
  content_title?: string | null;
  level_id: number | null;
  assignment_id: number | null;
  /** The pseudonymous ids (class unique ids) of the reader's classes the assignment reaches. */
  class_ids?: readonly string[];
}

const articleActivity = (site: XapiSite, w: Where) => ({
  objectType: 'Activity' as const,
  id: `${site.baseUrl}/view/${w.content_id}${w.level_id ? `?levelId=${w.level_id}` : ''}`,
  definition: {
    type: 'http://activitystrea.ms/schema/1.0/article',
    ...(w.content_title ? { name: { 'en-US': w.content_title.slice(0, 2000) } } : {}),
  },
});

function contextOf(site: XapiSite, w: Where, parent?: ReturnType<typeof articleActivity>) {
  const grouping = [
    ...(w.assignment_id ? [{ objectType: 'Activity' as const, id: `${site.baseUrl}/xapi/assignments/${w.assignment_id}` }] : []),
    ...(w.class_ids ?? []).map((id) => ({ objectType: 'Activity' as const, id: `${site.baseUrl}/xapi/classes/${id}` })),
  ];
  const contextActivities = {
    ...(parent ? { parent: [parent] } : {}),
    ...(grouping.length ? { grouping } : {}),
  };
  return { platform: 'Lectern', language: 'en', ...(Object.keys(contextActivities).length ? { contextActivities } : {}) };
}

const actorOf = (site: XapiSite, pseudonym: string) => ({
  objectType: 'Agent' as const,
  account: { homePage: site.baseUrl, name: pseudonym },
});

/** A stored reading event as the statement mapping reads it. */
export type StoredReadingEvent = ReadingEvent & { actor: string; content_title?: string | null; class_ids?: readonly string[] };

/** One reading event as an xAPI statement; its id is the event's own, so a statement is made once. */
export function statementForEvent(site: XapiSite, e: StoredReadingEvent): XapiStatement {
  const where: Where = e;
  const object = articleActivity(site, where);
  const base = {
    id: e.id,
    actor: actorOf(site, e.actor),
    object,
    context: contextOf(site, where),
    timestamp: e.occurred_at,
    version: XAPI_VERSION,
  };
  switch (e.name) {
    case 'user_article_viewed':
      return { ...base, verb: XAPI_VERBS.experienced };
    case 'scroll_depth_read':
      return {
        ...base,
        verb: XAPI_VERBS.progressed,
        result: { completion: e.depth === 100, extensions: { [PROGRESS_EXTENSION]: e.depth } },
      };
    case 'error_impression':
      return {
        ...base,
        verb: { id: `${site.baseUrl}/xapi/verbs/was-refused`, display: { 'en-US': 'was refused' } },
        result: { success: false, response: `${e.error_code}: ${e.description}` },
      };
    case 'user_action':
      return {
        ...base,
        verb: XAPI_VERBS.interacted,
        result: { response: e.control, extensions: { [`${site.baseUrl}/xapi/extensions/control-kind`]: e.kind } },
      };
  }
}

/** A finished quiz as the statement mapping reads it. */
export interface FinishedQuiz extends Where {
  statement_id: string;
  actor: string;
  activity_id: number;
  correct: number;
  total: number;
  completed_at: string;
}

/** A finished quiz: "completed" the quiz activity, with its score, inside the article level. */
export function statementForQuiz(site: XapiSite, q: FinishedQuiz): XapiStatement {
  const parent = articleActivity(site, q);
  return {
    id: q.statement_id,
    actor: actorOf(site, q.actor),
    verb: XAPI_VERBS.completed,
    object: {
      objectType: 'Activity',
      id: `${site.baseUrl}/view/${q.content_id}/activities/${q.activity_id}`,
      definition: { type: 'http://adlnet.gov/expapi/activities/assessment', name: { 'en-US': 'Quiz' } },
    },
    result: {
      completion: true,
      score: { raw: q.correct, min: 0, max: Math.max(q.total, 1), scaled: q.total > 0 ? q.correct / q.total : 0 },
    },
    context: contextOf(site, q, parent),
    timestamp: q.completed_at,
    version: XAPI_VERSION,
  };
}

/** The district admin's download: statements made in a date range (inclusive days, UTC). */
export const XapiDownloadQuery = z
  .object({
    from: z.iso.date(),
    to: z.iso.date(),
  })
  .refine((q) => q.from <= q.to, { message: 'The first day comes before the last.', path: ['to'] })
  .refine((q) => (Date.parse(q.to) - Date.parse(q.from)) / 86_400_000 <= 366, {
    message: 'Download at most a year at a time.',
    path: ['to'],
  });

export const XapiDownload = z.object({ statements: z.array(z.record(z.string(), z.unknown())), more: z.boolean() });

/** At most this many statements in one download (narrow the dates for more). */
export const XAPI_DOWNLOAD_MAX = 10_000;
