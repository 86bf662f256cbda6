/**
 * Drawing kit for Lectern's video lessons: the palette, the type and a few shapes every scene is
 * built from, as SVG strings. A scene's `draw(ctx)` returns SVG for the 1280×720 stage; `ctx.show`
 * makes an element appear with its narration line (see render.mjs).
 */

export const W = 1280;
export const H = 720;

/** One palette for every video: warm paper, navy ink, a few clear accents. */
export const C = {
  paper: '#FBF7EF',
  card: '#FFFFFF',
  ink: '#1F2A44',
  muted: '#5B6478',
  line: '#D9D2C3',
  sun: '#F4B63F',
  coral: '#E8634A',
  sky: '#7FC4E8',
  skyLight: '#D8EEF8',
  water: '#3A8FD0',
  leaf: '#3F9E5A',
  leafLight: '#CDE8C9',
  soil: '#8B5E3C',
  violet: '#7A5AC8',
  violetLight: '#E6DDF7',
  blue: '#2F6FD6',
  blueLight: '#DCE7FA',
  orange: '#D9782D',
  orangeLight: '#F8E1CC',
};

/** The accent of each subject (the header chip, highlights). */
export const SUBJECT_ACCENT = {
  SCIENCE: C.leaf,
  MATH: C.blue,
  ELA: C.violet,
  SOCIAL_STUDIES: C.orange,
};

export const FONT = "'Atkinson Hyperlegible', 'DejaVu Sans', sans-serif";

export const esc = (s) => String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Text; `lines` may be an array (one tspan per line). */
export function text(x, y, content, o = {}) {
  const size = o.size ?? 28;
  const lines = Array.isArray(content) ? content : [content];
  const lh = o.lineHeight ?? size * 1.25;
  const attrs = [
    `x="${x}"`,
    `y="${y}"`,
    `font-family="${FONT}"`,
    `font-size="${size}"`,
    `font-weight="${o.weight ?? 400}"`,
    `fill="${o.fill ?? C.ink}"`,
    `text-anchor="${o.anchor ?? 'start'}"`,
    o.italic ? 'font-style="italic"' : '',
    o.spacing ? `letter-spacing="${o.spacing}"` : '',
  ].join(' ');
  const spans = lines.map((l, i) => `<tspan x="${x}" dy="${i === 0 ? 0 : lh}">${esc(l)}</tspan>`).join('');
  return `<text ${attrs}>${spans}</text>`;
}

export const rect = (x, y, w, h, o = {}) =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${o.r ?? 0}" fill="${o.fill ?? 'none'}"` +
  (o.stroke ? ` stroke="${o.stroke}" stroke-width="${o.sw ?? 3}"` : '') +
  (o.dash ? ` stroke-dasharray="${o.dash}"` : '') +
  (o.opacity !== undefined ? ` opacity="${o.opacity}"` : '') +
  '/>';

export const circle = (cx, cy, r, o = {}) =>
  `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${o.fill ?? 'none'}"` +
  (o.stroke ? ` stroke="${o.stroke}" stroke-width="${o.sw ?? 3}"` : '') +
  (o.opacity !== undefined ? ` opacity="${o.opacity}"` : '') +
  '/>';

export const path = (d, o = {}) =>
  `<path d="${d}" fill="${o.fill ?? 'none'}"` +
  (o.stroke ? ` stroke="${o.stroke}" stroke-width="${o.sw ?? 3}" stroke-linecap="round" stroke-linejoin="round"` : '') +
  (o.dash ? ` stroke-dasharray="${o.dash}"` : '') +
  (o.opacity !== undefined ? ` opacity="${o.opacity}"` : '') +
  '/>';

export const line = (x1, y1, x2, y2, o = {}) =>
  `<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}" stroke="${o.stroke ?? C.ink}" stroke-width="${o.sw ?? 3}" stroke-linecap="round"` +
  (o.dash ? ` stroke-dasharray="${o.dash}"` : '') +
  '/>';

/** A straight arrow with a filled head. */
export function arrow(x1, y1, x2, y2, o = {}) {
  const color = o.stroke ?? C.ink;
  const sw = o.sw ?? 5;
  const head = o.head ?? 16;
  const a = Math.atan2(y2 - y1, x2 - x1);
  const bx = x2 - head * Math.cos(a);
  const by = y2 - head * Math.sin(a);
  const p = (ang) => `${(x2 - head * Math.cos(a + ang)).toFixed(1)},${(y2 - head * Math.sin(a + ang)).toFixed(1)}`;
  return (
    `<line x1="${x1}" y1="${y1}" x2="${bx.toFixed(1)}" y2="${by.toFixed(1)}" stroke="${color}" stroke-width="${sw}" stroke-linecap="round"` +
    (o.dash ? ` stroke-dasharray="${o.dash}"` : '') +
    '/>' +
    `<polygon points="${x2},${y2} ${p(0.45)} ${p(-0.45)}" fill="${color}"/>`
  );
}

