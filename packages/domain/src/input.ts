/**
 * Rules every request inherits, whatever the endpoint: no control characters in text (PostgreSQL
 * refuses NUL, and none of them belongs in what a person types) and dates a school could mean.
 */
import { z } from 'zod';

/** C0 controls and DEL, except tab, line feed and carriage return. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

export const CONTROL_CHARACTER_MESSAGE = 'Remove control characters (such as NUL) from the text.';

/** The path of the first string (or object key) in a JSON value that holds a control character, else null. */
export function controlCharacterPath(value: unknown, path: string[] = [], depth = 0): string[] | null {
  if (typeof value === 'string') return CONTROL.test(value) ? path : null;
  if (value === null || typeof value !== 'object' || depth > 64) return null;
  for (const [key, v] of Object.entries(value as Record<string, unknown>)) {
    if (CONTROL.test(key)) return [...path, key.replace(CONTROL, '?')];
    const found = controlCharacterPath(v, [...path, key], depth + 1);
    if (found) return found;
  }
  return null;
}

/** The years a date in Lectern may fall in: quiz answers, due dates, schedules. */
export const DATE_YEARS = { min: 2000, max: 2100 } as const;
export const DATE_RANGE_MESSAGE = `Choose a date between the years ${DATE_YEARS.min} and ${DATE_YEARS.max}.`;

/** An ISO 8601 date-time with an offset, within DATE_YEARS. */
export const IsoDateTime = z.iso.datetime({ offset: true }).refine((v) => {
  const year = new Date(v).getUTCFullYear();
  return year >= DATE_YEARS.min && year <= DATE_YEARS.max;
}, DATE_RANGE_MESSAGE);

/** How deep and how long free-form JSON in a request (event data) may be: plenty for any event. */
export const JSON_DATA_LIMITS = { depth: 8, characters: 16_000 } as const;
export const JSON_DATA_MESSAGE = `Keep the data to at most ${JSON_DATA_LIMITS.depth} levels deep and ${JSON_DATA_LIMITS.characters.toLocaleString('en')} characters.`;

/**
 * Whether a JSON value nests objects and arrays deeper than `max`, counted level by level rather
 * than by recursion: a hostile value can be nested far deeper than any call stack (JSON.stringify
 * overflows at a few thousand levels), and must be refused before anything walks it recursively.
 */
export function nestedDeeperThan(value: unknown, max: number): boolean {
  let level: unknown[] = [value];
  for (let depth = 0; ; depth++) {
    const containers = level.filter((v): v is object => v !== null && typeof v === 'object');
    if (!containers.length) return false;
    if (depth >= max) return true;
    level = containers.flatMap((c) => Object.values(c));
  }
}

/** Free-form JSON data (a product event's details), bounded in depth and length. */
export const JsonData = z
  .record(z.string(), z.unknown())
  .refine(
    (v) => !nestedDeeperThan(v, JSON_DATA_LIMITS.depth) && JSON.stringify(v).length <= JSON_DATA_LIMITS.characters,
    JSON_DATA_MESSAGE,
  );
