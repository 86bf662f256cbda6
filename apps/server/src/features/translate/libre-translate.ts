/**
 * A district's own machine-translation server with the LibreTranslate API (TRANSLATE_URL). Only
 * an article's text is sent: no reader, class or school is named in a request. `GET /languages`
 * lists what it translates; `POST /translate` takes the texts as an array (`q`) and answers
 * `translatedText` as an array in the same order.
 */
import { z } from 'zod';

/** The server did not answer (refused, reset, or too slow). */
export class TranslatorDown extends Error {}
/** The server answered, but not with a translation. */
export class TranslatorFailed extends Error {}

export interface Translator {
  /** The languages it translates `source` into (codes), besides `source` itself. */
  targets(source: string): Promise<string[]>;
  /** The texts in `target`, in the same order. */
  translate(texts: readonly string[], source: string, target: string): Promise<string[]>;
}

const FAILED_LIST_MS = 30_000;

const Languages = z.array(z.object({ code: z.string(), targets: z.array(z.string()).optional() }));
const Translated = z.object({ translatedText: z.array(z.string()) });

export interface TranslatorOptions {
  apiKey?: string | undefined;
  timeoutMs?: number;
  /** How long the list of languages is kept before it is asked for again. */
  languagesTtlMs?: number;
}

export function libreTranslate(baseUrl: string, opts: TranslatorOptions = {}): Translator {
  const base = baseUrl.replace(/\/+$/, '');
  const timeoutMs = opts.timeoutMs ?? 20_000;
  const ttl = opts.languagesTtlMs ?? 10 * 60_000;
  let languages: { at: number; list: Promise<z.infer<typeof Languages>> } | null = null;

  async function call(path: string, init: RequestInit, ms = timeoutMs): Promise<unknown> {
    let res: Response;
    try {
      res = await fetch(`${base}${path}`, { ...init, signal: AbortSignal.timeout(ms) });
    } catch (err) {
      throw new TranslatorDown(`the translation server did not answer ${path}`, { cause: err });
    }
    if (res.status >= 500 && res.status !== 501) throw new TranslatorDown(`the translation server answered ${res.status}`);
    if (!res.ok) throw new TranslatorFailed(`the translation server answered ${res.status}: ${await res.text().catch(() => '')}`);
    try {
      return await res.json();
    } catch (err) {
      throw new TranslatorFailed('the translation server answered something other than JSON', { cause: err });
    }
  }

  function languageList() {
    if (!languages || Date.now() - languages.at > ttl) {
      // The list is asked for by every article page: it waits a few seconds at most.
      const list = call('/languages', { method: 'GET' }, Math.min(timeoutMs, 5_000)).then((body) => {
        const parsed = Languages.safeParse(body);
        if (!parsed.success) throw new TranslatorFailed('the translation server listed its languages in an unknown shape');
        return parsed.data;
      });
      languages = { at: Date.now(), list };
      // A failed list is kept for half a minute, not the whole ttl: pages do not each wait on a
      // server that is down, and its languages come back soon after it does.
      list.catch(() => {
        if (languages?.list === list) languages = { at: Date.now() - ttl + FAILED_LIST_MS, list };
      });
    }
    return languages.list;
  }

  return {
    async targets(source) {
      const list = await languageList();
      const from = list.find((l) => l.code === source);
      // Older servers list no targets: every language translates into every other.
      const codes = from?.targets ?? (from ? list.map((l) => l.code) : []);
      return [...new Set(codes)].filter((c) => c !== source);
    },
    async translate(texts, source, target) {
      if (texts.length === 0) return [];
      const body = await call('/translate', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ q: texts, source, target, format: 'text', ...(opts.apiKey ? { api_key: opts.apiKey } : {}) }),
      });
      const parsed = Translated.safeParse(body);
      if (!parsed.success || parsed.data.translatedText.length !== texts.length)
        throw new TranslatorFailed('the translation server answered without one translation per text');
      return parsed.data.translatedText;
    },
  };
}
