import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import {
  accessState,
  levelSelectorDisabled,
  queryAfterLevelChange,
  safeNextPath,
  type ArticleLevel,
  type AssignmentLevelSettings,
  type Content,
  type Me,
} from '@lectern/domain';
import { api } from '../../lib/api.js';
import { PlainButton } from '../../ui/plain-button.js';
import { AccessScreen, ContentNotFound, EmptyShell } from './access-screen.js';
import { ActivityPanel, PANEL_PARAMS, type ExtraPanel } from './activity-panel.js';
import { useContent, useReadingLevel, useRecommendation } from './api.js';
import { ArticleView } from './article-view.js';
import { LevelSelector } from './level-selector.js';
import { PublicView } from './public-view.js';
import { resolveView } from './resolve-view.js';
import s from './view.module.css';

/** What other features add to the article page; the route composes them (features never import each other). */
export interface ViewExtensions {
  /** The assignment whose level rules apply (LEVEL-04, LEVEL-10). */
  assignment?: AssignmentLevelSettings | null;
  /** The assignment hides the level from students (ASSIGN-27, ASSIGN-57). */
  hideLevel?: boolean;
  /** Controls at the end of the toolbar, given the level on screen. */
  toolbar?: (ctx: { content: Content; level: ArticleLevel; here: string }) => ReactNode;
  /** False while the panels' data is still loading (a panel is not "missing" until then). */
  panelsReady?: boolean;
  /** Panels that `activityPanel` can name, with their titles (PLAT-16), given the level on screen. */
  panels?: (ctx: PanelContext) => Record<string, ExtraPanel>;
  /** Blocks at the top of the activity picker (tokens), and at its end (Review Student Work). */
  pickerTop?: (ctx: PanelContext) => ReactNode;
  pickerEnd?: (ctx: PanelContext) => ReactNode;
  /** The student has answered this article's quiz: an assignment's level lock is released (LEVEL-10, LEVEL-11). */
  quizAnswered?: boolean;
  /** A banner above the toolbar (present mode). */
  banner?: ReactNode;
  /** The student's assignment header above the tools (PLAT-18). */
  header?: ReactNode;
  /** The assignment hides the language choice from students (ASSIGN-57). */
  hideLanguage?: boolean;
  /** "View as student": a teacher sees the page as their students do (PLAT-33). */
  asStudent?: boolean;
}

/** What a panel needs to know about the page. */
export interface PanelContext {
  content: Content;
  level: ArticleLevel;
  here: string;
  /** The page as a student sees it (a student, or a teacher in "View as student"). */
  asStudent: boolean;
}

