import { z } from 'zod';

/**
 * The citation generator (TOOLBAR-23 … TOOLBAR-34): the citation data of an article level, its
 * checks, and the article cited as a web article in MLA (9th edition), APA (7th edition) and
 * Chicago (17th edition, notes and bibliography: the bibliography entry). Why these are written
 * here rather than run through a CSL processor: docs/adr/0009-citations.md.
 */

/** The product's name in citations (TOOLBAR-34). */
export const CITATION_PRODUCT = 'Lectern';

export const CITATION_TEXT = {
  missingBanner: 'Some important information is missing, please edit them manually.',
  missing: 'Missing',
  copy: 'Copy citation',
  copied: 'Citation copied',
  editTitle: 'Edit citation information',
  originalVersion: 'Original version',
} as const;

export const CITATION_STYLES = ['MLA', 'APA', 'Chicago'] as const;
export type CitationStyle = (typeof CITATION_STYLES)[number];

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;
export const CITATION_MONTHS: readonly string[] = MONTHS;

/** TOOLBAR-31: a date and time as ISO 8601 writes it (seconds, fraction and zone optional). */
const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?$/;

export const isIsoDateTime = (value: string) => ISO_DATE_TIME.test(value) && !Number.isNaN(Date.parse(value));

const required = z.string().trim().min(1, CITATION_TEXT.missing);

/** TOOLBAR-26: one contributor; TOOLBAR-27: first and last name required, middle name and suffix not. */
export const CitationAuthor = z.object({
  firstName: required,
  middleName: z.string(),
  lastName: required,
  suffix: z.string(),
});
export type CitationAuthor = z.infer<typeof CitationAuthor>;

/** TOOLBAR-26 … TOOLBAR-28, TOOLBAR-31: the citation data and the edit form's checks. */
export const CitationData = z.object({
  authors: z.array(CitationAuthor),
  title: required,
  url: required,
  websiteTitle: required,
  datePublished: z.string().refine(isIsoDateTime, CITATION_TEXT.missing),
  /** Optional: '' or an ISO date-time. */
  dateAccessed: z.string().refine((v) => v === '' || isIsoDateTime(v), 'Not a date'),
  version: z.string(),
  contentProvider: z.string(),
  isOriginalLevel: z.boolean(),
});
export type CitationData = z.infer<typeof CitationData>;

/** A field of the citation data by its path: `title`, `authors.0.lastName` … */
export type CitationField = string;

/** TOOLBAR-27, TOOLBAR-28: each failing field with its message; empty when the data may be saved. */
export function citationErrors(data: CitationData): Record<CitationField, string> {
  const result = CitationData.safeParse(data);
  if (result.success) return {};
  const errors: Record<CitationField, string> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.join('.');
    errors[key] ??= issue.message;
  }
  return errors;
}

/** What the citation is made from: the article level the reader has open (content API fields). */
export interface CitedLevel {
  title: string;
  byline: string;
  author: string;
  display_published_at: string;
  content_provider: { name: string };
  lexile: number;
  is_original_level: boolean;
}

const SUFFIXES = /^(jr\.?|sr\.?|ii|iii|iv|v|vi)$/i;
/** TOOLBAR-30: the provider types whose names are not authors of the article. */
const PROVIDER_TYPES = /^(adapted|edited)\s+by\b/i;

/** A written name as first, middle, last and suffix ("Ana María Ortiz Jr."). */
export function splitName(name: string): CitationAuthor {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const suffix = words.length > 2 && SUFFIXES.test(words[words.length - 1]!) ? words.pop()! : '';
  if (words.length === 1) return { firstName: '', middleName: '', lastName: words[0]!, suffix };
  return {
    firstName: words[0] ?? '',
    middleName: words.slice(1, -1).join(' '),
    lastName: words.length > 1 ? words[words.length - 1]! : '',
    suffix,
  };
}

/**
 * TOOLBAR-30: the authors named in a byline, split on commas and on the word "and"; names given as
 * "adapted by …" or "edited by …" are dropped, and so is the content provider, which the citation
 * names in its own place.
 */
