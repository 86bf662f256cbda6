/**
 * Draws the printable graphic organizers of content/organizers/organizers.json (VIDEO-36) as
 * tagged PDFs with pdfkit (docs/adr/0008), and their PNG previews from the PDFs with pdftoppm.
 * Run after changing the table: `node --import tsx apps/server/src/cli/render-organizers.ts`.
 * The files are committed, so a server never needs pdftoppm.
 */
import { execFileSync } from 'node:child_process';
import { createWriteStream, readFileSync, renameSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import PDFDocument from 'pdfkit';
import { gradeBandRange, isCompleteOrganizer, type OrganizerRow } from '@lectern/domain';
import { DEFAULT_CONTENT_DIR } from '../seed/corpus.js';

interface Organizer extends OrganizerRow {
  layout: 'flow' | 'venn' | 'main-idea' | 'frayer' | 'columns' | 'rows' | 'pairs' | 'equation' | 'table';
  instructions: string;
  labels: string[];
  footer?: string;
}

const DIR = join(DEFAULT_CONTENT_DIR, 'organizers');
const require = createRequire(import.meta.url);
const font = (f: string) => require.resolve(`@expo-google-fonts/atkinson-hyperlegible/${f}`);
const REGULAR = font('400Regular/AtkinsonHyperlegible_400Regular.ttf');
const BOLD = font('700Bold/AtkinsonHyperlegible_700Bold.ttf');

const W = 612;
const H = 792;
const M = 48;
const INK = '#1f2933';
const LINE = '#52606d';
const TINT = '#eef4fb';
const ACCENT = '#1d5fa8';

type Doc = PDFKit.PDFDocument;

function label(doc: Doc, text: string, x: number, y: number, w: number, align: 'left' | 'center' = 'left') {
  doc.font('Bold').fontSize(12).fillColor(INK).text(text, x, y, { width: w, align });
}

/** A box to write in, with its heading in a tinted band. */
function box(doc: Doc, x: number, y: number, w: number, h: number, heading?: string) {
  doc.lineWidth(1.2).strokeColor(LINE);
  if (heading) {
    doc.rect(x, y, w, 24).fillAndStroke(TINT, LINE);
    label(doc, heading, x + 8, y + 6, w - 16, 'center');
  }
  doc.rect(x, y, w, h).stroke();
}

function arrowDown(doc: Doc, x: number, y1: number, y2: number) {
  doc
    .lineWidth(1.5)
    .strokeColor(ACCENT)
    .moveTo(x, y1)
    .lineTo(x, y2 - 6)
    .stroke();
  doc
    .fillColor(ACCENT)
    .moveTo(x - 5, y2 - 7)
    .lineTo(x + 5, y2 - 7)
    .lineTo(x, y2)
    .closePath()
    .fill();
}

function arrowRight(doc: Doc, x1: number, x2: number, y: number) {
  doc
    .lineWidth(1.5)
    .strokeColor(ACCENT)
    .moveTo(x1, y)
    .lineTo(x2 - 6, y)
    .stroke();
  doc
    .fillColor(ACCENT)
    .moveTo(x2 - 7, y - 5)
    .lineTo(x2 - 7, y + 5)
    .lineTo(x2, y)
    .closePath()
    .fill();
}

function draw(doc: Doc, o: Organizer, top: number) {
  const bottom = H - M - 20;
  const width = W - 2 * M;
  let areaBottom = bottom;
  if (o.footer) {
    areaBottom = bottom - 110;
    box(doc, M, areaBottom + 20, width, 90, o.footer);
  }
  const h = areaBottom - top;
  const n = o.labels.length;
  switch (o.layout) {
    case 'flow': {
      const gap = 22;
      const bh = (h - gap * (n - 1)) / n;
      o.labels.forEach((l, i) => {
        const y = top + i * (bh + gap);
        box(doc, M + 60, y, width - 120, bh, l);
        if (i < n - 1) arrowDown(doc, W / 2, y + bh, y + bh + gap);
      });
      break;
    }
    case 'venn': {
      const r = Math.min(width / 3.2, h / 2.2);
      const cy = top + h / 2 + 10;
      doc.lineWidth(1.5).strokeColor(ACCENT);
      doc.circle(W / 2 - r * 0.55, cy, r).stroke();
      doc.circle(W / 2 + r * 0.55, cy, r).stroke();
      label(doc, o.labels[0]!, W / 2 - r * 1.45, cy - r - 22, r, 'center');
      label(doc, o.labels[2]!, W / 2 + r * 0.45, cy - r - 22, r, 'center');
      label(doc, o.labels[1]!, W / 2 - 40, cy - r * 0.75, 80, 'center');
      break;
    }
    case 'main-idea': {
      const topH = h * 0.3;
      box(doc, M, top, width, topH, o.labels[0]);
      const k = n - 1;
      const gap = 14;
      const bw = (width - gap * (k - 1)) / k;
      const y = top + topH + 40;
      for (let i = 0; i < k; i++) {
        const x = M + i * (bw + gap);
        box(doc, x, y, bw, areaBottom - y, o.labels[i + 1]);
        arrowDown(doc, x + bw / 2, top + topH, y);
      }
      break;
    }
    case 'frayer': {
      const gap = 12;
      const bw = (width - gap) / 2;
      const bh = (h - gap) / 2;
      o.labels.slice(0, 4).forEach((l, i) => box(doc, M + (i % 2) * (bw + gap), top + Math.floor(i / 2) * (bh + gap), bw, bh, l));
      const cx = W / 2;
      const cy = top + h / 2;
      doc.lineWidth(1.5).ellipse(cx, cy, 90, 40).fillAndStroke('#ffffff', ACCENT);
      label(doc, o.labels[4] ?? 'Word', cx - 80, cy - 30, 160, 'center');
      break;
    }
    case 'columns': {
      const gap = 12;
      const bw = (width - gap * (n - 1)) / n;
      o.labels.forEach((l, i) => box(doc, M + i * (bw + gap), top, bw, h, l));
      break;
    }
    case 'rows': {
      const gap = 10;
      const bh = (h - gap * (n - 1)) / n;
      o.labels.forEach((l, i) => {
        const y = top + i * (bh + gap);
        doc.lineWidth(1.2).strokeColor(LINE).rect(M, y, 90, bh).fillAndStroke(TINT, LINE);
        label(doc, l, M + 6, y + bh / 2 - 7, 78, 'center');
        doc.rect(M + 90, y, width - 90, bh).stroke();
      });
      break;
    }
    case 'pairs': {
      const rows = 3;
      const gap = 18;
      const bh = (h - gap * (rows - 1)) / rows;
      const bw = (width - 50) / 2;
      for (let i = 0; i < rows; i++) {
        const y = top + i * (bh + gap);
        box(doc, M, y, bw, bh, o.labels[0]);
        box(doc, M + bw + 50, y, bw, bh, o.labels[1]);
        arrowRight(doc, M + bw + 8, M + bw + 42, y + bh / 2);
      }
      break;
    }
    case 'equation': {
      const sign = 34;
      const bw = (width - 2 * sign) / 3;
      o.labels.forEach((l, i) => box(doc, M + i * (bw + sign), top, bw, h, l));
      doc.font('Bold').fontSize(26).fillColor(ACCENT);
      doc.text('+', M + bw, top + h / 2 - 16, { width: sign, align: 'center' });
      doc.text('=', M + 2 * bw + sign, top + h / 2 - 16, { width: sign, align: 'center' });
      break;
    }
    case 'table': {
      const rows = 5;
      const head = 34;
      const cw = width / n;
      doc.lineWidth(1.2).strokeColor(LINE).rect(M, top, width, head).fillAndStroke(TINT, LINE);
      o.labels.forEach((l, i) => label(doc, l, M + i * cw + 6, top + 10, cw - 12, 'center'));
      const rh = (h - head) / rows;
      for (let r = 0; r <= rows; r++)
        doc
          .moveTo(M, top + head + r * rh)
          .lineTo(M + width, top + head + r * rh)
          .stroke();
      for (let c = 0; c <= n; c++)
        doc
          .moveTo(M + c * cw, top)
          .lineTo(M + c * cw, areaBottom)
          .stroke();
      break;
    }
  }
}

function render(o: Organizer & { title: string; grade_band: NonNullable<OrganizerRow['grade_band']> }) {
  const doc = new PDFDocument({
    size: 'LETTER',
    margins: { top: M, left: M, right: M, bottom: 16 },
    tagged: true,
    lang: 'en',
    displayTitle: true,
    pdfVersion: '1.7',
    info: {
      Title: `${o.title} · Graphic organizer`,
      Author: 'Lectern',
      Creator: 'Lectern',
      Producer: 'Lectern',
      // A fixed date, so drawing again changes a file only when its drawing changes.
      CreationDate: new Date('2026-11-27T00:00:00Z'),
    },
  });
  doc.registerFont('Regular', REGULAR);
  doc.registerFont('Bold', BOLD);
  const file = join(DIR, `${o.slug}.pdf`);
  const out = createWriteStream(`${file}.tmp`);
  doc.pipe(out);
  const root = doc.struct('Document');
  doc.addStructure(root);
  root.add(
    doc.struct('P', {}, () => {
      doc.font('Bold').fontSize(10).fillColor(ACCENT).text(`GRAPHIC ORGANIZER · ${o.reading_skill!.toUpperCase()}`, M, M);
    }),
  );
  root.add(
    doc.struct('H1', {}, () => {
      doc
        .font('Bold')
        .fontSize(26)
        .fillColor(INK)
        .text(o.title, M, M + 16);
    }),
  );
  root.add(
    doc.struct('P', {}, () => {
      doc
        .font('Regular')
        .fontSize(11)
        .fillColor(INK)
        .text('Name ______________________________   Date ______________', M, M + 52);
      doc
        .font('Regular')
        .fontSize(12)
        .fillColor(INK)
        .text(o.instructions, M, M + 76, { width: W - 2 * M });
    }),
  );
  const top = doc.y + 16;
  // The boxes to write in are the page's furniture, not its text: marked as an artifact.
  doc.markContent('Artifact', { type: 'Layout' });
  draw(doc, o, top);
  doc.endMarkedContent();
  root.add(
    doc.struct('P', {}, () => {
      doc
        .font('Regular')
        .fontSize(9)
        .fillColor(LINE)
        .text(`Lectern · Grades ${gradeBandRange(o.grade_band as never)}`, M, H - M - 8, {
          width: W - 2 * M,
          align: 'right',
          lineBreak: false,
        });
    }),
  );
  root.end();
  doc.end();
  return new Promise<void>((resolve, reject) => {
    out.on('finish', () => {
      renameSync(`${file}.tmp`, file);
      // The preview: the page at 50 dpi (425 × 550 px), as the organizer modal shows it.
      execFileSync('pdftoppm', ['-png', '-r', '50', '-singlefile', file, join(DIR, o.slug)]);
      resolve();
    });
    out.on('error', reject);
  });
}

const table = JSON.parse(readFileSync(join(DIR, 'organizers.json'), 'utf8')) as { organizers: Organizer[] };
for (const o of table.organizers) {
  if (!isCompleteOrganizer(o)) {
    console.log(`skipped ${o.slug}: not complete`);
    continue;
  }
  await render(o);
  console.log(`drew ${o.slug}`);
}
