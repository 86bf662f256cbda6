import { useEffect, useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  READING_NOW_TEXT,
  READING_SESSION,
  type ArticleLevel,
  type Content,
  type Me,
  type ReadingNowReader,
  type ReadingServerMessage,
} from '@lectern/domain';
import { useToast } from '../../ui/toast.js';
import { loadRecommendations, readingKeyQuery } from './api.js';
import { ReadingSocket, socketUrl } from './socket.js';
import s from './reading-session.module.css';

/** The number of the paragraph at the top of the reader's screen (below the sticky tools), or null. */
export function paragraphOnScreen(doc: Document = document): number | null {
  const paragraphs = doc.querySelectorAll<HTMLElement>('article [data-paragraph], [data-paragraph]');
  let seen: number | null = null;
  for (const p of Array.from(paragraphs)) {
    const n = Number(p.dataset['paragraph']);
    if (!Number.isFinite(n) || n < 1) continue;
    const box = p.getBoundingClientRect();
    if (box.bottom > 140) return n;
    seen = n;
  }
  return seen;
}

const newUid = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : '10000000-1000-4000-8000-100000000000'.replace(/[018]/g, (c) =>
        (Number(c) ^ ((Math.random() * 16) >> (Number(c) / 4))).toString(16),
      );

/**
 * The article page's reading session (SESSION-01 … SESSION-07): opens the socket once the page is
 * interactive, reports the elapsed time, idle and wakeup, clicks and keydowns, and the paragraph on
 * screen; shows the server's notices; and gives a teacher's page who is reading now.
 */
export function useReadingSession(opts: { me: Me; content: Content; level: ArticleLevel }) {
  const { me, content, level } = opts;
  const key = useQuery(readingKeyQuery(content.id));
  const qc = useQueryClient();
  const toast = useToast();
  const [readers, setReaders] = useState<ReadingNowReader[] | null>(null);
  const [connected, setConnected] = useState(false);
  const levelRef = useRef(level.id);
  const keyRef = useRef(key.data?.key);
  keyRef.current = key.data?.key;
  const socketRef = useRef<ReadingSocket | null>(null);
  const elapsedRef = useRef<() => number>(() => 0);
  const paragraphRef = useRef<number | null>(null);
  const hasKey = key.data !== undefined;

  // A new level: said at once, so the session records the level read (API-16).
  useEffect(() => {
    if (levelRef.current === level.id) return;
    levelRef.current = level.id;
    socketRef.current?.send({ type: 'beat', elapsed: elapsedRef.current(), level_id: level.id, paragraph: paragraphRef.current });
  }, [level.id]);

  // API-15: the recommendations load call, once per article page; its answer is not used.
  useEffect(() => {
    void loadRecommendations();
  }, [content.id]);

  useEffect(() => {
    if (!hasKey) return;
    const started = performance.now();
    const elapsed = () => Math.round(performance.now() - started);
    elapsedRef.current = elapsed;
    const uid = newUid();
    let idle = false;
    let lastInput = performance.now();
    let clicks = 0;
    let keydowns = 0;
    paragraphRef.current = paragraphOnScreen();

    const socket = new ReadingSocket({
      url: socketUrl(window.location),
      hello: () => ({
        type: 'hello',
        key: keyRef.current,
        content_id: content.id,
        level_id: levelRef.current,
        user_id: me.id,
        uid,
        elapsed: elapsed(),
        screen: { width: Math.min(window.innerWidth, 20_000), height: Math.min(window.innerHeight, 20_000) },
        paragraph: paragraphRef.current,
        watch: me.isTeacher,
      }),
      onMessage: (m: ReadingServerMessage) => {
        if (m.type === 'ack') setConnected(true);
        else if (m.type === 'notice') toast(m.message);
        else if (m.type === 'reading_now') setReaders(m.readers);
      },
      renewKey: async () => {
        await qc.invalidateQueries({ queryKey: readingKeyQuery(content.id).queryKey });
        const fresh = await qc.fetchQuery(readingKeyQuery(content.id));
        keyRef.current = fresh.key;
      },
      onGiveUp: () => setConnected(false),
    });
    socketRef.current = socket;
    socket.start();

    const beat = () =>
      socket.send({ type: 'beat', elapsed: elapsed(), level_id: levelRef.current, paragraph: paragraphRef.current });
    const activity = () => {
      lastInput = performance.now();
      if (idle) {
        idle = false;
        socket.send({ type: 'wakeup', elapsed: elapsed() });
      }
    };
    let scrollTimer: ReturnType<typeof setTimeout> | null = null;
    const scrolled = () => {
      activity();
      if (scrollTimer) clearTimeout(scrollTimer);
      // Where the reader is, once they stop scrolling (for "Reading now").
      scrollTimer = setTimeout(() => {
        const p = paragraphOnScreen();
        if (p !== paragraphRef.current) {
          paragraphRef.current = p;
          beat();
        }
      }, 1_500);
    };
    const clicked = () => {
      clicks++;
      activity();
    };
    const keyed = () => {
      keydowns++;
      activity();
    };
    const events: [string, EventListener][] = [
      ['pointermove', activity],
      ['touchstart', activity],
      ['wheel', activity],
      ['scroll', scrolled],
      ['click', clicked],
      ['keydown', keyed],
    ];
    for (const [name, fn] of events) window.addEventListener(name, fn, { passive: true, capture: true });

    const beats = setInterval(beat, READING_SESSION.beatMs);
    const checks = setInterval(() => {
      // SESSION-03: idle after 60 s without input.
      if (!idle && performance.now() - lastInput >= READING_SESSION.idleAfterMs) {
        idle = true;
        socket.send({ type: 'idle', elapsed: elapsed() });
      }
      if (clicks || keydowns) {
        socket.send({
          type: 'input',
          elapsed: elapsed(),
          clicks: Math.min(clicks, 10_000),
          keydowns: Math.min(keydowns, 10_000),
        });
        clicks = 0;
        keydowns = 0;
      }
    }, READING_SESSION.inputEveryMs);
    const hidden = () => {
      if (document.visibilityState === 'hidden' && !idle) {
        idle = true;
        socket.send({ type: 'idle', elapsed: elapsed() });
      } else if (document.visibilityState === 'visible') activity();
    };
    document.addEventListener('visibilitychange', hidden);

    return () => {
      for (const [name, fn] of events) window.removeEventListener(name, fn, { capture: true });
      document.removeEventListener('visibilitychange', hidden);
      clearInterval(beats);
      clearInterval(checks);
      if (scrollTimer) clearTimeout(scrollTimer);
      if (clicks || keydowns) socket.send({ type: 'input', elapsed: elapsed(), clicks, keydowns });
      else beat();
      socketRef.current = null;
      // Let the last message go before the normal close.
      setTimeout(() => socket.stop(), 50);
    };
    // One socket per article page and reader; the level and key are read when they are needed.
  }, [hasKey, content.id, me.id, me.isTeacher, qc, toast]);

  return { readers, connected };
}

