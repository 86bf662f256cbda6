import { useEffect, useId, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import {
  accessState,
  DEFAULT_VIDEO_AUTHOR,
  formatDurationLong,
  NO_LESSON_MATERIALS,
  recommendedForLabel,
  RELATED_HEADING,
  standardsPreview,
  SUBJECT_NAMES,
  VIDEO_ASSESSMENTS,
  VIDEO_LESSON_MATERIALS,
  VIDEO_TEACHER_RESOURCES,
  type Me,
  type VideoView,
} from '@lectern/domain';
import { SimilarContent, useSimilarContent } from '../../activities/similar-content.js';
import { NotFoundPage } from '../../layout/not-found-page.js';
import { ApiError } from '../../lib/api.js';
import { useVideo } from './api.js';
import { RichText } from './rich-text.js';
import { VideoPlayer } from './video-player.js';
import { VideoAccessScreen, VideoVeil } from './video-veil.js';
import s from './video-lesson.module.css';

/**
 * The video lesson page of a partner science or maths video (VIDEO-10 … VIDEO-23), at
 * /video-lesson?contentId={id}: the header (logo, title, byline, duration hh:mm:ss, Recommended
 * For and standards for teachers), the player on the subject's colour over the lesson's body, and
 * the side panels — Lesson Materials, Assessments and Teacher Resources (teachers), Discussion
 * Questions and Vocabulary as drawers.
 */
export interface VideoLessonSlots {
  /** VIDEO-13, VIDEO-24: the sticky bar's assign controls (teachers). */
  assignControls?: ReactNode;
  /** VIDEO-11, VIDEO-14: the side panel's list of the reader's assignments of this video. */
  assignments?: ReactNode;
}

export function VideoLessonPage({ me, slots = () => ({}) }: { me: Me; slots?: (video: VideoView) => VideoLessonSlots }) {
  const [query] = useSearchParams();
  const contentId = query.get('contentId') ?? '';
  const video = useVideo(contentId);
  if (!/^\d{1,9}$/.test(contentId)) return <NotFoundPage title="We couldn’t find that video lesson" />;
  if (video.isPending) return <main className="page" id="main" aria-busy="true" />;
  if (video.isError) {
    const status = video.error instanceof ApiError ? video.error.status : 0;
    if (status === 404 || status === 400 || status === 0) return <NotFoundPage title="We couldn’t find that video lesson" />;
    const state = accessState({ isAuthenticated: true, isStudent: me.isStudent, isLiteUser: me.isLiteUser, status });
    if (state === 'UNAUTHENTICATED_USER_FREE_CONTENT') return null;
    return <VideoAccessScreen state={state} />;
  }
  if (video.data.content_type !== 'GENERATION_GENIUS_VIDEO') return <NotFoundPage title="We couldn’t find that video lesson" />;
  return <Lesson me={me} video={video.data} slots={slots(video.data)} />;
}

function Lesson({ me, video, slots }: { me: Me; video: VideoView; slots: VideoLessonSlots }) {
  useEffect(() => {
    document.title = `${video.title} · Lectern`;
  }, [video.title]);
  const isTeacher = me.isTeacher;
  const maths = video.subject === 'MATH';
  const grades = [video.maturity_range.min, video.maturity_range.max];
  // VIDEO-30: a student given the video "video only" sees a narrow player and no side panel.
  const videoOnly = me.isStudent && video.video_only;
  const layout = video.veiled ? s.layoutVeiled : videoOnly ? s.layoutVideoOnly : s.layout;
  return (
    <main className={s.page} id="main">
      <header className={s.header}>
        <p className={s.brand}>
          <LogoMark /> Lectern <span className={s.brandLine}>Video lessons</span>
        </p>
        <p className={s.eyebrow}>{SUBJECT_NAMES[video.subject]}</p>
        <h1 className={s.title}>{video.title}</h1>
        <p className={s.byline}>By {video.author || DEFAULT_VIDEO_AUTHOR}</p>
        <dl className={s.facts}>
          <div>
            <dt>Duration</dt>
            <dd>{formatDurationLong(video.length_in_seconds)}</dd>
          </div>
          {!me.isStudent && (
            <div>
              <dt>Recommended For</dt>
              <dd>{recommendedForLabel(grades)}</dd>
            </div>
          )}
        </dl>
        {isTeacher && video.page_viewmodel.standards.length > 0 && <StandardsRow standards={video.page_viewmodel.standards} />}
      </header>

      <div className={s.toolbar} role="toolbar" aria-label="Lesson actions">
        {/* VIDEO-16: the article tools that do not apply to a video lesson. */}
        {['Add to text set', 'Listen', 'Paragraph numbers', 'Present', 'Translate'].map((label) => (
          <button key={label} type="button" className={s.tool} disabled title="Not available on video lessons">
            {label}
          </button>
        ))}
        {isTeacher && !video.veiled && slots.assignControls && <div className={s.assign}>{slots.assignControls}</div>}
      </div>

      <div className={layout} data-video-only={videoOnly || undefined}>
        <div className={s.main}>
          <div className={`${s.stage} ${maths ? s.stageMaths : s.stageScience}`} data-subject={video.subject}>
            {video.veiled ? <VideoVeil video={video} me={me} /> : <VideoPlayer video={video} />}
          </div>
          {!video.veiled && video.raw_text && (
            <article className={s.body} aria-label="About this lesson">
              <RichText doc={video.raw_text} />
            </article>
          )}
        </div>
        {!video.veiled && !videoOnly && (
          <div className={s.side}>
            <LessonPanel me={me} video={video} assignments={slots.assignments} />
            <DiscussionQuestions video={video} />
            <Vocabulary video={video} />
            {isTeacher && <TeacherResources video={video} />}
          </div>
        )}
      </div>
      {!video.veiled && <RelatedItems me={me} video={video} />}
    </main>
  );
}

function LogoMark() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <rect x="2" y="3" width="20" height="18" rx="4" fill="currentColor" />
      <path d="M10 8.5v7l6-3.5z" fill="#fff" />
    </svg>
  );
}

