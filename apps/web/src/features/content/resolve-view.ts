import {
  chooseInitialLevel,
  chooseStudentLevel,
  isLevelLocked,
  readingLanguage,
  type AssignmentLevelSettings,
  sortLevels,
  type ArticleLevel,
  type Content,
  type Me,
  type ReadingLevel,
  type RecommendResponse,
} from '@lectern/domain';

/** An assignment's rules over the level selector. */
export interface LevelRules {
  /** The assignment's level settings (LEVEL-04, LEVEL-10). */
  settings: AssignmentLevelSettings;
  /** The student has answered this article's quiz: the level lock is released (LEVEL-10, LEVEL-11). */
  quizAnswered: boolean;
  /** The level is hidden from students (ASSIGN-27, ASSIGN-57). */
  hideLevel: boolean;
  /** The language choice is hidden from students (ASSIGN-57). */
  hideLanguage: boolean;
}

export interface ViewState {
  levels: ArticleLevel[];
  level: ArticleLevel | undefined;
  /** The query named a level this article does not have (the level alert says so). */
  unknownLevelId: boolean;
  /** A student held at the assigned level (LEVEL-10). */
  locked: boolean;
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
  /** The student's assignment of this article, or the teacher's selected one. */
  assignment?: AssignmentLevelSettings | null;
  /** Whether the student answered the assignment's quiz (releases the lock). */
  quizAnswered?: boolean;
}): ViewState {
  const levels = sortLevels(input.content.data.article_levels);
  const raw = input.query.get('levelId');
  const queryLevelId = raw && /^\d+$/.test(raw) ? Number(raw) : null;
  const isStudent = input.me?.isStudent ?? false;
  const initial = chooseInitialLevel({
    levels,
    queryLevelId,
    isStudent,
    recommendedLevelId: input.recommendation?.article_level_id ?? input.readingLevel?.recommended_article_level_content_id,
    grade: input.readingLevel?.recommended_grade_level ?? input.me?.grade_level ?? null,
  });
  const unknownLevelId = raw !== null && !levels.some((l) => l.id === queryLevelId);
  const assignment = input.assignment ?? null;
  if (!isStudent || !assignment) return { levels, level: initial, unknownLevelId, locked: false };

  // LEVEL-04 for a student with an assignment: while locked the assignment decides; otherwise a
  // level the student picked (levelId) stands, else the assignment's level, else the recommendation.
  const locked = isLevelLocked({ isStudent, isArticle: true, assignment, quizAnswered: input.quizAnswered ?? false });
  const recommended = chooseInitialLevel({
    ...{ levels, isStudent },
    recommendedLevelId: input.recommendation?.article_level_id,
    grade: input.readingLevel?.recommended_grade_level ?? input.me?.grade_level ?? null,
  });
  const picked = !locked && queryLevelId ? levels.find((l) => l.id === queryLevelId) : undefined;
  const language = readingLanguage({ assignment, level: picked ?? null });
  const level =
    picked ?? chooseStudentLevel({ levels, assignment, chosen: null, recommended: recommended ?? null, language }) ?? initial;
  return { levels, level, unknownLevelId, locked };
}
