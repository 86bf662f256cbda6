/**
 * The printed article as a tagged PDF (PRINT-11, docs/adr/0008-printing-pdf.md): pdfkit lays out
 * the page and records its structure as it goes — the title as H1, paragraphs as P, subheadings as
 * H2, the picture as a Figure with its alt text, each activity as a section with lists (L, LI, Lbl,
 * LBody) — so a screen reader reads it in order and the document carries its language and title.
 * Everything only drawn (answer circles, writing lines, the footer and page numbers) is an
 * artifact, skipped by assistive technology.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import * as fontkit from 'fontkit';
import PDFDocument from 'pdfkit';
import SVGtoPDF from 'svg-to-pdfkit';
import type { BodyBlock } from '@lectern/domain';

type Doc = PDFKit.PDFDocument;
type Struct = PDFKit.PDFStructureElement;

/** One multiple-choice question as printed; `correct` only when the answers are printed. */
export interface PrintedQuestion {
  question: string;
  options: string[];
  correct?: number;
}

/** Everything one PDF shows, decided by the service; nothing else reaches the page. */
export interface PrintedArticle {
  language: string;
  title: string;
  byline: string;
  grade: number;
  lexile: number;
  image: { svg: string; alt: string } | null;
  body: BodyBlock[];
  /** The student's text stops at a check they have not answered (CFU-01). */
  stopsAtCheck: boolean;
  quiz: { questions: PrintedQuestion[]; answers: boolean } | null;
  writePrompt: string | null;
  powerWords: { words: { headword: string; definition: string; questions: PrintedQuestion[] }[]; answers: boolean } | null;
  /** Ink-saving: no picture, activities straight after the text, tighter spacing. */
  ecoMode: boolean;
  citation: string;
}

const PAGE = { size: 'LETTER' as const, margin: 60, footer: 36 };
const FONTS = { body: 'Regular', bodyBold: 'Bold', italic: 'Italic', head: 'Bold', small: 'Regular' };

/**
 * Atkinson Hyperlegible, made for readers with low vision, embedded (subset) in every PDF: the
 * standard PDF fonts know only Latin-1, and the corpus has ā, ī and Spanish punctuation. Read once.
 */
const FONT_FILES: Record<string, string> = {
  Regular: '400Regular/AtkinsonHyperlegible_400Regular.ttf',
  Bold: '700Bold/AtkinsonHyperlegible_700Bold.ttf',
  Italic: '400Regular_Italic/AtkinsonHyperlegible_400Regular_Italic.ttf',
};
let parsed: [string, fontkit.Font][] | undefined;
/**
 * The fonts, parsed once per process, their glyph runs remembered across PDFs: shaping a word
 * (OpenType substitution and positioning) is most of the cost of a PDF, and a corpus has a few
 * thousand words. pdfkit scales the positions it gets, so each caller gets its own copy of them.
 */
function fonts(): [string, fontkit.Font][] {
  const require = createRequire(import.meta.url);
  parsed ??= Object.entries(FONT_FILES).map(([name, file]) => [
    name,
    rememberingRuns(
      fontkit.create(readFileSync(require.resolve(`@expo-google-fonts/atkinson-hyperlegible/${file}`))) as fontkit.Font,
    ),
  ]);
  return parsed;
}

const MAX_RUNS = 50_000;
function rememberingRuns(font: fontkit.Font): fontkit.Font {
  const runs = new Map<string, { glyphs: fontkit.Glyph[]; positions: fontkit.GlyphPosition[] }>();
  const wrapped = Object.create(font) as fontkit.Font;
  wrapped.layout = (text: string, features?: Parameters<fontkit.Font['layout']>[1]) => {
    if (features) return font.layout(text, features);
    let run = runs.get(text);
    if (!run) {
      const fresh = font.layout(text);
      run = { glyphs: fresh.glyphs, positions: fresh.positions.map((p) => ({ ...p })) };
      if (runs.size >= MAX_RUNS) runs.clear();
      runs.set(text, run);
    }
    const positions = run.positions.map((p) => ({ ...p }));
    return {
      glyphs: run.glyphs,
      positions,
      get advanceWidth() {
        return positions.reduce((w, p) => w + p.xAdvance, 0);
      },
    } as unknown as fontkit.GlyphRun;
  };
  return wrapped;
}

/** Letters the font does not draw, written as the nearest one it does (the ʻokina as an opening quote). */
const printable = (text: string) => text.replace(/\u02BB/g, '\u2018');

