#!/usr/bin/env node
/**
 * Renders Lectern's video lessons from their sources in content/video-src/videos/<slug>.mjs into
 * content/videos/: <slug>.json (the video's data), and <slug>/ with video.mp4, captions.en.vtt,
 * thumbnail.jpg and the PDFs the data lists.
 *
 *   node content/video-src/render.mjs                 # every video
 *   node content/video-src/render.mjs <slug> [...]    # some
 *   node content/video-src/render.mjs --data-only     # JSON, captions, thumbnail and PDFs; keeps the video
 *
 * Authoring tools (never needed to run Lectern; Debian/Ubuntu):
 *   apt-get install -y ffmpeg espeak-ng sox imagemagick librsvg2-bin fonts-dejavu-core
 *   - espeak-ng speaks each narration line (voice en-us+f3, 150 words a minute); sox measures and
 *     joins the lines; ffmpeg filters and normalises the voice (loudnorm) and encodes H.264 + AAC;
 *   - rsvg-convert draws each distinct frame's SVG to PNG (Atkinson Hyperlegible from
 *     node_modules through a fontconfig file of our own); ImageMagick makes the JPEG thumbnail;
 *   - the PDFs are made here with pdfkit (docs/adr/0008-printing-pdf.md), tagged, in Atkinson
 *     Hyperlegible.
 * Captions, the transcript and the quiz times all come from the synthesised lines' real durations,
 * so the words on screen match the voice. The same sources and tools give the same files.
 */
import { execFileSync, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync, createWriteStream } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { C, H, SUBJECT_ACCENT, W, esc, text, wrap, FONT } from './kit.mjs';

const HERE = dirname(fileURLToPath(import.meta.url));
const OUT = join(HERE, '..', 'videos');
const WORK = join(tmpdir(), 'lectern-video-render');
const require = createRequire(import.meta.url);
const FONT_DIR = dirname(
  dirname(require.resolve('@expo-google-fonts/atkinson-hyperlegible/400Regular/AtkinsonHyperlegible_400Regular.ttf')),
);

export const FPS = 24;
const VOICE = ['-v', 'en-us+f3', '-s', '150', '-p', '48'];
const LEAD = 0.7; // a scene's first line starts this long after the scene
const GAP = 0.3; // between lines
const TAIL = 0.9; // after a scene's last line
const ENTER = 0.7; // an element's entrance, seconds
/** Words the voice says better spelled another way (the captions keep the real spelling). */
const PRONOUNCE = [[/\bchlorophyll\b/gi, 'chlorafill']];
const SUBJECT_NAME = { SCIENCE: 'Science', MATH: 'Math', ELA: 'Reading', SOCIAL_STUDIES: 'Social Studies' };

const run = (cmd, args, opts = {}) => execFileSync(cmd, args, { stdio: ['ignore', 'pipe', 'pipe'], ...opts }).toString();
const round = (n, d = 2) => Math.round(n * 10 ** d) / 10 ** d;
const clamp = (x) => Math.max(0, Math.min(1, x));
const ease = (x) => (x < 0.5 ? 4 * x * x * x : 1 - (-2 * x + 2) ** 3 / 2);

// ---------------------------------------------------------------------------------- narration

/** Speaks each line once (cached by its words and voice); returns the durations. */
function synthesise(video, dir) {
  mkdirSync(join(WORK, 'voice'), { recursive: true });
  for (const scene of video.scenes)
    for (const l of scene.lines) {
      const words = PRONOUNCE.reduce((w, [re, say]) => w.replace(re, say), l.speak ?? l.text);
      const key = createHash('sha1')
        .update(JSON.stringify([VOICE, words]))
        .digest('hex')
        .slice(0, 16);
      l.wav = join(WORK, 'voice', `${key}.wav`);
      if (!existsSync(l.wav)) {
        const raw = `${l.wav}.raw.wav`;
        run('espeak-ng', [...VOICE, '-w', raw, words]);
        // Trim espeak's own leading/trailing silence so the timing is the voice's.
        run('sox', [
          raw,
          l.wav,
          'silence',
          '1',
          '0.02',
          '0.5%',
          'reverse',
          'silence',
          '1',
          '0.02',
          '0.5%',
          'reverse',
          'pad',
          '0.05',
          '0.1',
        ]);
      }
      l.duration = Number(run('soxi', ['-D', l.wav]).trim());
    }
  void dir;
}

