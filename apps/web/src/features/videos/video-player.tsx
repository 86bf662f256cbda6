import { forwardRef, useCallback, useEffect, useImperativeHandle, useRef, useState, type KeyboardEvent } from 'react';
import { formatDurationShort, type VideoView } from '@lectern/domain';
import s from './videos.module.css';

export interface PlayerHandle {
  seek(seconds: number): void;
  play(): void;
  pause(): void;
}

/**
 * The native <video> with our own controls (docs/adr/0013-video-player.md): play and pause, back
 * 10 seconds, a seek slider, the time, captions on and off, mute. Every control is a real button
 * or slider with a name and a visible focus ring; on the player itself Space or K plays and pauses,
 * the arrows seek 5 seconds, C toggles captions and M mutes. `onTime` hears every time update (the
 * transcript follows it; the quiz pauses on it).
 */
export const VideoPlayer = forwardRef<
  PlayerHandle,
  { video: VideoView; onTime?: (previous: number, now: number) => void; narrow?: boolean }
>(function VideoPlayer({ video, onTime, narrow }, ref) {
  const el = useRef<HTMLVideoElement>(null);
  const last = useRef(0);
  const [playing, setPlaying] = useState(false);
  const [time, setTime] = useState(0);
  const [duration, setDuration] = useState(video.length_in_seconds);
  const [muted, setMuted] = useState(false);
  const [captions, setCaptions] = useState(true);

  useImperativeHandle(ref, () => ({
    seek: (t) => {
      if (!el.current) return;
      el.current.currentTime = t;
      last.current = t;
      setTime(t);
    },
    play: () => void el.current?.play().catch(() => undefined),
    pause: () => el.current?.pause(),
  }));

  useEffect(() => {
    const track = el.current?.textTracks[0];
    if (track) track.mode = captions ? 'showing' : 'hidden';
  }, [captions]);

  const toggle = useCallback(() => {
    const v = el.current;
    if (!v) return;
    if (v.paused) void v.play().catch(() => undefined);
    else v.pause();
  }, []);
  const seekBy = (delta: number) => {
    const v = el.current;
    if (!v) return;
    v.currentTime = Math.min(Math.max(0, v.currentTime + delta), v.duration || duration);
    last.current = v.currentTime;
  };

  const onKeyDown = (e: KeyboardEvent) => {
    const target = e.target as HTMLElement;
    const onControl = target.tagName === 'BUTTON' || target.tagName === 'INPUT';
    const key = e.key.toLowerCase();
    if ((key === ' ' || key === 'k') && !onControl) toggle();
    else if (key === 'arrowleft' && !onControl) seekBy(-5);
    else if (key === 'arrowright' && !onControl) seekBy(5);
    else if (key === 'c') setCaptions((c) => !c);
    else if (key === 'm') setMuted((m) => !m);
    else return;
    e.preventDefault();
  };

  const label = video.title;
  return (
    <div
      className={`${s.player} ${narrow ? s.playerNarrow : ''}`}
      role="group"
      aria-label={`Video player: ${label}`}
      onKeyDown={onKeyDown}
    >
      <video
        ref={el}
        className={s.video}
        poster={video.thumbnail.url}
        preload="metadata"
        playsInline
        muted={muted}
        tabIndex={0}
        aria-label={label}
        onClick={toggle}
        onPlay={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
        onLoadedMetadata={(e) => {
          if (Number.isFinite(e.currentTarget.duration)) setDuration(e.currentTarget.duration);
          const track = e.currentTarget.textTracks[0];
          if (track) track.mode = captions ? 'showing' : 'hidden';
        }}
        onTimeUpdate={(e) => {
          const now = e.currentTarget.currentTime;
          setTime(now);
          onTime?.(last.current, now);
          last.current = now;
        }}
        onSeeked={(e) => {
          last.current = e.currentTarget.currentTime;
        }}
      >
        {video.sources.map((src) => (
          <source key={src.url} src={src.url} type={src.type} />
        ))}
        {video.captions.map((c, i) => (
          <track key={c.url} kind="captions" src={c.url} srcLang={c.lang} label={c.label} default={i === 0} />
        ))}
      </video>
      <div className={s.controls}>
        <button type="button" className={s.control} onClick={toggle} aria-label={playing ? 'Pause' : 'Play'}>
          <span aria-hidden="true">{playing ? '❚❚' : '▶'}</span>
        </button>
        <button type="button" className={s.control} onClick={() => seekBy(-10)} aria-label="Back 10 seconds">
          <span aria-hidden="true">↺10</span>
        </button>
        <input
          type="range"
          className={s.seek}
          min={0}
          max={Math.max(1, Math.round(duration))}
          step={1}
          value={Math.round(time)}
          aria-label="Seek"
          aria-valuetext={`${formatDurationShort(time)} of ${formatDurationShort(duration)}`}
          onChange={(e) => {
            const v = el.current;
            if (!v) return;
            v.currentTime = Number(e.currentTarget.value);
            last.current = v.currentTime;
            setTime(v.currentTime);
          }}
        />
        <span className={s.time}>
          {formatDurationShort(time)} / {formatDurationShort(duration)}
        </span>
        {video.captions.length > 0 && (
          <button type="button" className={s.control} aria-pressed={captions} onClick={() => setCaptions((c) => !c)}>
            CC<span className="visually-hidden"> captions</span>
          </button>
        )}
        <button type="button" className={s.control} aria-pressed={muted} onClick={() => setMuted((m) => !m)}>
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
            <path d="M4 9h4l5-4v14l-5-4H4z" fill="currentColor" />
            {muted ? (
              <path d="M16 9l5 6M21 9l-5 6" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            ) : (
              <path
                d="M16 8.5a5 5 0 0 1 0 7M18.5 6a8.5 8.5 0 0 1 0 12"
                stroke="currentColor"
                strokeWidth="2"
                fill="none"
                strokeLinecap="round"
              />
            )}
          </svg>
          <span className="visually-hidden">Mute</span>
        </button>
      </div>
    </div>
  );
});
