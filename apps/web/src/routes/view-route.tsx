import { Suspense, useCallback, useEffect, useRef } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { actionsDisabled, ASSIGNMENT_TEXT, assignmentPanelTitle, type Me } from '@lectern/domain';
import { AssignmentPanelBody } from '../features/assignments/assignment-panel.js';
import { activeAssignment, levelSettingsOf, useStoryAssignments } from '../features/assignments/api.js';
import { ViewPage, type PanelContext } from '../features/content/view-page.js';
import { useStudentQuizzes } from '../features/quizzes/api.js';
import { api } from '../lib/api.js';
import { useFeatures } from '../lib/use-features.js';
import { lazyPage } from './lazy-page.js';
import s from './view-route.module.css';

// What the article page adds for its readers loads as chunks of its own, so a reader's first paint
// carries only the article: teachers' controls (builder, dialogs and the component library under
// them), the activity panels, the token panel and Review Student Work. The browser entry preloads
// the ones the page opens with before hydrating (see preloadViewExtras and preloadPage in app.tsx).
const AssignmentControls = lazyPage(() =>
  import('../features/assignments/assignment-controls.js').then((m) => m.AssignmentControls),
);
const QuizPanel = lazyPage(() => import('../features/quizzes/quiz-panel.js').then((m) => m.QuizPanel));
const PowerWordsPanel = lazyPage(() => import('../features/power-words/power-words-panel.js').then((m) => m.PowerWordsPanel));
const ArticleTokensPanel = lazyPage(() => import('../features/challenges/article-tokens.js').then((m) => m.ArticleTokensPanel));
const ReviewStudentWork = lazyPage(() => import('../features/grading/review-student-work.js').then((m) => m.ReviewStudentWork));

/** The chunks a page opens with: the teacher's tools, and the panel that `activityPanel` names. */
export function preloadViewExtras(me: Me | null, search: string) {
  const panel = new URLSearchParams(search).get('activityPanel') ?? (search.includes('activity=quiz') ? 'quiz' : null);
  return Promise.all([
    me?.isTeacher ? AssignmentControls.preload() : null,
    panel?.startsWith('quiz') ? QuizPanel.preload() : null,
    panel === 'power_words_activity' ? PowerWordsPanel.preload() : null,
  ]);
}

const panelLoading = <p className="muted">Loading…</p>;

/**
 * /view/{contentId}: the article page (content feature) with what assignments add to it — the
 * teacher's builder and status badge in the toolbar, the student's assignment header and panel,
 * and the assignment's level rules.
 */
