/**
 * Lectern's own video lessons (content/videos, rendered by content/video-src/render.mjs): every
 * file matches the video format, its media exist and agree with its data (the MP4's own duration,
 * read from its movie header, is the data's length; the captions are the transcript; each quiz
 * stops between sentences), and the set covers what the pages need.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { VideoFile } from './video.schema.js';

const dir = new URL('../../../../content/videos/', import.meta.url);
const slugs = readdirSync(dir)
  .filter((f) => f.endsWith('.json'))
  .map((f) => f.slice(0, -5))
  .sort();
const read = (slug: string) => JSON.parse(readFileSync(new URL(`${slug}.json`, dir), 'utf8')) as unknown;
const fileOf = (slug: string, name: string) => new URL(`${slug}/${name}`, dir);

interface Box {
  type: string;
  start: number;
  size: number;
}
/** The top-level boxes of an MP4 (ISO BMFF), or the children of one box. */
function boxes(buf: Buffer, from = 0, to = buf.length): Box[] {
  const out: Box[] = [];
  let at = from;
  while (at + 8 <= to) {
    let size = buf.readUInt32BE(at);
    const type = buf.toString('latin1', at + 4, at + 8);
    if (size === 1) size = Number(buf.readBigUInt64BE(at + 8));
    if (size === 0) size = to - at;
    if (size < 8) throw new Error(`bad box ${type} at ${at}`);
    out.push({ type, start: at, size });
    at += size;
  }
  return out;
}
/** The movie's duration in seconds, from moov/mvhd (version 0 or 1). */
function mp4Duration(buf: Buffer): number {
  const moov = boxes(buf).find((b) => b.type === 'moov');
  if (!moov) throw new Error('no moov box');
  const mvhd = boxes(buf, moov.start + 8, moov.start + moov.size).find((b) => b.type === 'mvhd');
  if (!mvhd) throw new Error('no mvhd box');
  const p = mvhd.start + 8;
  const version = buf.readUInt8(p);
  if (version === 1) return Number(buf.readBigUInt64BE(p + 24)) / buf.readUInt32BE(p + 20);
  return buf.readUInt32BE(p + 16) / buf.readUInt32BE(p + 12);
}
/** A JPEG's width and height, from its start-of-frame segment. */
function jpegSize(buf: Buffer): { width: number; height: number } {
  let at = 2;
  while (at < buf.length) {
    const marker = buf.readUInt16BE(at);
    const len = buf.readUInt16BE(at + 2);
    if (marker >= 0xffc0 && marker <= 0xffc3) return { height: buf.readUInt16BE(at + 5), width: buf.readUInt16BE(at + 7) };
    at += 2 + len;
  }
  throw new Error('no SOF segment');
}
const vttTime = (s: string) => {
  const [h, m, sec] = s.split(':');
  return Number(h) * 3600 + Number(m) * 60 + Number(sec);
};
function vttCues(text: string) {
  const [head, ...blocks] = text.trim().split(/\n\n+/);
  expect(head).toBe('WEBVTT');
  return blocks.map((b) => {
    const lines = b.split('\n');
    const timing = lines.findIndex((l) => l.includes('-->'));
    const [start, end] = lines[timing]!.split(' --> ');
    return { start: vttTime(start!), end: vttTime(end!), text: lines.slice(timing + 1).join(' ') };
  });
}

