/**
 * The autosave of a student's written response (WRITE-19, WRITE-20): it must never lose a word.
 *
 * - Typing saves a draft after a pause (WRITE_LIMITS.autosaveDebounceMs); nothing is sent while
 *   both the stored and the typed text are empty.
 * - One save is on its way at a time; each names the revision the server last acknowledged
 *   (`base_revision`), so a late save never overwrites newer text. A refusal as stale (another
 *   window saved meanwhile) takes the server's revision and sends again what was typed here, or,
 *   when nothing was typed here since, takes the server's text.
 * - Until the server has acknowledged the exact text on screen, it is also kept in localStorage
 *   (one key per user, article and class) and restored on the next load when it is newer than the
 *   server's.
 * - Without a connection it tries again, waiting longer each time (1, 2, 4 … 30 s), and at once
 *   when the browser is back online.
 * - Submitting sends the text on screen with the completion date, after the save on its way; a
 *   second press while it is on its way gets the same answer.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { shouldAutosave, WRITE_LIMITS, type ResponseSaveBody, type WriteResponse } from '@lectern/domain';
import { saveResponse, type ResponseSaveResult } from './api.js';

/** What a save sends besides the text: the article, class, prompt and assignments it answers. */
export type ResponseTarget = Pick<ResponseSaveBody, 'article_id' | 'classroom_id' | 'prompt_content_id' | 'assignment_ids'>;

/** Where the draft stands, for the status line. */
export type DraftState =
  | { kind: 'idle' }
  | { kind: 'saving' }
  | { kind: 'saved'; at: string }
  /** Not acknowledged yet: no connection or a server error; it keeps trying. */
  | { kind: 'retrying' }
  /** Over WRITE_LIMITS.responseMax: not sent, kept on this device. */
  | { kind: 'tooLong' }
  /** The server refused the draft (a 4xx); typing again tries again. */
  | { kind: 'refused'; message: string };

export type SubmitOutcome =
  | { ok: true; response: WriteResponse }
  | { ok: false; reason: 'empty' | 'tooLong' | 'unreachable'; message?: undefined }
  | { ok: false; reason: 'refused'; message: string }
  /** Another window submitted a different text first; that submission stands. */
  | { ok: false; reason: 'submittedElsewhere'; message?: undefined; response: WriteResponse };

/** The text kept on this device until the server has it. */
interface LocalDraft {
  text: string;
  /** The response it continues (null: not created yet). */
  id: number | null;
  /** The server's revision when it was typed. */
  base: number;
  /** When it was typed (ISO). */
  at: string;
}

interface Ack {
  id: number | null;
  revision: number;
  text: string;
  at: string | null;
}

/** Retries wait 1, 2, 4 … seconds, never more than this. */
export const RETRY_MAX_MS = 30_000;
const RETRY_FIRST_MS = 1_000;
/** Stale refusals in a row before the save waits like a failed one (two windows typing at once). */
const STALE_IN_A_ROW = 3;

/** The localStorage key of a draft: one per user, article and class. */
export const draftStorageKey = (userUniqueId: string, articleId: string, classroomId: string) =>
  `lectern:write-response:${userUniqueId}:${articleId}:${classroomId}`;

function readLocal(key: string): LocalDraft | null {
  try {
    const raw = window.localStorage.getItem(key);
    if (!raw) return null;
    const v = JSON.parse(raw) as Partial<LocalDraft>;
    if (typeof v.text !== 'string' || typeof v.base !== 'number' || typeof v.at !== 'string') return null;
    return { text: v.text, id: typeof v.id === 'number' ? v.id : null, base: v.base, at: v.at };
  } catch {
    return null;
  }
}

function writeLocal(key: string, draft: LocalDraft | null) {
  try {
    if (draft) window.localStorage.setItem(key, JSON.stringify(draft));
    else window.localStorage.removeItem(key);
  } catch {
    // Storage full or turned off: the server's copy is all there is; the autosave still runs.
  }
}

