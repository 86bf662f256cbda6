/**
 * An OpenAI-compatible chat-completions server for the teacher tools (docs/adr/0012): one JSON
 * answer per call, each call bounded by a time-out and retried, so a slow or failing server costs a
 * bounded wait before the offline engine answers instead. Only the article's title, teaser and text
 * (and, for a lesson plan, the teacher's objective) are sent — never who is asking.
 */
import { readFileSync } from 'node:fs';

export interface LlmConfig {
  baseUrl: string;
  model: string;
  apiKey?: string | undefined;
  timeoutMs: number;
  /** Attempts after the first (API-33: 3). */
  retries: number;
}

const promptCache = new Map<string, string>();
/** A prompt file beside this one (prompts/<name>.md). */
export function prompt(name: string): string {
  let text = promptCache.get(name);
  if (text === undefined) {
    text = readFileSync(new URL(`./prompts/${name}.md`, import.meta.url), 'utf8').trim();
    promptCache.set(name, text);
  }
  return text;
}

export class ModelFailed extends Error {}

/** Asks the model once per attempt until one answer parses as JSON; throws ModelFailed after the last. */
export async function completeJson(config: LlmConfig, system: string, user: string): Promise<unknown> {
  const url = `${config.baseUrl.replace(/\/+$/, '')}/chat/completions`;
  let last: unknown;
  for (let attempt = 0; attempt <= config.retries; attempt++) {
    try {
      const res = await fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(config.apiKey ? { authorization: `Bearer ${config.apiKey}` } : {}),
        },
        body: JSON.stringify({
          model: config.model,
          temperature: 0.3,
          response_format: { type: 'json_object' },
          messages: [
            { role: 'system', content: system },
            { role: 'user', content: user },
          ],
        }),
        signal: AbortSignal.timeout(config.timeoutMs),
      });
      if (!res.ok) throw new ModelFailed(`The model server answered ${res.status}.`);
      const body = (await res.json()) as { choices?: { message?: { content?: string } }[] };
      const content = body.choices?.[0]?.message?.content ?? '';
      // Some models wrap their JSON in a fenced block.
      const json = content.replace(/^\s*```(?:json)?\s*/i, '').replace(/\s*```\s*$/, '');
      return JSON.parse(json);
    } catch (err) {
      last = err;
    }
  }
  throw new ModelFailed(last instanceof Error ? last.message : 'The model did not answer.');
}
