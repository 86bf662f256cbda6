import { createHash } from 'node:crypto';
import { readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { SpeechMark, wordsPerMinuteOf, type SpeechData, type SpeechRequest } from '@lectern/domain';
import { z } from 'zod';
import type { AuthUser } from '../../auth/auth-user.js';
import { AppError } from '../../errors.js';
import { EngineBusy, type SpeechEngine } from './speech-engine.js';

export const AUDIO_PREFIX = '/api/v3/text-to-speech/audio/';

/**
 * Speech is cached on disk (in `dir`, which the routes create at start) by (engine, language,
 * speed, text): the MP3 beside its marks, written whole under a temporary name and renamed, so a
 * reader never gets half a file and a second student asking for the same paragraph gets it at once. The cache is this machine's: another
 * machine makes its own on first use. Requests for the same speech at once make it once.
 */
export function speechCache(engine: SpeechEngine, dir: string, log?: (err: unknown) => void) {
  const making = new Map<string, Promise<SpeechMark[]>>();
  const Marks = z.array(SpeechMark);

  async function make(key: string, req: SpeechRequest): Promise<SpeechMark[]> {
    const marksFile = join(dir, `${key}.json`);
    const cached = await readFile(marksFile, 'utf8').then(
      (text) => Marks.parse(JSON.parse(text)),
      () => null,
    );
    if (cached) return cached;
    const speech = await engine.speak(req.text, req.language, wordsPerMinuteOf(req.speed));
    const tmp = `.${process.pid}.${Math.random().toString(36).slice(2)}`;
    await writeFile(join(dir, `${key}.mp3${tmp}`), speech.mp3);
    await rename(join(dir, `${key}.mp3${tmp}`), join(dir, `${key}.mp3`));
    // The marks last: their file says the audio is complete.
    await writeFile(`${marksFile}${tmp}`, JSON.stringify(speech.marks));
    await rename(`${marksFile}${tmp}`, marksFile);
    return speech.marks;
  }

  return {
    /** API-35: the audio's address and the word marks of one chunk, made once and kept. */
    async speech(user: AuthUser | null, req: SpeechRequest): Promise<SpeechData> {
      if (!user) throw new AppError('unauthenticated');
      const key = createHash('sha256')
        .update(JSON.stringify([engine.id, req.language, req.speed, req.text]))
        .digest('base64url');
      let pending = making.get(key);
      if (!pending) {
        pending = make(key, req).finally(() => making.delete(key));
        making.set(key, pending);
      }
      try {
        return { download_url: `${AUDIO_PREFIX}${key}.mp3`, speech_marks: await pending };
      } catch (err) {
        if (err instanceof AppError) throw err;
        // The engine is busy (a flood) or failed: the reader may try again; nothing is lost.
        if (!(err instanceof EngineBusy)) log?.(err);
        throw new AppError('speech_unavailable');
      }
    },
  };
}
