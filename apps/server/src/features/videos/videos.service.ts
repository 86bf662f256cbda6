/**
 * Videos for their readers (PLAT-06, VIDEO-01 … VIDEO-23) and interactive videos' quiz answers
 * (VIDEO-07, API-36, API-37). Who may open a video, in one place:
 * - signed-out visitors never (401);
 * - the licence rules of articles (contentAccess): 403 for a premium video without a licence;
 * - a lite user on a video outside the free collection gets the veil: the video's card facts only;
 * - Teacher Resources (the PDFs) are for teachers only (VIDEO-19);
 * - answers: a student answers for themself; a student's answers are read by the student, their
 *   teachers, their linked parents and staff (relations), and by nobody else (404, like every
 *   student's work).
 */
import {
  DEFAULT_VIDEO_AUTHOR,
  quizPlayerRules,
  userFlags,
  videoMediaUrl,
  videoRulesOf,
  type VideoData,
  type VideoQuizSubmission,
  type VideoQuizSubmissionBody,
  type VideoView,
} from '@lectern/domain';
import type { AuthUser } from '../../auth/auth-user.js';
import type { Db } from '../../db/database.js';
import { AppError, notFound } from '../../errors.js';
import { liteExpiry } from '../activities/content-cards.js';
import { videoAccessFor } from '../activities/article-access.js';
import { assignmentsOfStudent } from '../activities/assignments-given.repository.js';
import { relationTo } from '../activities/relations.js';
import * as repo from './videos.repository.js';

const iso = (d: Date | string) => new Date(d).toISOString();

/** The data URL of an interactive video (API-37). */
export const videoDataUrl = (id: number) => `/api/v3/videos/${id}/data.json`;

/** A video the user may open, and whether they see it behind the veil; else 401 / 403 / 404. */
async function openVideo(db: Db, user: AuthUser | null, id: number) {
  const video = await repo.findVideo(db, id);
  if (!video) throw notFound('No video has that id.');
  return { video, veiled: videoAccessFor(user, video).veiled };
}

export async function getVideo(db: Db, user: AuthUser | null, id: number): Promise<VideoView> {
  const { video, veiled } = await openVideo(db, user, id);
  const flags = userFlags(user!);
  const [standards, given] = await Promise.all([
    repo.standardsOf(db, id),
    user?.role === 'student' ? assignmentsOfStudent(db, user.id, { storyId: id }) : Promise.resolve([]),
  ]);
  // VIDEO-30, VIDEO-31: what the student's teacher hid never leaves the server.
  const rules = videoRulesOf(given.map((a) => a.assignment_config as Record<string, boolean>));
  const full = !veiled;
  const interactive = video.content_type === 'INTERACTIVE_VIDEO';
  return {
    id: String(video.id),
    content_type: video.content_type as VideoView['content_type'],
    subject: video.subject,
    title: video.title,
    author: video.author.trim() || DEFAULT_VIDEO_AUTHOR,
    teaser: video.teaser,
    date_published: iso(video.published_at),
    maturity_range: { min: video.maturity_min, max: video.maturity_max },
    length_in_seconds: video.length_in_seconds,
    wistia_id: video.wistia_id,
    is_premium: video.is_premium,
    is_lite: video.is_lite,
    date_lite_product_grant_expires: liteExpiry(video, user),
    veiled,
    thumbnail: { url: video.image_url, alt: video.image_alt },
    sources: full ? video.media.sources.map((s) => ({ url: videoMediaUrl(video.slug, s.file), type: s.type })) : [],
    captions: full
      ? video.media.captions.map((c) => ({ url: videoMediaUrl(video.slug, c.file), lang: c.lang, label: c.label }))
      : [],
    raw_text: full ? video.raw_text : null,
    transcript: full ? video.transcript : [],
    vocabulary: full
      ? video.vocabulary.map((v) => ({ word: v.word, definition: rules.hideDefinitions ? null : v.definition }))
      : [],
    discussion_questions: full
      ? video.discussion_questions.map((q) => ({
          section: q.section,
          question: q.question,
          answer: rules.hideAnswers ? null : q.answer,
        }))
      : [],
    page_viewmodel: { subject: video.subject, standards },
    pdfs:
      full && flags.isTeacher
        ? video.pdfs.map((p) => ({ type: p.type, url: videoMediaUrl(video.slug, p.file), title: p.title, intro: p.intro }))
        : [],
    data: { url: interactive && full ? videoDataUrl(video.id) : null },
    quiz_count: interactive ? video.quiz_annotations.length : 0,
    video_only: rules.videoOnly,
  };
}

/** How long a video's licence facts are kept for its media: a change of its collection reaches them within it. */
const MEDIA_FACTS_TTL_MS = 60_000;
const mediaFacts = new WeakMap<Db, Map<string, { at: number; facts: Promise<repo.VideoMediaFacts | undefined> }>>();