export function ViewRoute({ me }: { me: Me | null }) {
  const { contentId = '' } = useParams();
  const [query, setQuery] = useSearchParams();
  const list = useStoryAssignments(contentId, me);
  const quizzes = useStudentQuizzes(contentId, me);
  const features = useFeatures(me !== null && me.isStudent);
  const selectedId = query.get('selectedAssignmentId');
  const active = activeAssignment(list.data?.results, me, selectedId, query.get('copiedAssignmentId'));

  const select = useCallback(
    (assignmentId: number | null) => {
      const next = new URLSearchParams(window.location.search);
      next.delete('copiedAssignmentId');
      if (assignmentId === null) next.delete('selectedAssignmentId');
      else next.set('selectedAssignmentId', String(assignmentId));
      setQuery(next, { replace: true });
    },
    [setQuery],
  );

  // QUIZ-06: a quiz review link may say activity=quiz; the page's own form is activityPanel=quiz.
  useEffect(() => {
    if (query.get('activity') !== 'quiz' || query.has('activityPanel')) return;
    const next = new URLSearchParams(query);
    next.delete('activity');
    next.set('activityPanel', 'quiz');
    setQuery(next, { replace: true });
  }, [query, setQuery]);

  // ASSIGN-12: a teacher's page names the assignment it shows; ASSIGN-13: a student's view of the
  // latest published assignment is recorded once per page.
  const recorded = useRef<number | null>(null);
  useEffect(() => {
    if (!me || !active) return;
    if (me.isTeacher && !selectedId) select(active.assignment_id);
    if (me.isStudent && recorded.current !== active.assignment_id) {
      recorded.current = active.assignment_id;
      void api('POST', '/api/v2/student-assignment-view-record/', { assignment_id: active.assignment_id }).catch(() => undefined);
    }
  }, [me, active, selectedId, select]);

  if (!me) return <ViewPage me={me} />;
  const presentMode = me.isTeacher && query.get('presentMode') === 'true';
  const setPresentMode = (on: boolean) => {
    const next = new URLSearchParams(query);
    if (on) next.set('presentMode', 'true');
    else next.delete('presentMode');
    setQuery(next, { replace: true });
  };
  // PLAT-33: "View as student" shows a teacher the selected assignment as its students get it.
  const preview = me.isTeacher && active !== null && query.has('studentPreview');
  const togglePreview = () => {
    const next = new URLSearchParams(query);
    if (preview) next.delete('studentPreview');
    else next.set('studentPreview', 'true');
    setQuery(next, { replace: true });
  };
  const studentAssignment = me.isStudent || preview ? active : null;
  const panelQuery = new URLSearchParams(query);
  if (studentAssignment) {
    panelQuery.set('activityPanel', 'assignment');
    panelQuery.set('assignmentId', String(studentAssignment.assignment_id));
  }
  const previewToggle = me.isTeacher && active && (
    <button type="button" className={preview ? s.previewOn : s.preview} aria-pressed={preview} onClick={togglePreview}>
      View as student
    </button>
  );
  return (
    <ViewPage
      me={me}
      extensions={{
        asStudent: preview,
        panelsReady: !list.isPending,
        assignment: levelSettingsOf(studentAssignment),
        hideLevel: Boolean(studentAssignment?.assignment_config.hide_lexile_level),
        hideLanguage: Boolean(studentAssignment?.assignment_config.hide_language_selector),
        header: studentAssignment && (
          <div className={s.assignmentHeader} role="region" aria-label="Your assignment">
            <div className={s.headerInner}>
              <span className={s.headerLabel}>Assignment</span>
              <strong>{studentAssignment.title}</strong>
              <span className="muted">from {studentAssignment.created_by.user.display_name}</span>
              <Link to={`?${panelQuery.toString()}`} replace>
                {ASSIGNMENT_TEXT.panelInstructions}
              </Link>
            </div>
          </div>
        ),
        // LEVEL-10, LEVEL-11: a submitted quiz releases the assignment's level lock.
        quizAnswered: (quizzes.data?.results.length ?? 0) > 0,
        banner: presentMode && (
          <div className={s.presentBanner} role="region" aria-label="Present mode">
            <strong>Presenting</strong>
            <button type="button" className={s.presentClose} onClick={() => setPresentMode(false)}>
              Close Present mode
            </button>
          </div>
        ),
        panels: (ctx: PanelContext) => {
          // Without an id, the article's own quiz or Power Words (links may name only the panel).
          const attachmentId = (type: string) => ctx.content.attachments.find((a) => a.content_type === type)?.id ?? 0;
          const quizId = Number(query.get('quizId')) || attachmentId('QUIZ');
          const powerWordsId = Number(query.get('powerWordsActivityId')) || attachmentId('POWER_WORDS_ACTIVITY');
          const quizFor = (initialTab?: 'overview' | 'preview') => ({
            title: 'Quiz',
            label: ctx.asStudent ? undefined : 'ELA',
            body: (
              <Suspense fallback={panelLoading}>
                <QuizPanel
                  key={`${quizId}:${ctx.level.id}`}
                  me={me}
                  content={ctx.content}
                  level={ctx.level}
                  quizId={quizId}
                  asStudent={ctx.asStudent}
                  assignment={active}
                  presentMode={presentMode}
                  initialTab={initialTab}
                />
              </Suspense>
            ),
          });
          return {
            ...(studentAssignment
              ? {
                  assignment: { title: assignmentPanelTitle(true), body: <AssignmentPanelBody assignment={studentAssignment} /> },
                }
              : {}),
            ...(quizId > 0 ? { quiz: quizFor(), quizOverview: quizFor('overview'), quizPreview: quizFor('preview') } : {}),
            ...(me.canViewPowerWords || me.isTeacher
              ? {
                  power_words_activity: {
                    title: 'Power Words',
                    body: powerWordsId > 0 && (
                      <Suspense fallback={panelLoading}>
                        <PowerWordsPanel
                          key={`${powerWordsId}:${ctx.level.id}`}
                          me={me}
                          content={ctx.content}
                          level={ctx.level}
                          activityId={powerWordsId}
                          asStudent={ctx.asStudent}
                          presentMode={presentMode}
                        />
                      </Suspense>
                    ),
                  },
                }
              : {}),
          };
        },
        pickerTop:
          me.isStudent && features.data?.reading_challenge !== false
            ? (ctx: PanelContext) => (
                <Suspense fallback={null}>
                  <ArticleTokensPanel me={me} contentId={ctx.content.id} />
                </Suspense>
              )
            : undefined,
        // TOOLS-31: Review Student Work for teachers, not in present mode or student preview.
        pickerEnd:
          me.isTeacher && !preview && !presentMode
            ? (ctx: PanelContext) => (
                <ReviewStudentWork contentId={ctx.content.id} level={ctx.level} headerId={ctx.content.header_id} />
              )
            : undefined,
        toolbar: preview
          ? () => previewToggle
          : me.isTeacher
            ? ({ content, level, here }) => (
                <>
                  {!presentMode && (
                    <button type="button" className={s.preview} onClick={() => setPresentMode(true)}>
                      Present
                    </button>
                  )}
                  {previewToggle}
                  <Suspense fallback={null}>
                    <AssignmentControls
                      me={me}
                      storyId={content.id}
                      level={level}
                      attachments={content.attachments}
                      assignment={active}
                      here={here}
                      disabled={actionsDisabled(me, content.data) || !me.isAuthorizedTeacher}
                      onSelect={select}
                    />
                  </Suspense>
                </>
              )
            : undefined,
      }}
    />
  );
}
