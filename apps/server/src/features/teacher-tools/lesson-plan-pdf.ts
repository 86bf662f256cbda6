/**
 * A lesson plan as a tagged PDF (TOOLS-24 "Download as PDF"), drawn with pdfkit as printed articles
 * are (docs/adr/0008-printing-pdf.md): headings as H1/H2/H3, paragraphs as P, lists as L/LI/Lbl/LBody,
 * in Atkinson Hyperlegible. The document is the teacher's ProseMirror JSON (Tiptap's StarterKit
 * nodes); a node it does not know is written as its text, and nothing in it is read as markup.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import type { ProseMirrorNode } from '@lectern/domain';

type Doc = PDFKit.PDFDocument;
type Struct = PDFKit.PDFStructureElement;

const MARGIN = 60;
const FONT_FILES = {
  Regular: '400Regular/AtkinsonHyperlegible_400Regular.ttf',
  Bold: '700Bold/AtkinsonHyperlegible_700Bold.ttf',
  Italic: '400Regular_Italic/AtkinsonHyperlegible_400Regular_Italic.ttf',
} as const;
let fontBytes: [string, Buffer][] | undefined;
function fonts(): [string, Buffer][] {
  const require = createRequire(import.meta.url);
  fontBytes ??= Object.entries(FONT_FILES).map(([name, file]) => [
    name,
    readFileSync(require.resolve(`@expo-google-fonts/atkinson-hyperlegible/${file}`)),
  ]);
  return fontBytes;
}

/** The plain text of a node (hard breaks as new lines). */
export function textOf(node: ProseMirrorNode): string {
  if (node.type === 'text') return node.text ?? '';
  if (node.type === 'hardBreak') return '\n';
  return (node.content ?? []).map(textOf).join('');
}

/** Runs of text with their weight, for pdfkit's `continued` text. */
function runs(
  node: ProseMirrorNode,
  inherited = { bold: false, italic: false },
): { text: string; bold: boolean; italic: boolean }[] {
  if (node.type === 'text') {
    const marks = new Set((node.marks ?? []).map((m) => m.type));
    return [
      { text: node.text ?? '', bold: inherited.bold || marks.has('bold'), italic: inherited.italic || marks.has('italic') },
    ];
  }
  if (node.type === 'hardBreak') return [{ text: '\n', ...inherited }];
  return (node.content ?? []).flatMap((c) => runs(c, inherited));
}

function inline(doc: Doc, node: ProseMirrorNode, size: number, opts: { indent?: number; bold?: boolean } = {}) {
  const parts = runs(node, { bold: opts.bold ?? false, italic: false }).filter((r) => r.text !== '');
  const x = MARGIN + (opts.indent ?? 0);
  const width = doc.page.width - MARGIN - x;
  if (parts.length === 0) {
    doc.moveDown(0.4);
    return;
  }
  doc.fontSize(size);
  parts.forEach((p, i) => {
    doc.font(p.bold ? 'Bold' : p.italic ? 'Italic' : 'Regular');
    const last = i === parts.length - 1;
    if (i === 0) doc.text(p.text, x, doc.y, { width, continued: !last, lineGap: 2 });
    else doc.text(p.text, { continued: !last, lineGap: 2 });
  });
}

function block(doc: Doc, parent: Struct, node: ProseMirrorNode, indent: number) {
  switch (node.type) {
    case 'heading': {
      const level = Math.min(3, Math.max(1, Number(node.attrs?.level) || 2));
      doc.moveDown(level === 1 ? 0.2 : 0.6);
      parent.add(
        doc.struct(`H${level}`, {}, () => inline(doc, node, level === 1 ? 20 : level === 2 ? 15 : 13, { indent, bold: true })),
      );
      doc.moveDown(0.3);
      return;
    }
    case 'bulletList':
    case 'orderedList': {
      const list = doc.struct('L');
      parent.add(list);
      const start = Number(node.attrs?.start) || 1;
      (node.content ?? []).forEach((item, i) => {
        const li = doc.struct('LI');
        list.add(li);
        const label = node.type === 'orderedList' ? `${start + i}.` : '•';
        const y = doc.y;
        li.add(
          doc.struct(
            'Lbl',
            {},
            () =>
              void doc
                .font('Regular')
                .fontSize(11)
                .text(label, MARGIN + indent, y, { width: 20, lineGap: 2 }),
          ),
        );
        doc.y = y;
        const body = doc.struct('LBody');
        li.add(body);
        for (const child of item.content ?? []) block(doc, body, child, indent + 22);
        body.end();
        li.end();
      });
      list.end();
      doc.moveDown(0.3);
      return;
    }
    case 'blockquote': {
      const quote = doc.struct('BlockQuote');
      parent.add(quote);
      for (const child of node.content ?? []) block(doc, quote, child, indent + 18);
      quote.end();
      return;
    }
    case 'horizontalRule':
      doc.moveDown(0.5);
      return;
    default:
      // Paragraphs, code blocks and anything else: their text, as a paragraph.
      parent.add(doc.struct('P', {}, () => inline(doc, node, 11, { indent })));
      doc.moveDown(0.25);
  }
}

/** Renders the plan; resolves with the PDF's bytes. */
export function renderLessonPlanPdf(plan: { title: string; document: ProseMirrorNode }): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'LETTER',
    margins: { top: MARGIN, left: MARGIN, right: MARGIN, bottom: MARGIN },
    tagged: true,
    lang: 'en',
    displayTitle: true,
    pdfVersion: '1.7',
    info: { Title: plan.title, Creator: 'Lectern', Producer: 'Lectern', CreationDate: new Date(0) },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  for (const [name, bytes] of fonts()) doc.registerFont(name, bytes);
  const root = doc.struct('Document');
  doc.addStructure(root);
  for (const node of plan.document.content ?? []) block(doc, root, node, 0);
  root.end();
  doc.end();
  return done;
}
