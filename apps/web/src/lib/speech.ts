import type { SpeechData, SpeechRequest } from '@lectern/domain';
import { isOk } from './api.js';
import { apiQuery } from './query.js';

/**
 * `POST /api/v3/text-to-speech/` (API-35): a chunk's audio and word marks. A read, though sent as
 * a POST (the text is long), so it is cached like one: the same text at the same speed is
 * synthesized once per page. A failure is held, not retried (AUDIO-17).
 */
export const speechQuery = (req: SpeechRequest) =>
  apiQuery({
    queryKey: ['text-to-speech', req.language, req.speed, req.text],
    endpoint: {
      method: 'POST',
      path: '/api/v3/text-to-speech/',
      body: req,
      schema: 'SpeechResponse',
      toData: (status, body) => (isOk(status) ? (body as { data: SpeechData }).data : undefined),
    },
    staleTime: 10 * 60_000,
    retry: false,
  });

/**
 * One voice at a time on a page (AUDIO-09): the article's read-aloud, a quiz question's, a quiz's
 * answers'. Whoever starts speaking takes the floor, and whoever had it is paused.
 */
let floor: { owner: symbol; pause: () => void } | null = null;

export function takeTheFloor(owner: symbol, pause: () => void) {
  if (floor && floor.owner !== owner) floor.pause();
  floor = { owner, pause };
}

export function leaveTheFloor(owner: symbol) {
  if (floor?.owner === owner) floor = null;
}
