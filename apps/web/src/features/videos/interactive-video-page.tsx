import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useParams } from 'react-router';
import {
  accessState,
  actionsDisabled,
  formatDurationShort,
  presentModeChoices,
  quizDueBetween,
  quizPlayerRules,
  SUBJECT_NAMES,
  videoAssignmentCreateHref,
  type Me,
} from '@lectern/domain';
import { NotFoundPage } from '../../layout/not-found-page.js';
import { ApiError } from '../../lib/api.js';
import { useFeatures } from '../../lib/use-features.js';
import { MenuButton } from '../../ui/menu-button.js';
import { buttonClass } from '../../ui/plain-button.js';
import { useSubmitVideoAnswer, useVideo, useVideoData, useVideoSubmissions } from './api.js';
import { Transcript } from './transcript.js';
import { VideoPlayer, type PlayerHandle } from './video-player.js';
import { VideoQuizPanel, type VideoQuiz } from './video-quiz-panel.js';
import { VideoAccessScreen, VideoVeil } from './video-veil.js';
import s from './videos.module.css';

type Present = 'off' | 'with-quiz' | 'without-quiz';

/**
 * /video/{contentId}: an interactive video (VIDEO-01 … VIDEO-08): By, Duration (m:ss), the player
 * with captions, the transcript, and the activities panel. Playback pauses at each question of the
 * video's data (API-37) until it is answered (students) or read (everyone else); a student's answers
 * are stored once and shown again on return (API-36).
 */
export function InteractiveVideoPage({ me }: { me: Me }) {
  const { contentId = '' } = useParams();
  const video = useVideo(contentId);
  if (video.isPending) return <main className="page" id="main" aria-busy="true" />;
  if (video.isError) {
    const status = video.error instanceof ApiError ? video.error.status : 0;
    if (status === 404 || status === 400) return <NotFoundPage title="We couldn’t find that video" />;
    const state = accessState({ isAuthenticated: true, isStudent: me.isStudent, isLiteUser: me.isLiteUser, status });
    if (state === 'UNAUTHENTICATED_USER_FREE_CONTENT') return null;
    return <VideoAccessScreen state={state} />;
  }
  if (video.data.content_type !== 'INTERACTIVE_VIDEO') return <NotFoundPage title="We couldn’t find that video" />;
  return <InteractiveVideo me={me} video={video.data} />;
}

function InteractiveVideo({ me, video }: { me: Me; video: NonNullable<ReturnType<typeof useVideo>['data']> }) {
  const player = useRef<PlayerHandle>(null);
  const [time, setTime] = useState(0);
  const [panelOpen, setPanelOpen] = useState(false);
  const [current, setCurrent] = useState<VideoQuiz | null>(null);
  const location = useLocation();
  const [present, setPresent] = useState<Present>('off');
  // Questions shown in this visit (a reader who is not a student is not stopped twice at one).
  const seen = useRef(new Set<string>());
  const data = useVideoData(video.data.url);
  const submissions = useVideoSubmissions(video.id, me);
  const submit = useSubmitVideoAnswer(video.id, me);
  const features = useFeatures(!me.isStudent);
  const rules = quizPlayerRules(me);
  const quizzes = data.data?.annotations.filter((a) => a.type === 'quiz') ?? [];
  const answers = submissions.data?.results ?? [];
  const quizOn = present !== 'without-quiz';

  const onTime = useCallback(
    (previous: number, now: number) => {
      setTime(now);
      if (!quizOn || current) return;
      const done = new Set([...seen.current, ...answers.map((a) => a.quiz_id)]);
      const due = quizDueBetween(
        quizzes.map((q) => ({ ...q, id: q.quiz.id })),
        previous,
        now,
        done,
      );
      if (!due) return;
      player.current?.pause();
      seen.current.add(due.id);
      setCurrent(due);
      setPanelOpen(true);
    },
    [quizOn, current, quizzes, answers],
  );

  useEffect(() => {
    document.title = `${video.title} · Lectern`;
  }, [video.title]);

  const carryOn = () => {
    setCurrent(null);
    player.current?.play();
  };

  const presentChoice = presentModeChoices(features.data?.video_present_mode === true && !me.isStudent, video.quiz_count);
  const presentControl =
    present !== 'off' ? (
      <button type="button" className={buttonClass('secondary')} onClick={() => setPresent('off')}>
        Exit present mode
      </button>
    ) : presentChoice === 'direct' ? (
      <button type="button" className={buttonClass('secondary')} onClick={() => setPresent('without-quiz')}>
        Present
      </button>
    ) : presentChoice === 'choose' ? (
      <MenuButton
        label="Present"
        trigger="Present"
        className={buttonClass('secondary')}
        items={[
          { id: 'with', label: 'With quiz', onSelect: () => setPresent('with-quiz') },
          { id: 'without', label: 'Without quiz', onSelect: () => setPresent('without-quiz') },
        ]}
      />
    ) : null;

  return (
    <main className={`page ${s.page} ${present !== 'off' ? s.presenting : ''}`} id="main">
      <header className={s.header}>
        <p className={s.eyebrow}>Interactive video · {SUBJECT_NAMES[video.subject]}</p>
        <h1 className={s.title}>{video.title}</h1>
        <div className={s.metaRow}>
          <dl className={s.meta}>
            <div>
              <dt>By</dt>
              <dd>{video.author}</dd>
            </div>
            <div>
              <dt>Duration</dt>
              <dd>{formatDurationShort(video.length_in_seconds)}</dd>
            </div>
          </dl>
          {presentControl}
          {/* VIDEO-09: assigning opens the assignment page in a new tab, which comes back here. */}
          {present === 'off' && me.isTeacher && me.isAuthorizedTeacher && !video.veiled && !actionsDisabled(me, video) && (
            <a
              className={buttonClass('primary')}
              href={videoAssignmentCreateHref(video.id, `${location.pathname}${location.search}`)}
              target="_blank"
              rel="noopener"
            >
              Assign
            </a>
          )}
        </div>
      </header>
      {video.veiled ? (
        <VideoVeil video={video} me={me} />
      ) : (
        <div className={s.layout}>
          <div className={s.main}>
            <VideoPlayer ref={player} video={video} onTime={onTime} />
            {present === 'off' && (
              <Transcript
                cues={video.transcript}
                time={time}
                onSeek={(t) => {
                  player.current?.seek(t);
                  player.current?.play();
                }}
              />
            )}
          </div>
          {(present === 'off' || (present === 'with-quiz' && current)) && (
            <VideoQuizPanel
              quizzes={quizzes}
              answers={answers}
              open={panelOpen}
              onOpen={(o) => {
                setPanelOpen(o);
                if (!o) setCurrent(null);
              }}
              current={current}
              readOnly={rules.quizReadOnly}
              showCorrect={rules.showCorrectAnswers}
              saving={submit.isPending}
              saveError={submit.isError}
              onAnswer={(quizId, answerId) => submit.mutate({ quiz_id: quizId, answer_id: answerId })}
              onContinue={carryOn}
              onWatchFrom={(t) => {
                const q = quizzes.find((x) => x.time_seconds === t);
                if (q) seen.current.add(q.quiz.id);
                player.current?.seek(Math.max(0, t - 0.01));
                player.current?.play();
              }}
            />
          )}
        </div>
      )}
    </main>
  );
}