/** A rounded label card with centred text. */
export function pill(cx, cy, label, o = {}) {
  const size = o.size ?? 26;
  const w = o.w ?? Math.round(label.length * size * 0.56 + 44);
  const h = o.h ?? Math.round(size * 1.9);
  return (
    rect(cx - w / 2, cy - h / 2, w, h, { r: o.r ?? h / 2, fill: o.fill ?? C.card, stroke: o.stroke, sw: o.sw ?? 3 }) +
    text(cx, cy + size * 0.36, label, { size, weight: o.weight ?? 700, fill: o.color ?? C.ink, anchor: 'middle' })
  );
}

/** A white card with a soft shadow, for diagrams and word panels. */
export function card(x, y, w, h, o = {}) {
  return (
    rect(x + 4, y + 6, w, h, { r: o.r ?? 22, fill: '#000000', opacity: 0.06 }) +
    rect(x, y, w, h, { r: o.r ?? 22, fill: o.fill ?? C.card, stroke: o.stroke ?? C.line, sw: o.sw ?? 2 })
  );
}

/** Wraps words into lines of at most `max` characters. */
export function wrap(s, max) {
  const out = [];
  let cur = '';
  for (const word of s.split(/\s+/)) {
    if (cur && (cur + ' ' + word).length > max) {
      out.push(cur);
      cur = word;
    } else cur = cur ? `${cur} ${word}` : word;
  }
  if (cur) out.push(cur);
  return out;
}

/** A sun with rays. */
export function sun(cx, cy, r, rays = 10) {
  let s = '';
  for (let i = 0; i < rays; i++) {
    const a = (i / rays) * Math.PI * 2;
    s += line(
      cx + Math.cos(a) * (r + 10),
      cy + Math.sin(a) * (r + 10),
      cx + Math.cos(a) * (r + 28),
      cy + Math.sin(a) * (r + 28),
      {
        stroke: C.sun,
        sw: 6,
      },
    );
  }
  return s + circle(cx, cy, r, { fill: C.sun });
}

/** A puffy cloud centred at (cx, cy). */
export function cloud(cx, cy, s = 1, fill = '#FFFFFF', stroke = C.line) {
  const k = (v) => (v * s).toFixed(1);
  return (
    `<g transform="translate(${cx} ${cy})">` +
    `<path d="M${k(-90)} ${k(30)} a${k(40)} ${k(40)} 0 0 1 ${k(20)} ${k(-66)} a${k(52)} ${k(52)} 0 0 1 ${k(96)} ${k(-14)} a${k(42)} ${k(42)} 0 0 1 ${k(62)} ${k(40)} a${k(34)} ${k(34)} 0 0 1 ${k(2)} ${k(40)} z" fill="${fill}" stroke="${stroke}" stroke-width="3"/>` +
    '</g>'
  );
}

/** A simple leaf shape, pointing right from (x, y). */
export function leaf(x, y, len, angle, fill = C.leaf) {
  const w = len * 0.42;
  return `<g transform="translate(${x} ${y}) rotate(${angle})"><path d="M0 0 Q ${len / 2} ${-w} ${len} 0 Q ${len / 2} ${w} 0 0 z" fill="${fill}"/><path d="M0 0 L ${len * 0.92} 0" stroke="#2C7343" stroke-width="3" fill="none"/></g>`;
}

/** Tiny raindrop. */
export const drop = (x, y, s = 1, fill = C.water) =>
  `<path d="M${x} ${y - 14 * s} C ${x + 9 * s} ${y - 2 * s} ${x + 10 * s} ${y + 4 * s} ${x} ${y + 9 * s} C ${x - 10 * s} ${y + 4 * s} ${x - 9 * s} ${y - 2 * s} ${x} ${y - 14 * s} z" fill="${fill}"/>`;

/** ProseMirror helpers for raw_text. */
export const pm = {
  doc: (...content) => ({ type: 'doc', content }),
  h2: (t) => ({ type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: t }] }),
  h3: (t) => ({ type: 'heading', attrs: { level: 3 }, content: [{ type: 'text', text: t }] }),
  p: (...parts) => ({
    type: 'paragraph',
    content: parts.map((x) =>
      typeof x === 'string'
        ? { type: 'text', text: x }
        : { type: 'text', text: x.b ?? x.i, marks: [{ type: x.b ? 'bold' : 'italic' }] },
    ),
  }),
  ul: (...items) => ({
    type: 'bulletList',
    content: items.map((t) => ({ type: 'listItem', content: [pm.p(...(Array.isArray(t) ? t : [t]))] })),
  }),
  ol: (...items) => ({
    type: 'orderedList',
    content: items.map((t) => ({ type: 'listItem', content: [pm.p(...(Array.isArray(t) ? t : [t]))] })),
  }),
};