/** Whether the copy kept on this device is newer than the draft the server holds. */
function localIsNewer(local: LocalDraft, server: WriteResponse | null): boolean {
  if (local.text === (server?.text ?? '')) return false;
  if (!server) return local.id === null;
  if (local.id !== null && local.id !== server.id) return false;
  // Typed on the revision the server still holds: nothing has replaced it since.
  if (local.id === server.id && server.revision <= local.base) return true;
  return Date.parse(local.at) > Date.parse(server.date_modified);
}

export interface UseResponseDraftOptions {
  storageKey: string;
  /** The draft this editor continues, or null for a new response. Read once, when the editor opens. */
  initial: WriteResponse | null;
  target: ResponseTarget;
  /** Every response the server acknowledges (the editor's caches follow it). */
  onStored?: (response: WriteResponse) => void;
}

export function useResponseDraft({ storageKey, initial, target, onStored }: UseResponseDraftOptions) {
  const [text, setTextState] = useState(initial?.text ?? '');
  const [state, setState] = useState<DraftState>(initial ? { kind: 'saved', at: initial.date_modified } : { kind: 'idle' });
  /** The text was restored from this device on opening (it is being saved). */
  const [restored, setRestored] = useState(false);

  const ack = useRef<Ack>(
    initial
      ? { id: initial.id, revision: initial.revision, text: initial.text, at: initial.date_modified }
      : { id: null, revision: 0, text: '', at: null },
  );
  const typed = useRef(initial?.text ?? '');
  /** Typed here since the editor and the server last agreed. */
  const dirty = useRef(false);
  const inFlight = useRef<Promise<void> | null>(null);
  /** Asked to save while one was on its way: save again when it is answered. */
  const again = useRef(false);
  const debounce = useRef<ReturnType<typeof setTimeout> | null>(null);
  const retry = useRef<ReturnType<typeof setTimeout> | null>(null);
  const retryDelay = useRef(RETRY_FIRST_MS);
  const staleInARow = useRef(0);
  const submitting = useRef<Promise<SubmitOutcome> | null>(null);
  /** Submitted: nothing more is saved. */
  const closed = useRef(false);
  const targetRef = useRef(target);
  targetRef.current = target;
  const onStoredRef = useRef(onStored);
  onStoredRef.current = onStored;
  const keyRef = useRef(storageKey);
  keyRef.current = storageKey;

  /** Keeps the text on this device until the server has acknowledged exactly it. */
  const keepLocal = useCallback(() => {
    const a = ack.current;
    writeLocal(
      keyRef.current,
      typed.current === a.text ? null : { text: typed.current, id: a.id, base: a.revision, at: new Date().toISOString() },
    );
  }, []);

  const adopt = useCallback((response: WriteResponse) => {
    ack.current = { id: response.id, revision: response.revision, text: response.text, at: response.date_modified };
    onStoredRef.current?.(response);
  }, []);

  const bodyOf = (textToSend: string, dateCompleted: string | null): ResponseSaveBody => ({
    ...targetRef.current,
    ...(ack.current.id !== null ? { id: ack.current.id } : {}),
    text: textToSend,
    base_revision: ack.current.revision,
    ...(dateCompleted ? { date_completed: dateCompleted } : {}),
  });

  // `pump` and `scheduleRetry` call each other through this ref.
  const pumpRef = useRef<() => Promise<void>>(async () => undefined);

  const scheduleRetry = useCallback(() => {
    if (retry.current) return;
    const delay = retryDelay.current;
    retryDelay.current = Math.min(delay * 2, RETRY_MAX_MS);
    retry.current = setTimeout(() => {
      retry.current = null;
      void pumpRef.current();
    }, delay);
  }, []);

  const settled = useCallback(() => {
    retryDelay.current = RETRY_FIRST_MS;
    if (retry.current) clearTimeout(retry.current);
    retry.current = null;
  }, []);

  /** What a draft save's answer means. Returns whether to send again at once. */
  const handleDraft = useCallback(
    (result: ResponseSaveResult): boolean => {
      switch (result.kind) {
        case 'saved':
          staleInARow.current = 0;
          settled();
          adopt(result.response);
          if (typed.current === result.response.text) dirty.current = false;
          keepLocal();
          setState({ kind: 'saved', at: result.response.date_modified });
          return false;
        case 'conflict':
          adopt(result.current);
          if (result.code === 'already_submitted') {
            // Submitted in another window: that submission stands; what is on screen stays here.
            closed.current = true;
            settled();
            setState({ kind: 'saved', at: result.current.date_modified });
            return false;
          }
          if (!dirty.current) {
            // Nothing typed here since: the other window's text is the newer one.
            typed.current = result.current.text;
            setTextState(result.current.text);
            keepLocal();
            setState({ kind: 'saved', at: result.current.date_modified });
            return false;
          }
          staleInARow.current += 1;
          if (staleInARow.current < STALE_IN_A_ROW) return true;
          staleInARow.current = 0;
          setState({ kind: 'retrying' });
          scheduleRetry();
          return false;
        case 'unreachable':
          setState({ kind: 'retrying' });
          scheduleRetry();
          return false;
        case 'refused':
          settled();
          setState({ kind: 'refused', message: result.message });
          return false;
      }
    },
    [adopt, keepLocal, scheduleRetry, settled],
  );

  /** Sends the typed text if the server lacks it; one save at a time. */
  const pump = useCallback(async (): Promise<void> => {
    if (closed.current || submitting.current) return;
    if (inFlight.current) {
      again.current = true;
      return;
    }
    const textToSend = typed.current;
    if (textToSend === ack.current.text) {
      keepLocal();
      if (ack.current.at) setState({ kind: 'saved', at: ack.current.at });
      return;
    }
    if (!shouldAutosave(ack.current.text, textToSend)) return;
    if (textToSend.length > WRITE_LIMITS.responseMax) {
      setState({ kind: 'tooLong' });
      return;
    }
    if (typeof navigator !== 'undefined' && navigator.onLine === false) {
      // Offline: the 'online' event sends it; the timer covers a browser that never says so.
      setState({ kind: 'retrying' });
      scheduleRetry();
      return;
    }
    setState({ kind: 'saving' });
    let sendAgain = false;
    const trip = saveResponse(bodyOf(textToSend, null)).then((result) => {
      sendAgain = handleDraft(result);
    });
    inFlight.current = trip;
    try {
      await trip;
    } finally {
      inFlight.current = null;
    }
    if (sendAgain || again.current) {
      again.current = false;
      if (typed.current !== ack.current.text) await pumpRef.current();
    }
  }, [handleDraft, keepLocal, scheduleRetry]);
  pumpRef.current = pump;

  const flushNow = useCallback(() => {
    if (debounce.current) clearTimeout(debounce.current);
    debounce.current = null;
    if (typed.current !== ack.current.text) void pumpRef.current();
  }, []);

  /** The editor's onChange: keeps the text here at once and saves it after a pause. */
  const setText = useCallback(
    (next: string) => {
      if (closed.current) return;
      typed.current = next;
      dirty.current = true;
      setTextState(next);
      keepLocal();
      if (next.length > WRITE_LIMITS.responseMax) setState({ kind: 'tooLong' });
      else
        setState((s) => {
          if (s.kind !== 'tooLong') return s;
          const at = ack.current.at;
          return at ? { kind: 'saved', at } : { kind: 'idle' };
        });
      if (debounce.current) clearTimeout(debounce.current);
      debounce.current = setTimeout(() => {
        debounce.current = null;
        void pumpRef.current();
      }, WRITE_LIMITS.autosaveDebounceMs);
    },
    [keepLocal],
  );

  /** WRITE-14: sends the text on screen with its completion date, after the save on its way. */
  const submit = useCallback((): Promise<SubmitOutcome> => {
    if (submitting.current) return submitting.current;
    const run = async (): Promise<SubmitOutcome> => {
      if (debounce.current) clearTimeout(debounce.current);
      debounce.current = null;
      while (inFlight.current) await inFlight.current;
      const textToSend = typed.current;
      if (textToSend.trim() === '') return { ok: false, reason: 'empty' };
      if (textToSend.length > WRITE_LIMITS.responseMax) return { ok: false, reason: 'tooLong' };
      for (let attempt = 0; attempt < STALE_IN_A_ROW; attempt++) {
        const trip = saveResponse(bodyOf(textToSend, new Date().toISOString()));
        inFlight.current = trip.then(() => undefined);
        let result: ResponseSaveResult;
        try {
          result = await trip;
        } finally {
          inFlight.current = null;
        }
        if (result.kind === 'saved') {
          adopt(result.response);
          closed.current = true;
          dirty.current = false;
          settled();
          writeLocal(keyRef.current, null);
          setState({ kind: 'saved', at: result.response.date_modified });
          return { ok: true, response: result.response };
        }
        if (result.kind === 'conflict' && result.code === 'stale_draft') {
          // Another window saved meanwhile: what is on screen here is what the student submits.
          adopt(result.current);
          continue;
        }
        if (result.kind === 'conflict') {
          adopt(result.current);
          closed.current = true;
          settled();
          if (result.current.text === textToSend) {
            writeLocal(keyRef.current, null);
            return { ok: true, response: result.current };
          }
          return { ok: false, reason: 'submittedElsewhere', response: result.current };
        }
        if (result.kind === 'refused') return { ok: false, reason: 'refused', message: result.message };
        // No answer: the draft keeps trying on its own; the student may press Submit again.
        setState({ kind: 'retrying' });
        scheduleRetry();
        return { ok: false, reason: 'unreachable' };
      }
      setState({ kind: 'retrying' });
      scheduleRetry();
      return { ok: false, reason: 'unreachable' };
    };
    const p = run().finally(() => {
      submitting.current = null;
    });
    submitting.current = p;
    return p;
  }, [adopt, scheduleRetry, settled]);

  // On opening: restore what this device kept if it is newer than the server's draft.
  useEffect(() => {
    const local = readLocal(keyRef.current);
    if (!local) return;
    if (!localIsNewer(local, initial)) {
      writeLocal(keyRef.current, null);
      return;
    }
    typed.current = local.text;
    dirty.current = true;
    setTextState(local.text);
    setRestored(true);
    if (local.text.length > WRITE_LIMITS.responseMax) setState({ kind: 'tooLong' });
    else void pumpRef.current();
    // Read once, when the editor opens: later answers of the server come through the autosave.
  }, []);

  // Back online: send at once. Leaving the page (or the tab): send what is typed.
  useEffect(() => {
    const online = () => {
      if (typed.current === ack.current.text || closed.current) return;
      settled();
      void pumpRef.current();
    };
    const hidden = () => {
      if (document.visibilityState === 'hidden') flushNow();
    };
    window.addEventListener('online', online);
    window.addEventListener('pagehide', flushNow);
    document.addEventListener('visibilitychange', hidden);
    return () => {
      window.removeEventListener('online', online);
      window.removeEventListener('pagehide', flushNow);
      document.removeEventListener('visibilitychange', hidden);
    };
  }, [flushNow, settled]);

  // Closing the editor (Back, the panel's close): what is typed is sent now; the device keeps it too.
  useEffect(
    () => () => {
      if (retry.current) clearTimeout(retry.current);
      retry.current = null;
      flushNow();
    },
    [flushNow],
  );

  return { text, setText, state, restored, submit };
}