/** Places scenes and lines on the timeline. */
function timeline(video) {
  let t = 0;
  for (const scene of video.scenes) {
    scene.start = t;
    t += LEAD;
    scene.lines.forEach((l, i) => {
      l.start = round(t, 3);
      l.end = round(t + l.duration, 3);
      t = l.end + (i < scene.lines.length - 1 ? GAP + (l.pause ?? 0) : 0);
    });
    t += TAIL + (scene.hold ?? 0);
    scene.end = round(t, 3);
  }
  video.total = round(t, 3);
}

/** One WAV of the whole narration: each line at its start, silence between. */
function narrationTrack(video, dir) {
  const parts = [];
  let at = 0;
  let k = 0;
  const silence = (sec) => {
    const f = join(dir, `gap-${k++}.wav`);
    // -D: true silence; sox would otherwise dither it with random noise, differently each run.
    run('sox', ['-D', '-n', '-r', '22050', '-c', '1', '-b', '16', f, 'trim', '0', sec.toFixed(4)]);
    parts.push(f);
  };
  for (const scene of video.scenes)
    for (const l of scene.lines) {
      if (l.start - at > 0.0005) silence(l.start - at);
      parts.push(l.wav);
      at = l.start + l.duration;
    }
  if (video.total - at > 0.0005) silence(video.total - at);
  const out = join(dir, 'narration.wav');
  run('sox', [...parts, '-r', '22050', '-c', '1', '-b', '16', out]);
  return out;
}

// ------------------------------------------------------------------------------------- frames

/** What a scene's draw function gets: its time, and each line's entrance. */
function context(video, scene, t) {
  const starts = scene.lines.map((l) => l.start - scene.start);
  const p = (i) => round(ease(clamp((t - (starts[i] ?? 0)) / ENTER)), 3);
  const ctx = {
    t,
    video,
    accent: SUBJECT_ACCENT[video.data.subject],
    /** 0…1: how far line i's entrance is. */
    p,
    /** True from line i's start until the next line starts. */
    on: (i) => t >= starts[i] && (i + 1 >= starts.length || t < starts[i + 1]),
    /** True once line i has started. */
    after: (i) => t >= starts[i],
    /** Shows `svg` from line i on, with an entrance. */
    show(i, svg, anim = 'fade', o = {}) {
      const k = o.delay ? round(ease(clamp((t - starts[i] - o.delay) / ENTER)), 3) : p(i);
      if (k <= 0) return '';
      if (k >= 1) return `<g>${svg}</g>`;
      const ox = o.x ?? W / 2;
      const oy = o.y ?? H / 2;
      switch (anim) {
        case 'rise':
          return `<g opacity="${k}" transform="translate(0 ${round((1 - k) * 36, 1)})">${svg}</g>`;
        case 'left':
          return `<g opacity="${k}" transform="translate(${round(-(1 - k) * 70, 1)} 0)">${svg}</g>`;
        case 'right':
          return `<g opacity="${k}" transform="translate(${round((1 - k) * 70, 1)} 0)">${svg}</g>`;
        case 'pop': {
          const s = round(0.55 + 0.45 * k, 3);
          return `<g opacity="${k}" transform="translate(${ox} ${oy}) scale(${s}) translate(${-ox} ${-oy})">${svg}</g>`;
        }
        case 'growY':
          return `<g transform="translate(${ox} ${oy}) scale(1 ${Math.max(k, 0.001)}) translate(${-ox} ${-oy})">${svg}</g>`;
        case 'growX':
          return `<g transform="translate(${ox} ${oy}) scale(${Math.max(k, 0.001)} 1) translate(${-ox} ${-oy})">${svg}</g>`;
        default:
          return `<g opacity="${k}">${svg}</g>`;
      }
    },
  };
  return ctx;
}