export function citationAuthors(byline: string, provider = ''): CitationAuthor[] {
  const text = byline.trim().replace(/^(by|por)\s+/i, '');
  const names: string[] = [];
  for (const part of text.split(',')) {
    const segment = part.trim();
    // "adapted by Lectern Staff and Ana Ortiz": everything the provider type introduces goes.
    if (!segment || PROVIDER_TYPES.test(segment)) continue;
    for (const name of segment.split(/\s+and\s+|^and\s+/i)) {
      const n = name.trim();
      if (n && n.toLowerCase() !== provider.trim().toLowerCase()) names.push(n);
    }
  }
  return names.map(splitName);
}

/** TOOLBAR-33 */
export const citationVersion = (level: { is_original_level: boolean; lexile: number }) =>
  level.is_original_level ? CITATION_TEXT.originalVersion : `Version ${level.lexile}`;

/** TOOLBAR-34: "{name} via Lectern". */
export const citationProvider = (name: string) => (name.trim() ? `${name.trim()} via ${CITATION_PRODUCT}` : '');

/** TOOLBAR-34: the original level was edited by the product's staff, the others adapted by them. */
export const citationWebsiteTitle = (isOriginalLevel: boolean) =>
  `${isOriginalLevel ? 'Edited by' : 'Adapted by'} ${CITATION_PRODUCT} Staff`;

/**
 * The citation data of the level on screen (TOOLBAR-26, TOOLBAR-30 … TOOLBAR-34). `url` is the
 * page's address; `accessed` is today. A published date that is not an ISO date-time is left out,
 * for the reader to fill in (TOOLBAR-29, TOOLBAR-31).
 */
export function citationFromLevel(level: CitedLevel, url: string, accessed: Date): CitationData {
  const provider = level.content_provider.name;
  const author = level.author.trim();
  return {
    authors: citationAuthors(author || level.byline, provider),
    title: level.title.trim(),
    url,
    websiteTitle: citationWebsiteTitle(level.is_original_level),
    datePublished: isIsoDateTime(level.display_published_at) ? level.display_published_at : '',
    dateAccessed: accessed.toISOString(),
    version: citationVersion(level),
    contentProvider: citationProvider(provider),
    isOriginalLevel: level.is_original_level,
  };
}

/** A date as day, month and year, read in UTC so that server and browser agree. */
export interface DayMonthYear {
  day: number;
  /** 1 … 12 */
  month: number;
  year: number;
}

export function dayMonthYear(iso: string): DayMonthYear | null {
  if (!isIsoDateTime(iso)) return null;
  const d = new Date(iso);
  return { day: d.getUTCDate(), month: d.getUTCMonth() + 1, year: d.getUTCFullYear() };
}

/** The ISO date-time (noon UTC, so no time zone moves the day) of a day, or '' if it is no real day. */
export function isoOfDay({ day, month, year }: DayMonthYear): string {
  if (![day, month, year].every(Number.isInteger) || year < 1000 || year > 9999) return '';
  const d = new Date(Date.UTC(year, month - 1, day, 12));
  if (d.getUTCMonth() !== month - 1 || d.getUTCDate() !== day) return '';
  return d.toISOString();
}

/** TOOLBAR-32: citation dates as day, month name, year ("14 September 2026"); '' for no date. */
export function formatCitationDate(iso: string): string {
  const d = dayMonthYear(iso);
  return d ? `${d.day} ${MONTHS[d.month - 1]} ${d.year}` : '';
}

/** TOOLBAR-29: the required parts that generation could not fill, as field paths. */
export const missingCitationParts = (data: CitationData) => Object.keys(citationErrors(data));

// ——— Formatting ———

/** A run of citation text; italic runs are titles of containers (and of web pages in APA). */
export interface CitationRun {
  text: string;
  italic?: boolean;
}

const MLA_MONTHS = ['Jan.', 'Feb.', 'Mar.', 'Apr.', 'May', 'June', 'July', 'Aug.', 'Sept.', 'Oct.', 'Nov.', 'Dec.'];