/** Every text of the article through `printable`; the picture's SVG stays as it is. */
function printableTexts<T>(value: T, key = ''): T {
  if (typeof value === 'string') return (key === 'svg' ? value : printable(value)) as T;
  if (Array.isArray(value)) return value.map((v) => printableTexts(v)) as T;
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, printableTexts(v, k)])) as T;
  return value;
}
const INK = { text: '#1a1a1a', muted: '#555555', rule: '#9a9a9a' };
const LETTERS = 'ABCDEFGHIJ';

/** The PDF's own words, in the level's language (English for any other). */
const LABELS = {
  en: {
    grade: (g: number) => `Grade ${g}`,
    page: (n: number, of: number) => `Page ${n} of ${of}`,
    quiz: 'Quiz',
    write: 'Write',
    powerWords: 'Power Words',
    answer: 'Answer:',
    wordBank: 'Word bank:',
    wordBankHelp: 'Write the word from the bank that each meaning describes, then answer its questions.',
    stopsAtCheck:
      'This copy stops where your reading stops: the rest of the article opens online once you answer the check for understanding in the text.',
  },
  es: {
    grade: (g: number) => `Grado ${g}`,
    page: (n: number, of: number) => `Página ${n} de ${of}`,
    quiz: 'Cuestionario',
    write: 'Escribe',
    powerWords: 'Power Words',
    answer: 'Respuesta:',
    wordBank: 'Banco de palabras:',
    wordBankHelp: 'Escribe la palabra del banco que corresponde a cada significado y luego responde sus preguntas.',
    stopsAtCheck:
      'Esta copia termina donde termina tu lectura: el resto del artículo se abre en línea cuando respondas la pregunta de comprensión del texto.',
  },
};
type Labels = (typeof LABELS)['en'];
const labelsOf = (language: string): Labels => (language === 'es' ? LABELS.es : LABELS.en);

export const STOPS_AT_CHECK_NOTE = LABELS.en.stopsAtCheck;
export const ANSWER_PREFIX = LABELS.en.answer;