function frameSvg(video, t) {
  const scene = video.scenes.find((s) => t < s.end) ?? video.scenes.at(-1);
  const st = t - scene.start;
  const ctx = context(video, scene, st);
  const fadeIn = clamp(st / 0.4);
  const fadeOut = clamp((scene.end - t) / 0.35);
  const o = round(Math.min(fadeIn, fadeOut), 3);
  const accent = SUBJECT_ACCENT[video.data.subject];
  let header = '';
  if (scene.title) {
    const chip = SUBJECT_NAME[video.data.subject];
    const cw = Math.round(chip.length * 12 + 40);
    header =
      `<rect x="56" y="40" width="${cw}" height="38" rx="19" fill="${accent}"/>` +
      text(56 + cw / 2, 66, chip, { size: 20, weight: 700, fill: '#FFFFFF', anchor: 'middle', spacing: 0.5 }) +
      text(56 + cw + 20, 70, scene.title, { size: 32, weight: 700 });
  }
  const footer =
    `<circle cx="1084" cy="684" r="7" fill="${accent}"/>` +
    text(1098, 691, 'Lectern Studio', { size: 18, weight: 700, fill: C.muted });
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">` +
    `<rect width="${W}" height="${H}" fill="${C.paper}"/>` +
    `<g opacity="${o}">${header}${scene.draw(ctx)}</g>` +
    footer +
    '</svg>'
  );
}

async function pool(items, n, fn) {
  let next = 0;
  await Promise.all(
    Array.from({ length: n }, async () => {
      while (next < items.length) await fn(items[next++]);
    }),
  );
}

function spawnP(cmd, args, env) {
  return new Promise((resolve, reject) => {
    const p = spawn(cmd, args, { stdio: ['ignore', 'ignore', 'pipe'], env });
    let err = '';
    p.stderr.on('data', (d) => (err += d));
    p.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`${cmd} ${code}: ${err}`))));
  });
}

function fontEnv(dir) {
  const conf = join(dir, 'fonts.conf');
  writeFileSync(
    conf,
    `<?xml version="1.0"?><!DOCTYPE fontconfig SYSTEM "fonts.dtd"><fontconfig><include ignore_missing="yes">/etc/fonts/fonts.conf</include><dir>${FONT_DIR}</dir><cachedir>${join(WORK, 'fontcache')}</cachedir></fontconfig>`,
  );
  return { ...process.env, FONTCONFIG_FILE: conf };
}

/** Draws every distinct frame once; returns the frame list as runs of [png, frames]. */
async function frames(video, dir, env) {
  const n = Math.round(video.total * FPS);
  const runs = [];
  const todo = new Map();
  for (let f = 0; f < n; f++) {
    const svg = frameSvg(video, f / FPS);
    const key = createHash('sha1').update(svg).digest('hex').slice(0, 20);
    const png = join(WORK, 'frames', `${key}.png`);
    if (!existsSync(png) && !todo.has(png)) todo.set(png, svg);
    if (runs.length && runs.at(-1)[0] === png) runs.at(-1)[1]++;
    else runs.push([png, 1]);
  }
  mkdirSync(join(WORK, 'frames'), { recursive: true });
  process.stdout.write(`  ${n} frames, ${runs.length} runs, ${todo.size} to draw\n`);
  await pool([...todo], 2, async ([png, svg]) => {
    const file = `${png}.svg`;
    writeFileSync(file, svg);
    await spawnP('rsvg-convert', ['-w', String(W), '-h', String(H), file, '-o', png], env);
  });
  return runs;
}

