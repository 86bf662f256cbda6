import { useCallback, useEffect, useRef, useState } from 'react';
import { READ_ALOUD_SPEEDS, READ_ALOUD_TEXT, type ArticleLevel, type ReadAloudSpeed } from '@lectern/domain';
import { LISTEN_BAR_ID, LISTEN_TOGGLE_ID } from './listen-ids.js';
import { useReadAloud } from './use-read-aloud.js';
import s from './listen-bar.module.css';

/** AUDIO-18: a browser whose audio element cannot say what it plays cannot read aloud. */
const audioSupported = () => typeof document.createElement('audio').canPlayType === 'function';

/**
 * AUDIO-01: the listen bar, shown while read-aloud mode is on: play/pause, jump back, reset, the
 * speed menu, the wave and close. It sticks under the article tools, so its controls stay at hand
 * while the page follows the spoken word.
 */
export function ListenBar({ level, onClose }: { level: ArticleLevel; onClose: () => void }) {
  const barRef = useRef<HTMLDivElement>(null);
  const playRef = useRef<HTMLButtonElement>(null);
  const topInset = useCallback(() => Math.max(0, barRef.current?.getBoundingClientRect().bottom ?? 0), []);
  const { player, state } = useReadAloud(level, topInset);
  const [supported] = useState(audioSupported);

  // The bar opens from the Listen toggle: its first control takes the focus.
  useEffect(() => {
    playRef.current?.focus();
  }, []);

  const close = () => {
    onClose();
    document.getElementById(LISTEN_TOGGLE_ID)?.focus();
  };
  const note = !supported ? READ_ALOUD_TEXT.noAudio : state.blocked ? READ_ALOUD_TEXT.blocked : null;
  const disabled = !supported || state.blocked;
  const playing = state.playing;

  return (
    <div className={s.bar} id={LISTEN_BAR_ID} role="region" aria-label="Listen" ref={barRef}>
      <div className={s.inner}>
        <button
          ref={playRef}
          type="button"
          className={s.play}
          onClick={() => player.toggle()}
          disabled={disabled}
          aria-label={playing ? 'Pause' : 'Play'}
          aria-describedby={note ? 'listen-note' : undefined}
        >
          {playing ? <PauseIcon /> : <PlayIcon />}
        </button>
        <button type="button" className={s.control} onClick={() => player.jumpBack()} disabled={!supported}>
          <JumpBackIcon />
          <span className={s.controlLabel}>Jump back</span>
        </button>
        <button type="button" className={s.control} onClick={() => player.reset()} disabled={!supported}>
          <ResetIcon />
          <span className={s.controlLabel}>Reset</span>
        </button>
        <label className={s.speed}>
          <span className={s.speedLabel}>Speed</span>
          <select
            value={state.speed}
            disabled={!supported}
            onChange={(e) => player.setSpeed(Number(e.target.value) as ReadAloudSpeed)}
          >
            {READ_ALOUD_SPEEDS.map((speed) => (
              <option key={speed.value} value={speed.value}>
                {speed.label}
              </option>
            ))}
          </select>
        </label>
        <Wave active={playing && !state.loading} />
        <button type="button" className={s.close} onClick={close} aria-label="Close listen mode">
          <CloseIcon />
        </button>
        {note && (
          <p className={s.note} id="listen-note">
            {note}
          </p>
        )}
      </div>
    </div>
  );
}

/** Decorative: a row of bars that moves while the audio plays; as many as the screen's width allows. */
function Wave({ active }: { active: boolean }) {
  return (
    <div className={active ? `${s.wave} ${s.waveActive}` : s.wave} aria-hidden="true">
      {Array.from({ length: 24 }, (_, i) => (
        <span key={i} />
      ))}
    </div>
  );
}

const icon = { width: 20, height: 20, viewBox: '0 0 24 24', 'aria-hidden': true, focusable: false } as const;

function PlayIcon() {
  return (
    <svg {...icon}>
      <path d="M8 5.5v13a1 1 0 0 0 1.5.86l10.2-6.5a1 1 0 0 0 0-1.72L9.5 4.64A1 1 0 0 0 8 5.5z" fill="currentColor" />
    </svg>
  );
}

function PauseIcon() {
  return (
    <svg {...icon}>
      <rect x="6" y="5" width="4" height="14" rx="1" fill="currentColor" />
      <rect x="14" y="5" width="4" height="14" rx="1" fill="currentColor" />
    </svg>
  );
}

function JumpBackIcon() {
  return (
    <svg {...icon} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
      <path d="M11 17l-5-5 5-5" />
      <path d="M18 17l-5-5 5-5" />
    </svg>
  );
}

function ResetIcon() {
  return (
    <svg {...icon} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
      <path d="M4 12a8 8 0 1 0 2.3-5.6" />
      <path d="M4 4v5h5" />
    </svg>
  );
}

function CloseIcon() {
  return (
    <svg {...icon} fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round">
      <path d="M6 6l12 12M18 6L6 18" />
    </svg>
  );
}