/** A video's licence facts by its media folder, kept a minute per database: a video's ranges cost no query each. */
function mediaFactsOf(db: Db, slug: string) {
  let kept = mediaFacts.get(db);
  if (!kept) mediaFacts.set(db, (kept = new Map()));
  const hit = kept.get(slug);
  if (hit && Date.now() - hit.at < MEDIA_FACTS_TTL_MS) return hit.facts;
  const facts = repo.findVideoMediaFacts(db, slug);
  kept.set(slug, { at: Date.now(), facts });
  facts.catch(() => kept.delete(slug));
  return facts;
}

/**
 * Who may fetch one media file of a video by its URL (the URL alone is no key: the media plugin
 * asks this for every request). The thumbnail is public, as the library shows video cards to
 * signed-out visitors; the video and its captions are for those who may watch it (not signed-out
 * visitors, not a lite account behind the veil, not an account without the licence); the PDFs are
 * Teacher Resources, for teachers who may open the video (VIDEO-19). A file the video does not list
 * is 404. Returns whether the answer may be kept by shared caches.
 */
export async function mediaFileAccess(db: Db, user: AuthUser | null, slug: string, file: string): Promise<'public' | 'private'> {
  const facts = await mediaFactsOf(db, slug);
  if (!facts) throw notFound('No video has that media.');
  if (file === facts.media.thumbnail) return 'public';
  const isPdf = facts.pdfs.some((p) => p.file === file);
  const watched = [...facts.media.sources, ...facts.media.captions].some((m) => m.file === file);
  if (!isPdf && !watched) throw notFound('No video has that media.');
  const { veiled } = videoAccessFor(user, facts);
  if (veiled) throw new AppError('subscription_required', 'This video is not part of your collection.');
  if (isPdf && !userFlags(user!).isTeacher) throw new AppError('forbidden', 'Teacher Resources are for teachers.');
  return 'private';
}

/** API-37: the interactive video's quiz annotations; correct answers only for readers shown them (VIDEO-05). */
export async function getVideoData(db: Db, user: AuthUser | null, id: number): Promise<VideoData> {
  const { video, veiled } = await openVideo(db, user, id);
  if (video.content_type !== 'INTERACTIVE_VIDEO' || veiled) throw notFound('This video has no quiz data.');
  const { showCorrectAnswers } = quizPlayerRules(userFlags(user!));
  return {
    annotations: video.quiz_annotations.map((q) => ({
      type: 'quiz' as const,
      time_seconds: q.time_seconds,
      quiz: {
        id: q.id,
        question: q.question,
        answers: q.answers.map((a) =>
          showCorrectAnswers ? { id: a.id, text: a.text, is_correct: a.is_correct } : { id: a.id, text: a.text },
        ),
      },
    })),
  };
}

const presentSubmission = (r: {
  content_id: number;
  user_id: number;
  quiz_id: string;
  answer_id: string;
  answer_is_correct: boolean;
  created_at: Date | string;
}): VideoQuizSubmission => ({
  interactive_video_id: String(r.content_id),
  submitted_by_user: r.user_id,
  quiz_id: r.quiz_id,
  answer_id: r.answer_id,
  answer_is_correct: r.answer_is_correct,
  submitted_at: iso(r.created_at),
});

/**
 * VIDEO-07: a student's answer, graded here, stored once per question; sending it again (a retry,
 * a second tab) answers with the stored one. Only students answer (quizReadOnly for everyone else).
 */
export async function submitAnswer(db: Db, user: AuthUser, body: VideoQuizSubmissionBody): Promise<VideoQuizSubmission> {
  if (user.role !== 'student') throw new AppError('forbidden', 'Only students answer video questions.');
  const { video, veiled } = await openVideo(db, user, body.interactive_video_id);
  if (video.content_type !== 'INTERACTIVE_VIDEO' || veiled) throw notFound('This video has no questions.');
  const quiz = video.quiz_annotations.find((q) => q.id === body.quiz_id);
  if (!quiz) throw notFound('This video has no question with that id.');
  const answer = quiz.answers.find((a) => a.id === body.answer_id);
  if (!answer) throw new AppError('validation_failed', 'That answer is not one of the question’s answers.');
  const row = await repo.insertSubmission(db, {
    content_id: video.id,
    user_id: user.id,
    quiz_id: quiz.id,
    answer_id: answer.id,
    answer_is_correct: answer.is_correct,
  });
  return presentSubmission(row);
}

/** API-36: the stored answers of these students to these videos, for a reader who may see each student's work. */
export async function listSubmissions(
  db: Db,
  user: AuthUser,
  q: { interactive_video_ids: number[]; submitted_by_users: number[] },
) {
  for (const studentId of q.submitted_by_users)
    if ((await relationTo(db, user, studentId)) === 'none') throw notFound('No student with that id.');
  const rows = await repo.submissionsOf(db, q.interactive_video_ids, q.submitted_by_users);
  return { results: rows.map(presentSubmission) };
}