async function encode(video, dir, env) {
  const runs = await frames(video, dir, env);
  const list = join(dir, 'frames.txt');
  const out = createWriteStream(list);
  for (const [png, count] of runs) out.write(`file '${png}'\nduration ${(count / FPS).toFixed(6)}\n`);
  out.write(`file '${runs.at(-1)[0]}'\n`);
  await new Promise((r) => out.end(r));
  const wav = narrationTrack(video, dir);
  // The voice is filtered and encoded on its own, so its bytes do not depend on how the muxer
  // interleaves it with the pictures (loudnorm looks ahead); the MP4 then copies it.
  const voice = join(dir, 'voice.m4a');
  run('ffmpeg', [
    '-y',
    '-loglevel',
    'error',
    '-i',
    wav,
    '-af',
    'highpass=f=80,lowpass=f=9000,loudnorm=I=-16:TP=-1.5:LRA=11',
    '-c:a',
    'aac',
    '-b:a',
    '64k',
    '-ac',
    '1',
    '-ar',
    '44100',
    '-map_metadata',
    '-1',
    '-fflags',
    '+bitexact',
    '-flags',
    '+bitexact',
    voice,
  ]);
  const mp4 = join(OUT, video.data.slug, 'video.mp4');
  run('ffmpeg', [
    '-y',
    '-loglevel',
    'error',
    '-f',
    'concat',
    '-safe',
    '0',
    '-i',
    list,
    '-i',
    voice,
    '-map',
    '0:v',
    '-map',
    '1:a',
    '-vf',
    `fps=${FPS},format=yuv420p`,
    '-c:v',
    'libx264',
    '-profile:v',
    'main',
    '-preset',
    'slow',
    '-crf',
    '25',
    '-tune',
    'animation',
    '-x264-params',
    `keyint=${FPS * 10}:min-keyint=${FPS}`,
    '-threads',
    '2',
    '-c:a',
    'copy',
    '-t',
    video.total.toFixed(3),
    '-movflags',
    '+faststart',
    '-map_metadata',
    '-1',
    '-fflags',
    '+bitexact',
    '-flags',
    '+bitexact',
    mp4,
  ]);
  const duration = Number(run('ffprobe', ['-v', 'error', '-show_entries', 'format=duration', '-of', 'csv=p=0', mp4]).trim());
  return duration;
}

function thumbnail(video, dir, env) {
  const t = video.thumbnailTime ?? video.scenes[0].end - 0.5;
  const svg = join(dir, 'thumb.svg');
  const png = join(dir, 'thumb.png');
  writeFileSync(svg, frameSvg(video, t));
  run('rsvg-convert', ['-w', '640', '-h', '360', svg, '-o', png], { env });
  run('convert', [png, '-strip', '-quality', '86', '-sampling-factor', '4:2:0', join(OUT, video.data.slug, 'thumbnail.jpg')]);
}

// ------------------------------------------------------------------------- captions, quiz

const stamp = (s) => {
  const ms = Math.round(s * 1000);
  const h = Math.floor(ms / 3600000);
  const m = Math.floor((ms % 3600000) / 60000);
  const sec = (ms % 60000) / 1000;
  return `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}:${sec.toFixed(3).padStart(6, '0')}`;
};

function transcript(video) {
  return video.scenes.flatMap((s) => s.lines.map((l) => ({ start: round(l.start, 2), end: round(l.end, 2), text: l.text })));
}

function vtt(cues) {
  const body = cues.map((c, i) => `${i + 1}\n${stamp(c.start)} --> ${stamp(c.end)}\n${wrap(c.text, 42).join('\n')}\n`).join('\n');
  return `WEBVTT\n\n${body}`;
}

function quizAnnotations(video) {
  const byId = new Map(video.scenes.flatMap((s) => s.lines.filter((l) => l.id).map((l) => [l.id, l])));
  return (video.quiz ?? []).map(({ after, ...q }) => {
    const l = byId.get(after);
    if (!l) throw new Error(`${video.data.slug}: quiz ${q.id} follows unknown line ${after}`);
    // In the pause after the line (it is GAP long): a moment after the voice stops, before the next line.
    return { id: q.id, time_seconds: Math.floor((l.end + 0.15) * 10) / 10, question: q.question, answers: q.answers };
  });
}

// -------------------------------------------------------------------------------------- PDFs

const PDF_TITLES = {
  lesson_plan: 'Lesson Plan',
  teacher_guide: 'Teacher Information',
  reading_materials: 'Reading Materials',
  diy_activity_guide: 'DIY Activity Guide',
  practice_word_problems: 'Practice Word Problems',
  practice_number_problems: 'Practice Number Problems',
};

