/**
 * The activity contract: what one activity type (Quiz, Power Words, …) tells the article page.
 * An activity's folder under features/ exports one `Activity`; `registry.ts` lists them; the
 * article page (features/content) iterates the list it is given. This file imports no feature,
 * so features may implement it without importing each other.
 */
import type { ComponentType } from 'react';
import type { ArticleLevel, Assignment, Content, Features, InTextItem, Me } from '@lectern/domain';
import type { LazyChunk } from '../lib/lazy-page.js';
import type { Prefetch } from '../lib/prefetch.js';

/** What decides whether an activity opens: who reads, which article and level, which attachment. */
export interface ActivityContext {
  me: Me;
  /** The page as a student sees it: a student, or a teacher in "View as student" (PLAT-33). */
  asStudent: boolean;
  content: Content;
  level: ArticleLevel;
  /** The attachment the panel shows: the id in the query (`idParam`), else the article's own; 0 when it has none. */
  attachmentId: number;
}

/** What an activity's panel is given. */
export interface ActivityPanelProps extends ActivityContext {
  /** The `activityPanel` value that opened it (one of the activity's `panels`). */
  panel: string;
  /** The assignment in effect: a student's, or the one a teacher has selected (custom quiz, hidden answers). */
  assignment: Assignment | null;
  /** Teacher present mode: answers start hidden. */
  presentMode: boolean;
}

/** What an activity's item placed in the article's text is given (a check for understanding). */
export interface InTextProps extends Omit<ActivityContext, 'attachmentId'> {
  item: InTextItem;
  /** Teacher present mode: answers start hidden. */
  presentMode: boolean;
}

/** One activity type on the article page. */
export interface Activity {
  /** The attachment `content_type` this activity is (`QUIZ`, `POWER_WORDS_ACTIVITY`). */
  type: string;
  /** The panel's title (PLAT-16). */
  title: string;
  /** The `activityPanel` values that open the panel; the picker links to the first. */
  panels: readonly [string, ...string[]];
  /** The query parameter that names the attachment the panel shows (`quizId`); Back removes it. */
  idParam: string;
  /** Further query parameters that hold the panel's own state (a chosen class); Back removes them too. */
  panelQuery?: readonly string[];
  /** An older link form, `activity={linkAlias}`, that opens the first panel (QUIZ-06). */
  linkAlias?: string;
  /** What a student's assignment panel calls the step that opens it ("Take the quiz"); `Open {title}` by default. */
  assignmentAction?: string;
  /** The picker's count for an attachment with `n` items at the level ("3 questions"). */
  countLabel: (n: number) => string;
  /** Whether the picker lists it for this reader (as the page is shown); everyone by default (PW-02). */
  listedFor?: (viewer: Me) => boolean;
  /** A small tag beside its name in the picker ("Beta" while a teacher's flag is off), from the reader's feature flags. */
  pickerTag?: (viewer: Me, features: Features | undefined) => string | undefined;
  /** Whether its panel opens for this reader, article, level and attachment; else the panel says it is unavailable. */
  opensFor: (ctx: ActivityContext) => boolean;
  /** A small label above the panel title (QUIZ-21). */
  label?: (ctx: ActivityContext) => string | undefined;
  /** The panel body, loaded as its own chunk; preloaded before hydration when the URL opens it. */
  Panel: LazyChunk<ActivityPanelProps>;
  /**
   * Its items placed in the level's text (`level.in_text`), drawn after the block they follow. Not a
   * lazy chunk: the server's first HTML and the hydrated page draw them alike.
   */
  InText?: ComponentType<InTextProps>;
  /** What its items in the text read, so the server's first HTML draws them (`InText` reads the same keys). */
  inTextPrefetch?: (activityId: number, levelId: number) => Prefetch[];
  /** API calls the server makes for the first HTML of /view/{contentId} (their keys are the panel's hooks'). */
  prefetch?: (me: Me | null, contentId: string) => Prefetch[];
}

/** The activity whose panel an `activityPanel` value opens. */
export const activityForPanel = (activities: readonly Activity[], panel: string | null) =>
  panel === null ? undefined : activities.find((a) => a.panels.includes(panel));

/** The activity an attachment is. */
export const activityForType = (activities: readonly Activity[], type: string) => activities.find((a) => a.type === type);

/** The attachment a panel shows: the query's id, else the article's own attachment of that type (links may name only the panel). */
export function attachmentIdOf(activity: Activity, content: Content, query: URLSearchParams): number {
  return Number(query.get(activity.idParam)) || (content.attachments.find((a) => a.content_type === activity.type)?.id ?? 0);
}

/** The panel a URL opens: `activityPanel`, else the first panel of an activity its older `activity=` form names. */
export function panelInQuery(activities: readonly Activity[], query: URLSearchParams): string | null {
  const panel = query.get('activityPanel');
  if (panel !== null) return panel;
  const alias = query.get('activity');
  return activities.find((a) => a.linkAlias !== undefined && a.linkAlias === alias)?.panels[0] ?? null;
}

/** Query parameters that belong to an open panel; Back removes them (PLAT-59). */
export const panelParams = (activities: readonly Activity[]) => [
  'activityPanel',
  'question',
  'assignmentId',
  ...activities.flatMap((a) => [a.idParam, ...(a.panelQuery ?? [])]),
];

/** The chunk of the panel a URL opens, so the page hydrates with it in one pass. */
export const preloadActivityPanel = (activities: readonly Activity[], query: URLSearchParams) =>
  activityForPanel(activities, panelInQuery(activities, query))?.Panel.preload();

/** What every activity adds to the first HTML of /view/{contentId}. */
export const activityPrefetch = (activities: readonly Activity[], me: Me | null, contentId: string): Prefetch[] =>
  activities.flatMap((a) => a.prefetch?.(me, contentId) ?? []);

/** What the items placed in a level's text need for the first HTML, once per activity. */
export function inTextPrefetch(activities: readonly Activity[], level: ArticleLevel | null): Prefetch[] {
  if (!level) return [];
  const seen = new Set<number>();
  return level.in_text.flatMap((item) => {
    if (seen.has(item.activity_id)) return [];
    seen.add(item.activity_id);
    return activityForType(activities, item.activity_type)?.inTextPrefetch?.(item.activity_id, level.id) ?? [];
  });
}

/** The words on a student's assignment panel for the step that opens an activity. */
export const assignmentActionOf = (activity: Activity) => activity.assignmentAction ?? `Open ${activity.title}`;

/**
 * The link that opens an attachment's panel from the current query: its first panel and its id,
 * leaving the page's other parameters (level, assignment selection) as they are.
 */
export function panelLink(activity: Activity, attachmentId: number, query: URLSearchParams): string {
  const next = new URLSearchParams(query);
  next.set('activityPanel', activity.panels[0]);
  next.set(activity.idParam, String(attachmentId));
  next.delete('question');
  next.delete('assignmentId');
  return `?${next.toString()}`;
}