/** VIDEO-12: the first 3 standards by name, then "…" and "View all"; otherwise "View details". */
function StandardsRow({ standards }: { standards: VideoView['page_viewmodel']['standards'] }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const { shown, more } = standardsPreview(standards);
  return (
    <div className={s.standards}>
      <span className={s.standardsLabel}>Standards</span>
      <span>
        {shown.map((st) => st.name).join(', ')}
        {more && '…'}
      </span>
      <button type="button" className={s.linkButton} aria-expanded={open} aria-controls={id} onClick={() => setOpen((o) => !o)}>
        {more ? 'View all' : 'View details'}
      </button>
      <ul id={id} className={s.standardsList} hidden={!open}>
        {standards.map((st) => (
          <li key={st.id}>
            <strong>{st.code}</strong> {st.name}
            {st.description && <span className={s.muted}> — {st.description}</span>}
          </li>
        ))}
      </ul>
    </div>
  );
}

function Panel({ title, children }: { title: string; children: React.ReactNode }) {
  const id = useId();
  return (
    <section className={s.panel} aria-labelledby={id}>
      <h2 id={id} className={s.panelTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}

function PdfLink({ pdf }: { pdf: VideoView['pdfs'][number] }) {
  return (
    <li className={s.pdf}>
      <a href={pdf.url} download className={s.pdfLink}>
        {pdf.title} <span className={s.muted}>(PDF)</span>
      </a>
      {pdf.intro && <p className={s.pdfIntro}>{pdf.intro}</p>}
    </li>
  );
}

/**
 * VIDEO-20, VIDEO-21: the partner video's activity panel — Assignments (students), Lesson
 * Materials, and Assessments (teachers); a missing set says "No Lesson Materials Available".
 */
function LessonPanel({ me, video, assignments }: { me: Me; video: VideoView; assignments: ReactNode }) {
  const materials = video.pdfs.filter((p) => VIDEO_LESSON_MATERIALS.includes(p.type));
  const assessments = VIDEO_ASSESSMENTS.flatMap((a) => {
    const pdf = a.pdf && video.pdfs.find((p) => p.type === a.pdf);
    return pdf ? [{ ...pdf, title: a.name }] : [];
  });
  return (
    <>
      {me.isStudent && (
        <Panel title="Assignments">{assignments ?? <p className={s.muted}>You have no assignments for this video.</p>}</Panel>
      )}
      {me.isTeacher && (
        <>
          {assignments && <Panel title="Your assignments">{assignments}</Panel>}
          <Panel title="Lesson Materials">
            {materials.length ? (
              <ul className={s.pdfs}>
                {materials.map((p) => (
                  <PdfLink key={p.type} pdf={p} />
                ))}
              </ul>
            ) : (
              <p className={s.muted}>{NO_LESSON_MATERIALS}</p>
            )}
          </Panel>
          <Panel title="Assessments">
            {assessments.length ? (
              <ul className={s.pdfs}>
                {assessments.map((p) => (
                  <PdfLink key={p.type} pdf={p} />
                ))}
              </ul>
            ) : (
              <p className={s.muted}>{NO_LESSON_MATERIALS}</p>
            )}
          </Panel>
        </>
      )}
    </>
  );
}

/** VIDEO-17: drawers grouped under "Before the video" and "After the video". */
function DiscussionQuestions({ video }: { video: VideoView }) {
  if (!video.discussion_questions.length) return null;
  const groups = [
    { label: 'Before the video', items: video.discussion_questions.filter((q) => q.section === 'before') },
    { label: 'After the video', items: video.discussion_questions.filter((q) => q.section === 'after') },
  ].filter((g) => g.items.length);
  return (
    <Panel title="Discussion Questions">
      {groups.map((g) => (
        <div key={g.label} className={s.group}>
          <h3 className={s.groupTitle}>{g.label}</h3>
          {g.items.map((q) =>
            q.answer === null ? (
              <p key={q.question} className={s.drawerStatic}>
                {q.question}
              </p>
            ) : (
              <details key={q.question} className={s.drawer}>
                <summary>{q.question}</summary>
                <p>{q.answer}</p>
              </details>
            ),
          )}
        </div>
      ))}
    </Panel>
  );
}

/** VIDEO-18: a drawer list of words and their definitions. */
function Vocabulary({ video }: { video: VideoView }) {
  if (!video.vocabulary.length) return null;
  return (
    <Panel title="Vocabulary">
      {video.vocabulary.map((v) =>
        v.definition === null ? (
          <p key={v.word} className={s.drawerStatic}>
            {v.word}
          </p>
        ) : (
          <details key={v.word} className={s.drawer}>
            <summary>{v.word}</summary>
            <p>{v.definition}</p>
          </details>
        ),
      )}
    </Panel>
  );
}

/** VIDEO-19: teachers only — the Lesson Plan and Teacher Information PDFs, with a line on each. */
function TeacherResources({ video }: { video: VideoView }) {
  const pdfs = video.pdfs.filter((p) => VIDEO_TEACHER_RESOURCES.includes(p.type));
  if (!pdfs.length) return null;
  return (
    <Panel title="Teacher Resources">
      <ul className={s.pdfs}>
        {pdfs.map((p) => (
          <PdfLink key={p.type} pdf={p} />
        ))}
      </ul>
    </Panel>
  );
}

/** VIDEO-14, RELATED-02: related items at the bottom, unless the reader is a lite-interface student or none exist. */
function RelatedItems({ me, video }: { me: Me; video: VideoView }) {
  const shown = !(me.isLiteUser && me.isStudent);
  const related = useSimilarContent(video.id, me, shown);
  const results = related.data?.results ?? [];
  if (!shown || !results.length) return null;
  return (
    <div className={s.related}>
      <SimilarContent heading={RELATED_HEADING} results={results} me={me} />
    </div>
  );
}