async function pdf(video, spec, file) {
  const { default: PDFDocument } = await import('pdfkit');
  const d = video.data;
  const doc = new PDFDocument({
    size: 'LETTER',
    margins: { top: 64, left: 64, right: 64, bottom: 84 },
    bufferPages: true,
    tagged: true,
    lang: 'en-US',
    displayTitle: true,
    pdfVersion: '1.7',
    info: {
      Title: `${d.title}: ${spec.title}`,
      Author: d.author,
      Subject: spec.intro,
      Creator: 'Lectern',
      Producer: 'Lectern',
      CreationDate: new Date(`${d.published}T00:00:00Z`),
      ModDate: new Date(`${d.published}T00:00:00Z`),
    },
  });
  doc.info.ID = undefined;
  const fontFile = (f) => readFileSync(require.resolve(`@expo-google-fonts/atkinson-hyperlegible/${f}`));
  doc.registerFont('R', fontFile('400Regular/AtkinsonHyperlegible_400Regular.ttf'));
  doc.registerFont('B', fontFile('700Bold/AtkinsonHyperlegible_700Bold.ttf'));
  doc.registerFont('I', fontFile('400Regular_Italic/AtkinsonHyperlegible_400Regular_Italic.ttf'));
  const chunks = [];
  doc.on('data', (c) => chunks.push(c));
  const done = new Promise((resolve) => doc.on('end', resolve));
  const accent = SUBJECT_ACCENT[d.subject];
  const width = doc.page.width - 128;
  const x0 = 64;
  const bottom = () => doc.page.height - doc.page.margins.bottom;
  const keep = (h) => {
    if (doc.y + h > bottom()) doc.addPage();
  };
  const root = doc.struct('Document');
  doc.addStructure(root);
  const tag = (parent, type, draw, opts = {}) => parent.add(doc.struct(type, opts, draw));

  // Heading band: an artifact; the title itself is H1.
  doc.markContent('Artifact');
  doc.rect(0, 0, doc.page.width, 10).fill(accent);
  doc.endMarkedContent();
  tag(root, 'P', () =>
    doc
      .font('B')
      .fontSize(10)
      .fillColor(accent)
      .text(
        `${SUBJECT_NAME[d.subject].toUpperCase()} · VIDEO LESSON · GRADES ${d.maturity_range.min}–${d.maturity_range.max}`,
        x0,
        40,
        { width, characterSpacing: 0.6 },
      ),
  );
  doc.moveDown(0.4);
  tag(root, 'H1', () => doc.font('B').fontSize(24).fillColor(C.ink).text(spec.title, x0, doc.y, { width }));
  tag(root, 'P', () => doc.font('B').fontSize(14).fillColor(C.muted).text(d.title, { width }));
  doc.moveDown(0.5);
  tag(root, 'P', () => doc.font('I').fontSize(11.5).fillColor(C.ink).text(spec.intro, { width, lineGap: 2 }));
  doc.moveDown(0.9);

  const para = (parent, s, o = {}) =>
    tag(parent, 'P', () => {
      doc
        .font(o.font ?? 'R')
        .fontSize(o.size ?? 11.5)
        .fillColor(C.ink);
      richText(doc, s, { width, lineGap: 2.5, x: x0 });
    });
  const list = (parent, items, numbered) => {
    const l = doc.struct('L');
    parent.add(l);
    items.forEach((it, i) => {
      doc.font('R').fontSize(11.5);
      keep(Math.min(doc.heightOfString(it, { width: width - 24 }), 80) + 6);
      const li = doc.struct('LI');
      l.add(li);
      const y = doc.y;
      tag(li, 'Lbl', () =>
        doc
          .font(numbered ? 'B' : 'R')
          .fontSize(11.5)
          .fillColor(accent)
          .text(numbered ? `${i + 1}.` : '•', x0 + 4, y, { lineBreak: false }),
      );
      tag(li, 'LBody', () => {
        doc.font('R').fontSize(11.5).fillColor(C.ink);
        richText(doc, it, { width: width - 26, lineGap: 2.5, x: x0 + 26, y });
      });
      li.end();
      doc.moveDown(0.3);
    });
    l.end();
    doc.x = x0;
  };
  const writingLines = (n) => {
    doc.markContent('Artifact');
    for (let i = 0; i < n; i++) {
      keep(26);
      doc.y += 24;
      doc
        .moveTo(x0 + 26, doc.y)
        .lineTo(x0 + width, doc.y)
        .lineWidth(0.7)
        .strokeColor('#9a9a9a')
        .stroke();
    }
    doc.endMarkedContent();
    doc.y += 8;
    doc.x = x0;
  };

  let problemNo = 0;
  for (const sec of expandSections(video, spec.sections)) {
    keep(90);
    const s = doc.struct('Sect');
    root.add(s);
    tag(s, 'H2', () => doc.font('B').fontSize(15).fillColor(accent).text(sec.heading, x0, doc.y, { width }));
    doc.moveDown(0.35);
    for (const p of sec.paragraphs ?? []) {
      keep(40);
      para(s, p);
      doc.moveDown(0.5);
    }
    if (sec.bullets) list(s, sec.bullets, false);
    if (sec.numbered) list(s, sec.numbered, true);
    if (sec.problems) {
      const l = doc.struct('L');
      s.add(l);
      sec.problems.forEach((pr) => {
        doc.font('R').fontSize(11.5);
        keep(doc.heightOfString(pr.q, { width: width - 26 }) + (sec.lines ?? 3) * 24 + 16);
        const li = doc.struct('LI');
        l.add(li);
        const y = doc.y;
        const no = ++problemNo;
        tag(li, 'Lbl', () =>
          doc
            .font('B')
            .fontSize(11.5)
            .fillColor(accent)
            .text(`${no}.`, x0 + 4, y, { lineBreak: false }),
        );
        tag(li, 'LBody', () => {
          doc.font('R').fontSize(11.5).fillColor(C.ink);
          richText(doc, pr.q, { width: width - 26, lineGap: 2.5, x: x0 + 26, y });
        });
        li.end();
        if (sec.lines === 1 && doc.widthOfString(pr.q) < width / 2 - 40) {
          // A short problem answers on its own row: a line beside it.
          doc.markContent('Artifact');
          const ly = y + 13;
          doc
            .moveTo(x0 + width / 2, ly)
            .lineTo(x0 + width, ly)
            .lineWidth(0.7)
            .strokeColor('#9a9a9a')
            .stroke();
          doc.endMarkedContent();
          doc.x = x0;
          doc.y = y + 30;
        } else writingLines(sec.lines ?? 3);
      });
      l.end();
    }
    if (sec.lines && !sec.problems) writingLines(sec.lines);
    doc.moveDown(0.6);
    s.end();
  }
  root.end();

  const pages = doc.bufferedPageRange();
  for (let i = 0; i < pages.count; i++) {
    doc.switchToPage(i);
    doc.markContent('Artifact', { type: 'Pagination' });
    const y = doc.page.height - 52;
    doc
      .moveTo(x0, y - 8)
      .lineTo(x0 + width, y - 8)
      .lineWidth(0.6)
      .strokeColor('#c9c2b4')
      .stroke();
    doc.font('R').fontSize(9).fillColor(C.muted);
    doc.text(`${d.title} · ${spec.title} · ${d.author}`, x0, y, { width: width - 90, lineBreak: false, height: 12 });
    doc.text(`Page ${i + 1} of ${pages.count}`, x0 + width - 90, y, { width: 90, align: 'right', lineBreak: false, height: 12 });
    doc.endMarkedContent();
  }
  doc.end();
  await done;
  writeFileSync(file, Buffer.concat(chunks));
}

