import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import {
  DEFAULT_READ_ALOUD_SPEED,
  READ_ALOUD_LANGUAGES,
  type Assignment,
  type QuizQuestion,
  type ReadAloudLanguage,
} from '@lectern/domain';
import { leaveTheFloor, speechQuery, takeTheFloor } from '../../lib/speech.js';
import { byPosition, letterOf } from './quiz-parts.js';
import s from './quiz-listen.module.css';

type Mode = 'question' | 'answers';

/**
 * AUDIO-19: a quiz is read aloud where the read_aloud_quizzes flag is on and its level's language
 * has a voice (English and Spanish); AUDIO-20: not under an assignment that hides read-aloud.
 */
export function quizReadAloudLanguage(
  flag: boolean | undefined,
  language: string,
  assignment: Pick<Assignment, 'assignment_config'> | null,
): ReadAloudLanguage | null {
  // Until the flags are known (undefined) nothing is offered, so nothing appears and then goes.
  if (flag !== true || assignment?.assignment_config.hide_read_aloud === true) return null;
  return (READ_ALOUD_LANGUAGES as readonly string[]).includes(language) ? (language as ReadAloudLanguage) : null;
}

/**
 * "Listen to the question" and "Listen to the answers" for the question on screen (AUDIO-09): one
 * plays at a time, starting one pauses the other and the article's read-aloud, and another
 * question pauses both. A failed fetch stops without a message (AUDIO-17).
 */
export function QuizListen({ question, language }: { question: QuizQuestion; language: ReadAloudLanguage }) {
  const qc = useQueryClient();
  const [playing, setPlaying] = useState<Mode | null>(null);
  const voice = useRef(Symbol('quiz'));
  const audio = useRef<HTMLAudioElement | null>(null);
  const run = useRef(0);

  const stop = () => {
    run.current++;
    audio.current?.pause();
    setPlaying(null);
  };

  // AUDIO-09: another question pauses the quiz's voice; leaving the quiz stops it.
  useEffect(() => stop, [question.id]);
  useEffect(() => {
    const owner = voice.current;
    return () => leaveTheFloor(owner);
  }, []);

  const texts = (mode: Mode) =>
    mode === 'question'
      ? [question.raw_question]
      : byPosition(question.options).map((o) => `${letterOf(question.options, o.position)}. ${o.text}`);

  async function play(mode: Mode) {
    const mine = ++run.current;
    audio.current?.pause();
    setPlaying(mode);
    takeTheFloor(voice.current, stop);
    const element = (audio.current ??= new Audio());
    try {
      for (const text of texts(mode)) {
        const speech = await qc.fetchQuery(speechQuery({ text, language, speed: DEFAULT_READ_ALOUD_SPEED }));
        if (mine !== run.current) return;
        element.src = speech.download_url;
        const ended = new Promise<void>((resolve, reject) => {
          element.onended = () => resolve();
          element.onerror = () => reject(new Error('the audio did not play'));
        });
        await element.play();
        await ended;
        if (mine !== run.current) return;
      }
    } catch {
      // AUDIO-17: held, not shown; the button is ready to try again.
    }
    if (mine === run.current) setPlaying(null);
  }

  const button = (mode: Mode, label: string) => (
    <button
      type="button"
      className={playing === mode ? s.buttonOn : s.button}
      aria-pressed={playing === mode}
      onClick={() => (playing === mode ? stop() : void play(mode))}
    >
      <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        {playing === mode ? (
          <path d="M7 5h4v14H7zM13 5h4v14h-4z" fill="currentColor" />
        ) : (
          <path
            d="M4 9v6h4l5 4V5L8 9H4zm12.5 3a4.5 4.5 0 0 0-2.5-4v8a4.5 4.5 0 0 0 2.5-4zM14 3.2v2.1a7 7 0 0 1 0 13.4v2.1a9 9 0 0 0 0-17.6z"
            fill="currentColor"
          />
        )}
      </svg>
      {playing === mode ? 'Pause' : label}
    </button>
  );

  return (
    <div className={s.listen} role="group" aria-label="Read aloud">
      {button('question', 'Listen to the question')}
      {button('answers', 'Listen to the answers')}
    </div>
  );
}
