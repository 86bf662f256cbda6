/**
 * A speech worker thread: eSpeak NG (compiled to WebAssembly, from the npm registry) speaks a
 * chunk of text, and the audio is encoded to MP3 here, off the server's event loop. One per
 * thread of the pool in speech-engine.ts; each keeps its eSpeak instance for its whole life.
 *
 * Word timing: a SSML <mark/> goes before every word, so each word's time comes from its own
 * mark. eSpeak drops a mark that follows a sentence's full stop unless something follows the
 * stop, so a silent "()" does (the approach Echogarden takes); where a mark is still missing, the
 * word's own word event stands in, and the word after the last known mark takes that mark's time.
 */
import { parentPort } from 'node:worker_threads';
import { Mp3Encoder } from '@breezystack/lamejs';
import EspeakInitializer from '@echogarden/espeak-ng-emscripten';

export interface SpeakJob {
  id: number;
  text: string;
  voice: string;
  wordsPerMinute: number;
}
export interface SpeakResult {
  id: number;
  mp3?: Uint8Array;
  marks?: { type: 'word'; value: string; time: number; start: number }[];
  durationMs?: number;
  error?: string;
}

interface EspeakEvent {
  type: string;
  audio_position: number;
  text_position: number;
  id?: string | number;
}
interface EspeakInstance {
  set_voice(voice: string): void;
  set_rate(rate: number): void;
  synthesize(text: string, cb: (samples: Int16Array | undefined, events: EspeakEvent[]) => void): void;
}

const SAMPLE_RATE = 22050;
const KBPS = 40;
const escapeXml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

let espeak: Promise<EspeakInstance> | undefined;
function engine(): Promise<EspeakInstance> {
  espeak ??= EspeakInitializer().then((m) => new m.eSpeakNGWorker() as EspeakInstance);
  return espeak;
}

export async function speak(job: Omit<SpeakJob, 'id'>, opts: { encode?: boolean } = {}): Promise<Omit<SpeakResult, 'id'>> {
  const es = await engine();
  es.set_voice(job.voice);
  es.set_rate(job.wordsPerMinute);
  const words = [...job.text.matchAll(/\S+/g)].map((m) => ({ value: m[0], start: m.index }));
  // Where each word sits in the SSML, to read word events back to words.
  let ssml = '<speak>';
  const ssmlStarts: number[] = [];
  for (const [i, w] of words.entries()) {
    ssml += `<mark name="w${i}"/>`;
    ssmlStarts.push(ssml.length);
    ssml += escapeXml(w.value);
    if (/[.!?…][)"'”’»]*$/.test(w.value)) ssml += ' ()';
    ssml += ' ';
  }
  ssml += '</speak>';

  const chunks: Int16Array[] = [];
  const events: EspeakEvent[] = [];
  es.synthesize(ssml, (samples, evs) => {
    if (samples?.length) chunks.push(samples.slice());
    events.push(...evs);
  });

  const times: (number | undefined)[] = new Array(words.length).fill(undefined);
  for (const e of events) {
    if (e.type === 'mark' && typeof e.id === 'string' && e.id.startsWith('w')) {
      const i = Number(e.id.slice(1));
      if (times[i] === undefined) times[i] = e.audio_position;
    }
  }
  // Word events name their word by its 1-based position in the SSML.
  for (const e of events) {
    if (e.type !== 'word') continue;
    const at = e.text_position - 1;
    const i = ssmlStarts.findIndex((s, k) => at >= s && at < (ssmlStarts[k + 1] ?? Infinity));
    if (i >= 0 && times[i] === undefined) times[i] = e.audio_position;
  }
  let last = 0;
  const marks = words.map((w, i) => {
    const time = Math.max(last, Math.round(times[i] ?? last));
    last = time;
    return { type: 'word' as const, value: w.value, time, start: w.start };
  });

  const total = chunks.reduce((n, c) => n + c.length, 0);
  if (opts.encode === false) return { marks, durationMs: Math.round((total / SAMPLE_RATE) * 1000) };
  const pcm = new Int16Array(total);
  let at = 0;
  for (const c of chunks) {
    pcm.set(c, at);
    at += c.length;
  }
  const encoder = new Mp3Encoder(1, SAMPLE_RATE, KBPS);
  const parts: Uint8Array[] = [];
  const FRAME = 1152 * 16;
  for (let i = 0; i < pcm.length; i += FRAME) {
    const out = encoder.encodeBuffer(pcm.subarray(i, i + FRAME));
    if (out.length) parts.push(new Uint8Array(out));
  }
  const end = encoder.flush();
  if (end.length) parts.push(new Uint8Array(end));
  const mp3 = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let off = 0;
  for (const p of parts) {
    mp3.set(p, off);
    off += p.length;
  }
  return { mp3, marks, durationMs: Math.round((pcm.length / SAMPLE_RATE) * 1000) };
}

parentPort?.on('message', (job: SpeakJob) => {
  speak(job).then(
    (result) =>
      parentPort!.postMessage(
        { id: job.id, ...result } satisfies SpeakResult,
        result.mp3 ? [result.mp3.buffer as ArrayBuffer] : [],
      ),
    (err: unknown) => parentPort!.postMessage({ id: job.id, error: String(err) } satisfies SpeakResult),
  );
});