/**
 * "Reading now" (present mode): how many of the teacher's students are reading this article now;
 * their names and where they are only when the teacher opens the list (a projected screen shows
 * the count alone).
 */
export function ReadingNow({ readers }: { readers: ReadingNowReader[] | null }) {
  const [open, setOpen] = useState(false);
  if (readers === null) return null;
  const n = readers.length;
  return (
    <section className={s.readingNow} aria-label={READING_NOW_TEXT.title} data-reading-now>
      <div className={s.head}>
        <strong>{READING_NOW_TEXT.title}</strong>
        <span aria-live="polite">{n === 0 ? READING_NOW_TEXT.none : READING_NOW_TEXT.count(n)}</span>
        {n > 0 && (
          <button type="button" className={s.toggle} aria-expanded={open} onClick={() => setOpen((o) => !o)}>
            {open ? 'Hide names' : 'Show names'}
          </button>
        )}
      </div>
      {open && n > 0 && (
        <ul className={s.list}>
          {readers.map((r) => (
            <li key={r.user_id}>
              <span className={s.name}>{r.name}</span>
              <span className={s.where}>
                {READING_NOW_TEXT.paragraph(r.paragraph)}
                {r.idle ? ` · ${READING_NOW_TEXT.idle}` : ''}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * The page's part: the session for every signed-in reader; "Reading now" for a teacher presenting
 * the article or looking at their assignment of it.
 */
export function ReadingSession(props: { me: Me; content: Content; level: ArticleLevel; showReadingNow: boolean }) {
  const { readers } = useReadingSession(props);
  return props.me.isTeacher && props.showReadingNow ? <ReadingNow readers={readers ?? []} /> : null;
}