/** **bold** spans in a string, drawn as continued text. */
function richText(doc, s, o) {
  const parts = s.split(/(\*\*[^*]+\*\*)/).filter(Boolean);
  const opts = { width: o.width, lineGap: o.lineGap };
  parts.forEach((part, i) => {
    const bold = part.startsWith('**');
    doc.font(bold ? 'B' : 'R');
    const t = bold ? part.slice(2, -2) : part;
    const cont = { ...opts, continued: i < parts.length - 1 };
    if (i === 0) doc.text(t, o.x, o.y ?? doc.y, cont);
    else doc.text(t, cont);
  });
  doc.font('R');
  doc.x = o.x;
}

/** Sections a PDF draws from the video's own data: vocabulary, discussion, standards, answers. */
function expandSections(video, sections) {
  const d = video.data;
  return sections.map((sec) => {
    switch (sec.auto) {
      case 'vocabulary':
        return { heading: sec.heading ?? 'Vocabulary', bullets: d.vocabulary.map((v) => `**${v.word}**: ${v.definition}`) };
      case 'standards':
        return {
          heading: sec.heading ?? 'Standards',
          bullets: d.standards.map((s) => `**${s.code} (${s.name})**: ${s.description}`),
        };
      case 'discussion-before':
      case 'discussion-after': {
        const which = sec.auto.endsWith('before') ? 'before' : 'after';
        return {
          heading: sec.heading ?? (which === 'before' ? 'Before the video' : 'After the video'),
          numbered: d.discussion_questions
            .filter((q) => q.section === which)
            .map((q) => (sec.answers === false ? q.question : `${q.question} **Answer:** ${q.answer}`)),
        };
      }
      case 'answers':
        return {
          heading: sec.heading ?? 'Answer key',
          numbered: sec.from.flatMap((pdfType) =>
            video.pdfs.find((p) => p.type === pdfType).sections.flatMap((s) => (s.problems ?? []).map((p) => p.a)),
          ),
        };
      default:
        return sec;
    }
  });
}

