import { z } from 'zod';
import { DATE_YEARS } from '../input.js';
import { isChallengeId } from './challenge-rules.js';

/** Token interaction types an article offers (TOKEN-01); guided highlighting where permitted (TOKEN-03). */
export const TOKEN_INTERACTIONS = ['QUIZ', 'POWER_WORDS_ACTIVITY', 'GUIDED_HIGHLIGHTING_QUIZ'] as const;

/** `GET /api/v3/tokens/article/{contentId}/` (TOKEN-01): what a student can earn on an article and has earned. */
export const ArticleTokens = z.object({
  tokens: z.number().int(),
  earned_tokens: z.number().int(),
  /** The article's topic: its subject (the topic page is /challenges/topics/{topic_id}). */
  topic_id: z.string(),
  article_id: z.string(),
  interactions: z.array(
    z.object({
      type: z.enum(TOKEN_INTERACTIONS),
      tokens: z.number().int(),
      earned_tokens: z.number().int(),
      is_done: z.boolean(),
    }),
  ),
  error_message: z.string().nullable(),
});
export type ArticleTokens = z.infer<typeof ArticleTokens>;

/**
 * `GET /api/v3/challenges/{id}/`: "current" or a month "YYYY-MM" within DATE_YEARS, like every other
 * date a request may carry (the month's end must still fit a database timestamp: 9999-12 ends in year 10000).
 */
export const ChallengeIdParams = z.object({
  id: z.string().refine((v) => {
    if (v === 'current') return true;
    const year = Number(v.slice(0, 4));
    return isChallengeId(v) && year >= DATE_YEARS.min && year <= DATE_YEARS.max;
  }, `Use "current" or a month as YYYY-MM, between the years ${DATE_YEARS.min} and ${DATE_YEARS.max}.`),
});

/** A month's reading challenge for one student (TOKEN-10). Challenge ids are the month: "2026-11". */
export const ChallengeProgress = z.object({
  id: z.string().regex(/^\d{4}-\d{2}$/),
  /** "November 2026" */
  name: z.string(),
  starts: z.string(),
  ends: z.string(),
  goal: z.number().int(),
  articles_read: z.number().int(),
  tokens_earned: z.number().int(),
  badge_earned: z.boolean(),
  /** Articles that count, newest first. */
  articles: z.array(
    z.object({
      content_id: z.string(),
      title: z.string(),
      subject: z.string(),
      date_read: z.string(),
      tokens_earned: z.number().int(),
    }),
  ),
});
export type ChallengeProgress = z.infer<typeof ChallengeProgress>;

/** A teacher's class goal: how many of the class's students have met this month's goal. No names ranked. */
export const ClassChallenge = z.object({
  classroom_id: z.number().int(),
  name: z.string(),
  student_count: z.number().int(),
  students_completed: z.number().int(),
  articles_read: z.number().int(),
  /** The class goal: every student meeting their personal goal. */
  articles_goal: z.number().int(),
});
export type ClassChallenge = z.infer<typeof ClassChallenge>;

/** `GET /api/v3/challenges/{id}/` ("current" is this month): a student's progress or a teacher's class goals. */
export const ChallengeView = z.object({
  id: z.string(),
  name: z.string(),
  role: z.enum(['student', 'teacher']),
  student: ChallengeProgress.nullable(),
  classes: z.array(ClassChallenge),
});
export type ChallengeView = z.infer<typeof ChallengeView>;

/** `GET /api/v3/challenges/history/`: a student's past months, newest first. */
export const ChallengeHistory = z.object({ results: z.array(ChallengeProgress) });
export type ChallengeHistory = z.infer<typeof ChallengeHistory>;
/** `GET /api/v3/challenges/rewards/`: badges earned and lifetime tokens. */
export const ChallengeRewards = z.object({
  total_tokens: z.number().int(),
  badges: z.array(z.object({ challenge_id: z.string(), name: z.string(), date_earned: z.string() })),
});
export type ChallengeRewards = z.infer<typeof ChallengeRewards>;

/**
 * `GET /api/v3/challenges/topics/{topic_id}/`: the topic page (TOKEN-05). A topic is a subject
 * (ELA, SCIENCE, SOCIAL_STUDIES, MATH); it lists the subject's articles with the tokens each offers
 * and, for a student, what they have earned there.
 */
export const ChallengeTopic = z.object({
  topic_id: z.string(),
  /** "Science" */
  name: z.string(),
  tokens: z.number().int(),
  earned_tokens: z.number().int(),
  articles: z.array(
    z.object({
      content_id: z.string(),
      title: z.string(),
      tokens: z.number().int(),
      earned_tokens: z.number().int(),
      is_done: z.boolean(),
    }),
  ),
});
export type ChallengeTopic = z.infer<typeof ChallengeTopic>;
