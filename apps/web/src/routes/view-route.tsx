import { Suspense, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import {
  actionsDisabled,
  activitiesEditable,
  ASSIGNMENT_TEXT,
  assignmentPanelTitle,
  textSetAction,
  READING_MODES_OFF,
  setReadingMode,
  textSizeOffered,
  type Assignment,
  type Attachment,
  type Me,
  type ReadingMode,
  type ReadingModes,
  type StudentQuizList,
} from '@lectern/domain';
import { activityForType, assignmentActionOf, panelLink } from '../activities/activity.js';
import { ACTIVITIES } from '../activities/registry.js';
import { AssignmentPanelBody, type AssignedActivity } from '../features/assignments/assignment-panel.js';
import { activeAssignment, recordAssignmentView, useStoryAssignments } from '../features/assignments/api.js';
import { AnnotationLayer, annotationsToolPanel } from '../features/annotations/annotations-tool.js';
import { useCiteAction } from '../features/citation/cite-action.js';
import { useHideAction } from '../features/content-hides/hide-from-classes.js';
import { useContent } from '../features/content/api.js';
import { useParagraphNumbersAction } from '../features/content/paragraph-numbers.js';
import { plainArticle, ViewPage, type PanelContext } from '../features/content/view-page.js';
import { ownPollId, usePoll } from '../features/polls/api.js';
import { usePrintAction } from '../features/printing/print-action.js';
import { useStudentQuizzes } from '../features/quizzes/api.js';
import { ListenBar, ListenToggle, readAloudOffered } from '../features/read-aloud/listen.js';
import { useTextSizeAction } from '../features/reading-preferences/text-size-action.js';
import { RelatedContent } from '../features/related/related-content.js';
import { useShareAction } from '../features/share/share-action.js';
import { useSaveAction } from '../features/text-sets/save-action.js';
import { translationOffered, useTranslateAction } from '../features/translate/translate-action.js';
import { lazyPage } from '../lib/lazy-page.js';
import { buttonClass, iconButtonClass } from '../ui/plain-button.js';
import { MenuButton, type MenuEntry } from '../ui/menu-button.js';
import { useFeatures } from '../lib/use-features.js';
import { BannerModeBanner, bannerModeOf, useResetPanelsOnBannerToggle } from './banner-mode.js';
import { levelRulesOf } from './level-rules.js';
import { PreviewModeBanner, previewModeOf } from './preview-mode.js';
import s from './view-route.module.css';
import { ReadingSession } from '../features/reading-session/reading-session.js';
import { ReadingEvents, useErrorImpression } from '../features/reading-events/reading-events.js';

// What the article page adds for its readers loads as chunks of its own, so a reader's first paint
// carries only the article: teachers' controls (builder, dialogs and the component library under
// them), the token panel and Review Student Work; the activity panels are the registry's chunks.
// The browser entry preloads the ones the page opens with before hydrating (see the /view entry
// of the page table).
const AssignmentControls = lazyPage(() =>
  import('../features/assignments/assignment-controls.js').then((m) => m.AssignmentControls),
);
const ArticleTokensPanel = lazyPage(() => import('../features/challenges/article-tokens.js').then((m) => m.ArticleTokensPanel));
const PollBlock = lazyPage(() => import('../features/polls/poll-block.js').then((m) => m.PollBlock));
const ReviewStudentWork = lazyPage(() => import('../features/grading/review-student-work.js').then((m) => m.ReviewStudentWork));
const TeacherFormative = lazyPage(() => import('../features/formative/teacher-formative.js').then((m) => m.TeacherFormative));
const TeacherTools = lazyPage(() => import('../features/teacher-tools/teacher-tools.js').then((m) => m.TeacherTools));

/** The chunks of the page's own parts that it opens with: the teacher's tools and poll section. */
export function preloadViewExtras(me: Me | null) {
  return me?.isTeacher ? Promise.all([AssignmentControls.preload(), PollBlock.preload()]) : null;
}

/** Only what is built is offered: attachments that a registered activity opens. */
const builtAttachments = (attachments: Attachment[]) => attachments.filter((a) => activityForType(ACTIVITIES, a.content_type));

/**
 * The student's way into each activity their assignment includes, in the article's order:
 * activities this reader may use (PW-02), each opening its panel; the quiz is done once submitted.
 */
function assignedActivities(
  assignment: Assignment,
  attachments: Attachment[],
  viewer: Me,
  quizzes: StudentQuizList | undefined,
  query: URLSearchParams,
): AssignedActivity[] {
  return builtAttachments(attachments).flatMap((a) => {
    const activity = activityForType(ACTIVITIES, a.content_type)!;
    if (!assignment.activity_members.includes(String(a.id)) || !(activity.listedFor?.(viewer) ?? true)) return [];
    return [
      {
        key: String(a.id),
        label: assignmentActionOf(activity),
        to: panelLink(activity, a.id, query),
        done: a.content_type === 'QUIZ' && (quizzes?.results.some((q) => q.quiz_id === a.id) ?? false),
      },
    ];
  });
}

/** Why a teacher cannot assign this article (PLAT-46, PLAT-27), and what unlocks it; null when they can. */
function assignBlockedReason(me: Me, content: { is_lite: boolean }) {
  if (actionsDisabled(me, content))
    return {
      text: 'This is a premium article: a school subscription unlocks assigning it. Free articles (marked READ UNTIL) can be assigned now.',
      link: { to: '/solutions', label: 'Learn about subscriptions' },
    };
  if (!me.isAuthorizedTeacher)
    return {
      text: 'Complete your teacher account to assign articles.',
      link: { to: '/account/settings/', label: 'Account settings' },
    };
  return null;
}

/**
 * /view/{contentId}: the article page (content feature) with what assignments add to it — the
 * teacher's builder and status badge in the toolbar, the student's assignment header and panel,
 * and the assignment's level rules.
 */
export function ViewRoute({ me }: { me: Me | null }) {
  const { contentId = '' } = useParams();
  const [query, setQuery] = useSearchParams();
  const list = useStoryAssignments(contentId, me);
  const article = useContent(contentId);
  // SESSION-11: an access error the reader is shown is recorded (signed-in readers).
  useErrorImpression(me, contentId, article.data && !article.data.ok ? article.data : null);
  const quizzes = useStudentQuizzes(contentId, me);
  const features = useFeatures(me !== null);
  // TOOLBAR-23: Cite, for every reader of the article, unless their flags turn citation_feature off.
  const cite = useCiteAction(features.data?.citation_feature !== false);
  // PRINT-01: Print, for every signed-in reader; the modal or the dropdown by role and flags.
  const print = usePrintAction();
  // TOOLBAR-18: teachers, not in student preview nor in a learning-management system's preview.
  const hideAction = useHideAction(me?.isTeacher === true && bannerModeOf(me, query) === null && !previewModeOf(me, query));
  // TOOLBAR-10, TOOLBAR-11: Save (add to text set), for teachers and parents, not in a preview.
  const save = useSaveAction(me ? textSetAction(me, bannerModeOf(me, query) !== null || previewModeOf(me, query)) : 'hidden');
  const selectedId = query.get('selectedAssignmentId');
  // PLAT-29 … PLAT-31: in a learning-management system's preview the page is the article and its
  // read-only activities: no assignment is in effect, so nothing offers to create or change one.
  const bannerLms = bannerModeOf(me, query);
  const bannerMode = bannerLms !== null;
  // TOOLBAR-09: a preview window shows the article as its link opens it, with no assignment in effect.
  const previewMode = previewModeOf(me, query);
  const active =
    bannerMode || previewMode ? null : activeAssignment(list.data?.results, me, selectedId, query.get('copiedAssignmentId'));

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

  // ASSIGN-12: a teacher's page names the assignment it shows; ASSIGN-13: a student's view of the
  // latest published assignment is recorded once per page.
  const recorded = useRef<number | null>(null);
  useEffect(() => {
    if (!me || !active) return;
    if (me.isTeacher && !selectedId) select(active.assignment_id);
    if (me.isStudent && recorded.current !== active.assignment_id) {
      recorded.current = active.assignment_id;
      void recordAssignmentView(active.assignment_id);
    }
  }, [me, active, selectedId, select]);

  useResetPanelsOnBannerToggle(bannerMode, ACTIVITIES, setQuery);

  // POLL-01, POLL-08, POLL-10: the teacher's chosen poll is the query's pollId ("none" once closed),
  // else the one the selected assignment includes; the builder's poll switch offers it (ASSIGN-63).
  const pollParam = query.get('pollId');
  const assignedPollId = active?.poll_id ?? null;
  const selectedPollId = pollParam === 'none' ? null : /^\d{1,12}$/.test(pollParam ?? '') ? Number(pollParam) : assignedPollId;
  const teacherPolls = me?.isTeacher === true && !bannerMode;
  const chosenPoll = usePoll(teacherPolls ? selectedPollId : null).data;
  const selectPoll = useCallback(
    (pollId: number | null) => {
      const next = new URLSearchParams(window.location.search);
      if (pollId === assignedPollId) next.delete('pollId');
      else next.set('pollId', pollId === null ? 'none' : String(pollId));
      setQuery(next, { replace: true });
    },
    [assignedPollId, setQuery],
  );

  // TOOLBAR-06: read aloud, translate mode and paragraph numbers are toggles, and turning one on
  // may turn others off (the domain's setReadingMode).
  const [modes, setModes] = useState<ReadingModes>(READING_MODES_OFF);
  const setMode = useCallback((mode: ReadingMode, on: boolean) => setModes((m) => setReadingMode(m, mode, on)), []);
  // AUDIO-01, AUDIO-12: read-aloud mode, on while the listen bar shows.
  const listening = modes.readAloud;
  const setListening = (on: boolean) => setMode('readAloud', on);
  // TOOLBAR-01: Share, Paragraph numbers (TOOLBAR-05) and Text size (TOOLBAR-03, not for poems).
  const share = useShareAction();
  const articleType = article.data?.ok ? article.data.content.data.article_type : null;
  const textSize = useTextSizeAction(
    me !== null && articleType !== null && textSizeOffered(features.data?.font_size_feature !== false, articleType),
  );
  const paragraphNumbersOffered = features.data?.paragraph_count_feature !== false;
  const paragraphNumbers = useParagraphNumbersAction(paragraphNumbersOffered, modes.paragraphNumbers, (on) =>
    setMode('paragraphNumbers', on),
  );
  // TOOLBAR-01: translate mode, unless the assignment a student reads under (or a teacher previews) hides it.
  const translate = useTranslateAction(
    translationOffered(me, me?.isStudent || (me?.isTeacher && query.has('studentPreview')) ? active : null),
    { on: modes.translate, setOn: (on) => setMode('translate', on) },
  );

  if (!me) return <ViewPage me={me} composition={plainArticle(ACTIVITIES)} />;
  const presentMode = me.isTeacher && !previewMode && query.get('presentMode') === 'true';
  const setPresentMode = (on: boolean) => {
    const next = new URLSearchParams(window.location.search);
    if (on) next.set('presentMode', 'true');
    else next.delete('presentMode');
    setQuery(next, { replace: true });
  };
  // PLAT-33: "View as student" shows a teacher the selected assignment as its students get it.
  const preview = me.isTeacher && active !== null && query.has('studentPreview');
  const togglePreview = () => {
    const next = new URLSearchParams(window.location.search);
    if (preview) next.delete('studentPreview');
    else next.set('studentPreview', 'true');
    setQuery(next, { replace: true });
  };
  const studentAssignment = me.isStudent || preview ? active : null;
  // AUDIO-20: the assignment a student reads under may hide read-aloud.
  const listenOffered = readAloudOffered(me, studentAssignment);
  const panelQuery = new URLSearchParams(query);
  if (studentAssignment) {
    panelQuery.set('activityPanel', 'assignment');
    panelQuery.set('assignmentId', String(studentAssignment.assignment_id));
  }
  // TOOLBAR-02: at or below the large breakpoint the actions fold into the toolbar's "⋯" menu: the
  // assignment's controls draw it beside their options for a teacher, the toolbar itself otherwise.
  // Listen, a student's Print dropdown and "View as student" while it is on keep their buttons.
  const collapsible = s.wideOnly;
  const assignmentMenu = me.isTeacher && !preview && !bannerMode && !previewMode;
  const previewToggle = me.isTeacher && active && (
    <button
      type="button"
      className={buttonClass('secondary', preview ? s.previewOn : collapsible)}
      aria-pressed={preview}
      onClick={togglePreview}
    >
      View as student
    </button>
  );
  const builderPoll =
    chosenPoll && chosenPoll.id === selectedPollId
      ? {
          id: chosenPoll.id,
          question: chosenPoll.data.question,
          own: async () => {
            const id = await ownPollId(chosenPoll);
            if (id !== chosenPoll.id) selectPoll(id);
            return id;
          },
        }
      : null;
  // POLL-01: the poll section, not in banner mode. A teacher who may not assign the article has no
  // assignment to add a poll to; a student sees the poll of their assignment.
  // TOOLS-33: a teacher without an active ELA licence does not choose or write an ELA article's poll.
  const teacherPoll = (ctx: PanelContext) =>
    me.isTeacher && !preview && !assignBlockedReason(me, ctx.content.data) && activitiesEditable(me, ctx.content.data.subject);
  const pollSection = (ctx: PanelContext) => {
    if (bannerMode || previewMode) return null;
    if (studentAssignment) {
      if (studentAssignment.poll_id === null) return null;
      return (
        <Suspense fallback={null}>
          <PollBlock view="student" me={me} pollId={studentAssignment.poll_id} canAnswer={me.isStudent} />
        </Suspense>
      );
    }
    if (!teacherPoll(ctx)) return null;
    return (
      <Suspense fallback={null}>
        <PollBlock
          view="teacher"
          articleId={ctx.content.id}
          selectedId={selectedPollId}
          assignedId={assignedPollId}
          responders={active?.is_draft === false ? active.progress?.assigned : undefined}
          assignmentStamp={active ? `${active.assignment_id}:${active.date_modified}` : ''}
          onSelect={selectPoll}
        />
      </Suspense>
    );
  };
  // PRINT-01: beside an assignment's controls the toolbar has no room for Print; the assignment's "⋯" menu offers it.
  const printInput = article.data?.ok
    ? { me, content: article.data.content, flags: features.data, studentPreview: preview }
    : null;
  const printInMenu = me.isTeacher && !preview && !bannerMode && active !== null;
  const moreActions: MenuEntry[] = [
    ...(me.isTeacher && !preview && !previewMode && !presentMode
      ? [{ id: 'present', label: 'Present', onSelect: () => setPresentMode(true) }]
      : []),
    ...(me.isTeacher && active && !preview ? [{ id: 'preview', label: 'View as student', onSelect: togglePreview }] : []),
    ...share.menuEntries,
    ...translate.menuEntries,
    ...paragraphNumbers.menuEntries,
    ...textSize.menuEntries,
    ...cite.menuEntries,
    ...(printInput ? print.menuEntries(printInput) : []),
    ...(preview ? [] : hideAction.menuEntries),
    ...(preview ? [] : save.menuEntries),
  ];
  // The teacher's tools in the toolbar, after Listen: Present, "View as student", the assignment's controls.
  const teacherTools: ((ctx: PanelContext) => ReactNode) | undefined = preview
    ? () => previewToggle
    : me.isTeacher && !previewMode
      ? ({ content, level, here }) => (
          <>
            {!presentMode && (
              <button type="button" className={buttonClass('secondary', collapsible)} onClick={() => setPresentMode(true)}>
                Present
              </button>
            )}
            {previewToggle}
            {hideAction.render(content.id, collapsible)}
            {/* PLAT-30, ASSIGN-18: no builder, publish or draft controls in banner mode. */}
            {!bannerMode && (
              <Suspense fallback={null}>
                <AssignmentControls
                  me={me}
                  storyId={content.id}
                  level={level}
                  attachments={builtAttachments(content.attachments)}
                  assignment={active}
                  poll={builderPoll}
                  here={here}
                  disabledReason={assignBlockedReason(me, content.data)}
                  onSelect={select}
                  moreActions={moreActions}
                  menuActions={printInput && printInMenu ? print.menuEntries(printInput) : []}
                />
              </Suspense>
            )}
          </>
        )
      : undefined;
  return (
    <ViewPage
      me={me}
      composition={{
        activities: ACTIVITIES,
        asStudent: preview,
        presentMode,
        assignment: active,
        reading: { paragraphNumbers: paragraphNumbersOffered && modes.paragraphNumbers, attributes: textSize.attributes },
        levelRules: levelRulesOf(studentAssignment, quizzes.data),
        assignmentPanel: list.isPending
          ? undefined
          : studentAssignment && {
              title: assignmentPanelTitle(true),
              body: (
                <AssignmentPanelBody
                  assignment={studentAssignment}
                  activities={
                    article.data?.ok
                      ? assignedActivities(
                          studentAssignment,
                          article.data.content.attachments,
                          preview ? { ...me, isStudent: true, isTeacher: false } : me,
                          quizzes.data,
                          query,
                        )
                      : []
                  }
                />
              ),
            },
        slots: {
          top: (
            <>
              {bannerLms !== null && <BannerModeBanner lms={bannerLms} query={query} activities={ACTIVITIES} />}
              {previewMode && (
                <PreviewModeBanner
                  onLeave={() => {
                    const next = new URLSearchParams(window.location.search);
                    next.delete('preview');
                    setQuery(next, { replace: true });
                  }}
                />
              )}
              {presentMode && (
                <div className={s.presentBanner} role="region" aria-label="Present mode">
                  <strong>Presenting</strong>
                  <button
                    type="button"
                    className={buttonClass('secondary', s.presentClose)}
                    onClick={() => setPresentMode(false)}
                  >
                    Close Present mode
                  </button>
                </div>
              )}
              {studentAssignment && (
                <div className={s.assignmentHeader} role="region" aria-label="Your assignment" data-sticky-banner>
                  <div className={s.headerInner}>
                    <span className={s.headerLabel}>Assignment</span>
                    <strong className={s.headerTitle} title={studentAssignment.title}>
                      {studentAssignment.title}
                    </strong>
                    <span className="muted">from {studentAssignment.created_by.user.display_name}</span>
                    <Link to={`?${panelQuery.toString()}`} replace>
                      {ASSIGNMENT_TEXT.panelInstructions}
                    </Link>
                  </div>
                </div>
              )}
            </>
          ),
          pickerTop:
            me.isStudent && features.data?.reading_challenge !== false
              ? (ctx: PanelContext) => (
                  <Suspense fallback={null}>
                    <ArticleTokensPanel me={me} contentId={ctx.content.id} />
                  </Suspense>
                )
              : undefined,
          // TOOLS-31: Review Student Work for teachers, not in present mode, student preview, banner
          // mode (PLAT-30), nor for lite teachers on premium content (they cannot assign it, so there
          // is no work to review).
          pickerEnd:
            me.isTeacher && !preview && !presentMode && !bannerMode && !previewMode
              ? (ctx: PanelContext) =>
                  actionsDisabled(me, ctx.content.data) ? null : (
                    <>
                      <ReviewStudentWork contentId={ctx.content.id} level={ctx.level} headerId={ctx.content.header_id} />
                      {/* VIDEO-32 … VIDEO-34, TOOLS-34 … TOOLS-41: graphic organizers and the Formative section. */}
                      <Suspense fallback={null}>
                        <TeacherFormative me={me} content={ctx.content} level={ctx.level} />
                      </Suspense>
                    </>
                  )
              : undefined,
          // TOOLS-30: the teacher's "Student Poll" row goes to the poll section under the article.
          pickerLinks: (ctx) =>
            !bannerMode && !previewMode && teacherPoll(ctx)
              ? [{ value: 'student_poll', title: 'Student Poll', href: '#poll-block-title' }]
              : [],
          // ANNOT-01: annotations for every signed-in reader, not in a learning-management system's preview.
          afterArticle: (ctx) => (
            <>
              {/* SESSION-08 … SESSION-12: the page view, scroll depth and controls used, for the class progress page. */}
              <ReadingEvents
                me={me}
                contentId={Number(ctx.content.id)}
                levelId={ctx.level.id}
                assignmentId={studentAssignment && !preview ? studentAssignment.assignment_id : null}
              />
              {pollSection(ctx)}
              {!bannerMode && <AnnotationLayer level={ctx.level} />}
              {/* TOOLS-06: teachers, not in present mode, student preview or banner mode, nor lite on premium. */}
              {me.isTeacher &&
                !preview &&
                !presentMode &&
                !bannerMode &&
                !previewMode &&
                !actionsDisabled(me, ctx.content.data) && (
                  <Suspense fallback={null}>
                    <TeacherTools
                      contentId={String(ctx.content.id)}
                      levelId={ctx.level.id}
                      planner={
                        features.data?.lesson_planner === true
                          ? { userUniqueId: me.unique_id, standards: ctx.content.standards }
                          : null
                      }
                    />
                  </Suspense>
                )}
              {!bannerMode && <RelatedContent me={me} content={ctx.content} presentMode={presentMode} />}
            </>
          ),
          panels: bannerMode ? undefined : (ctx) => [annotationsToolPanel(me, ctx.content, ctx.level)],
          toolbar: (ctx) => (
            <>
              {listenOffered && <ListenToggle on={listening} onChange={setListening} />}
              {translate.render(ctx, collapsible)}
              {share.render(
                {
                  level: ctx.level,
                  assignmentContentId: me.isTeacher && !preview && active && !active.is_draft ? active.content_id : null,
                  canPreview: !me.isStudent && !previewMode,
                },
                collapsible,
              )}
              {paragraphNumbers.render(collapsible)}
              {textSize.render(collapsible)}
              {cite.render(ctx.level, collapsible)}
              {print.render(
                { me, content: ctx.content, level: ctx.level, flags: features.data, studentPreview: preview },
                collapsible,
                printInMenu,
              )}
              {!preview && save.render({ contentId: ctx.content.id, language: ctx.level.language }, collapsible)}
              {teacherTools?.(ctx)}
              {!assignmentMenu && (
                <div className={s.narrowOnly}>
                  <MenuButton
                    label="More actions"
                    className={iconButtonClass('secondary')}
                    trigger={<span aria-hidden="true">⋯</span>}
                    items={moreActions}
                  />
                </div>
              )}
            </>
          ),
          belowToolbar: (ctx) => (
            <>
              {listenOffered && listening && (
                <Suspense fallback={null}>
                  <ListenBar level={ctx.level} onClose={() => setListening(false)} />
                </Suspense>
              )}
              {translate.bar(ctx)}
              {/* SESSION-01 … SESSION-07: the page's reading-session socket; "Reading now" for a teacher presenting or on their assignment. */}
              {!previewMode && !preview && (
                <ReadingSession
                  me={me}
                  content={ctx.content}
                  level={ctx.level}
                  showReadingNow={presentMode || Boolean(me.isTeacher && active)}
                />
              )}
            </>
          ),
          textBlock: translate.wrapBlock,
        },
      }}
    />
  );
}
