/**
 * Where speech comes from. One engine today, eSpeak NG in a pool of worker threads on this
 * machine (docs/adr/0007-read-aloud-speech.md): no student's text or voice leaves the school's
 * server, nothing is downloaded at run time. A district with a better voice sets SPEECH_URL to
 * its own speech server, which then answers instead (docs/deploy.md says what it must answer).
 */
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { SpeechMark, type ReadAloudLanguage } from '@lectern/domain';
import { z } from 'zod';
import type { SpeakJob, SpeakResult } from './speech-worker.js';

export interface Speech {
  mp3: Uint8Array;
  marks: SpeechMark[];
}

export interface SpeechEngine {
  /** Names the engine and its voices in cache keys, so a new engine never serves old audio. */
  readonly id: string;
  speak(text: string, language: ReadAloudLanguage, wordsPerMinute: number): Promise<Speech>;
  close(): Promise<void>;
}

const VOICES: Record<ReadAloudLanguage, string> = { en: 'en-us', es: 'es' };

/** More jobs than this waiting is a flood: the caller is told to try again (503), not queued forever. */
const MAX_WAITING = 512;

export class EngineBusy extends Error {}

/**
 * eSpeak NG in `size` worker threads (default: the cores, at most 4), started on first use; jobs
 * wait their turn in order. A worker that dies is replaced and its job fails (the caller retries).
 */
export function espeakEngine(size = Math.min(4, availableParallelism())): SpeechEngine {
  const here = import.meta.url;
  const script = new URL(here.endsWith('.ts') ? './speech-worker.ts' : './speech-worker.js', here);
  const idle: Worker[] = [];
  const all = new Set<Worker>();
  const waiting: { job: Omit<SpeakJob, 'id'>; resolve: (s: Speech) => void; reject: (e: Error) => void }[] = [];
  const running = new Map<Worker, { id: number; resolve: (s: Speech) => void; reject: (e: Error) => void }>();
  let nextId = 1;
  let closed = false;

  const spawn = () => {
    // From the TypeScript sources (tests, development) the worker first registers tsx's loader.
    const worker = here.endsWith('.ts')
      ? new Worker(`import('tsx/esm/api').then((tsx) => { tsx.register(); return import(${JSON.stringify(script.href)}); })`, {
          eval: true,
        })
      : new Worker(script);
    all.add(worker);
    worker.unref();
    worker.on('message', (result: SpeakResult) => {
      const job = running.get(worker);
      running.delete(worker);
      if (job && job.id === result.id) {
        if (result.error || !result.mp3 || !result.marks) job.reject(new Error(result.error ?? 'no audio'));
        else job.resolve({ mp3: result.mp3, marks: result.marks });
      }
      idle.push(worker);
      pump();
    });
    worker.on('error', (err) => {
      running.get(worker)?.reject(err);
      running.delete(worker);
      all.delete(worker);
      if (!closed) pump();
    });
    return worker;
  };

  function pump() {
    while (waiting.length && !closed) {
      const worker = idle.pop() ?? (all.size < size ? spawn() : undefined);
      if (!worker) return;
      const next = waiting.shift()!;
      const id = nextId++;
      running.set(worker, { id, resolve: next.resolve, reject: next.reject });
      worker.ref();
      worker.postMessage({ id, ...next.job } satisfies SpeakJob);
    }
    for (const w of idle) w.unref();
  }

  return {
    id: `espeak-ng-0.3.5/mp3-40k`,
    speak(text, language, wordsPerMinute) {
      if (closed) return Promise.reject(new Error('the speech engine is closed'));
      if (waiting.length >= MAX_WAITING) return Promise.reject(new EngineBusy());
      return new Promise<Speech>((resolve, reject) => {
        waiting.push({ job: { text, voice: VOICES[language], wordsPerMinute }, resolve, reject });
        pump();
      });
    },
    async close() {
      closed = true;
      for (const w of waiting.splice(0)) w.reject(new Error('the speech engine is closed'));
      await Promise.all([...all].map((w) => w.terminate()));
    },
  };
}

const RemoteSpeech = z.object({ audio: z.base64(), speech_marks: z.array(SpeechMark) });

/**
 * A district's own speech server (SPEECH_URL): POST {text, language, words_per_minute} as JSON,
 * answered with {audio: base64 MP3, speech_marks: [{type: "word", value, time, start}]}.
 */
export function remoteEngine(url: string, timeoutMs = 15_000): SpeechEngine {
  return {
    id: `remote:${url}`,
    async speak(text, language, wordsPerMinute) {
      const res = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ text, language, words_per_minute: wordsPerMinute }),
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (!res.ok) throw new Error(`the speech server answered ${res.status}`);
      const body = RemoteSpeech.parse(await res.json());
      return { mp3: Buffer.from(body.audio, 'base64'), marks: body.speech_marks };
    },
    async close() {},
  };
}