// ---------------------------------------------------------------------------------- the data

function videoJson(video, duration) {
  const d = video.data;
  const json = {
    slug: d.slug,
    content_type: d.content_type,
    subject: d.subject,
    title: d.title,
    author: d.author,
    published: d.published,
    teaser: d.teaser,
    maturity_range: d.maturity_range,
    length_in_seconds: Math.round(duration),
    is_premium: d.is_premium,
    is_lite: d.is_lite,
    wistia_id: d.wistia_id,
    thumbnail_alt: d.thumbnail_alt,
    media: {
      sources: [{ file: 'video.mp4', type: 'video/mp4' }],
      captions: [{ file: 'captions.en.vtt', lang: 'en', label: 'English' }],
      thumbnail: 'thumbnail.jpg',
    },
    raw_text: d.raw_text,
    transcript: transcript(video),
    vocabulary: d.vocabulary,
    discussion_questions: d.discussion_questions,
    standards: d.standards,
    pdfs: (video.pdfs ?? []).map((p) => ({
      type: p.type,
      file: `${p.type}.pdf`,
      title: p.title ?? PDF_TITLES[p.type],
      intro: p.intro,
    })),
    quiz_annotations: d.content_type === 'INTERACTIVE_VIDEO' ? quizAnnotations(video) : [],
  };
  return json;
}

async function render(slug, dataOnly) {
  const video = (await import(pathToFileURL(join(HERE, 'videos', `${slug}.mjs`)).href)).default;
  if (video.data.slug !== slug) throw new Error(`${slug}.mjs has slug ${video.data.slug}`);
  for (const p of video.pdfs ?? []) p.title ??= PDF_TITLES[p.type];
  const dir = join(WORK, slug);
  mkdirSync(dir, { recursive: true });
  mkdirSync(join(OUT, slug), { recursive: true });
  for (const s of video.scenes)
    for (const l of s.lines) if (l.text.length > 110) throw new Error(`${slug}: line too long for a caption: ${l.text}`);
  process.stdout.write(`${slug}\n`);
  synthesise(video, dir);
  timeline(video);
  const env = fontEnv(dir);
  let duration;
  if (dataOnly) {
    duration = JSON.parse(readFileSync(join(OUT, `${slug}.json`), 'utf8')).length_in_seconds;
  } else {
    duration = await encode(video, dir, env);
  }
  thumbnail(video, dir, env);
  const json = videoJson(video, duration);
  writeFileSync(join(OUT, slug, 'captions.en.vtt'), vtt(json.transcript));
  for (const p of video.pdfs ?? []) await pdf(video, p, join(OUT, slug, `${p.type}.pdf`));
  writeFileSync(join(OUT, `${slug}.json`), `${JSON.stringify(json, null, 2)}\n`);
  process.stdout.write(`  ${round(duration, 2)} s (narration ${video.total} s)\n`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const dataOnly = args.includes('--data-only');
  const slugs = args.filter((a) => !a.startsWith('--'));
  const all = readdirSync(join(HERE, 'videos'))
    .filter((f) => f.endsWith('.mjs'))
    .map((f) => f.slice(0, -4))
    .sort();
  for (const slug of slugs.length ? slugs : all) await render(slug, dataOnly);
}

/** A video's sources with their timeline, for previews of single frames. */
export async function prepare(slug) {
  const video = (await import(pathToFileURL(join(HERE, 'videos', `${slug}.mjs`)).href)).default;
  synthesise(video);
  timeline(video);
  mkdirSync(join(WORK, slug), { recursive: true });
  return { video, env: fontEnv(join(WORK, slug)) };
}

export { frameSvg, esc, FONT };
