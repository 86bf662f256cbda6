import {
  challengeBounds,
  challengeGoal,
  challengeName,
  GUIDED_HIGHLIGHTING_TOKENS,
  POWER_WORDS_MAX_TOKENS,
  QUIZ_MAX_TOKENS,
  SUBJECT_NAMES,
  type ArticleTokens,
  type ChallengeProgress,
  type ChallengeTopic,
  type ClassChallenge,
} from '@lectern/domain';
import type { AwardRow } from './challenges.repository.js';

const iso = (d: Date | string | number) => new Date(d).toISOString();
const time = (d: Date | string) => new Date(d).getTime();

/** TOKEN-02, TOKEN-03: what each interaction can earn at most. */
export const INTERACTION_TOKENS = {
  QUIZ: QUIZ_MAX_TOKENS,
  POWER_WORDS_ACTIVITY: POWER_WORDS_MAX_TOKENS,
  GUIDED_HIGHLIGHTING_QUIZ: GUIDED_HIGHLIGHTING_TOKENS,
} as const;

/** The moment an award counts for: when it was finished, or its latest change while still open. */
const countedAt = (a: AwardRow) => time(a.date_done ?? a.date_modified);

/**
 * One student's month (TOKEN-10): an article counts when any of its activities was finished in
 * the month; tokens count in the month they were earned in.
 */
export function presentProgress(id: string, awards: readonly AwardRow[], gradeLevel: number | null): ChallengeProgress {
  const { start, end } = challengeBounds(id);
  const inMonth = (ms: number) => ms >= start.getTime() && ms < end.getTime();
  const counted = awards.filter((a) => inMonth(countedAt(a)));
  const read = new Map<number, { title: string; subject: string; first: number }>();
  for (const a of counted) {
    if (!a.is_done || a.date_done === null) continue;
    const at = time(a.date_done);
    const seen = read.get(a.content_id);
    if (!seen || at < seen.first) read.set(a.content_id, { title: a.title, subject: a.subject, first: at });
  }
  const tokensOn = (contentId: number) => counted.filter((a) => a.content_id === contentId).reduce((n, a) => n + a.tokens, 0);
  const goal = challengeGoal(gradeLevel);
  return {
    id,
    name: challengeName(id),
    starts: start.toISOString(),
    ends: end.toISOString(),
    goal,
    articles_read: read.size,
    tokens_earned: counted.reduce((n, a) => n + a.tokens, 0),
    badge_earned: read.size >= goal,
    articles: [...read.entries()]
      .sort((x, y) => y[1].first - x[1].first)
      .map(([contentId, r]) => ({
        content_id: String(contentId),
        title: r.title,
        subject: r.subject,
        date_read: iso(r.first),
        tokens_earned: tokensOn(contentId),
      })),
  };
}

/** When a month's badge was earned: the day the goal-th article of the month was finished. */
export function badgeDate(progress: ChallengeProgress): string | null {
  if (!progress.badge_earned) return null;
  const dates = progress.articles.map((a) => a.date_read).sort();
  return dates[progress.goal - 1] ?? null;
}

/** A teacher's view of one class (TOKEN-09): counts only, nobody named or ranked. */
export function presentClass(
  id: string,
  cls: { id: number; name: string; students: { id: number; grade_level: number | null }[] },
  awards: readonly AwardRow[],
): ClassChallenge {
  let completed = 0;
  let read = 0;
  let goal = 0;
  for (const s of cls.students) {
    const p = presentProgress(
      id,
      awards.filter((a) => a.student_id === s.id),
      s.grade_level,
    );
    read += p.articles_read;
    goal += p.goal;
    if (p.badge_earned) completed += 1;
  }
  return {
    classroom_id: cls.id,
    name: cls.name,
    student_count: cls.students.length,
    students_completed: completed,
    articles_read: read,
    articles_goal: goal,
  };
}

/** TOKEN-01: what a student can earn on an article and has earned. */
export function presentArticleTokens(
  article: { id: number; subject: string; activities: { id: number; activity_type: string; levels: unknown[] }[] },
  awards: readonly AwardRow[],
): ArticleTokens {
  const interactions = article.activities
    .filter(
      (a): a is typeof a & { activity_type: keyof typeof INTERACTION_TOKENS } =>
        a.activity_type in INTERACTION_TOKENS && a.levels.length > 0,
    )
    .map((a) => {
      const award = awards.find((w) => w.activity_id === a.id);
      return {
        type: a.activity_type,
        tokens: INTERACTION_TOKENS[a.activity_type],
        earned_tokens: award?.tokens ?? 0,
        is_done: award?.is_done ?? false,
      };
    });
  return {
    tokens: interactions.reduce((n, i) => n + i.tokens, 0),
    earned_tokens: interactions.reduce((n, i) => n + i.earned_tokens, 0),
    topic_id: article.subject,
    article_id: String(article.id),
    interactions,
    error_message: null,
  };
}

export function presentTopic(
  subject: string,
  articles: { id: number; title: string; activities: { id: number; activity_type: string }[] }[],
  awards: readonly AwardRow[],
): ChallengeTopic {
  const rows = articles.map((c) => {
    const mine = awards.filter((a) => a.content_id === c.id);
    return {
      content_id: String(c.id),
      title: c.title,
      tokens: c.activities.reduce((n, a) => n + (INTERACTION_TOKENS[a.activity_type as keyof typeof INTERACTION_TOKENS] ?? 0), 0),
      earned_tokens: mine.reduce((n, a) => n + a.tokens, 0),
      is_done: mine.some((a) => a.is_done),
    };
  });
  return {
    topic_id: subject,
    name: SUBJECT_NAMES[subject] ?? subject,
    tokens: rows.reduce((n, r) => n + r.tokens, 0),
    earned_tokens: rows.reduce((n, r) => n + r.earned_tokens, 0),
    articles: rows,
  };
}
