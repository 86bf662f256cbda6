import {
  chooseInitialLevel,
  sortLevels,
  type ArticleLevel,
  type Content,
  type Me,
  type ReadingLevel,
  type RecommendResponse,
} from '@lectern/domain';

export interface ViewState {
  levels: ArticleLevel[];
  level: ArticleLevel | undefined;
  /** The query named a level this article does not have (the level alert says so). */
  unknownLevelId: boolean;
}

/**
 * The level a reader sees, from the article, the reader and the query (LEVEL-06): the query's
 * levelId, else a student's recommended level (the recommender's, else the local match of their
 * grade), else the level matched to a teacher's grade. Pure, so the server renderer, the <title>
 * and the hydrated page agree.
 */
export function resolveView(input: {
  content: Content;
  me: Me | null;
  query: URLSearchParams;
  readingLevel: ReadingLevel | null;
  recommendation: RecommendResponse | null;
}): ViewState {
  const levels = sortLevels(input.content.data.article_levels);
  const raw = input.query.get('levelId');
  const queryLevelId = raw && /^\d+$/.test(raw) ? Number(raw) : null;
  const isStudent = input.me?.isStudent ?? false;
  const level = chooseInitialLevel({
    levels,
    queryLevelId,
    isStudent,
    recommendedLevelId: input.recommendation?.article_level_id ?? input.readingLevel?.recommended_article_level_content_id,
    grade: input.readingLevel?.recommended_grade_level ?? input.me?.grade_level ?? null,
  });
  return { levels, level, unknownLevelId: raw !== null && !levels.some((l) => l.id === queryLevelId) };
}