/** /view/{contentId}: one article at the reader's level, or the screen that says why not. */
export function ViewPage({ me, extensions = {} }: { me: Me | null; extensions?: ViewExtensions }) {
  const { contentId = '' } = useParams();
  const [query, setQuery] = useSearchParams();
  const content = useContent(contentId);
  const reading = useReadingLevel(contentId, me !== null);
  const waitForRecommendation = me?.isStudent === true && !query.has('levelId');
  const recommendation = useRecommendation({ contentId, language: 'en', me, enabled: waitForRecommendation });
  const here = `/view/${contentId}${query.size ? `?${query.toString()}` : ''}`;
  const redirectUrl = query.get('redirectUrl');
  const failed = content.data && !content.data.ok;

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
    return state === 'UNAUTHENTICATED_USER_FREE_CONTENT' ? <ContentNotFound /> : <AccessScreen state={state} signInNext={here} />;
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
      extensions={extensions}
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
  extensions,
}: {
  extensions: ViewExtensions;
  content: Content;
  me: Me;
  query: URLSearchParams;
  setQuery: ReturnType<typeof useSearchParams>[1];
  readingLevel: Parameters<typeof resolveView>[0]['readingLevel'];
  recommendation: Parameters<typeof resolveView>[0]['recommendation'];
}) {
  // In student preview the page is computed for a student: their level rules, their header facts.
  const viewer: Me = extensions.asStudent ? { ...me, isStudent: true, isTeacher: false } : me;
  const view = resolveView({
    content,
    me: viewer,
    query,
    readingLevel,
    recommendation,
    assignment: extensions.assignment ?? null,
    quizAnswered: extensions.quizAnswered ?? false,
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
  const recorded = useRef<string | null>(null);

  // PLAT-24: without levelId the page logs a warning, then names its level in the URL so a
  // reload or a shared link opens the same level.
  useEffect(() => {
    if (!level || query.get('levelId') === String(level.id)) return;
    if (!query.has('levelId')) console.warn(`Content view loaded without levelId; showing level ${level.id}.`);
    const next = new URLSearchParams(query);
    next.set('levelId', String(level.id));
    setQuery(next, { replace: true });
  }, [level, query, setQuery]);

  // The page-view event, once per article and level.
  useEffect(() => {
    const key = `${content.id}:${level?.id}`;
    if (!level || recorded.current === key) return;
    recorded.current = key;
    void api('POST', '/api/v2/event-record/', {
      event_name: 'user_article_viewed',
      data: { content_type: content.content_type, content_id: content.id, level_id: level.id },
    }).catch(() => undefined);
  }, [content.id, content.content_type, level]);

  useEffect(() => {
    document.title = `${level?.title || level?.short_title || content.data.title} · Lectern`;
  }, [level, content.data.title]);

  // LEVEL-13: a new level updates levelId, sends question back to 1 and clears the selection.
  const changeLevel = useCallback(
    (levelId: number) => {
      if (!view.levels.some((l) => l.id === levelId)) {
        console.error(`Level ${levelId} is not a level of content ${content.id}.`);
        return;
      }
      setQuery(queryAfterLevelChange(query, levelId), { replace: true });
      window.getSelection()?.removeAllRanges();
    },
    [query, setQuery, view.levels, content.id],
  );

  const here = `/view/${content.id}?${query.toString()}`;
  const panelCtx: PanelContext | null = level ? { content, level, here, asStudent: viewer.isStudent } : null;
  const extraPanels = panelCtx && extensions.panels ? extensions.panels(panelCtx) : {};

  // ASSIGN-54: the assignment panel closes itself when there is no assignment to show.
  const hasAssignmentPanel = 'assignment' in extraPanels;
  useEffect(() => {
    if (panel === 'assignment' && extensions.panelsReady !== false && !hasAssignmentPanel) {
      const next = new URLSearchParams(query);
      next.delete('activityPanel');
      next.delete('assignmentId');
      setQuery(next, { replace: true });
    }
  }, [panel, hasAssignmentPanel, extensions.panelsReady, query, setQuery]);

  const backToPicker = useCallback(() => {
    const next = new URLSearchParams(query);
    for (const p of PANEL_PARAMS) next.delete(p);
    setQuery(next, { replace: true });
  }, [query, setQuery]);

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
  return (
    <div className={s.view}>
      {extensions.banner}
      {extensions.header}
      <section className={s.toolbar} aria-label="Article tools">
        <div className={s.toolbarInner}>
          {!(viewer.isStudent && locked && extensions.hideLevel) && (
            <LevelSelector
              levels={
                viewer.isStudent && extensions.hideLanguage
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
          <div className={s.spacer} />
          {extensions.toolbar?.({ content, level, here })}
          <PlainButton
            variant={panelOpen ? 'secondary' : 'primary'}
            aria-expanded={panelOpen}
            aria-controls="activity-panel"
            onClick={() => setPanelOpen(!panelOpen)}
          >
            {panelOpen ? 'Hide activities' : 'Activities'}
          </PlainButton>
        </div>
      </section>
      <div className={panelState === 'auto' ? s.columnsAuto : panelOpen ? s.columnsWithPanel : s.columns}>
        <main className={s.main} id="main">
          {unknownLevelId && (
            <div className={s.levelAlert} role="status">
              That level isn’t part of this article, so it opens at{' '}
              {level.is_original_level ? 'the original level' : `grade ${level.grade}`}.
            </div>
          )}
          <ArticleView content={content} level={level} me={viewer} />
        </main>
        <ActivityPanel
          content={content}
          level={level}
          panel={panel}
          expanded={panelOpen}
          auto={panelState === 'auto'}
          onExpandedChange={closePanel}
          onBack={backToPicker}
          extraPanels={extraPanels}
          pickerTop={panelCtx && extensions.pickerTop?.(panelCtx)}
          pickerEnd={panelCtx && extensions.pickerEnd?.(panelCtx)}
          me={viewer}
        />
      </div>
      <footer className={s.pageBottom}>
        <p className="muted">
          {level.content_provider.name} · written at {new Set(content.data.article_levels.map((l) => l.grade)).size} reading
          levels
          {content.data.article_publications.length > 1 ? ' in English and Spanish' : ''}.
        </p>
        <Link to="/search">Find more articles in the library</Link>
      </footer>
    </div>
  );
}