const clean = (s: string) => s.trim().replace(/\s+/g, ' ');
const endsWithStop = (s: string) => /[.!?]["”’)]*$/.test(s);
/** Ends a part with a period unless it already ends a sentence ("Why Now?"). */
const stop = (s: string) => (endsWithStop(s) ? s : `${s}.`);
/** A title in quotation marks with the period inside them: “Title.” (or “Why Now?”). */
const quotedTitle = (title: string) => `“${stop(title)}”`;

const authorsOf = (data: CitationData) =>
  data.authors
    .map((a) => ({
      first: clean(a.firstName),
      middle: clean(a.middleName),
      last: clean(a.lastName),
      suffix: clean(a.suffix),
    }))
    .filter((a) => a.first || a.last);

type Name = ReturnType<typeof authorsOf>[number];

const given = (a: Name) => [a.first, a.middle].filter(Boolean).join(' ');
/** "Lindqvist, Hana" / "Ortiz, Ana María, Jr." (MLA and Chicago: the first author inverted). */
const inverted = (a: Name) => [a.last, given(a), a.suffix].filter(Boolean).join(', ');
/** "Ana María Ortiz Jr." (MLA and Chicago: the second author onwards in normal order). */
const direct = (a: Name) => [given(a), a.last, a.suffix].filter(Boolean).join(' ');
/** APA: "Ortiz, A. M., Jr."; hyphenated given names keep the hyphen ("J.-P."). */
const initials = (names: string) =>
  names
    .split(/\s+/)
    .filter(Boolean)
    .map((n) =>
      n
        .split('-')
        .map((part) => `${part[0]!.toUpperCase()}.`)
        .join('-'),
    )
    .join(' ');
const apaName = (a: Name) => [a.last || given(a), a.last ? initials(given(a)) : '', a.suffix].filter(Boolean).join(', ');

/** MLA 9 (5.6–5.8): one author inverted; two joined by "and"; three or more: the first, "et al." */
function mlaAuthors(names: Name[]): string {
  if (names.length === 0) return '';
  if (names.length === 1) return inverted(names[0]!);
  if (names.length === 2) return `${inverted(names[0]!)}, and ${direct(names[1]!)}`;
  return `${inverted(names[0]!)}, et al.`;
}

/** APA 7 (9.8): up to 20 authors, "&" before the last; from 21, the first 19, an ellipsis and the last. */
function apaAuthors(names: Name[]): string {
  const list = names.map(apaName);
  if (list.length <= 1) return list.join('');
  if (list.length === 2) return `${list[0]}, & ${list[1]}`;
  if (list.length <= 20) return `${list.slice(0, -1).join(', ')}, & ${list[list.length - 1]}`;
  return `${list.slice(0, 19).join(', ')}, . . . ${list[list.length - 1]}`;
}

/** Chicago 17 (14.76): every author up to ten, the first inverted; more than ten: the first seven, "et al." */
function chicagoAuthors(names: Name[]): string {
  if (names.length === 0) return '';
  if (names.length > 10) return `${[inverted(names[0]!), ...names.slice(1, 7).map(direct)].join(', ')}, et al.`;
  if (names.length === 1) return inverted(names[0]!);
  if (names.length === 2) return `${inverted(names[0]!)}, and ${direct(names[1]!)}`;
  const rest = names.slice(1).map(direct);
  return `${[inverted(names[0]!), ...rest.slice(0, -1)].join(', ')}, and ${rest[rest.length - 1]}`;
}

const mlaDate = (iso: string) => {
  const d = dayMonthYear(iso);
  return d ? `${d.day} ${MLA_MONTHS[d.month - 1]} ${d.year}` : '';
};
const longDate = (iso: string) => {
  const d = dayMonthYear(iso);
  return d ? `${MONTHS[d.month - 1]} ${d.day}, ${d.year}` : '';
};
const apaDate = (iso: string) => {
  const d = dayMonthYear(iso);
  return d ? `${d.year}, ${MONTHS[d.month - 1]} ${d.day}` : 'n.d.';
};
/** MLA 9 (5.96): the URL without http:// or https://. */
const mlaUrl = (url: string) => clean(url).replace(/^https?:\/\//i, '');

/** Joins runs, dropping empty ones, and merges neighbouring plain text. */
function runs(...parts: (CitationRun | string | false | null | undefined)[]): CitationRun[] {
  const out: CitationRun[] = [];
  for (const p of parts) {
    if (!p) continue;
    const run = typeof p === 'string' ? { text: p } : p;
    if (!run.text) continue;
    const last = out[out.length - 1];
    if (last && !last.italic && !run.italic) last.text += run.text;
    else out.push({ ...run });
  }
  return out;
}

/**
 * MLA 9, "Works Cited: a website article" — Author. “Title.” *Website*, Version, Publisher, Day Mon.
 * Year, URL. Accessed Day Mon. Year.
 */
function mla(data: CitationData): CitationRun[] {
  const author = mlaAuthors(authorsOf(data));
  const title = clean(data.title);
  const container = clean(data.websiteTitle);
  const after = [clean(data.version), clean(data.contentProvider), mlaDate(data.datePublished), mlaUrl(data.url)].filter(Boolean);
  const accessed = mlaDate(data.dateAccessed);
  return runs(
    author && `${stop(author)} `,
    title && `${quotedTitle(title)} `,
    container && { text: container, italic: true },
    container && (after.length ? ', ' : '. '),
    after.length > 0 && `${after.join(', ')}. `,
    accessed && `Accessed ${accessed}.`,
  ).map((r, i, all) => (i === all.length - 1 ? { ...r, text: r.text.trimEnd() } : r));
}

/**
 * APA 7, "webpage on a news website" — Author, A. A. (Year, Month Day). *Title* (Version).
 * Site Name. URL — with no author, the title takes the author's place; with no date, (n.d.).
 */
function apa(data: CitationData): CitationRun[] {
  const author = apaAuthors(authorsOf(data));
  const title = clean(data.title);
  const version = clean(data.version);
  const date = `(${apaDate(data.datePublished)}).`;
  // The period after the title is not part of it, so it is not in italics.
  const titleRuns: (CitationRun | string)[] = [
    { text: title, italic: true },
    version ? ` (${version}).` : endsWithStop(title) ? '' : '.',
  ];
  const sources = [clean(data.websiteTitle), clean(data.contentProvider)].filter(Boolean).map(stop);
  return runs(
    ...(author ? [`${stop(author)} ${date} `, ...titleRuns] : [...titleRuns, ` ${date}`]),
    ...sources.map((s) => ` ${s}`),
    clean(data.url) && ` ${clean(data.url)}`,
  );
}

/**
 * Chicago 17, notes and bibliography, "news or magazine article online" (bibliography entry) —
 * Last, First. “Title.” Version. *Website*, Publisher, Month Day, Year. URL. With no date, the
 * access date ("Accessed Month Day, Year.") stands in for it (14.175).
 */
function chicago(data: CitationData): CitationRun[] {
  const author = chicagoAuthors(authorsOf(data));
  const title = clean(data.title);
  const version = clean(data.version);
  const container = clean(data.websiteTitle);
  const published = longDate(data.datePublished);
  const accessed = published ? '' : longDate(data.dateAccessed);
  const tail = [clean(data.contentProvider), published].filter(Boolean);
  return runs(
    author && `${stop(author)} `,
    title && `${quotedTitle(title)} `,
    version && `${stop(version)} `,
    container && { text: container, italic: true },
    container ? (tail.length ? ', ' : '. ') : '',
    tail.length > 0 && `${tail.join(', ')}. `,
    accessed && `Accessed ${accessed}. `,
    clean(data.url) && stop(clean(data.url)),
  ).map((r, i, all) => (i === all.length - 1 ? { ...r, text: r.text.trimEnd() } : r));
}

/** The article cited in one style, as runs of plain and italic text. */
export function formatCitation(data: CitationData, style: CitationStyle): CitationRun[] {
  return style === 'MLA' ? mla(data) : style === 'APA' ? apa(data) : chicago(data);
}

/** The citation as plain text (what the clipboard's text/plain gets). */
export const citationText = (citation: CitationRun[]) => citation.map((r) => r.text).join('');

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The citation as HTML with its italics (what the clipboard's text/html gets, for word processors). */
export const citationHtml = (citation: CitationRun[]) =>
  citation.map((r) => (r.italic ? `<i>${escapeHtml(r.text)}</i>` : escapeHtml(r.text))).join('');
