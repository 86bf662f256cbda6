import { useEffect, useId, useRef, useState } from 'react';
import { activeCueIndex, formatDurationShort, type TranscriptCue } from '@lectern/domain';
import s from './videos.module.css';

/**
 * VIDEO-01: the transcript under the player, shown or hidden with "Hide transcript" / "Show
 * transcript". The line being said is marked and kept in view while the video plays; a click on a
 * line plays the video from there.
 */
export function Transcript({
  cues,
  time,
  onSeek,
}: {
  cues: readonly TranscriptCue[];
  time: number;
  onSeek: (t: number) => void;
}) {
  const [open, setOpen] = useState(true);
  const id = useId();
  const list = useRef<HTMLOListElement>(null);
  const active = activeCueIndex(cues, time);

  useEffect(() => {
    const box = list.current;
    const line = box?.querySelector<HTMLElement>('[aria-current="true"]');
    if (!box || !line) return;
    // Scroll the list only (never the page): the line sits in the list's upper third.
    const top = line.offsetTop - box.offsetTop - box.clientHeight / 3;
    box.scrollTo({ top: Math.max(0, top), behavior: 'smooth' });
  }, [active]);

  return (
    <section className={s.transcript} aria-labelledby={`${id}-h`}>
      <div className={s.transcriptHead}>
        <h2 id={`${id}-h`} className={s.sectionTitle}>
          Transcript
        </h2>
        <button
          type="button"
          className={s.linkButton}
          aria-expanded={open}
          aria-controls={`${id}-list`}
          onClick={() => setOpen((o) => !o)}
        >
          {open ? 'Hide transcript' : 'Show transcript'}
        </button>
      </div>
      <ol id={`${id}-list`} ref={list} className={s.cues} hidden={!open} tabIndex={-1}>
        {cues.map((cue, i) => (
          <li key={`${cue.start}-${i}`}>
            <button
              type="button"
              className={s.cue}
              aria-current={i === active ? 'true' : undefined}
              onClick={() => onSeek(cue.start)}
            >
              <span className={s.cueTime}>{formatDurationShort(cue.start)}</span>
              <span>{cue.text}</span>
            </button>
          </li>
        ))}
      </ol>
    </section>
  );
}
