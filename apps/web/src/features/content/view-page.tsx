import { Suspense, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import {
  accessState,
  actionsDisabled,
  levelSelectorDisabled,
  queryAfterLevelChange,
  safeNextPath,
  type ArticleLevel,
  type Assignment,
  type Content,
  type InTextItem,
  type Me,
  checksHidden,
  vocabularySupport,
} from '@lectern/domain';
import { useHydrated } from '../../lib/use-hydrated.js';
import {
  activityForType,
  attachmentIdOf,
  panelInQuery,
  panelParams,
  type Activity,
  type ActivityContext,
} from '../../activities/activity.js';
import { PlainButton } from '../../ui/plain-button.js';
import { AccessScreen, ContentNotFound, EmptyShell } from './access-screen.js';
import { ActivityPanel, type OpenPanel } from './activity-panel.js';
import { recordArticleView, useContent, useKeyTerms, useReadingLevel, useRecommendation } from './api.js';
import type { BlockWrapper } from './article-text.js';
import { ArticleView } from './article-view.js';
import { LevelSelector } from './level-selector.js';
import { PublicView } from './public-view.js';
import { resolveView, type LevelRules } from './resolve-view.js';
import { useInertBehindDrawer } from './use-inert-behind-drawer.js';
import { useStickyToolbar } from './use-sticky-toolbar.js';
import { useRovingToolbar } from '../../ui/use-roving-toolbar.js';
import s from './view.module.css';

/**
 * What the route composes into the article page, since features never import each other: the
 * activities it offers (the registry), how it is shown, the assignment in effect, and the parts
 * other features draw in the page's named places.
 */
export interface ArticleComposition {
  /** The activity registry (activities/registry.ts): what the picker lists and which panels open. */
  activities: readonly Activity[];
  /** "View as student": a teacher sees the page as their students do (PLAT-33). */
  asStudent: boolean;
  /** Teacher present mode, handed to activity panels (answers start hidden). */
  presentMode: boolean;
  /** The assignment activity panels work with: a student's, or the one a teacher has selected. */
  assignment: Assignment | null;
  /** The rules a student's assignment (or the one a teacher previews) sets over the level; null without one. */
  levelRules: LevelRules | null;
  /**
   * The student's assignment panel (activityPanel=assignment, ASSIGN-53). Null when there is none,
   * which closes a link to it (ASSIGN-54); undefined while that is not known yet.
   */
  assignmentPanel: OpenPanel | null | undefined;
  /** Parts other features draw in the page's named places. */
  slots: ArticleSlots;
  /** How the reader has the text set: paragraph numbers, their reading preferences (TOOLBAR-03 … TOOLBAR-06). */
  reading?: ArticleReading;
}

/** How the reader has the article's text set, from the toolbar's modes and their preferences. */
export interface ArticleReading {
  /** TOOLBAR-05: a number beside each of the level's paragraphs. */
  paragraphNumbers: boolean;
  /** Data attributes on the article that set its text's custom properties (size, spacing, font). */
  attributes?: Record<`data-${string}`, string>;
}

/** The article page's named places for other features' parts, given the level on screen. */
export interface ArticleSlots {
  /** Above the article tools: the present-mode banner, the student's assignment header (PLAT-18). */
  top?: ReactNode;
  /** At the end of the article tools: the Listen toggle, the teacher's tools. */
  toolbar?: (ctx: PanelContext) => ReactNode;
  /** Under the article tools, sticking with them: the listen bar (AUDIO-01). */
  belowToolbar?: (ctx: PanelContext) => ReactNode;
  /** At the top of the activity picker (tokens). */
  pickerTop?: (ctx: PanelContext) => ReactNode;
  /** At the end of the activity picker (Review Student Work). */
  pickerEnd?: (ctx: PanelContext) => ReactNode;
  /** Draws each block of the text inside another feature's part: translate mode's block beside its translation (TOOLBAR-01). */
  textBlock?: (ctx: PanelContext) => BlockWrapper | undefined;
  /** Under the article, in the main column: the poll section (POLL-01). */
  afterArticle?: (ctx: PanelContext) => ReactNode;
  /** Rows after the reading tools that go to a part of the page (the teacher's "Student Poll", TOOLS-30). */
  pickerLinks?: (ctx: PanelContext) => { value: string; title: string; href: string }[];
  /** Panels of reading tools that are not attachments (annotations): opened by their value, listed first in the picker. */
  panels?: (ctx: PanelContext) => ToolPanel[];
}

/** A reading tool's panel: its `activityPanel` value, what the picker calls it, and the panel. */
export interface ToolPanel extends OpenPanel {
  value: string;
  /** The picker's count beside its name ("3 on this level"). */
  count?: ReactNode;
}

/** What a slot needs to know about the page. */
export interface PanelContext {
  content: Content;
  level: ArticleLevel;
  here: string;
  /** The page as a student sees it (a student, or a teacher in "View as student"). */
  asStudent: boolean;
}

/** The page with its activities and nothing else composed into it (signed-out readers, tests). */
export const plainArticle = (activities: readonly Activity[]): ArticleComposition => ({
  activities,
  asStudent: false,
  presentMode: false,
  assignment: null,
  levelRules: null,
  assignmentPanel: null,
  slots: {},
});

const panelLoading = <p className="muted">Loading…</p>;

/**
 * LEVEL-13, LEVEL-15: the level a level update moves to, or null when it names no level of the
 * article (undefined included): that is logged as an error and nothing changes on the page.
 */
export function levelToUpdate(levels: readonly Pick<ArticleLevel, 'id'>[], levelId: number | undefined, contentId: string) {
  if (levelId === undefined || !levels.some((l) => l.id === levelId)) {
    console.error(`Level ${String(levelId)} is not a level of content ${contentId}.`);
    return null;
  }
  return levelId;
}

/**
 * PLAT-44: the restricted screen is for the public shape, which has no text. A restricted article
 * that came with its text means the server's licence check and its data disagree: that is logged
 * ("Licensing mismatch error."), and the reader still gets the restricted screen, nothing more.
 */
export const licensingMismatch = (content: Content) =>
  content.restricted && content.data.article_levels.some((l) => l.body.length > 0 || l.raw_text !== '');

/** /view/{contentId}: one article at the reader's level, or the screen that says why not. */
export function ViewPage({ me, composition }: { me: Me | null; composition: ArticleComposition }) {
  const { contentId = '' } = useParams();
  const [query, setQuery] = useSearchParams();
  const content = useContent(contentId);
  const reading = useReadingLevel(contentId, me !== null);
  const waitForRecommendation = me?.isStudent === true && !query.has('levelId');
  const recommendation = useRecommendation({ contentId, language: 'en', me, enabled: waitForRecommendation });
  const here = `/view/${contentId}${query.size ? `?${query.toString()}` : ''}`;
  const redirectUrl = query.get('redirectUrl');
  const failed = content.data && !content.data.ok;
  const loaded = content.data?.ok ? content.data.content : null;
  useEffect(() => {
    if (me && loaded && licensingMismatch(loaded)) console.error('Licensing mismatch error.', { contentId: loaded.id });
  }, [me, loaded]);

  // PLAT-22, PLAT-23: redirectUrl leaves the query of a signed-in reader; on an error the
  // browser goes there instead (same-site paths only), marked so it does not bounce back.
  useEffect(() => {
    if (!redirectUrl || !content.data) return;
    if (failed) {
      const target = new URL(safeNextPath(redirectUrl), window.location.origin);
      target.searchParams.set('preventRedirect', 'true');
      window.location.assign(target.pathname + target.search);
    } else if (me) {
      const next = new URLSearchParams(query);
      next.delete('redirectUrl');
      setQuery(next, { replace: true });
    }
  }, [redirectUrl, failed, content.data, me, query, setQuery]);

  // QUIZ-06: an activity's older link form (activity=quiz) becomes the page's own (activityPanel=quiz).
  const { activities } = composition;
  useEffect(() => {
    if (query.has('activityPanel')) return;
    const panel = panelInQuery(activities, query);
    if (panel === null) return;
    const next = new URLSearchParams(query);
    next.delete('activity');
    next.set('activityPanel', panel);
    setQuery(next, { replace: true });
  }, [activities, query, setQuery]);

  if (!/^\d{1,12}$/.test(contentId)) return <ContentNotFound />;
  const loading = content.isPending || (me !== null && reading.isPending) || (waitForRecommendation && recommendation.isPending);
  if (loading || (redirectUrl && failed)) return <EmptyShell />;
  const result = content.data!;

  if (!result.ok) {
    if (result.status === 404 || result.status === 400) return <ContentNotFound />;
    const state = accessState({
      isAuthenticated: me !== null,
      isStudent: me?.isStudent ?? false,
      isLiteUser: me?.isLiteUser ?? false,
      status: result.status,
    });
    if (state === 'UNAUTHENTICATED_USER_FREE_CONTENT') return <ContentNotFound />;
    // PLAT-41: a visitor refused a premium article gets the same sign-in screen as on a free one,
    // naming the article (title, teaser, image) and saying why it needs an account.
    if (state === 'UNAUTHENTICATED_USER_RESTRICTED_CONTENT' && result.preview)
      return <PublicView content={result.preview} next={here} state={state} />;
    return <AccessScreen state={state} signInNext={here} />;
  }
  if (!me) return <PublicView content={result.content} next={here} />;
  if (result.content.restricted) {
    const state = accessState({ isAuthenticated: true, isStudent: me.isStudent, isLiteUser: me.isLiteUser, status: 200 });
    return state === 'GENERIC' || state === 'UNAUTHENTICATED_USER_FREE_CONTENT' ? (
      <ContentNotFound />
    ) : (
      <AccessScreen state={state} signInNext={here} />
    );
  }
  return (
    <ArticleLayout
      content={result.content}
      me={me}
      query={query}
      setQuery={setQuery}
      readingLevel={reading.data ?? null}
      recommendation={recommendation.data ?? null}
      composition={composition}
    />
  );
}

function ArticleLayout({
  content,
  me,
  query,
  setQuery,
  readingLevel,
  recommendation,
  composition,
}: {
  composition: ArticleComposition;
  content: Content;
  me: Me;
  query: URLSearchParams;
  setQuery: ReturnType<typeof useSearchParams>[1];
  readingLevel: Parameters<typeof resolveView>[0]['readingLevel'];
  recommendation: Parameters<typeof resolveView>[0]['recommendation'];
}) {
  // In student preview the page is computed for a student: their level rules, their header facts.
  const { activities, levelRules, slots } = composition;
  const viewer: Me = composition.asStudent ? { ...me, isStudent: true, isTeacher: false } : me;
  const view = resolveView({
    content,
    me: viewer,
    query,
    readingLevel,
    recommendation,
    assignment: levelRules?.settings ?? null,
    quizAnswered: levelRules?.quizAnswered ?? false,
  });
  const level = view.level;
  // 'auto' until the page knows the screen: open beside the article on wide screens, closed on
  // phones (CSS decides for the server's HTML, so nothing flashes over the text).
  const [panelState, setPanelState] = useState<'auto' | 'open' | 'closed'>(query.has('activityPanel') ? 'open' : 'auto');
  useEffect(() => {
    if (panelState === 'auto') setPanelState(window.matchMedia('(max-width: 767px)').matches ? 'closed' : 'open');
  }, [panelState]);
  const panelOpen = panelState !== 'closed';
  const setPanelOpen = useCallback((open: boolean) => setPanelState(open ? 'open' : 'closed'), []);
  const [unknownLevelId] = useState(view.unknownLevelId);
  const panel = query.get('activityPanel');
  // A panel named by a change of address (a link, the annotate button) opens the panel if it was closed.
  const shownPanel = useRef(panel);
  useEffect(() => {
    if (panel && panel !== shownPanel.current) setPanelOpen(true);
    shownPanel.current = panel;
  }, [panel, setPanelOpen]);
  const recorded = useRef<string | null>(null);
  const toolbarRef = useRef<HTMLElement>(null);
  useStickyToolbar(toolbarRef, Boolean(level));
  // TOOLBAR-01: the actions are one toolbar, one Tab stop with arrow keys between its controls.
  const actionsRef = useRef<HTMLDivElement>(null);
  useRovingToolbar(actionsRef);
  const pageRef = useRef<HTMLDivElement>(null);
  useInertBehindDrawer(pageRef, panelState === 'open');

  // ASSIGN-58 … ASSIGN-60: vocabulary support follows the reader and the assignment in effect; a
  // teacher's switch sets it for their own view (it is not saved). The terms are asked for only
  // after hydration, so the server's HTML and the hydrated page are the same unmarked text.
  const togglesVocabulary = me.isTeacher && !composition.asStudent;
  const [vocabularyChoice, setVocabularyChoice] = useState<boolean | null>(null);
  const vocabularyByRule = vocabularySupport({
    isStudent: viewer.isStudent,
    premiumLite: actionsDisabled(viewer, content.data),
    assignment: composition.assignment,
  });
  const vocabularyOn = togglesVocabulary ? (vocabularyChoice ?? vocabularyByRule) : vocabularyByRule;
  const hydrated = useHydrated();
  const keyTerms = useKeyTerms(content.id, level?.id, vocabularyOn && hydrated);

  // PLAT-24: without levelId the page logs a warning, then names its level in the URL so a
  // reload or a shared link opens the same level.
  useEffect(() => {
    if (!level || query.get('levelId') === String(level.id)) return;
    if (!query.has('levelId')) console.warn(`Content view loaded without levelId; showing level ${level.id}.`);
    // From the address as it is now, not as it was at render: a click in between (present mode,
    // a panel) must not be undone by this write.
    const next = new URLSearchParams(window.location.search);
    next.set('levelId', String(level.id));
    setQuery(next, { replace: true });
  }, [level, query, setQuery]);

  // The page-view event, once per article and level.
  useEffect(() => {
    const key = `${content.id}:${level?.id}`;
    if (!level || recorded.current === key) return;
    recorded.current = key;
    void recordArticleView(content, level.id);
  }, [content, level]);

  useEffect(() => {
    document.title = `${level?.title || level?.short_title || content.data.title} · Lectern`;
  }, [level, content.data.title]);

  // LEVEL-13: a new level updates levelId, sends question back to 1 and clears the selection.
  const changeLevel = useCallback(
    (levelId: number | undefined) => {
      const next = levelToUpdate(view.levels, levelId, content.id);
      if (next === null) return;
      setQuery(queryAfterLevelChange(query, next), { replace: true });
      window.getSelection()?.removeAllRanges();
    },
    [query, setQuery, view.levels, content.id],
  );

  const here = `/view/${content.id}?${query.toString()}`;
  const panelCtx: PanelContext | null = level ? { content, level, here, asStudent: viewer.isStudent } : null;
  const toolPanels = panelCtx ? (slots.panels?.(panelCtx) ?? []) : [];
  const openPanels: Record<string, OpenPanel> = {
    ...Object.fromEntries(toolPanels.map((t) => [t.value, t])),
    ...(composition.assignmentPanel ? { assignment: composition.assignmentPanel } : {}),
    ...(level ? activityPanels(composition, { me, asStudent: viewer.isStudent, content, level }, query) : {}),
  };

  // ASSIGN-54: the assignment panel closes itself when there is no assignment to show.
  const noAssignmentPanel = composition.assignmentPanel === null;
  useEffect(() => {
    if (panel === 'assignment' && noAssignmentPanel) {
      const next = new URLSearchParams(query);
      next.delete('activityPanel');
      next.delete('assignmentId');
      setQuery(next, { replace: true });
    }
  }, [panel, noAssignmentPanel, query, setQuery]);

  const backToPicker = useCallback(() => {
    const next = new URLSearchParams(query);
    for (const p of panelParams(activities)) next.delete(p);
    setQuery(next, { replace: true });
  }, [query, setQuery, activities]);

  const closePanel = useCallback(
    (open: boolean) => {
      setPanelOpen(open);
      if (!open && query.has('activityPanel')) backToPicker();
    },
    [query, backToPicker, setPanelOpen],
  );

  if (!level) return <ContentNotFound />;
  const locked = view.locked;
  const studentPreview = query.has('studentPreview');
  // The tools never run off the screen: the level on the left, the actions and the Activities toggle
  // on the right; on a phone the toggle joins the level and the actions take a line of their own.
  return (
    <div className={composition.presentMode ? `${s.view} ${s.present}` : s.view} ref={pageRef}>
      {slots.top}
      <section className={s.toolbar} aria-label="Article tools" ref={toolbarRef}>
        <div className={s.toolbarInner}>
          <div className={s.toolbarStart}>
            {!(viewer.isStudent && locked && levelRules?.hideLevel) && (
              <LevelSelector
                levels={
                  viewer.isStudent && levelRules?.hideLanguage
                    ? view.levels.filter((l) => l.language === level.language)
                    : view.levels
                }
                value={level.id}
                onChange={changeLevel}
                disabled={levelSelectorDisabled(locked, studentPreview)}
                showLexile={!viewer.isStudent}
              />
            )}
            {viewer.isStudent && locked && <span className={s.lockNote}>Your teacher set this level.</span>}
          </div>
          <PlainButton
            variant="secondary"
            className={s.toolbarToggle}
            aria-expanded={panelOpen}
            aria-controls="activity-panel"
            onClick={() => setPanelOpen(!panelOpen)}
          >
            {panelOpen ? 'Hide activities' : 'Activities'}
          </PlainButton>
          <div className={s.toolbarActions} role="toolbar" aria-label="Article actions" ref={actionsRef}>
            {panelCtx && slots.toolbar?.(panelCtx)}
          </div>
        </div>
        {panelCtx && slots.belowToolbar?.(panelCtx)}
      </section>
      <div className={panelState === 'auto' ? s.columnsAuto : panelOpen ? s.columnsWithPanel : s.columns}>
        <main className={s.main} id="main">
          {unknownLevelId && (
            <div className={s.levelAlert} role="status">
              That level isn’t part of this article, so it opens at{' '}
              {level.is_original_level ? 'the original level' : `grade ${level.grade}`}.
            </div>
          )}
          <ArticleView
            content={content}
            level={level}
            me={viewer}
            keyTerms={vocabularyOn ? (keyTerms.data?.algorithm_output ?? null) : null}
            vocabulary={togglesVocabulary ? { on: vocabularyOn, onChange: setVocabularyChoice } : undefined}
            inText={inTextOf(composition, { me: viewer, asStudent: viewer.isStudent, content, level })}
            reading={composition.reading}
            wrapBlock={panelCtx ? slots.textBlock?.(panelCtx) : undefined}
          />
          {panelCtx && slots.afterArticle?.(panelCtx)}
        </main>
        <ActivityPanel
          content={content}
          level={level}
          panel={panel}
          expanded={panelOpen}
          auto={panelState === 'auto'}
          onExpandedChange={closePanel}
          onBack={backToPicker}
          activities={activities}
          openPanels={openPanels}
          tools={[
            ...toolPanels.map((t) => ({ value: t.value, title: t.title, count: t.count })),
            ...(panelCtx ? (slots.pickerLinks?.(panelCtx) ?? []) : []),
          ]}
          pickerTop={panelCtx && slots.pickerTop?.(panelCtx)}
          pickerEnd={panelCtx && slots.pickerEnd?.(panelCtx)}
          me={viewer}
        />
        <footer className={s.pageBottom}>
          <p className="muted">
            {level.content_provider.name} · written at {new Set(content.data.article_levels.map((l) => l.grade)).size} reading
            levels
            {content.data.article_publications.length > 1 ? ' in English and Spanish' : ''}.
          </p>
          <Link to="/search">Find more articles in the library</Link>
        </footer>
      </div>
    </div>
  );
}

/**
 * How the activities' items placed in the text are drawn (CFU-01). In "View as student" an
 * assignment that turns the checks off hides them, as its students see it (ASSIGN-62); a student's
 * own article comes without them then.
 */
function inTextOf(composition: ArticleComposition, page: Omit<ActivityContext, 'attachmentId'>) {
  const hideChecks = composition.asStudent && checksHidden(composition.assignment?.assignment_config ?? null);
  return (item: InTextItem) => {
    const activity = activityForType(composition.activities, item.activity_type);
    if (!activity?.InText || (hideChecks && item.activity_type === 'CHECKS_FOR_UNDERSTANDING_QUIZ')) return null;
    return <activity.InText {...page} item={item} presentMode={composition.presentMode} />;
  };
}

/** The panels the registered activities open on this page, by `activityPanel` value. */
function activityPanels(
  composition: ArticleComposition,
  page: Omit<ActivityContext, 'attachmentId'>,
  query: URLSearchParams,
): Record<string, OpenPanel> {
  const panels: Record<string, OpenPanel> = {};
  for (const activity of composition.activities) {
    const ctx: ActivityContext = { ...page, attachmentId: attachmentIdOf(activity, page.content, query) };
    if (!activity.opensFor(ctx)) continue;
    for (const value of activity.panels)
      panels[value] = {
        title: activity.title,
        label: activity.label?.(ctx),
        // A link may name a panel whose attachment the article lacks: it opens empty.
        body: ctx.attachmentId > 0 && (
          <Suspense fallback={panelLoading}>
            <activity.Panel
              key={`${ctx.attachmentId}:${ctx.level.id}`}
              {...ctx}
              panel={value}
              assignment={composition.assignment}
              presentMode={composition.presentMode}
            />
          </Suspense>
        ),
      };
  }
  return panels;
}