/** Renders the article and its activities; resolves with the PDF's bytes. */
export function renderPrintedArticle(article: PrintedArticle): Promise<Buffer> {
  const a = printableTexts(article);
  const doc = new PDFDocument({
    size: PAGE.size,
    margins: { top: PAGE.margin, left: PAGE.margin, right: PAGE.margin, bottom: PAGE.margin + PAGE.footer },
    bufferPages: true,
    tagged: true,
    lang: a.language,
    displayTitle: true,
    pdfVersion: '1.7',
    info: {
      Title: a.title,
      Author: a.byline.replace(/^By\s+/i, ''),
      Subject: a.citation,
      Creator: 'Lectern',
      Producer: 'Lectern',
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  for (const [name, font] of fonts()) doc.registerFont(name, font as unknown as Buffer);
  const root = doc.struct('Document');
  doc.addStructure(root);
  const gap = a.ecoMode ? 0.45 : 0.7;

  articleText(doc, root, a, gap);
  const t = labelsOf(a.language);
  if (a.quiz) section(doc, root, a, t.quiz, (s) => quiz(doc, s, a.quiz!, gap, t));
  if (a.writePrompt) section(doc, root, a, t.write, (s) => writePrompt(doc, s, a.writePrompt!, a.ecoMode));
  if (a.powerWords) section(doc, root, a, t.powerWords, (s) => powerWords(doc, s, a.powerWords!, gap, t));
  root.end();

  footers(doc, a.citation, t);
  doc.end();
  return done;
}

const width = (doc: Doc) => doc.page.width - doc.page.margins.left - doc.page.margins.right;
const left = (doc: Doc) => doc.page.margins.left;
const bottom = (doc: Doc) => doc.page.height - doc.page.margins.bottom;

/** Starts a new page unless `height` fits below the current line. */
function keep(doc: Doc, height: number) {
  if (doc.y + height > bottom(doc)) doc.addPage();
}

function tagged(doc: Doc, parent: Struct, type: string, draw: () => void, options: { alt?: string } = {}) {
  parent.add(doc.struct(type, options, draw));
}

function articleText(doc: Doc, root: Struct, a: PrintedArticle, gap: number) {
  const t = labelsOf(a.language);
  tagged(doc, root, 'H1', () =>
    doc
      .font(FONTS.head)
      .fontSize(a.ecoMode ? 18 : 22)
      .fillColor(INK.text)
      .text(a.title, { width: width(doc) }),
  );
  doc.moveDown(0.3);
  tagged(doc, root, 'P', () =>
    doc
      .font(FONTS.small)
      .fontSize(10)
      .fillColor(INK.muted)
      .text(`${a.byline} · ${t.grade(a.grade)} · ${a.lexile}L`, { width: width(doc) }),
  );
  doc.moveDown(gap);
  // Said at the top, where it fits, rather than alone on a last page.
  if (a.stopsAtCheck) {
    tagged(doc, root, 'P', () =>
      doc
        .font(FONTS.italic)
        .fontSize(11)
        .fillColor(INK.muted)
        .text(t.stopsAtCheck, { width: width(doc) }),
    );
    doc.moveDown(gap);
  }
  if (a.image && !a.ecoMode) {
    const w = width(doc);
    const h = (w * 630) / 1200;
    keep(doc, h);
    const y = doc.y;
    const image = a.image;
    tagged(doc, root, 'Figure', () => SVGtoPDF(doc, image.svg, left(doc), y, { width: w, height: h }), { alt: image.alt });
    doc.x = left(doc);
    doc.y = y + h;
    doc.moveDown(gap + 0.3);
  }
  for (const block of a.body) {
    if (block.kind === 'heading') {
      keep(doc, 48);
      doc.moveDown(0.2);
      tagged(doc, root, 'H2', () =>
        doc
          .font(FONTS.head)
          .fontSize(13)
          .fillColor(INK.text)
          .text(block.text, { width: width(doc) }),
      );
      doc.moveDown(0.25);
    } else {
      tagged(doc, root, 'P', () =>
        doc
          .font(FONTS.body)
          .fontSize(a.ecoMode ? 11 : 12)
          .fillColor(INK.text)
          .text(block.text, { width: width(doc), lineGap: a.ecoMode ? 1.5 : 3, align: 'left' }),
      );
      doc.moveDown(gap);
    }
  }
}

/** An activity: on a page of its own, or straight after the text in ink-saving mode. */
function section(doc: Doc, root: Struct, a: PrintedArticle, title: string, body: (s: Struct) => void) {
  if (a.ecoMode) {
    keep(doc, 160);
    doc.moveDown(0.8);
  } else {
    doc.addPage();
  }
  const sect = doc.struct('Sect');
  root.add(sect);
  tagged(doc, sect, 'H2', () =>
    doc
      .font(FONTS.head)
      .fontSize(16)
      .fillColor(INK.text)
      .text(title, left(doc), doc.y, { width: width(doc) }),
  );
  doc.moveDown(0.5);
  body(sect);
  sect.end();
}

/** A numbered or lettered list item: its label in the margin, its body beside it. */
function item(
  doc: Doc,
  list: Struct,
  label: string,
  text: string,
  opts: { font: string; size: number; indent: number; x: number },
  extra?: (li: Struct) => void,
) {
  const bodyWidth = width(doc) - (opts.x - left(doc)) - opts.indent;
  doc.font(opts.font).fontSize(opts.size);
  keep(doc, Math.min(doc.heightOfString(text, { width: bodyWidth }), 120) + 4);
  const li = doc.struct('LI');
  list.add(li);
  const y = doc.y;
  tagged(doc, li, 'Lbl', () =>
    doc.font(opts.font).fontSize(opts.size).fillColor(INK.text).text(label, opts.x, y, { lineBreak: false }),
  );
  tagged(doc, li, 'LBody', () =>
    doc
      .font(opts.font)
      .fontSize(opts.size)
      .fillColor(INK.text)
      .text(text, opts.x + opts.indent, y, { width: bodyWidth }),
  );
  extra?.(li);
  li.end();
  doc.x = left(doc);
}

/** Options as a lettered list with a circle to fill in; with the answers, the right one filled and named. */
function choices(doc: Doc, parent: Struct, q: PrintedQuestion, x: number, t: Labels) {
  const list = doc.struct('L');
  parent.add(list);
  q.options.forEach((text, i) => {
    const right = q.correct === i;
    const font = right ? FONTS.bodyBold : FONTS.body;
    // The option and its circle go onto the same page.
    keep(
      doc,
      doc
        .font(font)
        .fontSize(11.5)
        .heightOfString(text, { width: width(doc) - (x + 36 - left(doc)) }) + 4,
    );
    const y = doc.y;
    item(doc, list, `${LETTERS[i]}.`, text, { font, size: 11.5, indent: 22, x: x + 14 });
    const cy = y + 6.5;
    doc.markContent('Artifact');
    doc
      .circle(x + 5, cy, 4.2)
      .lineWidth(0.8)
      .strokeColor(INK.text);
    if (right) doc.fillAndStroke(INK.text, INK.text);
    else doc.stroke();
    doc.endMarkedContent();
    doc.moveDown(0.15);
  });
  list.end();
  if (q.correct !== undefined) {
    const answer = `${t.answer} ${LETTERS[q.correct]}`;
    tagged(doc, parent, 'P', () =>
      doc
        .font(FONTS.italic)
        .fontSize(11)
        .fillColor(INK.text)
        .text(answer, x + 14, doc.y, { width: width(doc) }),
    );
  }
}

function quiz(doc: Doc, sect: Struct, q: NonNullable<PrintedArticle['quiz']>, gap: number, t: Labels) {
  const list = doc.struct('L');
  sect.add(list);
  q.questions.forEach((question, i) => {
    // A question starts on the page where its first options fit.
    keep(
      doc,
      doc
        .font(FONTS.bodyBold)
        .fontSize(12)
        .heightOfString(question.question, { width: width(doc) - 22 }) + 60,
    );
    item(doc, list, `${i + 1}.`, question.question, { font: FONTS.bodyBold, size: 12, indent: 22, x: left(doc) }, (li) => {
      doc.moveDown(0.3);
      choices(doc, li, question, left(doc) + 22, t);
    });
    doc.moveDown(gap + 0.2);
  });
  list.end();
}

function writePrompt(doc: Doc, sect: Struct, prompt: string, eco: boolean) {
  tagged(doc, sect, 'P', () =>
    doc
      .font(FONTS.body)
      .fontSize(12)
      .fillColor(INK.text)
      .text(prompt, left(doc), doc.y, { width: width(doc), lineGap: 3 }),
  );
  doc.moveDown(0.8);
  const spacing = 26;
  let lines = eco ? 10 : 18;
  doc.markContent('Artifact');
  while (lines > 0) {
    if (doc.y + spacing > bottom(doc)) {
      doc.endMarkedContent();
      doc.addPage();
      doc.markContent('Artifact');
    }
    doc.y += spacing;
    doc
      .moveTo(left(doc), doc.y)
      .lineTo(left(doc) + width(doc), doc.y)
      .lineWidth(0.6)
      .strokeColor(INK.rule)
      .stroke();
    lines--;
  }
  doc.endMarkedContent();
  doc.moveDown(0.5);
}

function powerWords(doc: Doc, sect: Struct, pw: NonNullable<PrintedArticle['powerWords']>, gap: number, t: Labels) {
  if (!pw.answers) {
    // Without the key the words are a bank to choose from: in alphabetical order, not the order of their meanings.
    const bank = pw.words.map((w) => w.headword).sort((x, y) => x.localeCompare(y));
    tagged(doc, sect, 'P', () =>
      doc
        .font(FONTS.bodyBold)
        .fontSize(12)
        .fillColor(INK.text)
        .text(`${t.wordBank} ${bank.join(', ')}`, left(doc), doc.y, { width: width(doc) }),
    );
    doc.moveDown(0.4);
    tagged(doc, sect, 'P', () =>
      doc
        .font(FONTS.italic)
        .fontSize(11)
        .fillColor(INK.muted)
        .text(t.wordBankHelp, { width: width(doc) }),
    );
    doc.moveDown(gap);
  }
  const list = doc.struct('L');
  sect.add(list);
  pw.words.forEach((w, i) => {
    const head = pw.answers ? `${w.headword}: ${w.definition}` : `__________________: ${w.definition}`;
    keep(doc, 90);
    item(doc, list, `${i + 1}.`, head, { font: FONTS.bodyBold, size: 12, indent: 22, x: left(doc) }, (li) => {
      doc.moveDown(0.3);
      const questions = doc.struct('L');
      li.add(questions);
      w.questions.forEach((q, qi) => {
        const label = `${LETTERS[qi]!.toLowerCase()})`;
        item(doc, questions, label, q.question, { font: FONTS.body, size: 11.5, indent: 18, x: left(doc) + 22 }, (qli) => {
          doc.moveDown(0.2);
          choices(doc, qli, q, left(doc) + 40, t);
        });
        doc.moveDown(0.3);
      });
      questions.end();
    });
    doc.moveDown(gap);
  });
  list.end();
}

/** The citation and "Page n of N" on every page, as pagination artifacts. */
function footers(doc: Doc, citation: string, t: Labels) {
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    const margin = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    const y = doc.page.height - PAGE.margin;
    const w = doc.page.width - 2 * PAGE.margin;
    doc.markContent('Artifact', { type: 'Pagination' });
    doc
      .moveTo(PAGE.margin, y - 8)
      .lineTo(PAGE.margin + w, y - 8)
      .lineWidth(0.5)
      .strokeColor(INK.rule)
      .stroke();
    const page = t.page(i + 1, range.count);
    doc.font(FONTS.small).fontSize(8.5).fillColor(INK.muted);
    const pageWidth = doc.widthOfString(page);
    doc.text(citation, PAGE.margin, y, { width: w - pageWidth - 16, lineBreak: true, height: 24, ellipsis: true });
    doc.text(page, PAGE.margin + w - pageWidth, y, { lineBreak: false });
    doc.endMarkedContent();
    doc.page.margins.bottom = margin;
  }
}