describe('Lectern video lessons (content/videos)', () => {
  it('PLAT-06 six videos: two science and two maths partner lessons, two interactive videos', () => {
    const all = slugs.map((s) => VideoFile.parse(read(s)));
    const kind = (t: string, subject?: string) =>
      all.filter((v) => v.content_type === t && (!subject || v.subject === subject)).length;
    expect(all).toHaveLength(6);
    expect(kind('GENERATION_GENIUS_VIDEO', 'SCIENCE')).toBe(2);
    expect(kind('GENERATION_GENIUS_VIDEO', 'MATH')).toBe(2);
    expect(kind('INTERACTIVE_VIDEO')).toBe(2);
    expect(new Set(all.map((v) => v.wistia_id)).size).toBe(6);
  });

  it('keeps the committed media small (at most 20 MB for all six)', () => {
    let total = 0;
    for (const slug of slugs) for (const f of readdirSync(new URL(`${slug}/`, dir))) total += statSync(fileOf(slug, f)).size;
    expect(total).toBeLessThan(20 * 1024 * 1024);
  });

  describe.each(slugs)('%s', (slug) => {
    const v = VideoFile.parse(read(slug));

    it('VIDEO-22 matches the video format, its slug is its file name, and its lists are the sizes the pages show', () => {
      expect(v.slug).toBe(slug);
      expect(v.vocabulary.length).toBeGreaterThanOrEqual(4);
      expect(v.vocabulary.length).toBeLessThanOrEqual(8);
      for (const section of ['before', 'after'] as const) {
        const n = v.discussion_questions.filter((q) => q.section === section).length;
        expect(n, section).toBeGreaterThanOrEqual(2);
        expect(n, section).toBeLessThanOrEqual(3);
        expect(v.discussion_questions.every((q) => q.answer.length > 0)).toBe(true);
      }
      expect(v.standards.length).toBeGreaterThanOrEqual(1);
      expect(v.standards.length).toBeLessThanOrEqual(3);
      expect(v.maturity_range.min).toBeGreaterThanOrEqual(3);
      expect(v.maturity_range.max).toBeLessThanOrEqual(8);
      expect(v.raw_text.type).toBe('doc');
      expect(v.raw_text.content?.length).toBeGreaterThan(0);
    });

    it('VIDEO-02 its length is the MP4\u2019s own duration (1 to 3 minutes), H.264 and AAC with the index first, about 2 MB a minute', () => {
      const mp4 = readFileSync(fileOf(slug, 'video.mp4'));
      const seconds = mp4Duration(mp4);
      expect(Math.abs(seconds - v.length_in_seconds)).toBeLessThanOrEqual(0.5);
      expect(seconds).toBeGreaterThanOrEqual(60);
      expect(seconds).toBeLessThanOrEqual(180);
      const order = boxes(mp4).map((b) => b.type);
      expect(order.indexOf('moov')).toBeLessThan(order.indexOf('mdat'));
      expect(mp4.includes('avc1')).toBe(true);
      expect(mp4.includes('mp4a')).toBe(true);
      expect(mp4.length / (seconds / 60)).toBeLessThan(2.2 * 1024 * 1024);
      expect(v.media.sources[0]).toEqual({ file: 'video.mp4', type: 'video/mp4' });
      for (const s of v.media.sources) expect(existsSync(fileOf(slug, s.file)), s.file).toBe(true);
    });

    it('has a 640×360 JPEG thumbnail with alternative text', () => {
      const jpg = readFileSync(fileOf(slug, v.media.thumbnail));
      expect(jpg.readUInt16BE(0)).toBe(0xffd8);
      expect(jpegSize(jpg)).toEqual({ width: 640, height: 360 });
      expect(v.thumbnail_alt.length).toBeGreaterThan(10);
    });

    it('its captions are its transcript: the same cues, in order, inside the video', () => {
      expect(v.media.captions).toEqual([{ file: 'captions.en.vtt', lang: 'en', label: 'English' }]);
      const cues = vttCues(readFileSync(fileOf(slug, 'captions.en.vtt'), 'utf8'));
      expect(cues).toHaveLength(v.transcript.length);
      cues.forEach((c, i) => {
        const t = v.transcript[i]!;
        expect(c.text).toBe(t.text);
        expect(c.start).toBeCloseTo(t.start, 2);
        expect(c.end).toBeCloseTo(t.end, 2);
        expect(t.end).toBeGreaterThan(t.start);
        if (i > 0) expect(t.start).toBeGreaterThanOrEqual(v.transcript[i - 1]!.end);
      });
      expect(v.transcript.at(-1)!.end).toBeLessThanOrEqual(v.length_in_seconds + 0.5);
    });

    it('VIDEO-19 VIDEO-21 has the PDFs its kind and subject call for, each a tagged PDF in the folder', () => {
      const types = v.pdfs.map((p) => p.type).sort();
      if (v.content_type === 'INTERACTIVE_VIDEO') expect(types).toEqual([]);
      else if (v.subject === 'SCIENCE')
        expect(types).toEqual(['diy_activity_guide', 'lesson_plan', 'reading_materials', 'teacher_guide']);
      else expect(types).toEqual(['lesson_plan', 'practice_number_problems', 'practice_word_problems', 'teacher_guide']);
      for (const p of v.pdfs) {
        expect(p.file).toBe(`${p.type}.pdf`);
        expect(p.intro.length).toBeGreaterThan(20);
        const pdf = readFileSync(fileOf(slug, p.file));
        expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
        expect(pdf.includes('/StructTreeRoot')).toBe(true);
        expect(pdf.includes('/Lang')).toBe(true);
      }
      const titles = Object.fromEntries(v.pdfs.map((p) => [p.type, p.title]));
      if (titles.practice_word_problems) expect(titles.practice_word_problems).toBe('Practice Word Problems');
      if (titles.practice_number_problems) expect(titles.practice_number_problems).toBe('Practice Number Problems');
    });

    it('VIDEO-08 an interactive video has 3 to 5 quiz questions, each between sentences and after the part that answers it', () => {
      if (v.content_type !== 'INTERACTIVE_VIDEO') {
        expect(v.quiz_annotations).toEqual([]);
        return;
      }
      expect(v.quiz_annotations.length).toBeGreaterThanOrEqual(3);
      expect(v.quiz_annotations.length).toBeLessThanOrEqual(5);
      let last = 0;
      for (const q of v.quiz_annotations) {
        expect(q.time_seconds).toBeGreaterThan(last);
        last = q.time_seconds;
        expect(q.time_seconds).toBeLessThan(v.length_in_seconds);
        // Not in the middle of a spoken line: the pause comes as a sentence ends.
        expect(v.transcript.some((c) => c.start < q.time_seconds && q.time_seconds < c.end)).toBe(false);
        // Just after a line ends (within a second).
        expect(v.transcript.some((c) => c.end <= q.time_seconds && q.time_seconds - c.end < 1)).toBe(true);
        expect(q.answers.filter((a) => a.is_correct)).toHaveLength(1);
        expect(new Set(q.answers.map((a) => a.id)).size).toBe(q.answers.length);
      }
    });
  });
});
